import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Build } from '../../../common/builds.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';
import { builds, userRoles, users } from '../../db/schema.js';
import { startServer } from '../../server.js';

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

async function newUser(options: { premium?: boolean } = {}) {
  const email = `builds${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-builds')).status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (options.premium) await db().insert(userRoles).values({ userId: user!.id, role: 'premium' });
  return { client, id: user!.id };
}

async function newProject(client: Client, title = 'Boulangerie du coin') {
  const response = await client.post('/api/projects', {
    title,
    files: { 'src/App.tsx': 'export default function App() { return <h1>Pains et viennoiseries</h1>; }\n' },
  });
  expect(response.status).toBe(201);
  return (response.json as { project: { id: string } }).project.id;
}

/** Reads the build until it has ended, as the page does. */
async function waitForEnd(client: Client, id: string): Promise<Build> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { build } = (await client.get(`/api/builds/${id}`)).json as { build: Build };
    if (build.status === 'completed' || build.status === 'failed' || Date.now() > deadline) return build;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function download(client: Client, path: string) {
  const response = await fetch(server.url + path, {
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
}

describe('builds par la file de tâches', () => {
  it('un utilisateur lance un build « source » de son projet : la file le prend, il avance, se termine, et son zip se télécharge', async () => {
    const { client } = await newUser();
    const projectId = await newProject(client);
    const started = await client.post('/api/builds', { projectId, platform: 'source' });
    expect(started.status).toBe(201);
    const { build } = started.json as { build: Build };
    expect(build).toMatchObject({
      projectId,
      projectTitle: 'Boulangerie du coin',
      versionNumber: 1,
      platform: 'source',
      artifactLabel: null,
    });
    expect(['pending', 'building', 'completed']).toContain(build.status);

    const ended = await waitForEnd(client, build.id);
    expect(ended).toMatchObject({ status: 'completed', progress: 100, stage: 'Terminé', error: null, artifactLabel: 'Code source (.zip)' });
    expect(ended.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(ended.log).toContain('Assemblage du projet Vite (50 %)');
    const artifact = await download(client, `/api/builds/${build.id}/artifact`);
    expect(artifact.status).toBe(200);
    expect(artifact.headers.get('content-disposition')).toBe('attachment; filename="boulangerie-du-coin.zip"');
    expect(artifact.body.byteLength).toBe(ended.fileSize);
    const files = unzipSync(artifact.body);
    expect(strFromU8(files['boulangerie-du-coin/src/App.tsx']!)).toContain('Pains et viennoiseries');
    expect(files['boulangerie-du-coin/vite.config.ts']).toBeDefined();

    const list = (await client.get('/api/builds')).json as { builds: Build[] };
    expect(list.builds.map((item) => item.id)).toEqual([build.id]);
  });

  it("le build d'un autre utilisateur et son fichier sont introuvables ; un visiteur reçoit 401", async () => {
    const owner = await newUser();
    const projectId = await newProject(owner.client);
    const { build } = (await owner.client.post('/api/builds', { projectId, platform: 'source' })).json as { build: Build };
    await waitForEnd(owner.client, build.id);

    const other = await newUser();
    expect((await other.client.get(`/api/builds/${build.id}`)).status).toBe(404);
    const stolen = await download(other.client, `/api/builds/${build.id}/artifact`);
    expect(stolen.status).toBe(404);
    expect(stolen.headers.get('content-type')).not.toBe('application/zip');
    expect(((await other.client.get('/api/builds')).json as { builds: Build[] }).builds).toEqual([]);
    expect((await other.client.post('/api/builds', { projectId, platform: 'source' })).status).toBe(404);
    expect((await createHttpClient(server.url).get(`/api/builds/${build.id}`)).status).toBe(401);
  });

  it("l'offre Gratuite permet 5 builds par projet et refuse le 6e en français ; un compte Pro n'a pas de limite", async () => {
    const free = await newUser();
    const projectId = await newProject(free.client);
    for (let i = 0; i < 5; i++) expect((await free.client.post('/api/builds', { projectId, platform: 'source' })).status).toBe(201);
    const sixth = await free.client.post('/api/builds', { projectId, platform: 'source' });
    expect(sixth.status).toBe(403);
    expect(sixth.json).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        "Vous avez atteint la limite de 5 builds pour ce projet avec l'offre Gratuite (chaque publication est un build web). Passez à l'offre Pro pour des builds illimités.",
    });

    const pro = await newUser({ premium: true });
    const proProject = await newProject(pro.client);
    for (let i = 0; i < 6; i++)
      expect((await pro.client.post('/api/builds', { projectId: proProject, platform: 'source' })).status).toBe(201);
  });

  it('une plateforme inconnue, une version inexistante ou un identifiant invalide reçoivent un message en français', async () => {
    const { client } = await newUser();
    const projectId = await newProject(client);
    for (const platform of ['exe', 'WEB', '']) {
      const refused = await client.post('/api/builds', { projectId, platform });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('Plateforme inconnue : choisissez web, android, ios ou source.');
    }
    const missing = await client.post('/api/builds', { projectId, versionNumber: 9, platform: 'source' });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ message: "La version 9 de ce projet n'existe pas." });
    expect((await client.get('/api/builds/pas-un-id')).status).toBe(400);
    expect(((await client.get('/api/builds')).json as { builds: Build[] }).builds).toEqual([]);
  });
  it("le build d'un projet supprimé avant son tour finit « Échec » avec la raison, sans nouvel essai, et reste dans la liste sous « Projet inconnu »", async () => {
    const { client, id: userId } = await newUser();
    const projectId = await newProject(client, 'Projet éphémère');
    // Recorded as a build whose project is then deleted before the worker reaches it.
    const [row] = await db()
      .insert(builds)
      .values({ projectId: null, userId, buildPlatform: 'source', buildStatus: 'pending', versionNumber: 1, stage: 'En attente' })
      .returning();
    await server.server.deps.jobs.send('builds', { buildId: row!.id }, { id: row!.id });
    const ended = await waitForEnd(client, row!.id);
    expect(ended).toMatchObject({ status: 'failed', stage: 'Échec', error: 'Le projet de ce build a été supprimé.', projectTitle: null });
    expect(ended.log.match(/Erreur :/g)).toHaveLength(1);
    expect((await client.get(`/api/builds/${row!.id}/artifact`)).status).toBe(404);
    expect(projectId).toBeTruthy();
  });
});

describe('builds et redémarrage', () => {
  it('un build resté « en attente » sans tâche (serveur arrêté entre la demande et la file) se termine au redémarrage suivant', async () => {
    const first = await startTestServer();
    let second: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const client = createHttpClient(first.url);
      expect((await client.signUp(`redemarrage-${Date.now()}@exemple.fr`, 'motdepasse-builds')).status).toBe(200);
      const projectId = (
        await client.post('/api/projects', {
          title: 'Reprise',
          files: { 'src/App.tsx': 'export default function App() { return null; }\n' },
        })
      ).json as { project: { id: string } };
      const database = first.server.deps.database.db;
      const [owner] = await database.select({ id: users.id }).from(users).limit(1);
      // What a server stopped right after recording the build leaves: the row, and no job in the queue.
      const [orphan] = await database
        .insert(builds)
        .values({
          projectId: projectId.project.id,
          userId: owner!.id,
          buildPlatform: 'source',
          buildStatus: 'pending',
          versionNumber: 1,
          stage: 'En attente',
        })
        .returning();
      await first.server.close();

      second = await startServer(first.server.deps.config);
      const db2 = second.deps.database.db;
      const deadline = Date.now() + 30_000;
      let status = 'pending';
      while (status !== 'completed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await db2.select({ status: builds.buildStatus }).from(builds).where(eq(builds.id, orphan!.id)))[0]!.status;
      }
      expect(status).toBe('completed');
    } finally {
      await second?.close();
      await first.close();
    }
  });
});
