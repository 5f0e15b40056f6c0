import type { Context, MiddlewareHandler } from 'hono';
import type { RoleSet } from '../../common/auth.js';
import { AppError } from '../http/app-error.js';
import type { AppDeps, AppEnv, AuthSession } from '../http/context.js';
import { getUserRoles } from './roles.js';
import { sessionCacheKeyOf, type SessionCache } from './session-cache.js';

/** Loads the session from the cookie on every API request (kept a few seconds in `cache`); guards below decide what is allowed. */
export function loadSession(deps: AppDeps, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = sessionCacheKeyOf(c.req.header('cookie'));
    const headers = c.req.raw.headers;
    const result = key ? await cache.lookup(key, () => deps.auth.api.getSession({ headers })) : null;
    // Suspension deletes the sessions; this also refuses one created in the instant between the check and the flag.
    const active = result && result.user.banned !== true ? result : null;
    c.set('session', active?.session ?? null);
    c.set('user', active?.user ?? null);
    await next();
  };
}

export function requireUser(c: Context<AppEnv>): AuthSession['user'] {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export const userRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** The admin check runs on the server for every admin route; the client's guard is convenience only. */
export function adminRequired(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = requireUser(c);
    const roles = await rolesOf(deps, user);
    if (!roles.isAdmin) throw new AppError('ADMIN_REQUIRED');
    await next();
  };
}

export function rolesOf(deps: AppDeps, user: AuthSession['user']): Promise<RoleSet> {
  return getUserRoles(deps.database.db, deps.config.adminEmails, user, deps.logger);
}
