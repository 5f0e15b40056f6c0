import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import type { Database } from '../../server/db/client.js';

/**
 * The routes a Hono app answers, as "METHOD /path" keys, read from the router itself. Middleware mounted
 * with `use` (method ALL) is left out: it answers nothing on its own. A validator sits on the same method and
 * path as its handler, so the keys are deduplicated.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app, whatever its environment type
export function routeKeys(app: Hono<any>): string[] {
  const keys = inspectRoutes(app)
    .filter((route) => !(route.method === 'ALL' && route.isMiddleware))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

export interface TableSnapshot {
  count: number;
  hash: string;
}

async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (result as { rows: { table_name: string }[] }).rows.map((row) => row.table_name).filter((name) => !name.startsWith('__drizzle'));
}

async function rowsOf(db: Database, table: string): Promise<string[]> {
  const result = await db.execute(sql`select * from ${sql.identifier(table)}`);
  return (result as { rows: Record<string, unknown>[] }).rows.map(stableJson).sort();
}

function stableJson(row: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((key) => [key, row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]),
  );
}

const hashOf = (rows: string[]) => createHash('sha256').update(rows.join('\n')).digest('hex');

/** Row count and a hash of every row of every table, except the tables named in `except`. */
export async function snapshotDatabase(db: Database, except: string[] = []): Promise<Record<string, TableSnapshot>> {
  const snapshot: Record<string, TableSnapshot> = {};
  for (const table of await tableNames(db)) {
    if (except.includes(table)) continue;
    const rows = await rowsOf(db, table);
    snapshot[table] = { count: rows.length, hash: hashOf(rows) };
  }
  return snapshot;
}

/**
 * Every row, in any table, that mentions one of the given identifiers (a user's id, their projects'…): what
 * must not change while someone else uses the app in their own account.
 */
export async function footprintOf(db: Database, ids: string[], except: string[] = []): Promise<Record<string, TableSnapshot>> {
  const snapshot: Record<string, TableSnapshot> = {};
  for (const table of await tableNames(db)) {
    if (except.includes(table)) continue;
    const rows = (await rowsOf(db, table)).filter((row) => ids.some((id) => row.includes(id)));
    snapshot[table] = { count: rows.length, hash: hashOf(rows) };
  }
  return snapshot;
}

interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
}

/**
 * The endpoints better-auth's own router serves under `basePath`, read from the auth instance as its router
 * reads them (better-call's createRouter: a path, not SERVER_ONLY, one route per method). A plugin added later
 * brings its endpoints here too.
 */
export function authRouteKeys(api: object, basePath: string): string[] {
  const keys: string[] = [];
  for (const endpoint of Object.values(api as Record<string, AuthEndpoint>)) {
    if (!endpoint?.path || !endpoint.options || endpoint.options.metadata?.SERVER_ONLY) continue;
    const methods = Array.isArray(endpoint.options.method) ? endpoint.options.method : [endpoint.options.method ?? '*'];
    for (const method of methods) keys.push(`${method} ${basePath}${endpoint.path}`);
  }
  return [...new Set(keys)];
}
