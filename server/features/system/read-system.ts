import { and, avg, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { METRIC_NAMES, systemStatus, type AdminSystem, type MetricName } from '../../../common/admin.js';
import type { Database } from '../../db/client.js';
import { systemMetrics } from '../../db/schema.js';
import { measureAvailability } from './measure-availability.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_BUCKET_S = 300;
type Values = Record<MetricName, number | null>;
const empty = (): Values => ({ cpu_usage: null, memory_usage: null, disk_usage: null, network_latency: null });

/** The Système tab: the latest value of each metric, the 10 latest rows, the last 24 h for the chart, uptime. */
export async function readSystem(db: Database, input: { startedAt: Date; now?: Date }): Promise<AdminSystem> {
  const now = input.now ?? new Date();
  const shown = inArray(systemMetrics.metricName, [...METRIC_NAMES]);
  // The chart gets one point per 5 minutes (288 a day, several processes averaged), not every 30-second sample.
  const bucket = sql<string>`to_char(to_timestamp(floor(extract(epoch from ${systemMetrics.recordedAt}) / ${sql.raw(String(CHART_BUCKET_S))}) * ${sql.raw(String(CHART_BUCKET_S))}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const [recentRows, buckets, availability] = await Promise.all([
    db.select().from(systemMetrics).where(shown).orderBy(desc(systemMetrics.recordedAt)).limit(10),
    db
      .select({ at: bucket, name: systemMetrics.metricName, value: avg(systemMetrics.metricValue) })
      .from(systemMetrics)
      .where(and(shown, gte(systemMetrics.recordedAt, new Date(now.getTime() - DAY_MS))))
      .groupBy(bucket, systemMetrics.metricName),
    measureAvailability(db, now),
  ]);
  const latest = empty();
  for (const row of recentRows) {
    const name = row.metricName as MetricName;
    if (latest[name] === null) latest[name] = row.metricValue;
  }
  // The 10 latest rows hold the latest value of each metric (a sample writes all four at once); an older metric
  // missing from them is read on its own.
  await Promise.all(
    METRIC_NAMES.filter((name) => latest[name] === null).map(async (name) => {
      const [row] = await db
        .select({ value: systemMetrics.metricValue })
        .from(systemMetrics)
        .where(eq(systemMetrics.metricName, name))
        .orderBy(desc(systemMetrics.recordedAt))
        .limit(1);
      if (row) latest[name] = row.value;
    }),
  );
  const points = new Map<string, Values>();
  for (const row of buckets) {
    const point = points.get(row.at) ?? empty();
    point[row.name as MetricName] = row.value === null ? null : Math.round(Number(row.value) * 10) / 10;
    points.set(row.at, point);
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
