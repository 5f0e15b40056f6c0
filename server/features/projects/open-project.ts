import { and, asc, eq } from 'drizzle-orm';
import type { ProjectDetail } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { projectMessages, projects, projectVersions } from '../../db/schema.js';
import { findOwnProject } from './find-own-project.js';
import { loadFiles } from './project-files.js';
import { toProjectDto } from './project-dto.js';

/** Loads a project with its current files and chat, and records that the user opened it. */
export async function openProject(db: Database, userId: string, projectId: string): Promise<ProjectDetail> {
  const row = await findOwnProject(db, userId, projectId);
  const [touched] = await db.update(projects).set({ lastAccessedAt: new Date() }).where(eq(projects.id, row.id)).returning();
  const [version] = await db
    .select({ files: projectVersions.files })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, row.id), eq(projectVersions.number, row.versionNumber)));
  const messages = await db
    .select()
    .from(projectMessages)
    .where(eq(projectMessages.projectId, row.id))
    .orderBy(asc(projectMessages.createdAt), asc(projectMessages.id));
  return {
    project: toProjectDto(touched ?? row),
    files: await loadFiles(db, version?.files ?? {}),
    messages: messages.map((m) => ({ id: m.id, role: m.role, content: m.content, createdAt: m.createdAt.toISOString() })),
  };
}
