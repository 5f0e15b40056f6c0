import { and, count, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AdminUserDetail, AdminUserRow } from '../../../common/admin.js';
import type { Database } from '../../db/client.js';
import { auditLogs, builds, lumiPrompts, projects, sessions, userRoles, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { isConfiguredAdmin } from '../../auth/roles.js';
import { lastDays } from '../../lib/last-days.js';
import { isAdminSql, readUserRow } from './list-users.js';

type AuditFrom = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
interface ActingAdmin {
  adminId: string;
  adminEmails: readonly string[];
  audit: AuditFrom;
}

const notFound = () => new AppError('NOT_FOUND', { userMessage: 'Utilisateur introuvable.' });

async function requireUserRow(db: Database, adminEmails: readonly string[], userId: string) {
  const row = await readUserRow(db, adminEmails, userId);
  if (!row) throw notFound();
  return row;
}

/** Administrators able to act: admin by a row, users.role or a verified ADMIN_EMAILS address, and not suspended. */
export async function countActiveAdmins(db: Database, adminEmails: readonly string[], except?: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(isAdminSql(adminEmails), or(eq(users.banned, false), isNull(users.banned)), except ? ne(users.id, except) : undefined));
  return Number(row?.value ?? 0);
}

/**
 * Refuses what would leave the platform without an active administrator (demoting, suspending or deleting the
 * last one). Takes the console's advisory lock, so two such changes at once cannot both pass the check.
 */
export async function keepOneAdmin(tx: Database, adminEmails: readonly string[], userId: string, message: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(472016)`);
  const [target] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isAdminSql(adminEmails)));
  if (target && (await countActiveAdmins(tx, adminEmails, userId)) === 0) throw new AppError('CONFLICT', { userMessage: message });
}

const publicRow = ({
  emailVerified: _v,
  banReason: _r,
  ...row
}: AdminUserRow & { emailVerified: boolean; banReason: string | null }): AdminUserRow => row;

/** Replaces the roles an administrator can give (premium, developer, admin). */
export async function setUserRoles(db: Database, input: ActingAdmin & { userId: string; roles: readonly string[] }): Promise<AdminUserRow> {
  return db.transaction(async (tx) => {
    // One change of roles at a time across the whole console: two admins demoting each other at once must not
    // leave nobody (the « last admin » check reads, then writes).
    await tx.execute(sql`select pg_advisory_xact_lock(472016)`);
    const before = await requireUserRow(tx, input.adminEmails, input.userId);
    const wanted = new Set(input.roles);
    const losesAdmin = before.roles.includes('admin') && !wanted.has('admin');
    if (losesAdmin) {
      if (input.userId === input.adminId)
        throw new AppError('CONFLICT', { userMessage: 'Vous ne pouvez pas retirer votre propre rôle administrateur.' });
      if (isConfiguredAdmin(input.adminEmails, before)) {
        throw new AppError('CONFLICT', {
          userMessage: "Cet administrateur l'est par la variable ADMIN_EMAILS : retirez son adresse de la configuration du serveur.",
        });
      }
      if ((await countActiveAdmins(tx, input.adminEmails, input.userId)) === 0) {
        throw new AppError('CONFLICT', { userMessage: 'Il doit rester au moins un administrateur.' });
      }
    }
    await tx.delete(userRoles).where(and(eq(userRoles.userId, input.userId), inArray(userRoles.role, ['premium', 'developer', 'admin'])));
    if (wanted.size > 0) await tx.insert(userRoles).values([...wanted].map((role) => ({ userId: input.userId, role })));
    // `npm run admin` writes users.role; taking admin away here must take that one too.
    if (losesAdmin) await tx.update(users).set({ role: 'user', updatedAt: new Date() }).where(eq(users.id, input.userId));
    const after = await requireUserRow(tx, input.adminEmails, input.userId);
    await writeAuditLog(tx, {
      userId: input.adminId,
      action: 'user.roles.update',
      resourceType: 'user',
      resourceId: input.userId,
      oldValues: { roles: before.roles },
      newValues: { roles: after.roles },
      ...input.audit,
    });
    return publicRow(after);
  });
}

/**
 * Suspends for real: the flag better-auth's admin plugin reads at every sign-in (refused with our French message),
 * every session deleted at once, published apps answer 404 while it lasts (published-site.ts reads the flag).
 */
export async function suspendUser(db: Database, input: ActingAdmin & { userId: string; reason?: string }): Promise<AdminUserRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(472016)`);
    const before = await requireUserRow(tx, input.adminEmails, input.userId);
    if (input.userId === input.adminId)
      throw new AppError('CONFLICT', { userMessage: 'Vous ne pouvez pas suspendre votre propre compte.' });
    if (before.roles.includes('admin') && (await countActiveAdmins(tx, input.adminEmails, input.userId)) === 0) {
      throw new AppError('CONFLICT', { userMessage: 'Il doit rester au moins un administrateur actif.' });
    }
    const reason = input.reason?.trim() || null;
    await tx
      .update(users)
      .set({ banned: true, banReason: reason, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    const revoked = await tx.delete(sessions).where(eq(sessions.userId, input.userId)).returning({ id: sessions.id });
    await writeAuditLog(tx, {
      userId: input.adminId,
      action: 'user.suspend',
      resourceType: 'user',
      resourceId: input.userId,
      oldValues: { suspended: before.suspended, reason: before.banReason },
      newValues: { suspended: true, reason, sessionsRevoked: revoked.length },
      ...input.audit,
    });
    return publicRow(await requireUserRow(tx, input.adminEmails, input.userId));
  });
}

export async function unsuspendUser(db: Database, input: ActingAdmin & { userId: string }): Promise<AdminUserRow> {
  return db.transaction(async (tx) => {
    const before = await requireUserRow(tx, input.adminEmails, input.userId);
    await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    await writeAuditLog(tx, {
      userId: input.adminId,
      action: 'user.unsuspend',
      resourceType: 'user',
      resourceId: input.userId,
      oldValues: { suspended: before.suspended, reason: before.banReason },
      newValues: { suspended: false },
      ...input.audit,
    });
    return publicRow(await requireUserRow(tx, input.adminEmails, input.userId));
  });
}

export async function revokeUserSession(db: Database, input: ActingAdmin & { userId: string; sessionId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, input.sessionId), eq(sessions.userId, input.userId)))
      .returning({ id: sessions.id, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent });
    if (!row) throw new AppError('NOT_FOUND', { userMessage: 'Session introuvable.' });
    await writeAuditLog(tx, {
      userId: input.adminId,
      action: 'session.delete',
      resourceType: 'session',
      resourceId: row.id,
      oldValues: { userId: input.userId, ipAddress: row.ipAddress, userAgent: row.userAgent },
      ...input.audit,
    });
  });
}

/** The user page: profile, figures, projects, builds, 30 days of AI requests, recent audit rows, sessions. */
export async function readUserDetail(
  db: Database,
  adminEmails: readonly string[],
  userId: string,
  now = new Date(),
): Promise<AdminUserDetail> {
  const user = await requireUserRow(db, adminEmails, userId);
  const days = lastDays(30, now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const day = sql<string>`to_char(${lumiPrompts.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [projectRows, buildRows, usage, auditRows, sessionRows] = await Promise.all([
    db
      .select({
        id: projects.id,
        title: projects.title,
        status: projects.status,
        updatedAt: projects.updatedAt,
        versionNumber: projects.versionNumber,
      })
      .from(projects)
      .where(eq(projects.userId, userId))
      .orderBy(desc(projects.updatedAt))
      .limit(100),
    db
      .select({
        id: builds.id,
        projectTitle: projects.title,
        platform: builds.buildPlatform,
        status: builds.buildStatus,
        createdAt: builds.createdAt,
      })
      .from(builds)
      .leftJoin(projects, eq(projects.id, builds.projectId))
      .where(eq(builds.userId, userId))
      .orderBy(desc(builds.createdAt))
      .limit(50),
    db
      .select({ day, value: count() })
      .from(lumiPrompts)
      .where(and(eq(lumiPrompts.userId, userId), gte(lumiPrompts.createdAt, since)))
      .groupBy(day),
    db
      .select({
        id: auditLogs.id,
        action: auditLogs.action,
        resourceType: auditLogs.resourceType,
        resourceId: auditLogs.resourceId,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      .where(or(eq(auditLogs.userId, userId), eq(auditLogs.resourceId, userId)))
      .orderBy(desc(auditLogs.createdAt))
      .limit(20),
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gte(sessions.expiresAt, now)))
      .orderBy(desc(sessions.updatedAt)),
  ]);
  const perDay = new Map(usage.map((row) => [row.day, Number(row.value)]));
  const iso = (date: Date) => date.toISOString();
  return {
    user,
    projects: projectRows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
    builds: buildRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    aiUsage: days.map((value) => ({ day: value, requests: perDay.get(value) ?? 0 })),
    audit: auditRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    sessions: sessionRows.map((row) => ({
      id: row.id,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      expiresAt: iso(row.expiresAt),
    })),
  };
}

export async function findUserEmail(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row.email;
}
