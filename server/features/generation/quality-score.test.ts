import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../common/generation.js';
import { lumiAiResponses } from '../../db/schema.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { readGenerationEvents } from '../../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0' });
});
afterAll(async () => {
  await server?.close();
});

describe('score de qualité mesuré', () => {
  it("les erreurs d'exécution que l'aperçu remonte baissent le score de la génération qui a écrit les fichiers", async () => {
    const client = createHttpClient(server.url);
    await client.signUp('qualite@exemple.fr', 'score-tres-solide');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${server.url}/api/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({ message: 'Une application de notes', files: {} }),
    });
    const events = await readGenerationEvents(response);
    const start = events[0] as Extract<GenerationEvent, { type: 'start' }>;
    const files = Object.fromEntries(events.flatMap((e) => (e.type === 'file-done' ? [[e.path, e.content]] : [])));
    const score = async () =>
      (await server.server.deps.database.db.select().from(lumiAiResponses).where(eq(lumiAiResponses.promptId, start.generationId)))[0]
        ?.qualityScore;
    expect(await score()).toBe(1);

    const built = await client.post('/api/preview', { files, generationId: start.generationId });
    expect(built.status).toBe(200);
    const previewId = (built.json?.preview as { id: string }).id;
    const report = await client.post(`/api/preview/${previewId}/runtime-errors`, {
      errors: [
        {
          kind: 'runtime-error',
          message: "Cannot read properties of undefined (reading 'map')",
          file: 'src/App.tsx',
          line: 12,
          column: 4,
          stack: null,
        },
      ],
    });
    expect(report.status).toBe(204);
    await expect.poll(score).toBe(0.75);
  });
});
