import { getMimeType } from 'hono/utils/mime';

/**
 * Images, fonts and media in a project: kept in its file map as `data:` URLs (base64), like any other file, so
 * versions, saves and exports stay text. The preview serves their bytes; the studio shows them instead of the text.
 */
export const BINARY_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'ico',
  'bmp',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'mp3',
  'wav',
  'ogg',
  'mp4',
  'webm',
  'pdf',
]);

/** What hono's table (the one the server's static files use) lacks among BINARY_EXTENSIONS. */
const MISSING_FROM_HONO: Record<string, string> = { ogg: 'audio/ogg', wav: 'audio/wav' };

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

/** The media type of an asset, without parameters (it goes into `data:` URLs). */
export const mimeOf = (path: string): string =>
  (getMimeType(path) ?? MISSING_FROM_HONO[extensionOf(path)] ?? 'application/octet-stream').split(';')[0]!;

export const isBinaryPath = (path: string): boolean => BINARY_EXTENSIONS.has(extensionOf(path));

const DATA_URL = /^data:[\w/+.-]+(;[\w=-]+)*;base64,/i;

/** A file's content that is a base64 `data:` URL (an uploaded image, font or sound). */
export const isDataUrl = (content: string): boolean => DATA_URL.test(content);

/** The size in bytes of what a data: URL holds. */
export function dataUrlBytes(content: string): number {
  const prefix = DATA_URL.exec(content);
  if (!prefix) return content.length;
  const base64 = content.length - prefix[0].length;
  return Math.floor((base64 * 3) / 4) - (content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0);
}
