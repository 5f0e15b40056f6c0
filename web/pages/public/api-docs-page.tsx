import { Fragment, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, Check, Copy, Download, Gauge, KeyRound, Lock, RotateCw, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { BRAND, PRODUCT } from '@common/brand';
import { PageHeader, SoonBadge, TableOfContents, TextLink } from '@/components/marketing';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/app/use-auth';
import { useOrigin } from '@/lib/use-origin';
import { cn } from '@/lib/utils';
import {
  EXAMPLE_KEY,
  PARAMETER_PLACES,
  constraintsOf,
  curlExample,
  downloads,
  fetchOpenApiDocument,
  operationsByTag,
  responseText,
  streams,
  typeLabel,
  type JsonSchema,
  type Method,
  type Operation,
} from './openapi-doc';

const OPENAPI_URL = '/v1/openapi.json';

const openApiQuery = { queryKey: ['v1', 'openapi'], queryFn: fetchOpenApiDocument, staleTime: 5 * 60_000 };

/** The hourly limits per key (docs/spec); Enterprise is agreed with each customer, like its price. */
const rateLimits = [
  { plan: 'Gratuit', limit: '1\u202f000 requêtes/heure' },
  { plan: 'Pro', limit: '10\u202f000 requêtes/heure' },
  { plan: 'Enterprise', limit: 'Sur demande' },
];

/** The codes a program meets most (server/http/app-error.ts); the message beside each is the one to show. */
const errorExamples = [
  { status: '400', codes: ['VALIDATION'], text: 'Données invalides : `details` dit quel champ, et pourquoi.' },
  { status: '401', codes: ['UNAUTHENTICATED'], text: 'Clé manquante, invalide, révoquée ou expirée.' },
  { status: '403', codes: ['PLAN_LIMIT'], text: 'Limite de votre formule atteinte.' },
  { status: '404', codes: ['NOT_FOUND'], text: 'N’existe pas, ou appartient à un autre compte.' },
  { status: '409', codes: ['CONFLICT', 'GENERATION_BUSY'], text: 'Version de base dépassée, ou génération déjà en cours.' },
  {
    status: '429',
    codes: ['RATE_LIMITED', 'QUOTA_EXCEEDED'],
    text: 'Limite de l’heure atteinte (attendez `Retry-After` secondes), ou quota IA du jour.',
  },
];

const toc = [
  { id: 'demarrer', label: 'Démarrer' },
  { id: 'api-rest', label: 'API REST' },
  { id: 'authentification', label: 'Authentification' },
  { id: 'points-d-acces', label: 'Points d’accès' },
  { id: 'erreurs', label: 'Erreurs' },
  { id: 'limites', label: 'Limites de requêtes' },
  { id: 'securite', label: 'Sécurité' },
  { id: 'webhooks', label: 'Webhooks' },
];

const methodStyles: Record<Method, string> = {
  GET: 'bg-success/15 text-success',
  POST: 'bg-accent text-accent-foreground',
  PUT: 'bg-warning/15 text-warning',
  PATCH: 'bg-warning/15 text-warning',
  DELETE: 'bg-destructive/15 text-destructive',
};

function statusStyle(status: string) {
  if (status.startsWith('2')) return 'bg-success/15 text-success';
  if (status.startsWith('5')) return 'bg-destructive/15 text-destructive';
  return 'bg-warning/15 text-warning';
}

/** Short code stays on one line (`?wait=true`, not `?` then `wait=true`); a long one may wrap rather than overflow. */
function InlineCode({ children }: { children: ReactNode }) {
  const short = typeof children === 'string' && children.length <= 24;
  return (
    <code className={cn('rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em]', short ? 'whitespace-nowrap' : 'break-words')}>
      {children}
    </code>
  );
}

/** The document's texts mark code with backticks, as Markdown does. */
function RichText({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <InlineCode key={index}>{part}</InlineCode> : <Fragment key={index}>{part}</Fragment>));
}

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

/** A command to paste in a terminal: it scrolls sideways inside its block, and « Copier » puts it on the clipboard. */
function CopyableCode({ label, children }: { label: string; children: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(children).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
        toast.success('Exemple copié');
      },
      () => toast.error('Copie impossible', { description: 'Sélectionnez l’exemple et copiez-le vous-même.' }),
    );
  };
  return (
    <div className="min-w-0 overflow-hidden rounded-lg border bg-muted">
      <div className="flex items-center justify-between gap-2 border-b bg-muted/60 py-1 pr-1 pl-4">
        <span className="text-xs font-medium text-muted-foreground">curl</span>
        <Button type="button" variant="ghost" size="sm" onClick={copy} aria-label={`Copier l’exemple : ${label}`}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copié' : 'Copier'}
        </Button>
      </div>
      <pre
        role="region"
        aria-label={`Exemple : ${label}`}
        tabIndex={0}
        className="max-w-full overflow-x-auto p-4 font-mono text-xs leading-relaxed text-foreground sm:text-sm"
      >
        <code>{children}</code>
      </pre>
    </div>
  );
}

function DocSection({ id, title, badge, children }: { id: string; title: string; badge?: ReactNode; children: ReactNode }) {
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

type FieldRow = { name: string; place?: string; schema?: JsonSchema; required: boolean; description?: string };

/**
 * Parameters or body fields: a table from the `sm` width up; on a phone each row is a short block (the name, then
 * « requête · entier · facultatif », then the details), so nothing has to scroll sideways.
 */
function FieldTable({ caption, nameLabel, rows }: { caption: string; nameLabel: string; rows: FieldRow[] }) {
  const withPlace = rows.some((row) => row.place);
  const cell = 'px-3 py-2.5 align-top';
  const inline = 'max-sm:inline max-sm:p-0 max-sm:text-xs';
  const dot = <span className="sm:hidden"> · </span>;
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs text-foreground max-sm:sr-only">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {nameLabel}
            </th>
            {withPlace ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                Où
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Obligatoire
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Description
            </th>
          </tr>
        </thead>
        <tbody className="divide-y max-sm:block">
          {rows.map((row) => {
            const details = [...(row.description ? [row.description] : []), ...constraintsOf(row.schema)];
            const values = row.schema?.enum?.map(String) ?? [];
            return (
              <tr key={`${row.place ?? ''}-${row.name}`} className="max-sm:block max-sm:px-3 max-sm:py-2.5">
                <th scope="row" className={cn(cell, 'font-normal max-sm:block max-sm:p-0')}>
                  <code className="font-mono text-[0.9em] font-semibold break-all text-foreground">{row.name}</code>
                </th>
                {withPlace ? (
                  <td className={cn(cell, inline)}>
                    {row.place ? (PARAMETER_PLACES[row.place] ?? row.place) : '—'}
                    {dot}
                  </td>
                ) : null}
                <td className={cn(cell, inline, 'sm:whitespace-nowrap')}>
                  {typeLabel(row.schema)}
                  {dot}
                </td>
                <td className={cn(cell, inline)}>
                  {row.required ? (
                    <span className="font-medium text-foreground">
                      <span className="sm:hidden">obligatoire</span>
                      <span className="max-sm:hidden">oui</span>
                    </span>
                  ) : (
                    <>
                      <span className="sm:hidden">facultatif</span>
                      <span className="max-sm:hidden">non</span>
                    </>
                  )}
                </td>
                <td
                  className={cn(
                    cell,
                    'max-sm:block max-sm:p-0 max-sm:pt-1',
                    details.length === 0 && values.length === 0 && 'max-sm:hidden',
                  )}
                >
                  {values.length > 0 ? (
                    <span>
                      {values.length === 1 ? 'Valeur : ' : 'Valeurs : '}
                      {values.map((value, index) => (
                        <Fragment key={value}>
                          {index > 0 ? ', ' : null}
                          <InlineCode>{value}</InlineCode>
                        </Fragment>
                      ))}
                      {details.length > 0 ? ' · ' : null}
                    </span>
                  ) : null}
                  {details.length > 0 ? <RichText text={details.join(' · ')} /> : values.length === 0 ? '—' : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A response's formats besides JSON (a file, a stream), unless its description already names them. */
function ContentTypes({ response }: { response: Operation['responses'][number] }) {
  const text = responseText(response);
  const types = response.contentTypes.filter((type) => type !== 'application/json' && !text.includes(type));
  if (types.length === 0) return null;
  return (
    <span className="text-xs">
      {' '}
      (
      {types.map((type, index) => (
        <Fragment key={type}>
          {index > 0 ? ', ' : null}
          <InlineCode>{type}</InlineCode>
        </Fragment>
      ))}
      )
    </span>
  );
}

function SubHeading({ children }: { children: ReactNode }) {
  return <h5 className="text-sm font-semibold text-foreground">{children}</h5>;
}

function EndpointCard({ operation, origin }: { operation: Operation; origin: string }) {
  const titleId = `${operation.id}-title`;
  const waitParameter = operation.parameters.find((parameter) => parameter.in === 'query' && parameter.name === 'wait');
  return (
    <article id={operation.id} aria-labelledby={titleId} className="min-w-0 scroll-mt-24 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex min-w-0 items-center gap-2">
        <span className={cn('shrink-0 rounded-md px-2 py-0.5 font-mono text-xs font-semibold', methodStyles[operation.method])}>
          {operation.method}
        </span>
        <code className="min-w-0 overflow-x-auto font-mono text-sm font-medium whitespace-nowrap text-foreground">{operation.path}</code>
      </div>
      <h4 id={titleId} className="mt-3 text-lg font-semibold text-foreground">
        {operation.summary}
      </h4>
      {operation.description ? (
        <p className="mt-1 text-sm text-muted-foreground">
          <RichText text={operation.description} />
        </p>
      ) : null}

      <div className="mt-5 space-y-5 text-sm text-muted-foreground">
        {operation.parameters.length > 0 ? (
          <div className="space-y-2">
            <SubHeading>Paramètres</SubHeading>
            <FieldTable
              caption={`Paramètres : ${operation.summary}`}
              nameLabel="Nom"
              rows={operation.parameters.map((parameter) => ({
                name: parameter.name,
                place: parameter.in,
                schema: parameter.schema,
                required: parameter.required ?? false,
                description: parameter.description ?? parameter.schema?.description,
              }))}
            />
          </div>
        ) : null}

        {operation.body ? (
          <div className="space-y-2">
            <SubHeading>
              Corps de la requête <span className="font-normal text-muted-foreground">(JSON)</span>
            </SubHeading>
            <FieldTable
              caption={`Corps de la requête : ${operation.summary}`}
              nameLabel="Champ"
              rows={operation.body.fields.map((field) => ({
                name: field.name,
                schema: field.schema,
                required: field.required,
                description: field.schema.description,
              }))}
            />
          </div>
        ) : null}

        <div className="space-y-2">
          <SubHeading>Réponses</SubHeading>
          <ul className="space-y-1.5">
            {operation.responses.map((response) => (
              <li key={response.status} className="flex items-start gap-2.5">
                <span className={cn('mt-0.5 shrink-0 rounded px-1.5 py-0.5 font-mono text-xs font-semibold', statusStyle(response.status))}>
                  {response.status}
                </span>
                <span className="min-w-0">
                  <RichText text={responseText(response)} />
                  <ContentTypes response={response} />
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="space-y-2">
          <SubHeading>Exemple</SubHeading>
          <CopyableCode label={operation.summary}>{curlExample(operation, origin)}</CopyableCode>
          {streams(operation) ? (
            <p>
              Les événements arrivent au fil de l’eau : <InlineCode>-N</InlineCode> empêche curl de les retenir.
              {waitParameter ? (
                <>
                  {' '}
                  Ajoutez <InlineCode>?wait=true</InlineCode> à l’adresse pour recevoir seulement le résultat, en JSON, à la fin.
                </>
              ) : null}
            </p>
          ) : null}
          {downloads(operation) ? (
            <p>
              <InlineCode>-OJ</InlineCode> enregistre le fichier sous le nom donné par {BRAND}.
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function EndpointsSkeleton() {
  return (
    <div role="status" aria-label="Chargement des points d’accès" className="grid gap-6">
      {[0, 1, 2].map((index) => (
        <div key={index} className="space-y-3 rounded-xl border bg-card p-5 sm:p-6">
          <div className="flex items-center gap-2">
            <Skeleton className="h-5 w-12" />
            <Skeleton className="h-5 w-40" />
          </div>
          <Skeleton className="h-6 w-56 max-w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ))}
    </div>
  );
}

function Endpoints({ origin }: { origin: string }) {
  const document = useQuery(openApiQuery);
  if (document.isPending) return <EndpointsSkeleton />;
  if (document.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-5">
        <p className="flex items-start gap-2 text-foreground">
          <AlertCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            Impossible de charger la liste des points d’accès. <span className="text-muted-foreground">{document.error.message}</span>
          </span>
        </p>
        <Button variant="outline" onClick={() => void document.refetch()} disabled={document.isFetching}>
          <RotateCw className={cn(document.isFetching && 'animate-spin')} aria-hidden="true" />
          Réessayer
        </Button>
      </div>
    );
  }
  const groups = operationsByTag(document.data);
  const count = groups.reduce((total, group) => total + group.operations.length, 0);
  return (
    <>
      <p>
        {count} opérations, regroupées par thème, telles que les décrit le document OpenAPI {document.data.openapi} de l’API (version{' '}
        {document.data.info.version}).
      </p>
      <div className="space-y-10">
        {groups.map((group) => (
          <section key={group.tag} aria-labelledby={`tag-${group.tag}`} className="min-w-0 space-y-4">
            <h3 id={`tag-${group.tag}`} className="text-xl font-semibold text-foreground">
              {group.tag}
            </h3>
            {group.description ? <p>{group.description}</p> : null}
            <div className="grid gap-6">
              {group.operations.map((operation) => (
                <EndpointCard key={`${operation.method} ${operation.path}`} operation={operation} origin={origin} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

/** The first request of the « Démarrer » steps: the document's project list, or the same address before it loads. */
function FirstRequest({ origin }: { origin: string }) {
  const document = useQuery(openApiQuery);
  const fromDocument = document.data
    ? operationsByTag(document.data)
        .flatMap((group) => group.operations)
        .find((operation) => operation.method === 'GET' && operation.path === '/projects')
    : undefined;
  const operation: Operation = fromDocument ?? {
    id: 'lister-mes-projets',
    method: 'GET',
    path: '/projects',
    tag: 'Projets',
    summary: 'Lister mes projets',
    parameters: [],
    responses: [],
  };
  return <CopyableCode label="votre première requête">{curlExample(operation, origin)}</CopyableCode>;
}

export function ApiDocsPage() {
  const origin = useOrigin();
  const base = `${origin}/v1`;
  const { user } = useAuth();

  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageHeader
        align="start"
        eyebrow="Développeurs"
        title={<>API {BRAND}</>}
        lead={<>Gérez vos projets {BRAND} depuis vos propres outils, scripts ou intégrations.</>}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={OPENAPI_URL} download="openapi.json">
            <Download aria-hidden="true" />
            Télécharger le document OpenAPI
          </a>
        </Button>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <TableOfContents label="Sommaire de l’API" items={toc} />

        <div className="min-w-0 space-y-14">
          <DocSection id="demarrer" title="Démarrer">
            <ol className="space-y-4">
              <li className="flex items-start gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                  1
                </span>
                <span className="min-w-0">
                  {user ? (
                    <>
                      Ouvrez <TextLink to="/profile">Mon Profil</TextLink>
                    </>
                  ) : (
                    <>
                      <TextLink to="/auth">Connectez-vous</TextLink>, ouvrez <strong className="text-foreground">Mon Profil</strong>
                    </>
                  )}
                  , puis, dans <strong className="text-foreground">Clés d'API</strong>, choisissez{' '}
                  <strong className="text-foreground">Nouvelle clé</strong>. Copiez-la : elle ne s’affiche qu’une fois.
                </span>
              </li>
              <li className="flex items-start gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                  2
                </span>
                <div className="min-w-0 flex-1 space-y-3">
                  <p>
                    Listez vos projets, en remplaçant <InlineCode>{EXAMPLE_KEY}</InlineCode> par votre clé :
                  </p>
                  <FirstRequest origin={origin} />
                </div>
              </li>
            </ol>
          </DocSection>

          <DocSection id="api-rest" title="API REST">
            <p>
              L’API suit les conventions REST. Les requêtes et les réponses utilisent le format JSON (la génération peut aussi répondre en
              flux d’événements, et un build se télécharge en fichier). Toutes les adresses ci-dessous sont relatives à l’URL de base :
            </p>
            <CodeBlock label="URL de base">{base}</CodeBlock>
            <p>
              Le document{' '}
              <a href={OPENAPI_URL} className="font-medium text-primary underline-offset-4 hover:underline">
                OpenAPI 3.1
              </a>{' '}
              décrit chaque opération ; il se lit sans clé et s’importe dans Postman, Insomnia ou un générateur de client.
            </p>
          </DocSection>

          <DocSection id="authentification" title="Authentification">
            <p className="flex items-start gap-2">
              <KeyRound className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Chaque requête doit porter votre clé d’API dans l’en-tête <InlineCode>Authorization</InlineCode>, sous la forme d’un jeton
                Bearer. Les clés commencent par <InlineCode>{PRODUCT}_</InlineCode>.
              </span>
            </p>
            <CodeBlock label="En-tête d’authentification">{`Authorization: Bearer ${PRODUCT}_…`}</CodeBlock>
            <p>
              Créez et révoquez vos clés dans <TextLink to="/profile">Mon Profil</TextLink>, carte{' '}
              <strong className="text-foreground">Clés d'API</strong> (20 clés actives au plus, avec ou sans date d’expiration). Une clé
              agit en votre nom sur vos projets : gardez-la secrète et ne la placez jamais dans le code d’une page web.
            </p>
          </DocSection>

          <DocSection id="points-d-acces" title="Points d’accès">
            <Endpoints origin={origin} />
          </DocSection>

          <DocSection id="erreurs" title="Erreurs">
            <p>
              Une requête refusée répond avec un code HTTP et un objet <InlineCode>error</InlineCode> : un code stable, pour vos programmes,
              et un message en français, à montrer tel quel.
            </p>
            <CodeBlock label="Forme d’une erreur">{`{
  "error": {
    "code": "NOT_FOUND",
    "message": "Projet introuvable : le projet demandé n'existe pas."
  }
}`}</CodeBlock>
            <ul className="space-y-1.5">
              {errorExamples.map((error) => (
                <li key={error.status} className="flex items-start gap-2.5">
                  <span className={cn('mt-0.5 shrink-0 rounded px-1.5 py-0.5 font-mono text-xs font-semibold', statusStyle(error.status))}>
                    {error.status}
                  </span>
                  <span className="min-w-0">
                    {error.codes.map((code) => (
                      <Fragment key={code}>
                        <InlineCode>{code}</InlineCode>{' '}
                      </Fragment>
                    ))}
                    <RichText text={error.text} />
                  </span>
                </li>
              ))}
            </ul>
          </DocSection>

          <DocSection id="limites" title="Limites de requêtes">
            <p className="flex items-start gap-2">
              <Gauge className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Chaque clé a droit à un nombre de requêtes par heure, selon votre formule. Au-delà, l’API répond avec le code{' '}
                <InlineCode>429</InlineCode> et l’en-tête <InlineCode>Retry-After</InlineCode> : le nombre de secondes à patienter.
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
                      Limite par clé
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
            <p>Chaque réponse dit où vous en êtes :</p>
            <ul className="space-y-1.5">
              <li>
                <InlineCode>RateLimit-Limit</InlineCode> : les requêtes permises dans l’heure ;
              </li>
              <li>
                <InlineCode>RateLimit-Remaining</InlineCode> : celles qui restent ;
              </li>
              <li>
                <InlineCode>RateLimit-Reset</InlineCode> : les secondes avant la remise à zéro.
              </li>
            </ul>
            <p>
              Les générations comptent aussi dans le quota IA du jour de votre compte, comme dans le studio. Comparez les formules sur la
              page <TextLink to="/pricing">Tarifs</TextLink> ; pour Enterprise, la limite se décide avec vous.
            </p>
          </DocSection>

          <DocSection id="securite" title="Sécurité">
            <ul className="space-y-3">
              <li className="flex items-start gap-2">
                <Lock className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <strong className="text-foreground">HTTPS.</strong> Appelez l’API à l’adresse en https de {BRAND} : la clé voyage dans un
                  en-tête, jamais dans l’adresse.
                </span>
              </li>
              <li className="flex items-start gap-2">
                <Lock className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <strong className="text-foreground">Clés jamais conservées en clair.</strong> {BRAND} n’en garde qu’une empreinte : une
                  clé s’affiche une seule fois, à sa création. Révoquée ou expirée, elle est refusée aussitôt, comme les clés d’un compte
                  suspendu.
                </span>
              </li>
              <li className="flex items-start gap-2">
                <Lock className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <strong className="text-foreground">Vos projets seulement.</strong> Une clé ne voit que les projets de son compte : ceux
                  des autres répondent <InlineCode>404</InlineCode>.
                </span>
              </li>
            </ul>
          </DocSection>

          <DocSection id="webhooks" title="Webhooks" badge={<SoonBadge />}>
            <p className="flex items-start gap-2">
              <Webhook className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Bientôt, {BRAND} pourra prévenir vos services quand un projet change : nouvelle version, publication, suppression. Cette
                fonctionnalité n’est pas encore disponible.
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
