import { Bot, Gauge, Info, ShieldCheck, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminSettings } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { useSettings } from './operations-api';

const integer = new Intl.NumberFormat('fr-FR');
const seconds = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const limit = (value: number | null) => (value === null ? 'Illimité' : integer.format(value));
/** « moins de 3 secondes » from 3000 ms. */
function targetText(ms: number): string {
  const value = ms / 1000;
  return `moins de ${seconds.format(value)} seconde${value >= 2 ? 's' : ''}`;
}

/** The running configuration, read-only: what the server was started with, never a copy kept in the browser. */
export function SettingsTab() {
  const settings = useSettings();
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>
          Ces valeurs proviennent de la configuration du serveur (variables d'environnement). Elles sont en lecture seule ici : pour les
          changer, modifiez la configuration du serveur puis redémarrez-le.
        </p>
      </div>
      {settings.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
          <span>{settings.error instanceof ApiRequestError ? settings.error.message : 'Impossible de charger les paramètres.'}</span>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : settings.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : (
        <SettingsView settings={settings.data} />
      )}
    </div>
  );
}

function SettingsView({ settings }: { settings: AdminSettings }) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <div className="grid gap-4">
        <SettingsCard icon={<Bot aria-hidden="true" />} title="Modèle IA">
          <Row term="Fournisseur" value={settings.aiProvider} mono />
          <Row term="Modèle" value={settings.aiModel} mono />
        </SettingsCard>
        <SettingsCard icon={<Gauge aria-hidden="true" />} title="Limites">
          <Row
            term="Générations par jour"
            value={settings.generationsPerDay === null ? 'Illimité (offres payantes)' : integer.format(settings.generationsPerDay)}
          />
          <Row term="Projets gratuits" value={integer.format(settings.freeProjects)} />
          <Row term="Builds par projet" value={limit(settings.buildsPerProject)} />
          <Row term="Requêtes IA gratuites par jour" value={integer.format(settings.freeAiRequestsPerDay)} />
        </SettingsCard>
        <SettingsCard icon={<Timer aria-hidden="true" />} title="Performance">
          <Row term="Temps de réponse cible" value={targetText(settings.targetResponseMs)} />
        </SettingsCard>
      </div>
      <SettingsCard icon={<ShieldCheck aria-hidden="true" />} title="Sécurité et services">
        <Toggle term="Journal d'audit" on={settings.auditLogs} />
        <Toggle term="Limitation de débit" on={settings.rateLimiting} />
        <Toggle term="SMTP (e-mails)" on={settings.smtp} />
        <Toggle term="Connexion Google" on={settings.oauth.google} />
        <Toggle term="Connexion GitHub" on={settings.oauth.github} />
        <Toggle term="Vérification des e-mails" on={settings.emailVerificationRequired} />
        <Row term="Adresses administrateur (ADMIN_EMAILS)" value={integer.format(settings.adminEmails)} />
      </SettingsCard>
    </div>
  );
}

function SettingsCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h3 className="flex items-center gap-2 font-semibold [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        {title}
      </h3>
      <dl className="mt-3 divide-y">{children}</dl>
    </Card>
  );
}

function Row({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={mono ? 'ml-auto break-all text-right font-mono text-xs' : 'ml-auto text-right font-medium tabular-nums'}>{value}</dd>
    </div>
  );
}

function Toggle({ term, on }: { term: string; on: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{term}</dt>
      <dd>
        <Badge variant={on ? 'success' : 'secondary'}>{on ? 'Actif' : 'Inactif'}</Badge>
      </dd>
    </div>
  );
}
