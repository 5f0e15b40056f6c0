import { and, count, eq, gte, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { systemMetrics } from '../../db/schema.js';
import { DAY_MS } from '../../lib/last-days.js';
import { HEALTH_METRIC } from './sample-system.js';

/** The share (0–100) of successful health probes over 30 days, every process together; null before the first one. */
export async function measureAvailability(db: Database, now = new Date()): Promise<{ percent: number | null; samples: number }> {
  const [row] = await db
    .select({ samples: count(), ok: sum(systemMetrics.metricValue) })
    .from(systemMetrics)
    .where(and(eq(systemMetrics.metricName, HEALTH_METRIC), gte(systemMetrics.recordedAt, new Date(now.getTime() - 30 * DAY_MS))));
  const samples = Number(row?.samples ?? 0);
  return { percent: samples > 0 ? Math.round((Number(row?.ok ?? 0) / samples) * 1000) / 10 : null, samples };
}
