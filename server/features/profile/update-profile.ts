import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { profileNotFound } from './read-profile.js';

type Audit = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;

/** Saves the full name (already trimmed; empty is null) and records the old and new values. */
export async function updateProfile(db: Database, input: { userId: string; fullName: string | null; audit: Audit }): Promise<void> {
  const fullName = input.fullName === '' ? null : input.fullName;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, input.userId)).for('update');
    if (!before) throw profileNotFound();
    await tx.update(users).set({ fullName, updatedAt: new Date() }).where(eq(users.id, input.userId));
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'profile.update',
      resourceType: 'user',
      resourceId: input.userId,
      oldValues: { fullName: before.fullName },
      newValues: { fullName },
      ...input.audit,
    });
  });
}
