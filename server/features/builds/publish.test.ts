import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Build } from '../../../common/builds.js';
import type { Publication } from '../../../common/publishing.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { RECIPES_APP } from '../../../tests/support/sample-apps.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';
import { builds, userRoles, users } from '../../db/schema.js';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.server.deps.database.db;
type Client = ReturnType<typeof createHttpClient>;

async function newUser() {
  const email = `publie${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-publie')).status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  // Publishing counts as builds: the free plan's 5 per project would end these tests early.
  await db().insert(userRoles).values({ userId: user!.id, role: 'premium' });
  return { client, id: user!.id };
}

async function newProject(client: Client, title: string, files = RECIPES_APP) {
  const response = await client.post('/api/projects', { title, files });
  expect(response.status).toBe(201);
  return (response.json as { project: { id: string } }).project.id;
}

/** Reads the publication until its web build has ended, as the publish dialog does. */
async function waitForPublication(client: Client, projectId: string): Promise<Publication> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { publication } = (await client.get(`/api/projects/${projectId}/publication`)).json as { publication: Publication };
    if ((publication.state !== 'publishing' && !publication.pendingBuildId) || Date.now() > deadline) return publication;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const visit = (path: string) => fetch(server.contentUrl + path, { redirect: 'manual' });

describe('publier une application', () => {
  it("« Publier » construit la version web et la sert sur l'origine des contenus à /a/{slug}/, avec ses routes, sa CSP et ses visites comptées", async () => {
    const { client } = await newUser();
    const projectId = await newProject(client, 'Carnet de recettes');
    const started = await client.post(`/api/projects/${projectId}/publication`, { slug: 'carnet-de-recettes' });
    expect(started.status).toBe(202);
    expect((started.json as { publication: Publication }).publication).toMatchObject({
      slug: 'carnet-de-recettes',
      state: 'publishing',
      versionNumber: null,
    });

    const publication = await waitForPublication(client, projectId);
    expect(publication).toMatchObject({
      state: 'published',
      versionNumber: 1,
      url: `${server.contentUrl}/a/carnet-de-recettes/`,
      lastError: null,
      pendingBuildId: null,
    });

    const page = await visit('/a/carnet-de-recettes/');
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src ${server.contentUrl}/a/carnet-de-recettes/`);
    expect(csp).not.toContain("'unsafe-eval'");
    const html = await page.text();
    expect(html).toContain('<base href="/a/carnet-de-recettes/">');
    expect(html).toContain('<script src="/a/carnet-de-recettes/_lumi/isolation.js"></script>');
    const script = /src="(assets\/index-[^"]+\.js)"/.exec(html)![1]!;
    const asset = await visit(`/a/carnet-de-recettes/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('Kouign-amann');

    // The app's own route is the app's page; a missing file is a 404, not the page.
    expect(await (await visit('/a/carnet-de-recettes/favoris')).text()).toBe(html);
    expect((await visit('/a/carnet-de-recettes/assets/absent.js')).status).toBe(404);
    expect((await visit('/a/carnet-de-recettes')).headers.get('location')).toBe('/a/carnet-de-recettes/');
    expect((await visit('/a/carnet-de-recettes/manifest.webmanifest')).headers.get('content-type')).toContain('application/manifest+json');

    const after = (await client.get(`/api/projects/${projectId}/publication`)).json as { publication: Publication };
    expect(after.publication.visits30d).toBe(2);
    // The owner sees the same count on the project list and the dashboard.
    const listed = (await client.get('/api/projects')).json as {
      projects: { id: string; publishedUrl: string | null; visits30d: number | null }[];
    };
    expect(listed.projects.find((project) => project.id === projectId)).toMatchObject({ publishedUrl: publication.url, visits30d: 2 });
    expect((await client.get('/api/dashboard')).json).toMatchObject({ publishedApps: 1, visits30d: 2 });
    // The app origin never serves it.
    expect((await fetch(`${server.url}/a/carnet-de-recettes/`)).headers.get('content-security-policy')).not.toContain('carnet-de-recettes');
  });

  it("republier sert la nouvelle version d'un coup ; la page de l'ancienne trouve encore ses fichiers ; dépublier répond 404", async () => {
    const { client } = await newUser();
    const projectId = await newProject(client, 'Recettes v2');
    await client.post(`/api/projects/${projectId}/publication`, { slug: 'recettes-v2' });
    await waitForPublication(client, projectId);
    const oldHtml = await (await visit('/a/recettes-v2/')).text();
    const oldScript = /src="(assets\/index-[^"]+\.js)"/.exec(oldHtml)![1]!;

    const saved = await client.post(`/api/projects/${projectId}/versions`, {
      baseVersion: 1,
      files: { ...RECIPES_APP, 'src/data/recettes.json': JSON.stringify(['Galette complète']) },
    });
    expect(saved.status).toBe(201);
    expect((await client.post(`/api/projects/${projectId}/publication`, { slug: 'recettes-v2' })).status).toBe(202);
    const republished = await waitForPublication(client, projectId);
    expect(republished).toMatchObject({ state: 'published', versionNumber: 2 });
    const newHtml = await (await visit('/a/recettes-v2/')).text();
    const newScript = /src="(assets\/index-[^"]+\.js)"/.exec(newHtml)![1]!;
    expect(newScript).not.toBe(oldScript);
    expect(await (await visit(`/a/recettes-v2/${newScript}`)).text()).toContain('Galette complète');
    expect((await visit(`/a/recettes-v2/${oldScript}`)).status).toBe(200);

    const removed = await client.request('DELETE', `/api/projects/${projectId}/publication`);
    expect(removed.status).toBe(200);
    expect((await visit('/a/recettes-v2/')).status).toBe(404);
    expect((await visit(`/a/recettes-v2/${newScript}`)).status).toBe(404);
    expect(((await client.get(`/api/projects/${projectId}/publication`)).json as { publication: null }).publication).toBeNull();
  });

  it('un autre utilisateur ne peut ni publier mon projet, ni lire sa publication, ni prendre mon adresse', async () => {
    const owner = await newUser();
    const projectId = await newProject(owner.client, 'Mon adresse');
    await owner.client.post(`/api/projects/${projectId}/publication`, { slug: 'mon-adresse' });
    await waitForPublication(owner.client, projectId);

    const other = await newUser();
    expect((await other.client.post(`/api/projects/${projectId}/publication`, { slug: 'vol' })).status).toBe(404);
    expect((await other.client.get(`/api/projects/${projectId}/publication`)).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/projects/${projectId}/publication`)).status).toBe(404);
    const otherProject = await newProject(other.client, 'Imitation');
    const taken = await other.client.post(`/api/projects/${otherProject}/publication`, { slug: 'mon-adresse' });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'CONFLICT', message: "L'adresse « mon-adresse » est déjà prise : choisissez-en une autre." });
    expect(((await other.client.get('/api/builds')).json as { builds: Build[] }).builds).toEqual([]);
    expect((await visit('/a/mon-adresse/')).status).toBe(200);
  });

  it('une adresse invalide ou réservée est refusée en français', async () => {
    const { client } = await newUser();
    const projectId = await newProject(client, 'Adresses');
    const cases: [unknown, string][] = [
      ['ab', 'au moins 3 caractères'],
      ['Mon App', 'lettres minuscules sans accent'],
      ['-app', 'commencer ni finir par un tiret'],
      ['mon--app', 'deux tirets de suite'],
      ['api', 'réservée par Lumi'],
      ['x'.repeat(41), 'au plus 40 caractères'],
      [42, 'Adresse invalide'],
    ];
    for (const [slug, message] of cases) {
      const refused = await client.post(`/api/projects/${projectId}/publication`, { slug });
      expect(refused.status, String(slug)).toBe(400);
      expect(refused.text).toContain(message);
    }
    expect(((await client.get(`/api/projects/${projectId}/publication`)).json as { publication: null }).publication).toBeNull();
  });

  it('la vérification avant publication bloque une clé sk-… plantée, avec le fichier et la ligne, et ne publie rien', async () => {
    const { client } = await newUser();
    // Built at run time, so that this repository holds no key-shaped literal.
    const key = ['sk', 'proj', 'T3BlbkFJ'.repeat(6)].join('-');
    const projectId = await newProject(client, 'Clé oubliée', {
      ...RECIPES_APP,
      'src/api.ts': `// Appel au modèle\nexport const OPENAI_KEY = "${key}";\n`,
    });
    const blocked = await client.post(`/api/projects/${projectId}/publication`, { slug: 'cle-oubliee' });
    expect(blocked.status).toBe(422);
    const body = blocked.json as { code: string; message: string; details: { path: string; message: string }[] };
    expect(body.code).toBe('PUBLISH_BLOCKED');
    expect(body.details[0]!.path).toBe('src/api.ts:2');
    expect(body.details[0]!.message).toContain('src/api.ts');
    expect(JSON.stringify(body)).not.toContain(key);
    expect(((await client.get(`/api/projects/${projectId}/publication`)).json as { publication: null }).publication).toBeNull();
    expect(((await client.get('/api/builds')).json as { builds: Build[] }).builds).toEqual([]);
    expect((await visit('/a/cle-oubliee/')).status).toBe(404);
  });

  it('une application rendue privée par un administrateur, ou dont le propriétaire est suspendu depuis la console, est hors ligne', async () => {
    const { client, id } = await newUser();
    const projectId = await newProject(client, 'Hors ligne');
    await client.post(`/api/projects/${projectId}/publication`, { slug: 'hors-ligne' });
    await waitForPublication(client, projectId);
    expect((await visit('/a/hors-ligne/')).status).toBe(200);
    const administrator = await newUser();
    await db().insert(userRoles).values({ userId: administrator.id, role: 'admin' });
    const hide = (isPublic: boolean) => administrator.client.request('PUT', `/api/admin/projects/${projectId}/visibility`, { isPublic });
    expect((await hide(false)).status).toBe(200);
    expect((await visit('/a/hors-ligne/')).status).toBe(404);
    // Unpublishing and publishing again does not lift the administrator's decision.
    expect((await client.request('DELETE', `/api/projects/${projectId}/publication`)).status).toBe(200);
    await client.post(`/api/projects/${projectId}/publication`, { slug: 'hors-ligne' });
    await waitForPublication(client, projectId);
    expect((await visit('/a/hors-ligne/')).status).toBe(404);
    expect((await hide(true)).status).toBe(200);
    expect((await visit('/a/hors-ligne/')).status).toBe(200);
    expect((await administrator.client.post(`/api/admin/users/${id}/suspension`, { reason: 'essai' })).status).toBe(200);
    expect((await visit('/a/hors-ligne/')).status).toBe(404);
    expect((await administrator.client.request('DELETE', `/api/admin/users/${id}/suspension`)).status).toBe(200);
    expect((await visit('/a/hors-ligne/')).status).toBe(200);
  });

  it('la publication qui échoue (code qui ne se construit pas) le dit, et la version en ligne reste servie', async () => {
    const { client } = await newUser();
    const projectId = await newProject(client, 'Reste en ligne');
    await client.post(`/api/projects/${projectId}/publication`, { slug: 'reste-en-ligne' });
    await waitForPublication(client, projectId);
    await client.post(`/api/projects/${projectId}/versions`, {
      baseVersion: 1,
      files: {
        ...RECIPES_APP,
        'src/App.tsx': "import axios from 'axios';\nexport default function App() { return <p>{String(axios)}</p>; }\n",
      },
    });
    await client.post(`/api/projects/${projectId}/publication`, { slug: 'reste-en-ligne' });
    const publication = await waitForPublication(client, projectId);
    expect(publication).toMatchObject({ state: 'published', versionNumber: 1 });
    expect(publication.lastError).toContain("src/App.tsx, ligne 1 : Le paquet « axios » n'est pas disponible");
    expect(await (await visit('/a/reste-en-ligne/')).text()).toContain('<base href="/a/reste-en-ligne/">');
    const [failed] = await db().select().from(builds).where(eq(builds.publishSlug, 'reste-en-ligne')).orderBy(builds.createdAt).offset(1);
    expect(failed).toMatchObject({ buildStatus: 'failed' });
  });
});

/** A request with a Host of our choosing (fetch does not let a test set it). */
function getWithHost(url: string, host: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest({ hostname: target.hostname, port: target.port, path: target.pathname, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('une origine par application (PUBLISH_URL_TEMPLATE)', () => {
  it("avec PUBLISH_URL_TEMPLATE, l'application est servie à la racine de son propre hôte, sans partition de stockage", async () => {
    const own = await startTestServer({ PUBLISH_URL_TEMPLATE: 'http://{slug}.apps.exemple.test' });
    try {
      const client = createHttpClient(own.url);
      expect((await client.signUp(`hote-${Date.now()}@exemple.fr`, 'motdepasse-publie')).status).toBe(200);
      const created = await client.post('/api/projects', { title: 'Sur son hôte', files: RECIPES_APP });
      const projectId = (created.json as { project: { id: string } }).project.id;
      const started = await client.post(`/api/projects/${projectId}/publication`, { slug: 'sur-son-hote' });
      expect((started.json as { publication: Publication }).publication.url).toBe('http://sur-son-hote.apps.exemple.test/');
      const deadline = Date.now() + 60_000;
      let page = await getWithHost(`${own.contentUrl}/`, 'sur-son-hote.apps.exemple.test');
      while (page.status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        page = await getWithHost(`${own.contentUrl}/`, 'sur-son-hote.apps.exemple.test');
      }
      expect(page.status).toBe(200);
      expect(page.body).toContain('<base href="/">');
      expect(page.body).not.toContain('isolation.js');
      expect(String(page.headers['content-security-policy'])).toContain('script-src http://sur-son-hote.apps.exemple.test/');
      expect((await getWithHost(`${own.contentUrl}/favoris`, 'sur-son-hote.apps.exemple.test')).status).toBe(200);
      expect((await getWithHost(`${own.contentUrl}/`, 'autre-app.apps.exemple.test')).status).toBe(404);
    } finally {
      await own.close();
    }
  });
});
