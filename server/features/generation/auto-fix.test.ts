import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../common/generation.js';
import { startFakeLlm } from '../../../tests/support/fake-llm-server.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { readGenerationEvents } from '../../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

const WORKING = 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n';
const reply = (text: string, app: string) => [`${text}\n<lumi-file path="src/App.tsx">\n`, app, '</lumi-file>\n'];
/** A file that compiles but does not build: a package the preview does not have. */
const BROKEN = reply(
  'Voici la page.',
  "import axios from 'axios';\nexport default function App() {\n  void axios;\n  return <h1>Cassé</h1>;\n}\n",
);
const FIXED = reply('Corrigé : axios retiré.', WORKING);

let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let server: TestServer;
let accounts = 0;

// One server for the file: its first preview build makes the vendor bundles, the tests after it reuse them.
beforeAll(async () => {
  fake = await startFakeLlm({ protocol: 'openai', chunks: [] });
  server = await startTestServer(
    { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_API_KEY: 'cle-de-test', AI_FREE_DAILY_REQUESTS: '2' },
    { rateLimits: { signUp: 100, signIn: 100 } },
  );
  await server.server.deps.preview.vendor();
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** A new account with a project whose version 1 builds, and a provider that answers `replies` in turn. */
async function setUp(replies: string[][]) {
  fake.setReplies(replies);
  const requestsBefore = fake.requests.length;
  const client = createHttpClient(server.url);
  await client.signUp(`correction-${++accounts}-${Date.now()}@exemple.fr`, 'motdepasse-correction');
  const created = await client.post('/api/projects', { title: 'Corrections', files: { 'src/App.tsx': WORKING } });
  const projectId = (created.json as { project: { id: string } }).project.id;
  const generate = async (body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/api/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ projectId, ...body }),
    });
    return response.ok
      ? { status: response.status, events: await readGenerationEvents(response) }
      : { status: response.status, events: [], body: await response.json() };
  };
  const versions = async () =>
    (await client.get(`/api/projects/${projectId}/versions`)).json!.versions as { number: number; works: boolean | null; author: string }[];
  return { requests: () => fake.requests.slice(requestsBefore), client, projectId, generate, versions };
}

const types = (events: GenerationEvent[]) =>
  events.map((event) => event.type).filter((type) => ['done', 'fix-start', 'fix-exhausted', 'error'].includes(type));

describe('correction automatique après un tour dont les fichiers ne se construisent pas', () => {
  it('un fichier cassé puis corrigé : un seul tour de correction, le projet finit sur une version qui se construit', async () => {
    const { requests, client, projectId, generate, versions } = await setUp([BROKEN, FIXED]);
    // The version the user starts from worked in their preview.
    expect((await client.post(`/api/projects/${projectId}/versions/1/outcome`, { works: true })).status).toBe(200);

    const { events } = await generate({ message: 'Ajoute un appel réseau' });
    expect(types(events)).toEqual(['done', 'fix-start', 'done']);
    const fixStart = events.find((event) => event.type === 'fix-start') as Extract<GenerationEvent, { type: 'fix-start' }>;
    expect(fixStart.attempt).toBe(1);
    expect(fixStart.message).toMatch(/^Correction automatique \(1\/2\) : L'aperçu ne se construit pas/);
    expect(fixStart.message).toContain('axios');
    // The model was told the error, with the turn it had written in its history.
    expect(requests()).toHaveLength(2);
    expect(JSON.stringify(requests()[1]!.body)).toContain("Le paquet « axios » n'est pas disponible");

    const detail = (await client.get(`/api/projects/${projectId}`)).json as {
      files: Record<string, string>;
      messages: { role: string; content: string }[];
    };
    expect(detail.files['src/App.tsx']).toBe(WORKING);
    expect((await versions()).map((v) => [v.number, v.works])).toEqual([
      [3, null],
      [2, false],
      [1, true],
    ]);
    // The chat keeps the fix as Lumi's own request, between the two answers.
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'system', 'assistant']);
  });

  it('un fournisseur qui casse toujours : deux corrections au plus, puis la dernière version qui fonctionnait est proposée', async () => {
    const { requests, client, projectId, generate, versions } = await setUp([BROKEN]);
    await client.post(`/api/projects/${projectId}/versions/1/outcome`, { works: true });
    const { events } = await generate({ message: 'Ajoute un appel réseau' });
    expect(types(events)).toEqual(['done', 'fix-start', 'done', 'fix-start', 'done', 'fix-exhausted']);
    expect(events.at(-1)).toEqual({ type: 'fix-exhausted', lastWorkingVersion: 1 });
    expect(requests()).toHaveLength(3);

    // The studio may not add a third automatic turn of its own…
    const third = await generate({
      message: 'Correction automatique',
      fix: { source: 'runtime', automatic: true, errors: [{ message: 'boum', file: 'src/App.tsx', line: 2 }] },
    });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('2 corrections automatiques') });
    // …and going back is a restore: the working version's files, marked working at once.
    // (The fix turns wrote the same broken file again: no new version after the first.)
    expect((await versions()).map((v) => [v.number, v.works])).toEqual([
      [2, false],
      [1, true],
    ]);
    const restored = await client.post(`/api/projects/${projectId}/versions/1/restore`, { baseVersion: 2 });
    expect(restored.status).toBe(201);
    expect((restored.json as { version: { number: number; works: boolean } }).version).toMatchObject({ number: 3, works: true });
  });

  it('les tours de correction automatique ne comptent pas dans le quota de l’offre gratuite', async () => {
    const { generate } = await setUp([BROKEN, FIXED]);
    expect(types((await generate({ message: 'Premier essai' })).events)).toEqual(['done', 'fix-start', 'done']);
    // Two automatic turns from the studio after a runtime error: free, but not more than two in a row.
    const runtimeFix = {
      message: 'Correction',
      fix: { source: 'runtime', automatic: true, errors: [{ message: 'boum', file: 'src/App.tsx', line: 2 }] },
    };
    expect((await generate(runtimeFix)).status).toBe(200);
    // The fix chain started by the first request already holds one automatic turn: this second one is the last.
    expect((await generate(runtimeFix)).status).toBe(409);
    // The user's second request of the day is still theirs to make.
    expect((await generate({ message: 'Deuxième essai' })).status).toBe(200);
    expect((await generate({ message: 'Troisième essai' })).status).toBe(429);
  });

  it('une correction automatique sans projet est refusée en français', async () => {
    const { client } = await setUp([FIXED]);
    const response = await client.post('/api/generate', {
      message: 'x',
      files: { 'src/App.tsx': WORKING },
      fix: { source: 'build', automatic: true, errors: [{ message: 'x', file: null, line: null }] },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: 'Une correction automatique porte sur le code d’un projet enregistré.' });
  });
});
