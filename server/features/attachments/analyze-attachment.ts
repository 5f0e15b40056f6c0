import { unzipSync } from 'fflate';
import { ATTACHMENT_PREVIEW_LENGTH, extensionOf, isAcceptedName, kindFromName } from '../../../common/chat-rules.js';
import { ATTACHMENT_SERVER_MAX_BYTES, type AnalyzedAttachment } from '../../../common/attachments.js';
import { AppError } from '../../http/app-error.js';

const TEXT_CONTENT_LIMIT = 200_000;
const ZIP_ENTRY_LIMIT = 200;

type Sniffed = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'zip' | 'rar' | 'text' | 'binary';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** What the bytes are, whatever the name says. */
export function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50])) return 'webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(bytes, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar';
  if (bytes.includes(0)) return 'binary';
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
    return /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(text) ? 'svg' : 'text';
  } catch {
    return 'binary';
  }
}

const IMAGE_MIME: Partial<Record<Sniffed, string>> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

function mismatch(name: string, expected: string): AppError {
  return new AppError('UNSUPPORTED_MEDIA', {
    userMessage: `Le contenu de « ${name} » ne correspond pas à ${expected} : le fichier a été refusé.`,
  });
}

/**
 * Reads an attached file for real: text and code go into the assistant's context, images are kept as
 * data URLs, zip archives list their files. The bytes must match what the name claims.
 */
export function analyzeAttachment(name: string, bytes: Uint8Array): AnalyzedAttachment {
  if (!isAcceptedName(name)) {
    throw new AppError('UNSUPPORTED_MEDIA', {
      userMessage: `Type de fichier non accepté pour « ${name} ». Formats acceptés : images, texte, code, zip, rar.`,
    });
  }
  if (bytes.byteLength > ATTACHMENT_SERVER_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: 'Fichier trop volumineux : 10 Mo au maximum.' });
  }
  const kind = kindFromName(name);
  const found = sniff(bytes);
  const size = bytes.byteLength;

  if (kind === 'image') {
    if (extensionOf(name) === 'svg') {
      if (found !== 'svg') throw mismatch(name, 'une image SVG');
      return {
        name,
        kind,
        size,
        preview: `Image SVG (${Math.ceil(size / 1024)} Ko)`,
        note: 'Les images SVG ne sont pas transmises au modèle.',
      };
    }
    const mime = IMAGE_MIME[found];
    if (!mime) throw mismatch(name, 'une image');
    return {
      name,
      kind,
      size,
      preview: `Image ${found.toUpperCase()} (${Math.ceil(size / 1024)} Ko)`,
      dataUrl: `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`,
    };
  }
  if (kind === 'archive') {
    if (extensionOf(name) === 'rar') {
      if (found !== 'rar') throw mismatch(name, 'une archive RAR');
      return { name, kind, size, preview: 'Archive RAR', note: 'Format non pris en charge : le contenu des archives RAR n’est pas lu.' };
    }
    if (found !== 'zip') throw mismatch(name, 'une archive zip');
    const entries: string[] = [];
    try {
      // The filter lists each entry and declines to inflate it: listing a zip costs no decompression.
      unzipSync(bytes, {
        filter: (file) => {
          if (entries.length < ZIP_ENTRY_LIMIT) entries.push(file.name);
          return false;
        },
      });
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA', { userMessage: `L’archive « ${name} » est illisible ou endommagée.` });
    }
    return { name, kind, size, entries, preview: entries.slice(0, 8).join(', ').slice(0, ATTACHMENT_PREVIEW_LENGTH) };
  }
  if (found !== 'text' && found !== 'svg') throw mismatch(name, 'un fichier texte');
  const text = new TextDecoder('utf-8').decode(bytes);
  const content = text.length > TEXT_CONTENT_LIMIT ? text.slice(0, TEXT_CONTENT_LIMIT) : text;
  return {
    name,
    kind,
    size,
    content,
    preview: text.slice(0, ATTACHMENT_PREVIEW_LENGTH),
    lineCount: text.split(/\r?\n/).length,
    ...(text.length > TEXT_CONTENT_LIMIT
      ? { note: `Seuls les ${TEXT_CONTENT_LIMIT.toLocaleString('fr-FR')} premiers caractères sont lus.` }
      : {}),
  };
}
