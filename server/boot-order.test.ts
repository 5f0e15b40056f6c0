import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthReportSchema } from '../common/health.js';
import { previewResponseSchema } from '../common/preview.js';
import { createHttpClient } from '../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../tests/support/test-server.js';

/**
 * Decision 036: the server listens once its database is open and migrated and its job queue started; the preview's
 * warm-up (the vendor bundle built by a child process on a new data folder, then a few builds) runs after that.
 */
let server: TestServer;
let warmedUp = false;

beforeAll(async () => {
  server = await startTestServer({ PREVIEW_WARM_UP: 'on' });
  void server.server.warmedUp.then(() => (warmedUp = true));
}, 120_000);
afterAll(async () => {
  // The warm-up is over before the close: the test above saw it running, and a preview built during it.
  await server?.server.warmedUp;
  await server?.close();
}, 300_000);

describe('démarrage du serveur', () => {
  it('le serveur répond à /api/health avant la fin de son préchauffage, et un aperçu demandé pendant le préchauffage se construit', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(healthReportSchema.parse(await health.json()).database.reachable).toBe(true);
    // The data folder is new: its vendor bundle is still being built by the warm-up.
    expect(warmedUp).toBe(false);

    const client = createHttpClient(server.url);
    expect((await client.signUp(`demarrage-${Date.now()}@exemple.fr`, 'motdepasse-demarrage')).status).toBe(200);
    const built = await client.post('/api/preview', {
      files: { 'src/App.tsx': 'export default function App() { return <h1 className="text-violet-700">Bonjour</h1>; }' },
    });
    expect(built.status, built.text).toBe(200);
    const { preview } = previewResponseSchema.parse(built.json);
    expect(preview.status).toBe('ready');
    expect((await fetch(preview.url)).status).toBe(200);

    await server.server.warmedUp;
    expect(warmedUp).toBe(true);
  }, 300_000);
});
