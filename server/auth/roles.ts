import { eq } from 'drizzle-orm';
import { FALLBACK_ROLE_SET, roleSchema, type Role, type RoleSet } from '../../common/auth.js';
import type { Database } from '../db/client.js';
import { userRoles } from '../db/schema.js';
import type { Logger } from '../logger.js';

const grantable = new Set<Role>(['premium', 'developer', 'admin']);

/**
 * The spec's get_user_roles. An address in ADMIN_EMAILS is admin, premium and developer at once,
 * without a lookup; anyone else gets the rows of user_roles (plus the admin plugin's role column).
 * A failed lookup degrades to a plain user rather than failing the request.
 */
export async function getUserRoles(
  db: Database,
  adminEmails: readonly string[],
  user: { id: string; email: string; role?: string | null },
  logger?: Logger,
): Promise<RoleSet> {
  if (adminEmails.includes(user.email.trim().toLowerCase())) {
    return { roles: ['admin', 'premium', 'developer'], isAdmin: true, isPremium: true, isDeveloper: true };
  }
  try {
    const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
    const roles = new Set<Role>();
    for (const row of rows) {
      const parsed = roleSchema.safeParse(row.role);
      if (parsed.success && grantable.has(parsed.data)) roles.add(parsed.data);
    }
    if (user.role === 'admin') roles.add('admin');
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
