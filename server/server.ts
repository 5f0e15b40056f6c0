import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { createAuth, type AuthDeps } from './auth/auth.js';
import { createContentApp } from './content-app.js';
import { openDatabase } from './db/client.js';
import { acquireDataDirLock } from './db/lock.js';
import { takeEarlyOpen } from './db/open-early.js';
import type { Config } from './env.js';
import type { AppDeps } from './http/context.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { lowerQualityScore } from './features/generation/index.js';
import { createLanguageModel } from './features/generation/index.js';
import type { GenerationDeps } from './features/generation/index.js';
import { createPreviewService } from './features/preview/index.js';
import { startSystemSampler } from './features/system/index.js';
import { settleJobQueue, startJobQueue, type JobQueue } from './jobs/job-queue.js';
import { runWorkers, type Workers } from './jobs/run-workers.js';
import packageJson from '../package.json' with { type: 'json' };

export interface RunningServer {
  deps: AppDeps;
  port: number;
  contentPort: number;
  /** Settles when the preview's warm-up is over (at once when PREVIEW_WARM_UP is off); the server answers before. */
  warmedUp: Promise<void>;
  close: () => Promise<void>;
}

type HttpServer = ReturnType<typeof serve>;

const WARM_UP_DELAY_MS = 1000;

/**
 * Boots everything in order: lock the data folder, open and migrate the database, start the job queue, then listen;
 * the preview's warm-up starts once listening.
 */
export async function startServer(config: Config, options: { rateLimits?: AuthDeps['rateLimits'] } = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  // Per phase, in the start-up line: where a slow start goes without a profiler (decision 036).
  const bootStarted = performance.now();
  const early = config.databaseUrl ? null : takeEarlyOpen(config.dataDir);
  const lock = early?.lock ?? acquireDataDirLock(config.dataDir);
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pglite: early?.pglite,
      onConnectionError: (error) => logger.warn(`Connexion PostgreSQL perdue : ${error.message}`),
      onUpkeepError: (error) =>
        logger.warn(`Entretien de la base intégrée manqué : ${error instanceof Error ? error.message : String(error)}`),
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  const databaseMs = performance.now() - bootStarted;
  let jobs: JobQueue;
  let workers: Workers | undefined;
  try {
    jobs = await startJobQueue({ database, logger });
    if (config.jobsWorker === 'in-process')
      workers = await runWorkers({ jobs, database, logger, tools: { androidHome: config.androidHome, packages: config.previewPackages } });
  } catch (error) {
    await database.close();
    lock.release();
    throw error;
  }
  const jobsMs = performance.now() - bootStarted - databaseMs;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const auth = createAuth({ config, db: database.db, mailer, logger, rateLimits: options.rateLimits });
  // The origins that frame previews: the app, and Vite's dev server in development (as allowedOrigins() in app.ts).
  const appOrigins = config.nodeEnv === 'development' ? [config.publicUrl, 'http://localhost:5173'] : [config.publicUrl];
  const preview = createPreviewService({
    dataDir: config.dataDir,
    contentUrl: config.contentUrl,
    appOrigins,
    logger,
    packages: config.previewPackages,
  });
  const generation: GenerationDeps = {
    db: database.db,
    logger,
    llm: createLanguageModel(config.ai),
    timeoutMs: config.ai.timeoutMs,
    freeDailyRequests: config.limits.freeDailyAiRequests,
    // The turn's files built as the studio will build them (the studio then gets this build from the cache).
    checkBuild: async ({ ownerId, projectId, files }) => {
      const build = await preview.build({ ownerId, projectId, files });
      return build.status === 'error'
        ? build.errors.map(({ message, file, line }) => ({ message: message.slice(0, 4000), file, line }))
        : [];
    },
  };
  // A generation whose files crash in the preview scores lower in the admin console.
  preview.onRuntimeErrors((report) => lowerQualityScore(database.db, report.generationId, report.errors.length));
  const system = startSystemSampler({
    db: database.db,
    dataDir: config.dataDir,
    intervalMs: config.systemSampleIntervalMs,
    logger,
    ping: () => database.ping(),
  });
  const deps: AppDeps = {
    config,
    database,
    auth,
    mailer,
    logger,
    startedAt: new Date(),
    version: packageJson.version,
    generation,
    preview,
    jobs,
    system,
  };

  let appServer: HttpServer | undefined;
  let contentServer: HttpServer;
  try {
    appServer = await listen(createApp(deps).fetch, config.port, config.host);
    contentServer = await listen(
      createContentApp({ preview, appOrigins, published: { db: database.db, logger, publishUrlTemplate: config.publishUrlTemplate } })
        .fetch,
      config.contentPort,
      config.host,
    );
  } catch (error) {
    // A port already taken: nothing stays open behind the error, the data folder is free again, and the error
    // that stopped the start is the one reported.
    try {
      system.stop();
      if (appServer) await closeServer(appServer);
      await stopJobs(jobs, workers);
      await preview.close();
      await database.close();
    } catch (cleanupError) {
      logger.warn(
        `Fermeture incomplète après un démarrage manqué : ${cleanupError instanceof Error ? cleanupError.message : String(cleanupError)}`,
      );
    } finally {
      lock.release();
    }
    throw error;
  }
  const port = (appServer.address() as AddressInfo).port;
  const contentPort = (contentServer.address() as AddressInfo).port;
  logger.info(
    `Lumi écoute sur ${config.publicUrl} (contenus : ${config.contentUrl}, base : ${database.kind}) après ` +
      `${Math.round(performance.now() - bootStarted)} ms (base ouverte et migrée : ${Math.round(databaseMs)} ms, ` +
      `file de tâches : ${Math.round(jobsMs)} ms)`,
  );
  // A moment after listening: the warm-up is not needed to answer (a preview asked meanwhile builds, only cold), and
  // its vendor child and Tailwind compiles (~300 ms of this thread) would hold the first requests on a small
  // machine: started at once, they delayed the first answer of a restart by that much (bench/memory-and-boot.ts).
  let cancelWarmUp = () => {};
  const warmedUp = config.previewWarmUp
    ? new Promise<void>((resolve) => {
        const timer = setTimeout(() => resolve(preview.warmUp()), WARM_UP_DELAY_MS);
        cancelWarmUp = () => {
          clearTimeout(timer);
          resolve();
        };
      })
    : Promise.resolve();

  let closing: Promise<void> | undefined;
  return {
    deps,
    port,
    contentPort,
    warmedUp,
    close: () => {
      closing ??= (async () => {
        cancelWarmUp();
        await Promise.all([closeServer(appServer), closeServer(contentServer)]);
        system.stop();
        await stopJobs(jobs, workers);
        await preview.close();
        await database.close();
        lock.release();
      })();
      return closing;
    },
  };
}

/** A build still running after 5 s stops at its next step; the next start (or another worker) takes it up again. */
async function stopJobs(jobs: JobQueue, workers: Workers | undefined) {
  if (workers) await workers.stop(5000);
  else {
    await jobs.stop({ graceful: true, wait: true, timeout: 5000 });
    await settleJobQueue(jobs);
  }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string): Promise<HttpServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

function closeServer(server: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolve());
  });
}
