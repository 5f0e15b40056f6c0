import type { ZodType } from 'zod';
import { apiErrorSchema } from '@common/errors';

/** An API failure carrying the server's French message, ready for a toast. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** ISO time when a request refused for the AI quota becomes possible (see web/lib/ai-quota.ts). */
    readonly retryAt?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Fetches JSON from our API and parses it with the shared schema; errors become ApiRequestError. */
export async function apiFetch<T>(path: string, schema: ZodType<T>, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { ...(init?.body ? { 'content-type': 'application/json' } : {}), ...init?.headers },
    });
  } catch {
    throw new ApiRequestError('Impossible de joindre le serveur. Vérifiez votre connexion.', 0, 'NETWORK');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    throw new ApiRequestError(
      parsed.success ? parsed.data.message : 'Une erreur est survenue',
      response.status,
      parsed.success ? parsed.data.code : 'UNKNOWN',
      parsed.success ? parsed.data.retryAt : undefined,
    );
  }
  return schema.parse(body);
}
