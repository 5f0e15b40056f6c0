import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../common/generation.js';
import { startFakeLlm } from '../../../tests/support/fake-llm-server.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { readGenerationEvents } from '../../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

// A model's answer with characters PostgreSQL cannot store: in its text, in one file, and a clean second file.
const REPLY = [
  'Voici la page\u0000 demandée.\n<lumi-file path="src/Casse.tsx">\nexport const x = "a\u0000b";\n</lumi-file>\n',
  '<lumi-file path="src/App.tsx">\nexport default function App() {\n  return <h1>Bonjour</h1>;\n}\n</lumi-file>\nC’est prêt.',
];

let server: TestServer;
let fake: Awaited<ReturnType<typeof startFakeLlm>>;

beforeAll(async () => {
  fake = await startFakeLlm({ protocol: 'openai', chunks: REPLY });
  server = await startTestServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_API_KEY: 'cle-de-test' });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('réponse du modèle avec des caractères impossibles à enregistrer', () => {
  it('un utilisateur dont le modèle écrit un caractère nul garde le reste du tour : le fichier fautif est refusé, la réponse est enregistrée', async () => {
    const client = createHttpClient(server.url);
    await client.signUp(`modele-${Date.now()}@exemple.fr`, 'motdepasse-modele');
    const created = await client.post('/api/projects', { title: 'Sortie du modèle', files: { 'README.md': 'Projet' } });
    const projectId = (created.json as { project: { id: string } }).project.id;
    const response = await fetch(`${server.url}/api/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ projectId, message: "Fais une page d'accueil" }),
    });
    const events = await readGenerationEvents(response);

    expect(events.find((e) => e.type === 'edit-rejected')).toMatchObject({
      path: 'src/Casse.tsx',
      reason: expect.stringContaining('caractère nul'),
    });
    const done = events.at(-1) as Extract<GenerationEvent, { type: 'done' }>;
    expect(done).toMatchObject({ type: 'done', versionNumber: 2, filesChanged: ['src/App.tsx'] });
    expect(events.filter((e) => e.type === 'text').some((e) => (e as { delta: string }).delta.includes('\u0000'))).toBe(false);

    const detail = await client.get(`/api/projects/${projectId}`);
    expect(Object.keys(detail.json?.files as object).sort()).toEqual(['README.md', 'src/App.tsx']);
    const messages = detail.json?.messages as { role: string; content: string }[];
    expect(messages.at(-1)).toMatchObject({ role: 'assistant', content: expect.stringContaining('Voici la page\ufffd demandée.') });
    // The conversation the chat saves with that answer is accepted.
    const saved = await client.post('/api/conversations', {
      messages: [{ id: 'r1', type: 'assistant', content: done.reply, timestamp: new Date().toISOString() }],
    });
    expect(saved.status).toBe(201);
  });
});
