import { PROJECT_LIST_DESCRIPTION_LENGTH, type Project, type ProjectListItem } from '../../../common/projects.js';
import type { projects } from '../../db/schema.js';

type ProjectRow = typeof projects.$inferSelect;

export function toProjectDto(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    prompt: row.prompt,
    projectType: row.projectType,
    framework: row.framework,
    status: row.status,
    isFavorite: row.isFavorite,
    isPublic: row.isPublic,
    tags: row.tags,
    techStack: row.techStack,
    folderId: row.folderId,
    versionNumber: row.versionNumber,
    previewUrl: row.previewUrl,
    downloadUrl: row.downloadUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
    publishedUrl: null,
    visits30d: null,
  };
}

/** A row in the list's light shape: no prompt, the description cut as GET /api/projects cuts it. */
export function toProjectListItem(row: ProjectRow): ProjectListItem {
  const { prompt: _prompt, ...project } = toProjectDto(row);
  const description = row.description;
  return {
    ...project,
    description: description === null ? null : description.slice(0, PROJECT_LIST_DESCRIPTION_LENGTH),
    isDescriptionCut: (description?.length ?? 0) > PROJECT_LIST_DESCRIPTION_LENGTH,
  };
}
