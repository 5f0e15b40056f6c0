import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PreviewBuild } from '../../../common/preview.js';
import type { Database } from '../../db/client.js';
import { lumiPrompts } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findOwnProject, readVersion } from '../projects/index.js';
import type { PreviewService } from './preview-service.js';

/** The preview of a project's saved current version; another user's project is a 404, as everywhere. */
export async function buildSavedProjectPreview(
  db: Database,
  preview: PreviewService,
  userId: string,
  projectId: string,
): Promise<PreviewBuild> {
  const project = await findOwnProject(db, userId, projectId);
  const version = await readVersion(db, userId, project.id, project.versionNumber);
  return preview.build({ ownerId: userId, projectId: project.id, files: version.files });
}

/** Files sent by the studio for a saved project: the project must be the caller's before anything is built. */
export async function buildEditedProjectPreview(
  db: Database,
  preview: PreviewService,
  input: { userId: string; projectId?: string; generationId?: string; files: Record<string, string> },
): Promise<PreviewBuild> {
  if (input.projectId) await findOwnProject(db, input.userId, input.projectId);
  if (input.generationId) await assertOwnGeneration(db, input.userId, input.generationId);
  return preview.build({ ownerId: input.userId, projectId: input.projectId, generationId: input.generationId, files: input.files });
}

/**
 * The runtime errors of a preview lower the score of the generation it names: only the caller's own
 * generation may be named, or anyone could lower the score of another user's work.
 */
async function assertOwnGeneration(db: Database, userId: string, generationId: string): Promise<void> {
  const id = z.uuid().safeParse(generationId);
  const [own] = id.success
    ? await db
        .select({ id: lumiPrompts.id })
        .from(lumiPrompts)
        .where(and(eq(lumiPrompts.id, id.data), eq(lumiPrompts.userId, userId)))
        .limit(1)
    : [];
  if (!own) throw new AppError('NOT_FOUND', { userMessage: "Génération introuvable : elle n'existe pas ou ne vous appartient pas." });
}
