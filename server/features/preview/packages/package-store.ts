import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { LRUCache } from 'lru-cache';
import semver from 'semver';
import { z } from 'zod';
import type { Logger } from '../../../logger.js';
import { describeErrorForLog } from '../../../db/describe-error-for-log.js';
import type { Vendor } from '../build-vendor.js';
import { bundlePackage, PackageOutside } from './bundle-package.js';
import { fetchPackage, PackageUnavailable, type RegistryOptions } from './fetch-package.js';
import { findLocalPackage, isCorePackage, packageNameOf, type InstalledPackage } from './local-packages.js';

/** Bump when the way packages are bundled changes, so bundles kept on disk are made again. */
const FORMAT = 2;
/** How many packages deep one import may pull others in through the import map (peers of peers). */
const MAX_DEPTH = 6;

export interface ProvidedPackages {
  /** Specifier → URL path on the content origin, for the page's import map. */
  imports: Record<string, string>;
  exports: Map<string, Set<string>>;
  /** Specifier → why it could not be had, in French. */
  errors: Map<string, string>;
  warnings: string[];
}

interface StoredModule {
  specifier: string;
  version: string;
  file: string;
  exports: string[];
  externals: string[];
}

const storedSchema = z.object({
  specifier: z.string(),
  version: z.string(),
  file: z.string(),
  exports: z.array(z.string()),
  externals: z.array(z.string()),
});

export interface PackageStoreOptions {
  /** Where bundles and fetched trees are kept: DATA_DIR/preview-packages, or a folder several servers share. */
  cacheDir: string;
  /** Null: no registry, only the local set (tests of the offline case). */
  registry: Omit<RegistryOptions, 'cacheDir'> | null;
  logger: Logger;
}

export type PackageStore = ReturnType<typeof createPackageStore>;

/**
 * Where a package comes from for a project that asks for `range` (its package.json), or why it cannot: the
 * copy installed with Lumi when it fits, else the registry's; offline, Lumi's copy with a warning.
 */
export async function locatePackage(
  name: string,
  range: string | null,
  registry: RegistryOptions | null,
  warnings: string[],
): Promise<InstalledPackage> {
  const local = findLocalPackage(name);
  const wanted = range && semver.validRange(range) ? range : null;
  if (local && (!wanted || semver.satisfies(local.version, wanted, { includePrerelease: true }))) return local;
  if (!registry) {
    if (local) {
      warnings.push(
        `Le paquet ${name} ${range} n'est pas disponible hors ligne : la version ${local.version} installée avec Lumi est utilisée.`,
      );
      return local;
    }
    throw new PackageUnavailable(`Le paquet « ${name} » n'est pas disponible : aucun registre npm n'est configuré (NPM_REGISTRY_URL).`);
  }
  try {
    const fetched = await fetchPackage(name, range, registry);
    return { name, version: fetched.version, root: fetched.root };
  } catch (error) {
    if (local && error instanceof PackageUnavailable) {
      warnings.push(`${error.message} La version ${local.version} installée avec Lumi est utilisée.`);
      return local;
    }
    throw error;
  }
}

/**
 * Never replaced, whatever version a project asks for: the page has one React; lucide's icons are split per icon;
 * and a package that imports another vendor package (react-router-dom → react-router, motion → framer-motion,
 * recharts → react-redux's peers) would meet that one in Lumi's version. Lumi's versions run code written for the
 * previous major (react-router 6, motion 11, recharts 2), which is what those apps were before this rule; date-fns is
 * what react-day-picker of the local set is built against.
 */
const ALWAYS_LUMIS = new Set([
  'react',
  'react-dom',
  'lucide-react',
  'react-router',
  'react-router-dom',
  'motion',
  'framer-motion',
  'recharts',
  'date-fns',
]);

/**
 * The vendor packages whose installed major the project's package.json rules out: an app written for zustand 3 or
 * tailwind-merge 2 gets that major from the registry, as `npm install` would have given it.
 */
export function vendorPackagesToReplace(names: Iterable<string>, ranges: Record<string, string>): Set<string> {
  const replaced = new Set<string>();
  for (const name of names) {
    const range = ranges[name];
    if (!isCorePackage(name) || ALWAYS_LUMIS.has(name) || !range || !semver.validRange(range)) continue;
    const local = findLocalPackage(name);
    if (!local) continue;
    // Another major only (zustand 3, tailwind-merge 2): an exact pin of the same major runs on Lumi's without a fetch.
    const major = semver.major(local.version);
    const sameMajor = major > 0 ? `^${major}.0.0` : `^0.${semver.minor(local.version)}.0`;
    if (!semver.intersects(range, sameMajor, { includePrerelease: true })) replaced.add(name);
  }
  return replaced;
}

/**
 * Every package a preview imports beyond the vendor bundle: the local set from Lumi's node_modules, anything
 * else from the npm registry. Each import is bundled once per name@version and kept in memory and on disk;
 * its file name is its content hash, so the browser may keep it forever.
 */
export function createPackageStore(options: PackageStoreOptions) {
  const bundleDir = path.join(options.cacheDir, 'bundles');
  // Bundled files in memory within a bound: one evicted is read again from bundleDir. Those the disk refused stay.
  const files = new LRUCache<string, Uint8Array>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (body) => body.byteLength || 1 });
  const unsaved = new Map<string, Uint8Array>();
  const modules = new Map<string, Promise<StoredModule>>();
  const registryOptions: RegistryOptions | null = options.registry ? { ...options.registry, cacheDir: options.cacheDir } : null;

  function readStored(key: string): StoredModule | null {
    try {
      const stored = storedSchema.parse(JSON.parse(readFileSync(path.join(bundleDir, `${key}.json`), 'utf8')));
      files.set(stored.file, readFileSync(path.join(bundleDir, stored.file)));
      return stored;
    } catch {
      return null;
    }
  }

  /** False when the disk refused the files: they are kept in memory only then. */
  function writeStored(key: string, stored: StoredModule, code: Uint8Array): boolean {
    try {
      mkdirSync(bundleDir, { recursive: true });
      // Both renamed into place: another process (or test worker) sharing the folder never reads half a file.
      const temporary = path.join(bundleDir, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
      writeFileSync(temporary, code);
      renameSync(temporary, path.join(bundleDir, stored.file));
      writeFileSync(temporary, JSON.stringify(stored));
      renameSync(temporary, path.join(bundleDir, `${key}.json`));
      return true;
    } catch (error) {
      options.logger.warn("Paquet de l'aperçu non enregistré sur disque (il reste en mémoire)", describeErrorForLog(error));
      return false;
    }
  }

  function moduleOf(specifier: string, found: InstalledPackage, vendor: Vendor): Promise<StoredModule> {
    const key = createHash('sha256')
      .update(`${FORMAT}\0${esbuild.version}\0${vendor.hash}\0${specifier}\0${found.name}@${found.version}\0${found.root}`)
      .digest('hex')
      .slice(0, 24);
    let pending = modules.get(key);
    if (!pending) {
      pending = (async () => {
        const stored = readStored(key);
        if (stored) return stored;
        const started = performance.now();
        const bundled = await bundlePackage(
          specifier,
          found.root,
          (candidate) => Object.hasOwn(vendor.imports, candidate),
          (candidate) => vendor.exports.get(candidate)?.has('default') ?? false,
        );
        const hash = createHash('sha256').update(bundled.code).digest('hex').slice(0, 16);
        const file = `${specifier.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}@${found.version.replace(/[^a-z0-9.]+/gi, '-')}-${hash}.js`;
        const module: StoredModule = { specifier, version: found.version, file, exports: bundled.exports, externals: bundled.externals };
        if (writeStored(key, module, bundled.code)) files.set(file, bundled.code);
        else unsaved.set(file, bundled.code);
        options.logger.info(`Paquet de l'aperçu ${specifier}@${found.version} construit en ${Math.round(performance.now() - started)} ms`);
        return module;
      })();
      pending.catch(() => modules.delete(key));
      modules.set(key, pending);
    }
    return pending;
  }

  return {
    /**
     * The import-map entries for these specifiers and for every package they need in turn (peers the vendor
     * bundle does not give). `ranges` are the project's package.json versions by package name.
     */
    async provide(specifiers: Iterable<string>, ranges: Record<string, string>, vendor: Vendor): Promise<ProvidedPackages> {
      const result: ProvidedPackages = { imports: {}, exports: new Map(), errors: new Map(), warnings: [] };
      const seen = new Set<string>();
      const asked = [...new Set(specifiers)];
      const replaced = vendorPackagesToReplace(new Set(asked.map(packageNameOf).filter((name) => name !== null)), ranges);
      const fromVendor = (specifier: string) => Object.hasOwn(vendor.imports, specifier) && !replaced.has(packageNameOf(specifier) ?? '');
      let wave = asked.filter((specifier) => !fromVendor(specifier));
      for (let depth = 0; wave.length > 0 && depth < MAX_DEPTH; depth++) {
        wave.forEach((specifier) => seen.add(specifier));
        const next: string[] = [];
        await Promise.all(
          wave.map(async (specifier) => {
            const name = packageNameOf(specifier);
            if (!name || specifier.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
              result.errors.set(specifier, `« ${specifier} » n'est pas un nom de paquet npm valide.`);
              return;
            }
            if (isCorePackage(name) && !replaced.has(name)) {
              result.errors.set(
                specifier,
                `« ${specifier} » n'est pas disponible dans l'aperçu : le paquet ${name} n'offre que ${Object.keys(vendor.imports)
                  .filter((known) => packageNameOf(known) === name)
                  .join(', ')}.`,
              );
              return;
            }
            try {
              const found = await locatePackage(name, ranges[name] ?? null, registryOptions, result.warnings);
              // Offline, a vendor package asked in another version stays the vendor's (the warning says so).
              if (replaced.has(name) && found.root === findLocalPackage(name)?.root) return;
              const module = await moduleOf(specifier, found, vendor);
              result.imports[specifier] = `/packages/${module.file}`;
              result.exports.set(specifier, new Set(module.exports));
              for (const external of module.externals) {
                if (!seen.has(external) && !fromVendor(external)) {
                  seen.add(external);
                  next.push(external);
                }
              }
            } catch (error) {
              if (!(error instanceof PackageUnavailable) && !(error instanceof PackageOutside))
                options.logger.warn(`Paquet de l'aperçu impossible à construire : ${specifier}`, describeErrorForLog(error));
              result.errors.set(
                specifier,
                error instanceof PackageUnavailable
                  ? error.message
                  : `Le paquet « ${specifier} » n'a pas pu être préparé pour l'aperçu : ${buildFailure(error)}`,
              );
            }
          }),
        );
        wave = next;
      }
      result.warnings = [...new Set(result.warnings)];
      return result;
    },

    /** A bundled package file by name, for the content origin; loaded from disk after a restart. */
    file(name: string): Uint8Array | undefined {
      const known = files.get(name) ?? unsaved.get(name);
      if (known) return known;
      if (!/^[\w@.+-]+\.js$/.test(name)) return undefined;
      const onDisk = path.join(bundleDir, name);
      if (!existsSync(onDisk)) return undefined;
      const body = readFileSync(onDisk);
      files.set(name, body);
      return body;
    },
  };
}

/** esbuild's first error, short: the package's own code is not the user's to read. */
function buildFailure(error: unknown): string {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors) && error.errors.length > 0) {
    const first = error.errors[0] as esbuild.Message;
    return `${first.text}${first.location ? ` (${first.location.file})` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}
