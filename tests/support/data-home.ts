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
  const database = await createTestDatabase();
  /** The environment a server or a command line tool of this home reads. */
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  return {
    dataDir,
    env,
    databaseKind: database.url ? ('postgres' as const) : ('pglite' as const),
    async start(extra: Record<string, string> = {}): Promise<{ url: string; server: RunningServer }> {
      const [port, contentPort] = [await freePort(), await freePort()];
      const config = loadConfig({ ...env, PORT: String(port), CONTENT_PORT: String(contentPort), ...extra });
      const server = await startServer(config, { rateLimits: { signUp: 100, signIn: 100 } });
      return { url: config.publicUrl, server };
    },
    async remove() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
