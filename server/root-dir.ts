import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder holding a package.json, from `start` upwards. */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json introuvable au-dessus de ${start}`);
  }
}

/**
 * Lumi's own folder, whether this module runs from its source (tsx, tests) or bundled into dist/server/ by
 * `npm start`: files read beside the code (migrations, the frame's bridge, the web build) are found from here,
 * since `import.meta.url` names the bundle once compiled.
 */
export const rootDir = findRoot(path.dirname(fileURLToPath(import.meta.url)));
