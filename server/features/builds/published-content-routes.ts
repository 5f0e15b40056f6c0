import { Hono, type Context } from 'hono';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { countVisit, findPublishedFile } from './published-site.js';

const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  txt: 'text/plain; charset=utf-8',
  md: 'text/plain; charset=utf-8',
};
const contentTypeOf = (path: string) => contentTypes[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Run first on the shared origin, before any of the app's scripts: the app's localStorage, sessionStorage,
 * IndexedDB names and cookies get its folder as a prefix or path, so apps under /a/ do not read or overwrite each
 * other's data by accident. It is a partition, not a wall: an app that goes around it (or opens another app's page,
 * same origin) reaches the others. Each app on its own origin (PUBLISH_URL_TEMPLATE) is the real wall (decision 020).
 */
function isolationScript(slug: string): string {
  return `(() => {
  const prefix = ${JSON.stringify(`lumi:${slug}:`)};
  const path = ${JSON.stringify(`/a/${slug}/`)};
  const scoped = (storage) => {
    const own = () => { const keys = []; for (let i = 0; i < storage.length; i++) { const key = storage.key(i); if (key !== null && key.startsWith(prefix)) keys.push(key.slice(prefix.length)); } return keys; };
    return Object.freeze({
      getItem: (key) => storage.getItem(prefix + String(key)),
      setItem: (key, value) => storage.setItem(prefix + String(key), String(value)),
      removeItem: (key) => storage.removeItem(prefix + String(key)),
      clear: () => own().forEach((key) => storage.removeItem(prefix + key)),
      key: (index) => own()[index] ?? null,
      get length() { return own().length; },
    });
  };
  for (const name of ['localStorage', 'sessionStorage']) {
    try { const wrapped = scoped(window[name]); Object.defineProperty(window, name, { get: () => wrapped, configurable: false }); } catch {}
  }
  try {
    const open = IDBFactory.prototype.open, remove = IDBFactory.prototype.deleteDatabase;
    IDBFactory.prototype.open = function (name, version) { return version === undefined ? open.call(this, prefix + name) : open.call(this, prefix + name, version); };
    IDBFactory.prototype.deleteDatabase = function (name) { return remove.call(this, prefix + name); };
  } catch {}
  try {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      get: () => cookie.get.call(document),
      set: (value) => cookie.set.call(document, /;\\s*path=/i.test(String(value)) ? String(value) : String(value) + '; path=' + path),
      configurable: false,
    });
  } catch {}
})();
`;
}

/** Only the app's own files: its folder on the shared origin, its origin with PUBLISH_URL_TEMPLATE. */
function contentSecurityPolicy(base: string): string {
  return [
    `default-src ${base}`,
    `script-src ${base}`,
    `style-src ${base} 'unsafe-inline'`,
    `img-src ${base} data: blob:`,
    `font-src ${base} data:`,
    `media-src ${base} data: blob:`,
    // An app may call web APIs over HTTPS (its own backend, a public API); its code comes only from its folder.
    `connect-src ${base} https:`,
    `manifest-src ${base}`,
    `worker-src ${base}`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri ${base}`,
    `form-action 'self'`,
  ].join('; ');
}

async function servePublished(
  c: Context,
  deps: { db: Database; logger: Logger },
  input: { slug: string; path: string; shared: boolean; origin: string },
) {
  const { slug, shared } = input;
  const base = shared ? `${input.origin}/a/${slug}/` : `${input.origin}/`;
  if (shared && input.path === '_lumi/isolation.js') {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', contentSecurityPolicy(base));
    return c.body(isolationScript(slug), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  }
  if (input.path.split('/').some((segment) => segment === '..' || segment === '.')) return c.text('Introuvable.', 404);
  const file = await findPublishedFile(deps.db, slug, input.path);
  if (!file)
    return c.html(
      '<!doctype html><meta charset="utf-8"><title>Application introuvable</title><p style="font:16px system-ui;padding:24px">Application introuvable : elle n\'est pas ou plus publiée.</p>',
      404,
    );
  c.header('Content-Security-Policy', contentSecurityPolicy(base));
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  let body: Uint8Array | string = file.body;
  if (file.path === 'index.html') {
    c.header('Cache-Control', 'no-cache');
    // A page opened, not the service worker's copy of it nor a script's fetch.
    if (!['empty', 'serviceworker'].includes(c.req.header('sec-fetch-dest') ?? '')) {
      await countVisit(deps.db, file.deploymentId).catch((error: unknown) =>
        deps.logger.warn(`Visite non comptée : ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    if (shared) {
      const html = new TextDecoder().decode(file.body);
      body = html.replace(/<base href="\/">/, `<base href="/a/${slug}/">\n    <script src="/a/${slug}/_lumi/isolation.js"></script>`);
    }
  } else if (file.path === 'sw.js') {
    c.header('Cache-Control', 'no-cache');
  } else if (file.path.startsWith('assets/')) {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    c.header('Cache-Control', 'public, max-age=300');
  }
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, { 'Content-Type': contentTypeOf(file.path) });
}

/** Host pattern of PUBLISH_URL_TEMPLATE (`https://{slug}.apps.example.com` → the slug of `x.apps.example.com`). */
function hostMatcher(template: string | null): ((host: string) => string | null) | null {
  if (!template) return null;
  const host = new URL(template.replace('{slug}', 'lumi-slug')).host.replace('lumi-slug', '{slug}');
  const pattern = new RegExp(
    `^${host
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('\\{slug\\}', '([a-z0-9-]+)')
      .replace('{slug}', '([a-z0-9-]+)')}$`,
    'i',
  );
  return (value) => pattern.exec(value)?.[1]?.toLowerCase() ?? null;
}

/**
 * Published apps on the content origin: `/a/{slug}/…` on the shared origin, and, with PUBLISH_URL_TEMPLATE,
 * any path of `{slug}.domain` (the content server routes by Host). No cookie is set or read here.
 */
export function publishedContentRoutes(deps: { db: Database; logger: Logger; publishUrlTemplate: string | null }) {
  const app = new Hono();
  const slugOfHost = hostMatcher(deps.publishUrlTemplate);
  const templateProtocol = deps.publishUrlTemplate ? new URL(deps.publishUrlTemplate.replace('{slug}', 'x')).protocol : 'https:';
  app.use('*', async (c, next) => {
    const host = c.req.header('host') ?? '';
    const slug = slugOfHost?.(host);
    if (!slug) return next();
    const path = decodeURIComponent(new URL(c.req.url).pathname).replace(/^\/+/, '');
    return servePublished(c, deps, { slug, path, shared: false, origin: `${templateProtocol}//${host}` });
  });
  app.get('/a/:slug', (c) => c.redirect(`/a/${c.req.param('slug')}/`, 301));
  app.get('/a/:slug/*', async (c) => {
    const slug = c.req.param('slug');
    const prefix = `/a/${slug}/`;
    const pathname = new URL(c.req.url).pathname;
    let path: string;
    try {
      path = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return c.text('Introuvable.', 404);
    }
    return servePublished(c, deps, { slug, path, shared: true, origin: new URL(c.req.url).origin });
  });
  return app;
}
