import { and, desc, gte, inArray, ne } from 'drizzle-orm';
import { METRIC_NAMES, systemStatus, type AdminSystem, type MetricName } from '../../../common/admin.js';
import type { Database } from '../../db/client.js';
import { systemMetrics } from '../../db/schema.js';
import { measureAvailability } from '../admin/get-overview.js';
import { HEALTH_METRIC } from './sample-system.js';

const DAY_MS = 24 * 60 * 60 * 1000;
type Values = Record<MetricName, number | null>;
const empty = (): Values => ({ cpu_usage: null, memory_usage: null, disk_usage: null, network_latency: null });

/** The Système tab: the latest value of each metric, the 10 latest rows, the last 24 h for the chart, uptime. */
export async function readSystem(db: Database, input: { startedAt: Date; now?: Date }): Promise<AdminSystem> {
  const now = input.now ?? new Date();
  const shown = inArray(systemMetrics.metricName, [...METRIC_NAMES]);
  const [recentRows, dayRows, availability] = await Promise.all([
    db.select().from(systemMetrics).where(and(shown, ne(systemMetrics.metricName, HEALTH_METRIC))).orderBy(desc(systemMetrics.recordedAt)).limit(10),
    db
      .select()
      .from(systemMetrics)
      .where(and(shown, gte(systemMetrics.recordedAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(desc(systemMetrics.recordedAt))
      .limit(4 * 2 * 24 * 60 * 4),
    measureAvailability(db, now),
  ]);
  const latest = empty();
  const points = new Map<string, Values>();
  for (const row of dayRows) {
    const name = row.metricName as MetricName;
    if (latest[name] === null) latest[name] = row.metricValue;
    // One point per sample time; several processes' samples at the same second are averaged.
    const at = new Date(Math.floor(row.recordedAt.getTime() / 1000) * 1000).toISOString();
    const point = points.get(at) ?? empty();
    point[name] = point[name] === null ? row.metricValue : (point[name] + row.metricValue) / 2;
    points.set(at, point);
  }
  // Older than 24 h: the latest values still come from the newest rows.
  for (const row of recentRows) {
    const name = row.metricName as MetricName;
    if (latest[name] === null) latest[name] = row.metricValue;
  }
  return {
    status: systemStatus(latest),
    latest,
    processUptimeSeconds: Math.round((now.getTime() - input.startedAt.getTime()) / 1000),
    availability: availability.percent,
    recent: recentRows.map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() })),
    chart: [...points.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([at, values]) => ({ at, ...values })),
  };
}
