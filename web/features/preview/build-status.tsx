import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export type BuildState = 'building' | 'ready' | 'error' | 'unsupported';

const labels: Record<BuildState, string> = {
  building: 'Construction en cours...',
  ready: 'Prêt',
  error: 'Erreur',
  unsupported: 'Aperçu indisponible',
};

/** The spec's build states, announced to screen readers as they change. */
export function BuildStatus({ state, className }: { state: BuildState | null; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={cn('flex items-center gap-1.5 px-1 text-xs font-medium', className)}>
      {state === 'building' ? <Loader2 className="size-3.5 animate-spin text-primary" aria-hidden="true" /> : null}
      {state === 'ready' ? <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" /> : null}
      {state === 'error' ? <XCircle className="size-3.5 text-destructive" aria-hidden="true" /> : null}
      <span className={cn(state === 'error' && 'text-destructive', state === 'ready' && 'text-success', !state && 'text-muted-foreground')}>
        {state ? labels[state] : 'Aperçu'}
      </span>
    </p>
  );
}
