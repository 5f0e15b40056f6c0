import { inspect } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projects, projectVersions, userRoles, users } from '../db/schema.js';
import { createHttpClient } from '../../tests/support/http-client.js';
import { readGenerationEvents } from '../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0' }, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.server.deps.database.db;
type Client = ReturnType<typeof createHttpClient>;

async function newUser() {
  const email = `saisie${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-saisie')).status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  // Premium: as many projects and generations as the cases need.
  await db().insert(userRoles).values({ userId: user!.id, role: 'premium' });
  return { client, id: user!.id };
}

async function createProject(client: Client, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/projects', {
    title: 'Projet de saisie',
    files: { 'src/App.tsx': 'export default () => null;' },
    ...body,
  });
  expect(response.status).toBe(201);
  return (response.json as { project: { id: string } }).project.id;
}

function generate(client: Client, body: Record<string, unknown>) {
  return fetch(`${server.url}/api/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify(body),
  });
}

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

/** Every text field that reaches the database, with the request that carries it. */
function textCases(
  projectId: string,
  conversationId: string,
): { field: string; method: string; path: string; body: (bad: string) => unknown }[] {
  return [
    { field: 'titre du projet', method: 'POST', path: '/api/projects', body: (bad) => ({ title: bad }) },
    { field: 'description', method: 'POST', path: '/api/projects', body: (bad) => ({ title: 'ok', description: bad }) },
    { field: 'prompt', method: 'POST', path: '/api/projects', body: (bad) => ({ title: 'ok', prompt: bad }) },
    { field: 'premier message', method: 'POST', path: '/api/projects', body: (bad) => ({ title: 'ok', firstMessage: bad }) },
    {
      field: 'contenu de fichier à la création',
      method: 'POST',
      path: '/api/projects',
      body: (bad) => ({ title: 'ok', files: { 'a.ts': bad } }),
    },
    {
      field: 'chemin de fichier à la création',
      method: 'POST',
      path: '/api/projects',
      body: (bad) => ({ title: 'ok', files: { [`${bad}.ts`]: 'x' } }),
    },
    {
      field: 'fichiers en texte JSON',
      method: 'POST',
      path: '/api/projects',
      body: (bad) => ({ title: 'ok', files: JSON.stringify({ 'a.ts': bad }) }),
    },
    { field: 'titre modifié', method: 'PATCH', path: `/api/projects/${projectId}`, body: (bad) => ({ title: bad }) },
    { field: 'description modifiée', method: 'PATCH', path: `/api/projects/${projectId}`, body: (bad) => ({ description: bad }) },
    { field: 'étiquette', method: 'PATCH', path: `/api/projects/${projectId}`, body: (bad) => ({ tags: [bad] }) },
    {
      field: 'contenu de fichier enregistré',
      method: 'POST',
      path: `/api/projects/${projectId}/versions`,
      body: (bad) => ({ baseVersion: 1, files: { 'a.ts': bad } }),
    },
    {
      field: 'chemin de fichier enregistré',
      method: 'POST',
      path: `/api/projects/${projectId}/versions`,
      body: (bad) => ({ baseVersion: 1, files: { [`${bad}.ts`]: 'x' } }),
    },
    {
      field: 'résumé de sauvegarde',
      method: 'POST',
      path: `/api/projects/${projectId}/versions`,
      body: (bad) => ({ baseVersion: 1, files: {}, summary: bad }),
    },
    { field: 'titre de conversation', method: 'POST', path: '/api/conversations', body: (bad) => ({ title: bad }) },
    {
      field: 'message de conversation',
      method: 'POST',
      path: '/api/conversations',
      body: (bad) => ({ messages: [{ id: '1', type: 'user', content: bad, timestamp: '2026-01-01T00:00:00Z' }] }),
    },
    {
      field: 'message de conversation modifiée',
      method: 'PUT',
      path: `/api/conversations/${conversationId}`,
      body: (bad) => ({ messages: [{ id: '1', type: 'user', content: bad, timestamp: '2026-01-01T00:00:00Z' }] }),
    },
    {
      field: 'titre de conversation modifiée',
      method: 'PUT',
      path: `/api/conversations/${conversationId}`,
      body: (bad) => ({ messages: [], title: bad }),
    },
    { field: 'message de génération', method: 'POST', path: '/api/generate', body: (bad) => ({ mode: 'code', projectId, message: bad }) },
    { field: 'message du chat', method: 'POST', path: '/api/generate', body: (bad) => ({ mode: 'conversation', message: bad }) },
    {
      field: "message de l'historique",
      method: 'POST',
      path: '/api/generate',
      body: (bad) => ({ mode: 'conversation', message: 'ok', history: [{ role: 'user', content: bad }] }),
    },
    {
      field: 'fichier joint',
      method: 'POST',
      path: '/api/generate',
      body: (bad) => ({ mode: 'conversation', message: 'ok', attachments: [{ name: 'a.txt', content: bad, type: 'text' }] }),
    },
    { field: "fichier de l'aperçu", method: 'POST', path: '/api/preview', body: (bad) => ({ files: { 'index.html': bad } }) },
  ];
}

describe('saisies refusées en 400, jamais en 500', () => {
  it('un utilisateur qui envoie un caractère nul ou un caractère Unicode incomplet dans un texte reçoit un 400 en français, et rien ne change', async () => {
    const { client } = await newUser();
    const projectId = await createProject(client);
    const conversation = await client.post('/api/conversations', { title: 'Ma conversation' });
    expect(conversation.status).toBe(201);
    const conversationId = (conversation.json as { conversation: { id: string } }).conversation.id;
    const projectsBefore = await db().select().from(projects).where(eq(projects.id, projectId));

    const failures: string[] = [];
    for (const testCase of textCases(projectId, conversationId)) {
      for (const bad of [NUL, LONE]) {
        const response = await client.request(testCase.method, testCase.path, testCase.body(bad));
        const message = String(response.json?.message ?? '');
        if (response.status !== 400 || !/caractère (nul|Unicode incomplet)|caractère non autorisé/.test(message)) {
          failures.push(`${testCase.field} ${JSON.stringify(bad)} → ${response.status} ${message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await db().select().from(projects).where(eq(projects.id, projectId))).toEqual(projectsBefore);
    const [row] = await db()
      .select({ value: sql<number>`count(*)::int` })
      .from(projectVersions)
      .where(eq(projectVersions.projectId, projectId));
    expect(row?.value).toBe(1);
  });

  it("le message d'erreur nomme le fichier dont le contenu ne peut pas être enregistré", async () => {
    const { client } = await newUser();
    const projectId = await createProject(client);
    const response = await client.post(`/api/projects/${projectId}/versions`, {
      baseVersion: 1,
      files: { 'src/donnees.bin': 'avant\u0000après' },
    });
    expect(response.status).toBe(400);
    expect(response.json?.message).toContain('« src/donnees.bin »');
    expect(response.json?.message).toContain('caractère nul');
  });

  it('des fichiers envoyés en texte JSON lisible mais invalides sont refusés, jamais remplacés par un projet vide', async () => {
    const { client } = await newUser();
    const projectId = await createProject(client);
    const asObject = await client.post(`/api/projects/${projectId}/versions`, { baseVersion: 1, files: { 'a.ts': 42 } });
    expect(asObject.status).toBe(400);
    const asText = await client.post('/api/projects', { title: 'Texte', files: JSON.stringify({ 'a.ts': 42 }) });
    expect(asText.status).toBe(400);
    const [row] = await db()
      .select({ value: sql<number>`count(*)::int` })
      .from(projectVersions)
      .where(eq(projectVersions.projectId, projectId));
    expect(row?.value).toBe(1);
  });
});

describe('nombres hors limites', () => {
  it("un numéro de version au-delà d'un entier PostgreSQL reçoit 400, en lecture comme en restauration", async () => {
    const { client } = await newUser();
    const projectId = await createProject(client);
    for (const number of ['2147483648', '99999999999999999999', '1e400', '1.5', '-1', 'abc']) {
      const read = await client.get(`/api/projects/${projectId}/versions/${number}`);
      expect(read.status, `GET versions/${number}`).toBe(400);
      expect(read.json?.message).toContain('Numéro de version invalide');
      const restore = await client.post(`/api/projects/${projectId}/versions/${number}/restore`, { baseVersion: 1 });
      expect(restore.status, `restore ${number}`).toBe(400);
    }
    expect((await client.get(`/api/projects/${projectId}/versions/2147483647`)).status).toBe(404);
    expect((await client.post(`/api/projects/${projectId}/versions`, { baseVersion: 2147483648, files: {} })).status).toBe(400);
    expect((await client.post(`/api/projects/${projectId}/versions/1/restore`, { baseVersion: 1e300 })).status).toBe(400);
  });
});

describe('verrou de génération', () => {
  it('un message de génération avec un caractère nul est refusé sans bloquer le projet : la génération suivante passe', async () => {
    const { client } = await newUser();
    const projectId = await createProject(client);
    const refused = await generate(client, { mode: 'code', projectId, message: 'a\u0000b' });
    expect(refused.status).toBe(400);
    const [project] = await db().select({ lockedAt: projects.generationStartedAt }).from(projects).where(eq(projects.id, projectId));
    expect(project?.lockedAt).toBeNull();

    const next = await generate(client, { mode: 'code', projectId, message: 'Ajoute un titre à la page' });
    expect(next.status).toBe(200);
    expect((await readGenerationEvents(next)).at(-1)?.type).toBe('done');
  });

  it('« Corriger avec Lumi » sur une erreur qui contient un caractère nul ne bloque pas le projet', async () => {
    const { client } = await newUser();
    const projectId = await createProject(client);
    const fix = `Erreur d'exécution dans l'aperçu (fichier src/App.tsx, ligne 3) : « boum\u0000 ». Corrige cette erreur sans rien changer d'autre.`;
    expect((await generate(client, { mode: 'code', projectId, message: fix })).status).toBe(400);
    const next = await generate(client, { mode: 'code', projectId, message: fix.replace('\u0000', '\ufffd') });
    expect(next.status).toBe(200);
    expect((await readGenerationEvents(next)).at(-1)?.type).toBe('done');
  });

  it("une écriture qui échoue après la prise du verrou le rend : le projet n'est pas bloqué dix minutes", async () => {
    const { client } = await newUser();
    const projectId = await createProject(client);
    // The database refuses this one prompt (a constraint of this test's own database), after the lock is taken.
    await db().execute(
      sql.raw(`alter table lumi_prompts add constraint refuse_test_prompt check (prompt_text <> 'prompt refusé par la base')`),
    );
    try {
      const refused = await generate(client, { mode: 'code', projectId, message: 'prompt refusé par la base' });
      expect(refused.status).toBe(500);
      // The refusal is logged (as an error, on purpose): nothing of it is a failure of this test.
      vi.mocked(console.error).mockClear();
    } finally {
      await db().execute(sql.raw('alter table lumi_prompts drop constraint refuse_test_prompt'));
    }
    const next = await generate(client, { mode: 'code', projectId, message: 'Ajoute un titre à la page' });
    expect(next.status).toBe(200);
    expect((await readGenerationEvents(next)).at(-1)?.type).toBe('done');
  });
});

describe('noms de fichiers particuliers', () => {
  it('un fichier nommé __proto__ est refusé en 400 : jamais un enregistrement accepté qui le perd', async () => {
    const { client } = await newUser();
    const projectId = await createProject(client);
    const body = `{"baseVersion":1,"files":{"a.ts":"a","__proto__":"perdu ?","b.ts":"b"}}`;
    const response = await client.request('POST', `/api/projects/${projectId}/versions`, body);
    expect(response.status).toBe(400);
    expect(response.json?.message).toContain('__proto__');
    const created = await client.request('POST', '/api/projects', `{"title":"Proto","files":{"__proto__":"x"}}`);
    expect(created.status).toBe(400);
    const preview = await client.request('POST', '/api/preview', `{"files":{"index.html":"<p>x</p>","__proto__":"x"}}`);
    expect(preview.status).toBe(400);
  });

  it('des fichiers nommés constructor ou toString sont enregistrés et relus comme les autres', async () => {
    const { client } = await newUser();
    const projectId = await createProject(client);
    const files = { constructor: 'un', toString: 'deux', hasOwnProperty: 'trois', 'src/App.tsx': 'export default () => null;' };
    const saved = await client.post(`/api/projects/${projectId}/versions`, { baseVersion: 1, files });
    expect(saved.status).toBe(201);
    expect(saved.json?.version).toMatchObject({ fileCount: 4 });
    expect((await client.get(`/api/projects/${projectId}/versions/2`)).json?.files).toEqual(files);
  });
});

describe('journal du serveur', () => {
  it("une erreur de la base est journalisée avec la forme de la requête, sans le contenu saisi par l'utilisateur", async () => {
    const { client } = await newUser();
    const marker = 'texte-prive-de-camille-7731';
    await db().execute(sql.raw(`alter table projects add constraint refuse_test_title check (title not like '%prive-de-camille%')`));
    const logged = vi.mocked(console.error);
    logged.mockClear();
    let lines: string[];
    try {
      const response = await client.post('/api/projects', { title: `Projet ${marker}`, description: `Description ${marker}` });
      expect(response.status).toBe(500);
      expect(JSON.stringify(response.json)).not.toContain(marker);
      lines = logged.mock.calls.map((args) => args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 10 }))).join(' '));
      logged.mockClear();
    } finally {
      await db().execute(sql.raw('alter table projects drop constraint refuse_test_title'));
    }
    const log = lines.join('\n');
    expect(log).toContain('Erreur non gérée sur POST /api/projects');
    expect(log).toContain('23514');
    expect(log).toMatch(/insert into "projects"/);
    expect(log).not.toContain(marker);
  });

  it("une adresse de retour refusée par l'authentification ne laisse ni erreur ni le texte du visiteur dans le journal", async () => {
    const logged = vi.mocked(console.error);
    logged.mockClear();
    const client = createHttpClient(server.url);
    const body = {
      email: `retour-${Date.now()}@exemple.fr`,
      password: 'motdepasse-retour-refuse',
      name: 'Retour',
      callbackURL: 'https://piege-du-visiteur.example/x',
    };
    const response = await client.request('POST', '/api/auth/sign-up/email', body);
    expect(response.status).toBe(403);
    expect(logged.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
  });

  /** Runs `act` with the database refusing `check` on `table`, and returns what reached console.error meanwhile. */
  async function logWhileRefused(table: string, check: string, act: () => Promise<void>): Promise<string> {
    await db().execute(sql.raw(`alter table ${table} add constraint refuse_test_log check (${check})`));
    const logged = vi.mocked(console.error);
    logged.mockClear();
    try {
      await act();
      return logged.mock.calls
        .map((args) => args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 10 }))).join(' '))
        .join('\n');
    } finally {
      // The refusal is logged (as an error, on purpose): nothing of it is a failure of this test.
      logged.mockClear();
      await db().execute(sql.raw(`alter table ${table} drop constraint refuse_test_log`));
    }
  }

  it("une inscription que la base refuse est journalisée sans le nom ni l'adresse de la personne", async () => {
    const name = 'Dominique Prive-Inscription-5521';
    const email = `dominique.prive-5521-${Date.now()}@exemple.fr`;
    const log = await logWhileRefused('users', "name not like '%Prive-Inscription%'", async () => {
      const response = await createHttpClient(server.url).request('POST', '/api/auth/sign-up/email', {
        email,
        password: 'motdepasse-journal-secret',
        name,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.text).not.toContain('Prive-Inscription');
    });
    expect(log).toContain('[auth] Failed to create user');
    expect(log).toContain('23514');
    expect(log).toMatch(/insert into "users"/);
    expect(log).not.toContain('Prive-Inscription');
    expect(log).not.toContain('dominique.prive');
  });

  it('une connexion que la base refuse est journalisée sans le navigateur de la personne ni son jeton, et répond un 500 en français', async () => {
    const { client } = await newUser();
    const email = `saisie-journal-${Date.now()}@exemple.fr`;
    expect((await client.signUp(email, 'motdepasse-journal-connexion')).status).toBe(200);
    const agent = 'Navigateur-Prive-De-Sasha/7.1';
    let answer = '';
    const log = await logWhileRefused('sessions', "user_agent is null or user_agent not like '%Prive-De-Sasha%'", async () => {
      const response = await createHttpClient(server.url).request(
        'POST',
        '/api/auth/sign-in/email',
        { email, password: 'motdepasse-journal-connexion' },
        { 'user-agent': agent },
      );
      expect(response.status).toBe(500);
      answer = String(response.json?.message);
    });
    expect(answer).toMatch(/Une erreur est survenue/);
    expect(log).toContain('Erreur non gérée sur POST /api/auth/sign-in/email');
    expect(log).toContain('23514');
    expect(log).toMatch(/insert into "sessions"/);
    expect(log).not.toContain('Prive-De-Sasha');
    expect(log).not.toContain('# SERVER_ERROR');
  });
});
