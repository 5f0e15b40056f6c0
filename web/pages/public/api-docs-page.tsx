import type { ReactNode } from 'react';
import { Gauge, KeyRound, Lock, Webhook } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND, PRODUCT } from '@common/brand';
import { PageHeader, SoonBadge, TableOfContents, TextLink } from '@/components/marketing';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Endpoint = {
  id: string;
  method: Method;
  path: string;
  title: string;
  description: string;
  example: (base: string) => string;
};

const KEY = `${PRODUCT}_votre_cle`;

const endpoints: Endpoint[] = [
  {
    id: 'list-projects',
    method: 'GET',
    path: '/v1/projects',
    title: 'Lister vos projets',
    description: 'Renvoie la liste de vos projets, du plus récent au plus ancien.',
    example: (base) => `curl ${base}/v1/projects \\
  -H "Authorization: Bearer ${KEY}"`,
  },
  {
    id: 'create-project',
    method: 'POST',
    path: '/v1/projects',
    title: 'Créer un projet',
    description: 'Crée un projet à partir d’un nom et d’une description de votre idée.',
    example: (base) => `curl -X POST ${base}/v1/projects \\
  -H "Authorization: Bearer ${KEY}" \\
  -H "Content-Type: application/json" \\
  -d '{"name": "Ma boutique", "prompt": "Une boutique en ligne de bougies"}'`,
  },
  {
    id: 'update-project',
    method: 'PUT',
    path: '/v1/projects/:id',
    title: 'Mettre à jour un projet',
    description: 'Modifie les informations d’un projet existant.',
    example: (base) => `curl -X PUT ${base}/v1/projects/PROJET_ID \\
  -H "Authorization: Bearer ${KEY}" \\
  -H "Content-Type: application/json" \\
  -d '{"name": "Ma nouvelle boutique"}'`,
  },
  {
    id: 'delete-project',
    method: 'DELETE',
    path: '/v1/projects/:id',
    title: 'Supprimer un projet',
    description: 'Supprime définitivement un projet et toutes ses versions.',
    example: (base) => `curl -X DELETE ${base}/v1/projects/PROJET_ID \\
  -H "Authorization: Bearer ${KEY}"`,
  },
];

const rateLimits = [
  { plan: 'Gratuit', limit: '1\u202f000 requêtes/heure' },
  { plan: 'Pro', limit: '10\u202f000 requêtes/heure' },
  { plan: 'Enterprise', limit: 'Illimité' },
];

const toc = [
  { id: 'api-rest', label: 'API REST' },
  { id: 'authentification', label: 'Authentification' },
  { id: 'points-d-acces', label: 'Points d’accès' },
  { id: 'limites', label: 'Limites de requêtes' },
  { id: 'securite', label: 'Sécurité' },
  { id: 'webhooks', label: 'Webhooks' },
];

const methodStyles: Record<Method, string> = {
  GET: 'bg-success/15 text-success',
  POST: 'bg-accent text-accent-foreground',
  PUT: 'bg-warning/15 text-warning',
  DELETE: 'bg-destructive/15 text-destructive',
};

function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border bg-muted p-4 font-mono text-xs leading-relaxed sm:text-sm"
    >
      <code>{children}</code>
    </pre>
  );
}

function InlineCode({ children }: { children: ReactNode }) {
  return <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em] break-all">{children}</code>;
}

function DocSection({
  id,
  title,
  badge,
  children,
}: {
  id: string;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="min-w-0 scroll-mt-24">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {badge}
      </div>
      <div className="mt-4 space-y-4 text-sm leading-relaxed text-muted-foreground sm:text-base">{children}</div>
    </section>
  );
}

function EndpointCard({ endpoint, base }: { endpoint: Endpoint; base: string }) {
  return (
    <article aria-labelledby={`${endpoint.id}-title`} className="min-w-0 rounded-xl border bg-card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-md px-2 py-0.5 font-mono text-xs font-semibold', methodStyles[endpoint.method])}>
          {endpoint.method}
        </span>
        <code className="font-mono text-sm font-medium break-all text-foreground">{endpoint.path}</code>
        {/* Not served by this version: each address says so where it is read, not only in the section title. */}
        <SoonBadge className="ml-auto" />
      </div>
      <h3 id={`${endpoint.id}-title`} className="mt-3 text-lg font-semibold text-foreground">
        {endpoint.title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{endpoint.description}</p>
      <div className="mt-4">
        <CodeBlock label={`Exemple : ${endpoint.title}`}>{endpoint.example(base)}</CodeBlock>
      </div>
    </article>
  );
}

export function ApiDocsPage() {
  const origin = window.location.origin;
  // Every server route lives under /api; the versioned REST API follows the same rule.
  const base = origin;

  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageHeader
        align="start"
        eyebrow="Développeurs"
        title={<>API {BRAND}</>}
        lead={<>Gérez vos projets {BRAND} depuis vos propres outils, scripts ou intégrations.</>}
      />
      <p role="note" className="mt-6 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
        <strong>Bientôt.</strong> Cette page décrit l’API REST prévue : les adresses <InlineCode>/v1</InlineCode> et les
        clés API ne sont pas encore proposées par cette version de {BRAND}.
      </p>

      <div className="mt-12 grid gap-10 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <TableOfContents label="Sommaire de l’API" items={toc} />

        <div className="min-w-0 space-y-14">
          <DocSection id="api-rest" title="API REST" badge={<SoonBadge />}>
            <p>
              L’API suit les conventions REST. Les requêtes et les réponses utilisent le format JSON. Toutes les adresses
              ci-dessous sont relatives à l’URL de base :
            </p>
            <CodeBlock label="URL de base">{base}</CodeBlock>
          </DocSection>

          <DocSection id="authentification" title="Authentification" badge={<SoonBadge />}>
            <p className="flex items-start gap-2">
              <KeyRound className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Chaque requête doit porter votre clé API dans l’en-tête <InlineCode>Authorization</InlineCode>, sous la
                forme d’un jeton Bearer. Les clés commencent par <InlineCode>{PRODUCT}_</InlineCode>.
              </span>
            </p>
            <CodeBlock label="En-tête d’authentification">{`Authorization: Bearer ${PRODUCT}_…`}</CodeBlock>
            <p>
              Bientôt, vous créerez et révoquerez vos clés dans les <strong className="text-foreground">Paramètres du compte</strong>,
              une fois connecté. Gardez-les secrètes : ne les placez jamais dans le code d’une page web.
            </p>
          </DocSection>

          <DocSection id="points-d-acces" title="Points d’accès" badge={<SoonBadge />}>
            <p>Quatre opérations pour gérer vos projets.</p>
            <div className="grid gap-6">
              {endpoints.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} base={base} />
              ))}
            </div>
          </DocSection>

          <DocSection id="limites" title="Limites de requêtes" badge={<SoonBadge />}>
            <p className="flex items-start gap-2">
              <Gauge className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Le nombre de requêtes dépend de votre formule. Au-delà, l’API répond avec le code{' '}
                <InlineCode>429</InlineCode> : patientez avant de réessayer.
              </span>
            </p>
            <div className="overflow-x-auto rounded-xl border bg-card">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Limites de requêtes par formule</caption>
                <thead className="bg-muted/60 text-foreground">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Formule
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Limite
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {rateLimits.map((row) => (
                    <tr key={row.plan}>
                      <th scope="row" className="px-4 py-3 font-medium text-foreground">
                        {row.plan}
                      </th>
                      <td className="px-4 py-3">{row.limit}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              Comparez les formules sur la page <TextLink to="/pricing">Tarifs</TextLink>.
            </p>
          </DocSection>

          <DocSection id="securite" title="Sécurité" badge={<SoonBadge />}>
            <ul className="space-y-3">
              <li className="flex items-start gap-2">
                <Lock className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <strong className="text-foreground">HTTPS obligatoire.</strong> Toutes les requêtes passent par une
                  connexion chiffrée.
                </span>
              </li>
              <li className="flex items-start gap-2">
                <Lock className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <strong className="text-foreground">Jetons JWT signés.</strong> Les jetons d’accès sont signés et
                  vérifiés à chaque requête.
                </span>
              </li>
              <li className="flex items-start gap-2">
                <Lock className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <strong className="text-foreground">Limites par adresse IP.</strong> Les abus sont freinés
                  automatiquement, même sans clé valide.
                </span>
              </li>
            </ul>
          </DocSection>

          <DocSection id="webhooks" title="Webhooks" badge={<SoonBadge />}>
            <p className="flex items-start gap-2">
              <Webhook className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Bientôt, {BRAND} pourra prévenir vos services quand un projet change : nouvelle version, publication,
                suppression. Cette fonctionnalité n’est pas encore disponible.
              </span>
            </p>
          </DocSection>

          <div className="flex flex-col items-start gap-4 rounded-2xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">Une question sur l’API ? Notre équipe vous répond.</p>
            <Button asChild variant="outline">
              <Link to="/support">Contacter le support</Link>
            </Button>
          </div>
        </div>
      </div>
    </main>
  );
}
