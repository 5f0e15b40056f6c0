import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '../../../common/profile.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { profileNotFound } from './read-profile.js';

type Audit = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;

/** The stored avatar (a data: URL in users.image, so every process can serve it) never exceeds this. */
export const AVATAR_STORED_MAX_BYTES = 300 * 1024;
/** A small file can still announce a huge image (a « decompression bomb »): sharp refuses above this many pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

const REFUSED_TYPE = 'Format non pris en charge : envoyez une image PNG, JPEG, WebP ou GIF.';

/** The image type read from the first bytes; the name and the announced type of an upload prove nothing. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | 'webp' | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Any accepted image becomes a 256×256 WebP (centre-cropped, turned upright from its EXIF, first frame of a GIF). */
export async function resizeAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: "L'image dépasse la taille maximale de 5 Mo." });
  if (!sniffImageType(bytes)) throw new AppError('UNSUPPORTED_MEDIA', { userMessage: REFUSED_TYPE });
  // Loaded on the first photo, not at every server start: the native library is only needed here.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new AppError('VALIDATION', {
      userMessage: 'Cette image est illisible ou trop grande (40 millions de pixels au plus). Essayez avec une autre image.',
      cause: error,
    });
  }
}

/** Replaces the avatar with the resized image; `null` removes it. The audit row says what changed, not the image. */
export async function setAvatar(db: Database, input: { userId: string; image: Buffer | null; audit: Audit }): Promise<string | null> {
  const image = input.image ? `data:image/webp;base64,${input.image.toString('base64')}` : null;
  if (image && image.length > AVATAR_STORED_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', {
      userMessage: "L'image reste trop lourde une fois réduite. Essayez avec une image plus simple.",
    });
  }
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ image: users.image }).from(users).where(eq(users.id, input.userId)).for('update');
    if (!before) throw profileNotFound();
    await tx.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, input.userId));
    await writeAuditLog(tx, {
      userId: input.userId,
      action: image ? 'profile.avatar.update' : 'profile.avatar.delete',
      resourceType: 'user',
      resourceId: input.userId,
      oldValues: { hadAvatar: before.image !== null },
      newValues: image ? { hadAvatar: true, bytes: input.image?.length ?? 0 } : { hadAvatar: false },
      ...input.audit,
    });
  });
  return image;
}
