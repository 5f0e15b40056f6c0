import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../common/generation.js';
import { lumiAiResponses, lumiPrompts, projectVersions, userRoles, users } from '../../db/schema.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { readGenerationEvents } from '../../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0', AI_FREE_DAILY_REQUESTS: '3' }, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.server.deps.database.db;

async function newUser(options: { premium?: boolean } = {}) {
  const email = `generation${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-generation')).status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (options.premium) await db().insert(userRoles).values({ userId: user!.id, role: 'premium' });
  return { client, id: user!.id };
}

function generate(client: ReturnType<typeof createHttpClient>, body: Record<string, unknown>, signal?: AbortSignal) {
  return fetch(`${server.url}/api/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify(body),
    signal,
  });
}

async function createProject(client: ReturnType<typeof createHttpClient>, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/projects', { title: 'Projet généré', ...body });
  expect(response.status).toBe(201);
  return (response.json as { project: { id: string } }).project.id;
}

const last = (events: GenerationEvent[]) => events.at(-1)!;
const ofType = <T extends GenerationEvent['type']>(events: GenerationEvent[], type: T) =>
  events.filter((e): e is Extract<GenerationEvent, { type: T }> => e.type === type);

describe('génération hors ligne', () => {
  it('un projet décrit par une idée reçoit une application complète en direct, écrite en une seule version de Lumi', async () => {
    const { client } = await newUser({ premium: true });
    const idea = 'Créer une application de recettes avec favoris, et une liste de tâches pour la semaine';
    const projectId = await createProject(client, { status: 'generating', firstMessage: idea });
    const response = await generate(client, { projectId, message: idea });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readGenerationEvents(response);

    expect(events[0]).toMatchObject({ type: 'start', provider: 'offline', omittedFiles: [] });
    expect(ofType(events, 'file-chunk').length).toBeGreaterThan(10);
    const written = ofType(events, 'file-done').map((e) => e.path);
    expect(written).toEqual(
      expect.arrayContaining([
        'src/App.tsx',
        'src/main.tsx',
        'src/lib/storage.ts',
        'src/pages/HomePage.tsx',
        'src/pages/RecipesPage.tsx',
        'src/pages/TasksPage.tsx',
      ]),
    );
    const done = last(events);
    expect(done).toMatchObject({ type: 'done', versionNumber: 2, rejected: 0, qualityScore: 1 });

    const detail = await client.get(`/api/projects/${projectId}`);
    expect(detail.json?.project).toMatchObject({ status: 'active', versionNumber: 2 });
    expect(Object.keys(detail.json?.files as object)).toEqual(expect.arrayContaining(written));
    const messages = detail.json?.messages as { role: string; content: string }[];
    // The idea stored at creation is the question of this first turn: it is not stored twice.
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]?.content).toContain('Je crée');

    const [version] = await db()
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.projectId, projectId))
      .orderBy(projectVersions.number);
    expect(version?.number).toBe(1);
    const versions = await db().select({ value: count() }).from(projectVersions).where(eq(projectVersions.projectId, projectId));
    expect(versions[0]?.value).toBe(2);
  });

  it('les demandes suivantes modifient les fichiers existants par des modifications ciblées', async () => {
    const { client } = await newUser({ premium: true });
    const projectId = await createProject(client);
    await readGenerationEvents(
      await generate(client, { projectId, message: 'Une application de recettes avec favoris et liste de courses' }),
    );

    const contact = await readGenerationEvents(await generate(client, { projectId, message: 'Ajoute une page contact' }));
    expect(ofType(contact, 'file-done').map((e) => e.path)).toEqual(['src/pages/ContactPage.tsx']);
    expect(
      ofType(contact, 'edit-applied')
        .map((e) => e.path)
        .sort(),
    ).toEqual(['src/App.tsx', 'src/components/Navigation.tsx']);
    expect(last(contact)).toMatchObject({ type: 'done', versionNumber: 3, rejected: 0 });

    const green = await readGenerationEvents(await generate(client, { projectId, message: 'Change la couleur en vert' }));
    expect(ofType(green, 'edit-applied').map((e) => e.path)).toEqual(['src/theme.ts']);
    expect(ofType(green, 'file-done')).toEqual([]);

    const dark = await readGenerationEvents(await generate(client, { projectId, message: 'Passe en mode sombre' }));
    expect(ofType(dark, 'edit-applied')[0]?.content).toContain("page: 'bg-slate-950 text-slate-100'");

    const files = (await client.get(`/api/projects/${projectId}`)).json?.files as Record<string, string>;
    expect(files['src/theme.ts']).toContain('bg-emerald-600');
    expect(files['src/App.tsx']).toContain('<Route path="/contact" element={<ContactPage />} />');
    expect(files['src/components/Navigation.tsx']).toContain("{ to: '/contact', label: 'Contact' }");
  });

  it("deux générations en même temps sur un projet : la seconde reçoit 409, et l'annulation ne change rien au projet", async () => {
    const slow = await startTestServer({ AI_OFFLINE_DELAY_MS: '15' }, { rateLimits: { signUp: 10 } });
    try {
      const client = createHttpClient(slow.url);
      await client.signUp(`annule-${Date.now()}@exemple.fr`, 'motdepasse-annule');
      const created = await client.post('/api/projects', { title: 'Annulation' });
      const projectId = (created.json as { project: { id: string } }).project.id;
      const controller = new AbortController();
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const call = (signal?: AbortSignal) =>
        fetch(`${slow.url}/api/generate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: slow.url, cookie },
          body: JSON.stringify({ projectId, message: 'Une application de suivi de fitness avec défis entre amis' }),
          signal,
        });
      const first = await call(controller.signal);
      const seen = await readGenerationEvents(first, (e) => e.type === 'file-chunk');
      expect(seen.at(-1)?.type).toBe('file-chunk');

      const second = await call();
      expect(second.status).toBe(409);
      expect(((await second.json()) as { message: string }).message).toContain('déjà en cours');

      controller.abort();
      // The server notices the closed stream, stops the model and releases the project.
      let detail;
      for (let attempt = 0; attempt < 50; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        detail = await client.get(`/api/projects/${projectId}`);
        const again = await call();
        if (again.status === 200) {
          await again.body?.cancel();
          break;
        }
      }
      expect(detail?.json).toMatchObject({ project: { versionNumber: 1 }, files: {}, messages: [] });
    } finally {
      await slow.close();
    }
  });
});

describe('génération : règles', () => {
  it("l'offre Gratuite est limitée à N requêtes IA par 24 h, avec l'heure de la prochaine requête possible", async () => {
    const { client } = await newUser();
    for (let i = 0; i < 3; i++) {
      const response = await generate(client, { mode: 'conversation', message: `Bonjour, question ${i}` });
      expect(response.status).toBe(200);
      await readGenerationEvents(response);
    }
    const refused = await generate(client, { mode: 'conversation', message: 'Encore une question' });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('QUOTA_EXCEEDED');
    expect(body.message).toMatch(/Prochaine requête possible le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it("le projet d'un autre utilisateur répond 404 et rien n'est enregistré", async () => {
    const alice = await newUser({ premium: true });
    const bob = await newUser({ premium: true });
    const projectId = await createProject(alice.client);
    const response = await generate(bob.client, { projectId, message: 'Efface tout' });
    expect(response.status).toBe(404);
    const prompts = await db().select().from(lumiPrompts).where(eq(lumiPrompts.userId, bob.id));
    expect(prompts).toEqual([]);
  });

  it('un message vide ou un champ inconnu est refusé en 400 avec un message en français', async () => {
    const { client } = await newUser();
    const empty = await generate(client, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toContain('Le message est vide');
    expect((await generate(client, { message: 'ok', pirate: true })).status).toBe(400);
  });

  it('chaque génération est journalisée : prompt, fournisseur, modèle, jetons, temps de réponse, score de qualité', async () => {
    const { client, id } = await newUser({ premium: true });
    const started = performance.now();
    const events = await readGenerationEvents(
      await generate(client, { message: 'Un blog de voyage avec carte et galerie photos', files: {} }),
    );
    const elapsedMs = performance.now() - started;
    const [prompt] = await db().select().from(lumiPrompts).where(eq(lumiPrompts.userId, id));
    const [response] = await db().select().from(lumiAiResponses).where(eq(lumiAiResponses.promptId, prompt!.id));
    expect(response).toMatchObject({ aiProvider: 'offline', model: 'lumi-offline-1', qualityScore: 1 });
    expect(response!.tokensOut).toBeGreaterThan(100);
    // The time logged is the one the answer reported, and a duration in milliseconds within the time the test waited
    // for the whole answer (not zero, a timestamp, or seconds).
    const done = last(events);
    expect(done.type).toBe('done');
    expect(response!.responseTimeMs).toBe(done.type === 'done' ? done.responseTimeMs : undefined);
    expect(Number.isInteger(response!.responseTimeMs)).toBe(true);
    expect(response!.responseTimeMs).toBeGreaterThan(0);
    expect(response!.responseTimeMs).toBeLessThanOrEqual(Math.ceil(elapsedMs));
  });
});

describe('conversation avec Lumi', () => {
  it("reformule l'idée, propose des fonctionnalités et décrit les fichiers joints", async () => {
    const { client } = await newUser({ premium: true });
    const events = await readGenerationEvents(
      await generate(client, {
        mode: 'conversation',
        message: 'Je suis Camille. Je veux créer une application de covoiturage pour mon entreprise avec messagerie et comptes',
        attachments: [
          { name: 'trajets.ts', type: 'code', content: 'export function calculerTrajet() {}\nconst estProche = (a, b) => a === b;\n' },
        ],
      }),
    );
    const done = last(events);
    expect(done.type).toBe('done');
    const reply = done.type === 'done' ? done.reply : '';
    expect(reply).toContain('Bonjour Camille !');
    expect(reply).toContain('Si je comprends bien');
    expect(reply).toContain('**trajets.ts** : 2 lignes, 2 fonction(s) ou classe(s) : `calculerTrajet`, `estProche`');
    expect(reply).toMatch(/messagerie/i);
    expect(ofType(events, 'file-done')).toEqual([]);
  });
});

describe('projet sans enregistrement (studio de démonstration)', () => {
  it('génère à partir des fichiers envoyés sans créer de version', async () => {
    const { client } = await newUser({ premium: true });
    const events = await readGenerationEvents(await generate(client, { message: 'Un carnet de recettes de famille', files: {} }));
    expect(last(events)).toMatchObject({ type: 'done', versionNumber: null });
    expect(ofType(events, 'file-done').some((e) => e.path === 'src/pages/RecipesPage.tsx')).toBe(true);
  });
});
