import type { ProjectFiles } from '../../../common/projects.js';
import { joinInsideProject, type ImportAlias } from './resolve-import.js';

/** tsconfig files are JSON with comments and trailing commas; strings are kept as they are. */
function parseLooseJson(text: string): unknown {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"') {
      const end = /"(?:[^"\\\n]|\\.)*"/y;
      end.lastIndex = index;
      const match = end.exec(text);
      if (!match) return null;
      out += match[0];
      index += match[0].length - 1;
    } else if (char === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index++;
      out += '\n';
    } else if (char === '/' && text[index + 1] === '*') {
      const close = text.indexOf('*/', index + 2);
      index = close === -1 ? text.length : close + 1;
    } else {
      out += char;
    }
  }
  try {
    return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
  } catch {
    return null;
  }
}

/** A folder of the project as an alias target: '' for the root, else "dir/"; null when it leaves the project. */
function folder(base: string, target: string): string | null {
  const joined = joinInsideProject(base, target.replace(/\*$/, '').replace(/\/$/, '') || '.');
  if (joined === null) return null;
  return joined === '' ? '' : `${joined}/`;
}

function tsconfigAliases(files: ProjectFiles): ImportAlias[] {
  const aliases: ImportAlias[] = [];
  for (const name of ['tsconfig.json', 'tsconfig.app.json', 'jsconfig.json']) {
    const content = files[name];
    if (content === undefined) continue;
    const config = parseLooseJson(content) as { compilerOptions?: { baseUrl?: unknown; paths?: unknown } } | null;
    const options = config?.compilerOptions;
    if (!options) continue;
    const baseUrl = typeof options.baseUrl === 'string' ? folder('', options.baseUrl) : null;
    if (options.paths && typeof options.paths === 'object') {
      for (const [pattern, targets] of Object.entries(options.paths as Record<string, unknown>)) {
        const target = Array.isArray(targets) && typeof targets[0] === 'string' ? targets[0] : null;
        if (!target || pattern === '*') continue;
        const to = folder((baseUrl ?? '').replace(/\/$/, ''), target);
        if (to === null) continue;
        if (pattern.endsWith('*')) aliases.push({ from: pattern.slice(0, -1), to });
        else aliases.push({ from: pattern, to: joinInsideProject((baseUrl ?? '').replace(/\/$/, ''), target) ?? '', exact: true });
      }
    }
    if (baseUrl !== null) aliases.push({ from: '', to: baseUrl });
  }
  return aliases;
}

/** `alias: { '@': path.resolve(__dirname, './src'), '~': '/src' }` and `{ find: '@', replacement: … }` in vite.config. */
function viteAliases(files: ProjectFiles): ImportAlias[] {
  const source = ['vite.config.ts', 'vite.config.js', 'vite.config.mjs', 'vite.config.mts']
    .map((name) => files[name])
    .find((content) => content !== undefined);
  if (!source) return [];
  const aliases: ImportAlias[] = [];
  const target = String.raw`(?:path\.(?:resolve|join)\(\s*__dirname\s*,\s*|fileURLToPath\(\s*new URL\(\s*)?["'\`]([^"'\`]+)["'\`]`;
  const pairs = new RegExp(String.raw`["'\`]?([@~#$\w/-]+)["'\`]?\s*:\s*${target}`, 'g');
  const block = /alias\s*:\s*(\{[\s\S]*?\}|\[[\s\S]*?\])\s*[,}]/.exec(source)?.[1] ?? '';
  for (const match of block.matchAll(
    /find\s*:\s*["'`]([^"'`]+)["'`]\s*,\s*replacement\s*:\s*(?:path\.(?:resolve|join)\(\s*__dirname\s*,\s*|fileURLToPath\(\s*new URL\(\s*)?["'`]([^"'`]+)["'`]/g,
  )) {
    const to = folder('', match[2]!.replace(/^\//, ''));
    if (to !== null) aliases.push({ from: `${match[1]!.replace(/\/$/, '')}/`, to });
  }
  for (const match of block.matchAll(pairs)) {
    if (match[1] === 'find' || match[1] === 'replacement') continue;
    const to = folder('', match[2]!.replace(/^\//, ''));
    if (to !== null) aliases.push({ from: `${match[1]!.replace(/\/$/, '')}/`, to });
  }
  return aliases;
}

/**
 * The project's own path aliases, read as data from its tsconfig/jsconfig and vite.config (never run). The
 * longest prefix wins, as in TypeScript; `@/` keeps its default (src/ or the root) when nothing names it.
 */
export function readAliases(files: ProjectFiles): ImportAlias[] {
  const aliases = [...viteAliases(files), ...tsconfigAliases(files)];
  const unique = new Map(aliases.map((alias) => [`${alias.exact ? '=' : ''}${alias.from}`, alias]));
  return [...unique.values()].sort((a, b) => b.from.length - a.from.length || Number(!!b.exact) - Number(!!a.exact));
}
