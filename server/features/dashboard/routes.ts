import { Hono } from 'hono';
import { requireUser, userRequired } from '../../auth/guards.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { getDashboardStats } from './get-dashboard-stats.js';

export function dashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', userRequired)
    .get('/', async (c) => c.json(await getDashboardStats(deps.database.db, requireUser(c).id)));
}
