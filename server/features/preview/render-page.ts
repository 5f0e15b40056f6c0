import type { Vendor } from './build-vendor.js';
import { ENTRY_MODULE, type LinkedModule } from './link-modules.js';
import { joinInsideProject } from './resolve-import.js';

/** What every preview page carries in its head: the error bridge first, then the import map. */
export interface PageContext {
  previewId: string;
  /** The bridge's URL carries its hash, so every preview after the first gets it from the browser cache. */
  bridgeUrl: string;
  /** App origins allowed to receive the frame's messages. */
  parents: string[];
  imports: Record<string, string>;
  /** Vendor modules the app imports, and the chunks they share, fetched in one wave. */
  preloads: string[];
  hasCss: boolean;
  /** The app's modules, carried by the page itself; null when the page runs no bundled script. */
  modules: LinkedModule[] | null;
}

/** What the bridge reads from the page to locate an error: for each module's name, its file and line table. */
export type ModuleLines = Record<string, { file: string; lines: number[] }>;

/**
 * A React app's page as data, for the waiting page to run it in place (frame/bridge.ts): what the page's head
 * would carry, served as `_lumi/page.json`. `vendor` is the hash of the vendor files the waiting page loaded:
 * a page built on other ones is navigated to instead.
 */
export interface AdoptablePage {
  previewId: string;
  vendor: string;
  imports: Record<string, string>;
  lines: ModuleLines;
  preloads: string[];
  css: string | null;
  /** The app's saved localStorage, added by the content origin when it serves page.json, and whose it is (a hash). */
  storage?: Record<string, string>;
  storageScope?: string;
}

/** Inside <script>: no "<" at all, so nothing can close the element (JSON reads \u003c as "<"). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A module as a data: URL. The URL parser drops newlines and tabs and stops at "#", so those and "%" are
 * escaped; the rest is taken as is. The sourceURL comment names the module in stack traces.
 */
export function moduleDataUrl(name: string, code: string): string {
  const source = `${code}\n//# sourceURL=${name}\n`;
  return `data:text/javascript;charset=utf-8,${source.replace(/[%#\n\r\t]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

export const previewPath = (id: string) => `/p/${id}/`;
export const outputPath = (id: string, name: 'app.css' | 'page.json') => `/p/${id}/_lumi/${name}`;

/** Where the page starts the app: a module script runs after the document is parsed, as a bundled script would. */
export const entryScript = `<script type="module">import ${JSON.stringify(ENTRY_MODULE)};</script>`;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function bridgeTag(
  context: Pick<PageContext, 'previewId' | 'bridgeUrl' | 'parents'>,
  options: { rewritePath?: boolean; missing?: boolean; waitingOn?: string } = {},
): string {
  const data: Record<string, string> = {
    'data-preview-id': context.previewId,
    'data-parents': JSON.stringify(context.parents),
  };
  if (options.rewritePath) data['data-path'] = '/';
  if (options.missing) data['data-missing'] = '1';
  if (options.waitingOn) data['data-waiting-on'] = options.waitingOn;
  const attributes = Object.entries(data)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<script src="${escapeHtml(context.bridgeUrl)}" ${attributes}></script>`;
}

/**
 * The import map names every module of the app as a data: URL. A sandboxed frame has an opaque origin, so
 * the browser caches nothing for it from one preview to the next: the page carrying every module in one
 * response beats one request per file (and blob: URLs cost the frame one browser round trip each).
 */
function moduleTables(context: PageContext): { imports: Record<string, string>; lines: ModuleLines } {
  const imports = { ...context.imports };
  const lines: ModuleLines = {};
  for (const module of context.modules ?? []) {
    imports[module.name] = moduleDataUrl(module.name, module.code);
    if (module.file && module.lines.length > 0) lines[module.name] = { file: module.file, lines: module.lines };
  }
  return { imports, lines };
}

export function adoptablePage(context: PageContext, vendorHash: string): AdoptablePage {
  return {
    previewId: context.previewId,
    vendor: vendorHash,
    ...moduleTables(context),
    preloads: context.preloads,
    css: context.hasCss ? outputPath(context.previewId, 'app.css') : null,
  };
}

/**
 * Where the content origin puts the app's saved localStorage when it serves the page (see content-routes.ts):
 * the page is built once, the data changes. The preview id is unguessable, so the project's own HTML cannot
 * hold this marker.
 */
export const storageMarker = (previewId: string) => `<!--lumi-stockage-${previewId}-->`;

/** The app's saved localStorage as the page's first script, read by the bridge before the app starts. */
export const storageTag = (data: Record<string, string>, scope: string) =>
  `<script type="application/json" id="lumi-storage" data-scope="${escapeHtml(scope)}">${scriptJson(data)}</script>`;

function headTags(context: PageContext, options: { rewritePath?: boolean } = {}): string {
  const { imports, lines } = moduleTables(context);
  return [
    context.modules ? storageMarker(context.previewId) : '',
    context.modules ? `<script type="application/json" id="lumi-lines">${scriptJson(lines)}</script>` : '',
    bridgeTag(context, options),
    `<script type="importmap">${scriptJson({ imports })}</script>`,
    ...context.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    context.hasCss ? `<link rel="stylesheet" href="${outputPath(context.previewId, 'app.css')}">` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

const shell = (head: string, body: string, title = 'Aperçu') =>
  `<!doctype html>\n<html lang="fr">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeHtml(title)}</title>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

/**
 * The page of a React app. The bridge moves the URL to "/" before the app starts, so a BrowserRouter
 * sees the paths the app was written for instead of /p/{id}/.
 */
export function reactPage(context: PageContext): string {
  return shell(headTags(context, { rewritePath: true }), `<div id="root"></div>\n${context.modules ? entryScript : ''}`);
}

export function textPage(context: PageContext, file: string, content: string): string {
  const style = 'margin:0;padding:16px;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap;word-break:break-word';
  return shell(bridgeTag(context), `<pre style="${style}">${escapeHtml(content)}</pre>`, file);
}

export function messagePage(context: PageContext, title: string, lines: string[]): string {
  const style = 'font:14px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#334155';
  const body = `<main style="${style}"><h1 style="font-size:16px">${escapeHtml(title)}</h1>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</main>`;
  return shell(bridgeTag(context), body, title);
}

/** Packages every React app runs: the frame compiles them while the studio waits for its first build. */
const WARM_PACKAGES = ['react', 'react/jsx-runtime', 'react-dom/client', 'clsx'];
/** One lucide icon: the module every icon shares (createLucideIcon) is compiled with it. */
const WARM_ICON = '@lumi:lucide/heart';

/**
 * Renders a few hidden components once: V8 compiles the functions React's render path calls only when they
 * first run, and the app then finds them compiled. The renders are transitions, which React splits into
 * slices of a few milliseconds, and the tree goes as soon as the bridge says an app starts here ("lumi:app"):
 * the warm-up never holds back the studio's message or the app's first render.
 */
const WARM_SCRIPT = `import { StrictMode, startTransition, useEffect, useState } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { createRoot } from 'react-dom/client';
import clsx from 'clsx';
import Icone from '${WARM_ICON}';
const TOURS = 6;
function Ligne({ n, tour }) {
  const [valeur, setValeur] = useState(n);
  useEffect(() => undefined, [valeur]);
  return jsxs('li', { className: clsx('ligne', n % 2 && 'impaire'), onClick: () => setValeur(valeur + 1), children: [jsx(Icone, { className: 'icone' }), jsx('span', { children: 'Ligne ' }), valeur, tour] });
}
function Liste({ tour }) {
  useEffect(() => {
    setTimeout(() => (tour + 1 < TOURS ? rendre(tour + 1) : fin()), 0);
  }, [tour]);
  return jsx('ul', { children: Array.from({ length: 150 }, (_, n) => jsx(Ligne, { n, tour }, n)) });
}
const conteneur = document.createElement('div');
conteneur.hidden = true;
document.body.append(conteneur);
const racine = createRoot(conteneur);
let fini = false;
function fin() {
  if (fini) return;
  fini = true;
  racine.unmount();
  conteneur.remove();
}
function rendre(tour) {
  if (!fini) startTransition(() => racine.render(jsx(StrictMode, { children: jsx(Liste, { tour }) })));
}
document.addEventListener('lumi:app', fin, { once: true });
if (document.documentElement.hasAttribute('data-lumi-app')) fin();
rendre(0);`;

/**
 * The page a preview frame starts on, before the project's first build: it starts the content origin's
 * renderer process (a new process costs ~100–200 ms) and runs React once. The first build of a React app then
 * runs in this same document (the bridge fetches its page.json when the studio says so), with React already
 * loaded and compiled. It shows nothing: the panel covers it with its own "Construction en cours...".
 */
export function warmPage(
  vendor: Pick<Vendor, 'hash' | 'imports' | 'preloads' | 'icons'>,
  bridge: { url: string; parents: string[] },
): string {
  const used = {
    ...Object.fromEntries(WARM_PACKAGES.map((name) => [name, vendor.imports[name] ?? ''])),
    [WARM_ICON]: vendor.icons.imports[WARM_ICON] ?? '',
  };
  const preloads = [...WARM_PACKAGES.flatMap((name) => vendor.preloads[name] ?? []), ...(vendor.icons.preloads[WARM_ICON] ?? [])];
  const links = [...new Set(preloads)].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`);
  const head = [
    bridgeTag({ previewId: '', bridgeUrl: bridge.url, parents: bridge.parents }, { waitingOn: vendor.hash }),
    `<script type="importmap">${scriptJson({ imports: used })}</script>`,
    ...links,
  ].join('\n');
  return shell(head, `<script type="module">\n${WARM_SCRIPT}\n</script>`, 'Préparation de l’aperçu');
}

/** Shown for an id this server does not know (expired or built by another process): the panel rebuilds. */
export function missingPage(previewId: string, parents: string[], bridgeUrl: string): string {
  const context: PageContext = { previewId, bridgeUrl, parents, imports: {}, preloads: [], hasCss: false, modules: null };
  return shell(
    bridgeTag(context, { missing: true }),
    '<p style="font:14px system-ui,sans-serif;padding:24px">Aperçu expiré : reconstruction…</p>',
    'Aperçu expiré',
  );
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

/** A script or link URL of the page as a project path (root-relative "/src/main.tsx" is the project root, as in Vite). */
function projectPathOf(src: string, htmlDir: string): string | null {
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:|^\/\//.test(src)) return null;
  const clean = src.split(/[?#]/)[0] ?? '';
  return clean.startsWith('/') ? joinInsideProject('', clean) : joinInsideProject(htmlDir, clean);
}

export interface HtmlEntry {
  /** Project paths of the module scripts esbuild bundles (TypeScript/JSX cannot run as is). */
  modules: string[];
  /** Each module script's path as the page writes it → the project file that runs for it. */
  scripts: Record<string, string>;
  /** Module scripts of the project the page names but the project does not have, with their line. */
  missing: { src: string; line: number }[];
  /** The page loads Tailwind's browser build from a CDN: it gets the server-compiled CSS instead. */
  usesTailwindCdn: boolean;
}

const tailwindCdn = /^https?:\/\/(cdn\.tailwindcss\.com|[^/]+\/npm\/@tailwindcss\/browser)/i;
const SCRIPT_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js', 'mjs'];

/**
 * The page's module scripts, as Vite finds them: `/src/main.jsx` is the project's src/main.jsx, or its
 * main.tsx/.ts/.js when that is the file the project has (a renamed entry). A CRA page (public/index.html
 * with no script) runs src/index.* or src/main.*.
 */
export function scanHtml(html: string, htmlDir: string, isScript: (path: string) => boolean): HtmlEntry {
  const modules: string[] = [];
  const scripts: Record<string, string> = {};
  const missing: HtmlEntry['missing'] = [];
  let usesTailwindCdn = false;
  let sawModule = false;
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? '';
    const src = attribute(attributes, 'src');
    if (!src) continue;
    if (tailwindCdn.test(src)) usesTailwindCdn = true;
    const path = projectPathOf(src, htmlDir);
    if (attribute(attributes, 'type')?.toLowerCase() !== 'module' || !path) continue;
    sawModule = true;
    const stem = path.replace(/\.(tsx|ts|jsx|js|mjs)$/, '');
    const found = isScript(path) ? path : SCRIPT_EXTENSIONS.map((extension) => `${stem}.${extension}`).find(isScript);
    if (found) {
      if (!modules.includes(found)) modules.push(found);
      scripts[path] = found;
    } else if (/\.(tsx|ts|jsx|js|mjs)$/.test(path)) {
      missing.push({ src, line: html.slice(0, match.index).split('\n').length });
    }
  }
  if (!sawModule && (htmlDir === 'public' || /\bid\s*=\s*["']?(root|app)\b/.test(html))) {
    const craEntry = ['src/index.tsx', 'src/index.jsx', 'src/index.js', 'src/index.ts', 'src/main.tsx', 'src/main.jsx', 'src/main.js'].find(
      isScript,
    );
    if (craEntry) modules.push(craEntry);
  }
  return { modules, scripts, missing, usesTailwindCdn };
}

/**
 * The page's module scripts of the project replaced by one tag (the bundle's) where the first one was (at the
 * end of the body for a CRA page, which names none), and the Tailwind CDN script removed (the compiled
 * stylesheet replaces it); other scripts are kept as written. CRA's %PUBLIC_URL% is the site's root.
 */
export function replaceModuleScripts(html: string, htmlDir: string, entry: HtmlEntry, bundleTag: string | null): string {
  let bundleTagWritten = false;
  const replaced = html.replace(/%PUBLIC_URL%/g, '').replace(scriptTag, (tag, attributes: string) => {
    const src = attribute(attributes, 'src');
    if (!src) return tag;
    if (tailwindCdn.test(src)) return '';
    const path = projectPathOf(src, htmlDir);
    if (!path || !Object.hasOwn(entry.scripts, path)) return tag;
    if (bundleTagWritten || bundleTag === null) return '';
    bundleTagWritten = true;
    return bundleTag;
  });
  if (bundleTagWritten || bundleTag === null || entry.modules.length === 0) return replaced;
  const bodyClose = /<\/body\s*>/i.exec(replaced);
  return bodyClose ? `${replaced.slice(0, bodyClose.index)}${bundleTag}\n${replaced.slice(bodyClose.index)}` : `${replaced}\n${bundleTag}`;
}

/**
 * Absolute paths the page writes (`/vite.svg`, `/src/assets/hero.png`, `%PUBLIC_URL%/favicon.ico`) point at the
 * root of the app, which in the preview is /p/{id}/: rewritten there when the project has that file.
 */
export function rewriteRootPaths(html: string, base: string, hasAsset: (path: string) => boolean): string {
  return html.replace(
    /\b(src|href|poster)\s*=\s*(["'])\/(?!\/)([^"'?#]*)([^"']*)\2/gi,
    (whole, name: string, quote: string, path: string, rest: string) =>
      hasAsset(path) ? `${name}=${quote}${base}${path}${rest}${quote}` : whole,
  );
}

/** The page as written, with the bridge and import map first in <head> and bundled scripts pointed at the bundle. */
export function htmlPage(
  context: PageContext,
  html: string,
  htmlDir: string,
  entry: HtmlEntry,
  hasAsset: (path: string) => boolean,
): string {
  const base = previewPath(context.previewId);
  // The page's own CSP meta would refuse the preview's module scripts (data: URLs); the content origin's sandbox
  // header is the preview's policy.
  const withoutCsp = html.replace(/<meta\b[^>]*http-equiv\s*=\s*["']?content-security-policy["']?[^>]*>/gi, '');
  const rewritten = rewriteRootPaths(
    replaceModuleScripts(withoutCsp, htmlDir, entry, context.modules ? entryScript : null),
    base,
    hasAsset,
  );
  // An app's router must see "/" (the bridge moves the URL there); <base> keeps the page's relative URLs on its folder.
  const app = context.modules !== null;
  const head = `${app ? `<base href="${escapeHtml(base + (htmlDir ? `${htmlDir}/` : ''))}">\n` : ''}${headTags(context, { rewritePath: app })}`;
  const headOpen = /<head\b[^>]*>/i.exec(rewritten);
  if (headOpen)
    return rewritten.slice(0, headOpen.index + headOpen[0].length) + `\n${head}\n` + rewritten.slice(headOpen.index + headOpen[0].length);
  const htmlOpen = /<html\b[^>]*>/i.exec(rewritten);
  if (htmlOpen)
    return (
      rewritten.slice(0, htmlOpen.index + htmlOpen[0].length) +
      `\n<head>\n${head}\n</head>\n` +
      rewritten.slice(htmlOpen.index + htmlOpen[0].length)
    );
  return `${head}\n${rewritten}`;
}
