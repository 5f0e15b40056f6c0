import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { z } from 'zod';
import { PREVIEW_PACKAGES, type PreviewPackage } from '../../../common/preview.js';
import type { Logger } from '../../logger.js';
import { rootDir } from '../../root-dir.js';

const require = createRequire(import.meta.url);

/** Bump when the way vendor bundles are made changes, so caches on disk are rebuilt. */
const VENDOR_FORMAT = 5;

/**
 * How each allowed package is wrapped. CommonJS packages (react, react-dom) have no static exports for
 * esbuild to re-export, so their wrapper lists the names read from the module itself; ESM packages are
 * re-exported with `export *`, plus their default export when they have one.
 */
const WRAPPERS: Record<PreviewPackage, 'cjs' | 'esm' | 'esm-with-default'> = {
  react: 'cjs',
  'react/jsx-runtime': 'cjs',
  'react-dom': 'cjs',
  'react-dom/client': 'cjs',
  'react-router-dom': 'esm',
  'react-router': 'esm',
  'lucide-react': 'esm',
  clsx: 'esm-with-default',
  'tailwind-merge': 'esm',
  'class-variance-authority': 'esm',
  'date-fns': 'esm',
  'date-fns/locale': 'esm',
  zustand: 'esm',
  'zustand/middleware': 'esm',
  motion: 'esm',
  'motion/react': 'esm',
  'framer-motion': 'esm',
  recharts: 'esm',
  sonner: 'esm',
};

export interface VendorFile {
  body: Uint8Array;
  contentType: string;
}

export interface Vendor {
  /** Content hash of every vendor file: part of their URLs, so they can be cached forever. */
  hash: string;
  files: Map<string, VendorFile>;
  /** Specifier → URL path on the content origin. */
  imports: Record<string, string>;
  /** Specifier → the names it exports, to refuse an import of a name that does not exist. */
  exports: Map<string, Set<string>>;
  /** Specifier → URL paths of its module and every chunk it imports, preloaded together by the page. */
  preloads: Record<string, string[]>;
  /**
   * lucide-react one icon per module: exported name (Heart, HeartIcon, LucideHeart) → import-map name of its
   * module, and that name → its URL and the chunks it needs. A page that imports a few icons loads those
   * rather than the 860 KB of all of them (the frame's opaque origin gets no HTTP cache between previews).
   */
  icons: { byExport: Record<string, string>; imports: Record<string, string>; preloads: Record<string, string[]> };
}

const manifestSchema = z.object({
  hash: z.string(),
  files: z.array(z.string()),
  imports: z.record(z.string(), z.string()),
  exports: z.record(z.string(), z.array(z.string())),
  preloads: z.record(z.string(), z.array(z.string())),
  icons: z.object({
    byExport: z.record(z.string(), z.string()),
    imports: z.record(z.string(), z.string()),
    preloads: z.record(z.string(), z.array(z.string())),
  }),
});

const fileName = (specifier: string) => `${specifier.replace(/[^a-z0-9]+/gi, '-')}.js`;

function wrapperSource(specifier: PreviewPackage): string {
  const quoted = JSON.stringify(specifier);
  const kind = WRAPPERS[specifier];
  if (kind === 'esm') return `export * from ${quoted};\n`;
  if (kind === 'esm-with-default') return `export * from ${quoted};\nexport { default } from ${quoted};\n`;
  const names = Object.keys(require(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return `import m from ${quoted};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`;
}

let key: string | null = null;

/** What the cache key depends on: the installed versions, esbuild's, and our wrapping (read once per process). */
function cacheKey(): string {
  if (key) return key;
  const hash = createHash('sha256').update(`format ${VENDOR_FORMAT} esbuild ${esbuild.version}\n`);
  for (const specifier of PREVIEW_PACKAGES) {
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
    // Not every package exports its package.json: read it from the node_modules folder React lives in.
    const nodeModules = path.dirname(path.dirname(require.resolve('react/package.json')));
    const manifest = z
      .object({ version: z.string() })
      .parse(JSON.parse(readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')));
    hash.update(`${specifier} ${manifest.version}\n`);
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/** Every file a vendor module needs, itself first: without it the browser finds the chunks one wave at a time. */
function staticClosure(metafile: esbuild.Metafile, start: string): string[] {
  const importsOf = new Map(
    Object.entries(metafile.outputs).map(([output, meta]) => [
      path.basename(output),
      meta.imports.filter((entry) => entry.kind === 'import-statement' && !entry.external).map((entry) => path.basename(entry.path)),
    ]),
  );
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of importsOf.get(name) ?? []) visit(next);
  };
  visit(start);
  return [...seen];
}

async function bundleVendor(): Promise<
  Omit<Vendor, 'imports' | 'preloads' | 'icons'> & { names: Map<string, string>; closures: Map<string, string[]> }
> {
  const result = await esbuild.build({
    entryPoints: PREVIEW_PACKAGES.map((specifier) => ({ in: `lumi-vendor:${specifier}`, out: fileName(specifier).slice(0, -3) })),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir: '/vendor',
    minify: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    // The development builds of React give the messages the assistant needs to fix an error.
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [
      {
        name: 'lumi-vendor-wrappers',
        setup(build) {
          build.onResolve({ filter: /^lumi-vendor:/ }, (args) => ({
            path: args.path.slice('lumi-vendor:'.length),
            namespace: 'lumi-vendor',
          }));
          build.onLoad({ filter: /.*/, namespace: 'lumi-vendor' }, (args) => ({
            contents: wrapperSource(z.enum(PREVIEW_PACKAGES).parse(args.path)),
            // Only these trusted wrappers resolve from node_modules; user code never reaches this build.
            resolveDir: path.dirname(require.resolve('react/package.json')),
            loader: 'js',
          }));
        },
      },
    ],
  });
  const files = new Map<string, VendorFile>();
  const hash = createHash('sha256');
  for (const output of result.outputFiles) {
    const name = path.basename(output.path);
    files.set(name, { body: output.contents, contentType: 'text/javascript; charset=utf-8' });
    hash.update(name).update(output.contents);
  }
  const exportsBySpecifier = new Map<string, Set<string>>();
  const names = new Map<string, string>();
  const closures = new Map<string, string[]>();
  for (const specifier of PREVIEW_PACKAGES) {
    const output = Object.values(result.metafile.outputs).find((candidate) => candidate.entryPoint === `lumi-vendor:${specifier}`);
    if (!output) throw new Error(`Paquet de l'aperçu manquant après construction : ${specifier}`);
    exportsBySpecifier.set(specifier, new Set(output.exports));
    names.set(specifier, fileName(specifier));
    closures.set(specifier, staticClosure(result.metafile, fileName(specifier)));
  }
  return { hash: hash.digest('hex').slice(0, 16), files, exports: exportsBySpecifier, names, closures };
}

/** Import-map name of one lucide icon's module. */
export const iconModuleName = (icon: string) => `@lumi:lucide/${icon}`;

let iconNames: Set<string> | null = null;

/** Every name lucide-react exports an icon under (« Heart », « HeartIcon », « LucideHeart »…). */
export function lucideIconNames(): Set<string> {
  iconNames ??= new Set(lucideIcons().byExport.keys());
  return iconNames;
}

/** The lucide-react icon modules, and which exported names each one gives, read from the package's index. */
function lucideIcons(): { dir: string; byExport: Map<string, string> } {
  const index = require.resolve('lucide-react').replace(/[\\/]cjs[\\/][^\\/]+$/, '/esm/lucide-react.mjs');
  const byExport = new Map<string, string>();
  for (const match of readFileSync(index, 'utf8').matchAll(/^export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';$/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = /^\s*default as (\w+)\s*$/.exec(part)?.[1];
      if (name) byExport.set(name, match[2]!);
    }
  }
  return { dir: path.join(path.dirname(index), 'icons'), byExport };
}

/**
 * Each icon file of lucide-react is a small module that imports createLucideIcon: it is served as it is, that
 * import pointed at one shared module built here. A file that is an alias of another icon is followed.
 */
async function bundleIcons(): Promise<{ files: Map<string, VendorFile>; byExport: Map<string, string>; closures: Map<string, string[]> }> {
  const { dir, byExport } = lucideIcons();
  const base = await esbuild.build({
    entryPoints: [path.join(dir, '..', 'createLucideIcon.mjs')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // React comes from the import map, as for every other package.
    external: [...PREVIEW_PACKAGES],
    define: { 'process.env.NODE_ENV': '"development"' },
  });
  const files = new Map<string, VendorFile>([
    ['icons-base.js', { body: base.outputFiles[0]!.contents, contentType: 'text/javascript; charset=utf-8' }],
  ]);
  const importLine = "import createLucideIcon from '../createLucideIcon.mjs';";
  const canonical = new Map<string, string>();
  const iconOf = (icon: string, depth = 0): string | null => {
    const known = canonical.get(icon);
    if (known !== undefined) return known;
    const source = readFileSync(path.join(dir, `${icon}.mjs`), 'utf8');
    const alias = /^export \{ default \} from '\.\/([a-z0-9-]+)\.mjs';$/m.exec(source)?.[1];
    let result: string | null = null;
    if (alias && depth < 3) {
      result = iconOf(alias, depth + 1);
    } else if (source.includes(importLine)) {
      const body = source
        .replace(importLine, 'import createLucideIcon from "./icons-base.js";')
        .replace(/^\/\/# sourceMappingURL=.*$/m, '');
      files.set(`icons-lucide-${icon}.js`, { body: new TextEncoder().encode(body), contentType: 'text/javascript; charset=utf-8' });
      result = icon;
    }
    canonical.set(icon, result ?? '');
    return result;
  };
  const served = new Map<string, string>();
  for (const [name, icon] of byExport) {
    const resolved = iconOf(icon);
    if (resolved) served.set(name, resolved);
  }
  const closures = new Map([...new Set(served.values())].map((icon) => [icon, [`icons-lucide-${icon}.js`, 'icons-base.js']]));
  return { files, byExport: served, closures };
}

function readFromDisk(dir: string): Vendor | null {
  const manifestPath = path.join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  try {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
    const files = new Map<string, VendorFile>();
    for (const name of manifest.files) {
      files.set(name, { body: readFileSync(path.join(dir, path.basename(name))), contentType: 'text/javascript; charset=utf-8' });
    }
    const exportsBySpecifier = new Map(Object.entries(manifest.exports).map(([key, names]) => [key, new Set(names)]));
    return {
      hash: manifest.hash,
      files,
      imports: manifest.imports,
      exports: exportsBySpecifier,
      preloads: manifest.preloads,
      icons: manifest.icons,
    };
  } catch {
    return null;
  }
}

/** Writes a vendor bundle to `dir` at once (a temporary folder renamed), so a reader never sees half of it. */
export function writeToDisk(dir: string, vendor: Vendor): void {
  const temporary = `${dir}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  for (const [name, file] of vendor.files) writeFileSync(path.join(temporary, name), file.body);
  const manifest = {
    hash: vendor.hash,
    files: [...vendor.files.keys()],
    imports: vendor.imports,
    exports: Object.fromEntries([...vendor.exports].map(([key, names]) => [key, [...names]])),
    preloads: vendor.preloads,
    icons: vendor.icons,
  };
  writeFileSync(path.join(temporary, 'manifest.json'), JSON.stringify(manifest));
  rmSync(dir, { recursive: true, force: true });
  renameSync(temporary, dir);
}

/** Builds the vendor bundle and the lucide icon modules from node_modules (~2 s, a few hundred MiB at peak). */
export async function buildVendor(): Promise<Vendor> {
  const [built, icons] = await Promise.all([bundleVendor(), bundleIcons()]);
  const hash = createHash('sha256').update(built.hash);
  for (const [name, file] of icons.files) hash.update(name).update(file.body);
  const vendorHash = hash.digest('hex').slice(0, 16);
  const url = (name: string) => `/vendor/${vendorHash}/${name}`;
  const imports = Object.fromEntries(PREVIEW_PACKAGES.map((specifier) => [specifier, url(built.names.get(specifier) ?? '')]));
  const preloads = Object.fromEntries(PREVIEW_PACKAGES.map((specifier) => [specifier, (built.closures.get(specifier) ?? []).map(url)]));
  const iconNames = [...new Set(icons.byExport.values())];
  return {
    hash: vendorHash,
    files: new Map([...built.files, ...icons.files]),
    exports: built.exports,
    imports,
    preloads,
    icons: {
      byExport: Object.fromEntries([...icons.byExport].map(([name, icon]) => [name, iconModuleName(icon)])),
      imports: Object.fromEntries(iconNames.map((icon) => [iconModuleName(icon), url(`icons-lucide-${icon}.js`)])),
      preloads: Object.fromEntries(iconNames.map((icon) => [iconModuleName(icon), (icons.closures.get(icon) ?? []).map(url)])),
    },
  };
}

/** Where the vendor bundle of the installed versions is kept, under DATA_DIR. */
export const vendorDir = (dataDir: string) => path.join(dataDir, 'preview-vendor', cacheKey());

/**
 * Builds the vendor bundle into `dir` in a child process of its own (build-vendor-child.ts), so the memory the
 * build takes (esbuild's output, the metafile, 1,500 icon sources) goes back to the system when it exits, rather
 * than staying in the server's heap for good. From dist/server/ under `npm start`; from the source through tsx
 * otherwise (tests, `npm run dev`).
 */
/** A vendor build takes ~2 s alone, a minute on a machine running a test suite: past this, the child is stuck. */
const VENDOR_BUILD_TIMEOUT_MS = 5 * 60_000;
const vendorChildren = new Set<ChildProcess>();

/** A vendor build stopped because its server stopped: nobody is left to build it for. */
export class VendorBuildStopped extends Error {}

/** The last server of this process stops: so do the vendor builds still running (they outlived it, and its data folder). */
export async function stopVendorBuilds(): Promise<void> {
  await Promise.all(
    [...vendorChildren].map((child) => {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      return exited;
    }),
  );
}

function buildInChild(dir: string): Promise<void> {
  const compiled = !import.meta.url.endsWith('.ts');
  const args = compiled
    ? [path.join(rootDir, 'dist/server/build-vendor-child.js'), dir]
    : ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(rootDir, 'server/features/preview/build-vendor-child.ts'), dir];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: rootDir, stdio: ['ignore', 'ignore', 'pipe'] });
    vendorChildren.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, VENDOR_BUILD_TIMEOUT_MS);
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      vendorChildren.delete(child);
      if (code === 0) resolve();
      else if (signal === 'SIGKILL' && !timedOut)
        reject(new VendorBuildStopped("construction des paquets de l'aperçu arrêtée avec le serveur"));
      else {
        const why = timedOut ? `plus de ${VENDOR_BUILD_TIMEOUT_MS / 60_000} min` : (signal ?? `code ${code}`);
        reject(new Error(`construction des paquets de l'aperçu arrêtée (${why}) : ${errors.trim()}`));
      }
    });
  });
}

const inProcess = new Map<string, Promise<Vendor>>();

/**
 * The allowed packages as browser ESM, built once from node_modules (in a child process) and kept under
 * DATA_DIR/preview-vendor, so a restart does not pay the ~2 s build again; held in memory for the process.
 */
export function loadVendor(options: { dataDir: string; logger: Logger }): Promise<Vendor> {
  const versionKey = cacheKey();
  let pending = inProcess.get(versionKey);
  if (!pending) {
    pending = (async () => {
      const dir = vendorDir(options.dataDir);
      const cached = readFromDisk(dir);
      if (cached) return cached;
      const started = performance.now();
      try {
        await buildInChild(dir);
        const built = readFromDisk(dir);
        if (!built) throw new Error(`${dir} illisible après construction`);
        options.logger.info(`Paquets de l'aperçu construits en ${Math.round(performance.now() - started)} ms`);
        return built;
      } catch (error) {
        if (error instanceof VendorBuildStopped) throw error;
        // A server stopped during the build (tests do) has removed its data folder; a read-only disk: build here,
        // keep the result in memory only.
        if (existsSync(options.dataDir))
          options.logger.warn("Paquets de l'aperçu construits dans le serveur (processus à part en échec)", error);
        const vendor = await buildVendor();
        options.logger.info(`Paquets de l'aperçu construits en ${Math.round(performance.now() - started)} ms`);
        return vendor;
      }
    })();
    pending.catch(() => inProcess.delete(versionKey));
    inProcess.set(versionKey, pending);
  }
  return pending;
}
