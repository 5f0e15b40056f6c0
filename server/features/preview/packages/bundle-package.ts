import { builtinModules, createRequire } from 'node:module';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { init as initCjsLexer, parse as lexCommonJs } from 'cjs-module-lexer';
import { init as initEsLexer, parse as lexEsm } from 'es-module-lexer';
import * as esbuild from 'esbuild';
import { packageNameOf } from './local-packages.js';

export interface BundledPackage {
  code: Uint8Array;
  /** The names the module exports, to check the app's imports before the browser does. */
  exports: string[];
  /** Bare specifiers left to the import map: the vendor packages, and peer dependencies shared with the app. */
  externals: string[];
}

export class PackageOutside extends Error {}

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const WRAPPER = 'lumi-paquet';
const EMPTY = 'lumi-vide';
const REQUIRED_EXTERNAL = 'lumi-externe-cjs';

/** Every export name a CommonJS module gives, following its `module.exports = require('./x')` re-exports. */
function commonJsExports(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file) || seen.size > 50) return names;
  seen.add(file);
  let parsed: { exports: string[]; reexports: string[] };
  try {
    parsed = lexCommonJs(readFileSync(file, 'utf8'));
  } catch {
    return names;
  }
  for (const name of parsed.exports) names.add(name);
  const local = createRequire(file);
  for (const reexport of parsed.reexports) {
    try {
      for (const name of commonJsExports(local.resolve(reexport), seen)) names.add(name);
    } catch {
      // A re-export that cannot be found adds nothing: the bundle will say so if it matters.
    }
  }
  return names;
}

/** The peer dependencies of the package a file belongs to: shared through the import map, never bundled in. */
function peersOf(file: string, cache: Map<string, Set<string>>): Set<string> {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    const known = cache.get(dir);
    if (known) return known;
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: unknown;
        peerDependencies?: Record<string, string>;
      };
      if (typeof manifest.name === 'string') {
        const peers = new Set(Object.keys(manifest.peerDependencies ?? {}));
        cache.set(dir, peers);
        return peers;
      }
    } catch {
      // No package.json here: look one folder up.
    }
    dir = path.dirname(dir);
  }
  return new Set();
}

/**
 * One import of a package (`@radix-ui/react-dialog`, `react-icons/fa`) as a browser ES module: its code and its
 * dependencies in one file, minified; React and the other vendor packages, and the package's peers, left to the
 * import map so the page has one React and one copy of each shared context. `root` is the folder whose
 * node_modules holds it (Lumi's own, or a tree fetched from the registry). Only trusted or fetched package
 * files are read; no project file reaches this build.
 */
export async function bundlePackage(
  specifier: string,
  root: string,
  isVendor: (specifier: string) => boolean,
  vendorHasDefault: (specifier: string) => boolean,
): Promise<BundledPackage> {
  await Promise.all([initCjsLexer(), initEsLexer()]);
  const nodeModules = realpathSync(path.join(root, 'node_modules'));
  const inside = (file: string) => {
    try {
      return realpathSync(file).startsWith(nodeModules + path.sep);
    } catch {
      return false;
    }
  };
  const peerCache = new Map<string, Set<string>>();
  const result = await esbuild.build({
    entryPoints: [`${WRAPPER}:${specifier}`],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir: '/paquets',
    minify: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    // Packages written for Node or webpack read process.env.X and process.browser; the page has no `process`.
    define: { 'process.env.NODE_ENV': '"development"', 'process.env': '{}', 'process.browser': 'true', global: 'globalThis' },
    plugins: [
      {
        name: 'lumi-package',
        setup(build) {
          build.onResolve({ filter: /^lumi-paquet:/ }, (args) => ({ path: args.path.slice(WRAPPER.length + 1), namespace: WRAPPER }));
          build.onLoad({ filter: /.*/, namespace: WRAPPER }, async (args) => {
            const resolved = await build.resolve(args.path, { kind: 'import-statement', resolveDir: root, pluginData: { inner: true } });
            if (resolved.errors.length > 0 || !inside(resolved.path))
              return { errors: [{ text: `Le paquet « ${args.path} » est introuvable dans son dossier.` }] };
            const quoted = JSON.stringify(args.path);
            const source = readFileSync(resolved.path, 'utf8');
            const [, esmExports, , hasModuleSyntax] = lexEsm(source);
            if (hasModuleSyntax) {
              const hasDefault = esmExports.some((entry) => 'name' in entry && entry.name === 'default');
              return {
                contents: `export * from ${quoted};\n${hasDefault ? `export { default } from ${quoted};\n` : ''}`,
                resolveDir: root,
                loader: 'js',
              };
            }
            // CommonJS: the names are read from the source (never by running it), as Node does for import().
            const names = [...commonJsExports(resolved.path)].filter(
              (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default' && name !== '__esModule',
            );
            return {
              contents: `import * as m from ${quoted};\nexport default (m.default ?? m);\n${names.length > 0 ? `export const { ${names.join(', ')} } = m;\n` : ''}`,
              resolveDir: root,
              loader: 'js',
            };
          });
          // Relative imports inside a package are esbuild's own (fast); every file read is checked after the build.
          build.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.pluginData?.inner || args.namespace === WRAPPER || args.kind === 'entry-point') return undefined;
            if (args.namespace === REQUIRED_EXTERNAL) return { path: args.path, external: true };
            if (builtins.has(args.path)) return { path: args.path, namespace: EMPTY };
            const name = packageNameOf(args.path);
            if (isVendor(args.path) || (name !== null && peersOf(args.importer, peerCache).has(name))) {
              // A require() of a module left to the import map needs a CommonJS face: one made of its ES exports.
              return args.kind === 'require-call' ? { path: args.path, namespace: REQUIRED_EXTERNAL } : { path: args.path, external: true };
            }
            const resolved = await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
              pluginData: { inner: true },
            });
            if (resolved.errors.length > 0) {
              // Not installed beside it (an optional peer): the import map may have it, the page says so if not.
              return args.kind === 'require-call' ? { path: args.path, namespace: REQUIRED_EXTERNAL } : { path: args.path, external: true };
            }
            return resolved;
          });
          build.onLoad({ filter: /.*/, namespace: EMPTY }, () => ({ contents: 'export default {};', loader: 'js' }));
          build.onLoad({ filter: /.*/, namespace: REQUIRED_EXTERNAL }, (args) => {
            const quoted = JSON.stringify(args.path);
            return {
              contents: `export * from ${quoted};\n${vendorHasDefault(args.path) ? `export { default } from ${quoted};\n` : ''}`,
              loader: 'js',
            };
          });
        },
      },
    ],
  });
  // A package's code is not ours: nothing outside the node_modules it was installed in may end up in the bundle.
  for (const input of Object.keys(result.metafile.inputs)) {
    // Namespaced inputs (our wrappers) and esbuild's own (`<define:…>`, `<runtime>`) are not files.
    if (/^([\w-]+:|<)/.test(input)) continue;
    if (!inside(path.resolve(input)))
      throw new PackageOutside(`Le paquet « ${specifier} » lit un fichier hors de son dossier (« ${input} ») : refusé.`);
  }
  const output = result.outputFiles.find((file) => file.path.endsWith('.js'));
  const meta = Object.values(result.metafile.outputs).find((entry) => entry.entryPoint !== undefined);
  if (!output || !meta) throw new Error(`Le paquet « ${specifier} » n'a rien produit.`);
  const externals = [...new Set(meta.imports.filter((entry) => entry.external).map((entry) => entry.path))];
  return { code: output.contents, exports: meta.exports, externals };
}
