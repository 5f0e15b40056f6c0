import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { userRoles, users } from '../db/schema.js';
import { writeAuditLog } from '../features/audit/index.js';

export type AdminRoleChange =
  { outcome: 'granted' | 'revoked' | 'unchanged'; userId: string; email: string } | { outcome: 'no-account'; email: string };

/**
 * What `npm run admin` does (docs/decisions/012): the only way an administrator is written into the database.
 * Revoking also removes an `admin` row of user_roles, so the account is really back to a plain user.
 * Each change writes an audit row with the old and new roles; the actor is the command line, not a user.
 */
export async function setAdminRole(db: Database, input: { email: string; admin: boolean }): Promise<AdminRoleChange> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for('update');
    if (!user) return { outcome: 'no-account', email };
    const rows = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
    const hadAdminRow = rows.some((row) => row.role === 'admin');
    const wasAdmin = user.role === 'admin' || hadAdminRow;
    if (wasAdmin === input.admin) return { outcome: 'unchanged', userId: user.id, email: user.email };

    const newRole = input.admin ? 'admin' : 'user';
    await tx.update(users).set({ role: newRole, updatedAt: new Date() }).where(eq(users.id, user.id));
    if (!input.admin && hadAdminRow) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')));
    }
    await writeAuditLog(tx as unknown as Database, {
      userId: null,
      action: input.admin ? 'admin.grant' : 'admin.revoke',
      resourceType: 'user',
      resourceId: user.id,
      userAgent: 'npm run admin',
      oldValues: { email: user.email, role: user.role, roles: rows.map((row) => row.role) },
      newValues: { email: user.email, role: newRole, roles: rows.map((row) => row.role).filter((role) => input.admin || role !== 'admin') },
    });
    return { outcome: input.admin ? 'granted' : 'revoked', userId: user.id, email: user.email };
  });
}
