import { UNSUPPORTED_PREVIEW_MESSAGE, type PreviewBuild, type PreviewProblem } from '../../../common/preview.js';
import type { ProjectFiles } from '../../../common/projects.js';
import type { Vendor } from './build-vendor.js';
import { loaderFor, type AppBundler } from './bundle-app.js';
import { missingVendorExports, importedNames } from './check-vendor-imports.js';
import { chooseEntry, entrySource, type EntryChoice } from './choose-entry.js';
import { extractCandidates, TailwindRefusal, type TailwindCompiler } from './compile-tailwind.js';
import { htmlPage, messagePage, reactPage, scanHtml, textPage, type PageContext } from './render-page.js';
import { loadBridge } from './load-bridge.js';
import { lineTable } from './source-lines.js';

/** Everything the content origin serves for one preview. */
export interface PreviewArtifacts {
  status: PreviewBuild['status'];
  entry: { kind: EntryChoice['kind']; file: string | null };
  errors: PreviewProblem[];
  warnings: PreviewProblem[];
  page: string;
  js: string | null;
  css: string | null;
  map: string | null;
  lines: string | null;
  /** Files next to an HTML entry, by their path relative to it. */
  assets: Map<string, string>;
}

export interface AssembleInput {
  previewId: string;
  files: ProjectFiles;
  parents: string[];
  vendor: Vendor;
  bundler: AppBundler;
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

const needsTailwind = (css: string | null) => !!css && /@import\s+(?:url\()?["']tailwindcss|@tailwind\s|@apply\s|@theme\b/.test(css);

/** Bundles, compiles Tailwind and writes the page for the entry the spec's file choice picks. */
export async function assemblePreview(input: AssembleInput): Promise<PreviewArtifacts> {
  const { files, previewId } = input;
  const entry = chooseEntry(files);
  const { url: bridgeUrl } = await loadBridge();
  const context: PageContext = { previewId, bridgeUrl, parents: input.parents, imports: input.vendor.imports, preloads: [], hasCss: false, hasJs: false };
  const base = { entry: { kind: entry.kind, file: entry.file }, warnings: [] as PreviewProblem[], js: null, css: null, map: null, lines: null, assets: new Map<string, string>() };

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
  let map: string | null = null;
  const warnings: PreviewProblem[] = [];
  if (shouldBundle) {
    const bundle = await input.bundler.bundle(files, entrySource(entry, html?.modules));
    warnings.push(...bundle.warnings);
    if (bundle.errors.length > 0) return failed(base, context, bundle.errors, warnings);
    const unknownNames = bundle.js ? missingVendorExports(bundle.js, input.vendor.exports, files) : [];
    if (unknownNames.length > 0) return failed(base, context, unknownNames, warnings);
    ({ js, map } = bundle);
    bundledCss = bundle.css;
  }

  let css = bundledCss;
  if (entry.kind === 'react' || html?.usesTailwindCdn || needsTailwind(bundledCss)) {
    try {
      css = await input.tailwind.build(bundledCss ?? '', extractCandidates(files));
    } catch (error) {
      return failed(base, context, [tailwindProblem(error, files)], warnings);
    }
  }

  context.hasJs = js !== null;
  context.hasCss = css !== null;
  context.preloads = js ? [...new Set([...importedNames(js).keys()].flatMap((specifier) => input.vendor.preloads[specifier] ?? []))] : [];
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
    js,
    css,
    map,
    lines: map ? JSON.stringify(lineTable(map)) : null,
    assets,
  };
}

function failed(base: Omit<PreviewArtifacts, 'status' | 'errors' | 'page'>, context: PageContext, errors: PreviewProblem[], warnings: PreviewProblem[]): PreviewArtifacts {
  const lines = errors.slice(0, 20).map((error) => error.message);
  return { ...base, status: 'error', errors, warnings, page: messagePage(context, "L'aperçu n'a pas pu être construit", lines) };
}
