import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import { PREVIEW_PACKAGES, type PreviewProblem } from '../../../common/preview.js';
import type { ProjectFiles } from '../../../common/projects.js';
import { BINARY_EXTENSIONS, mimeOf } from '../../../common/assets.js';
import { everythingExcept } from './everything-except.js';
import { resolveImport, tailwindStylesheet } from './resolve-import.js';

const VFS = 'vfs';
const ENTRY = 'lumi-entry';
const PLUGIN_NAME = 'lumi-project-files';

/**
 * Our resolver sees every import except the exact names of the allowed packages, which esbuild marks external
 * itself: every file imports react/jsx-runtime, and a plugin call per import is most of a rebuild's time.
 * Those names never reach the disk (external), and anything else, a package subpath included, is ours to judge.
 */
const resolvedByUs = everythingExcept(PREVIEW_PACKAGES);

export interface StylesResult {
  /** The class names of the CSS modules, as a module exporting `m{index}` for the stylesheet at that index. */
  js: string | null;
  /** esbuild's CSS bundle of the project's stylesheets, before the Tailwind step. */
  css: string | null;
  errors: PreviewProblem[];
  warnings: PreviewProblem[];
}

const SCRIPT_LOADERS = new Set<esbuild.Loader>(['tsx', 'ts', 'jsx']);

/** The esbuild loader for a project file, or null for a type the preview cannot import. */
export function loaderFor(path: string): esbuild.Loader | null {
  const lower = path.toLowerCase();
  if (lower.endsWith('.module.css')) return 'local-css';
  const extension = lower.slice(lower.lastIndexOf('.') + 1);
  const loaders: Record<string, esbuild.Loader> = {
    tsx: 'tsx',
    ts: 'ts',
    mts: 'ts',
    jsx: 'jsx',
    js: 'jsx',
    mjs: 'jsx',
    json: 'json',
    css: 'css',
    svg: 'dataurl',
    txt: 'text',
    md: 'text',
  };
  if (BINARY_EXTENSIONS.has(extension)) return 'dataurl';
  return loaders[extension] ?? null;
}

export { BINARY_EXTENSIONS, mimeOf } from '../../../common/assets.js';

/** An asset file as a `data:` URL: binary files already are one; an SVG written as text is encoded. */
export function assetDataUrl(path: string, content: string): string {
  if (/^data:[\w/+.-]+(;[\w=-]+)*;base64,/i.test(content)) return content;
  return `data:${mimeOf(path)};base64,${Buffer.from(content).toString('base64')}`;
}

/** An asset's bytes, from its data: URL or its text. */
export function assetBytes(content: string): Uint8Array {
  const base64 = /^data:[\w/+.-]+(;[\w=-]+)*;base64,/i.exec(content);
  return base64 ? Buffer.from(content.slice(base64[0].length), 'base64') : Buffer.from(content);
}

/**
 * `@plugin` and `@config` would make Tailwind load code from disk, `@reference` a stylesheet: refused with
 * the line that has them (`@reference "tailwindcss"` is fine, the Tailwind step provides it).
 */
function refusedCssDirectives(path: string, contents: string): esbuild.PartialMessage[] {
  const errors: esbuild.PartialMessage[] = [];
  contents.split('\n').forEach((lineText, index) => {
    const directive = /@(plugin|config)\b/.exec(lineText);
    const reference = /@reference\s+["']([^"']*)["']/.exec(lineText);
    const where = { file: path, namespace: VFS, line: index + 1, lineText };
    if (directive) {
      errors.push({
        text: `${path}, ligne ${index + 1} : la directive Tailwind « @${directive[1]} » n'est pas autorisée dans l'aperçu (elle chargerait du code hors du projet).`,
        location: { ...where, column: directive.index },
      });
    } else if (reference && !tailwindStylesheet(reference[1] ?? '')) {
      errors.push({
        text: `${path}, ligne ${index + 1} : « @reference » ne peut viser que « tailwindcss » dans l'aperçu.`,
        location: { ...where, column: reference.index },
      });
    }
  });
  return errors;
}

function toProblem(message: esbuild.Message): PreviewProblem {
  const location = message.location;
  const file = location?.file ? location.file.replace(/^(vfs|lumi-entry):/, '') : null;
  const line = location?.line ?? null;
  const text =
    message.pluginName === PLUGIN_NAME && file && line && !message.text.startsWith(`${file}, ligne`)
      ? `${file}, ligne ${line} : ${message.text}`
      : message.text;
  return {
    file: file === 'entry' && location?.namespace === ENTRY ? null : file,
    line,
    column: location?.column ?? null,
    message: text,
    lineText: location?.lineText ?? null,
  };
}

function failureMessages(error: unknown): { errors: esbuild.Message[]; warnings: esbuild.Message[] } | null {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) {
    const warnings = 'warnings' in error && Array.isArray(error.warnings) ? (error.warnings as esbuild.Message[]) : [];
    return { errors: error.errors as esbuild.Message[], warnings };
  }
  return null;
}

const importRule = /@import\s+(?:url\(\s*)?["']([^"']*)["']\s*\)?[^;]*;/g;

/**
 * The usual app's stylesheets (`@import "tailwindcss"`, @theme, plain rules) need no bundler: they are put
 * one after the other, their Tailwind imports first, as esbuild would. Anything else (CSS modules, url(),
 * another @import, a refused directive, @charset) goes to esbuild: null.
 */
function concatenateSimpleSheets(files: ProjectFiles, stylesheets: { file: string; module: boolean }[]): StylesResult | null {
  const imports: string[] = [];
  const bodies: string[] = [];
  for (const sheet of stylesheets) {
    const content = files[sheet.file];
    if (content === undefined || sheet.module || /url\(|@charset|@plugin|@config|@reference/i.test(content)) return null;
    for (const match of content.matchAll(importRule)) {
      if (!tailwindStylesheet(match[1] ?? '')) return null;
      if (!imports.includes(match[0])) imports.push(match[0]);
    }
    const body = content.replace(importRule, '');
    if (/@import/i.test(body)) return null;
    bodies.push(`/* ${sheet.file.replace(/\*\//g, '* /')} */\n${body.trim()}`);
  }
  return { js: null, css: `${[...imports, ...bodies].join('\n')}\n`, errors: [], warnings: [] };
}

/**
 * One project's stylesheets, bundled by esbuild: `@import` between project files, `url()` of project files
 * (inlined), CSS modules (`.module.css`, their class names as a small module) and the refusals of
 * everything else. Scripts do not go through esbuild (see link-modules.ts). Every file comes from the
 * in-memory map through the plugin below, in its own namespace with no resolveDir, so esbuild never falls back
 * to reading the disk. The result is kept until a stylesheet, an asset or the list of imported sheets changes,
 * so an edit of a component costs no esbuild call.
 */
export class StyleBundler {
  private files: ProjectFiles = {};
  private entrySource = '';
  private context: Promise<esbuild.BuildContext> | null = null;
  private last: { key: string; result: StylesResult } | null = null;

  async bundleStyles(files: ProjectFiles, stylesheets: { file: string; module: boolean }[]): Promise<StylesResult> {
    const entrySource = stylesheets
      .map((sheet, index) =>
        sheet.module
          ? `export { default as m${index} } from ${JSON.stringify(`./${sheet.file}`)};`
          : `import ${JSON.stringify(`./${sheet.file}`)};`,
      )
      .join('\n');
    const hash = createHash('sha256').update(entrySource);
    for (const path of Object.keys(files).sort()) {
      const loader = loaderFor(path);
      if (loader && !SCRIPT_LOADERS.has(loader))
        hash
          .update('\0')
          .update(path)
          .update('\0')
          .update(files[path] ?? '');
    }
    const key = hash.digest('hex');
    if (this.last?.key === key) return this.last.result;
    const result = concatenateSimpleSheets(files, stylesheets) ?? (await this.bundle(files, entrySource));
    this.last = { key, result };
    return result;
  }

  private async bundle(files: ProjectFiles, entrySource: string): Promise<StylesResult> {
    this.files = files;
    this.entrySource = entrySource;
    this.context ??= esbuild.context({
      entryPoints: [`${ENTRY}:entry`],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir: '/lumi-out',
      entryNames: 'app',
      charset: 'utf8',
      legalComments: 'none',
      logLevel: 'silent',
      tsconfigRaw: {},
      external: [...PREVIEW_PACKAGES],
      plugins: [this.plugin()],
    });
    const context = await this.context;
    try {
      const result = await context.rebuild();
      const output = (suffix: string) => result.outputFiles?.find((file) => file.path.endsWith(suffix))?.text ?? null;
      const js = output('/app.js');
      return {
        js: js && /\bexport\b/.test(js) ? js : null,
        css: output('/app.css'),
        errors: [],
        warnings: result.warnings.map(toProblem),
      };
    } catch (error) {
      const failure = failureMessages(error);
      if (!failure) throw error;
      return { js: null, css: null, errors: failure.errors.map(toProblem), warnings: failure.warnings.map(toProblem) };
    }
  }

  async dispose(): Promise<void> {
    const context = this.context;
    this.context = null;
    if (context) await (await context).dispose();
  }

  private plugin(): esbuild.Plugin {
    const hasFile = (path: string) => Object.hasOwn(this.files, path) && loaderFor(path) !== null;
    return {
      name: PLUGIN_NAME,
      setup: (build) => {
        build.onResolve({ filter: resolvedByUs }, (args) => {
          if (args.kind === 'entry-point') return { path: 'entry', namespace: ENTRY };
          const importer = args.namespace === VFS ? args.importer : '';
          const resolution = resolveImport({ specifier: args.path, importer, kind: args.kind }, hasFile);
          if (resolution.kind === 'refused') return { errors: [{ text: resolution.message }] };
          if (resolution.kind === 'external') return { path: resolution.path, external: true };
          return { path: resolution.path, namespace: VFS };
        });
        build.onLoad({ filter: /.*/, namespace: ENTRY }, () => ({ contents: this.entrySource, loader: 'tsx' }));
        build.onLoad({ filter: /.*/, namespace: VFS }, (args) => {
          const contents = this.files[args.path];
          const loader = loaderFor(args.path);
          if (contents === undefined || !loader) return { errors: [{ text: `Fichier « ${args.path} » introuvable dans le projet.` }] };
          if (loader === 'css' || loader === 'local-css') {
            const errors = refusedCssDirectives(args.path, contents);
            if (errors.length > 0) return { errors };
          }
          if (loader === 'dataurl') return { contents: assetBytes(contents), loader };
          return { contents, loader };
        });
      },
    };
  }
}
