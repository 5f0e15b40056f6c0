import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import postcss, { type Result, type Root } from 'postcss';
import type tailwind3 from 'tailwindcss3';
import { LRUCache } from 'lru-cache';

const require = createRequire(import.meta.url);

/** The parts of a Tailwind 3 context this module resets between builds (lib/lib/setupContextUtils.js). */
type Tailwind3Context = {
  tailwindConfig: { blocklist?: string[] };
  ruleCache: Set<unknown>;
  candidateRuleCache: Map<unknown, unknown>;
  classCache: Map<unknown, unknown>;
  applyClassCache: Map<unknown, unknown>;
  notClassCache: Set<string>;
  postCssNodeCache: Map<unknown, unknown>;
  stylesheetCache: unknown;
  changedContent: { content: string; extension: string }[];
};
type SetupContext = (api: {
  createContext: (config: unknown, changedContent: Tailwind3Context['changedContent']) => Tailwind3Context;
}) => () => Tailwind3Context;

// Tailwind 3's own pipeline, without its postcss plugin: the plugin would follow a `@config "path"` of the
// project's CSS (loading a file of the server) and would keep every class it ever saw in contexts it shares.
const { default: processTailwindFeatures } = require('tailwindcss3/lib/processTailwindFeatures.js') as {
  default: (setup: SetupContext) => (root: Root, result: Result) => Promise<void>;
};
const resolveConfig = require('tailwindcss3/resolveConfig.js') as (config: tailwind3.Config) => unknown;
const { validateConfig } = require('tailwindcss3/lib/util/validateConfig.js') as { validateConfig: (config: unknown) => unknown };

/** Keys that make Tailwind 3 read files or run code from a path: the preview gives the content itself. */
const FILE_KEYS = ['content', 'purge', 'config'];

/** The config Tailwind 3 gets: the project's, without anything that points at files, in presets too. */
function withoutFileKeys(config: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (FILE_KEYS.includes(key)) continue;
    copy[key] =
      key === 'presets' && Array.isArray(value)
        ? value.map((preset: unknown) =>
            typeof preset === 'object' && preset !== null && !Array.isArray(preset)
              ? withoutFileKeys(preset as Record<string, unknown>)
              : preset,
          )
        : value;
  }
  return copy;
}

const webFontImport = /^\s*@import\s+(?:url\()?\s*["']?(?:https?:)?\/\/[^;]*;?\s*$/;
const tailwindDirective = /^\s*@tailwind\s+[\w-]+\s*;?\s*$/m;

const layerImport = /^\s*@import\s+(?:url\()?\s*["']tailwindcss\/(base|components|utilities)(?:\.css)?["']\)?\s*;?\s*$/;

/**
 * The stylesheet Tailwind 3 compiles: web-font imports first (CSS ignores an @import after other rules), v3's
 * `@import "tailwindcss/base"` as the `@tailwind` line it stands for, and the three layers when the CSS names
 * none of them.
 */
function tailwind3Input(css: string): string {
  const imports: string[] = [];
  const rest: string[] = [];
  for (const line of css.split('\n')) {
    const layer = layerImport.exec(line);
    if (layer) rest.push(`@tailwind ${layer[1]};`);
    else (webFontImport.test(line) ? imports : rest).push(line);
  }
  const body = rest.join('\n');
  const layers = tailwindDirective.test(body) ? '' : '@tailwind base;\n@tailwind components;\n@tailwind utilities;';
  return [...imports, layers, body].filter(Boolean).join('\n');
}

/**
 * Identity of a config for the cache: its JSON, with each function (a plugin, a theme value from Tailwind's
 * default theme) named by the object it is, since two plugins with the same source may differ.
 */
const functionIds = new WeakMap<object, number>();
let nextFunctionId = 0;
function configKey(config: Record<string, unknown>): string {
  return JSON.stringify(config, (_key, value: unknown) => {
    if (typeof value !== 'function') return value;
    let id = functionIds.get(value);
    if (id === undefined) functionIds.set(value, (id = nextFunctionId++));
    return `[fonction ${id}]`;
  });
}

/**
 * Tailwind 3 contexts by config and stylesheet (the stylesheet's @layer rules are part of one). Making one
 * costs 150–300 ms (every colour plugin flattens the palette); a build on a ready one, a few ms. Between builds
 * the context forgets the classes it generated, so one project's classes never reach another's CSS.
 */
/**
 * Finished stylesheets by their whole input: the same project previewed again with nothing new (a text change,
 * another tab) gets its CSS without Tailwind. Same input, same output: nothing of one project reaches another.
 */
const finished = new LRUCache<string, string>({ max: 32, maxSize: 16 * 1024 * 1024, sizeCalculation: (css) => css.length * 2 + 1 });

type Entry = { context: Tailwind3Context | null; config: unknown; builds: number; queue: Promise<unknown> };
const contexts = new LRUCache<string, Entry>({ max: 8 });
// Arbitrary variants a context has seen stay registered in it: a context is made anew now and then.
const BUILDS_PER_CONTEXT = 200;

function entryFor(key: string, config: Record<string, unknown>): Entry {
  let entry = contexts.get(key);
  if (!entry) {
    entry = { context: null, config: validateConfig(resolveConfig(config as tailwind3.Config)), builds: 0, queue: Promise.resolve() };
    contexts.set(key, entry);
  }
  return entry;
}

function forgetClasses(context: Tailwind3Context) {
  context.ruleCache.clear();
  context.candidateRuleCache.clear();
  context.classCache.clear();
  context.applyClassCache.clear();
  context.postCssNodeCache.clear();
  context.notClassCache = new Set(context.tailwindConfig.blocklist ?? []);
  context.stylesheetCache = null;
}

/** Tailwind's « The `x` class does not exist » names the class; the message says it in French first. */
function tailwind3Error(error: unknown): Error {
  const reason =
    typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string'
      ? error.reason
      : error instanceof Error
        ? error.message
        : String(error);
  const missing = /The `([^`]+)` class does not exist/.exec(reason);
  if (missing) return new Error(`La classe « ${missing[1]} » n'existe pas (Tailwind 3, @apply) : ${reason}`);
  return new Error(`Tailwind 3 : ${reason}`);
}

async function build(entry: Entry, css: string, content: Tailwind3Context['changedContent']): Promise<string> {
  const setupContext: SetupContext =
    ({ createContext }) =>
    () => {
      if (!entry.context || entry.builds >= BUILDS_PER_CONTEXT) {
        entry.builds = 0;
        entry.context = createContext(entry.config, content);
      } else {
        forgetClasses(entry.context);
        entry.context.changedContent = content;
      }
      entry.builds += 1;
      return entry.context;
    };
  const plugin = {
    postcssPlugin: 'lumi-tailwind3',
    Once: async (root: Root, { result }: { result: Result }) => {
      // `@config "file"` names a file of the server, not of the project: never followed.
      root.walkAtRules('config', (rule) => {
        rule.remove();
      });
      await processTailwindFeatures(setupContext)(root, result);
      // Tailwind puts its `*, ::before` defaults at the very top: the imports go back above them.
      const imports = root.nodes.filter((node) => node.type === 'atrule' && node.name === 'import');
      for (const rule of imports) rule.remove();
      root.prepend(...imports);
      imports.forEach((rule, index) => (rule.raws.before = index === 0 ? '' : '\n'));
    },
  };
  try {
    return (await postcss([plugin]).process(css, { from: undefined, map: false })).css;
  } catch (error) {
    // A context that failed half-way is not reused.
    entry.context = null;
    throw tailwind3Error(error);
  }
}

/**
 * The project's CSS compiled by Tailwind 3 with the project's config (read as data by evaluateTailwindConfig),
 * its content being the class candidates of the preview, or the given sources.
 */
export async function compileTailwind3(input: {
  css: string;
  config: Record<string, unknown>;
  candidates: Iterable<string>;
  sources?: { raw: string; extension: string }[];
}): Promise<string> {
  const css = tailwind3Input(input.css);
  const content = (input.sources ?? [{ raw: [...input.candidates].join('\n'), extension: 'html' }]).map(({ raw, extension }) => ({
    content: raw,
    extension,
  }));
  const config = withoutFileKeys(input.config);
  const contextKey = createHash('sha256').update(configKey(config)).update('\0').update(css).digest('hex');
  const inputKey = createHash('sha256').update(contextKey).update(JSON.stringify(content)).digest('hex');
  const done = finished.get(inputKey);
  if (done !== undefined) return done;
  let entry: Entry;
  try {
    entry = entryFor(contextKey, { ...config, content: [{ raw: '', extension: 'html' }] });
  } catch (error) {
    throw tailwind3Error(error);
  }
  // One build at a time on a context: another build would reset it half-way.
  const built = entry.queue.then(() => build(entry, css, content));
  entry.queue = built.catch(() => undefined);
  const output = await built;
  finished.set(inputKey, output);
  return output;
}
