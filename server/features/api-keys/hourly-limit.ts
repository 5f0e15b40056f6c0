import type { RoleSet } from '../../../common/auth.js';
import type { Config } from '../../env.js';

/** Requests per hour for an account's keys: free, Pro (premium or developer), unlimited for administrators. */
export function hourlyLimitOf(config: Config['publicApi'], roles: RoleSet): number | null {
  if (roles.isAdmin) return null;
  return roles.isPremium || roles.isDeveloper ? config.hourlyLimitPro : config.hourlyLimitFree;
}
