import { Hono } from 'hono';
import { FALLBACK_ROLE_SET, type Me, type PublicConfig } from '../../../common/auth.js';
import { rolesOf } from '../../auth/guards.js';
import type { AppDeps, AppEnv } from '../../http/context.js';

export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/me', async (c) => {
      const user = c.get('user');
      c.header('Cache-Control', 'no-store');
      if (!user) return c.json<Me>({ user: null, roles: { ...FALLBACK_ROLE_SET, roles: [] } });
      const roles = await rolesOf(deps, user);
      return c.json<Me>({
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          fullName: typeof user.fullName === 'string' ? user.fullName : null,
          image: user.image ?? null,
          emailVerified: user.emailVerified,
          createdAt: new Date(user.createdAt).toISOString(),
        },
        roles,
      });
    })
    .get('/public-config', (c) =>
      c.json<PublicConfig>({
        providers: { google: Boolean(deps.config.google), github: Boolean(deps.config.github) },
        emailVerificationRequired: deps.mailer.delivers,
        contentUrl: deps.config.contentUrl,
        freePlanMaxProjects: deps.config.limits.freePlanMaxProjects,
      }),
    );
}
