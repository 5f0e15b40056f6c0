import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_USERS_PAGE_SIZE, type AdminUserRow } from '../../../common/admin.js';
import { roleSchema, type Role } from '../../../common/auth.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { containsPattern } from '../../db/contains-pattern.js';
import { isConfiguredAdmin } from '../../auth/roles.js';

const GRANTABLE = ['premium', 'developer', 'admin'] as const;

/** A verified address of ADMIN_EMAILS, as a condition (roles.ts reads the same list at every request). */
function configuredAdminSql(adminEmails: readonly string[]): SQL {
  if (adminEmails.length === 0) return sql`false`;
  return and(eq(users.emailVerified, true), inArray(sql`lower(${users.email})`, [...adminEmails]))!;
}

export function isAdminSql(adminEmails: readonly string[]): SQL {
  return or(
    sql`exists (select 1 from user_roles r where r.user_id = "users"."id" and r.role = 'admin')`,
    eq(users.role, 'admin'),
    configuredAdminSql(adminEmails),
  )!;
}

function roleFilter(role: string | undefined, adminEmails: readonly string[]): SQL | undefined {
  if (!role) return undefined;
  if (role === 'admin') return isAdminSql(adminEmails);
  if (role === 'user') {
    return and(
      sql`not exists (select 1 from user_roles r where r.user_id = "users"."id" and r.role in ('premium', 'developer', 'admin'))`,
      sql`not (${isAdminSql(adminEmails)})`,
    );
  }
  return sql`exists (select 1 from user_roles r where r.user_id = "users"."id" and r.role = ${role})`;
}

/** The spec's primary role: admin, else premium, else developer, else user. */
export function primaryRole(roles: readonly Role[]): Role {
  for (const role of ['admin', 'premium', 'developer'] as const) if (roles.includes(role)) return role;
  return 'user';
}

const rowColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  name: users.name,
  fullName: users.fullName,
  role: users.role,
  banned: users.banned,
  banReason: users.banReason,
  createdAt: users.createdAt,
  projectsCount: sql<number>`(select count(*) from projects p where p.user_id = "users"."id")`,
  aiRequestsCount: sql<number>`(select count(*) from lumi_prompts lp where lp.user_id = "users"."id")`,
  totalSpent: sql<string>`(select coalesce(sum(ph.amount), 0) from payment_history ph where ph.user_id = "users"."id" and ph.status = 'completed')`,
  roleRows: sql<string[] | null>`(select array_agg(r.role order by r.role) from user_roles r where r.user_id = "users"."id")`,
};

const selectUsers = (db: Database) => db.select(rowColumns).from(users);
type UserRowData = Awaited<ReturnType<typeof selectUsers>>[number];

export function toUserRow(
  row: UserRowData,
  adminEmails: readonly string[],
): AdminUserRow & { emailVerified: boolean; banReason: string | null } {
  const roles = new Set<Role>();
  for (const role of row.roleRows ?? []) {
    const parsed = roleSchema.safeParse(role);
    if (parsed.success && (GRANTABLE as readonly string[]).includes(parsed.data)) roles.add(parsed.data);
  }
  if (row.role === 'admin' || isConfiguredAdmin(adminEmails, row)) roles.add('admin');
  const list = roles.size > 0 ? [...roles] : (['user'] as Role[]);
  const totalSpent = Number(row.totalSpent ?? 0);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    fullName: row.fullName,
    name: row.name,
    roles: list,
    primaryRole: primaryRole(list),
    subscriptionStatus: totalSpent > 0 ? 'premium' : 'free',
    projectsCount: Number(row.projectsCount),
    aiRequestsCount: Number(row.aiRequestsCount),
    totalSpent,
    suspended: row.banned === true,
    banReason: row.banReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of users, newest first, with their figures; the role filter and the search run in the database. */
export async function listUsers(
  db: Database,
  input: { adminEmails: readonly string[]; role?: string; q?: string; page: number },
): Promise<{ users: AdminUserRow[]; total: number; page: number; pageSize: number }> {
  const search = input.q ? containsPattern(input.q) : undefined;
  const where = and(
    roleFilter(input.role, input.adminEmails),
    search ? or(ilike(users.email, search), ilike(users.name, search), ilike(users.fullName, search)) : undefined,
  );
  const [rows, total] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((input.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map((row) => {
      const { emailVerified: _verified, banReason: _reason, ...dto } = toUserRow(row, input.adminEmails);
      return dto;
    }),
    total: Number(total[0]?.value ?? 0),
    page: input.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}

export async function readUserRow(db: Database, adminEmails: readonly string[], userId: string) {
  const [row] = await selectUsers(db).where(eq(users.id, userId));
  return row ? toUserRow(row, adminEmails) : null;
}
