import { createHash } from 'node:crypto';
import { init as initLexer, parse as lexImports } from 'es-module-lexer';
import { transformSync } from 'rolldown/utils';
import type { PreviewProblem } from '../../../common/preview.js';
import { originalLines } from './source-lines.js';
import { LRUCache } from 'lru-cache';

/** What a Vite app reads from import.meta.env, as the dev server would give it. */
const VITE_ENV = { MODE: 'development', DEV: true, PROD: false, SSR: false, BASE_URL: '/' };

/**
 * The project's public variables, as Vite and CRA expose them: `VITE_*` from .env files in import.meta.env,
 * `REACT_APP_*` in process.env. Later files win (.env, .env.local, .env.development, .env.development.local).
 */
export function projectEnv(files: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ['.env', '.env.local', '.env.development', '.env.development.local']) {
    const content = files[name];
    if (content === undefined) continue;
    for (const line of content.split('\n')) {
      const match = /^\s*(?:export\s+)?((?:VITE|REACT_APP)_[A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      if (!match) continue;
      let value = match[2]!;
      const quoted = /^(["'`])([\s\S]*)\1$/.exec(value);
      value = quoted ? quoted[2]! : value.replace(/\s+#.*$/, '');
      values[match[1]!] = value;
    }
  }
  return values;
}

function defines(env: Record<string, string>): Record<string, string> {
  const define: Record<string, string> = {
    'process.env.NODE_ENV': '"development"',
    'import.meta.env': JSON.stringify({
      ...VITE_ENV,
      ...Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('VITE_'))),
    }),
  };
  for (const [key, value] of Object.entries(env)) if (key.startsWith('REACT_APP_')) define[`process.env.${key}`] = JSON.stringify(value);
  return define;
}

export type ScriptLang = 'tsx' | 'ts' | 'jsx';

export interface ModuleImport {
  specifier: string;
  kind: 'import-statement' | 'dynamic-import' | 'require-call';
  /** Where the specifier is in `code`, quotes included: the linker replaces exactly this. */
  start: number;
  end: number;
  /** The whole statement, for the names it imports from a package (static imports only). */
  statement: string | null;
  /** 1-based line in the source file, or null when the transform added the line. */
  line: number | null;
}

export interface TransformedModule {
  /** Plain JavaScript (ESM), imports untouched. */
  code: string;
  /** For each line of `code`, the 1-based source line it comes from, or 0. */
  lines: number[];
  imports: ModuleImport[];
  errors: PreviewProblem[];
}

/** Resolves when the import lexer (WebAssembly) is ready: transformModule needs it. */
export const transformReady = (): Promise<void> => initLexer();

// oxc colours its messages for a terminal.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const requireCall = /\brequire\s*\(\s*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`$\n]*)`)\s*\)/g;

/** A line of `code`, 1-based, for an offset. */
function lineAt(code: string, offset: number): number {
  let line = 1;
  for (let index = code.indexOf('\n'); index !== -1 && index < offset; index = code.indexOf('\n', index + 1)) line += 1;
  return line;
}

interface OxcError {
  message?: string;
  loc?: { line?: number; column?: number };
}

function syntaxProblem(file: string, source: string, error: OxcError): PreviewProblem {
  // oxc prints "[PARSE_ERROR] Unexpected token" and a code frame: the first line is the message.
  const text = (error.message ?? 'Erreur de syntaxe')
    .replace(ANSI, '')
    .split('\n')[0]!
    .replace(/^\[[A-Z_]+\]\s*/, '')
    .trim();
  const line = error.loc?.line ?? null;
  const lineText = line ? (source.split('\n')[line - 1] ?? null) : null;
  return {
    file,
    line,
    column: error.loc?.column ?? null,
    lineText,
    message: `${file}${line ? `, ligne ${line}` : ''} : erreur de syntaxe : ${text}`,
  };
}

// Bounded by size as well as count: 4,000 files of a few KB is the usual case, a few large generated files must
// not hold hundreds of MiB (UTF-16 text, 8 bytes a line number, a little for the rest).
const cache = new LRUCache<string, TransformedModule>({
  max: 4000,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (module) => module.code.length * 2 + module.lines.length * 8 + 512,
});

/**
 * One project file from TypeScript/JSX to browser JavaScript, with its imports located. The result depends
 * only on the path and the text, so it is kept by their hash: after an edit, only the edited file is
 * transformed again, whatever the project, and a new project made of known files costs nothing.
 * Nothing here reads the disk (no tsconfig lookup): the file map is the whole world.
 */
export function transformModule(file: string, source: string, lang: ScriptLang, env: Record<string, string> = {}): TransformedModule {
  const usesEnv = /process\.env|import\.meta\.env/.test(source);
  const envKey = usesEnv && Object.keys(env).length > 0 ? JSON.stringify(env) : '';
  const key = createHash('sha256').update(`${lang}\0${file}\0${source}\0${envKey}`).digest('base64url');
  const known = cache.get(key);
  if (known) return known;
  const result = transformSync(file, source, {
    lang,
    sourceType: 'module',
    tsconfig: false,
    jsx: { runtime: 'automatic', importSource: 'react', development: false },
    target: 'es2022',
    sourcemap: true,
    // The define pass walks the whole tree: only for the files that need it.
    ...(usesEnv ? { define: defines(env) } : {}),
  });
  const errors = (result.errors as unknown as OxcError[]).map((error) => syntaxProblem(file, source, error));
  let transformed: TransformedModule;
  if (errors.length > 0 || !result.code) {
    transformed = { code: '', lines: [], imports: [], errors: errors.length > 0 ? errors : [syntaxProblem(file, source, {})] };
  } else {
    const code = result.code;
    const lines = originalLines(result.map?.mappings ?? '');
    const sourceLine = (offset: number) => lines[lineAt(code, offset) - 1] || null;
    const imports: ModuleImport[] = [];
    const [records] = lexImports(code);
    for (const record of records) {
      if (record.specifier === undefined || record.specifier === null) continue; // import(variable), import.meta
      if (record.type === 'dynamic') {
        imports.push({
          specifier: record.specifier,
          kind: 'dynamic-import',
          start: record.start,
          end: record.end,
          statement: null,
          line: sourceLine(record.start),
        });
      } else {
        // Static specifiers are reported without their quotes.
        const statement = code.slice(record.importStart, record.importEnd);
        imports.push({
          specifier: record.specifier,
          kind: 'import-statement',
          start: record.start - 1,
          end: record.end + 1,
          statement,
          line: sourceLine(record.start),
        });
      }
    }
    for (const match of code.matchAll(requireCall)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      imports.push({
        specifier,
        kind: 'require-call',
        start: match.index,
        end: match.index + match[0].length,
        statement: null,
        line: sourceLine(match.index),
      });
    }
    transformed = { code, lines, imports, errors: [] };
  }
  cache.set(key, transformed);
  return transformed;
}

/** Forgets every transformed file (benchmarks measure cold transforms with it). */
export function clearTransformCache(): void {
  cache.clear();
}
