import { randomBytes } from 'node:crypto';
import { deleteAuthorization, exchangeWebFlowCode, getWebFlowAuthorizationUrl } from '@octokit/oauth-methods';
import { request } from '@octokit/request';
import { RequestError } from '@octokit/request-error';
import { eq } from 'drizzle-orm';
import type { GithubStatus } from '../../../common/github.js';
import type { Database } from '../../db/client.js';
import { githubConnections } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { fetchWithTimeout, githubClient, GithubTokenRefusedError, translateGithubError, type GithubLinkConfig } from './github-api.js';
import { decryptToken, encryptToken } from './token-crypto.js';

type Audit = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;

export const NOT_CONFIGURED_MESSAGE = "GitHub n'est pas configuré sur ce serveur : il faut une application OAuth GitHub (voir le README).";
export const REVOKED_MESSAGE = "GitHub a refusé l'accès de Lumi (jeton révoqué sur GitHub) : reconnectez GitHub depuis « Mon Profil ».";

export const callbackUrlOf = (publicUrl: string) => `${publicUrl}/api/github/callback`;

const oauthRequest = (config: GithubLinkConfig) => request.defaults({ baseUrl: config.webUrl, request: { fetch: fetchWithTimeout } });

function requireApp(config: GithubLinkConfig) {
  if (!config.app) throw new AppError('UNAVAILABLE', { userMessage: NOT_CONFIGURED_MESSAGE });
  return config.app;
}

export async function readGithubStatus(db: Database, config: GithubLinkConfig, userId: string): Promise<GithubStatus> {
  const [row] = await db.select().from(githubConnections).where(eq(githubConnections.userId, userId)).limit(1);
  return {
    configured: config.app !== null,
    scope: config.scope,
    webUrl: config.webUrl,
    // A disconnected link (is_active false and no token) is shown as no link at all.
    connection:
      row && (row.isActive || row.tokenEncrypted !== '')
        ? { username: row.githubUsername, avatarUrl: row.avatarUrl, connectedAt: row.connectedAt.toISOString(), active: row.isActive }
        : null,
  };
}

/** GitHub's consent page for this user; `state` is also kept in a signed cookie the callback compares it with. */
export function startGithubAuth(config: GithubLinkConfig, publicUrl: string) {
  const app = requireApp(config);
  const state = randomBytes(24).toString('base64url');
  const { url } = getWebFlowAuthorizationUrl({
    clientType: 'oauth-app',
    clientId: app.clientId,
    redirectUrl: callbackUrlOf(publicUrl),
    scopes: [config.scope],
    state,
    allowSignup: true,
    request: oauthRequest(config),
  });
  return { authUrl: url, state };
}

/** The code GitHub sent back becomes a token, stored encrypted with the account it belongs to. */
export async function finishGithubAuth(
  db: Database,
  input: { config: GithubLinkConfig; publicUrl: string; authSecret: string; userId: string; code: string; audit: Audit },
) {
  const app = requireApp(input.config);
  let token: string;
  try {
    const { authentication } = await exchangeWebFlowCode({
      clientType: 'oauth-app',
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      code: input.code,
      redirectUrl: callbackUrlOf(input.publicUrl),
      request: oauthRequest(input.config),
    });
    token = authentication.token;
  } catch (error) {
    const expired = error instanceof RequestError && /bad_verification_code/.test(error.message);
    throw new AppError('GITHUB_FAILED', {
      userMessage: expired ? 'Le code de GitHub a expiré : recommencez la connexion.' : 'Impossible de se connecter à GitHub',
      message: `GitHub OAuth: ${error instanceof RequestError ? `${error.status} ${error.message.replace(/\(.*\)/, '')}` : String(error)}`,
    });
  }
  let account: { login: string; avatar_url: string | null };
  try {
    account = (await githubClient(input.config, token).rest.users.getAuthenticated()).data;
  } catch (error) {
    throw translateGithubError(error, 'Impossible de se connecter à GitHub');
  }
  const values = {
    githubUsername: account.login,
    avatarUrl: account.avatar_url || null,
    tokenEncrypted: encryptToken(input.authSecret, token),
    isActive: true,
    connectedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(githubConnections)
      .values({ userId: input.userId, ...values })
      .onConflictDoUpdate({ target: githubConnections.userId, set: values });
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'github.connected',
      resourceType: 'github_connection',
      newValues: { username: account.login, scope: input.config.scope },
      ...input.audit,
    });
  });
}

/**
 * Spec: is_active becomes false; the token is deleted too, and GitHub is asked to end Lumi's access (so a copy of the
 * token, in a backup say, stops working). GitHub not answering does not keep the user linked.
 */
export async function disconnectGithub(
  db: Database,
  input: { config: GithubLinkConfig; authSecret: string; userId: string; audit: Audit; logger: Logger },
) {
  const [current] = await db.select().from(githubConnections).where(eq(githubConnections.userId, input.userId)).limit(1);
  const token = current?.tokenEncrypted ? decryptToken(input.authSecret, current.tokenEncrypted) : null;
  if (token && input.config.app) {
    try {
      await deleteAuthorization({
        clientType: 'oauth-app',
        clientId: input.config.app.clientId,
        clientSecret: input.config.app.clientSecret,
        token,
        request: request.defaults({ baseUrl: input.config.apiUrl, request: { fetch: fetchWithTimeout } }),
      });
    } catch (error) {
      input.logger.warn(
        `Accès GitHub non révoqué chez GitHub (${error instanceof RequestError ? error.status : 'injoignable'}) : le lien est tout de même supprimé dans Lumi.`,
      );
    }
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(githubConnections)
      .set({ isActive: false, tokenEncrypted: '' })
      .where(eq(githubConnections.userId, input.userId))
      .returning({ username: githubConnections.githubUsername });
    if (!row) return;
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'github.disconnected',
      resourceType: 'github_connection',
      oldValues: { username: row.username },
      ...input.audit,
    });
  });
}

/**
 * The user's GitHub client, or « GitHub non connecté ». `run` calls GitHub with it; when GitHub refuses the
 * token, the link becomes inactive (the profile asks to reconnect) and the user reads why.
 */
export async function withGithub<T>(
  db: Database,
  input: { config: GithubLinkConfig; authSecret: string; userId: string },
  run: (client: ReturnType<typeof githubClient>, account: { username: string }) => Promise<T>,
): Promise<T> {
  const [row] = await db.select().from(githubConnections).where(eq(githubConnections.userId, input.userId)).limit(1);
  if (!row || (!row.isActive && row.tokenEncrypted === ''))
    throw new AppError('GITHUB_NOT_CONNECTED', { userMessage: 'GitHub non connecté : connectez GitHub depuis « Mon Profil ».' });
  if (!row.isActive) throw new AppError('GITHUB_NOT_CONNECTED', { userMessage: REVOKED_MESSAGE });
  const token = decryptToken(input.authSecret, row.tokenEncrypted);
  if (!token) {
    // AUTH_SECRET changed since the connection: the stored token cannot be read any more.
    await db.update(githubConnections).set({ isActive: false }).where(eq(githubConnections.id, row.id));
    throw new AppError('GITHUB_NOT_CONNECTED', { userMessage: REVOKED_MESSAGE });
  }
  try {
    return await run(githubClient(input.config, token), { username: row.githubUsername });
  } catch (error) {
    if (error instanceof GithubTokenRefusedError) {
      await db.update(githubConnections).set({ isActive: false }).where(eq(githubConnections.id, row.id));
      throw new AppError('GITHUB_NOT_CONNECTED', { userMessage: REVOKED_MESSAGE });
    }
    throw error;
  }
}
