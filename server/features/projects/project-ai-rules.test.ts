import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, lumiPrompts, projects, users } from '../../db/schema.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { readGenerationEvents } from '../../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

const FREE_REQUESTS = 2;
let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer(
    { AI_OFFLINE_DELAY_MS: '0', AI_FREE_DAILY_REQUESTS: String(FREE_REQUESTS) },
    { rateLimits: { signUp: 100, signIn: 100 } },
  );
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.server.deps.database.db;
type Client = ReturnType<typeof createHttpClient>;

async function newUser() {
  const email = `regles-ia${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-regles-ia')).status).toBe(200);
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return Object.assign(client, { userId: user!.id });
}

async function generate(client: Client, body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const events = await readGenerationEvents(response);
  expect(events.at(-1)?.type).toBe('done');
}

async function statusOf(client: Client, id: string) {
  return ((await client.get(`/api/projects/${id}`)).json as { project: { status: string } }).project.status;
}

async function create(client: Client, body: Record<string, unknown>) {
  const response = await client.post('/api/projects', { title: 'Mon application', ...body });
  expect(response.status).toBe(201);
  return (response.json as { project: { id: string; status: string } }).project;
}

describe('projets : une seule règle de statut après la génération', () => {
  it('un projet créé sans idée (fenêtre « Nouveau Projet ») passe de Brouillon à Actif avec la première version écrite par Lumi', async () => {
    const client = await newUser();
    const project = await create(client, {});
    expect(project.status).toBe('draft');
    await generate(client, { projectId: project.id, message: "Créer une page d'accueil moderne pour mon club de tennis" });
    expect(await statusOf(client, project.id)).toBe('active');
  });

  it('un projet créé avec une idée (accueil, générateur, fenêtre avec prompt) passe de « en génération » à Actif après sa première génération', async () => {
    const client = await newUser();
    const idea = 'Une application de recettes avec favoris et liste de courses';
    const project = await create(client, { prompt: idea, status: 'generating', firstMessage: idea });
    expect(project.status).toBe('generating');
    await generate(client, { projectId: project.id, message: idea });
    expect(await statusOf(client, project.id)).toBe('active');
  });

  it('un projet que son auteur a marqué Terminé le reste quand Lumi le modifie', async () => {
    const client = await newUser();
    const project = await create(client, {});
    expect((await client.request('PATCH', `/api/projects/${project.id}`, { status: 'completed' })).status).toBe(200);
    await generate(client, { projectId: project.id, message: 'Ajouter une page de contact' });
    expect(await statusOf(client, project.id)).toBe('completed');
  });
});

describe('projets : quota IA vérifié avant de créer un projet avec une idée', () => {
  it("un utilisateur au quota épuisé qui envoie une idée reçoit 429 avec l'heure de la prochaine requête, et aucun projet n'est créé", async () => {
    const client = await newUser();
    for (let i = 0; i < FREE_REQUESTS; i++) await generate(client, { mode: 'conversation', message: `Question ${i}` });
    const { userId } = client;
    const oldest = (
      await db()
        .select({ at: lumiPrompts.createdAt })
        .from(lumiPrompts)
        .where(eq(lumiPrompts.userId, userId))
        .orderBy(lumiPrompts.createdAt)
    )[0]!.at;

    const idea = 'Un suivi de fitness avec des défis entre amis';
    for (const body of [
      { prompt: idea, status: 'generating', firstMessage: idea },
      { prompt: idea },
      { firstMessage: idea },
      { status: 'generating' },
    ]) {
      const refused = await client.post('/api/projects', { title: 'Fitness', ...body });
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({
        code: 'QUOTA_EXCEEDED',
        retryAt: new Date(oldest.getTime() + 24 * 60 * 60 * 1000).toISOString(),
      });
      expect(refused.json?.message).toMatch(/Prochaine requête possible/);
    }
    const [owned] = await db().select({ value: count() }).from(projects).where(eq(projects.userId, userId));
    expect(owned?.value).toBe(0);
    const [audits] = await db()
      .select({ value: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, userId), eq(auditLogs.resourceType, 'project')));
    expect(audits?.value ?? 0).toBe(0);

    // Without an idea nothing calls the AI: the empty project is still created.
    expect((await create(client, {})).status).toBe('draft');
  });

  it("la génération refusée pour quota donne aussi l'heure exacte de la prochaine requête (retryAt)", async () => {
    const client = await newUser();
    for (let i = 0; i < FREE_REQUESTS; i++) await generate(client, { mode: 'conversation', message: `Bonjour ${i}` });
    const response = await fetch(`${server.url}/api/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ mode: 'conversation', message: 'Encore une' }),
    });
    expect(response.status).toBe(429);
    const body = (await response.json()) as { code: string; retryAt: string };
    expect(body.code).toBe('QUOTA_EXCEEDED');
    const retryAt = new Date(body.retryAt).getTime();
    expect(retryAt).toBeGreaterThan(Date.now() + 23.9 * 60 * 60 * 1000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
  });
});
