import { Octokit } from '@octokit/rest';
import { RequestError } from '@octokit/request-error';
import type { Config } from '../../env.js';
import { AppError } from '../../http/app-error.js';

export type GithubLinkConfig = Config['githubLink'];

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** Each call to GitHub gives up after this long: a server that stops answering never holds a push for minutes. */
export const GITHUB_CALL_TIMEOUT_MS = 30_000;

/** fetch with a timeout of its own per call (Octokit's `request.timeout` is not read by @octokit/request 10). */
export const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(GITHUB_CALL_TIMEOUT_MS);
  return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
};

/** Octokit on GITHUB_API_URL with the user's token. */
export function githubClient(config: GithubLinkConfig, token: string) {
  return new Octokit({ auth: token, baseUrl: config.apiUrl, userAgent: 'Lumi', log: quiet, request: { fetch: fetchWithTimeout } });
}
export type GithubClient = ReturnType<typeof githubClient>;

/** GitHub refused the token: revoked on github.com, or the OAuth app was removed. The link becomes inactive. */
export class GithubTokenRefusedError extends Error {
  constructor() {
    super('GitHub a refusé le jeton');
    this.name = 'GithubTokenRefusedError';
  }
}

export const isGithubStatus = (error: unknown, status: number) => error instanceof RequestError && error.status === status;

/** GitHub's own explanation (`message`, then its first `errors[].message`), never the request (it holds the token). */
function githubMessage(error: RequestError): string {
  const data = error.response?.data as { message?: unknown; errors?: { message?: unknown }[] } | undefined;
  const detail = data?.errors?.find((item) => typeof item?.message === 'string')?.message;
  return [typeof data?.message === 'string' ? data.message : '', typeof detail === 'string' ? detail : ''].filter(Boolean).join(' : ');
}

/**
 * Every failed GitHub call becomes one of our errors with a French message: the token refused (the caller marks
 * the link inactive), the rate limit with its reset time, or `fallback` with GitHub's reason. The original error
 * is not kept as a cause: its request carries the token.
 */
export function translateGithubError(error: unknown, fallback: string): Error {
  if (error instanceof AppError || error instanceof GithubTokenRefusedError) return error;
  if (!(error instanceof RequestError)) {
    return new AppError('GITHUB_FAILED', {
      userMessage: `${fallback} : GitHub ne répond pas. Réessayez dans un instant.`,
      message: `GitHub injoignable: ${String((error as Error)?.message ?? error)}`,
    });
  }
  if (error.status === 401) return new GithubTokenRefusedError();
  const headers = error.response?.headers ?? {};
  if ((error.status === 403 || error.status === 429) && (headers['x-ratelimit-remaining'] === '0' || headers['retry-after'])) {
    const reset = Number(headers['x-ratelimit-reset']);
    const retryAt =
      Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : new Date(Date.now() + Number(headers['retry-after'] ?? 60) * 1000);
    const at = retryAt.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    return new AppError('RATE_LIMITED', { userMessage: `Limite de l'API GitHub atteinte : réessayez après ${at} (UTC).`, retryAt });
  }
  // GitHub's own words are English: they go to the log, the user reads ours.
  const reason = githubMessage(error);
  const logged = `GitHub ${error.status}: ${reason}`;
  if (error.status === 404)
    return new AppError('NOT_FOUND', { userMessage: `${fallback} : dépôt introuvable sur GitHub, ou accès refusé.`, message: logged });
  if (error.status === 403) {
    return new AppError('FORBIDDEN', {
      userMessage: `${fallback} : GitHub refuse cette action (droits insuffisants sur le dépôt, dépôt archivé ou accès restreint par l'organisation).`,
      message: logged,
    });
  }
  if (error.status === 409 && /empty/i.test(reason))
    return new AppError('CONFLICT', { userMessage: `${fallback} : le dépôt GitHub est vide.`, message: logged });
  if (error.status === 422)
    return new AppError('CONFLICT', {
      userMessage: `${fallback} : GitHub a refusé la modification (la branche a peut-être changé entre-temps : réessayez).`,
      message: logged,
    });
  if (error.status === 500 && /abort|timeout/i.test(error.message)) {
    return new AppError('GITHUB_FAILED', {
      userMessage: `${fallback} : GitHub ne répond pas. Réessayez dans un instant.`,
      message: logged,
    });
  }
  return new AppError('GITHUB_FAILED', {
    userMessage: `${fallback} : GitHub a répondu une erreur (${error.status}). Réessayez dans un instant.`,
    message: logged,
  });
}
