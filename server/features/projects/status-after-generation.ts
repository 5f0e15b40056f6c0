import { and, count, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projectVersions } from '../../db/schema.js';

/**
 * The one status rule after a successful generation, whatever created the project (landing, dialog, generator,
 * chat): a project waiting for its first generation ('generating') becomes active, and a draft becomes active
 * with its first AI version. Any other status (a project the user set as completed or archived) is kept.
 * Returns the new status, or null when it does not change. Call inside the turn's transaction.
 */
export async function statusAfterGeneration(
  tx: Database,
  project: { id: string; status: string },
  versionNumber: number | null,
): Promise<'active' | null> {
  if (project.status === 'generating') return 'active';
  if (project.status !== 'draft' || versionNumber === null) return null;
  const [earlier] = await tx
    .select({ value: count() })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, project.id), eq(projectVersions.author, 'ai'), lt(projectVersions.number, versionNumber)));
  return (earlier?.value ?? 0) === 0 ? 'active' : null;
}
