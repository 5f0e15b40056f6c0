import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/env.js';
import { vendorDir } from '../../server/features/preview/build-vendor.js';
import { startServer } from '../../server/server.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A database one real boot has already migrated (the app's migrations and the job queue's schema): PGlite, the
     * `pglite` folder to copy into a test server's data folder; PostgreSQL, the name of a database to copy with
     * `CREATE DATABASE … TEMPLATE`. Empty: every test server starts from an empty database.
     */
    lumiDatabaseTemplate: string;
    /** The preview's packages built once for the run (the folder loadVendor reads): each test server links to it. */
    lumiPreviewVendor: string;
  }
}

/**
 * Boots Lumi once on an empty database, builds the preview's packages and stops, for a vitest globalSetup: each test
 * server then starts from a copy of the database, and its own boot still runs every migration (they find nothing
 * left to do); it reads the packages from here rather than building them again in each worker, which made the first
 * preview of a worker wait 13 s on a 2-core machine running two journeys files.
 */
export async function createDatabaseTemplate(
  baseUrl: string | undefined = process.env.DATABASE_URL,
  /** The preview's packages another template of the run built: linked, not built again. */
  builtVendor?: string,
): Promise<{ template: string; vendor: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-template-'));
  if (builtVendor) {
    await mkdir(path.dirname(vendorDir(dataDir)), { recursive: true });
    await symlink(builtVendor, vendorDir(dataDir), 'dir');
  }
  const name = `lumi_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = baseUrl ? await createDatabase(baseUrl, name) : undefined;
  const removeAll = async () => {
    if (baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    const server = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        PORT: String(await freePort()),
        CONTENT_PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        NPM_REGISTRY_URL: 'off',
        PREVIEW_WARM_UP: 'off',
        SYSTEM_SAMPLE_INTERVAL_MS: '0',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
    );
    if (!builtVendor) await server.deps.preview.vendor();
    await server.close();
  } catch (error) {
    await removeAll();
    throw error;
  }
  return {
    template: baseUrl ? name : path.join(dataDir, 'pglite'),
    vendor: builtVendor ?? vendorDir(dataDir),
    remove: removeAll,
  };
}

async function createDatabase(baseUrl: string, name: string): Promise<string> {
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
