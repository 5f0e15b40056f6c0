import type { Auth } from '../auth/auth.js';
import type { Config } from '../env.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import type { GenerationDeps } from '../features/generation/index.js';
import type { PreviewService } from '../features/preview/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { SystemSampler } from '../features/system/index.js';

export type AuthSession = Auth['$Infer']['Session'];

/** What every route can reach; built once at boot and passed down, never imported as a global. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  startedAt: Date;
  version: string;
  generation: GenerationDeps;
  preview: PreviewService;
  jobs: JobQueue;
  system: SystemSampler;
}

export interface AppEnv {
  Variables: {
    session: AuthSession['session'] | null;
    user: AuthSession['user'] | null;
    clientIp: string | undefined;
  };
}
