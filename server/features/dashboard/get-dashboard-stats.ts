import { and, count, desc, eq, isNotNull, max } from 'drizzle-orm';
import { projectStatusSchema, type DashboardStats, type ProjectStatus } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { deployments, lumiPrompts, projects } from '../../db/schema.js';
import { countVisits, toProjectListItem } from '../projects/index.js';

const RECENT_PROJECTS = 5;

/** The user's real figures for the dashboard cards: nothing here is a sample value. */
export async function getDashboardStats(db: Database, userId: string): Promise<DashboardStats> {
  const [byStatusRows, [generations], online, [activity], recent] = await Promise.all([
    db.select({ status: projects.status, value: count() }).from(projects).where(eq(projects.userId, userId)).groupBy(projects.status),
    db.select({ value: count() }).from(lumiPrompts).where(eq(lumiPrompts.userId, userId)),
    db
      .select({ id: deployments.id })
      .from(deployments)
      .where(and(eq(deployments.userId, userId), isNotNull(deployments.buildId), eq(deployments.isPrivate, false))),
    db
      .select({ updated: max(projects.updatedAt), accessed: max(projects.lastAccessedAt) })
      .from(projects)
      .where(eq(projects.userId, userId)),
    db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.updatedAt)).limit(RECENT_PROJECTS),
  ]);
  const byStatus: Record<ProjectStatus, number> = { generating: 0, draft: 0, active: 0, completed: 0, archived: 0 };
  let total = 0;
  for (const row of byStatusRows) {
    total += row.value;
    // The spec shows any unknown status as a draft.
    const status = projectStatusSchema.safeParse(row.status);
    byStatus[status.success ? status.data : 'draft'] += row.value;
  }
  const visits = await countVisits(
    db,
    online.map((row) => row.id),
  );
  const last = [activity?.updated, activity?.accessed]
    .filter((d): d is Date => d instanceof Date)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    projects: { total, byStatus },
    aiGenerations: generations?.value ?? 0,
    publishedApps: online.length,
    visits30d: [...visits.values()].reduce((total, value) => total + value, 0),
    lastActivityAt: last?.toISOString() ?? null,
    recentProjects: recent.map(toProjectListItem),
  };
}
