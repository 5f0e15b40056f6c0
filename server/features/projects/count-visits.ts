import { and, gte, inArray, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appVisits } from '../../db/schema.js';

export const VISIT_WINDOW_DAYS = 30;

/** The first day counted in the 30-day window, as the visits table stores days (UTC). */
export function visitWindowStart(now = new Date()): string {
  return new Date(now.getTime() - (VISIT_WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** Visits per deployment over the last 30 days. */
export async function countVisits(db: Database, deploymentIds: string[]): Promise<Map<string, number>> {
  if (deploymentIds.length === 0) return new Map();
  const rows = await db
    .select({ deploymentId: appVisits.deploymentId, total: sum(appVisits.visits) })
    .from(appVisits)
    .where(and(inArray(appVisits.deploymentId, deploymentIds), gte(appVisits.day, visitWindowStart())))
    .groupBy(appVisits.deploymentId);
  return new Map(rows.map((row) => [row.deploymentId, Number(row.total ?? 0)]));
}
