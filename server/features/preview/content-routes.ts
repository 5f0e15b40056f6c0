import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getMimeType } from 'hono/utils/mime';
import { PREVIEW_SANDBOX } from '../../../common/preview.js';
import { assetBytes, BINARY_EXTENSIONS, mimeOf } from './bundle-styles.js';
import { missingPage, storageMarker, storageTag, warmPage } from './render-page.js';
import { PREVIEW_STORAGE_MAX_BYTES, previewStorageKey, previewStorageSchema } from './preview-storage.js';
import type { PreviewService } from './preview-service.js';

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();
/** hono's table; a project's sources (`.ts` is MPEG-TS there, `.tsx` unknown) and anything else are shown as text. */
const contentTypeOf = (path: string) => {
  const extension = extensionOf(path);
  if (BINARY_EXTENSIONS.has(extension)) return mimeOf(path);
  return (extension !== 'ts' && getMimeType(path)) || 'text/plain; charset=utf-8';
};

/**
 * The sandbox is also sent as a CSP header, so a preview opened in its own tab still runs with an opaque
 * origin: previews of different users never share storage on the content origin.
 */
function previewHeaders(c: Context, appOrigins: string[]) {
  c.header('Content-Security-Policy', `sandbox ${PREVIEW_SANDBOX}; frame-ancestors ${appOrigins.join(' ')}`);
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** The sandboxed page's origin is "null": its module scripts, styles and fetches of our files are cross-origin. */
function allowAnyOrigin(c: Context) {
  c.header('Access-Control-Allow-Origin', '*');
}

const storageKey = (found: { ownerId: string; projectId: string | null }) => previewStorageKey(found.ownerId, found.projectId);

/** The same scope as seen by the frame: a hash, so the page never carries a user or project id. */
const storageScope = (found: { ownerId: string; projectId: string | null }) =>
  createHash('sha256').update(storageKey(found)).digest('hex').slice(0, 16);

/** Routes of the user-content origin: preview pages and their files, the vendor bundles, the frame bridge. */
export function previewContentRoutes(preview: PreviewService, appOrigins: string[]) {
  const app = new Hono();

  // Before /runtime/:file, which answers 404 to anything but the bridge.
  app.get('/runtime/attente', async (c) => {
    const [vendor, bridge] = await Promise.all([preview.vendor(), preview.bridge()]);
    previewHeaders(c, appOrigins);
    c.header('Cache-Control', 'no-cache');
    return c.html(warmPage(vendor, { url: bridge.url, parents: appOrigins }));
  });

  app.get('/runtime/:file', async (c) => {
    const bridge = await preview.bridge();
    if (`/runtime/${c.req.param('file')}` !== bridge.url) return c.text('Fichier introuvable.', 404);
    previewHeaders(c, appOrigins);
    allowAnyOrigin(c);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(bridge.code, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  app.get('/vendor/importmap.json', async (c) => {
    previewHeaders(c, appOrigins);
    allowAnyOrigin(c);
    c.header('Cache-Control', 'no-cache');
    return c.json({ imports: (await preview.vendor()).imports });
  });

  app.get('/vendor/:hash/:file', async (c) => {
    const vendor = await preview.vendor();
    const file = c.req.param('hash') === vendor.hash ? vendor.files.get(c.req.param('file')) : undefined;
    if (!file) return c.text('Fichier introuvable.', 404);
    previewHeaders(c, appOrigins);
    allowAnyOrigin(c);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.contentType });
  });

  app.get('/packages/:file', (c) => {
    const body = preview.packages.file(c.req.param('file'));
    if (!body) return c.text('Fichier introuvable.', 404);
    previewHeaders(c, appOrigins);
    allowAnyOrigin(c);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(body), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  app.get('/p/:id', (c) => c.redirect(`/p/${encodeURIComponent(c.req.param('id'))}/`, 301));

  // The frame's bridge saves the app's localStorage here: a text/plain POST, which a sandboxed page may send.
  const storageTooLarge = (c: Context) =>
    c.json({ error: `Le stockage de l'aperçu dépasse ${PREVIEW_STORAGE_MAX_BYTES / 1024 / 1024} Mo.` }, 413);
  // The body is refused while it is read, announced size or not: never more than the limit in memory.
  app.post(
    '/p/:id/_lumi/storage',
    bodyLimit({
      maxSize: PREVIEW_STORAGE_MAX_BYTES + 64 * 1024,
      onError: (c) => {
        allowAnyOrigin(c);
        return storageTooLarge(c);
      },
    }),
    async (c) => {
      allowAnyOrigin(c);
      const found = preview.find(c.req.param('id'));
      if (!found) return c.json({ error: 'Aperçu introuvable.' }, 404);
      const body = await c.req.text();
      if (body.length > PREVIEW_STORAGE_MAX_BYTES) return storageTooLarge(c);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return c.json({ error: 'Stockage invalide : JSON attendu.' }, 400);
      }
      const data = previewStorageSchema.safeParse(parsed);
      if (!data.success) return c.json({ error: 'Stockage invalide : des clés et des valeurs texte sont attendues.' }, 400);
      preview.storage.write(storageKey(found), data.data);
      return c.body(null, 204);
    },
  );

  app.get('/p/:id/*', async (c) => {
    const id = c.req.param('id');
    const found = preview.find(id);
    previewHeaders(c, appOrigins);
    c.header('Cache-Control', 'no-store');
    if (!found) return c.html(missingPage(id.slice(0, 100), appOrigins, (await preview.bridge()).url), 404);
    const rest = decodeURIComponent(c.req.path.slice(`/p/${id}/`.length));
    if (rest === '' || rest === 'index.html')
      return c.html(found.page.replace(storageMarker(found.id), storageTag(preview.storage.read(storageKey(found)), storageScope(found))));

    if (rest === '_lumi/app.css') {
      allowAnyOrigin(c);
      return found.css === null
        ? c.text('Fichier introuvable.', 404)
        : c.body(found.css, 200, { 'Content-Type': 'text/css; charset=utf-8' });
    }
    if (rest === '_lumi/page.json') {
      allowAnyOrigin(c);
      return found.adoptable === null
        ? c.json({ error: "Cet aperçu s'ouvre comme une page." }, 404)
        : c.json({ ...found.adoptable, storage: preview.storage.read(storageKey(found)), storageScope: storageScope(found) });
    }
    const asset = found.assets.get(rest);
    if (asset === undefined) return c.text('Fichier introuvable.', 404);
    if (!contentTypeOf(rest).startsWith('text/html')) allowAnyOrigin(c);
    const body = BINARY_EXTENSIONS.has(extensionOf(rest)) || extensionOf(rest) === 'svg' ? new Uint8Array(assetBytes(asset)) : asset;
    return c.body(body, 200, { 'Content-Type': contentTypeOf(rest) });
  });

  return app;
}
