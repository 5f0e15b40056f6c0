import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../logger.js';
import { runBuild } from '../features/builds/run-build.js';
import { queueOrphanBuilds } from '../features/builds/start-build.js';
import { BUILD_QUEUE, BUILD_RETRIES, type JobQueue } from './job-queue.js';

/** Takes jobs from the queue in this process: the server's (JOBS_WORKER=in-process) or `npm run worker`'s. */
export async function runWorkers(input: { jobs: JobQueue; database: DatabaseHandle; logger: Logger }) {
  const db = input.database.db;
  const orphans = await queueOrphanBuilds({ db, jobs: input.jobs });
  if (orphans) input.logger.info(`${orphans} build(s) en attente repris dans la file`);
  // Set once work() returns; a first job can run before that, and then only misses the early wake-up.
  const worker = { id: '' };
  worker.id = await input.jobs.work<{ buildId: string }>(BUILD_QUEUE, { includeMetadata: true, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    try {
      await runBuild({ db, logger: input.logger }, { buildId: job.data.buildId, lastTry: job.retryCount >= BUILD_RETRIES });
    } finally {
      // The next queued build starts at once instead of after the polling pause.
      if (worker.id) input.jobs.notifyWorker(worker.id);
    }
  });
}
