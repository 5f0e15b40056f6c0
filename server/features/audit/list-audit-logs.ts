import { and, count, countDistinct, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditFilter, AuditLog } from '../../../common/audit.js';
import type { AuditStats } from '../../../common/admin.js';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import { auditLogs } from '../../db/schema.js';
import { DAY_MS, lastDays } from '../../lib/last-days.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** « Filtrer »: an action (contains), a user (its id, or part of its email), days from and to (UTC, both included). */
export function auditWhere(filter: AuditFilter): SQL | undefined {
  const user = filter.user?.trim();
  return and(
    filter.action ? ilike(auditLogs.action, containsPattern(filter.action)) : undefined,
    user
      ? UUID.test(user)
        ? eq(auditLogs.userId, user)
        : sql`${auditLogs.userId} in (select u.id from users u where u.email ilike ${containsPattern(user)})`
      : undefined,
    filter.from ? gte(auditLogs.createdAt, new Date(`${filter.from}T00:00:00.000Z`)) : undefined,
    filter.to ? lt(auditLogs.createdAt, new Date(new Date(`${filter.to}T00:00:00.000Z`).getTime() + DAY_MS)) : undefined,
  );
}

/** Newest first, as the admin journal shows them. */
export async function listAuditLogs(db: Database, filter: AuditFilter & { limit: number }): Promise<AuditLog[]> {
  const rows = await db
    .select()
    .from(auditLogs)
    .where(auditWhere(filter))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(filter.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The three cards, the six most frequent actions and the actions per day, over the last 30 days. */
export async function getAuditStats(db: Database, now = new Date()): Promise<AuditStats> {
  const days = lastDays(30, now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const window = gte(auditLogs.createdAt, since);
  const day = sql<string>`to_char(${auditLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [totals, top, perDay] = await Promise.all([
    db
      .select({ total: count(), users: countDistinct(auditLogs.userId) })
      .from(auditLogs)
      .where(window),
    db
      .select({ action: auditLogs.action, count: count() })
      .from(auditLogs)
      .where(window)
      .groupBy(auditLogs.action)
      .orderBy(desc(count()), auditLogs.action)
      .limit(6),
    db.select({ day, count: count() }).from(auditLogs).where(window).groupBy(day),
  ]);
  const counts = new Map(perDay.map((row) => [row.day, Number(row.count)]));
  return {
    totalActions: Number(totals[0]?.total ?? 0),
    uniqueUsers: Number(totals[0]?.users ?? 0),
    topActions: top.map((row) => ({ action: row.action, count: Number(row.count) })),
    daily: days.map((value) => ({ day: value, count: counts.get(value) ?? 0 })),
  };
}
