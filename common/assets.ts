/**
 * Images, fonts and media in a project: kept in its file map as `data:` URLs (base64), like any other file, so
 * versions, saves and exports stay text. The preview serves their bytes; the studio shows them instead of the text.
 */
export const BINARY_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp', 'woff', 'woff2', 'ttf', 'otf', 'eot', 'mp3', 'wav', 'ogg', 'mp4', 'webm', 'pdf']);

const MIME: Record<string, string> = {
  svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif',
  ico: 'image/x-icon', bmp: 'image/bmp', woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf', eot: 'application/vnd.ms-fontobject',
  mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', mp4: 'video/mp4', webm: 'video/webm', pdf: 'application/pdf',
};

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

export const mimeOf = (path: string): string => MIME[extensionOf(path)] ?? 'application/octet-stream';

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
