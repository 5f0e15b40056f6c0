import { Hono } from 'hono';
import { z } from 'zod';
import { createApiKeySchema } from '../../../common/api-keys.js';
import { requireUser, rolesOf, userRequired } from '../../auth/guards.js';
import { auditContextOf } from '../../http/audit-context.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { hourlyLimitOf } from './hourly-limit.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.js';

const idParam = z.object({ id: z.uuid("Identifiant de clé d'API invalide") });

/** « Clés d'API » in « Mon Profil »: a session only (a key cannot make keys). */
export function apiKeyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use('*', userRequired)
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json({ keys: await listApiKeys(db, user.id), hourlyLimit: hourlyLimitOf(deps.config.publicApi, await rolesOf(deps, user)) });
    })
    .post('/', validate('json', createApiKeySchema), async (c) => {
      const body = c.req.valid('json');
      return c.json(
        await createApiKey(db, { userId: requireUser(c).id, name: body.name, expiresInDays: body.expiresInDays, audit: auditContextOf(c) }),
        201,
      );
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      await revokeApiKey(db, { userId: requireUser(c).id, keyId: c.req.valid('param').id, audit: auditContextOf(c) });
      return c.body(null, 204);
    });
}
