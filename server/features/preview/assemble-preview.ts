import { UNSUPPORTED_PREVIEW_MESSAGE, type PreviewBuild, type PreviewProblem } from '../../../common/preview.js';
import type { ProjectFiles } from '../../../common/projects.js';
import type { Vendor } from './build-vendor.js';
import { loaderFor, type StyleBundler } from './bundle-styles.js';
import { missingVendorExports } from './check-vendor-imports.js';
import { chooseEntry, entrySource, type EntryChoice } from './choose-entry.js';
import { extractCandidates, TailwindRefusal, type TailwindCompiler } from './compile-tailwind.js';
import { CSS_MODULES, EMPTY_MODULE, linkModules, MODULE_PREFIX, transformAhead, type LinkedModule, type PackageUse } from './link-modules.js';
import { loadBridge } from './load-bridge.js';
import { transformReady } from './transform-module.js';
import { adoptablePage, htmlPage, messagePage, reactPage, scanHtml, textPage, type AdoptablePage, type PageContext } from './render-page.js';

/** The module a plain stylesheet import turns into: the sheet itself is in app.css. */
const EMPTY_CODE = 'export default {};\n';
const EMPTY: LinkedModule = { name: EMPTY_MODULE, file: null, code: EMPTY_CODE, lines: [] };

/** Everything the content origin serves for one preview. */
export interface PreviewArtifacts {
  status: PreviewBuild['status'];
  entry: { kind: EntryChoice['kind']; file: string | null };
  errors: PreviewProblem[];
  warnings: PreviewProblem[];
  page: string;
  /** A React app's page as data, for a waiting frame to run in place; null for any other page. */
  adoptable: AdoptablePage | null;
  /** The entry module's code (it and every module are in the page, see render-page.ts). */
  js: string | null;
  css: string | null;
  modules: LinkedModule[];
  /** Files next to an HTML entry, by their path relative to it. */
  assets: Map<string, string>;
}

export interface AssembleInput {
  previewId: string;
  files: ProjectFiles;
  parents: string[];
  vendor: Vendor;
  bundler: StyleBundler;
  tailwind: TailwindCompiler;
}

const problem = (message: string, where: Partial<PreviewProblem> = {}): PreviewProblem => ({
  file: null,
  line: null,
  column: null,
  lineText: null,
  ...where,
  message,
});

/** Tailwind names the class it cannot apply; the CSS file and line that has it are found by searching. */
function tailwindProblem(error: unknown, files: ProjectFiles): PreviewProblem {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof TailwindRefusal) return problem(message);
  const token = /`([^`]+)`/.exec(message)?.[1];
  for (const [file, content] of Object.entries(files)) {
    if (!token || !file.endsWith('.css')) continue;
    const lines = content.split('\n');
    const index = lines.findIndex((line) => line.includes(token));
    if (index >= 0) return problem(`${file}, ligne ${index + 1} : ${message}`, { file, line: index + 1, lineText: lines[index]! });
  }
  return problem(`Tailwind : ${message}`);
}

/** A stylesheet that uses Tailwind's directives: the Tailwind step must compile it. */
export const needsTailwind = (css: string | null) => !!css && /@import\s+(?:url\()?["']tailwindcss|@tailwind\s|@apply\s|@theme\b/.test(css);

/**
 * When the app names its lucide-react icons (the usual `import { Heart } from 'lucide-react'`), the page gets
 * a small lucide-react of its own that re-exports just those icons from their modules. A namespace import or
 * import() needs the whole package, which then stays as it is.
 */
function lucideIcons(uses: PackageUse[], vendor: Vendor): { module: LinkedModule; imports: Record<string, string>; preloads: string[] } | null {
  const lucide = uses.filter((use) => use.specifier === 'lucide-react');
  const names = new Set(lucide.flatMap((use) => [...use.names]));
  if (names.size === 0 || lucide.some((use) => use.whole) || [...names].some((name) => !Object.hasOwn(vendor.icons.byExport, name))) return null;
  const modulesUsed = new Set([...names].map((name) => vendor.icons.byExport[name]!));
  const code = [...names]
    .sort()
    .map((name) => `export { default as ${name} } from ${JSON.stringify(vendor.icons.byExport[name])};`)
    .join('\n');
  return {
    module: { name: 'lucide-react', file: null, code: `${code}\n`, lines: [] },
    imports: Object.fromEntries([...modulesUsed].map((module) => [module, vendor.icons.imports[module]!])),
    preloads: [...modulesUsed].flatMap((module) => vendor.icons.preloads[module] ?? []),
  };
}

/** Bundles, compiles Tailwind and writes the page for the entry the spec's file choice picks. */
export async function assemblePreview(input: AssembleInput): Promise<PreviewArtifacts> {
  const { files, previewId } = input;
  const entry = chooseEntry(files);
  const [{ url: bridgeUrl }] = await Promise.all([loadBridge(), transformReady()]);
  const context: PageContext = { previewId, bridgeUrl, parents: input.parents, imports: input.vendor.imports, preloads: [], hasCss: false, modules: null };
  const base = { entry: { kind: entry.kind, file: entry.file }, warnings: [] as PreviewProblem[], adoptable: null, js: null, css: null, modules: [] as LinkedModule[], assets: new Map<string, string>() };

  if (entry.kind === 'empty') {
    return { ...base, status: 'ready', errors: [], page: messagePage(context, 'Aucun fichier', ['Ce projet ne contient encore aucun fichier.']) };
  }
  if (entry.kind === 'unsupported') {
    const lines = [`Le fichier ${entry.file} demande un compilateur Vue ou Svelte : le code reste lisible dans l'éditeur.`];
    return { ...base, status: 'unsupported', errors: [], page: messagePage(context, UNSUPPORTED_PREVIEW_MESSAGE, lines) };
  }
  if (entry.kind === 'text') {
    return { ...base, status: 'ready', errors: [], page: textPage(context, entry.file, files[entry.file] ?? '') };
  }

  const htmlDir = entry.kind === 'react' ? '' : entry.file.includes('/') ? entry.file.slice(0, entry.file.lastIndexOf('/')) : '';
  const html = entry.kind === 'react' ? null : scanHtml(files[entry.file] ?? '', htmlDir, (path) => path in files && /^(tsx|ts|jsx|js|mjs)$/.test(path.split('.').pop() ?? '') && loaderFor(path) !== null);
  const shouldBundle = entry.kind === 'react' || (html?.modules.length ?? 0) > 0;

  let js: string | null = null;
  let bundledCss: string | null = null;
  const modules: LinkedModule[] = [];
  const warnings: PreviewProblem[] = [];
  if (shouldBundle) {
    await transformAhead(files);
    const linked = linkModules(files, entrySource(entry, html?.modules));
    if (linked.errors.length > 0 || !linked.entry) return failed(base, context, linked.errors, warnings);
    const unknownNames = missingVendorExports(linked.packages, input.vendor.exports);
    if (unknownNames.length > 0) return failed(base, context, unknownNames, warnings);

    modules.push(linked.entry, ...linked.modules, EMPTY);
    if (linked.stylesheets.length > 0) {
      const styles = await input.bundler.bundleStyles(files, linked.stylesheets);
      warnings.push(...styles.warnings);
      if (styles.errors.length > 0) return failed(base, context, styles.errors, warnings);
      bundledCss = styles.css;
      if (styles.js !== null) {
        modules.push({ name: CSS_MODULES, file: null, code: styles.js, lines: [] });
        linked.stylesheets.forEach((sheet, index) => {
          if (sheet.module) modules.push({ name: `${MODULE_PREFIX}css/${sheet.file}`, file: null, code: `export { m${index} as default } from ${JSON.stringify(CSS_MODULES)};\n`, lines: [] });
        });
      }
    }
    js = linked.entry.code;
    const packages = new Set(linked.packages.map((use) => use.specifier));
    const icons = lucideIcons(linked.packages, input.vendor);
    const preloads = [...packages].flatMap((specifier) => (specifier === 'lucide-react' && icons ? [] : (input.vendor.preloads[specifier] ?? [])));
    if (icons) {
      modules.push(icons.module);
      context.imports = { ...input.vendor.imports, ...icons.imports };
      preloads.push(...icons.preloads);
    }
    context.modules = modules;
    context.preloads = [...new Set(preloads)];
  }

  let css = bundledCss;
  if (entry.kind === 'react' || html?.usesTailwindCdn || needsTailwind(bundledCss)) {
    try {
      css = await input.tailwind.build(bundledCss ?? '', extractCandidates(files));
    } catch (error) {
      return failed(base, context, [tailwindProblem(error, files)], warnings);
    }
  }

  context.hasCss = css !== null;
  const assets = new Map<string, string>();
  if (entry.kind !== 'react') {
    const prefix = htmlDir ? `${htmlDir}/` : '';
    for (const [path, content] of Object.entries(files)) if (path.startsWith(prefix)) assets.set(path.slice(prefix.length), content);
  }
  return {
    ...base,
    status: 'ready',
    errors: [],
    warnings,
    page: entry.kind === 'react' ? reactPage(context) : htmlPage(context, files[entry.file] ?? '', htmlDir, html!),
    adoptable: entry.kind === 'react' && context.modules ? adoptablePage(context, input.vendor.hash) : null,
    js,
    css,
    modules,
    assets,
  };
}

function failed(base: Omit<PreviewArtifacts, 'status' | 'errors' | 'page'>, context: PageContext, errors: PreviewProblem[], warnings: PreviewProblem[]): PreviewArtifacts {
  const lines = errors.slice(0, 20).map((error) => error.message);
  return { ...base, status: 'error', errors, warnings, page: messagePage(context, "L'aperçu n'a pas pu être construit", lines) };
}
