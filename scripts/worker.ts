/**
 * `npm run worker`: runs the job queue's jobs (builds) in a process of its own, beside servers started with
 * JOBS_WORKER=off. PostgreSQL only: the embedded database has one writer, the server, which runs the jobs itself.
 * Several workers may run at once; pg-boss never gives the same job to two of them.
 */
import { openDatabase } from '../server/db/client.js';
import { ConfigError, loadConfig } from '../server/env.js';
import { startJobQueue } from '../server/jobs/job-queue.js';
import { runWorkers } from '../server/jobs/run-workers.js';
import { createLogger } from '../server/logger.js';

function fail(message: string): never {
  console.error(`[lumi worker] ${message}`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (!config.databaseUrl) {
  fail("Le worker séparé demande PostgreSQL (DATABASE_URL). Avec la base intégrée, c'est le serveur qui exécute les builds.");
}
const logger = createLogger(config.logLevel);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onConnectionError: (error) => logger.warn(`Connexion PostgreSQL perdue : ${error.message}`),
});
const jobs = await startJobQueue({ database, logger });
const workers = await runWorkers({ jobs, database, logger, tools: { androidHome: config.androidHome, packages: config.previewPackages } });
logger.info('Worker prêt : il exécute les builds de la file');

let stopping = false;
const stop = async () => {
  // A second Ctrl+C does not wait for the running build to reach its next step.
  if (stopping) process.exit(1);
  stopping = true;
  await workers.stop(10_000);
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
