import type { AdminSettings } from '../../../common/admin.js';
import type { AppDeps } from '../../http/context.js';
import { DEFAULT_MODELS } from '../generation/index.js';

/** What the running server was configured with (environment variables parsed at boot), never a fixed text. */
export function readSettings(deps: Pick<AppDeps, 'config' | 'mailer'>): AdminSettings {
  const { config } = deps;
  return {
    aiProvider: config.ai.provider,
    aiModel: config.ai.model ?? DEFAULT_MODELS[config.ai.provider],
    generationsPerDay: null,
    freeProjects: config.limits.freePlanMaxProjects,
    buildsPerProject: config.limits.freePlanBuildsPerProject,
    freeAiRequestsPerDay: config.limits.freeDailyAiRequests,
    targetResponseMs: config.ai.targetResponseMs,
    // writeAuditLog is called by every change; better-auth's limiter is on in server/auth/auth.ts.
    auditLogs: true,
    rateLimiting: true,
    smtp: deps.mailer.delivers,
    oauth: { google: config.google !== undefined, github: config.github !== undefined },
    emailVerificationRequired: deps.mailer.delivers,
    adminEmails: config.adminEmails.length,
  };
}
