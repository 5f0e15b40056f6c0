import { z } from 'zod';
import { PRODUCT } from '@common/brand';

/**
 * The part of the public API's OpenAPI 3.1 document (GET /v1/openapi.json) that the /api page shows: each operation
 * with its parameters, request body and responses, and a curl example built from them. The document is read as
 * served, so the page never describes an address the server does not answer.
 */

/** The JSON Schema keywords the page reads; any other keyword is kept and ignored. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
};

const schemaObject = z.custom<JsonSchema>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

const parameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: schemaObject.optional(),
});

const mediaTypes = z.record(z.string(), z.object({ schema: schemaObject.optional() }).loose());

const operationSchema = z
  .object({
    operationId: z.string().optional(),
    summary: z.string().optional(),
    description: z.string().optional(),
    tags: z.array(z.string()).optional(),
    parameters: z.array(parameterSchema).optional(),
    requestBody: z.object({ required: z.boolean().optional(), content: mediaTypes.optional() }).loose().optional(),
    responses: z.record(z.string(), z.object({ description: z.string().optional(), content: mediaTypes.optional() }).loose()).optional(),
  })
  .loose();

export const openApiDocumentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }).loose(),
    tags: z.array(z.object({ name: z.string(), description: z.string().optional() }).loose()).optional(),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  })
  .loose();
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export type Parameter = z.infer<typeof parameterSchema>;

export type BodyField = { name: string; schema: JsonSchema; required: boolean };

export type Operation = {
  id: string;
  method: Method;
  /** As in the document, relative to `servers[0].url` (`<origin>/v1`). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  parameters: Parameter[];
  body?: { required: boolean; schema: JsonSchema; fields: BodyField[] };
  responses: { status: string; description?: string; contentTypes: string[] }[];
};

export type OperationGroup = { tag: string; description?: string; operations: Operation[] };

/** Where a parameter goes, in the page's words. */
export const PARAMETER_PLACES: Record<string, string> = { path: 'chemin', query: 'requête', header: 'en-tête', cookie: 'cookie' };

/** The fetched document, checked: its operations grouped by tag, in the document's order. */
export async function fetchOpenApiDocument(): Promise<OpenApiDocument> {
  let response: Response;
  try {
    response = await fetch('/v1/openapi.json', { headers: { accept: 'application/json' } });
  } catch {
    throw new Error('Impossible de joindre le serveur. Vérifiez votre connexion.');
  }
  if (!response.ok) throw new Error(`Le serveur a répondu ${response.status} au lieu du document OpenAPI.`);
  const parsed = openApiDocumentSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('Le document OpenAPI reçu est illisible.');
  return parsed.data;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function operationsByTag(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  for (const tag of document.tags ?? []) groups.set(tag.name, { tag: tag.name, description: tag.description, operations: [] });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [key, value] of Object.entries(item)) {
      const method = key.toUpperCase() as Method;
      if (!METHODS.includes(method)) continue;
      const parsed = operationSchema.safeParse(value);
      if (!parsed.success) continue;
      const operation = parsed.data;
      const tag = operation.tags?.[0] ?? 'Autres';
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const required = new Set(bodySchema?.required ?? []);
      const found: Operation = {
        id: slug(operation.operationId ?? `${method}-${path}`),
        method,
        path,
        tag,
        summary: operation.summary ?? `${method} ${path}`,
        description: operation.description,
        parameters: operation.parameters ?? [],
        body: bodySchema
          ? {
              required: operation.requestBody?.required ?? false,
              schema: bodySchema,
              fields: Object.entries(bodySchema.properties ?? {}).map(([name, schema]) => ({ name, schema, required: required.has(name) })),
            }
          : undefined,
        responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
          status,
          description: response.description,
          contentTypes: Object.keys(response.content ?? {}),
        })),
      };
      const group = groups.get(tag) ?? { tag, operations: [] };
      group.operations.push(found);
      groups.set(tag, group);
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/** A status the document gives no words for (the HTTP meaning, in French). */
const STATUS_TEXTS: Record<string, string> = {
  '200': 'Succès',
  '201': 'Créé',
  '204': 'Succès, sans contenu',
  '400': 'Données invalides',
  '401': 'Non authentifié',
  '403': 'Refusé',
  '404': 'Introuvable',
  '409': 'Conflit',
  '413': 'Trop volumineux',
  '429': 'Trop de requêtes',
  '500': 'Erreur du serveur',
  '502': 'Échec en amont : la génération, ou le service appelé, a échoué',
  '503': 'Service indisponible',
};

export function responseText(response: { status: string; description?: string }): string {
  return response.description?.trim() || STATUS_TEXTS[response.status] || `Réponse ${response.status}`;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texte',
  integer: 'entier',
  number: 'nombre',
  boolean: 'booléen',
  object: 'objet',
  array: 'liste',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'UUID',
  'date-time': 'date ISO 8601',
  date: 'date',
  email: 'e-mail',
  uri: 'URL',
  binary: 'fichier',
};

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** The type in the page's words: `texte`, `entier`, `UUID`, `liste de texte`, `texte ou null`… */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return '—';
  const names = typesOf(schema).map((type) => {
    if (type === 'string' && schema.format && FORMAT_NAMES[schema.format]) return FORMAT_NAMES[schema.format]!;
    if (type === 'array' && schema.items) return `liste de ${typeLabel(schema.items)}`;
    return TYPE_NAMES[type] ?? type;
  });
  return names.length > 0 ? names.join(' ou ') : 'valeur';
}

const LARGEST_INTEGER = 2_147_483_647;
const number = (value: number) => value.toLocaleString('fr-FR');

/** The constraints a value must meet, one short French phrase each. */
export function constraintsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const found: string[] = [];
  const { minLength, maxLength, minimum } = schema;
  const maximum = schema.maximum !== undefined && schema.maximum >= LARGEST_INTEGER ? undefined : schema.maximum;
  if (minLength !== undefined && maxLength !== undefined) found.push(`${number(minLength)} à ${number(maxLength)} caractères`);
  else if (maxLength !== undefined) found.push(`${number(maxLength)} caractères au plus`);
  else if (minLength !== undefined) found.push(`${number(minLength)} caractère${minLength > 1 ? 's' : ''} au moins`);
  if (minimum !== undefined && maximum !== undefined) found.push(`de ${number(minimum)} à ${number(maximum)}`);
  else if (minimum !== undefined) found.push(`${number(minimum)} au moins`);
  else if (maximum !== undefined) found.push(`${number(maximum)} au plus`);
  if (typeof schema.additionalProperties === 'object') found.push(`chaque valeur : ${typeLabel(schema.additionalProperties)}`);
  if (schema.default !== undefined) found.push(`par défaut : ${String(schema.default)}`);
  return found;
}

/** What can be replaced in an example path: `{id}` after `/builds/` is a build, otherwise a project. */
export function examplePath(path: string): string {
  return path.replace(/\/([^/]+)\/\{([^}]+)\}/g, (_match, segment: string, name: string) => {
    if (name === 'id' && segment === 'builds') return `/${segment}/BUILD_ID`;
    if (name === 'id' && segment === 'projects') return `/${segment}/PROJET_ID`;
    return `/${segment}/${name.toUpperCase()}`;
  });
}

const EXAMPLE_TEXTS: Record<string, string> = {
  title: 'Ma boutique de bougies',
  name: 'Ma boutique de bougies',
  description: 'Une boutique en ligne de bougies artisanales',
  prompt: 'Une boutique en ligne de bougies artisanales',
  message: 'Ajoute une page de contact',
  summary: 'Ajout de la page de contact',
};

const EXAMPLE_FILES = { 'src/App.tsx': 'export default function App() { return <h1>Bougies du Vercors</h1>; }' };

/** A realistic French value for a field, from its name and schema. */
export function exampleValue(name: string, schema: JsonSchema): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = typesOf(schema).find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string':
      if (EXAMPLE_TEXTS[name]) return EXAMPLE_TEXTS[name];
      if (schema.format === 'date-time') return '2026-01-15T09:00:00Z';
      if (schema.format === 'uuid') return name.toLowerCase().includes('build') ? 'BUILD_ID' : 'PROJET_ID';
      return 'exemple';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [exampleValue(name, schema.items)] : [];
    case 'object':
      if (schema.properties) return exampleBody(schema);
      if (name === 'files') return EXAMPLE_FILES;
      return typeof schema.additionalProperties === 'object' ? { cle: exampleValue('valeur', schema.additionalProperties) } : {};
    default:
      return null;
  }
}

/** A plain free text field (no list of values, no format): worth showing in an example even when optional. */
function isPlainText(schema: JsonSchema): boolean {
  return !schema.enum && !schema.format && typesOf(schema).includes('string');
}

/** A small body: the required fields, and the optional free texts (a title, a description, a summary). */
export function exampleBody(schema: JsonSchema): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (required.has(name) || isPlainText(field)) body[name] = exampleValue(name, field);
  }
  return body;
}

/** JSON on one line, with a space after each `:` and `,` (as people write it by hand). */
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

export const EXAMPLE_KEY = `${PRODUCT}_votre_cle`;

/** Answers as Server-Sent Events (a generation): curl must not buffer them. */
export const streams = (operation: Operation) =>
  operation.responses.some((response) => response.contentTypes.includes('text/event-stream'));
/** Answers with a file (a build's artifact): curl saves it under the name the server gives. */
export const downloads = (operation: Operation) =>
  operation.responses.some((response) => response.contentTypes.includes('application/octet-stream'));

/** A curl command for the operation: example ids, the example key, a JSON body built from the schema. */
export function curlExample(operation: Operation, origin: string): string {
  const flags = [
    ...(streams(operation) ? ['-N'] : []),
    ...(downloads(operation) ? ['-OJ'] : []),
    ...(operation.method === 'GET' ? [] : ['-X', operation.method]),
  ];
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map(
      (parameter) =>
        `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(exampleValue(parameter.name, parameter.schema ?? {})))}`,
    )
    .join('&');
  const url = `${origin}/v1${examplePath(operation.path)}${query ? `?${query}` : ''}`;
  const lines = [['curl', ...flags, `"${url}"`].join(' '), `-H "Authorization: Bearer ${EXAMPLE_KEY}"`];
  if (operation.body) {
    // Inside single quotes a single quote ends the string: it is written '\'' (none of the examples has one).
    const json = inlineJson(exampleBody(operation.body.schema)).replaceAll("'", "'\\''");
    lines.push('-H "Content-Type: application/json"', `-d '${json}'`);
  }
  return lines.join(' \\\n  ');
}
