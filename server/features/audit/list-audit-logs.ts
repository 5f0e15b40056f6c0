import { desc } from 'drizzle-orm';
import type { AuditLog } from '../../../common/audit.js';
import type { Database } from '../../db/client.js';
import { auditLogs } from '../../db/schema.js';

/** Newest first, as the admin journal shows them. */
export async function listAuditLogs(db: Database, limit: number): Promise<AuditLog[]> {
  const rows = await db.select().from(auditLogs).orderBy(desc(auditLogs.createdAt)).limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
