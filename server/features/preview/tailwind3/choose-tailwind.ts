import path from 'node:path';

const CONFIG_NAMES = ['tailwind.config.ts', 'tailwind.config.js', 'tailwind.config.mjs', 'tailwind.config.cjs'];

const importsTailwind4 = /@import\s+(?:url\()?\s*["']tailwindcss(?:\/[\w.-]+)?["']/;
const tailwind3Layers = /(^|\n)\s*@tailwind\s+(base|components|utilities)\b/;

/** The folders of the project's CSS files and the folders above them, shallowest first: a nested app's config sits there. */
function cssFolders(files: Record<string, string>): string[] {
  const folders = new Set<string>();
  for (const file of Object.keys(files)) {
    if (!file.endsWith('.css')) continue;
    // web/src/index.css is in web/src/, its config in web/, the folder above.
    const folder = path.posix.dirname(file);
    folders.add(folder);
    if (folder !== '.') folders.add(path.posix.dirname(folder));
  }
  return [...folders].sort((a, b) => a.split('/').length - b.split('/').length);
}

/** The project's tailwind.config: at the root first, then beside the project's CSS (or the folder above it). */
export function findTailwindConfig(files: Record<string, string>): { file: string; source: string } | null {
  for (const name of CONFIG_NAMES) {
    const source = files[name];
    if (source !== undefined) return { file: name, source };
  }
  for (const folder of cssFolders(files)) {
    if (folder === '.') continue;
    for (const name of CONFIG_NAMES) {
      const file = `${folder}/${name}`;
      const source = files[file];
      if (source !== undefined) return { file, source };
    }
  }
  return null;
}

/**
 * Which Tailwind the project was written for: 3 when its CSS has `@tailwind base|components|utilities` lines or
 * when it has a tailwind.config, unless the CSS imports Tailwind 4 (`@import "tailwindcss"`), which wins.
 */
export function tailwindVersionOf(files: Record<string, string>, css: string | null): 3 | 4 {
  if (css && importsTailwind4.test(css)) return 4;
  if (css && tailwind3Layers.test(css)) return 3;
  return findTailwindConfig(files) ? 3 : 4;
}
