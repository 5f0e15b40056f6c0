import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../logger.js';

export const BUILD_QUEUE = 'builds';

/** A build that has not finished after this long is taken back and tried again (a worker killed mid-build). */
export const BUILD_TIMEOUT_SECONDS = 10 * 60;
/** Tries after the first: a build that fails three times in a row is « Échec ». */
export const BUILD_RETRIES = 2;

export type JobQueue = PgBoss;

/** The queue's own queries still under way, per queue: what must end before the database may close. */
const queriesUnderWay = new WeakMap<JobQueue, Set<Promise<unknown>>>();

/**
 * pg-boss on Lumi's own database (decision 019): jobs are rows, so they survive a restart, and on PostgreSQL
 * several workers take jobs with SKIP LOCKED, never the same one. On PGlite it runs through the same connection
 * as the app (executeSql), which is what makes it work without a second process.
 */
export async function startJobQueue(input: { database: DatabaseHandle; logger: Logger }): Promise<JobQueue> {
  const underWay = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    const query = input.database.executeSql(text, values);
    underWay.add(query);
    const forget = () => underWay.delete(query);
    query.then(forget, forget);
    return query;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: 'pgboss',
    // No cron schedules: nothing here runs on a timer yet.
    schedule: false,
  });
  boss.on('error', (error) => input.logger.warn(`File de tâches : ${error.message}`));
  queriesUnderWay.set(boss, underWay);
  await boss.start();
  await boss.createQueue(BUILD_QUEUE, {
    name: BUILD_QUEUE,
    retryLimit: BUILD_RETRIES,
    retryDelay: 2,
    expireInSeconds: BUILD_TIMEOUT_SECONDS,
  });
  return boss;
}

/**
 * Resolves once the queue has no query under way and none started in the turn after: pg-boss writes a job's end
 * without waiting for it once its handler returns, and a fetch begun before stop() can still hand out a job.
 */
export async function settleJobQueue(jobs: JobQueue): Promise<void> {
  const underWay = queriesUnderWay.get(jobs);
  if (!underWay) return;
  do {
    await Promise.allSettled([...underWay]);
    await new Promise((resolve) => setImmediate(resolve));
  } while (underWay.size > 0);
}
