import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projectMessages, projects, projectVersions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { loadFiles } from './project-files.js';

/** A turn left unfinished (a crashed process) stops blocking its project after this long. */
const STALE_LOCK_MS = 10 * 60 * 1000;

/** Takes the project's one-turn-at-a-time lock for a generation; the files of the version it is at. */
export async function lockForGeneration(db: Database, projectId: string) {
  const [locked] = await db
    .update(projects)
    .set({ generationStartedAt: new Date() })
    .where(
      and(
        eq(projects.id, projectId),
        or(isNull(projects.generationStartedAt), lt(projects.generationStartedAt, new Date(Date.now() - STALE_LOCK_MS))),
      ),
    )
    .returning({ versionNumber: projects.versionNumber });
  if (!locked) {
    throw new AppError('GENERATION_BUSY', { userMessage: "Une génération est déjà en cours pour ce projet. Attendez qu'elle se termine." });
  }
  try {
    const [version] = await db
      .select({ files: projectVersions.files })
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.number, locked.versionNumber)));
    return { versionNumber: locked.versionNumber, files: await loadFiles(db, version?.files ?? {}) };
  } catch (error) {
    // The caller never learns it holds the lock when this fails: it is given back here.
    await releaseGenerationLock(db, projectId).catch(() => {});
    throw error;
  }
}

/** Gives the lock back without writing a turn (a failed or cancelled generation). */
export async function releaseGenerationLock(db: Database, projectId: string) {
  await db.update(projects).set({ generationStartedAt: null }).where(eq(projects.id, projectId));
}

/** The project's last `limit` chat messages, newest first. */
export async function readRecentMessages(db: Database, projectId: string, limit: number) {
  return db
    .select({ role: projectMessages.role, content: projectMessages.content })
    .from(projectMessages)
    .where(eq(projectMessages.projectId, projectId))
    .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
    .limit(limit);
}
