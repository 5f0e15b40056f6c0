import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { RoleSet } from '../../common/auth.js';
import type { Database } from '../db/client.js';
import { lumiPrompts } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

const WINDOW_MS = 24 * 60 * 60 * 1000;
/** Made at the first refusal: a formatter with a time zone loads ICU data, ~40–80 ms of every start otherwise. */
let timeFormat: Intl.DateTimeFormat | undefined;
const formatParisTime = (date: Date) =>
  (timeFormat ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })).format(date);

/**
 * Free plan: N AI requests over the last 24 hours (a rolling window, so the reset time is exact:
 * when the oldest request of the window turns 24 hours old). Premium, developer and admin are unlimited.
 */
export async function checkAiQuota(db: Database, input: { userId: string; roles: RoleSet; limit: number; now?: Date }): Promise<void> {
  if (input.roles.isAdmin || input.roles.isPremium || input.roles.isDeveloper) return;
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - WINDOW_MS);
  // Turns Lumi starts itself to fix what it broke are on Lumi, not on the user's quota.
  const window = and(eq(lumiPrompts.userId, input.userId), gt(lumiPrompts.createdAt, since), eq(lumiPrompts.autoFix, false));
  const [used] = await db.select({ value: count() }).from(lumiPrompts).where(window);
  if ((used?.value ?? 0) < input.limit) return;
  const [oldest] = await db
    .select({ at: lumiPrompts.createdAt })
    .from(lumiPrompts)
    .where(window)
    .orderBy(asc(lumiPrompts.createdAt))
    .limit(1);
  const resetAt = new Date((oldest?.at ?? now).getTime() + WINDOW_MS);
  throw new AppError('QUOTA_EXCEEDED', {
    retryAt: resetAt,
    userMessage: `Vous avez utilisé vos ${input.limit} requêtes IA des dernières 24 heures (offre Gratuite). Prochaine requête possible le ${formatParisTime(resetAt)} (heure de Paris). Passez à l'offre Pro pour un usage illimité.`,
  });
}
