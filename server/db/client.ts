import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { rootDir } from '../root-dir.js';
import { pgliteThreadOptions, startPgliteThread, type PgliteThread } from './pglite-thread.js';
import { startPgliteUpkeep } from './pglite-upkeep.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; used by the health report. */
  ping: () => Promise<void>;
  /**
   * Raw SQL for a library that brings its own queries (the job queue): with values, one statement; without, the
   * text may hold several (PGlite runs those with exec, as the pg driver's simple query does).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  close: () => Promise<void>;
}

const migrationsFolder = path.join(rootDir, 'server/db/migrations');

/** PostgreSQL when a URL is given, otherwise embedded PGlite in DATA_DIR; migrations are applied either way. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite already opening DATA_DIR in its thread (open-early.ts), rather than a thread started here. */
  pglite?: Promise<PgliteThread>;
  onConnectionError?: (error: Error) => void;
  /** A round of PGlite's statistics and vacuum upkeep that failed (the next round tries again). */
  onUpkeepError?: (error: unknown) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped idle connection (PostgreSQL restarted, an administrator's kill) must not crash the server:
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      executeSql: (text, values) => pool.query(text, values),
      close: once(() => pool.end()),
    };
  }
  let calls = await (options.pglite ?? startPgliteThread(pgliteThreadOptions(options.dataDir)).ready);
  let db = drizzlePglite({ client: calls as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  if (calls.created) {
    // Creating the database and its tables grows PGlite's WebAssembly memory by ~550 MiB, and WebAssembly memory is
    // never given back: the server of a first start idled at 750–850 MiB against ~290 MiB for the next start on the
    // same folder. A new thread opens the database made (~700 ms, once) and the first one exits with its memory.
    await calls.close();
    calls = await startPgliteThread(pgliteThreadOptions(options.dataDir)).ready;
    db = drizzlePglite({ client: calls as unknown as PGlite, schema });
  }
  const upkeep = startPgliteUpkeep(async (text) => (await calls.exec(text)).at(-1) ?? { rows: [] }, { onError: options.onUpkeepError });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await calls.query('select 1');
    },
    executeSql: async (text, values) => {
      if (values?.length) return calls.query(text, values);
      const results = await calls.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: once(async () => {
      await upkeep.stop();
      await calls.close();
    }),
  };
}

/** Closing twice (a health test, then shutdown) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
