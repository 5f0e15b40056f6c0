import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { findOwnProject } from './find-own-project.js';

/** Deletes the project; its versions, chat and published copies go with it (foreign keys cascade). */
export async function deleteProject(
  db: Database,
  input: { userId: string; projectId: string; audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'> },
): Promise<void> {
  await db.transaction(async (database) => {
    const row = await findOwnProject(database, input.userId, input.projectId, { forUpdate: true });
    await database.delete(projects).where(eq(projects.id, row.id));
    await writeAuditLog(database, {
      userId: input.userId,
      action: 'delete',
      resourceType: 'project',
      resourceId: row.id,
      oldValues: { title: row.title, status: row.status, versionNumber: row.versionNumber },
      ...input.audit,
    });
  });
}
