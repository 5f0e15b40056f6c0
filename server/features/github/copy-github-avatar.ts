import { AVATAR_MAX_BYTES } from '../../../common/profile.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuditEntry } from '../audit/index.js';
import { resizeAvatar, setAvatar } from '../profile/index.js';
import { translateGithubError, type GithubClient } from './github-api.js';

const UNREADABLE = 'Impossible de récupérer votre photo GitHub. Réessayez, ou envoyez une image.';

/** « Utiliser ma photo GitHub »: the linked account's avatar, resized and stored as any uploaded photo. */
export async function copyGithubAvatar(
  db: Database,
  client: GithubClient,
  input: { userId: string; audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'> },
) {
  let avatarUrl: string | null;
  try {
    avatarUrl = (await client.rest.users.getAuthenticated()).data.avatar_url || null;
  } catch (error) {
    throw translateGithubError(error, UNREADABLE);
  }
  if (!avatarUrl || !/^https?:\/\//.test(avatarUrl))
    throw new AppError('NOT_FOUND', { userMessage: "Votre compte GitHub n'a pas de photo." });
  const url = new URL(avatarUrl);
  url.searchParams.set('s', '256');
  let bytes: Uint8Array;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      const chunk = part.value;
      size += chunk.length;
      if (size > AVATAR_MAX_BYTES) {
        await reader.cancel();
        throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: "L'image dépasse la taille maximale de 5 Mo." });
      }
      chunks.push(chunk);
    }
    bytes = Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('GITHUB_FAILED', { userMessage: UNREADABLE, message: `Photo GitHub illisible: ${(error as Error).message}` });
  }
  await setAvatar(db, { userId: input.userId, image: await resizeAvatar(bytes), audit: input.audit });
}
