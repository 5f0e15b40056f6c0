import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import { TAILWIND_STYLESHEETS, tailwindStylesheet } from './resolve-import.js';

const require = createRequire(import.meta.url);
const TAILWIND_BASE = 'lumi:tailwindcss';

type Compiler = Awaited<ReturnType<typeof compile>>;

let stylesheets: Map<string, string> | null = null;

/** Tailwind's own stylesheets, read once from node_modules by fixed names: user input never names a file here. */
function tailwindStylesheets(): Map<string, string> {
  if (!stylesheets) {
    const dir = path.dirname(require.resolve('tailwindcss/package.json'));
    const fileOf = (name: string) =>
      name === 'tw-animate-css'
        ? path.join(path.dirname(dir), 'tw-animate-css', 'dist', 'tw-animate.css')
        : path.join(dir, name === 'tailwindcss' ? 'index.css' : name.slice('tailwindcss/'.length));
    stylesheets = new Map(TAILWIND_STYLESHEETS.map((name) => [name, readFileSync(fileOf(name), 'utf8')]));
  }
  return stylesheets;
}

export class TailwindRefusal extends Error {}

const compileOptions = {
  base: TAILWIND_BASE,
  loadStylesheet: async (id: string) => {
    const name = tailwindStylesheet(id);
    const content = name ? tailwindStylesheets().get(name) : undefined;
    if (!name || content === undefined) {
      throw new TailwindRefusal(
        `La feuille de style « ${id.slice(0, 120)} » n'est pas disponible : seules « tailwindcss » et « tw-animate-css » peuvent être importées par leur nom.`,
      );
    }
    return { path: name, base: TAILWIND_BASE, content };
  },
  loadModule: async (id: string, _base: string, hint: 'plugin' | 'config'): Promise<never> => {
    throw new TailwindRefusal(`La directive Tailwind « @${hint} » n'est pas autorisée dans l'aperçu (« ${id.slice(0, 120)} »).`);
  },
};

const importsTailwind = /@import\s+(?:url\()?["']tailwindcss(?:\/[\w.-]+)?["']/;

/**
 * The input Tailwind compiles: the project's bundled CSS with `@import "tailwindcss"` first (generated apps
 * use Tailwind classes whether or not their CSS imports it), v3 `@tailwind` lines dropped, and web-font
 * imports kept at the very top, where CSS requires them.
 */
export function tailwindInput(css: string): string {
  const lines = css.split('\n');
  const urlImports: string[] = [];
  const rest: string[] = [];
  for (const line of lines) {
    if (/^\s*@tailwind\s+[\w-]+\s*;?\s*$/.test(line)) continue;
    if (/^\s*@import\s+(?:url\()?["']?(?:https?:)?\/\//.test(line)) urlImports.push(line);
    else rest.push(line);
  }
  const body = rest.join('\n');
  return [...urlImports, importsTailwind.test(body) ? '' : '@import "tailwindcss";', body].filter(Boolean).join('\n');
}

/**
 * Fresh compilers made ahead of time for the stylesheets seen lately (most projects start from the same
 * index.css): a new project takes one that nothing has used yet instead of paying `compile()` (10–25 ms) on its
 * first preview, and another is made a second later, when the preview is on screen.
 */
const spares = new Map<string, Promise<Compiler>>();
const SPARES = 8;
const SPARE_DELAY_MS = 1000;

function takeCompiler(input: string): Promise<Compiler> {
  const spare = spares.get(input);
  spares.delete(input);
  const refill = setTimeout(() => {
    if (spares.has(input)) return;
    const next = compile(input, compileOptions);
    next.catch(() => spares.delete(input));
    spares.set(input, next);
    for (const oldest of spares.keys()) {
      if (spares.size <= SPARES) break;
      spares.delete(oldest);
    }
  }, SPARE_DELAY_MS);
  refill.unref();
  return spare ?? compile(input, compileOptions);
}

/**
 * Tailwind v4 compilers for one project. `build()` is incremental (it keeps every class it has seen), so a
 * compiler is never shared between projects: another user's class names must not reach this CSS.
 */
export class TailwindCompiler {
  private input: string | null = null;
  private compiler: Promise<Compiler> | null = null;

  async build(css: string, candidates: Iterable<string>): Promise<string> {
    const input = tailwindInput(css);
    if (input !== this.input || !this.compiler) {
      this.input = input;
      this.compiler = takeCompiler(input);
      this.compiler.catch(() => {
        this.input = null;
        this.compiler = null;
      });
    }
    const compiler = await this.compiler;
    return compiler.build([...candidates]);
  }
}

const sourceExtensions = /\.(tsx|ts|jsx|js|mjs|html|htm|md|mdx)$/i;

/**
 * Class-name candidates in the project's source files: every token between spaces and quotes, plus the
 * same token trimmed of JS punctuation. Tailwind ignores the ones that are not classes.
 */
export function extractCandidates(files: Record<string, string>): Set<string> {
  const found = new Set<string>();
  for (const [file, content] of Object.entries(files)) {
    if (!sourceExtensions.test(file)) continue;
    // Arbitrary variants may hold single quotes (shadcn's `[&_svg:not([class*='size-'])]:size-4`): kept whole.
    for (const match of content.matchAll(/[^\s"'`]*\[[^\s"`\]]*'[^\s"`]*/g)) if (match[0].length <= 200) found.add(match[0]);
    for (const token of content.split(/[\s"'`]+/)) {
      if (token.length === 0 || token.length > 200) continue;
      found.add(token);
      const trimmed = token.replace(/^[({,;!?&|]+/, '').replace(/[)},;:!?.]+$/, '');
      if (trimmed && trimmed !== token) found.add(trimmed);
    }
  }
  return found;
}
