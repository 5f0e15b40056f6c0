import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/env.js';
import { vendorDir } from '../../server/features/preview/build-vendor.js';
import { startServer, type RunningServer } from '../../server/server.js';
import { freePort } from './free-port.js';
import { createTestDatabase, providedByRun } from './test-database.js';

export interface TestServer {
  url: string;
  contentUrl: string;
  dataDir: string;
  server: RunningServer;
  close: () => Promise<void>;
}

/**
 * The whole Lumi server on free ports with its own data folder (and its own PostgreSQL database in PG mode), started
 * from a copy of the run's migrated database, with the run's build of the preview's packages, without the preview's
 * warm-up builds.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Parameters<typeof startServer>[1] = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-test-'));
  const database = await createTestDatabase(dataDir);
  const vendor = providedByRun('lumiPreviewVendor');
  if (vendor) {
    await mkdir(path.dirname(vendorDir(dataDir)), { recursive: true });
    await symlink(vendor, vendorDir(dataDir), 'dir');
  }
  // A free port can be taken by another test file between freePort() and listen(): try again with new ones.
  const start = async () => {
    for (let attempt = 1; ; attempt++) {
      const [port, contentPort] = [await freePort(), await freePort()];
      const config = loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        CONTENT_PORT: String(contentPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        // Tests never reach the network: a test that fetches packages starts its own registry on 127.0.0.1.
        NPM_REGISTRY_URL: 'off',
        // The local set is bundled once for the whole run, not once per test server.
        PREVIEW_PACKAGES_DIR: path.join(tmpdir(), 'lumi-test-preview-packages'),
        // Tests that compare whole tables before and after a request must not see a sample land in between;
        // the sampler's own test sets an interval.
        SYSTEM_SAMPLE_INTERVAL_MS: '0',
        // Each test server would otherwise build a small app four times at start, competing with the tests' own builds.
        PREVIEW_WARM_UP: 'off',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...env,
      });
      try {
        return { config, server: await startServer(config, options) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw error;
      }
    }
  };
  let started: Awaited<ReturnType<typeof start>>;
  try {
    started = await start();
  } catch (error) {
    // A configuration or a start refused (what some tests check) leaves no server to close: its database and folder
    // go here, or the PostgreSQL server kept one database per such test.
    await database.drop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    throw error;
  }
  const { config, server } = started;
  return {
    url: config.publicUrl,
    contentUrl: config.contentUrl,
    dataDir,
    server,
    close: async () => {
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
