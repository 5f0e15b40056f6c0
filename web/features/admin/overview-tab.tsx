import { useQuery } from '@tanstack/react-query';
import { Activity, Banknote, Clock, FolderKanban, Hammer, TrendingUp, UserCheck, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '@common/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { adminOverviewQuery } from './admin-api';

const integer = new Intl.NumberFormat('fr-FR');
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });
const longDay = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });

/** « 2025-11-03 » read as that calendar day where the browser is, not as midnight UTC. */
const dayDate = (day: string) => new Date(`${day}T00:00:00`);

export function formatResponseTime(ms: number | null): string {
  if (ms === null) return '—';
  return ms >= 1000 ? `${oneDecimal.format(ms / 1000)} s` : `${integer.format(Math.round(ms))} ms`;
}

export function OverviewTab() {
  const overview = useQuery(adminOverviewQuery);
  if (overview.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
        <span>Impossible de charger les données d'administration. {overview.error.message}</span>
        <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  const data = overview.data;

  return (
    <div className="space-y-6">
      <section aria-label="Chiffres clés" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard icon={<Users />} label="Utilisateurs totaux" value={data && integer.format(data.totalUsers)} />
        <StatCard
          icon={<UserCheck />}
          label={'Utilisateurs actifs (30\u00a0j)'}
          value={data && integer.format(data.activeUsers)}
          detail="Comptes créés ces 30 derniers jours"
        />
        <StatCard icon={<FolderKanban />} label="Projets" value={data && integer.format(data.totalProjects)} />
        <StatCard icon={<Hammer />} label="Builds" value={data && integer.format(data.totalBuilds)} />
        <StatCard
          icon={<Banknote />}
          label="Revenus"
          value={data && `${integer.format(data.revenue)} FCFA`}
          detail="Paiements terminés uniquement"
        />
        <StatCard
          icon={<Clock />}
          label="Temps de réponse IA moyen"
          value={data && formatResponseTime(data.averageResponseMsToday)}
          detail={data?.averageResponseMsToday === null ? "Aucune réponse IA aujourd'hui" : "Aujourd'hui, depuis minuit"}
        />
        <StatCard
          icon={<Activity />}
          label={'Disponibilité (30\u00a0j)'}
          value={data && (data.availability === null ? '—' : `${oneDecimal.format(data.availability)} %`)}
          detail={data && (data.availability === null ? 'Pas encore de mesure' : `Sur ${integer.format(data.availabilitySamples)} mesures`)}
        />
        <StatCard
          icon={<TrendingUp />}
          label="Croissance"
          value={data && (data.growth.percent === null ? '—' : `${signedPercent.format(data.growth.percent)} %`)}
          detail={
            data && `${integer.format(data.growth.thisMonth)} inscrits ce mois-ci, ${integer.format(data.growth.lastMonth)} le mois dernier`
          }
        />
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard title="Nouveaux utilisateurs par jour" description="30 derniers jours">
          {data ? (
            <DailyChart data={data.daily} dataKey="users" name="Nouveaux utilisateurs" color="var(--color-primary)" />
          ) : (
            <Skeleton className="h-60" />
          )}
        </ChartCard>
        <ChartCard title="Générations IA par jour" description="30 derniers jours">
          {data ? (
            <DailyChart data={data.daily} dataKey="generations" name="Générations IA" color="var(--color-success)" />
          ) : (
            <Skeleton className="h-60" />
          )}
        </ChartCard>
      </div>

      <ProjectsByUser rows={data?.projectsByUser} />
    </div>
  );
}

function StatCard({ icon, label, value, detail }: { icon: ReactNode; label: string; value: string | undefined; detail?: string }) {
  const labelId = useId();
  return (
    <Card className="min-w-0 p-3 sm:p-5" role="group" aria-labelledby={labelId}>
      <div className="flex items-start justify-between gap-2 text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        {/* Two lines kept for every label on wide screens, so the eight figures line up even when one label wraps. */}
        <span id={labelId} className="text-sm font-medium xl:min-h-10">
          {label}
        </span>
        <span aria-hidden="true" className="hidden sm:inline">
          {icon}
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-3 h-8 w-24" />
      ) : (
        <p className="mt-2 text-xl font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">{value}</p>
      )}
      {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
    </Card>
  );
}

export function ChartCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card className="min-w-0 p-4 sm:p-5" role="figure" aria-labelledby={titleId}>
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** Bars per day (YYYY-MM-DD, oldest first); used for the overview and a user's AI usage. */
export function DailyChart<K extends string>({
  data,
  dataKey,
  name,
  color,
}: {
  data: ({ day: string } & Record<K, number>)[];
  dataKey: K;
  name: string;
  color: string;
}) {
  const total = data.reduce((sum, row) => sum + row[dataKey], 0);
  return (
    <div>
      <p className="sr-only">
        {name} : {integer.format(total)} sur la période.
      </p>
      <div className="h-60" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis
              dataKey="day"
              tickFormatter={(day: string) => shortDay.format(dayDate(day))}
              tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }}
              tickLine={false}
              axisLine={false}
              minTickGap={16}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }} tickLine={false} axisLine={false} />
            <Tooltip
              cursor={{ fill: 'var(--color-secondary)' }}
              labelFormatter={(day) => (typeof day === 'string' ? longDay.format(dayDate(day)) : '')}
              formatter={(value) => [integer.format(Number(value)), name]}
              contentStyle={{ background: 'var(--color-popover)', border: '1px solid var(--color-border)', borderRadius: 8, fontSize: 12 }}
              labelStyle={{ color: 'var(--color-foreground)', fontWeight: 600 }}
              itemStyle={{ color: 'var(--color-foreground)' }}
            />
            <Bar dataKey={dataKey} name={name} fill={color} radius={[4, 4, 0, 0]} maxBarSize={24} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">Total sur la période : {integer.format(total)}</p>
    </div>
  );
}

function ProjectsByUser({ rows }: { rows: AdminOverview['projectsByUser'] | undefined }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h3 className="font-semibold">Projets par utilisateur</h3>
      <p className="text-xs text-muted-foreground">Les comptes qui ont le plus de projets</p>
      {rows === undefined ? (
        <Skeleton className="mt-4 h-40" />
      ) : rows.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          <FolderKanban className="size-6 text-primary" aria-hidden="true" />
          Aucun projet pour le moment.
        </div>
      ) : (
        <ul className="mt-4 max-h-96 divide-y overflow-y-auto rounded-lg border">
          {rows.map((row) => (
            <li key={row.userId}>
              <Link to={`/admin/users/${row.userId}`} className="flex items-center gap-3 px-3 py-2.5 hover:bg-secondary/60">
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{row.fullName ?? row.email}</span>
                  {row.fullName ? <span className="block truncate text-xs text-muted-foreground">{row.email}</span> : null}
                </span>
                <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
                  {integer.format(row.projects)} projet{row.projects > 1 ? 's' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
