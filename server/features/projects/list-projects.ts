import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Project } from '../../../common/projects.js';
import { publishedUrl } from '../../../common/publishing.js';
import type { Database } from '../../db/client.js';
import { deployments, projects } from '../../db/schema.js';
import { countVisits } from './count-visits.js';
import { toProjectDto } from './project-dto.js';

/** The user's own projects, last modified first (the spec's order before any client-side sort), with their public address. */
export async function listProjects(
  db: Database,
  userId: string,
  publishing: { contentUrl: string; publishUrlTemplate: string | null },
): Promise<Project[]> {
  const [rows, online] = await Promise.all([
    db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.updatedAt), desc(projects.id)),
    db
      .select({ id: deployments.id, projectId: deployments.projectId, slug: deployments.slug })
      .from(deployments)
      .where(and(eq(deployments.userId, userId), isNotNull(deployments.buildId), eq(deployments.isPrivate, false))),
  ]);
  const byProject = new Map(online.map((row) => [row.projectId, row]));
  const visits = await countVisits(
    db,
    online.map((row) => row.id),
  );
  return rows.map((row) => {
    const deployment = byProject.get(row.id);
    return {
      ...toProjectDto(row),
      publishedUrl: deployment ? publishedUrl(publishing, deployment.slug) : null,
      visits30d: deployment ? (visits.get(deployment.id) ?? 0) : null,
    };
  });
}
