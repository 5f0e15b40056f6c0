import type { Database } from '../../db/client.js';
import { auditLogs } from '../../db/schema.js';

export interface AuditEntry {
  userId: string | null;
  action: string;
  resourceType: string;
  resourceId?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  oldValues?: unknown;
  newValues?: unknown;
}

/** Appends one audit row. Callers pass values already stripped of secrets (no passwords, no tokens). */
export async function writeAuditLog(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    userId: entry.userId,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent ? entry.userAgent.slice(0, 500) : null,
    oldValues: entry.oldValues ?? null,
    newValues: entry.newValues ?? null,
  });
}
