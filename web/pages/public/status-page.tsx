import type { LucideIcon } from 'lucide-react';
import { CircleCheck, CircleX, Database, Loader2, MonitorSmartphone, RefreshCw, Server } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { healthReportSchema, type HealthReport } from '@common/health';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The endpoint answers 200 when healthy and 503 with the same body when not: both are valid reports. */
async function fetchHealth(): Promise<HealthReport> {
  const res = await fetch('/api/health', { cache: 'no-store' });
  const body: unknown = await res.json();
  return healthReportSchema.parse(body);
}

type Row = { icon: LucideIcon; name: string; ok: boolean; label: string; detail?: string };

const databaseKindLabel: Record<HealthReport['database']['kind'], string> = {
  postgres: 'PostgreSQL',
  pglite: 'PGlite (intégrée)',
};

function buildRows(report: HealthReport | null): Row[] {
  const database = report?.database;
  const databaseDetail = database
    ? [databaseKindLabel[database.kind], database.latencyMs === null ? null : `${Math.round(database.latencyMs)} ms`]
        .filter(Boolean)
        .join(' · ')
    : 'État inconnu : l’API ne répond pas';
  return [
    { icon: MonitorSmartphone, name: 'Application web', ok: true, label: 'Opérationnel' },
    { icon: Server, name: 'API', ok: report !== null, label: report ? 'Opérationnel' : 'Injoignable' },
    {
      icon: Database,
      name: 'Base de données',
      ok: database?.reachable ?? false,
      label: database?.reachable ? 'Opérationnelle' : 'Injoignable',
      detail: databaseDetail,
    },
  ];
}

function StatusBanner({ state }: { state: 'loading' | 'ok' | 'down' }) {
  const Icon = state === 'loading' ? Loader2 : state === 'ok' ? CircleCheck : CircleX;
  const text =
    state === 'loading' ? 'Vérification des services…' : state === 'ok' ? 'Tous les systèmes sont opérationnels' : 'Incident en cours';
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center gap-3 rounded-xl border px-5 py-5 text-lg font-semibold sm:px-6 sm:text-xl',
        state === 'loading' && 'bg-muted text-muted-foreground',
        state === 'ok' && 'border-success/30 bg-success/10 text-success',
        state === 'down' && 'border-destructive/30 bg-destructive/10 text-destructive',
      )}
    >
      <Icon className={cn('size-6 shrink-0', state === 'loading' && 'animate-spin')} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

function ServiceRow({ row }: { row: Row }) {
  const Icon = row.icon;
  return (
    <li className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <p className="font-medium">{row.name}</p>
          {row.detail ? <p className="text-sm text-muted-foreground">{row.detail}</p> : null}
        </div>
      </div>
      <Badge variant={row.ok ? 'success' : 'destructive'} className="self-start sm:self-auto">
        {row.ok ? <CircleCheck className="size-3.5" aria-hidden="true" /> : <CircleX className="size-3.5" aria-hidden="true" />}
        {row.label}
      </Badge>
    </li>
  );
}

function SkeletonRows() {
  return (
    <ul aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex items-center justify-between gap-4 px-5 py-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-5 rounded-full" />
            <Skeleton className="h-4 w-36" />
          </div>
          <Skeleton className="h-5 w-24 rounded-full" />
        </li>
      ))}
    </ul>
  );
}

function Details({ report, checkedAt, loading }: { report: HealthReport | null; checkedAt: string | null; loading: boolean }) {
  const items = [
    { term: 'Version', value: report?.version ?? '—' },
    { term: 'Disponibilité depuis le démarrage', value: report ? formatDuration(report.uptimeSeconds) : '—' },
    { term: 'Dernière vérification', value: checkedAt ?? '—' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.term} className="rounded-xl border bg-card p-5">
          <dt className="text-sm text-muted-foreground">{item.term}</dt>
          <dd className="mt-1 font-mono text-base font-medium break-words">{loading ? <Skeleton className="h-5 w-28" /> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatusPage() {
  const { data, isPending, isError, isFetching, errorUpdatedAt, refetch } = useQuery({
    queryKey: ['public-status', 'health'],
    queryFn: fetchHealth,
    refetchInterval: 30_000,
  });

  // A failed latest check (network error, unreadable answer) means the API is down, even if an older report exists.
  const report = isError ? null : (data ?? null);
  const state = isPending ? 'loading' : report?.status === 'ok' ? 'ok' : 'down';
  const checkedAt = report
    ? formatDateTime(report.checkedAt)
    : isError && errorUpdatedAt > 0
      ? formatDateTime(new Date(errorUpdatedAt))
      : null;

  return (
    <main className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-primary">Assistance</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">État des services</h1>
          <p className="mt-2 text-sm text-muted-foreground">Actualisation automatique toutes les 30 secondes.</p>
        </div>
        <Button variant="outline" onClick={() => void refetch()} aria-busy={isFetching} className="self-start sm:self-auto">
          <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden="true" />
          Actualiser
        </Button>
      </header>

      <div className="mt-8">
        <StatusBanner state={state} />
      </div>

      <Card className="mt-8">
        <CardHeader className="pb-2">
          <h2 className="text-lg font-semibold">Services</h2>
        </CardHeader>
        <CardContent className="px-0 pb-2">
          {state === 'loading' ? (
            <SkeletonRows />
          ) : (
            <ul className="divide-y">
              {buildRows(report).map((row) => (
                <ServiceRow key={row.name} row={row} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="status-details" className="mt-8">
        <h2 id="status-details" className="mb-4 text-lg font-semibold">
          Détails
        </h2>
        <Details report={report} checkedAt={checkedAt} loading={state === 'loading'} />
      </section>
    </main>
  );
}
