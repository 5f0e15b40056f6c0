import type { MiddlewareHandler } from 'hono';
import type { RoleSet } from '../../../common/auth.js';
import { getUserRoles } from '../../auth/roles.js';
import { AppError } from '../../http/app-error.js';
import type { AppDeps } from '../../http/context.js';
import { authenticateApiKey, hourlyLimitOf } from '../api-keys/index.js';
import { countApiRequest } from './rate-limit.js';

export interface V1Env {
  Variables: {
    clientIp: string | undefined;
    apiUserId: string;
    apiRoles: RoleSet;
    apiKeyId: string;
  };
}

const MISSING = "Clé d'API manquante : envoyez l'en-tête « Authorization: Bearer <clé> » (clés créées dans « Mon Profil »).";
const INVALID = "Clé d'API invalide, révoquée ou expirée.";

/**
 * Bearer key → its owner, then the owner's hourly limit counted in the database. A key never carries a session:
 * the origin check and the cookies of the app play no part here.
 */
export function apiKeyRequired(deps: AppDeps): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw new AppError('UNAUTHENTICATED', { userMessage: MISSING });
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const found = match ? await authenticateApiKey(deps.database.db, match[1]!) : null;
    if (!found) throw new AppError('UNAUTHENTICATED', { userMessage: INVALID });
    const roles = await getUserRoles(deps.database.db, deps.config.adminEmails, found.user, deps.logger);
    const limit = hourlyLimitOf(deps.config.publicApi, roles);
    if (limit !== null) {
      const state = await countApiRequest(deps.database.db, { keyId: found.keyId, limit });
      const resetSeconds = Math.max(0, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000));
      c.header('RateLimit-Limit', String(state.limit));
      c.header('RateLimit-Remaining', String(state.remaining));
      c.header('RateLimit-Reset', String(resetSeconds));
      if (!state.allowed) {
        c.header('Retry-After', String(resetSeconds));
        const at = state.resetAt.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
        throw new AppError('RATE_LIMITED', {
          userMessage: `Limite de ${state.limit.toLocaleString('fr-FR')} requêtes par heure atteinte pour cette clé : réessayez après ${at} (UTC).`,
          retryAt: state.resetAt,
        });
      }
    }
    c.set('apiUserId', found.user.id);
    c.set('apiRoles', roles);
    c.set('apiKeyId', found.keyId);
    await next();
  };
}
