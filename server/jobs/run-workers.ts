import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { builds } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { HEARTBEAT_LOST_MS, runBuild, type BuildTools } from '../features/builds/index.js';
import { queueOrphanBuilds } from '../features/builds/index.js';
import { BUILD_QUEUE, BUILD_RETRIES, settleJobQueue, type JobQueue } from './job-queue.js';

const SWEEP_MS = 15_000;

/**
 * Builds « building » whose worker went silent (killed, machine lost) are handed back to the queue: their job is
 * failed, so pg-boss retries it (bounded by BUILD_RETRIES) or, out of tries, the build is marked failed. With the
 * embedded database this process is the only worker there can be, so at start every such build is an orphan;
 * on PostgreSQL another worker may be running it, and only its silence for HEARTBEAT_LOST_MS tells.
 */
async function takeBackLostBuilds(input: { jobs: JobQueue; database: DatabaseHandle; logger: Logger; everyRunning: boolean }) {
  const db = input.database.db;
  const silentSince = new Date(Date.now() - HEARTBEAT_LOST_MS);
  const lost = await db
    .select({ id: builds.id })
    .from(builds)
    .where(
      and(
        eq(builds.buildStatus, 'building'),
        input.everyRunning ? undefined : or(isNull(builds.heartbeatAt), lt(builds.heartbeatAt, silentSince)),
      ),
    );
  for (const { id } of lost) {
    const job = await input.jobs.getJobById(BUILD_QUEUE, id);
    if (job && job.state === 'active') await input.jobs.fail(BUILD_QUEUE, id, { message: 'worker interrompu' });
    const after = await input.jobs.getJobById(BUILD_QUEUE, id);
    if (!after || after.state === 'failed' || after.state === 'cancelled' || after.state === 'completed') {
      await db
        .update(builds)
        .set({
          buildStatus: 'failed',
          stage: 'Échec',
          finishedAt: new Date(),
          error: 'Le build a été interrompu trop de fois (serveur ou worker arrêté pendant le build).',
        })
        .where(and(eq(builds.id, id), eq(builds.buildStatus, 'building')));
    } else {
      await db.update(builds).set({ stage: 'Reprise après interruption', heartbeatAt: new Date() }).where(eq(builds.id, id));
    }
  }
  if (lost.length > 0) input.logger.info(`${lost.length} build(s) interrompu(s) repris`);
}

export interface Workers {
  /**
   * Stops taking jobs, gives a running build `graceMs` to finish, then stops it at its next step, and resolves once
   * no handler is left: only then may the database close (the queue's last « complete » or « fail » still writes).
   */
  stop: (graceMs: number) => Promise<void>;
}

/** Takes jobs from the queue in this process: the server's (JOBS_WORKER=in-process) or `npm run worker`'s. */
export async function runWorkers(input: { jobs: JobQueue; database: DatabaseHandle; logger: Logger; tools: BuildTools }): Promise<Workers> {
  const db = input.database.db;
  const orphans = await queueOrphanBuilds({ db, jobs: input.jobs });
  if (orphans) input.logger.info(`${orphans} build(s) en attente repris dans la file`);
  await takeBackLostBuilds({ ...input, everyRunning: input.database.kind === 'pglite' });
  // Set once work() returns; a first job can run before that, and then only misses the early wake-up.
  const worker = { id: '' };
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  worker.id = await input.jobs.work<{ buildId: string }>(
    BUILD_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const run = runBuild(
        { db, logger: input.logger, tools: input.tools, stopping: stopping.signal },
        { buildId: job.data.buildId, lastTry: job.retryCount >= BUILD_RETRIES },
      );
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
        // The next queued build starts at once instead of after the polling pause.
        if (worker.id) input.jobs.notifyWorker(worker.id);
      }
    },
  );
  const sweep = setInterval(() => {
    const round = takeBackLostBuilds({ ...input, everyRunning: false }).catch((error: unknown) =>
      input.logger.warn(`Reprise des builds interrompus : ${error instanceof Error ? error.message : String(error)}`),
    );
    running.add(round);
    void round.finally(() => running.delete(round));
  }, SWEEP_MS);
  sweep.unref();
  input.jobs.once('stopped', () => clearInterval(sweep));
  return {
    stop: async (graceMs) => {
      await input.jobs.stop({ graceful: true, wait: true, timeout: graceMs });
      clearInterval(sweep);
      stopping.abort();
      // A fetch under way at the stop can still start a handler (which then stops at its first step), and each
      // handler's end is written by the queue after it returns: wait until neither is left.
      do {
        await Promise.allSettled([...running]);
        await settleJobQueue(input.jobs);
      } while (running.size > 0);
    },
  };
}
