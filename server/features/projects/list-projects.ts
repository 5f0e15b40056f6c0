import { desc, eq } from 'drizzle-orm';
import type { Project } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { toProjectDto } from './project-dto.js';

/** The user's own projects, last modified first (the spec's order before any client-side sort). */
export async function listProjects(db: Database, userId: string): Promise<Project[]> {
  const rows = await db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.updatedAt), desc(projects.id));
  return rows.map(toProjectDto);
}
