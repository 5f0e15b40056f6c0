import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/env.js';
import { startServer, type RunningServer } from '../../server/server.js';
import { freePort } from './free-port.js';
import { createTestDatabase } from './test-database.js';

/**
 * A data folder (and, with DATABASE_URL, a PostgreSQL database) that outlives the servers started on it:
 * for tests that stop and restart Lumi, or run a command line tool between two starts.
 */
export async function createDataHome() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-home-'));
  const database = await createTestDatabase(dataDir);
  // A test that fails between a start and its close leaves no server holding the folder or the database.
  const running = new Set<RunningServer>();
  /** The environment a server or a command line tool of this home reads. */
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PREVIEW_WARM_UP: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  return {
    dataDir,
    env,
    databaseKind: database.url ? ('postgres' as const) : ('pglite' as const),
    async start(extra: Record<string, string> = {}): Promise<{ url: string; server: RunningServer }> {
      // A free port can be taken by another test file between freePort() and listen(): try again with new ones.
      for (let attempt = 1; ; attempt++) {
        const [port, contentPort] = [await freePort(), await freePort()];
        const config = loadConfig({ ...env, PORT: String(port), CONTENT_PORT: String(contentPort), ...extra });
        try {
          const server = await startServer(config, { rateLimits: { signUp: 100, signIn: 100 } });
          running.add(server);
          return { url: config.publicUrl, server };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw error;
        }
      }
    },
    /** Closes whatever server of this home is still open, then deletes the folder and the database. */
    async remove() {
      await Promise.all([...running].map((server) => server.close()));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
