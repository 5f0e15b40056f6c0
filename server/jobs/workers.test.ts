import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Build } from '../../common/builds.js';
import { createHttpClient } from '../../tests/support/http-client.js';
import { createTestDatabase } from '../../tests/support/test-database.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { ConfigError, loadConfig } from '../env.js';
import { builds, userRoles, users } from '../db/schema.js';
import { createLogger } from '../logger.js';
import { BUILD_QUEUE, startJobQueue, type JobQueue } from './job-queue.js';
import { runWorkers, type Workers } from './run-workers.js';

let server: TestServer | undefined;
const workers: { jobs: JobQueue; database: DatabaseHandle; running?: Workers }[] = [];
afterAll(async () => {
  for (const worker of workers) {
    if (worker.running) await worker.running.stop(1000);
    else await worker.jobs.stop({ graceful: true, wait: true, timeout: 5000 });
    await worker.database.close();
  }
  await server?.close();
});

describe('workers séparés', () => {
  it("avec la base intégrée, un serveur sans worker (JOBS_WORKER=off) est refusé au démarrage : personne d'autre ne pourrait faire ses builds", () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/lumi-sans-worker',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      JOBS_WORKER: 'off',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/JOBS_WORKER: off demande DATABASE_URL/);
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).jobsWorker).toBe('off');
  });

  // `npm run worker` exists for PostgreSQL only (a second process cannot open a PGlite folder): with the embedded
  // database this case does not exist, and the boot refuses JOBS_WORKER=off (env.ts).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'avec PostgreSQL, un serveur qui ne fait que mettre en file (JOBS_WORKER=off) et deux workers se partagent 12 builds : chacun est fait une fois, aucun deux fois',
    async () => {
      server = await startTestServer({ JOBS_WORKER: 'off' }, { rateLimits: { signUp: 100, signIn: 100 } });
      const config = server.server.deps.config;
      const logger = createLogger('silent');
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
        const jobs = await startJobQueue({ database, logger });
        workers.push({ jobs, database });
      }

      const client = createHttpClient(server.url);
      const email = `workers-${Date.now()}@exemple.fr`;
      expect((await client.signUp(email, 'motdepasse-workers')).status).toBe(200);
      const [user] = await server.server.deps.database.db.select().from(users).where(eq(users.email, email));
      await server.server.deps.database.db.insert(userRoles).values({ userId: user!.id, role: 'premium' });
      const created = await client.post('/api/projects', {
        title: 'Partage',
        files: { 'src/App.tsx': 'export default function App() { return null; }\n' },
      });
      const projectId = (created.json as { project: { id: string } }).project.id;
      const ids: string[] = [];
      for (let i = 0; i < 12; i++)
        ids.push(((await client.post('/api/builds', { projectId, platform: 'source' })).json as { build: Build }).build.id);

      // Nothing runs them yet: the server only queues.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const db = server.server.deps.database.db;
      expect(
        (await db.select({ status: builds.buildStatus }).from(builds).where(inArray(builds.id, ids))).every(
          (row) => row.status === 'pending',
        ),
      ).toBe(true);

      for (const worker of workers)
        worker.running = await runWorkers({
          jobs: worker.jobs,
          database: worker.database,
          logger,
          tools: { androidHome: null, packages: null },
        });
      const deadline = Date.now() + 60_000;
      let rows = await db.select().from(builds).where(inArray(builds.id, ids));
      while (rows.some((row) => row.buildStatus !== 'completed') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        rows = await db.select().from(builds).where(inArray(builds.id, ids));
      }
      expect(rows.map((row) => row.buildStatus)).toEqual(Array(12).fill('completed'));
      for (const row of rows) expect(row.log.match(/Build démarré/g), row.log).toHaveLength(1);
    },
    120_000,
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "un worker arrêté pendant un build attend la fin de son dernier échange avec la base avant qu'elle ferme, et le build n'est pas marqué en échec",
    async () => {
      server ??= await startTestServer({ JOBS_WORKER: 'off' }, { rateLimits: { signUp: 100, signIn: 100 } });
      const config = server.server.deps.config;
      const logger = createLogger('silent');
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      const jobs = await startJobQueue({ database, logger });

      const client = createHttpClient(server.url);
      const email = `worker-arret-${Date.now()}@exemple.fr`;
      expect((await client.signUp(email, 'motdepasse-worker-arret')).status).toBe(200);
      const [user] = await server.server.deps.database.db.select().from(users).where(eq(users.email, email));
      await server.server.deps.database.db.insert(userRoles).values({ userId: user!.id, role: 'premium' });
      const created = await client.post('/api/projects', {
        title: 'Arrêt',
        files: {
          'src/App.tsx': "import { Heart } from 'lucide-react';\nexport default function App() { return <Heart />; }\n",
          'src/main.tsx':
            "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
        },
      });
      const projectId = (created.json as { project: { id: string } }).project.id;
      const { build } = (await client.post('/api/builds', { projectId, platform: 'web' })).json as { build: Build };

      const running = await runWorkers({ jobs, database, logger, tools: { androidHome: null, packages: null } });
      const db = server.server.deps.database.db;
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const [row] = await db.select({ status: builds.buildStatus }).from(builds).where(eq(builds.id, build.id));
        if (row?.status !== 'pending') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Stopped mid-build: the queue's last word on the job must reach the database before it closes. Before the
      // fix, it came after and vitest saw « Cannot use a pool after calling end on the pool ».
      await running.stop(1000);
      await database.close();
      await new Promise((resolve) => setTimeout(resolve, 500));

      const [row] = await db.select().from(builds).where(eq(builds.id, build.id));
      expect(row!.buildStatus, row!.log).not.toBe('failed');
      if (row!.buildStatus === 'building') expect(row!.stage).toBe('Reprise après interruption');
    },
    60_000,
  );

  it('un serveur arrêté pendant que sa file va chercher un build attend la réponse, la fin du build et son écriture avant de fermer la base', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-arret-file-'));
    const created = await createTestDatabase(dataDir);
    const real = await openDatabase({ databaseUrl: created.url, dataDir });
    // The fetch that takes the job is answered 300 ms late, as a busy database can: the stop comes in between.
    let slowFetch: (() => void) | undefined;
    const fetchStarted = new Promise<void>((resolve) => (slowFetch = resolve));
    let slow = false;
    const database: DatabaseHandle = {
      ...real,
      executeSql: async (text, values) => {
        const result = await real.executeSql(text, values);
        if (slow && /SKIP LOCKED/i.test(text) && result.rows.length > 0) {
          slowFetch?.();
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        return result;
      },
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const logger = createLogger('silent');
      const jobs = await startJobQueue({ database, logger });
      const running = await runWorkers({ jobs, database, logger, tools: { androidHome: null, packages: null } });
      // A build id without a row: the handler has nothing to build and returns at once.
      const jobId = randomUUID();
      slow = true;
      await jobs.send(BUILD_QUEUE, { buildId: randomUUID() }, { id: jobId });
      await fetchStarted;
      await running.stop(1000);
      const job = await jobs.getJobById(BUILD_QUEUE, jobId);
      await real.close();
      await new Promise((resolve) => setTimeout(resolve, 500));

      expect(job?.state).toBe('completed');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await real.close();
      await created.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
