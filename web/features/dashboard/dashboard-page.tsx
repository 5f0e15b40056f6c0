import { useQuery } from '@tanstack/react-query';
import { Activity, FolderKanban, Globe, MessageSquare, Plus, Rocket, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND, PRODUCT } from '@common/brand';
import { statusLabel } from '@common/projects';
import { ROLE_LABELS } from '@common/roles-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/app/use-auth';
import { dashboardQuery } from '@/lib/projects-api';
import { formatDate, formatDateTime } from '@/lib/format';

const quickActions = [
  { to: '/generator', icon: Sparkles, title: 'Générateur IA', text: 'Décrivez une idée, Lumi en fait un projet.' },
  { to: '/projects', icon: FolderKanban, title: 'Mes projets', text: 'Retrouvez, triez et ouvrez vos projets.' },
  { to: `/${PRODUCT}-chat`, icon: MessageSquare, title: `Parler à ${BRAND}`, text: 'Posez une question à votre assistant.' },
];

export function DashboardPage() {
  const { user, roles } = useAuth();
  const stats = useQuery(dashboardQuery);
  if (!user) return null;
  const data = stats.data;

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <section className="flex flex-col gap-4 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-2xl">Bienvenue, {user.email}</h2>
          <p className="text-sm text-muted-foreground">Membre depuis le {formatDate(user.createdAt)}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            {roles.roles.map((role) => (
              <Badge key={role} variant="accent">
                {ROLE_LABELS[role]}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/projects">Gérer les projets</Link>
          </Button>
          <Button asChild variant="brand">
            <Link to="/studio">
              <Plus aria-hidden="true" />
              Nouveau projet
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          Vos chiffres
        </h2>
        {stats.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
            <span>Impossible de charger vos chiffres.</span>
            <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard icon={<Rocket aria-hidden="true" />} label="Projets actifs" value={data?.projects.byStatus.active} />
            <StatCard
              icon={<FolderKanban aria-hidden="true" />}
              label="Projets au total"
              value={data?.projects.total}
              detail={
                data
                  ? `${data.projects.byStatus.draft + data.projects.byStatus.generating} brouillon(s), ${data.projects.byStatus.completed} terminé(s)`
                  : undefined
              }
            />
            <StatCard
              icon={<Sparkles aria-hidden="true" />}
              label="Générations IA"
              value={data?.aiGenerations}
              detail={
                data
                  ? data.lastActivityAt
                    ? `Dernière activité : ${formatDateTime(data.lastActivityAt)}`
                    : 'Aucune activité pour le moment'
                  : undefined
              }
            />
            <StatCard
              icon={<Globe aria-hidden="true" />}
              label="Applications publiées"
              value={data?.publishedApps}
              detail={data ? formatVisits(data.visits30d) : undefined}
            />
          </div>
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="recent-title" className="space-y-3 lg:col-span-2">
          <h2 id="recent-title" className="flex items-center gap-2 text-lg font-semibold">
            <Activity className="size-4 text-primary" aria-hidden="true" />
            Projets récents
          </h2>
          {stats.isPending ? (
            <Skeleton className="h-40 rounded-xl" />
          ) : data && data.recentProjects.length > 0 ? (
            <ul className="divide-y rounded-xl border bg-card">
              {data.recentProjects.map((project) => (
                <li key={project.id}>
                  <Link to={`/dev-studio/${project.id}`} className="flex items-center gap-3 px-4 py-3 hover:bg-secondary/50">
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium" title={project.title}>
                        {project.title}
                      </span>
                      <span className="block text-xs text-muted-foreground">Modifié le {formatDateTime(project.updatedAt)}</span>
                    </span>
                    <Badge variant="secondary" className="shrink-0">
                      {statusLabel(project.status)}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
              <FolderKanban className="size-8 text-primary" aria-hidden="true" />
              <p className="text-sm text-muted-foreground">Vous n'avez pas encore de projet.</p>
              <Button asChild variant="brand" size="sm">
                <Link to="/studio">Nouveau projet</Link>
              </Button>
            </div>
          )}
        </section>
        <section aria-labelledby="quick-actions" className="space-y-3">
          <h2 id="quick-actions" className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Actions rapides
          </h2>
          <div className="grid gap-3">
            {quickActions.map((action) => (
              <Link key={action.to} to={action.to} className="group rounded-xl focus-visible:outline-2 focus-visible:outline-ring">
                <Card className="transition-colors group-hover:border-primary/40">
                  <CardHeader className="p-4">
                    <CardTitle className="flex items-center gap-2 text-base">
                      <action.icon className="size-4 text-primary" aria-hidden="true" />
                      {action.title}
                    </CardTitle>
                    <CardDescription>{action.text}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}

const formatVisits = (visits: number) => `${visits.toLocaleString('fr-FR')} visite${visits > 1 ? 's' : ''} sur 30 jours`;

function StatCard({ icon, label, value, detail }: { icon: ReactNode; label: string; value: number | undefined; detail?: string }) {
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
        <p className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">{new Intl.NumberFormat('fr-FR').format(value)}</p>
      )}
      {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
    </Card>
  );
}
