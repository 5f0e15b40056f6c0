/** What PostgreSQL's autovacuum launcher waits between two rounds (its `autovacuum_naptime` is 60 s). */
export const PGLITE_UPKEEP_INTERVAL_MS = 30_000;

type Run = (text: string) => Promise<{ rows: unknown[] }>;

interface StaleTable {
  schemaname: string;
  relname: string;
  vacuum: boolean;
}

// PostgreSQL's defaults: analyze after 50 + 10 % of the rows changed, vacuum after 50 + 20 % of them died.
const STALE_TABLES = `
  select s.schemaname, s.relname,
         s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_stat_user_tables s
  join pg_class c on c.oid = s.relid
  where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
     or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)`;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * PGlite runs PostgreSQL in single-user mode, where no autovacuum worker exists: without this, the planner never
 * learns how many rows a table holds (a user's 1,000 projects were planned as 8 and sorted whole for every page of
 * the list, 30 ms instead of 5) and dead rows are never reclaimed. Every round does what autovacuum would do, with
 * its thresholds, on the tables that need it; a round on a quiet database is one small statistics query.
 */
export async function runPgliteUpkeep(run: Run): Promise<string[]> {
  // Statistics reach the views at most once a second; this makes the last writes count now.
  await run('select pg_stat_force_next_flush()');
  const { rows } = await run(STALE_TABLES);
  const done: string[] = [];
  for (const table of rows as StaleTable[]) {
    const name = `${quoteIdent(table.schemaname)}.${quoteIdent(table.relname)}`;
    await run(table.vacuum ? `vacuum (analyze) ${name}` : `analyze ${name}`);
    done.push(`${table.schemaname}.${table.relname}`);
  }
  return done;
}

/** Runs the upkeep every `intervalMs` until stopped; a failed round is reported and the next one tries again. */
export function startPgliteUpkeep(run: Run, options: { intervalMs?: number; onError?: (error: unknown) => void } = {}) {
  let round: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    round = round.then(() => runPgliteUpkeep(run)).catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs ?? PGLITE_UPKEEP_INTERVAL_MS);
  timer.unref();
  return {
    /** Stops the rounds and waits for the one under way, so the database can close after it. */
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
