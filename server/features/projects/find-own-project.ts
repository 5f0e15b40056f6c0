import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

export const projectNotFound = () => new AppError('NOT_FOUND', { userMessage: "Projet introuvable : le projet demandé n'existe pas." });

/**
 * The one way to reach a project: by id AND owner. Another user's project is indistinguishable from a
 * missing one (404), so ids cannot be probed. `forUpdate` locks the row inside a transaction.
 */
export async function findOwnProject(db: Database, userId: string, projectId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw projectNotFound();
  return row;
}
