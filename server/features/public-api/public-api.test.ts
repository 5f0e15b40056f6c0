import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeys, auditLogs, userRoles } from '../../db/schema.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { readGenerationEvents } from '../../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0', FREE_PLAN_MAX_PROJECTS: '50' }, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.server.deps.database.db;
const APP = { 'src/App.tsx': 'export default function App() {\n  return <h1>Mon carnet</h1>;\n}\n' };

async function newAccount(base = () => server.url) {
  const email = `api${++counter}-${Date.now()}@exemple.fr`;
  const session = createHttpClient(base());
  expect((await session.signUp(email, 'motdepasse-api-1')).status).toBe(200);
  const created = await session.post('/api/api-keys', { name: `Clé ${counter}`, expiresInDays: null });
  expect(created.status).toBe(201);
  const key = String(created.json!.key);
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base()}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  };
  return { email, session, key, keyId: (created.json!.apiKey as { id: string }).id, call };
}

describe("Les clés d'API", () => {
  it("une clé est montrée une seule fois, gardée sous forme d'empreinte, listée par son nom et son début, et révoquée à l'instant", async () => {
    const account = await newAccount();
    expect(account.key).toMatch(/^lumi_[A-Za-z0-9_-]{43}$/);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, account.keyId));
    expect(JSON.stringify(row)).not.toContain(account.key);
    const listed = await account.session.get('/api/api-keys');
    expect(listed.json).toMatchObject({
      hourlyLimit: 1000,
      keys: [{ id: account.keyId, prefix: account.key.slice(0, 11), lastUsedAt: null, expiresAt: null }],
    });
    expect(listed.text).not.toContain(account.key);

    expect((await account.call('GET', '/projects')).status).toBe(200);
    const used = (await account.session.get('/api/api-keys')).json!.keys as { lastUsedAt: string | null }[];
    expect(used[0]!.lastUsedAt).not.toBeNull();

    expect((await account.session.request('DELETE', `/api/api-keys/${account.keyId}`)).status).toBe(204);
    const refused = await account.call('GET', '/projects');
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ error: { code: 'UNAUTHENTICATED', message: "Clé d'API invalide, révoquée ou expirée." } });
    const audit = await db().select().from(auditLogs).where(eq(auditLogs.resourceId, account.keyId));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
    expect(JSON.stringify(audit)).not.toContain(account.key);
  });

  it('une clé expirée, une clé inventée, un en-tête absent ou mal formé reçoivent 401 avec un message en français', async () => {
    const account = await newAccount();
    await db()
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, account.keyId));
    expect((await account.call('GET', '/projects')).status).toBe(401);
    for (const authorization of ['', 'Bearer', `Basic ${account.key}`, 'Bearer lumi_inventee', `Bearer ${'x'.repeat(5000)}`]) {
      const response = await fetch(`${server.url}/v1/projects`, { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization.slice(0, 20)).toBe(401);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^Clé d'API (manquante|invalide)/);
    }
  });

  it("les clés d'une personne suspendue ne marchent plus, et remarchent quand elle est réactivée", async () => {
    const account = await newAccount();
    const admin = await newAccount();
    const [adminUser] = await db().select({ userId: apiKeys.userId }).from(apiKeys).where(eq(apiKeys.id, admin.keyId));
    const [user] = await db().select({ userId: apiKeys.userId }).from(apiKeys).where(eq(apiKeys.id, account.keyId));
    await db().insert(userRoles).values({ userId: adminUser!.userId, role: 'admin' });
    expect((await admin.session.post(`/api/admin/users/${user!.userId}/suspension`, { reason: 'Abus' })).status).toBe(200);
    expect((await account.call('GET', '/projects')).status).toBe(401);
    expect((await admin.session.request('DELETE', `/api/admin/users/${user!.userId}/suspension`)).status).toBe(200);
    expect((await account.call('GET', '/projects')).status).toBe(200);
  });

  it('une personne a au plus 20 clés actives, et une clé révoquée libère une place', async () => {
    const account = await newAccount();
    for (let i = 2; i <= 20; i++)
      expect((await account.session.post('/api/api-keys', { name: `Clé ${i}`, expiresInDays: 30 })).status).toBe(201);
    const refused = await account.session.post('/api/api-keys', { name: 'Une de trop', expiresInDays: null });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: "Vous avez déjà 20 clés d'API actives : révoquez-en une avant d'en créer une autre." });
    await account.session.request('DELETE', `/api/api-keys/${account.keyId}`);
    expect((await account.session.post('/api/api-keys', { name: 'Une de trop', expiresInDays: null })).status).toBe(201);
  });
});

describe('/v1 : projets, fichiers, versions, générations, builds', () => {
  it('créer, lire, modifier, lister page par page et supprimer ses projets', async () => {
    const account = await newAccount();
    const ids: string[] = [];
    for (const title of ['Premier', 'Deuxième', 'Troisième']) {
      const created = await account.call('POST', '/projects', { title, files: APP });
      expect(created.status).toBe(201);
      expect(created.json!.project).toMatchObject({ title, versionNumber: 1, status: 'draft', isFavorite: false, publishedUrl: null });
      ids.push((created.json!.project as { id: string }).id);
    }
    const first = await account.call('GET', '/projects?limit=2');
    expect((first.json!.projects as { title: string }[]).map((p) => p.title)).toEqual(['Troisième', 'Deuxième']);
    const second = await account.call('GET', `/projects?limit=2&cursor=${first.json!.nextCursor as string}`);
    expect(second.json).toMatchObject({ projects: [{ title: 'Premier' }], nextCursor: null });

    const since = new Date().toISOString();
    const updated = await account.call('PUT', `/projects/${ids[0]}`, { title: 'Premier renommé', isFavorite: true, status: 'active' });
    expect(updated.json!.project).toMatchObject({ title: 'Premier renommé', isFavorite: true, status: 'active' });
    expect(
      ((await account.call('GET', `/projects?updated_since=${encodeURIComponent(since)}`)).json!.projects as { id: string }[]).map(
        (p) => p.id,
      ),
    ).toEqual([ids[0]]);
    expect((await account.call('GET', `/projects/${ids[1]}`)).json!.project).toMatchObject({ id: ids[1], title: 'Deuxième' });

    expect((await account.call('DELETE', `/projects/${ids[1]}`)).status).toBe(204);
    expect((await account.call('GET', `/projects/${ids[1]}`)).status).toBe(404);
    expect((await account.call('GET', '/projects?cursor=pas-un-curseur')).json).toMatchObject({
      error: { code: 'VALIDATION', message: expect.stringContaining('Curseur invalide') },
    });
    expect((await account.call('PUT', `/projects/${ids[0]}`, {})).json).toMatchObject({
      error: { code: 'VALIDATION', message: 'Aucune modification à enregistrer' },
    });
  });

  it('lire les fichiers, écrire une nouvelle version avec baseVersion, et recevoir 409 sur une base dépassée', async () => {
    const account = await newAccount();
    const id = ((await account.call('POST', '/projects', { title: 'Fichiers', files: APP })).json!.project as { id: string }).id;
    expect((await account.call('GET', `/projects/${id}/files`)).json).toEqual({ version: 1, files: APP });
    const next = { ...APP, 'src/data.ts': 'export const notes = [];\n' };
    const saved = await account.call('PUT', `/projects/${id}/files`, { baseVersion: 1, files: next, summary: 'Depuis mon script' });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ version: { number: 2, fileCount: 2 } });
    const stale = await account.call('PUT', `/projects/${id}/files`, { baseVersion: 1, files: APP });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: { code: 'CONFLICT' } });
    expect((await account.call('GET', `/projects/${id}/files?version=1`)).json).toEqual({ version: 1, files: APP });
    expect((await account.call('GET', `/projects/${id}/files?version=9`)).status).toBe(404);
    expect((await account.call('GET', `/projects/${id}/versions`)).json).toMatchObject({
      versions: [{ number: 2, summary: 'Depuis mon script', author: 'user' }, { number: 1 }],
    });
  });

  it('une génération répond les mêmes événements que le studio en SSE, et le résultat en JSON avec ?wait=true', async () => {
    const account = await newAccount();
    const id = ((await account.call('POST', '/projects', { title: 'Généré' })).json!.project as { id: string }).id;
    const response = await fetch(`${server.url}/v1/projects/${id}/generations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Une application pour noter mes recettes de cuisine' }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readGenerationEvents(response);
    expect(events[0]?.type).toBe('start');
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', versionNumber: 2 });

    const waited = await account.call('POST', `/projects/${id}/generations?wait=true`, { message: 'Ajoute une page contact' });
    expect(waited.status).toBe(200);
    expect(waited.json).toMatchObject({ versionNumber: 3, filesChanged: expect.arrayContaining([expect.any(String)]) });
    expect((await account.call('GET', `/projects/${id}/files`)).json!.version).toBe(3);
  });

  it("un build se lance, se suit et se télécharge par l'API", async () => {
    const account = await newAccount();
    const id = ((await account.call('POST', '/projects', { title: 'Construit', files: APP })).json!.project as { id: string }).id;
    const started = await account.call('POST', `/projects/${id}/builds`, { platform: 'source' });
    expect(started.status).toBe(201);
    const buildId = (started.json!.build as { id: string }).id;
    await vi.waitFor(
      async () => expect(((await account.call('GET', `/builds/${buildId}`)).json!.build as { status: string }).status).toBe('completed'),
      { timeout: 30_000, interval: 100 },
    );
    const artifact = await fetch(`${server.url}/v1/builds/${buildId}/artifact`, { headers: { authorization: `Bearer ${account.key}` } });
    expect(artifact.status).toBe(200);
    const files = unzipSync(new Uint8Array(await artifact.arrayBuffer()));
    expect(Object.keys(files).some((path) => path.endsWith('src/App.tsx'))).toBe(true);
    expect(strFromU8(files[Object.keys(files).find((path) => path.endsWith('src/App.tsx'))!]!)).toContain('Mon carnet');
  });

  it("la clé d'une autre personne reçoit 404 sur chacun de mes projets et builds, sans rien changer", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const id = ((await owner.call('POST', '/projects', { title: 'À moi', files: APP })).json!.project as { id: string }).id;
    const buildId = ((await owner.call('POST', `/projects/${id}/builds`, { platform: 'source' })).json!.build as { id: string }).id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/projects/${id}`],
      ['PUT', `/projects/${id}`, { title: 'Pris' }],
      ['PUT', `/projects/${id}`, { isFavorite: true }],
      ['DELETE', `/projects/${id}`],
      ['GET', `/projects/${id}/files`],
      ['PUT', `/projects/${id}/files`, { baseVersion: 1, files: APP }],
      ['GET', `/projects/${id}/versions`],
      ['POST', `/projects/${id}/generations?wait=true`, { message: 'Ajoute une page contact' }],
      ['POST', `/projects/${id}/builds`, { platform: 'source' }],
      ['GET', `/builds/${buildId}`],
      ['GET', `/builds/${buildId}/artifact`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await other.call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.text, `${method} ${path}`).not.toContain('À moi');
    }
    expect((await owner.call('GET', `/projects/${id}`)).json!.project).toMatchObject({
      title: 'À moi',
      isFavorite: false,
      versionNumber: 1,
    });
    expect((await other.call('GET', '/projects')).json).toEqual({ projects: [], nextCursor: null });
  });
});

describe('Limites de requêtes', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ API_RATE_LIMIT_FREE: '3', API_RATE_LIMIT_PRO: '5' }, { rateLimits: { signUp: 100, signIn: 100 } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("au-delà de la limite de l'offre, une clé reçoit 429 avec Retry-After et les en-têtes RateLimit, et une autre clé garde son compte", async () => {
    const account = await newAccount(() => limited.url);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await account.call('GET', '/projects');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('3');
      remaining.push(response.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await account.call('GET', '/projects');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('ratelimit-reset'))).toBe(retryAfter);
    expect(refused.json).toMatchObject({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Limite de 3 requêtes par heure atteinte pour cette clé : réessayez après \d{2}:\d{2} \(UTC\)\.$/),
        retryAt: expect.any(String),
      },
    });

    const second = await account.session.post('/api/api-keys', { name: 'Deuxième clé', expiresInDays: null });
    const other = await fetch(`${limited.url}/v1/projects`, { headers: { authorization: `Bearer ${String(second.json!.key)}` } });
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe('2');
  });

  it('une clé Pro a la limite Pro, et les requêtes d’un administrateur ne sont pas limitées', async () => {
    const pro = await newAccount(() => limited.url);
    const [proRow] = await limited.server.deps.database.db
      .select({ userId: apiKeys.userId })
      .from(apiKeys)
      .where(eq(apiKeys.id, pro.keyId));
    await limited.server.deps.database.db.insert(userRoles).values({ userId: proRow!.userId, role: 'premium' });
    expect((await pro.call('GET', '/projects')).headers.get('ratelimit-limit')).toBe('5');
    expect((await pro.session.get('/api/api-keys')).json!.hourlyLimit).toBe(5);

    const admin = await newAccount(() => limited.url);
    const [adminRow] = await limited.server.deps.database.db
      .select({ userId: apiKeys.userId })
      .from(apiKeys)
      .where(eq(apiKeys.id, admin.keyId));
    await limited.server.deps.database.db.insert(userRoles).values({ userId: adminRow!.userId, role: 'admin' });
    for (let i = 0; i < 8; i++) {
      const response = await admin.call('GET', '/projects');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBeNull();
    }
  });
});

it('le document OpenAPI est servi sans clé, et une adresse inconnue de /v1 répond 404 au format de l’API', async () => {
  const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
    openapi: string;
    paths: Record<string, unknown>;
    servers: { url: string }[];
  };
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.servers[0]!.url).toBe(`${server.url}/v1`);
  expect(Object.keys(doc.paths).sort()).toEqual([
    '/builds/{id}',
    '/builds/{id}/artifact',
    '/projects',
    '/projects/{id}',
    '/projects/{id}/builds',
    '/projects/{id}/files',
    '/projects/{id}/generations',
    '/projects/{id}/versions',
  ]);
  const unknown = await fetch(`${server.url}/v1/adresse-inconnue`);
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});
