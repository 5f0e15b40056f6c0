import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiKeys, builds } from '../../db/schema.js';
import { generateNewApp } from '../generation/offline/new-app.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { snapshotDatabase } from '../../../tests/support/route-matrix.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

/**
 * A fuzz run of the public API driven by its own OpenAPI document: every operation read from /v1/openapi.json at
 * run time, its parameters and body generated from their schemas, valid-looking or broken in one way at a time
 * (wrong types, missing or extra fields, huge texts, NUL and lone surrogates, bad and foreign ids, bad keys,
 * invalid JSON, wrong content types, random addresses under /v1). No answer is a 5xx, every error is
 * `{ error: { code, message } }` in French, and the database is unchanged by every request answered 4xx.
 */

/** Invalid requests per batch (one snapshot before and after), and batches. */
const BATCH = 250;
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 20);
const CONCURRENCY = 4;
/** Valid requests that really work: generations and builds are slow, deletions need projects to delete. */
const BUDGET = { generations: 10, builds: 3, creations: 40 };

/** Counters rather than anyone's data: better-auth's attempts, and the keys' hourly counts and last use. */
const COUNTERS = ['rate_limits', 'api_rate_limits', 'api_keys'];

let server: TestServer;
const db = () => server.server.deps.database.db;

// ---------------------------------------------------------------------------------------------- the document

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  /** "POST /projects/{id}/builds" */
  label: string;
  method: string;
  template: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: Schema | null;
  statuses: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, unknown> }
    >
  >;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method.toUpperCase()))
      .map(([method, operation]) => ({
        label: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path'),
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema ?? null,
        statuses: Object.keys(operation.responses),
      })),
  );
}

// ------------------------------------------------------------------------------------------ JSON with teeth

/** A JSON token written as is: numbers JSON.stringify cannot write (1e400, -0). */
class RawJson {
  constructor(readonly text: string) {}
}
/** An object as its entries: a "__proto__" key stays an own key of the JSON text. */
class Entries {
  constructor(readonly entries: [string, unknown][]) {}
}

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries)
    return `{${value.entries
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  return JSON.stringify(value);
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.enum ? [] : ['string'];

/** Pieces that broke servers before: NUL, lone surrogates, a BOM, path tricks, SQL. */
const HOSTILE = ['\u0000', '\ud800', '\udfff', 'a\udc00b', '\ud800\u0000', '\uffff\u0000'];
const hostileText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE), fc.string({ maxLength: 8 }))
  .map(([before, piece, after]) => `${before}${piece}${after}`);
const oddText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('__proto__', 'constructor', '..', '../../etc/passwd', '%00', "'; drop table projects; --", '\ufeff', '‮', '𝓛𝓾𝓶𝓲', ' '),
);

const FILE_PATHS = ['src/App.tsx', 'src/pages/NotesPage.tsx', 'src/data/notes.json', 'src/styles.css', 'README.md', 'index.html'];
/** Keys of a map of files: the document says "any string", the product wants a relative path. */
const fileKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FILE_PATHS) },
  { weight: 1, arbitrary: fc.stringMatching(/^src\/[a-z]{1,12}\.(tsx|ts|css|json)$/) },
);
const badFileKey = fc.constantFrom(
  '',
  '/etc/passwd',
  '../secret.ts',
  'src/\u0000.ts',
  'src/\ud800.ts',
  'C:\\windows\\x.ts',
  'src/',
  'a'.repeat(600),
);

/** A value the schema accepts (a valid-looking value: the product may still refuse it, as a stale version). */
function validArb(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  return fc.oneof(...typesOf(schema).map((type) => validOfType(schema, type)));
}

function validOfType(schema: Schema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const max = schema.maximum ?? 1_000_000;
      // Small numbers most of the time: versions and pages that exist.
      const small = fc.integer({ min, max: Math.max(min, Math.min(max, min + 3)) });
      return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
    }
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time')
        return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 60));
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength, maxLength }).filter((s) => s.trim().length >= minLength) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }).filter((s) => s.trim().length >= minLength) },
      );
    }
    case 'array':
      return fc.array(validArb(schema.items ?? {}), { maxLength: 3 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const fields = properties.map(([name, property]) =>
        required.has(name)
          ? validArb(property).map((v) => [name, v] as [string, unknown])
          : fc.option(validArb(property), { nil: undefined }).map((v) => [name, v] as [string, unknown]),
      );
      const extra =
        typeof schema.additionalProperties === 'object'
          ? fc.uniqueArray(fc.tuple(fileKey, validArb(schema.additionalProperties)), { maxLength: 4, selector: ([key]) => key })
          : fc.constant([] as [string, unknown][]);
      return fc.tuple(fc.tuple(...fields), extra).map(([own, more]) => new Entries([...own, ...more]));
    }
    default:
      return fc.constant(null);
  }
}

interface Broken {
  value: unknown;
  why: string;
}

/** A value the schema refuses, with the reason: one thing wrong at a time. */
function invalidArb(schema: Schema, at = 'corps'): fc.Arbitrary<Broken> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<Broken>[] = [];
  const wrong: unknown[] = [];
  if (!types.includes('string') && !schema.enum) wrong.push('texte', '12', '');
  if (schema.enum) wrong.push(42, true);
  if (!types.includes('integer') && !types.includes('number')) wrong.push(42, -1, 0);
  if (!types.includes('boolean')) wrong.push(true, false);
  if (!types.includes('null')) wrong.push(null);
  if (!types.includes('array')) wrong.push([], ['x'], [1, 2]);
  if (!types.includes('object')) wrong.push(new Entries([]), new Entries([['a', 1]]));
  options.push(fc.constantFrom(...wrong).map((value) => ({ value, why: `${at} : mauvais type` })));

  if (schema.enum) {
    const allowed = schema.enum;
    options.push(
      fc
        .oneof(oddText, fc.constantFrom('WEB', 'Web ', 'android ', 'null'))
        .filter((s) => !allowed.includes(s))
        .map((value) => ({ value, why: `${at} : hors de l'énumération` })),
    );
  }
  if (types.includes('string') && !schema.enum) {
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      options.push(fc.integer({ min: max + 1, max: max + 40 }).map((n) => ({ value: 'é'.repeat(n), why: `${at} : trop long (${n})` })));
      options.push(fc.constant({ value: 'x'.repeat(Math.max(max * 5, 200_000)), why: `${at} : énorme` }));
    }
    if ((schema.minLength ?? 0) >= 1) options.push(fc.constantFrom('', ' ', '\n\t ').map((value) => ({ value, why: `${at} : vide` })));
    if (schema.format === 'uuid') options.push(badUuid.map((value) => ({ value, why: `${at} : uuid invalide` })));
    if (schema.format === 'date-time') options.push(badDate.map((value) => ({ value, why: `${at} : date invalide` })));
  }
  if (types.includes('string') || schema.enum)
    options.push(hostileText.map((value) => ({ value, why: `${at} : caractère nul ou demi-paire` })));
  if (types.includes('integer') || types.includes('number')) {
    const numbers: unknown[] = [new RawJson('1e400'), new RawJson('-1e400')];
    if (types.includes('integer') && !types.includes('number')) numbers.push(1.5, 2.000001, -0.5);
    if (schema.minimum !== undefined) numbers.push(schema.minimum - 1, -2147483649, new RawJson('-0'), -1e308);
    if (schema.maximum !== undefined) numbers.push(schema.maximum + 1, 2147483648, 1e308, Number.MAX_SAFE_INTEGER + 2);
    options.push(fc.constantFrom(...numbers).map((value) => ({ value, why: `${at} : nombre hors limites` })));
  }
  if (types.includes('object')) {
    const properties = Object.entries(schema.properties ?? {});
    const required = schema.required ?? [];
    const base = validArb(schema) as fc.Arbitrary<Entries>;
    if (required.length) {
      options.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([value, name]) => ({
          value: new Entries(value.entries.filter(([key]) => key !== name)),
          why: `${at} : « ${name} » manque`,
        })),
      );
    }
    if (schema.additionalProperties === false) {
      const known = new Set(properties.map(([name]) => name));
      const extraKey = fc
        .oneof(
          fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'versionNumber', 'admin'),
          fc.string({ minLength: 1, maxLength: 12 }),
        )
        .filter((key) => !known.has(key));
      options.push(
        fc.tuple(base, extraKey, validArb({})).map(([value, key, extra]) => ({
          value: new Entries([...value.entries, [key, extra]]),
          why: `${at} : champ en trop « ${key} »`,
        })),
      );
    }
    for (const [name, property] of properties) {
      options.push(
        fc.tuple(base, invalidArb(property, `${at}.${name}`)).map(([value, broken]) => ({
          value: new Entries([...value.entries.filter(([key]) => key !== name), [name, broken.value]]),
          why: broken.why,
        })),
      );
    }
    if (typeof schema.additionalProperties === 'object') {
      const inner = schema.additionalProperties;
      options.push(
        fc
          .tuple(base, fileKey, invalidArb(inner, `${at}[fichier]`))
          .map(([value, key, broken]) => ({ value: new Entries([...value.entries, [key, broken.value]]), why: broken.why })),
      );
      options.push(
        fc
          .tuple(base, badFileKey)
          .map(([value, key]) => ({ value: new Entries([...value.entries, [key, 'x']]), why: `${at} : chemin de fichier refusé` })),
      );
    }
  }
  return fc.oneof(...options);
}

const badUuid = fc.oneof(
  fc.constantFrom(
    'nope',
    '123',
    '0',
    '-1',
    'null',
    'undefined',
    '00000000-0000-0000-0000-00000000000g',
    'a'.repeat(5000),
    '%00',
    '%ZZ',
    '%2e%2e',
    '{id}',
    '*',
    "1' or '1'='1",
  ),
  fc.uuid().map((u) => `${u}x`),
  fc.uuid().map((u) => u.slice(0, 35)),
  fc.uuid().map((u) => u.replaceAll('-', '')),
  hostileText,
  fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/^[0-9a-f-]{36}$/i.test(s)),
);
const badDate = fc.oneof(
  fc.constantFrom('hier', '2026-13-45T00:00:00Z', '2026-11-24', '1732406400', '2026-11-24T25:00:00Z', 'now', '0000-00-00T00:00:00Z'),
  fc.string({ maxLength: 20 }).filter((s) => !/^\d{4}-\d\d-\d\dT/.test(s)),
);

/** A query value (always text) that the parameter's schema refuses. */
function invalidQueryArb(schema: Schema): fc.Arbitrary<string> | null {
  const types = typesOf(schema);
  if (schema.enum) {
    const allowed = schema.enum.map(String);
    return fc.oneof(fc.constantFrom('TRUE', '1', 'yes', 'oui', ''), oddText, hostileText).filter((s) => !allowed.includes(s));
  }
  if (types.includes('integer') || types.includes('number')) {
    const values = ['abc', 'NaN', 'Infinity', '-Infinity', '1e400', 'un', '5abc', '[]', '{}'];
    if (types.includes('integer')) values.push('1.5', '2.25');
    if (schema.minimum !== undefined) values.push(String(schema.minimum - 1), '-99999999999', '');
    if (schema.maximum !== undefined) values.push(String(schema.maximum + 1), '99999999999999999999');
    return fc.oneof(
      fc.constantFrom(...values),
      hostileText.map((s) => `x${s}`),
    );
  }
  if (schema.format === 'date-time') return fc.oneof(badDate, hostileText);
  if (schema.maxLength !== undefined)
    return fc.integer({ min: schema.maxLength + 1, max: schema.maxLength + 5000 }).map((n) => 'c'.repeat(n));
  return null;
}

// ------------------------------------------------------------------------------------------------- requests

/** Whose resource an id names, resolved when the request is sent. */
type IdRef =
  | { kind: 'mine' }
  | { kind: 'theirs' }
  | { kind: 'disposable' }
  | { kind: 'missing'; uuid: string }
  | { kind: 'raw'; text: string; encode: boolean };
type Caller = 'A' | 'B' | { header: string | null; label: string };
type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string } | { kind: 'huge' };

interface Plan {
  /** The operation, or "adresse inconnue". */
  label: string;
  valid: boolean;
  why: string;
  method: string;
  /** The template of an operation, or a path already written. */
  template: string;
  id: IdRef | null;
  query: [string, string][];
  caller: Caller;
  /** null: no content-type header; undefined: application/json when there is a body. */
  contentType?: string | null;
  body: Body;
}

/** Lone surrogates as U+FFFD, as a URL carries them (encodeURIComponent throws on them). */
const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const headerSafe = (s: string) => s.replace(/[^\x21-\x7e\u00a0-\u00ff]/g, '');
const badCaller: fc.Arbitrary<Caller> = fc.oneof(
  fc.constant({ header: null, label: 'sans en-tête' }),
  fc
    .constantFrom(
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'Bearer lumi_',
      'Bearer lumi_inventée',
      'Token lumi_x',
      'bearer',
      'Bearer null',
      'Bearer undefined',
    )
    .map((header) => ({ header, label: header })),
  fc.string({ maxLength: 60 }).map((s) => ({ header: `Bearer ${headerSafe(s)}`, label: 'Bearer + texte' })),
  fc.string({ maxLength: 60 }).map((s) => ({ header: headerSafe(s), label: 'texte' })),
  fc
    .constantFrom('A-révoquée', 'A-sans-Bearer', 'A-Basic', 'A+x', 'A-tronquée', 'A-deux-fois', 'A-énorme', 'B-révoquée')
    .map((label) => ({ header: label, label: `clé ${label}` })),
);

function validQuery(op: Operation): fc.Arbitrary<[string, string][]> {
  return fc
    .tuple(
      ...op.queryParams.map((p) =>
        fc
          .option(validArb(p.schema), { nil: undefined, freq: 2 })
          .map((v) => (v === undefined ? null : ([p.name, String(v)] as [string, string]))),
      ),
    )
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== null));
}

const validBody = (op: Operation): fc.Arbitrary<Body> =>
  op.body ? validArb(op.body).map((value) => ({ kind: 'json', value }) as Body) : fc.constant({ kind: 'none' } as Body);

/** A request that the document accepts, on the caller's own resources. */
function validPlan(op: Operation): fc.Arbitrary<Plan> {
  const isGeneration = op.template.endsWith('/generations');
  const body = isGeneration
    ? fc
        .oneof(
          fc.constantFrom('Ajoute une page contact', 'Passe en mode sombre', 'Change la couleur principale en vert', 'Ajoute une page FAQ'),
          fc.string({ minLength: 1, maxLength: 80 }),
        )
        .map((message) => ({ kind: 'json', value: new Entries([['message', message]]) }) as Body)
    : validBody(op);
  return fc.record({ query: validQuery(op), body }).map(({ query, body }) => ({
    label: op.label,
    valid: true,
    why: 'valide',
    method: op.method,
    template: op.template,
    id: op.pathParams.length ? (op.method === 'DELETE' ? { kind: 'disposable' } : { kind: 'mine' }) : null,
    query,
    caller: 'A',
    body,
  }));
}

/** The same request with exactly one thing wrong. */
function invalidPlan(op: Operation): fc.Arbitrary<Plan> {
  const base = fc.record({ query: validQuery(op), body: validBody(op) });
  const plan = (changes: Partial<Plan> & { why: string }) =>
    base.map(({ query, body }): Plan => ({
      label: op.label,
      valid: false,
      method: op.method,
      template: op.template,
      id: op.pathParams.length ? { kind: 'mine' } : null,
      query,
      caller: 'A',
      body,
      ...changes,
    }));
  const options: { weight: number; arbitrary: fc.Arbitrary<Plan> }[] = [
    { weight: 3, arbitrary: badCaller.chain((caller) => plan({ caller, why: 'clé refusée' })) },
  ];
  if (op.pathParams.length) {
    options.push(
      {
        weight: 3,
        arbitrary: fc
          .tuple(badUuid, fc.boolean())
          .chain(([text, encode]) => plan({ id: { kind: 'raw', text, encode }, why: `identifiant invalide${encode ? '' : ' (brut)'}` })),
      },
      { weight: 2, arbitrary: plan({ id: { kind: 'theirs' }, why: "identifiant d'un autre compte" }) },
      { weight: 1, arbitrary: plan({ caller: 'B', why: "clé d'un autre compte" }) },
      { weight: 1, arbitrary: fc.uuid().chain((uuid) => plan({ id: { kind: 'missing', uuid }, why: 'identifiant inexistant' })) },
    );
  }
  for (const parameter of op.queryParams) {
    const bad = invalidQueryArb(parameter.schema);
    if (!bad) continue;
    options.push({
      weight: 2,
      arbitrary: fc.tuple(base, bad).map(([{ body }, value]): Plan => ({
        label: op.label,
        valid: false,
        why: `paramètre ${parameter.name} invalide`,
        method: op.method,
        template: op.template,
        id: op.pathParams.length ? { kind: 'mine' } : null,
        query: [[parameter.name, value]],
        caller: 'A',
        body,
      })),
    });
  }
  if (op.body) {
    options.push(
      {
        weight: 8,
        arbitrary: invalidArb(op.body).chain((broken) => plan({ body: { kind: 'json', value: broken.value }, why: broken.why })),
      },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(
            '{',
            '{"a":',
            "{'title':'x'}",
            '{"title":"x",}',
            'undefined',
            'NaN',
            '\ufeff{}',
            '{"title":"x"}{"title":"y"}',
            '[',
            'nul',
            '{"title":"\\ud800"',
            '"',
          )
          .chain((text) => plan({ body: { kind: 'text', text }, why: 'JSON invalide' })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom<string | null>(
              null,
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              'application/xml',
              'text/json',
              'json',
              'application/octet-stream',
            ),
            validBody(op),
          )
          .chain(([contentType, body]) => plan({ contentType, body, why: `type de contenu ${contentType ?? 'absent'}` })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom<string | null>('application/json', null)
          .chain((contentType) => plan({ body: { kind: 'none' }, contentType, why: 'corps absent' })),
      },
    );
  }
  return fc.oneof(...options);
}

/** A body over the 12 MB limit. */
function hugePlan(ops: Operation[]): fc.Arbitrary<Plan> {
  return fc.constantFrom(...ops.filter((op) => op.body)).map((op) => ({
    label: op.label,
    valid: false,
    why: 'corps de plus de 12 Mo',
    method: op.method,
    template: op.template,
    id: op.pathParams.length ? { kind: 'mine' } : null,
    query: [],
    caller: 'A',
    body: { kind: 'huge' },
  }));
}

/** A method the document does not give a path, and random paths under /v1. */
function strayPlan(ops: Operation[]): fc.Arbitrary<Plan> {
  const templates = [...new Set(ops.map((op) => op.template))];
  const wrongMethod = fc
    .tuple(fc.constantFrom(...templates), fc.constantFrom(...METHODS))
    .filter(([template, method]) => !ops.some((op) => op.template === template && op.method === method))
    .map(([template, method]): Plan => ({
      label: 'méthode absente du document',
      valid: false,
      why: `${method} ${template}`,
      method,
      template,
      id: template.includes('{') ? { kind: 'mine' } : null,
      query: [],
      caller: 'A',
      body: method === 'GET' ? { kind: 'none' } : { kind: 'json', value: new Entries([['title', 'x']]) },
    }));
  const segment = fc.oneof(
    fc.constantFrom(
      'projects',
      'builds',
      'files',
      'versions',
      'generations',
      'artifact',
      'openapi.json',
      'v1',
      'api',
      'admin',
      '.',
      '..',
      '%2e%2e',
      '%00',
      '%ZZ',
      '%',
      '',
      '~',
      'projects;x',
      'projects%2F',
    ),
    fc.uuid(),
    fc.string({ minLength: 1, maxLength: 12 }).map((s) => encodeURIComponent(wellFormed(s))),
  );
  const randomPath = fc
    .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.constantFrom(...METHODS), fc.boolean(), fc.boolean())
    .map(([segments, method, withKey, trailing]): Plan => ({
      label: 'adresse inconnue',
      valid: false,
      why: `${method} /${segments.join('/')}`,
      method,
      template: `/${segments.join('/')}${trailing ? '/' : ''}`,
      id: null,
      query: [],
      caller: withKey ? 'A' : { header: null, label: 'sans en-tête' },
      body: method === 'GET' ? { kind: 'none' } : { kind: 'text', text: '{"title":"x"}' },
    }))
    .filter((plan) => !answersAnOperation(plan, ops));
  return fc.oneof(wrongMethod, randomPath);
}

/** Where a written path really lands (dot segments removed), and whether an operation of the document serves it. */
function answersAnOperation(plan: Plan, ops: Operation[]): boolean {
  const pathname = new URL(`http://x/v1${plan.template}`).pathname;
  if (!pathname.startsWith('/v1/')) return true;
  const rest = pathname.slice(3);
  if (rest === '/openapi.json') return true;
  return ops.some((op) => op.method === plan.method && new RegExp(`^${op.template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(rest));
}

// ------------------------------------------------------------------------------------------------ the world

interface World {
  keyA: string;
  keyB: string;
  revokedA: string;
  revokedB: string;
  projectA: string;
  projectB: string;
  buildA: string;
  buildB: string;
  disposable: string[];
}
let world: World;
let operations: Operation[];

async function newAccount(name: string) {
  const session = createHttpClient(server.url);
  expect((await session.signUp(`${name}-${Date.now()}@exemple.fr`, `motdepasse-${name}-1`)).status).toBe(200);
  const key = async () => {
    const created = await session.post('/api/api-keys', { name: `Fuzz ${name}`, expiresInDays: null });
    expect(created.status).toBe(201);
    return { key: String(created.json!.key), id: (created.json!.apiKey as { id: string }).id };
  };
  const main = await key();
  const revoked = await key();
  expect((await session.request('DELETE', `/api/api-keys/${revoked.id}`)).status).toBe(204);
  return { key: main.key, revoked: revoked.key };
}

async function api(key: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, Record<string, unknown>> };
}

/** A build started by a request changes its row until it ends: the next snapshot waits for that. */
async function waitForBuilds() {
  for (let i = 0; i < 600; i++) {
    const rows = await db().select({ status: builds.buildStatus }).from(builds);
    if (rows.every((row) => row.status === 'completed' || row.status === 'failed')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Un build ne se termine pas');
}

async function snapshot() {
  timing.snapshots++;
  const keys = await db()
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      name: apiKeys.name,
      keyHash: apiKeys.keyHash,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .orderBy(asc(apiKeys.id));
  return { ...(await snapshotDatabase(db(), COUNTERS)), api_keys: JSON.stringify(keys) };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** After a generation or a build: a snapshot once the database has stopped changing. */
async function settledSnapshot(): Promise<Snapshot> {
  await waitForBuilds();
  let previous = await snapshot();
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await snapshot();
    if (changedTables(previous, next).length === 0) return next;
    previous = next;
  }
  return previous;
}

/** Tables whose snapshot differs. */
function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after }).filter(
    (table) => JSON.stringify(before[table as keyof Snapshot]) !== JSON.stringify(after[table as keyof Snapshot]),
  );
}

beforeAll(async () => {
  server = await startTestServer(
    { API_RATE_LIMIT_FREE: '1000000', AI_OFFLINE_DELAY_MS: '0', FREE_PLAN_MAX_PROJECTS: '1000', AI_FREE_DAILY_REQUESTS: '6' },
    { rateLimits: { signUp: 100, signIn: 100 } },
  );
  const [a, b] = [await newAccount('fuzz-a'), await newAccount('fuzz-b')];
  const app = generateNewApp('Un carnet de notes avec une liste de tâches').files;
  const projectA = await api(a.key, 'POST', '/projects', { title: 'Projet de A', files: app });
  const projectB = await api(b.key, 'POST', '/projects', { title: 'Projet de B', files: app });
  expect([projectA.status, projectB.status]).toEqual([201, 201]);
  const [idA, idB] = [String(projectA.json.project!.id), String(projectB.json.project!.id)];
  const buildA = await api(a.key, 'POST', `/projects/${idA}/builds`, { platform: 'source' });
  const buildB = await api(b.key, 'POST', `/projects/${idB}/builds`, { platform: 'source' });
  expect([buildA.status, buildB.status]).toEqual([201, 201]);
  await waitForBuilds();
  world = {
    keyA: a.key,
    keyB: b.key,
    revokedA: a.revoked,
    revokedB: b.revoked,
    projectA: idA,
    projectB: idB,
    buildA: String(buildA.json.build!.id),
    buildB: String(buildB.json.build!.id),
    disposable: [],
  };
  const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as OpenApiDocument;
  operations = operationsOf(document);
});
afterAll(async () => {
  await server?.close();
});

// ------------------------------------------------------------------------------------------------- sending

function authorization(caller: Caller): string | null {
  if (caller === 'A') return `Bearer ${world.keyA}`;
  if (caller === 'B') return `Bearer ${world.keyB}`;
  const { keyA: key } = world;
  switch (caller.header) {
    case 'A-révoquée':
      return `Bearer ${world.revokedA}`;
    case 'B-révoquée':
      return `Bearer ${world.revokedB}`;
    case 'A-sans-Bearer':
      return key;
    case 'A-Basic':
      return `Basic ${key}`;
    case 'A+x':
      return `Bearer ${key}x`;
    case 'A-tronquée':
      return `Bearer ${key.slice(0, -1)}`;
    case 'A-deux-fois':
      return `Bearer ${key} ${key}`;
    case 'A-énorme':
      return `Bearer ${key}${'k'.repeat(8000)}`;
    default:
      return caller.header;
  }
}

let rotation = 0;
function idText(plan: Plan, id: IdRef): string {
  const builds = plan.template.startsWith('/builds');
  switch (id.kind) {
    case 'mine':
      // A's resources, or B's own when B's key asks for A's: the key decides whose it is.
      if (builds) return world.buildA;
      return plan.method === 'DELETE'
        ? world.projectA
        : ([world.projectA, ...world.disposable][rotation++ % (world.disposable.length + 1)] ?? world.projectA);
    case 'theirs':
      return builds ? world.buildB : world.projectB;
    case 'disposable':
      return world.disposable.at(-1)!;
    case 'missing':
      return id.uuid;
    case 'raw':
      return id.encode ? encodeURIComponent(wellFormed(id.text)) : id.text;
  }
}

function urlOf(plan: Plan): string {
  const path = plan.id ? plan.template.replace(/\{[^}]+\}/, idText(plan, plan.id)) : plan.template;
  const query = plan.query.length ? `?${new URLSearchParams(plan.query).toString()}` : '';
  return `${server.url}/v1${path}${query}`;
}

let hugeBody: string | undefined;
function bodyText(body: Body): string | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return toJson(body.value);
    case 'text':
      return body.text;
    case 'huge':
      return (hugeBody ??= JSON.stringify({
        title: 'Gros',
        message: 'x',
        baseVersion: 1,
        platform: 'web',
        files: { 'src/App.tsx': 'x'.repeat(12.5 * 1024 * 1024) },
      }));
  }
}

interface Sent {
  plan: Plan;
  url: string;
  body: string | undefined;
  status: number;
  text: string;
}

function describeRequest(sent: Omit<Sent, 'status' | 'text'>): string {
  const caller = typeof sent.plan.caller === 'string' ? `clé ${sent.plan.caller}` : sent.plan.caller.label;
  const body =
    sent.body === undefined
      ? ''
      : ` corps=${JSON.stringify(sent.body.length > 300 ? `${sent.body.slice(0, 300)}… (${sent.body.length} caractères)` : sent.body)}`;
  const type = sent.plan.contentType === undefined ? '' : ` content-type=${sent.plan.contentType ?? 'absent'}`;
  return `${sent.plan.method} ${sent.url.slice(server.url.length, server.url.length + 400)} [${caller}]${type}${body} (${sent.plan.why})`;
}

async function send(plan: Plan): Promise<Sent> {
  const url = urlOf(plan);
  const body = bodyText(plan.body);
  const headers: Record<string, string> = {};
  const auth = authorization(plan.caller);
  if (auth !== null) headers.authorization = auth;
  const contentType = plan.contentType === undefined ? (body !== undefined ? 'application/json' : null) : plan.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  try {
    // A JSON content type without a body: an empty body, where a body may be sent at all.
    const sentBody = body ?? (contentType !== null && plan.method !== 'GET' ? '' : undefined);
    const response = await fetch(url, { method: plan.method, headers, body: sentBody, signal: AbortSignal.timeout(120_000) });
    return { plan, url, body, status: response.status, text: await response.text() };
  } catch (error) {
    return {
      plan,
      url,
      body,
      status: 0,
      text: `échec réseau : ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`,
    };
  }
}

// --------------------------------------------------------------------------------------------- the checks

/** zod's English defaults and other English answers; quoted input (« … », "…") is left out of the search. */
const ENGLISH =
  /\b(invalid|expected|required|received|unrecognized|unexpected|malformed|must be|too (?:big|small|long|short)|not found|unauthorized|forbidden|internal server error|bad request|payload too large)\b/i;
const FRENCH =
  /[àâçéèêëîïôûùüœ«»]|\b(le|la|les|de|des|du|un|une|est|sont|pas|ou|et|au|aux|ce|cette|en|sur|avec|pour|attendue?s?|invalides?|introuvables?|manquante?s?|reçue?s?)\b/i;
const unquoted = (text: string) => text.replace(/«[^»]*»/g, '').replace(/"[^"]*"/g, '');

const problems: string[] = [];
const histogram = new Map<number, number>();
const perOperation = new Map<string, number>();
/** Where the less common answers (not 400, 401 or 404) came from. */
const rarer = new Map<string, number>();
let sentCount = 0;
const timing = { invalidMs: 0, validMs: 0, snapshots: 0 };
/** Comparisons of the database around refused requests: whole batches, and single valid-looking requests. */
const compared = { batches: 0, batchRequests: 0, single: 0 };

function check(sent: Sent) {
  const { plan, status } = sent;
  sentCount++;
  histogram.set(status, (histogram.get(status) ?? 0) + 1);
  perOperation.set(plan.label, (perOperation.get(plan.label) ?? 0) + 1);
  if (![400, 401, 404].includes(status)) {
    const key = `${status} ${plan.label} (${plan.valid ? 'valide' : plan.why.replace(/ [«(].*$/, '')})`;
    rarer.set(key, (rarer.get(key) ?? 0) + 1);
  }
  const where = () => `${describeRequest(sent)} → ${status} ${sent.text.slice(0, 300)}`;
  if (status === 0) problems.push(`pas de réponse : ${where()}`);
  if (status >= 500 && !(status === 502 && plan.valid && plan.template.endsWith('/generations'))) problems.push(`${status} : ${where()}`);
  if (!plan.valid && (status < 400 || status >= 500)) problems.push(`requête invalide acceptée : ${where()}`);
  if (status >= 400) {
    let body: { error?: { code?: unknown; message?: unknown; details?: { message?: unknown }[] } } | undefined;
    try {
      body = JSON.parse(sent.text) as typeof body;
    } catch {
      body = undefined;
    }
    const error = body?.error;
    if (!error || typeof error.code !== 'string' || !/^[A-Z_]+$/.test(error.code) || typeof error.message !== 'string' || !error.message) {
      problems.push(`erreur hors du format { error: { code, message } } : ${where()}`);
      return;
    }
    for (const message of [error.message, ...(error.details ?? []).map((detail) => String(detail.message))]) {
      if (ENGLISH.test(unquoted(message)) || !FRENCH.test(message)) problems.push(`message pas en français « ${message} » : ${where()}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------- the run

const used = { generations: 0, builds: 0, creations: 0 };
/** Valid requests that would go over their budget are not sent. */
function withinBudget(plan: Plan): boolean {
  if (plan.template.endsWith('/generations')) return used.generations < BUDGET.generations;
  if (plan.template.endsWith('/builds') && plan.method === 'POST') return used.builds < BUDGET.builds;
  if (plan.template === '/projects' && plan.method === 'POST') return used.creations < BUDGET.creations;
  if (plan.method === 'DELETE') return world.disposable.length > 0;
  return true;
}

async function runInvalidBatch(plans: Plan[], before: Snapshot): Promise<Snapshot> {
  const sent: Sent[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < plans.length) {
        const result = await send(plans[next++]!);
        check(result);
        sent.push(result);
      }
    }),
  );
  const after = await snapshot();
  const accepted = sent.filter((s) => s.status < 400 || s.status >= 500);
  if (accepted.length === 0) {
    compared.batches++;
    compared.batchRequests += sent.length;
    const changed = changedTables(before, after);
    if (changed.length)
      problems.push(
        `un lot de ${plans.length} requêtes toutes refusées (4xx) a changé ${changed.join(', ')} ; dans ce lot : ${sent.map((s) => `${s.plan.label} (${s.plan.why}) → ${s.status}`).join(' ; ')}`,
      );
  }
  return after;
}

async function runValid(plans: Plan[], before: Snapshot): Promise<Snapshot> {
  let current = before;
  for (const plan of plans) {
    if (!withinBudget(plan)) continue;
    const isGeneration = plan.template.endsWith('/generations');
    const isBuild = plan.template.endsWith('/builds') && plan.method === 'POST';
    if (isGeneration) used.generations++;
    const result = await send(plan);
    check(result);
    // A read that succeeds writes nothing (the next comparison would show it if it did): no snapshot needed.
    if (plan.method === 'GET' && result.status === 200) continue;
    if (result.status >= 400 && result.status < 500) {
      const after = await snapshot();
      compared.single++;
      const changed = changedTables(current, after);
      if (changed.length)
        problems.push(
          `réponse ${result.status} mais ${changed.join(', ')} a changé : ${describeRequest(result)} → ${result.text.slice(0, 300)}`,
        );
      current = after;
      continue;
    }
    if (result.status === 201 && isBuild) used.builds++;
    if (result.status === 201 && plan.template === '/projects') {
      used.creations++;
      world.disposable.push((JSON.parse(result.text) as { project: { id: string } }).project.id);
    }
    if (result.status === 204 && plan.method === 'DELETE') world.disposable.pop();
    current = isGeneration || isBuild ? await settledSnapshot() : await snapshot();
  }
  return current;
}

it("l'API publique, bombardée de plus de 5 000 requêtes tirées de son document OpenAPI, ne répond jamais 500, explique chaque refus en français et ne change rien à la base quand elle refuse", async () => {
  const started = Date.now();
  expect(operations.length).toBeGreaterThanOrEqual(12);
  const invalid = fc.oneof(
    { weight: 100, arbitrary: fc.oneof(...operations.map(invalidPlan)) },
    { weight: 10, arbitrary: strayPlan(operations) },
    { weight: 1, arbitrary: hugePlan(operations) },
  );
  const round = fc.record({
    invalid: fc.array(invalid, { minLength: BATCH, maxLength: BATCH }),
    valid: fc.tuple(...operations.map(validPlan)),
  });
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
  let baseline = await snapshot();
  await fc.assert(
    fc.asyncProperty(round, async ({ invalid: invalidPlans, valid }) => {
      let t = Date.now();
      baseline = await runInvalidBatch(invalidPlans, baseline);
      timing.invalidMs += Date.now() - t;
      t = Date.now();
      baseline = await runValid(valid, baseline);
      timing.validMs += Date.now() - t;
    }),
    { numRuns: ROUNDS, seed, endOnFailure: true },
  );

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const statuses = [...histogram]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(`Fuzz /v1 (graine ${seed}) : ${sentCount} requêtes en ${seconds} s ; statuts ${statuses}`);
  console.log(
    `Par opération : ${[...perOperation]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, count]) => `${label} ${count}`)
      .join(' ; ')}`,
  );
  console.log(`Valides qui ont abouti : ${used.creations} créations, ${used.generations} générations demandées, ${used.builds} builds`);
  console.log(
    `Autres statuts : ${[...rarer]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `${key} ×${count}`)
      .join(' ; ')}`,
  );
  console.log(
    `Base comparée autour de ${compared.batchRequests} refus en ${compared.batches} lots sur ${ROUNDS}, et de ${compared.single} refus de requêtes valides en apparence`,
  );
  console.log(
    `Temps : lots invalides ${(timing.invalidMs / 1000).toFixed(1)} s, requêtes valides ${(timing.validMs / 1000).toFixed(1)} s, ${timing.snapshots} instantanés de la base`,
  );

  const unique = [...new Set(problems)];
  expect(unique.slice(0, 40), `${unique.length} problèmes (graine ${seed}, FUZZ_SEED=${seed} pour rejouer)`).toEqual([]);
  expect(sentCount).toBeGreaterThanOrEqual(ROUNDS * BATCH);
  for (const op of operations) expect(perOperation.get(op.label) ?? 0, op.label).toBeGreaterThanOrEqual(ROUNDS * 5);
}, 600_000);
