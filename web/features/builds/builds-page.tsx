import { AlertTriangle, ArrowLeft, CheckCircle2, Download, Hammer, Loader2, Package, Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { Build, BuildStatus } from '@common/builds';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiDownload, ApiRequestError } from '@/lib/api';
import { formatDateTime, formatDuration } from '@/lib/format';
import { useBuilds } from '@/lib/builds-api';
import { NewBuildDialog } from './new-build-dialog';

const STATUS: Record<BuildStatus, { label: string; variant: 'success' | 'warning' | 'destructive' | 'secondary' }> = {
  completed: { label: 'Terminé', variant: 'success' },
  building: { label: 'En cours', variant: 'warning' },
  pending: { label: 'En attente', variant: 'secondary' },
  failed: { label: 'Échec', variant: 'destructive' },
};

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** Megabytes with one decimal, as the spec shows sizes; kilobytes below 0.1 MB, where « 0,0 Mo » would say nothing. */
const formatSize = (bytes: number) =>
  bytes < 100_000 ? `${oneDecimal.format(bytes / 1000)} Ko` : `${oneDecimal.format(bytes / 1_000_000)} Mo`;

export function BuildsPage() {
  const builds = useBuilds();
  const [creating, setCreating] = useState(false);
  const list = builds.data ?? [];
  const counts = {
    completed: list.filter((build) => build.status === 'completed').length,
    running: list.filter((build) => build.status === 'pending' || build.status === 'building').length,
    failed: list.filter((build) => build.status === 'failed').length,
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Tableau de bord
          </Link>
        </Button>
        <Button variant="brand" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nouveau build
        </Button>
      </div>

      <section aria-label="Vos builds en chiffres" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Counter icon={<CheckCircle2 aria-hidden="true" />} label="Builds réussis" value={builds.data ? counts.completed : undefined} />
        <Counter icon={<Loader2 aria-hidden="true" />} label="En cours" value={builds.data ? counts.running : undefined} />
        <Counter icon={<AlertTriangle aria-hidden="true" />} label="Échecs" value={builds.data ? counts.failed : undefined} />
        <Counter icon={<Package aria-hidden="true" />} label="Total builds" value={builds.data?.length} />
      </section>

      {builds.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
          <span>Impossible de charger vos builds.</span>
          <Button variant="outline" size="sm" onClick={() => void builds.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : builds.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <Hammer className="size-8 text-primary" aria-hidden="true" />
          <p className="font-medium">Aucun build pour le moment</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Un build transforme une version de votre projet en fichier à télécharger : un site web installable, un projet Android ou iOS, ou
            le code source prêt à lancer avec npm.
          </p>
          <Button variant="brand" size="sm" onClick={() => setCreating(true)}>
            Créer mon premier build
          </Button>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Builds">
          {list.map((build) => (
            <BuildRow key={build.id} build={build} />
          ))}
        </ul>
      )}
      <NewBuildDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: number | undefined }) {
  const labelId = useId();
  return (
    <Card className="min-w-0 p-4 sm:p-5" role="group" aria-labelledby={labelId}>
      <div className="flex items-start justify-between gap-2 text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        {icon}
      </div>
      {value === undefined ? (
        <Skeleton className="mt-3 h-8 w-16" />
      ) : (
        <p className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">{value}</p>
      )}
    </Card>
  );
}

function BuildRow({ build }: { build: Build }) {
  const status = STATUS[build.status];
  const running = build.status === 'pending' || build.status === 'building';
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await apiDownload(`/api/builds/${build.id}/artifact`);
    } catch (error) {
      toast.error('Erreur', { description: error instanceof ApiRequestError ? error.message : 'Impossible de télécharger le fichier.' });
    } finally {
      setDownloading(false);
    }
  };
  const details = [
    build.platform.toUpperCase(),
    build.versionNumber ? `version ${build.versionNumber}` : null,
    build.fileSize !== null ? formatSize(build.fileSize) : null,
    build.durationSeconds !== null ? formatDuration(build.durationSeconds) : null,
    formatDateTime(build.createdAt),
  ]
    .filter((detail): detail is string => Boolean(detail))
    // Each detail stays on one line (« 3 s », « 2,1 Ko »): only the separators may wrap.
    .map((detail) => detail.replace(/ /g, '\u00a0'));
  return (
    <li className="rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 truncate font-medium" title={build.projectTitle ?? undefined}>
              {build.projectTitle ?? 'Projet inconnu'}
            </span>
            <Badge variant={status.variant}>{status.label}</Badge>
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{details.join(' · ')}</p>
        </div>
        {build.status === 'completed' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void download()}
            disabled={downloading}
            aria-label={`Télécharger ${build.artifactLabel ?? 'le fichier'}`}
          >
            {downloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            Télécharger
          </Button>
        ) : null}
      </div>
      {running ? (
        <div className="mt-3 space-y-1">
          <div
            className="h-2 overflow-hidden rounded-full bg-secondary"
            role="progressbar"
            aria-label={`Progression du build de ${build.projectTitle ?? 'Projet inconnu'}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={build.progress}
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${build.progress}%` }} />
          </div>
          <p className="text-xs text-muted-foreground">
            {build.stage ?? 'En attente'} · {build.progress} %
          </p>
        </div>
      ) : null}
      {build.status === 'completed' && build.artifactLabel ? (
        <p className="mt-2 text-xs text-muted-foreground">{build.artifactLabel}</p>
      ) : null}
      {build.status === 'failed' ? (
        <div className="mt-3 space-y-2 text-sm">
          <p className="text-destructive">{build.error ?? 'Le build a échoué.'}</p>
          <details>
            <summary className="cursor-pointer text-xs text-muted-foreground">Journal du build</summary>
            <pre className="mt-2 max-h-60 overflow-auto whitespace-pre-wrap rounded-lg bg-secondary p-3 text-xs">{build.log}</pre>
          </details>
        </div>
      ) : null}
    </li>
  );
}
