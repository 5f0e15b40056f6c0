import type { PreviewProblem } from '../../../common/preview.js';
import type { ProjectFiles } from '../../../common/projects.js';
import { assetDataUrl, loaderFor } from './bundle-styles.js';
import { readAliases } from './read-aliases.js';
import { resolveImport } from './resolve-import.js';
import { projectEnv, transformModule, type ScriptLang } from './transform-module.js';

/**
 * The preview runs the project as native ES modules, one per file, as Vite's dev server does: each file is
 * transformed on its own (and kept by its hash, so an edit transforms one file), and its imports are resolved
 * by our resolver and rewritten to names of the page's import map. The page carries every module's code;
 * the frame's bridge turns them into blob: URLs for that map (see render-page.ts). No file is read from disk.
 */

/** Prefix of the import-map names of project files: not an allowed package, so never confused with one. */
export const MODULE_PREFIX = '@lumi/';
export const ENTRY_MODULE = '@lumi:entree';
export const EMPTY_MODULE = '@lumi:vide';
export const CSS_MODULES = '@lumi:modules-css';

export interface LinkedModule {
  /** Its name in the page's import map. */
  name: string;
  /** The project file it comes from; null for the modules Lumi adds. */
  file: string | null;
  code: string;
  /** For each line of `code`, the 1-based line of `file`, or 0. */
  lines: number[];
}

/** A static import from an allowed package, with the names it takes, for the export check and preloads. */
export interface PackageUse {
  specifier: string;
  names: Set<string>;
  /** The module as a whole: `import * as`, `export *` or import(). */
  whole: boolean;
  file: string | null;
  line: number | null;
  lineText: string | null;
}

export interface LinkResult {
  entry: LinkedModule | null;
  modules: LinkedModule[];
  /** Stylesheets imported by the modules, in the order the modules run; `module` for CSS modules. */
  stylesheets: { file: string; module: boolean }[];
  packages: PackageUse[];
  errors: PreviewProblem[];
}

const SCRIPT_LANGS: Partial<Record<string, ScriptLang>> = { tsx: 'tsx', ts: 'ts', jsx: 'jsx' };
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield await'.split(
    ' ',
  ),
);

/**
 * Transforms the project's scripts into the shared cache a slice at a time, giving the event loop back between
 * slices, so the content origin (same process) keeps answering while a new project builds: the studio's
 * waiting page and its vendor files load during the build instead of after it. linkModules then finds every
 * transform in the cache.
 */
export async function transformAhead(files: ProjectFiles, sliceMs = 4): Promise<void> {
  let sliceStarted = performance.now();
  const env = projectEnv(files);
  for (const [file, content] of Object.entries(files)) {
    const lang = SCRIPT_LANGS[loaderFor(file) ?? ''];
    if (!lang) continue;
    transformModule(file, content, lang, env);
    if (performance.now() - sliceStarted < sliceMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStarted = performance.now();
  }
}

/** The names an import or re-export statement takes from its module ("default" for a default import). */
export function importedNamesOf(statement: string): Set<string> {
  const names = new Set<string>();
  const clause = /^(?:import|export)\s+(?:type\s+)?([\s\S]*?)\s*from\s*["'`]/.exec(statement.trim())?.[1] ?? '';
  const braces = /\{([\s\S]*)\}/.exec(clause);
  for (const part of (braces?.[1] ?? '').split(',')) {
    const name = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0]
      ?.trim()
      .replace(/^["']|["']$/g, '');
    if (name) names.add(name);
  }
  const outside = clause
    .replace(/\{[\s\S]*\}/, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (statement.trim().startsWith('import') && outside.some((part) => IDENTIFIER.test(part))) names.add('default');
  return names;
}

/** Vite's import suffixes: `?url`, `?raw`, `?inline` and (vite-plugin-svgr) `?react` or `?component`. */
const QUERIES = new Set(['url', 'raw', 'inline', 'react', 'component']);

function dataModule(file: string, content: string, query: string | null): { code: string; error: string | null } {
  if (query === 'raw') return { code: `export default ${JSON.stringify(content)};\n`, error: null };
  if (query === 'url' || query === 'inline')
    return { code: `export default ${JSON.stringify(assetDataUrl(file, content))};\n`, error: null };
  if (query === 'react' || query === 'component') {
    const svg = parseSvg(file, content);
    if (svg) {
      // As SVGR makes it: the <svg> itself, so `currentColor`, a className's colour and size reach its shapes.
      return {
        code: `import { createElement, forwardRef } from 'react';\nconst attributes = ${JSON.stringify(svg.attributes)};\nconst inner = ${JSON.stringify(svg.inner)};\nconst escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');\nconst Svg = forwardRef(function Svg(props, ref) { const { title, children, ...rest } = props; return createElement('svg', { ...attributes, ...rest, ref, dangerouslySetInnerHTML: { __html: (title ? '<title>' + escape(title) + '</title>' : '') + inner } }); });\nexport default Svg;\nexport const ReactComponent = Svg;\n`,
        error: null,
      };
    }
    // Not an SVG we can read (another image named .svg): drawn as an image of itself.
    const url = JSON.stringify(assetDataUrl(file, content));
    return {
      code: `import { createElement, forwardRef } from 'react';\nconst Svg = forwardRef(function Svg(props, ref) { const { title, ...rest } = props; return createElement('img', { src: ${url}, alt: title ?? '', ref, ...rest }); });\nexport default Svg;\nexport const ReactComponent = Svg;\n`,
      error: null,
    };
  }
  const loader = loaderFor(file);
  if (loader === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch (error) {
      return { code: '', error: `JSON invalide : ${error instanceof Error ? error.message : String(error)}` };
    }
    const keys =
      data && typeof data === 'object' && !Array.isArray(data)
        ? Object.keys(data).filter((key) => IDENTIFIER.test(key) && !RESERVED.has(key))
        : [];
    const named = keys.length > 0 ? `\nexport const { ${keys.join(', ')} } = data;` : '';
    return { code: `const data = ${JSON.stringify(data)};\nexport default data;${named}\n`, error: null };
  }
  if (loader === 'dataurl' && file.toLowerCase().endsWith('.svg')) {
    // create-react-app's `import { ReactComponent as Logo } from './logo.svg'`, beside the URL.
    const component = dataModule(file, content, 'react').code.replace(/^export default Svg;$/m, '');
    return { code: `${component}export default ${JSON.stringify(assetDataUrl(file, content))};\n`, error: null };
  }
  if (loader === 'dataurl') return { code: `export default ${JSON.stringify(assetDataUrl(file, content))};\n`, error: null };
  return { code: `export default ${JSON.stringify(content)};\n`, error: null };
}

const SVG_NAMES: Record<string, string> = {
  class: 'className',
  'xlink:href': 'xlinkHref',
  'xmlns:xlink': 'xmlnsXlink',
  'xml:space': 'xmlSpace',
  'xml:lang': 'xmlLang',
};
const camel = (name: string) => name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
/** `a: b; c: url(data:x;base64,…)` → its declarations: a `;` inside parentheses or quotes does not end one. */
function splitDeclarations(style: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < style.length; index++) {
    const char = style[index]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      parts.push(style.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(style.slice(start));
  return parts;
}

/** Above this, an SVG is drawn as an image: reading it as markup is not worth the time. */
const SVG_COMPONENT_MAX_CHARS = 512 * 1024;

/**
 * The root <svg>'s attributes as React props and its inner markup, read as text (never run); null if it is not one.
 * One pass with indexOf, no regular expression over the whole file: a crafted file cannot make it slow.
 */
function parseSvg(file: string, content: string): { attributes: Record<string, string | Record<string, string>>; inner: string } | null {
  let markup = content;
  const dataUrl = /^data:image\/svg\+xml(;base64)?,/.exec(content);
  if (dataUrl) {
    const body = content.slice(dataUrl[0].length);
    try {
      markup = dataUrl[1] ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
    } catch {
      return null;
    }
  } else if (content.startsWith('data:') || !file.toLowerCase().endsWith('.svg')) return null;
  if (markup.length > SVG_COMPONENT_MAX_CHARS) return null;
  const open = markup.search(/<svg[\s>/]/i);
  if (open < 0) return null;
  // The end of the opening tag: the first `>` outside quotes.
  let quote: string | null = null;
  let tagEnd = -1;
  for (let index = open + 4; index < markup.length; index++) {
    const char = markup[index]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') {
      tagEnd = index;
      break;
    }
  }
  const close = markup.toLowerCase().lastIndexOf('</svg');
  if (tagEnd < 0 || close < tagEnd) return null;
  const attributes: Record<string, string | Record<string, string>> = {};
  for (const [, name, double, single] of markup.slice(open + 4, tagEnd).matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = decodeEntities(double ?? single ?? '');
    if (name === 'style') {
      const style: Record<string, string> = {};
      for (const declaration of splitDeclarations(value)) {
        const colon = declaration.indexOf(':');
        const property = declaration.slice(0, colon).trim();
        if (colon <= 0 || !property) continue;
        style[property.startsWith('--') ? property : camel(property)] = declaration.slice(colon + 1).trim();
      }
      attributes.style = style;
    } else if (/^on/i.test(name!) || ['children', 'key', 'ref', 'dangerouslySetInnerHTML'].includes(name!)) {
      continue;
    } else if (name!.includes(':') && !SVG_NAMES[name!]) {
      // An editor's own namespace (inkscape:version, sodipodi:docname): nothing a browser draws, and React warns.
      continue;
    } else {
      attributes[SVG_NAMES[name!] ?? (/^(aria|data)-/.test(name!) ? name! : camel(name!))] = value;
    }
  }
  return { attributes, inner: markup.slice(tagEnd + 1, close) };
}

/** Walks the project from the entry module, transforming and linking every file it reaches. */
export function linkModules(files: ProjectFiles, entrySource: string): LinkResult {
  const hasFile = (path: string) => Object.hasOwn(files, path) && loaderFor(path) !== null;
  const aliases = readAliases(files);
  const env = projectEnv(files);
  const linked = new Map<string, LinkedModule>();
  const stylesheets: LinkResult['stylesheets'] = [];
  const packages: PackageUse[] = [];
  const errors: PreviewProblem[] = [];

  const lineOf = (file: string | null, line: number | null) => (file && line ? (files[file]?.split('\n')[line - 1] ?? null) : null);
  const problem = (file: string | null, line: number | null, message: string): PreviewProblem => ({
    file,
    line,
    column: null,
    lineText: lineOf(file, line),
    message: file && line && !message.startsWith(`${file}, ligne`) ? `${file}, ligne ${line} : ${message}` : message,
  });

  const addStylesheet = (file: string) => {
    if (stylesheets.some((sheet) => sheet.file === file)) return;
    stylesheets.push({ file, module: loaderFor(file) === 'local-css' });
  };

  /** Transforms one script and rewrites its imports; files it imports are linked first (the order they run). */
  const linkScript = (file: string | null, source: string, lang: ScriptLang): LinkedModule | null => {
    const transformed = transformModule(file ?? 'entree-lumi.tsx', source, lang, env);
    if (transformed.errors.length > 0) {
      errors.push(...transformed.errors.map((error) => (file ? error : { ...error, file: null })));
      return null;
    }
    let code = '';
    let cursor = 0;
    const ordered = [...transformed.imports].sort((a, b) => a.start - b.start);
    for (const record of ordered) {
      const queryAt = record.specifier.indexOf('?');
      const query = queryAt > 0 && QUERIES.has(record.specifier.slice(queryAt + 1)) ? record.specifier.slice(queryAt + 1) : null;
      const specifier = query ? record.specifier.slice(0, queryAt) : record.specifier;
      const resolution = resolveImport({ specifier, importer: file ?? '', kind: record.kind }, hasFile, aliases);
      if (resolution.kind === 'refused') {
        errors.push(problem(file, record.line, resolution.message));
        continue;
      }
      let name: string;
      if (resolution.kind === 'external' || resolution.kind === 'package') {
        name = resolution.path;
        const whole =
          !record.statement || /^(?:import|export)\s*\*/.test(record.statement.trim()) || /,\s*\*\s*as\b/.test(record.statement);
        const names = record.statement ? importedNamesOf(record.statement) : new Set<string>();
        packages.push({ specifier: name, names, whole, file, line: record.line, lineText: lineOf(file, record.line) });
      } else if (query) {
        linkAsset(resolution.path, query);
        name = `${MODULE_PREFIX}${resolution.path}?${query}`;
      } else {
        const loader = loaderFor(resolution.path);
        if (loader === 'css' || loader === 'local-css') {
          addStylesheet(resolution.path);
          name = loader === 'local-css' ? `${MODULE_PREFIX}css/${resolution.path}` : EMPTY_MODULE;
        } else {
          link(resolution.path);
          name = MODULE_PREFIX + resolution.path;
        }
      }
      code += transformed.code.slice(cursor, record.start) + JSON.stringify(name);
      cursor = record.end;
    }
    code += transformed.code.slice(cursor);
    return { name: file ? MODULE_PREFIX + file : ENTRY_MODULE, file, code, lines: transformed.lines };
  };

  function linkAsset(file: string, query: string): void {
    const name = `${MODULE_PREFIX}${file}?${query}`;
    if (linked.has(name)) return;
    linked.set(name, { name, file: null, code: dataModule(file, files[file] ?? '', query).code, lines: [] });
  }

  function link(file: string): void {
    if (linked.has(file)) return;
    const placeholder: LinkedModule = { name: '', file, code: '', lines: [] };
    linked.set(file, placeholder); // a cycle comes back here and stops
    const content = files[file] ?? '';
    const lang = SCRIPT_LANGS[loaderFor(file) ?? ''];
    let module: LinkedModule | null;
    if (lang) {
      module = linkScript(file, content, lang);
    } else {
      const data = dataModule(file, content, null);
      if (data.error) errors.push(problem(file, null, `${file} : ${data.error}`));
      module = data.error ? null : { name: MODULE_PREFIX + file, file, code: data.code, lines: [] };
    }
    if (!module) return;
    Object.assign(placeholder, module);
  }

  const entry = linkScript(null, entrySource, 'tsx');
  return {
    entry: errors.length > 0 ? null : entry,
    modules: [...linked.values()].filter((module) => module.name),
    stylesheets,
    packages,
    errors,
  };
}
