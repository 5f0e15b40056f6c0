import { ExternalLink, Monitor, Pause, Play, RotateCw, Smartphone, Tablet } from 'lucide-react';
import { PREVIEW_DEVICES, type PreviewDevice } from '@common/preview';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { PreviewControls } from './use-preview-controls';

const deviceIcons: Record<PreviewDevice, typeof Monitor> = { desktop: Monitor, tablet: Tablet, mobile: Smartphone };

function deviceTitle(device: PreviewDevice): string {
  const spec = PREVIEW_DEVICES[device];
  return spec.width ? `${spec.label} (${spec.width} × ${spec.height})` : spec.label;
}

/** Live/Stop, device modes, refresh and "open in a new tab": inside the panel, or in a page header. */
export function PreviewToolbar({ controls, url, className }: { controls: PreviewControls; url?: string; className?: string }) {
  return (
    <div role="toolbar" aria-label="Commandes de l'aperçu" className={cn('flex flex-wrap items-center gap-1', className)}>
      <Badge variant={controls.running ? 'success' : 'secondary'} className="mr-1">
        <span
          className={cn('size-1.5 rounded-full', controls.running ? 'bg-success motion-safe:animate-live' : 'bg-muted-foreground')}
          aria-hidden="true"
        />
        {controls.running ? 'Live' : 'Stop'}
      </Badge>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={controls.running ? "Mettre l'aperçu en pause" : "Reprendre l'aperçu"}
        title={controls.running ? 'Mettre en pause' : 'Reprendre'}
        onClick={() => controls.setRunning(!controls.running)}
      >
        {controls.running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
      <div role="group" aria-label="Appareil" className="flex items-center rounded-lg border bg-background p-0.5">
        {(Object.keys(PREVIEW_DEVICES) as PreviewDevice[]).map((device) => {
          const Icon = deviceIcons[device];
          return (
            <Button
              key={device}
              variant="ghost"
              size="icon"
              className={cn('size-7 rounded-md', controls.device === device && 'bg-accent text-accent-foreground hover:bg-accent')}
              aria-label={deviceTitle(device)}
              aria-pressed={controls.device === device}
              title={deviceTitle(device)}
              onClick={() => controls.setDevice(device)}
            >
              <Icon aria-hidden="true" />
            </Button>
          );
        })}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Actualiser l'aperçu"
        title="Actualiser"
        disabled={!controls.canRefresh}
        onClick={controls.refresh}
      >
        <RotateCw aria-hidden="true" />
      </Button>
      {url ? (
        <Button asChild variant="ghost" size="icon" className="size-8">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Ouvrir l'aperçu dans un nouvel onglet"
            title="Ouvrir dans un nouvel onglet"
          >
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      ) : null}
    </div>
  );
}
