import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  FolderKanban,
  Hammer,
  KeyRound,
  Loader2,
  Monitor,
  ScrollText,
  ShieldCheck,
  UserCheck,
  UserX,
  UserRoundX,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { AdminUserDetail } from '@common/admin';
import { statusLabel } from '@common/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { AccessDenied } from './admin-access';
import { formatDate, formatDateTime } from '@/lib/format';
import { adminUserQuery, useRevokeSession } from './admin-api';
import { ChartCard, DailyChart } from './overview-tab';
import { displayName, RoleBadges, useUserActions, UserActionDialogs, type UserDialog } from './users-tab';

const integer = new Intl.NumberFormat('fr-FR');
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const BUILD_STATUS: Record<string, { label: string; variant: 'success' | 'warning' | 'destructive' | 'secondary' }> = {
  completed: { label: 'Terminé', variant: 'success' },
  building: { label: 'En cours', variant: 'warning' },
  failed: { label: 'Échec', variant: 'destructive' },
};
const buildStatus = (status: string) => BUILD_STATUS[status] ?? { label: 'En attente', variant: 'secondary' as const };

/** « Chrome sur Linux »: enough to recognise a session without reading a whole user agent. */
function describeAgent(agent: string | null): string {
  if (!agent) return 'Appareil inconnu';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : /curl|node|undici/i.test(agent)
            ? 'Client HTTP'
            : 'Navigateur';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  return system ? `${browser} sur ${system}` : browser;
}

export function AdminUserPage() {
  const { id = '' } = useParams();
  const detail = useQuery(adminUserQuery(id));

  if (detail.error instanceof ApiRequestError && (detail.error.status === 401 || detail.error.status === 403)) return <AccessDenied />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiRequestError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
        <UserRoundX className="size-10 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{missing ? 'Utilisateur introuvable' : 'Impossible de charger cet utilisateur'}</h2>
        <p className="text-sm text-muted-foreground">{missing ? "Ce compte n'existe pas ou a été supprimé." : detail.error.message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {missing ? null : (
            <Button variant="outline" onClick={() => void detail.refetch()}>
              Réessayer
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/admin?tab=users">Retour aux utilisateurs</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/admin?tab=users">
          <ArrowLeft aria-hidden="true" />
          Utilisateurs
        </Link>
      </Button>
      {detail.data ? <UserDetail detail={detail.data} /> : <Skeleton className="h-96 rounded-2xl" />}
    </div>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  const actions = useUserActions();
  const [dialog, setDialog] = useState<UserDialog>(null);

  return (
    <>
      <section className="flex flex-col gap-4 rounded-2xl border bg-card p-5 sm:p-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <h2 className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-2xl">{displayName(user)}</h2>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {user.email} · {user.emailVerified ? 'adresse vérifiée' : 'adresse non vérifiée'}
          </p>
          <p className="text-sm text-muted-foreground">Inscrit le {formatDate(user.createdAt)}</p>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <RoleBadges roles={user.roles} suspended={user.suspended} />
            {user.subscriptionStatus === 'premium' ? (
              <Badge variant="warning">Abonnement premium</Badge>
            ) : (
              <Badge variant="outline">Offre gratuite</Badge>
            )}
          </div>
          {user.suspended ? (
            <p
              role="note"
              className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive [overflow-wrap:anywhere]"
            >
              Compte suspendu{user.banReason ? ` : ${user.banReason}` : ' (aucune raison indiquée)'}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:max-w-sm lg:justify-end">
          <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'roles', user })}>
            <ShieldCheck aria-hidden="true" />
            Rôles…
          </Button>
          <Button variant="outline" size="sm" onClick={() => actions.resetPassword(user)} disabled={actions.isResetting}>
            {actions.isResetting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
            Réinitialiser le mot de passe
          </Button>
          {user.suspended ? (
            <Button variant="outline" size="sm" onClick={() => actions.unsuspend(user)} disabled={actions.isUnsuspending}>
              {actions.isUnsuspending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
              Réactiver
            </Button>
          ) : (
            <Button variant="destructive" size="sm" onClick={() => setDialog({ kind: 'suspend', user })}>
              <UserX aria-hidden="true" />
              Suspendre
            </Button>
          )}
        </div>
      </section>

      <section aria-label="Chiffres" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Figure label="Projets" value={integer.format(user.projectsCount)} />
        <Figure label="Requêtes IA" value={integer.format(user.aiRequestsCount)} />
        <Figure label="Dépenses" value={euros.format(user.totalSpent)} />
        <Figure label="Sessions actives" value={integer.format(detail.sessions.length)} />
      </section>

      <ChartCard title="Utilisation de l'IA" description="Requêtes par jour, 30 derniers jours">
        <DailyChart data={detail.aiUsage} dataKey="requests" name="Requêtes IA" color="var(--color-primary)" />
      </ChartCard>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ListCard icon={<FolderKanban />} title="Projets" empty="Aucun projet." count={detail.projects.length}>
          {detail.projects.map((project) => (
            <li key={project.id} className="flex items-center gap-3 px-3 py-2.5">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium" title={project.title}>
                  {project.title}
                </span>
                <span className="block text-xs text-muted-foreground">
                  Version {project.versionNumber} · modifié le {formatDateTime(project.updatedAt)}
                </span>
              </span>
              <Badge variant="secondary" className="shrink-0">
                {statusLabel(project.status)}
              </Badge>
            </li>
          ))}
        </ListCard>

        <ListCard icon={<Hammer />} title="Builds" empty="Aucun build." count={detail.builds.length}>
          {detail.builds.map((build) => {
            const status = buildStatus(build.status);
            return (
              <li key={build.id} className="flex items-center gap-3 px-3 py-2.5">
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{build.projectTitle ?? 'Projet supprimé'}</span>
                  <span className="block text-xs text-muted-foreground">
                    {build.platform.toUpperCase()} · {formatDateTime(build.createdAt)}
                  </span>
                </span>
                <Badge variant={status.variant} className="shrink-0">
                  {status.label}
                </Badge>
              </li>
            );
          })}
        </ListCard>

        <SessionsCard userId={user.id} sessions={detail.sessions} />

        <ListCard icon={<ScrollText />} title="Journal d'audit récent" empty="Aucune action enregistrée." count={detail.audit.length}>
          {detail.audit.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
              <Badge variant="outline" className="font-mono">
                {row.action}
              </Badge>
              <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground" title={row.resourceId ?? undefined}>
                {row.resourceType}
                {row.resourceId ? ` ${row.resourceId.slice(0, 8)}` : ''}
              </span>
              <span className="whitespace-nowrap text-xs text-muted-foreground">{formatDateTime(row.createdAt)}</span>
            </li>
          ))}
        </ListCard>
      </div>

      <UserActionDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

function SessionsCard({ userId, sessions }: { userId: string; sessions: AdminUserDetail['sessions'] }) {
  const revoke = useRevokeSession();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const revokeSession = (sessionId: string) => {
    setPendingId(sessionId);
    revoke.mutate(
      { userId, sessionId },
      {
        onSuccess: () => toast.success('Session révoquée'),
        onError: (error) =>
          toast.error('Impossible de révoquer la session', { description: error instanceof ApiRequestError ? error.message : undefined }),
        onSettled: () => setPendingId(null),
      },
    );
  };
  return (
    <ListCard icon={<Monitor />} title="Sessions" empty="Aucune session ouverte." count={sessions.length}>
      {sessions.map((session) => (
        <li key={session.id} className="flex items-center gap-3 px-3 py-2.5">
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium" title={session.userAgent ?? undefined}>
              {describeAgent(session.userAgent)}
            </span>
            <span className="block text-xs text-muted-foreground">
              {session.ipAddress ?? 'IP inconnue'} · active le {formatDateTime(session.updatedAt)}
            </span>
            <span className="block text-xs text-muted-foreground">Expire le {formatDateTime(session.expiresAt)}</span>
          </span>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => revokeSession(session.id)}
            disabled={pendingId === session.id}
          >
            {pendingId === session.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Révoquer
          </Button>
        </li>
      ))}
    </ListCard>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="min-w-0 p-4">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums [overflow-wrap:anywhere]">{value}</p>
    </Card>
  );
}

function ListCard({
  icon,
  title,
  empty,
  count,
  children,
}: {
  icon: ReactNode;
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h3 className="flex items-center gap-2 font-semibold [&_svg]:size-4 [&_svg]:text-primary">
        <span aria-hidden="true">{icon}</span>
        {title}
        <span className="text-sm font-normal text-muted-foreground">({integer.format(count)})</span>
      </h3>
      {count === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-3 max-h-80 divide-y overflow-y-auto rounded-lg border">{children}</ul>
      )}
    </Card>
  );
}
