import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** One key per purpose, derived from AUTH_SECRET: rotating the secret makes every stored token unreadable. */
function keyFrom(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'lumi', 'github-token v1', 32));
}

/** AES-256-GCM: `v1.iv.tag.ciphertext` (base64url); the tag makes a modified value fail instead of decrypt wrong. */
export function encryptToken(authSecret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(authSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** null for a value this key cannot open (AUTH_SECRET changed, or the token was removed at disconnection). */
export function decryptToken(authSecret: string, stored: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(authSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
