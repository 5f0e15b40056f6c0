import { Hono } from 'hono';
import { auditListQuerySchema } from '../../../common/audit.js';
import { adminRequired } from '../../auth/guards.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { listAuditLogs } from './list-audit-logs.js';

export function auditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', adminRequired(deps))
    .get('/', validate('query', auditListQuerySchema), async (c) => {
      const { limit } = c.req.valid('query');
      return c.json({ logs: await listAuditLogs(deps.database.db, limit) });
    });
}
