import { UNSUPPORTED_PREVIEW_MESSAGE, type PreviewBuild, type PreviewProblem } from '../../../common/preview.js';
import type { ProjectFiles } from '../../../common/projects.js';
import type { Vendor } from './build-vendor.js';
import { loaderFor, type StyleBundler } from './bundle-styles.js';
import { missingVendorExports } from './check-vendor-imports.js';
import { chooseEntry, entrySource, type EntryChoice } from './choose-entry.js';
import { TailwindRefusal, type TailwindCompiler } from './compile-tailwind.js';
import { compileProjectCss } from './compile-project-css.js';
import {
  CSS_MODULES,
  EMPTY_MODULE,
  linkModules,
  MODULE_PREFIX,
  transformAhead,
  type LinkedModule,
  type PackageUse,
} from './link-modules.js';
import { loadBridge } from './load-bridge.js';
import { vendorPackagesToReplace, type PackageStore } from './packages/package-store.js';
import { packageNameOf } from './packages/local-packages.js';
import { projectPackageRanges } from './packages/project-ranges.js';
import { brandIconStandIns } from './brand-icons.js';
import { transformReady } from './transform-module.js';
import {
  adoptablePage,
  htmlPage,
  messagePage,
  reactPage,
  scanHtml,
  textPage,
  type AdoptablePage,
  type PageContext,
} from './render-page.js';

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
  /** Packages beyond the vendor bundle; without it (warm-up) they are refused. */
  packages: PackageStore | null;
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
function lucideIcons(
  uses: PackageUse[],
  vendor: Vendor,
  standIns: Map<string, string>,
): { module: LinkedModule; imports: Record<string, string>; preloads: string[] } | null {
  const lucide = uses.filter((use) => use.specifier === 'lucide-react');
  const names = new Set(lucide.flatMap((use) => [...use.names]));
  const moduleOf = (name: string) => vendor.icons.byExport[standIns.get(name) ?? name];
  if (names.size === 0 || lucide.some((use) => use.whole) || [...names].some((name) => !moduleOf(name))) return null;
  const modulesUsed = new Set([...names].map((name) => moduleOf(name)!));
  const code = [...names]
    .sort()
    .map((name) => `export { default as ${name} } from ${JSON.stringify(moduleOf(name))};`)
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
  const context: PageContext = {
    previewId,
    bridgeUrl,
    parents: input.parents,
    imports: input.vendor.imports,
    preloads: [],
    hasCss: false,
    modules: null,
  };
  const base = {
    entry: { kind: entry.kind, file: entry.file },
    warnings: [] as PreviewProblem[],
    adoptable: null,
    js: null,
    css: null,
    modules: [] as LinkedModule[],
    assets: new Map<string, string>(),
  };

  if (entry.kind === 'empty') {
    return {
      ...base,
      status: 'ready',
      errors: [],
      page: messagePage(context, 'Aucun fichier', ['Ce projet ne contient encore aucun fichier.']),
    };
  }
  if (entry.kind === 'unsupported') {
    const lines = /\.(vue|svelte)$/i.test(entry.file)
      ? [`Le fichier ${entry.file} demande un compilateur Vue ou Svelte : le code reste lisible dans l'éditeur.`]
      : [
          `${entry.file} montre un projet Next.js ou React Native (Expo), qui demande son propre serveur : l'aperçu exécute les applications React de Vite et create-react-app et les pages HTML. Le code reste lisible dans l'éditeur.`,
        ];
    return { ...base, status: 'unsupported', errors: [], page: messagePage(context, UNSUPPORTED_PREVIEW_MESSAGE, lines) };
  }
  if (entry.kind === 'text') {
    return { ...base, status: 'ready', errors: [], page: textPage(context, entry.file, files[entry.file] ?? '') };
  }

  const htmlDir = entry.kind === 'react' ? '' : entry.file.includes('/') ? entry.file.slice(0, entry.file.lastIndexOf('/')) : '';
  const html =
    entry.kind === 'react'
      ? null
      : scanHtml(
          files[entry.file] ?? '',
          htmlDir,
          (path) => path in files && /^(tsx|ts|jsx|js|mjs)$/.test(path.split('.').pop() ?? '') && loaderFor(path) !== null,
        );
  if (html && html.missing.length > 0) {
    const lines = (files[entry.file] ?? '').split('\n');
    return failed(
      base,
      context,
      html.missing.map(({ src, line }) =>
        problem(`${entry.file}, ligne ${line} : le script « ${src} » est introuvable dans le projet.`, {
          file: entry.file,
          line,
          lineText: lines[line - 1] ?? null,
        }),
      ),
      [],
    );
  }
  const shouldBundle = entry.kind === 'react' || (html?.modules.length ?? 0) > 0;

  let js: string | null = null;
  let bundledCss: string | null = null;
  const modules: LinkedModule[] = [];
  const warnings: PreviewProblem[] = [];
  if (shouldBundle) {
    await transformAhead(files);
    const linked = linkModules(files, entrySource(entry, html?.modules));
    if (linked.errors.length > 0 || !linked.entry) return failed(base, context, linked.errors, warnings);
    const standIns = brandIconStandIns(linked.packages, input.vendor);
    warnings.push(...standIns.warnings);
    const provided = await providePackages(linked.packages, files, input);
    warnings.push(...provided.warnings.map((message) => problem(message)));
    if (provided.errors.length > 0) return failed(base, context, provided.errors, warnings);
    const unknownNames = missingVendorExports(linked.packages, new Map([...input.vendor.exports, ...provided.exports]), standIns.names);
    if (unknownNames.length > 0) return failed(base, context, unknownNames, warnings);
    context.imports = { ...input.vendor.imports, ...provided.imports };

    modules.push(linked.entry, ...linked.modules, EMPTY);
    if (linked.stylesheets.length > 0) {
      const styles = await input.bundler.bundleStyles(files, linked.stylesheets);
      warnings.push(...styles.warnings);
      if (styles.errors.length > 0) return failed(base, context, styles.errors, warnings);
      bundledCss = styles.css;
      if (styles.js !== null) {
        modules.push({ name: CSS_MODULES, file: null, code: styles.js, lines: [] });
        linked.stylesheets.forEach((sheet, index) => {
          if (sheet.module)
            modules.push({
              name: `${MODULE_PREFIX}css/${sheet.file}`,
              file: null,
              code: `export { m${index} as default } from ${JSON.stringify(CSS_MODULES)};\n`,
              lines: [],
            });
        });
      }
    }
    js = linked.entry.code;
    const packages = new Set(linked.packages.map((use) => use.specifier));
    const icons = lucideIcons(linked.packages, input.vendor, standIns.names);
    const preloads = [...packages].flatMap((specifier) =>
      (specifier === 'lucide-react' && icons) || provided.imports[specifier] ? [] : (input.vendor.preloads[specifier] ?? []),
    );
    preloads.push(...Object.values(provided.imports));
    if (icons) {
      modules.push(icons.module);
      context.imports = { ...context.imports, ...icons.imports };
      preloads.push(...icons.preloads);
    }
    context.modules = modules;
    context.preloads = [...new Set(preloads)];
  }

  let css = bundledCss;
  if (entry.kind === 'react' || html?.usesTailwindCdn || needsTailwind(bundledCss)) {
    try {
      const compiled = await compileProjectCss(files, bundledCss, input.tailwind, html?.usesTailwindCdn ? (files[entry.file] ?? '') : null);
      css = compiled.css;
      warnings.push(...compiled.warnings);
    } catch (error) {
      return failed(base, context, [tailwindProblem(error, files)], warnings);
    }
  }

  context.hasCss = css !== null;
  const assets = servedFiles(files, htmlDir);
  return {
    ...base,
    status: 'ready',
    errors: [],
    warnings,
    page:
      entry.kind === 'react' ? reactPage(context) : htmlPage(context, files[entry.file] ?? '', htmlDir, html!, (path) => assets.has(path)),
    adoptable: entry.kind === 'react' && context.modules ? adoptablePage(context, input.vendor.hash) : null,
    js,
    css,
    modules,
    assets,
  };
}

/**
 * What the preview serves under /p/{id}/: every file of the project by its path (Vite serves the root), the
 * public/ folder at the root as well, and the files beside an HTML entry relative to it.
 */
function servedFiles(files: ProjectFiles, htmlDir: string): Map<string, string> {
  const assets = new Map<string, string>();
  for (const [path, content] of Object.entries(files)) assets.set(path, content);
  for (const [path, content] of Object.entries(files)) if (path.startsWith('public/')) assets.set(path.slice('public/'.length), content);
  if (htmlDir)
    for (const [path, content] of Object.entries(files))
      if (path.startsWith(`${htmlDir}/`)) assets.set(path.slice(htmlDir.length + 1), content);
  return assets;
}

/** The packages the app imports beyond the vendor bundle, from the store, with the importing line for each refusal. */
async function providePackages(
  uses: PackageUse[],
  files: ProjectFiles,
  input: AssembleInput,
): Promise<{ imports: Record<string, string>; exports: Map<string, Set<string>>; errors: PreviewProblem[]; warnings: string[] }> {
  const ranges = projectPackageRanges(files);
  const replaced = vendorPackagesToReplace(
    new Set(uses.map((use) => packageNameOf(use.specifier)).filter((name) => name !== null)),
    ranges,
  );
  const wanted = [
    ...new Set(
      uses
        .map((use) => use.specifier)
        .filter((specifier) => !Object.hasOwn(input.vendor.imports, specifier) || replaced.has(packageNameOf(specifier) ?? '')),
    ),
  ];
  if (wanted.length === 0) return { imports: {}, exports: new Map(), errors: [], warnings: [] };
  const where = (specifier: string) => uses.find((use) => use.specifier === specifier);
  if (!input.packages) {
    const errors = wanted
      .filter((specifier) => !Object.hasOwn(input.vendor.imports, specifier))
      .map((specifier) => {
        const use = where(specifier);
        return problem(
          `${use?.file && use.line ? `${use.file}, ligne ${use.line} : ` : ''}Le paquet « ${specifier} » n'est pas disponible ici.`,
          { file: use?.file ?? null, line: use?.line ?? null, lineText: use?.lineText ?? null },
        );
      });
    return { imports: {}, exports: new Map(), errors, warnings: [] };
  }
  const provided = await input.packages.provide(wanted, ranges, input.vendor);
  const errors = [...provided.errors].map(([specifier, message]) => {
    const use = where(specifier);
    return problem(`${use?.file && use.line ? `${use.file}, ligne ${use.line} : ` : ''}${message}`, {
      file: use?.file ?? null,
      line: use?.line ?? null,
      lineText: use?.lineText ?? null,
    });
  });
  return { imports: provided.imports, exports: provided.exports, errors, warnings: provided.warnings };
}

function failed(
  base: Omit<PreviewArtifacts, 'status' | 'errors' | 'page'>,
  context: PageContext,
  errors: PreviewProblem[],
  warnings: PreviewProblem[],
): PreviewArtifacts {
  const lines = errors.slice(0, 20).map((error) => error.message);
  return { ...base, status: 'error', errors, warnings, page: messagePage(context, "L'aperçu n'a pas pu être construit", lines) };
}
