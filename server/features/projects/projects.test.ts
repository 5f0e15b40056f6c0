import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, fileBlobs, projectMessages, projects, projectVersions, userRoles, users } from '../../db/schema.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.server.deps.database.db;

async function newUser(options: { premium?: boolean } = {}) {
  const email = `projets${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-projets')).status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (options.premium) await db().insert(userRoles).values({ userId: user!.id, role: 'premium' });
  return { client, id: user!.id };
}

async function createProject(client: ReturnType<typeof createHttpClient>, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/projects', { title: 'Mon projet', ...body });
  expect(response.status).toBe(201);
  return (response.json as { project: { id: string; versionNumber: number; updatedAt: string } }).project;
}

describe('projets : création, lecture, liste', () => {
  it('un utilisateur crée un projet avec ses fichiers et sa première idée, puis le retrouve dans sa liste', async () => {
    const { client } = await newUser();
    const project = await createProject(client, {
      title: '  Carnet de recettes  ',
      description: 'Mes recettes préférées',
      projectType: 'mobile',
      framework: 'vue',
      status: 'generating',
      files: { 'src/App.tsx': 'export default function App() { return null; }' },
      firstMessage: 'Une application de recettes avec favoris',
    });
    expect(project.versionNumber).toBe(1);

    const detail = await client.get(`/api/projects/${project.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({
      project: { title: 'Carnet de recettes', projectType: 'mobile', framework: 'vue', status: 'generating', isFavorite: false },
      files: { 'src/App.tsx': 'export default function App() { return null; }' },
      messages: [{ role: 'user', content: 'Une application de recettes avec favoris' }],
    });
    expect((detail.json?.project as { lastAccessedAt: string | null }).lastAccessedAt).not.toBeNull();

    const list = await client.get('/api/projects');
    expect((list.json?.projects as { id: string }[]).map((p) => p.id)).toEqual([project.id]);
  });

  it('sans type ni framework, le projet est web + react, en brouillon', async () => {
    const { client } = await newUser();
    const project = await createProject(client, { title: 'Simple' });
    const detail = await client.get(`/api/projects/${project.id}`);
    expect(detail.json?.project).toMatchObject({ projectType: 'web', framework: 'react', status: 'draft' });
  });

  it('code_files envoyé en texte JSON est lu ; un texte illisible donne un projet vide', async () => {
    const { client } = await newUser({ premium: true });
    const fromText = await createProject(client, { files: JSON.stringify({ 'index.html': '<h1>Salut</h1>' }) });
    expect((await client.get(`/api/projects/${fromText.id}`)).json?.files).toEqual({ 'index.html': '<h1>Salut</h1>' });
    const broken = await createProject(client, { files: '{pas du json' });
    expect((await client.get(`/api/projects/${broken.id}`)).json?.files).toEqual({});
  });

  it('un nom vide est refusé en 400 avec un message en français', async () => {
    const { client } = await newUser();
    const response = await client.post('/api/projects', { title: '   ' });
    expect(response.status).toBe(400);
    expect(response.json?.message).toContain('Le nom du projet est requis');
  });
});

describe('projets : isolation entre utilisateurs', () => {
  it("l'utilisateur B reçoit 404 sur chaque route du projet de A, et la base ne change pas", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const project = await createProject(alice.client, { files: { 'a.txt': 'secret' } });
    const before = await db().select().from(projects).where(eq(projects.id, project.id));
    const versionsBefore = await db().select({ value: count() }).from(projectVersions).where(eq(projectVersions.projectId, project.id));

    const attempts = [
      bob.client.get(`/api/projects/${project.id}`),
      bob.client.request('PATCH', `/api/projects/${project.id}`, { title: 'Volé' }),
      bob.client.request('PUT', `/api/projects/${project.id}/favorite`, { isFavorite: true }),
      bob.client.request('DELETE', `/api/projects/${project.id}`),
      bob.client.get(`/api/projects/${project.id}/versions`),
      bob.client.get(`/api/projects/${project.id}/versions/1`),
      bob.client.post(`/api/projects/${project.id}/versions`, { baseVersion: 1, files: { 'a.txt': 'écrasé' } }),
      bob.client.post(`/api/projects/${project.id}/versions/1/restore`, { baseVersion: 1 }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.json?.message).toBe("Projet introuvable : le projet demandé n'existe pas.");
    }
    expect((await bob.client.get('/api/projects')).json?.projects).toEqual([]);
    expect(await db().select().from(projects).where(eq(projects.id, project.id))).toEqual(before);
    expect(await db().select({ value: count() }).from(projectVersions).where(eq(projectVersions.projectId, project.id))).toEqual(
      versionsBefore,
    );
  });

  it('un identifiant qui n’est pas un UUID reçoit 400', async () => {
    const { client } = await newUser();
    const response = await client.get('/api/projects/pas-un-uuid');
    expect(response.status).toBe(400);
    expect(response.json?.message).toContain('Identifiant de projet invalide');
  });

  it('sans session, les routes des projets répondent 401', async () => {
    expect((await createHttpClient(server.url).get('/api/projects')).status).toBe(401);
  });
});

describe('projets : versions', () => {
  it('chaque sauvegarde crée une version ; une sauvegarde sur une version périmée reçoit 409 et n’écrase rien', async () => {
    const { client } = await newUser();
    const project = await createProject(client, { files: { 'src/App.tsx': 'v1', 'README.md': 'lisez-moi' } });

    const saved = await client.post(`/api/projects/${project.id}/versions`, {
      baseVersion: 1,
      files: { 'src/App.tsx': 'v2', 'README.md': 'lisez-moi' },
      summary: 'Titre en violet',
    });
    expect(saved.status).toBe(201);
    expect(saved.json?.version).toMatchObject({ number: 2, fileCount: 2 });

    const stale = await client.post(`/api/projects/${project.id}/versions`, { baseVersion: 1, files: { 'src/App.tsx': 'autre onglet' } });
    expect(stale.status).toBe(409);
    expect(stale.json?.message).toContain('version 2');
    expect((await client.get(`/api/projects/${project.id}`)).json?.files).toEqual({ 'src/App.tsx': 'v2', 'README.md': 'lisez-moi' });
  });

  it('restaurer une ancienne version crée une nouvelle version avec ses fichiers ; rien n’est perdu', async () => {
    const { client } = await newUser();
    const project = await createProject(client, { files: { 'src/App.tsx': 'premier jet' } });
    await client.post(`/api/projects/${project.id}/versions`, { baseVersion: 1, files: { 'src/App.tsx': 'deuxième jet' } });

    const restored = await client.post(`/api/projects/${project.id}/versions/1/restore`, { baseVersion: 2 });
    expect(restored.status).toBe(201);
    expect(restored.json?.version).toMatchObject({ number: 3 });
    expect((await client.get(`/api/projects/${project.id}`)).json?.files).toEqual({ 'src/App.tsx': 'premier jet' });

    const versions = (await client.get(`/api/projects/${project.id}/versions`)).json?.versions as {
      number: number;
      summary: string;
      author: string;
    }[];
    expect(versions.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(versions[0]).toMatchObject({ summary: 'Restauration de la version 1', author: 'user' });
    expect((await client.get(`/api/projects/${project.id}/versions/2`)).json?.files).toEqual({ 'src/App.tsx': 'deuxième jet' });
    expect((await client.get(`/api/projects/${project.id}/versions/9`)).status).toBe(404);
  });

  it("un fichier inchangé d'une version à l'autre n'est stocké qu'une fois", async () => {
    const { client } = await newUser();
    const big = `// ${'contenu unique '.repeat(50)} ${Date.now()}`;
    const project = await createProject(client, { files: { 'src/big.ts': big, 'src/App.tsx': 'a' } });
    for (let version = 1; version <= 3; version++) {
      await client.post(`/api/projects/${project.id}/versions`, {
        baseVersion: version,
        files: { 'src/big.ts': big, 'src/App.tsx': `a${version}` },
      });
    }
    const [stored] = await db().select({ value: count() }).from(fileBlobs).where(eq(fileBlobs.content, big));
    expect(stored?.value).toBe(1);
  });
});

describe('projets : fichiers refusés', () => {
  it.each([
    ['/etc/passwd', 'doit être relatif'],
    ['../secret.txt', 'ne peut pas contenir ..'],
    ['src\\App.tsx', 'barre oblique inverse'],
    ['src/a\0.ts', 'caractère nul'],
    [`src/${'a'.repeat(300)}.ts`, 'dépasse 300 caractères'],
  ])('le chemin %j est refusé en 400 avec un message en français', async (path, message) => {
    const { client } = await newUser({ premium: true });
    const response = await client.post('/api/projects', { title: 'Chemins', files: { [path]: 'x' } });
    expect(response.status).toBe(400);
    expect(response.json?.message).toContain(message);
  });

  it('plus de 500 fichiers ou plus de 5 Mo reçoivent 413, et la version en place ne bouge pas', async () => {
    const { client } = await newUser();
    const project = await createProject(client, { files: { 'a.txt': 'garde-moi' } });
    const tooMany = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}.txt`, 'x']));
    const many = await client.post(`/api/projects/${project.id}/versions`, { baseVersion: 1, files: tooMany });
    expect(many.status).toBe(413);
    expect(many.json?.message).toContain('500 fichiers');

    const huge = await client.post(`/api/projects/${project.id}/versions`, { baseVersion: 1, files: { 'big.txt': 'é'.repeat(2_700_000) } });
    expect(huge.status).toBe(413);
    expect(huge.json?.message).toBe('Le projet dépasse la taille maximale de 5 Mo.');
    expect((await client.get(`/api/projects/${project.id}`)).json?.files).toEqual({ 'a.txt': 'garde-moi' });
  });
});

describe('projets : offre gratuite', () => {
  it("la 4e création sur l'offre Gratuite est refusée avec un message qui mène à l'offre Pro", async () => {
    const { client } = await newUser();
    for (let i = 0; i < 3; i++) await createProject(client, { title: `Projet ${i}` });
    const fourth = await client.post('/api/projects', { title: 'Un de trop' });
    expect(fourth.status).toBe(403);
    expect(fourth.json?.message).toContain('offre Pro');
    expect((await client.get('/api/projects')).json?.projects).toHaveLength(3);
  });

  it('deux créations simultanées ne dépassent pas la limite', async () => {
    const { client } = await newUser();
    await createProject(client);
    await createProject(client);
    const results = await Promise.all([client.post('/api/projects', { title: 'A' }), client.post('/api/projects', { title: 'B' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
  });

  it('un compte premium n’a pas de limite', async () => {
    const { client } = await newUser({ premium: true });
    for (let i = 0; i < 5; i++) await createProject(client, { title: `Projet ${i}` });
    expect((await client.get('/api/projects')).json?.projects).toHaveLength(5);
  });
});

describe('projets : modifier, favori, supprimer', () => {
  it('renommer et changer les réglages met à jour le projet et laisse une trace dans le journal', async () => {
    const { client, id } = await newUser();
    const project = await createProject(client, { title: 'Ancien nom' });
    const response = await client.request('PATCH', `/api/projects/${project.id}`, {
      title: 'Nouveau nom',
      framework: 'svelte',
      status: 'active',
    });
    expect(response.status).toBe(200);
    expect(response.json?.project).toMatchObject({ title: 'Nouveau nom', framework: 'svelte', status: 'active' });
    const [row] = await db().select().from(auditLogs).where(eq(auditLogs.resourceId, project.id)).orderBy(auditLogs.createdAt);
    expect(row).toMatchObject({ userId: id, action: 'create', resourceType: 'project' });
    const updates = await db().select().from(auditLogs).where(eq(auditLogs.action, 'update'));
    expect(updates.find((u) => u.resourceId === project.id)).toMatchObject({
      oldValues: { title: 'Ancien nom', framework: 'react', status: 'draft' },
      newValues: { title: 'Nouveau nom', framework: 'svelte', status: 'active' },
    });
  });

  it('le favori se met et s’enlève sans changer la date de dernière modification', async () => {
    const { client } = await newUser();
    const project = await createProject(client);
    const on = await client.request('PUT', `/api/projects/${project.id}/favorite`, { isFavorite: true });
    expect(on.json?.project).toMatchObject({ isFavorite: true, updatedAt: project.updatedAt });
    const off = await client.request('PUT', `/api/projects/${project.id}/favorite`, { isFavorite: false });
    expect(off.json?.project).toMatchObject({ isFavorite: false });
  });

  it('supprimer un projet efface aussi ses versions et son chat', async () => {
    const { client } = await newUser();
    const project = await createProject(client, { files: { 'a.txt': 'a' }, firstMessage: 'idée' });
    expect((await client.request('DELETE', `/api/projects/${project.id}`)).status).toBe(204);
    expect((await client.get(`/api/projects/${project.id}`)).status).toBe(404);
    expect(await db().select().from(projectVersions).where(eq(projectVersions.projectId, project.id))).toEqual([]);
    expect(await db().select().from(projectMessages).where(eq(projectMessages.projectId, project.id))).toEqual([]);
  });
});

describe('tableau de bord', () => {
  it('affiche les vrais chiffres de l’utilisateur : projets par statut, dernière activité, projets récents', async () => {
    const { client } = await newUser({ premium: true });
    const empty = await client.get('/api/dashboard');
    expect(empty.json).toMatchObject({
      projects: { total: 0 },
      aiGenerations: 0,
      publishedApps: 0,
      visits30d: 0,
      lastActivityAt: null,
      recentProjects: [],
    });

    const a = await createProject(client, { title: 'A' });
    await createProject(client, { title: 'B', status: 'generating' });
    await client.request('PATCH', `/api/projects/${a.id}`, { status: 'active' });
    const stats = await client.get('/api/dashboard');
    expect(stats.json).toMatchObject({
      projects: { total: 2, byStatus: { active: 1, generating: 1, draft: 0, completed: 0, archived: 0 } },
    });
    expect((stats.json?.recentProjects as { title: string }[]).map((p) => p.title)).toEqual(['A', 'B']);
    expect(stats.json?.lastActivityAt).not.toBeNull();
  });
});
