import type { PreviewBuild } from '../../../common/preview.js';
import type { Database } from '../../db/client.js';
import { findOwnProject } from '../projects/find-own-project.js';
import { readVersion } from '../projects/versions.js';
import type { PreviewService } from './preview-service.js';

/** The preview of a project's saved current version; another user's project is a 404, as everywhere. */
export async function buildSavedProjectPreview(db: Database, preview: PreviewService, userId: string, projectId: string): Promise<PreviewBuild> {
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
  return preview.build({ ownerId: input.userId, projectId: input.projectId, generationId: input.generationId, files: input.files });
}
