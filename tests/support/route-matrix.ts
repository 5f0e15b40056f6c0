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

/**
 * Row count and hash of each table, computed by the database in one query: each row's text (the same for the same
 * values) hashed, the hashes sorted and hashed again. Reading every row into the test to hash it there
 * made each snapshot carry every project's files and versions through PGlite's protocol: 134 snapshots were about
 * half of the public API fuzz's 170 s.
 */
async function tableSnapshots(db: Database, tables: string[], mentioning?: string[]): Promise<Record<string, TableSnapshot>> {
  if (tables.length === 0) return {};
  // Only the rows naming one of the identifiers, when some are given (none given: no row).
  const mentions = !mentioning
    ? sql``
    : mentioning.length
      ? sql` where ${sql.join(
          mentioning.map((id) => sql`position(${id} in snapshot_row::text) > 0`),
          sql` or `,
        )}`
      : sql` where false`;
  const parts = tables.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::int as count, md5(coalesce(string_agg(md5(snapshot_row::text), '' order by md5(snapshot_row::text)), '')) as hash from ${sql.identifier(table)} snapshot_row${mentions}`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as { rows: { name: string; count: number; hash: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, { count: Number(row.count), hash: row.hash }]));
}

/** Row count and a hash of every row of every table, except the tables named in `except`. */
export async function snapshotDatabase(db: Database, except: string[] = []): Promise<Record<string, TableSnapshot>> {
  return tableSnapshots(
    db,
    (await tableNames(db)).filter((table) => !except.includes(table)),
  );
}

/**
 * Every row, in any table, that mentions one of the given identifiers (a user's id, their projects'…): what
 * must not change while someone else uses the app in their own account.
 */
export async function footprintOf(db: Database, ids: string[], except: string[] = []): Promise<Record<string, TableSnapshot>> {
  return tableSnapshots(
    db,
    (await tableNames(db)).filter((table) => !except.includes(table)),
    ids,
  );
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
