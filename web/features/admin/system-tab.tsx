import { Activity, Cpu, Gauge, HardDrive, Loader2, MemoryStick, RefreshCw, Server, Timer } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { toast } from 'sonner';
import { metricLevel, systemStatus, type AdminSystem, type SystemMetric } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { formatDateTime, formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useRecordSample, useSystem } from './operations-api';

type Level = 'Normal' | 'Élevé' | 'Critique';
const LEVEL_VARIANT: Record<Level, 'success' | 'warning' | 'destructive'> = {
  Normal: 'success',
  Élevé: 'warning',
  Critique: 'destructive',
};
const LEVEL_BAR: Record<Level, string> = { Normal: 'bg-success', Élevé: 'bg-warning', Critique: 'bg-destructive' };
const STATUS = {
  healthy: { label: 'Sain', text: 'Tout fonctionne normalement.', tone: 'text-success', ring: 'border-success/40 bg-success/5' },
  warning: { label: 'Attention', text: 'Le processeur dépasse 80 %.', tone: 'text-warning', ring: 'border-warning/40 bg-warning/5' },
  critical: {
    label: 'Critique',
    text: 'La mémoire dépasse 90 %.',
    tone: 'text-destructive',
    ring: 'border-destructive/40 bg-destructive/5',
  },
} as const;
const METRIC_LABELS: Record<string, string> = {
  cpu_usage: 'Utilisation CPU',
  memory_usage: 'Mémoire',
  disk_usage: 'Disque',
  network_latency: 'Latence réseau',
  health_check: 'Contrôle de santé',
};
const RECENT_SHOWN = 10;

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const secondsFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const percent = (value: number | null) => (value === null ? '—' : `${decimal.format(value)} %`);

/** Latency is in ms, not a share: Normal under 100 ms, Élevé under 500 ms, Critique beyond. */
function latencyLevel(ms: number | null): Level {
  if (ms === null || ms < 100) return 'Normal';
  return ms < 500 ? 'Élevé' : 'Critique';
}

function metricValue(metric: SystemMetric): string {
  if (metric.metricName === 'health_check') return metric.metricValue >= 1 ? 'OK' : 'Échec';
  return `${decimal.format(metric.metricValue)} ${metric.metricUnit}`;
}

const errorText = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback);

/** The server's health: samples of this machine taken every 30 s (and on demand), their latest values and last 24 h. */
export function SystemTab() {
  const system = useSystem();
  const recordSample = useRecordSample();

  const generate = () =>
    recordSample.mutate(undefined, {
      onSuccess: () => toast.success('Métriques enregistrées', { description: 'Un échantillon vient d’être mesuré sur le serveur.' }),
      onError: (error) => toast.error('Erreur', { description: errorText(error, "Impossible d'ajouter les métriques.") }),
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">État du système</h2>
          <p className="text-sm text-muted-foreground">
            Mesuré toutes les 30 secondes
            {system.dataUpdatedAt ? ` · mis à jour à ${new Date(system.dataUpdatedAt).toLocaleTimeString('fr-FR')}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void system.refetch()} disabled={system.isFetching}>
            <RefreshCw className={cn(system.isFetching && 'animate-spin')} aria-hidden="true" />
            Actualiser
          </Button>
          <Button variant="brand" size="sm" onClick={generate} disabled={recordSample.isPending}>
            {recordSample.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Activity aria-hidden="true" />}
            Générer métriques
          </Button>
        </div>
      </div>

      {system.isError && !system.data ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
          <span>{errorText(system.error, 'Impossible de charger les métriques système.')}</span>
          <Button variant="outline" size="sm" onClick={() => void system.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : !system.data ? (
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-28 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : (
        <SystemView system={system.data} />
      )}
    </div>
  );
}

function SystemView({ system }: { system: AdminSystem }) {
  const status = STATUS[systemStatus(system.latest)];
  const { latest } = system;
  const empty = system.recent.length === 0;
  return (
    <>
      <section aria-label="Résumé" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard icon={<Server aria-hidden="true" />} label="Statut" className={status.ring}>
          <p className={cn('mt-2 text-2xl font-bold sm:text-3xl', status.tone)}>{status.label}</p>
          <p className="mt-1 text-xs text-muted-foreground">{empty ? 'Aucune mesure pour le moment.' : status.text}</p>
        </SummaryCard>
        <SummaryCard icon={<Cpu aria-hidden="true" />} label="CPU">
          <p className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">{percent(latest.cpu_usage)}</p>
          <p className="mt-1 text-xs text-muted-foreground">dernière mesure</p>
        </SummaryCard>
        <SummaryCard icon={<MemoryStick aria-hidden="true" />} label="Mémoire">
          <p className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">{percent(latest.memory_usage)}</p>
          <p className="mt-1 text-xs text-muted-foreground">dernière mesure</p>
        </SummaryCard>
        <SummaryCard icon={<Timer aria-hidden="true" />} label="Uptime">
          <p className="mt-2 text-xl font-bold tabular-nums sm:text-2xl">{formatDuration(system.processUptimeSeconds)}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {system.availability === null
              ? 'Disponibilité (30 j) : pas encore de mesure'
              : `Disponibilité (30 j) : ${decimal.format(system.availability)} %`}
          </p>
        </SummaryCard>
      </section>

      {empty ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <Gauge className="size-8 text-primary" aria-hidden="true" />
          <p className="max-w-md text-sm text-muted-foreground">
            Aucune métrique : cliquez sur « Générer métriques » pour en enregistrer une maintenant.
          </p>
        </div>
      ) : (
        <>
          <section aria-label="Ressources" className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
            <MetricTile
              icon={<Cpu aria-hidden="true" />}
              label="Utilisation CPU"
              value={percent(latest.cpu_usage)}
              level={metricLevel(latest.cpu_usage)}
              share={latest.cpu_usage}
            />
            <MetricTile
              icon={<MemoryStick aria-hidden="true" />}
              label="Mémoire"
              value={percent(latest.memory_usage)}
              level={metricLevel(latest.memory_usage)}
              share={latest.memory_usage}
            />
            <MetricTile
              icon={<HardDrive aria-hidden="true" />}
              label="Disque"
              value={percent(latest.disk_usage)}
              level={metricLevel(latest.disk_usage)}
              share={latest.disk_usage}
            />
            <MetricTile
              icon={<Activity aria-hidden="true" />}
              label="Latence Réseau"
              value={latest.network_latency === null ? '—' : `${decimal.format(latest.network_latency)} ms`}
              level={latencyLevel(latest.network_latency)}
              hint="Retard p95 de la boucle d’événements du serveur"
            />
          </section>

          <UsageChart chart={system.chart} />
          <RecentMetrics metrics={system.recent.slice(0, RECENT_SHOWN)} />
        </>
      )}
    </>
  );
}

function SummaryCard({ icon, label, className, children }: { icon: ReactNode; label: string; className?: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <Card className={cn('min-w-0 p-4 sm:p-5', className)} role="group" aria-labelledby={labelId}>
      <div className="flex items-start justify-between gap-2 text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        {icon}
      </div>
      {children}
    </Card>
  );
}

function MetricTile({
  icon,
  label,
  value,
  level,
  share,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  level: Level;
  share?: number | null;
  hint?: string;
}) {
  return (
    <Card className="min-w-0 p-4">
      <div className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
          {icon}
          <span className="truncate">{label}</span>
        </span>
        <Badge variant={LEVEL_VARIANT[level]}>{level}</Badge>
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums">{value}</p>
      {share !== undefined ? (
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-secondary"
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share ?? 0}
        >
          <div className={cn('h-full rounded-full', LEVEL_BAR[level])} style={{ width: `${Math.min(100, Math.max(0, share ?? 0))}%` }} />
        </div>
      ) : (
        <p className="mt-2 text-xs text-muted-foreground">{hint}</p>
      )}
    </Card>
  );
}

const SERIES = [
  { key: 'cpu_usage', name: 'CPU (%)', color: 'var(--primary)', axis: 'percent' },
  { key: 'memory_usage', name: 'Mémoire (%)', color: 'var(--success)', axis: 'percent' },
  { key: 'disk_usage', name: 'Disque (%)', color: 'var(--warning)', axis: 'percent' },
  { key: 'network_latency', name: 'Latence (ms)', color: 'var(--destructive)', axis: 'ms' },
] as const;

function UsageChart({ chart }: { chart: AdminSystem['chart'] }) {
  // Over the first minutes the ticks would all read the same minute: seconds then.
  const [first, last] = [chart[0], chart.at(-1)];
  const spanMs = first && last ? new Date(last.at).getTime() - new Date(first.at).getTime() : 0;
  const tickFormat = spanMs < 10 * 60_000 ? secondsFormat : timeFormat;
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h3 className="text-sm font-semibold">Dernières 24 heures</h3>
      {chart.length < 2 ? (
        <p className="mt-3 text-sm text-muted-foreground">La courbe apparaîtra après quelques mesures.</p>
      ) : (
        <div
          className="mt-3 h-72"
          role="img"
          aria-label="Utilisation du CPU, de la mémoire, du disque et latence sur les dernières 24 heures"
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={chart} margin={{ top: 4, right: 0, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
              <XAxis
                dataKey="at"
                tickFormatter={(at: string) => tickFormat.format(new Date(at))}
                tick={{ fontSize: 11 }}
                stroke="var(--muted-foreground)"
                minTickGap={24}
              />
              <YAxis yAxisId="percent" domain={[0, 100]} tick={{ fontSize: 11 }} stroke="var(--muted-foreground)" unit=" %" width={56} />
              <YAxis yAxisId="ms" orientation="right" tick={{ fontSize: 11 }} stroke="var(--muted-foreground)" unit=" ms" width={56} />
              <Tooltip
                labelFormatter={(at) => formatDateTime(String(at))}
                formatter={(value, name) => [decimal.format(Number(value)), name]}
                contentStyle={{ background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {SERIES.map((series) => (
                <Line
                  key={series.key}
                  yAxisId={series.axis}
                  type="monotone"
                  dataKey={series.key}
                  name={series.name}
                  stroke={series.color}
                  dot={false}
                  strokeWidth={2}
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

function RecentMetrics({ metrics }: { metrics: SystemMetric[] }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h3 className="text-sm font-semibold">Dernières métriques</h3>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[420px] text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Mesure
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Valeur
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Hôte
              </th>
              <th scope="col" className="py-2 font-medium">
                Heure
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {metrics.map((metric) => (
              <tr key={metric.id}>
                <td className="py-2 pr-3">{METRIC_LABELS[metric.metricName] ?? metric.metricName}</td>
                <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">{metricValue(metric)}</td>
                <td className="max-w-32 truncate py-2 pr-3 font-mono text-xs" title={metric.host ?? undefined}>
                  {metric.host ?? '—'}
                </td>
                <td className="whitespace-nowrap py-2 tabular-nums">{new Date(metric.recordedAt).toLocaleTimeString('fr-FR')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
