import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../server/root-dir.js';

// Found from server/root-dir.ts: this module also runs bundled into dist/server/ by `npm start`.
const root = rootDir;
// Written last by `vite build` (scripts/prerender-pages.ts renames the finished folder into place).
const builtIndex = path.join(root, 'dist/pages/index.html');
const sources = [
  'web',
  'common',
  'vite.config.ts',
  'scripts/precompress-assets.ts',
  'scripts/landing-budget.ts',
  'scripts/preload-font.ts',
  'scripts/prerender-pages.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/web or the prerendered pages are missing or older than any web source. */
export function isWebBuildStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => existsSync(path.join(root, source)) && newestMtime(path.join(root, source)) > builtAt);
}

/** Builds the web app with Vite when its build is missing or stale, without holding the caller's thread. */
export async function ensureWebBuild(): Promise<void> {
  if (!isWebBuildStale()) return;
  console.log('[lumi] Construction de l’application web (vite build)…');
  // Always the production build: under the test runner NODE_ENV is "test", which made Vite bundle React's
  // development build, so the journeys drove another app than `npm start` serves.
  const child = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error('La construction de l’application web a échoué (vite build).');
}
