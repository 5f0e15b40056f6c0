import { Loader2 } from 'lucide-react';

/** The spinner shown while a screen's chunk loads; plain classes, as it is part of `/`'s JavaScript. */
export function FullPageSpinner() {
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        <span className="sr-only">Chargement…</span>
      </span>
    </div>
  );
}
