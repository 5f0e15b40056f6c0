import '@common/zod-locale';
import type { ZodType } from 'zod';
import { apiErrorSchema } from '@common/errors';
import { ApiRequestError } from './api-error';

export { ApiRequestError } from './api-error';

async function send(path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      // A form (a file upload) sets its own multipart type and boundary.
      headers: { ...(init?.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}), ...init?.headers },
    });
  } catch {
    throw new ApiRequestError('Impossible de joindre le serveur. Vérifiez votre connexion.', 0, 'NETWORK');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = apiErrorSchema.safeParse(body);
    throw new ApiRequestError(
      parsed.success ? parsed.data.message : 'Une erreur est survenue',
      response.status,
      parsed.success ? parsed.data.code : 'UNKNOWN',
      parsed.success ? parsed.data.retryAt : undefined,
      parsed.success ? (parsed.data.details ?? []) : [],
    );
  }
  return response;
}

/** Fetches JSON from our API and parses it with the shared schema; errors become ApiRequestError. */
export async function apiFetch<T>(path: string, schema: ZodType<T>, init?: RequestInit): Promise<T> {
  const response = await send(path, init);
  const body: unknown = await response.json().catch(() => null);
  return schema.parse(body);
}

/**
 * Saves a file the API makes (an export, an artifact) under the name the server gives. Fetched first, so a refusal
 * is a French message for a toast rather than a downloaded error page.
 */
export async function apiDownload(path: string, init?: RequestInit): Promise<void> {
  const response = await send(path, init);
  const blob = await response.blob();
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'telechargement';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
