import { and, avg, count, desc, eq, gte, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { AdminOverview } from '../../../common/admin.js';
import type { Database } from '../../db/client.js';
import { builds, lumiAiResponses, lumiPrompts, paymentHistory, projects, users } from '../../db/schema.js';
import { DAY_MS, lastDays } from '../../lib/last-days.js';
import { measureAvailability } from '../system/index.js';

/** Counts per UTC day of a timestamp column since `since`, as a map day → count. */
export async function countPerDay(db: Database, table: typeof users | typeof lumiPrompts, since: Date): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, value: count() }).from(table).where(gte(table.createdAt, since)).groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.value)]));
}

/** The eight cards, the two 30-day series and the projects per user, all read from the tables. */
export async function getAdminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const since30 = new Date(now.getTime() - 30 * DAY_MS);
  const localMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const lastMonthStart = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const days = lastDays(30, now);
  const firstDay = new Date(`${days[0]}T00:00:00.000Z`);

  const [
    userTotals,
    projectTotal,
    buildTotal,
    revenue,
    responseToday,
    thisMonth,
    lastMonth,
    availability,
    usersPerDay,
    generationsPerDay,
    projectsByUser,
  ] = await Promise.all([
    db.select({ total: count(), active: sql<number>`count(*) filter (where ${users.createdAt} >= ${since30})` }).from(users),
    db.select({ value: count() }).from(projects),
    db.select({ value: count() }).from(builds),
    db
      .select({ value: sum(paymentHistory.amount) })
      .from(paymentHistory)
      .where(eq(paymentHistory.status, 'completed')),
    db
      .select({ value: avg(lumiAiResponses.responseTimeMs) })
      .from(lumiAiResponses)
      .where(and(gte(lumiAiResponses.createdAt, localMidnight), isNotNull(lumiAiResponses.responseTimeMs))),
    db.select({ value: count() }).from(users).where(gte(users.createdAt, monthStart)),
    db
      .select({ value: count() })
      .from(users)
      .where(and(gte(users.createdAt, lastMonthStart), lt(users.createdAt, monthStart))),
    measureAvailability(db, now),
    countPerDay(db, users, firstDay),
    countPerDay(db, lumiPrompts, firstDay),
    db
      .select({ userId: users.id, email: users.email, fullName: users.fullName, projects: count(projects.id) })
      .from(users)
      .innerJoin(projects, eq(projects.userId, users.id))
      .groupBy(users.id)
      .orderBy(desc(count(projects.id)), users.email)
      .limit(50),
  ]);
  const current = Number(thisMonth[0]?.value ?? 0);
  const previous = Number(lastMonth[0]?.value ?? 0);
  const average = responseToday[0]?.value;
  return {
    totalUsers: Number(userTotals[0]?.total ?? 0),
    activeUsers: Number(userTotals[0]?.active ?? 0),
    totalProjects: Number(projectTotal[0]?.value ?? 0),
    totalBuilds: Number(buildTotal[0]?.value ?? 0),
    revenue: Number(revenue[0]?.value ?? 0),
    averageResponseMsToday: average === null || average === undefined ? null : Math.round(Number(average)),
    availability: availability.percent,
    availabilitySamples: availability.samples,
    // No users last month: a growth rate would divide by zero, the card says « — ».
    growth: {
      thisMonth: current,
      lastMonth: previous,
      percent: previous > 0 ? Math.round(((current - previous) / previous) * 1000) / 10 : null,
    },
    daily: days.map((day) => ({ day, users: usersPerDay.get(day) ?? 0, generations: generationsPerDay.get(day) ?? 0 })),
    projectsByUser: projectsByUser.map((row) => ({ ...row, projects: Number(row.projects) })),
  };
}
