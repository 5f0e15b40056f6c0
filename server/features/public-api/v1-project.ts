import type { V1Project } from '../../../common/public-api.js';
import type { projects } from '../../db/schema.js';
import { toProjectDto } from '../projects/index.js';

export function toV1Project(row: typeof projects.$inferSelect, publishedUrl: string | null = null): V1Project {
  const dto = toProjectDto(row);
  return {
    id: dto.id,
    title: dto.title,
    description: dto.description,
    projectType: dto.projectType,
    framework: dto.framework,
    status: dto.status,
    isFavorite: dto.isFavorite,
    versionNumber: dto.versionNumber,
    createdAt: dto.createdAt,
    updatedAt: dto.updatedAt,
    publishedUrl: publishedUrl ?? dto.publishedUrl,
  };
}
