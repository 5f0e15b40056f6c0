import { and, asc, count, eq, gt, gte } from 'drizzle-orm';
import type { RoleSet } from '../../../common/auth.js';
import type { Plan, Profile } from '../../../common/profile.js';
import type { Database } from '../../db/client.js';
import { builds, lumiPrompts, projects, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const profileNotFound = () => new AppError('NOT_FOUND', { userMessage: 'Profil non trouvé' });

/** Pro is what the server already treats as unlimited (projects and AI quota): premium, developer or admin. */
export function planOf(roles: RoleSet): Plan {
  return roles.isAdmin || roles.isPremium || roles.isDeveloper ? 'pro' : 'free';
}

/**
 * The profile with the plan's limits and the real usage: projects owned, AI requests in the same rolling 24 hours
 * the quota check counts (turns Lumi starts itself to fix its own errors are not counted), builds this month.
 */
export async function readProfile(
  db: Database,
  input: { userId: string; roles: RoleSet; limits: { freePlanMaxProjects: number; freeDailyAiRequests: number }; now?: Date },
): Promise<Profile> {
  const now = input.now ?? new Date();
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw profileNotFound();
  const aiWindow = and(
    eq(lumiPrompts.userId, user.id),
    gt(lumiPrompts.createdAt, new Date(now.getTime() - DAY_MS)),
    eq(lumiPrompts.autoFix, false),
  );
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [[ownedProjects], [aiUsed], [oldestAi], [monthBuilds]] = await Promise.all([
    db.select({ value: count() }).from(projects).where(eq(projects.userId, user.id)),
    db.select({ value: count() }).from(lumiPrompts).where(aiWindow),
    db.select({ at: lumiPrompts.createdAt }).from(lumiPrompts).where(aiWindow).orderBy(asc(lumiPrompts.createdAt)).limit(1),
    db
      .select({ value: count() })
      .from(builds)
      .where(and(eq(builds.userId, user.id), gte(builds.createdAt, monthStart))),
  ]);
  const plan = planOf(input.roles);
  const isFree = plan === 'free';
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    image: user.image,
    createdAt: user.createdAt.toISOString(),
    roles: input.roles,
    plan,
    usage: {
      projects: { used: Number(ownedProjects?.value ?? 0), limit: isFree ? input.limits.freePlanMaxProjects : null },
      aiRequests: {
        used: Number(aiUsed?.value ?? 0),
        limit: isFree ? input.limits.freeDailyAiRequests : null,
        resetAt: oldestAi ? new Date(oldestAi.at.getTime() + DAY_MS).toISOString() : null,
      },
      buildsThisMonth: Number(monthBuilds?.value ?? 0),
    },
  };
}
