import type { HealthReport } from '../../../common/health.js';
import type { AppDeps } from '../../http/context.js';

const PING_TIMEOUT_MS = 2000;

/** A real probe of the database, bounded in time so a hung database answers 503 instead of hanging the page. */
export async function checkHealth(deps: Pick<AppDeps, 'database' | 'startedAt' | 'version'>): Promise<HealthReport> {
  const started = performance.now();
  let error: string | undefined;
  try {
    await Promise.race([
      deps.database.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('délai dépassé')), PING_TIMEOUT_MS).unref()),
    ]);
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
  }
  const reachable = error === undefined;
  return {
    status: reachable ? 'ok' : 'error',
    version: deps.version,
    uptimeSeconds: Math.round((Date.now() - deps.startedAt.getTime()) / 1000),
    checkedAt: new Date().toISOString(),
    database: {
      reachable,
      kind: deps.database.kind,
      latencyMs: reachable ? Math.round((performance.now() - started) * 10) / 10 : null,
      ...(error ? { error: 'Base de données injoignable' } : {}),
    },
  };
}
