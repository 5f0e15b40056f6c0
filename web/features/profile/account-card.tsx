import { PLAN_LABELS, type Profile } from '@common/profile';
import { ROLE_LABELS } from '@common/roles-labels';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

const resetFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', hour: '2-digit', minute: '2-digit' });

export function AccountCard({ profile }: { profile: Profile }) {
  const { usage } = profile;
  const isFree = profile.plan === 'free';
  const aiFull = usage.aiRequests.limit !== null && usage.aiRequests.used >= usage.aiRequests.limit;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compte</CardTitle>
        <CardDescription>Membre depuis le {formatDate(profile.createdAt)}.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 text-sm">
          <dt className="text-muted-foreground">Rôle</dt>
          <dd className="flex flex-wrap gap-1.5">
            {profile.roles.roles.map((role) => (
              <Badge key={role} variant={role === 'admin' ? 'default' : role === 'user' ? 'secondary' : 'accent'}>
                {ROLE_LABELS[role]}
              </Badge>
            ))}
          </dd>
          <dt className="text-muted-foreground">Offre</dt>
          <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge variant={isFree ? 'outline' : 'success'}>{PLAN_LABELS[profile.plan]}</Badge>
            <span className="text-muted-foreground">
              {isFree
                ? `${usage.projects.limit} projets, ${usage.aiRequests.limit} requêtes IA par 24 h`
                : 'Projets et requêtes IA illimités'}
            </span>
          </dd>
        </dl>
        <section aria-label="Utilisation" className="space-y-4">
          <h4 className="text-sm font-semibold">Utilisation</h4>
          <Meter label="Projets" used={usage.projects.used} limit={usage.projects.limit} />
          <div className="space-y-1.5">
            <Meter label="Requêtes IA (24 dernières heures)" used={usage.aiRequests.used} limit={usage.aiRequests.limit} />
            {usage.aiRequests.resetAt && usage.aiRequests.limit !== null ? (
              <p className={`text-xs ${aiFull ? 'text-destructive' : 'text-muted-foreground'}`}>
                {aiFull ? 'Quota atteint. ' : ''}Une requête se libère {resetFormat.format(new Date(usage.aiRequests.resetAt))}.
              </p>
            ) : null}
          </div>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span>Builds ce mois-ci</span>
            <span className="font-semibold tabular-nums">{usage.buildsThisMonth}</span>
          </div>
        </section>
      </CardContent>
    </Card>
  );
}

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const ratio = limit ? Math.min(1, used / limit) : 0;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span>{label}</span>
        <span className="shrink-0 font-semibold tabular-nums">{limit === null ? `${used} (illimité)` : `${used} / ${limit}`}</span>
      </div>
      {limit !== null ? (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          className="h-2 overflow-hidden rounded-full bg-secondary"
        >
          <div
            className={`h-full rounded-full ${ratio >= 1 ? 'bg-destructive' : 'bg-brand-gradient'}`}
            style={{ width: `${ratio * 100}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
