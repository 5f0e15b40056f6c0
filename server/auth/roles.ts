import { eq } from 'drizzle-orm';
import { FALLBACK_ROLE_SET, roleSchema, type Role, type RoleSet } from '../../common/auth.js';
import type { Database } from '../db/client.js';
import { userRoles, users } from '../db/schema.js';
import type { Logger } from '../logger.js';

const grantable = new Set<Role>(['premium', 'developer', 'admin']);
const FULL_ADMIN: RoleSet = { roles: ['admin', 'premium', 'developer'], isAdmin: true, isPremium: true, isDeveloper: true };

/**
 * ADMIN_EMAILS counts only for an address its owner has proved (docs/decisions/012): whoever signs up first with
 * a listed address must not become admin, so without SMTP (nothing verified) the list grants nothing.
 * It is read from the running configuration at every request and never copied into the database,
 * so removing an address takes the role away.
 */
export function isConfiguredAdmin(adminEmails: readonly string[], user: { email: string; emailVerified?: boolean | null }): boolean {
  return user.emailVerified === true && adminEmails.includes(user.email.trim().toLowerCase());
}

/**
 * The spec's get_user_roles, the one rule every check uses (admin guard, /api/me, /api/auth/admin/*).
 * A verified address of ADMIN_EMAILS is admin, premium and developer at once; anyone else gets the rows of
 * user_roles plus users.role (which only `npm run admin` writes). A failed lookup degrades to a plain user.
 */
export async function getUserRoles(
  db: Database,
  adminEmails: readonly string[],
  user: { id: string; email: string; emailVerified?: boolean | null; role?: string | null },
  logger?: Logger,
): Promise<RoleSet> {
  if (isConfiguredAdmin(adminEmails, user)) return { ...FULL_ADMIN, roles: [...FULL_ADMIN.roles] };
  try {
    // users.role is read here, not from the session's user: the session is kept a few seconds (decision 032), and
    // `npm run admin` must take effect at the next request.
    const rows = await db
      .select({ userRole: users.role, role: userRoles.role })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, user.id));
    const roles = new Set<Role>();
    for (const row of rows) {
      const parsed = roleSchema.safeParse(row.role);
      if (parsed.success && grantable.has(parsed.data)) roles.add(parsed.data);
    }
    if (rows[0]?.userRole === 'admin') roles.add('admin');
    if (roles.size === 0) return { ...FALLBACK_ROLE_SET };
    const list = [...roles];
    return {
      roles: list,
      isAdmin: roles.has('admin'),
      isPremium: roles.has('premium'),
      isDeveloper: roles.has('developer'),
    };
  } catch (error) {
    logger?.error('Lecture des rôles impossible, rôle user appliqué', error);
    return { ...FALLBACK_ROLE_SET };
  }
}
