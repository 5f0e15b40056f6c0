import { Activity, Download, Eye, Filter, ListChecks, Loader2, ScrollText, Users, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { toast } from 'sonner';
import type { AuditFilter, AuditLog } from '@common/audit';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { exportAuditLogs, useAuditLogs, useAuditStats } from './operations-api';

const TOP_ACTIONS_SHOWN = 6;
const numberFormat = new Intl.NumberFormat('fr-FR');
const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });
const errorText = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback);

/** The spec's badge colours: create green, update blue, delete red, login purple, anything else grey. */
function actionTone(action: string): string {
  const name = action.toLowerCase();
  if (name.includes('create')) return 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300';
  if (name.includes('update')) return 'bg-blue-500/15 text-blue-700 dark:text-blue-300';
  if (name.includes('delete')) return 'bg-red-500/15 text-red-700 dark:text-red-300';
  if (name.includes('login')) return 'bg-purple-500/15 text-purple-700 dark:text-purple-300';
  return 'bg-secondary text-secondary-foreground';
}

function ActionBadge({ action }: { action: string }) {
  return <Badge className={cn('border-transparent font-mono', actionTone(action))}>{action}</Badge>;
}

const shortUser = (userId: string | null) => (userId ? `${userId.slice(0, 8)}...` : 'Système');
const shortResource = (log: AuditLog) => (log.resourceId ? log.resourceId.slice(0, 8) : log.resourceType);

/** The audit journal: 30-day figures, the most frequent actions, the filtered journal, its details and its CSV. */
export function AuditTab() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [details, setDetails] = useState<AuditLog | null>(null);
  const [exporting, setExporting] = useState(false);
  const logs = useAuditLogs(filter);
  const activeFilters = Object.values(filter).filter(Boolean).length;

  const download = async () => {
    setExporting(true);
    try {
      await exportAuditLogs(filter);
      toast.success('Export réussi', { description: 'Le fichier CSV du journal a été téléchargé.' });
    } catch (error) {
      toast.error("Erreur d'export", { description: errorText(error, "Impossible d'exporter les logs.") });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <AuditStatsSection />

      <section aria-labelledby="audit-journal" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="audit-journal" className="text-lg font-semibold">
              Journal d'audit
            </h2>
            <p className="text-sm text-muted-foreground">
              Les 100 actions les plus récentes{activeFilters ? ' correspondant aux filtres' : ''}.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant={filtersOpen || activeFilters ? 'secondary' : 'outline'}
              size="sm"
              aria-expanded={filtersOpen}
              aria-controls="audit-filters"
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              <Filter aria-hidden="true" />
              Filtrer{activeFilters ? ` (${activeFilters})` : ''}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void download()} disabled={exporting}>
              {exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
              Exporter
            </Button>
          </div>
        </div>

        {filtersOpen ? <AuditFilters key={JSON.stringify(filter)} filter={filter} onApply={setFilter} /> : null}

        {logs.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
            <span>{errorText(logs.error, "Impossible de charger les données d'audit.")}</span>
            <Button variant="outline" size="sm" onClick={() => void logs.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : logs.isPending ? (
          <Skeleton className="h-72 rounded-xl" />
        ) : logs.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <ScrollText className="size-8 text-primary" aria-hidden="true" />
            <p className="font-medium">{activeFilters ? 'Aucune action ne correspond à ces filtres' : 'Aucune action enregistrée'}</p>
            {activeFilters ? (
              <Button variant="outline" size="sm" onClick={() => setFilter({})}>
                Effacer les filtres
              </Button>
            ) : null}
          </div>
        ) : (
          <div className={cn('relative overflow-x-auto rounded-xl border bg-card', logs.isFetching && 'opacity-70')}>
            <table className="w-full min-w-[720px] text-sm">
              <thead className="border-b bg-muted/40 text-left text-xs font-medium text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Date/Heure
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Utilisateur
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Action
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Ressource
                  </th>
                  <th scope="col" className="px-4 py-3">
                    IP
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Détails</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {logs.data.map((log) => (
                  <tr key={log.id} className="hover:bg-muted/30">
                    <td className="whitespace-nowrap px-4 py-2.5 tabular-nums">{formatDateTime(log.createdAt)}</td>
                    <td className="whitespace-nowrap px-4 py-2.5 font-mono text-xs" title={log.userId ?? undefined}>
                      {shortUser(log.userId)}
                    </td>
                    <td className="px-4 py-2.5">
                      <ActionBadge action={log.action} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-2.5" title={log.resourceId ?? undefined}>
                      <span className="font-mono text-xs">{shortResource(log)}</span>
                      {log.resourceId ? <span className="ml-2 text-xs text-muted-foreground">{log.resourceType}</span> : null}
                    </td>
                    <td className="whitespace-nowrap px-4 py-2.5 font-mono text-xs">{log.ipAddress ?? 'N/A'}</td>
                    <td className="px-2 py-1.5 text-right">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setDetails(log)}
                        aria-label={`Détails de l'action ${log.action} du ${formatDateTime(log.createdAt)}`}
                      >
                        <Eye aria-hidden="true" />
                        Détails
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <AuditDetailsDialog log={details} onClose={() => setDetails(null)} />
    </div>
  );
}

function AuditStatsSection() {
  const stats = useAuditStats();
  const data = stats.data;
  if (stats.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
        <span>{errorText(stats.error, "Impossible de charger les données d'audit.")}</span>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  const top = data?.topActions.slice(0, TOP_ACTIONS_SHOWN) ?? [];
  return (
    <section aria-label="Activité des 30 derniers jours" className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard icon={<Activity aria-hidden="true" />} label="Actions totales" hint="30 derniers jours" value={data?.totalActions} />
        <StatCard
          icon={<Users aria-hidden="true" />}
          label="Utilisateurs actifs"
          hint="ayant fait au moins une action"
          value={data?.uniqueUsers}
        />
        <StatCard
          icon={<ListChecks aria-hidden="true" />}
          label="Actions populaires"
          hint="types d'action différents"
          value={data?.topActions.length}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="min-w-0 p-4 sm:p-5">
          <h3 className="text-sm font-semibold">Actions les plus fréquentes</h3>
          {!data ? (
            <Skeleton className="mt-3 h-32" />
          ) : top.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">Aucune action sur les 30 derniers jours.</p>
          ) : (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {top.map((entry) => (
                <li key={entry.action} className="flex min-w-0 items-center justify-between gap-2 rounded-lg border px-3 py-2">
                  <span className="min-w-0 truncate" title={entry.action}>
                    <ActionBadge action={entry.action} />
                  </span>
                  <span className="font-semibold tabular-nums">{numberFormat.format(entry.count)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="min-w-0 p-4 sm:p-5">
          <h3 className="text-sm font-semibold">Actions par jour</h3>
          {!data ? (
            <Skeleton className="mt-3 h-40" />
          ) : (
            <div
              className="mt-3 h-40"
              role="img"
              aria-label={`Actions par jour sur 30 jours : ${numberFormat.format(data.totalActions)} au total`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data.daily} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
                  <XAxis
                    dataKey="day"
                    tickFormatter={(day: string) => dayFormat.format(new Date(`${day}T12:00:00`))}
                    tick={{ fontSize: 11 }}
                    stroke="var(--muted-foreground)"
                    minTickGap={16}
                  />
                  <YAxis allowDecimals={false} tick={{ fontSize: 11 }} stroke="var(--muted-foreground)" />
                  <Tooltip
                    labelFormatter={(day) => dayFormat.format(new Date(`${String(day)}T12:00:00`))}
                    formatter={(value) => [numberFormat.format(Number(value)), 'Actions']}
                    contentStyle={{ background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 }}
                  />
                  <Bar dataKey="count" fill="var(--primary)" radius={[3, 3, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          )}
        </Card>
      </div>
    </section>
  );
}

function StatCard({ icon, label, hint, value }: { icon: ReactNode; label: string; hint: string; value: number | undefined }) {
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
        <p className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">{numberFormat.format(value)}</p>
      )}
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

/** « Filtrer »: the fields are applied together, and « Exporter » uses the same ones. */
function AuditFilters({ filter, onApply }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const [draft, setDraft] = useState({
    action: filter.action ?? '',
    user: filter.user ?? '',
    from: filter.from ?? '',
    to: filter.to ?? '',
  });
  const invalidRange = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (invalidRange) return;
    const trimmed = { action: draft.action.trim(), user: draft.user.trim(), from: draft.from, to: draft.to };
    onApply(Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value !== '')));
  };
  return (
    <form id="audit-filters" onSubmit={apply} className="space-y-3 rounded-xl border bg-card p-4" aria-label="Filtres du journal">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-1.5">
          <Label htmlFor="audit-filter-action">Action</Label>
          <Input
            id="audit-filter-action"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
            placeholder="ex. project.delete"
            maxLength={100}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-filter-user">Utilisateur (id ou e-mail)</Label>
          <Input
            id="audit-filter-user"
            value={draft.user}
            onChange={(e) => setDraft({ ...draft, user: e.target.value })}
            placeholder="nom@exemple.fr"
            maxLength={200}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-filter-from">Du</Label>
          <Input
            id="audit-filter-from"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            max={draft.to || undefined}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-filter-to">Au</Label>
          <Input
            id="audit-filter-to"
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            min={draft.from || undefined}
            aria-invalid={invalidRange}
          />
        </div>
      </div>
      {invalidRange ? (
        <p role="alert" className="text-sm text-destructive">
          La date de fin doit être postérieure ou égale à la date de début.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setDraft({ action: '', user: '', from: '', to: '' });
            onApply({});
          }}
        >
          <X aria-hidden="true" />
          Effacer
        </Button>
        <Button type="submit" size="sm" disabled={invalidRange}>
          <Filter aria-hidden="true" />
          Appliquer les filtres
        </Button>
      </div>
    </form>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-sm font-medium">{title}</p>
      <pre className="max-h-56 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-secondary p-3 font-mono text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function AuditDetailsDialog({ log, onClose }: { log: AuditLog | null; onClose: () => void }) {
  return (
    <Dialog open={log !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <div className="space-y-1 pr-8">
          <DialogTitle>Détails de l'action</DialogTitle>
          <DialogDescription>{log ? <ActionBadge action={log.action} /> : null}</DialogDescription>
        </div>
        {log ? (
          <div className="min-w-0 space-y-4">
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
              <Detail term="Identifiant" value={log.id} mono />
              <Detail term="Date" value={formatDateTime(log.createdAt)} />
              <Detail term="Utilisateur" value={log.userId ?? 'Système'} mono />
              <Detail term="Ressource" value={`${log.resourceType}${log.resourceId ? ` · ${log.resourceId}` : ''}`} mono />
              <Detail term="IP" value={log.ipAddress ?? 'N/A'} mono />
              <Detail term="Agent utilisateur" value={log.userAgent ?? 'N/A'} />
            </dl>
            <JsonBlock title="Anciennes valeurs" value={log.oldValues} />
            <JsonBlock title="Nouvelles valeurs" value={log.newValues} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Detail({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={cn('min-w-0', mono ? 'break-all font-mono text-xs leading-5' : 'break-words')}>{value}</dd>
    </>
  );
}
