import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Plugin, RolldownBuild } from 'rolldown';
import type { PreviewProblem } from '../../../common/preview.js';
import {
  assetBytes,
  BINARY_EXTENSIONS,
  chooseEntry,
  compileProjectCss,
  CSS_MODULES,
  EMPTY_MODULE,
  entrySource,
  isCorePackage,
  linkModules,
  loaderFor,
  locatePackage,
  lumiNodeModules,
  MODULE_PREFIX,
  needsTailwind,
  packageNameOf,
  PackageUnavailable,
  type PackageUse,
  projectPackageRanges,
  type RegistryOptions,
  replaceModuleScripts,
  scanHtml,
  StyleBundler,
  TailwindCompiler,
  transformAhead,
  transformReady,
  vendorPackagesToReplace,
} from '../preview/index.js';
import type { ProjectFiles } from '../../../common/projects.js';
import { makeAppIcon } from './make-app-icon.js';
import { renderServiceWorker, SERVICE_WORKER_REGISTRATION } from './service-worker.js';

/** Where the build finds packages beyond Lumi's own: the preview's cache folder and registry (null: none). */
export interface WebBuildPackages {
  cacheDir: string;
  registry: Omit<RegistryOptions, 'cacheDir'> | null;
}

/**
 * The folder each package the app imports is resolved from, as the preview chose it: Lumi's node_modules for the
 * vendor packages and the local set when the project's version fits, else the tree fetched from the registry
 * into the shared cache (the preview has usually fetched it already). A package that cannot be had is refused
 * with the importing line.
 */
async function locatePackages(
  uses: PackageUse[],
  ranges: Record<string, string>,
  packages: WebBuildPackages | null,
  warnings: string[],
): Promise<Map<string, string>> {
  const names = new Set(uses.map((use) => packageNameOf(use.specifier)).filter((name) => name !== null));
  const replaced = vendorPackagesToReplace(names, ranges);
  const registry = packages?.registry ? { ...packages.registry, cacheDir: packages.cacheDir } : null;
  const roots = new Map<string, string>();
  const problems: PreviewProblem[] = [];
  await Promise.all(
    [...names].map(async (name) => {
      if (isCorePackage(name) && !replaced.has(name)) return;
      try {
        roots.set(name, (await locatePackage(name, ranges[name] ?? null, registry, warnings)).root);
      } catch (error) {
        const use = uses.find((candidate) => packageNameOf(candidate.specifier) === name)!;
        const where = use.file && use.line ? `${use.file}, ligne ${use.line} : ` : '';
        const reason =
          error instanceof PackageUnavailable
            ? error.message
            : `Le paquet « ${name} » n'a pas pu être récupéré : ${error instanceof Error ? error.message : String(error)}`;
        problems.push({ file: use.file, line: use.line, column: null, lineText: use.lineText, message: `${where}${reason}` });
      }
    }),
  );
  if (problems.length > 0) refuse(problems);
  return roots;
}

/** A project that cannot be built as it is: the message, in French, says which file and line. */
export class WebBuildRefused extends Error {
  constructor(
    message: string,
    readonly problems: PreviewProblem[] = [],
  ) {
    super(message);
  }
}

export interface WebBuild {
  /** Path inside the site (no leading slash) → bytes; `index.html` at the root. */
  files: Map<string, Uint8Array>;
  /** The site's content hash: the service worker's cache version. */
  hash: string;
  /** What the build log should say (a package version that could not be had offline), in French. */
  warnings: string[];
}

const ROUTER_PACKAGES = new Set(['react-router-dom', 'react-router']);
const ROUTER_SHIM = '\0lumi:routeur:';
const VIRTUAL = '\0lumi:module:';
const THEME_COLOR = '#7c3aed';
/** Lumi's own folder: packages are resolved from its node_modules, the versions the preview runs. */
const LUMI_ANCHOR = fileURLToPath(import.meta.url);

const encoder = new TextEncoder();
const shortHash = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 8);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The app's router learns where it is served from the page's <base href> (`/` in the zip, `/a/{slug}/` once
 * published on the shared origin), so a `BrowserRouter` written for the root works under a folder too.
 */
function routerShim(specifier: string): string {
  const real = JSON.stringify(specifier);
  return [
    `import * as real from ${real};`,
    `import { createElement } from 'react';`,
    `export * from ${real};`,
    `const base = () => { const path = new URL(document.baseURI).pathname.replace(/\\/+$/, ''); return path === '' ? undefined : path; };`,
    `export function BrowserRouter(props) { return createElement(real.BrowserRouter, { basename: base(), ...props }); }`,
    `export function createBrowserRouter(routes, options) { return real.createBrowserRouter(routes, { basename: base(), ...options }); }`,
  ].join('\n');
}

function refuse(problems: PreviewProblem[]): never {
  const lines = problems.slice(0, 10).map((problem) => problem.message);
  throw new WebBuildRefused(`Le projet ne se construit pas :\n${lines.join('\n')}`, problems);
}

/**
 * rolldown's plugin: the linked project modules from memory, packages from the folders locatePackages chose (Lumi's
 * node_modules by default). Inside a package, its own imports resolve as usual, except the vendor packages, which
 * always come from the same place as the project's (one React in the app, however a package was installed), and a
 * peer its tree does not hold, which is located as the project's would be. A static import nothing provides fails
 * the build instead of leaving the site an import no browser can follow.
 */
function projectModules(
  modules: Map<string, string>,
  roots: Map<string, string>,
  locate: (name: string) => Promise<string | null>,
): Plugin {
  const anchorIn = (root: string) => path.join(root, 'lumi-construction.js');
  const rootOf = async (name: string) => roots.get(name) ?? (isCorePackage(name) ? path.dirname(LUMI_ANCHOR) : await locate(name));
  return {
    name: 'lumi-projet',
    async resolveId(source, importer, options) {
      if (modules.has(source)) return VIRTUAL + source;
      const fromProject = !importer || importer.startsWith(VIRTUAL);
      if (ROUTER_PACKAGES.has(source) && fromProject) return ROUTER_SHIM + source;
      const name = packageNameOf(source);
      if (!fromProject && !importer.startsWith(ROUTER_SHIM)) {
        if (name && (isCorePackage(name) || roots.has(name)))
          return this.resolve(source, name && roots.has(name) ? anchorIn(roots.get(name)!) : LUMI_ANCHOR, { skipSelf: true });
        const own = await this.resolve(source, importer, { skipSelf: true });
        if (own || !name) return own;
        const root = await rootOf(name);
        const peer = root ? await this.resolve(source, anchorIn(root), { skipSelf: true }) : null;
        if (peer) return peer;
        // An optional dependency loaded with import() stays out of the site; a static one cannot.
        if (options?.kind === 'dynamic-import') return { id: source, external: true };
        throw new WebBuildRefused(
          `Le paquet « ${source} », qu'un paquet de l'application importe, est introuvable : ajoutez-le au package.json du projet.`,
        );
      }
      const root = name ? roots.get(name) : undefined;
      const resolved = await this.resolve(source, root ? anchorIn(root) : LUMI_ANCHOR, { skipSelf: true });
      if (!resolved) throw new WebBuildRefused(`Le paquet « ${source} » est introuvable.`);
      return resolved;
    },
    load(id) {
      if (id.startsWith(VIRTUAL)) return { code: modules.get(id.slice(VIRTUAL.length)) ?? '', moduleType: 'js' };
      if (id.startsWith(ROUTER_SHIM)) return { code: routerShim(id.slice(ROUTER_SHIM.length)), moduleType: 'js' };
      return null;
    },
  };
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** rolldown's own error, short and without its colours, under a French sentence: the build is refused, not retried. */
function bundlerFailure(error: unknown): WebBuildRefused {
  if (error instanceof WebBuildRefused) return error;
  const message = (error instanceof Error ? error.message : String(error)).replace(ANSI, '');
  const ours = /(Le paquet « [^\n]*)/.exec(message)?.[1];
  if (ours) return new WebBuildRefused(ours);
  return new WebBuildRefused(`L'assemblage de l'application a échoué :\n${message.split('\n').slice(0, 8).join('\n')}`);
}

/** Every file the bundle read must come from a node_modules Lumi trusts (its own, or the package cache): never elsewhere on disk. */
function checkInside(moduleIds: string[], allowed: string[]): void {
  for (const id of moduleIds) {
    if (id.startsWith('\0') || id.startsWith(VIRTUAL) || id.startsWith(ROUTER_SHIM) || !path.isAbsolute(id)) continue;
    let real: string;
    try {
      real = realpathSync(id);
    } catch {
      real = id;
    }
    if (!allowed.some((folder) => real.startsWith(folder + path.sep)) || !real.includes(`${path.sep}node_modules${path.sep}`)) {
      throw new WebBuildRefused(
        `Un paquet de l'application lit un fichier hors des paquets installés (« ${path.basename(id)} ») : la construction est refusée.`,
      );
    }
  }
}

async function bundleScripts(
  modules: Map<string, string>,
  roots: Map<string, string>,
  locate: (name: string) => Promise<string | null>,
  allowed: string[],
  entryName: string,
): Promise<Map<string, Uint8Array>> {
  let bundle: RolldownBuild | null = null;
  try {
    // Loaded at the first build rather than at every server start (decision 036).
    const { rolldown } = await import('rolldown');
    bundle = await rolldown({
      input: { index: entryName },
      platform: 'browser',
      logLevel: 'silent',
      plugins: [projectModules(modules, roots, locate)],
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    });
    const { output } = await bundle.generate({
      format: 'es',
      minify: true,
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: 'assets/[name]-[hash].js',
      assetFileNames: 'assets/[name]-[hash][extname]',
    });
    const files = new Map<string, Uint8Array>();
    for (const item of output) {
      if (item.type === 'chunk') checkInside(item.moduleIds, allowed);
      files.set(
        item.fileName,
        item.type === 'chunk' ? encoder.encode(item.code) : typeof item.source === 'string' ? encoder.encode(item.source) : item.source,
      );
    }
    return files;
  } catch (error) {
    throw bundlerFailure(error);
  } finally {
    await bundle?.close();
  }
}

function manifest(title: string): string {
  const shortName = [...title].length > 12 ? `${[...title].slice(0, 11).join('').trim()}…` : title;
  return `${JSON.stringify(
    {
      name: title,
      short_name: shortName,
      lang: 'fr',
      start_url: './',
      scope: './',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** What every page of the site gets in <head>: the base the router and the service worker read, the manifest, icons. */
function headTags(title: string, css: string | null, script: string | null, registration: string): string {
  return [
    '<base href="/">',
    `<link rel="manifest" href="manifest.webmanifest">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    `<link rel="icon" type="image/png" href="icons/icon-192.png">`,
    `<link rel="apple-touch-icon" href="icons/icon-192.png">`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(title)}">`,
    ...(css ? [`<link rel="stylesheet" href="${css}">`] : []),
    ...(script ? [`<script type="module" src="${script}"></script>`] : []),
    `<script type="module" src="${registration}"></script>`,
  ].join('\n    ');
}

function reactIndex(title: string, head: string): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>${escapeHtml(title)}</title>
    ${head}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

function insertInHead(html: string, head: string): string {
  const open = /<head\b[^>]*>/i.exec(html);
  if (open) return `${html.slice(0, open.index + open[0].length)}\n    ${head}${html.slice(open.index + open[0].length)}`;
  const htmlOpen = /<html\b[^>]*>/i.exec(html);
  if (htmlOpen)
    return `${html.slice(0, htmlOpen.index + htmlOpen[0].length)}\n<head>\n    ${head}\n</head>${html.slice(htmlOpen.index + htmlOpen[0].length)}`;
  return `<head>\n    ${head}\n</head>\n${html}`;
}

/**
 * The production build of a project as it runs in the preview: the same entry choice, the same transforms and
 * resolution (link-modules.ts), the same CSS and Tailwind steps; then rolldown bundles the app with its packages
 * (minified, hashed file names, no import map, nothing from another origin) and the site gets a web manifest,
 * icons and a service worker so it installs on a phone and opens offline.
 */
export async function makeWebBuild(input: {
  title: string;
  files: ProjectFiles;
  packages?: WebBuildPackages | null;
  onProgress?: (stage: string, progress: number) => Promise<void>;
}): Promise<WebBuild> {
  const { files, title } = input;
  const progress = input.onProgress ?? (async () => undefined);
  const entry = chooseEntry(files);
  if (entry.kind === 'empty') throw new WebBuildRefused('Le projet ne contient aucun fichier à construire.');
  if (entry.kind === 'unsupported')
    throw new WebBuildRefused(
      `Le fichier ${entry.file} demande un compilateur Vue ou Svelte : Lumi construit les applications React et HTML.`,
    );
  if (entry.kind === 'text')
    throw new WebBuildRefused(`Le projet n'a pas de page (index.html) ni de composant App.tsx : ${entry.file} n'est pas une page web.`);

  const htmlDir = entry.kind === 'react' ? '' : entry.file.includes('/') ? entry.file.slice(0, entry.file.lastIndexOf('/')) : '';
  const html =
    entry.kind === 'react'
      ? null
      : scanHtml(
          files[entry.file] ?? '',
          htmlDir,
          (path) => path in files && /^(tsx|ts|jsx|js|mjs)$/.test(path.split('.').pop() ?? '') && loaderFor(path) !== null,
        );
  const shouldBundle = entry.kind === 'react' || (html?.modules.length ?? 0) > 0;

  const site = new Map<string, Uint8Array>();
  const warnings: string[] = [];
  let scriptPath: string | null = null;
  let bundledCss: string | null = null;
  const bundler = new StyleBundler();
  try {
    if (shouldBundle) {
      await progress('Compilation des fichiers', 25);
      await Promise.all([transformReady(), transformAhead(files)]);
      const linked = linkModules(files, entrySource(entry, html?.modules));
      if (linked.errors.length > 0 || !linked.entry) refuse(linked.errors);
      const ranges = projectPackageRanges(files);
      const roots = await locatePackages(linked.packages, ranges, input.packages ?? null, warnings);
      const registry = input.packages?.registry ? { ...input.packages.registry, cacheDir: input.packages.cacheDir } : null;
      const locate = async (name: string) => {
        try {
          const root = (await locatePackage(name, ranges[name] ?? null, registry, warnings)).root;
          roots.set(name, root);
          return root;
        } catch {
          return null;
        }
      };
      const allowed = [lumiNodeModules(), ...(input.packages ? [input.packages.cacheDir] : [])].map((folder) => {
        try {
          return realpathSync(folder);
        } catch {
          return folder;
        }
      });
      const modules = new Map<string, string>([[EMPTY_MODULE, 'export default {};\n']]);
      for (const module of [linked.entry, ...linked.modules]) modules.set(module.name, module.code);
      if (linked.stylesheets.length > 0) {
        const styles = await bundler.bundleStyles(files, linked.stylesheets);
        if (styles.errors.length > 0) refuse(styles.errors);
        bundledCss = styles.css;
        if (styles.js !== null) {
          modules.set(CSS_MODULES, styles.js);
          linked.stylesheets.forEach((sheet, index) => {
            if (sheet.module)
              modules.set(`${MODULE_PREFIX}css/${sheet.file}`, `export { m${index} as default } from ${JSON.stringify(CSS_MODULES)};\n`);
          });
        }
      }
      await progress('Assemblage et minification', 45);
      for (const [path, body] of await bundleScripts(modules, roots, locate, allowed, linked.entry.name)) {
        site.set(path, body);
        if (path.startsWith('assets/index-') && path.endsWith('.js')) scriptPath = path;
      }
    }
  } finally {
    await bundler.dispose();
  }

  await progress('Feuilles de style', 65);
  let css = bundledCss;
  if (entry.kind === 'react' || html?.usesTailwindCdn || needsTailwind(bundledCss)) {
    try {
      css = (await compileProjectCss(files, bundledCss, new TailwindCompiler())).css;
    } catch (error) {
      throw new WebBuildRefused(`Tailwind : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  let cssPath: string | null = null;
  if (css !== null) {
    const minified = (await esbuild.transform(css, { loader: 'css', minify: true, legalComments: 'none', logLevel: 'silent' })).code;
    cssPath = `assets/index-${shortHash(minified)}.css`;
    site.set(cssPath, encoder.encode(minified));
  }

  await progress('Manifeste, icônes et service worker', 80);
  site.set('manifest.webmanifest', encoder.encode(manifest(title)));
  site.set('icons/icon-192.png', makeAppIcon({ title, size: 192 }));
  site.set('icons/icon-512.png', makeAppIcon({ title, size: 512 }));
  const registrationPath = `assets/enregistrement-${shortHash(SERVICE_WORKER_REGISTRATION)}.js`;
  site.set(registrationPath, encoder.encode(SERVICE_WORKER_REGISTRATION));
  const head = headTags(title, cssPath, entry.kind === 'react' ? scriptPath : null, registrationPath);

  if (entry.kind === 'react') {
    site.set('index.html', encoder.encode(reactIndex(title, head)));
  } else {
    // The page's folder is the site: its other files (images, plain scripts, other pages) are served as written.
    const prefix = htmlDir ? `${htmlDir}/` : '';
    const bytesOf = (path: string, content: string) =>
      BINARY_EXTENSIONS.has(path.slice(path.lastIndexOf('.') + 1).toLowerCase()) ? assetBytes(content) : encoder.encode(content);
    for (const [path, content] of Object.entries(files)) {
      if (!path.startsWith(prefix) || /\.(tsx|ts|jsx)$/.test(path)) continue;
      const inside = path.slice(prefix.length);
      if (!site.has(inside)) site.set(inside, bytesOf(path, content));
    }
    // Vite copies public/ to the root of the site.
    for (const [path, content] of Object.entries(files))
      if (path.startsWith('public/') && !site.has(path.slice(7))) site.set(path.slice(7), bytesOf(path, content));
    const bundleTag = scriptPath ? `<script type="module" src="${scriptPath}"></script>` : null;
    const page = replaceModuleScripts(files[entry.file] ?? '', htmlDir, html!, bundleTag);
    site.set('index.html', encoder.encode(insertInHead(page, head)));
  }

  const hash = createHash('sha256');
  for (const path of [...site.keys()].sort()) hash.update(path).update('\0').update(site.get(path)!).update('\0');
  const version = hash.digest('hex').slice(0, 16);
  site.set('sw.js', encoder.encode(renderServiceWorker(version, [...site.keys()].sort())));
  return { files: site, hash: version, warnings: [...new Set(warnings)] };
}
