import { eq } from 'drizzle-orm';
import type { Project, UpdateProjectInput } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { findOwnProject } from './find-own-project.js';
import { toProjectDto } from './project-dto.js';

/** Rename and settings; the audit row keeps the values before and after. */
export async function updateProject(
  db: Database,
  input: { userId: string; projectId: string; changes: UpdateProjectInput; audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'> },
): Promise<Project> {
  return db.transaction(async (database) => {
    const before = await findOwnProject(database, input.userId, input.projectId, { forUpdate: true });
    const changes = Object.fromEntries(Object.entries(input.changes).filter(([, value]) => value !== undefined));
    const [after] = await database
      .update(projects)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(projects.id, before.id))
      .returning();
    await writeAuditLog(database, {
      userId: input.userId,
      action: 'update',
      resourceType: 'project',
      resourceId: before.id,
      oldValues: Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof typeof before]])),
      newValues: changes,
      ...input.audit,
    });
    return toProjectDto(after!);
  });
}

/** Favourite is a personal marker: it does not change "last modified". */
export async function setFavorite(db: Database, input: { userId: string; projectId: string; isFavorite: boolean }): Promise<Project> {
  const row = await findOwnProject(db, input.userId, input.projectId);
  const [after] = await db.update(projects).set({ isFavorite: input.isFavorite }).where(eq(projects.id, row.id)).returning();
  return toProjectDto(after!);
}
