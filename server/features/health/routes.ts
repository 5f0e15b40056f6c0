import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { checkHealth } from './check-health.js';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const report = await checkHealth(deps);
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}
