import { builtinModules } from 'node:module';
import { PREVIEW_PACKAGES, PREVIEW_STYLESHEET_PACKAGES } from '../../../common/preview.js';
import { packageNameOf } from './packages/local-packages.js';

export type ImportKind =
  | 'entry-point'
  | 'import-statement'
  | 'require-call'
  | 'dynamic-import'
  | 'require-resolve'
  | 'import-rule'
  | 'composes-from'
  | 'url-token';

export type Resolution =
  | { kind: 'file'; path: string }
  | { kind: 'external'; path: string }
  /** A package outside the vendor bundle: the package store bundles it (local set or registry). */
  | { kind: 'package'; path: string }
  | { kind: 'refused'; message: string };

/** Stylesheets the Tailwind step provides by name; every other CSS import must be a project file. */
export const TAILWIND_STYLESHEETS = [
  'tailwindcss',
  'tailwindcss/index.css',
  'tailwindcss/preflight.css',
  'tailwindcss/theme.css',
  'tailwindcss/utilities.css',
  ...PREVIEW_STYLESHEET_PACKAGES,
] as const;

const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/**
 * A path alias of the project (tsconfig `paths`/`baseUrl`, vite.config `resolve.alias`): `from` a prefix
 * (`~/`, `@components/`; '' for baseUrl) or an exact name, `to` a folder of the project ('' is the root,
 * else ending in "/").
 */
export interface ImportAlias {
  from: string;
  to: string;
  exact?: boolean;
}

const allowedPackages = new Set<string>(PREVIEW_PACKAGES);
const cssKinds = new Set<ImportKind>(['import-rule', 'composes-from', 'url-token']);
const scriptExtensions = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'];

export const allowedPackagesList = (): string => PREVIEW_PACKAGES.join(', ');

const quote = (text: string) => `« ${text.length > 120 ? `${text.slice(0, 117)}...` : text} »`;

/** The Tailwind stylesheet a CSS @import names, with or without `.css`, or null. */
export function tailwindStylesheet(specifier: string): (typeof TAILWIND_STYLESHEETS)[number] | null {
  const withExtension =
    specifier === 'tailwindcss' || (PREVIEW_STYLESHEET_PACKAGES as readonly string[]).includes(specifier) || specifier.endsWith('.css')
      ? specifier
      : `${specifier}.css`;
  return TAILWIND_STYLESHEETS.find((name) => name === withExtension || name === specifier) ?? null;
}

/** Joins a relative specifier to the importer's folder; null when the result leaves the project. */
export function joinInsideProject(fromDir: string, relative: string): string | null {
  const segments = fromDir ? fromDir.split('/') : [];
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}

const dirOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

function candidates(target: string, css: boolean): string[] {
  if (css) return [target, `${target}.css`];
  const list = [target, ...scriptExtensions.map((extension) => target + extension)];
  // TypeScript's ESM convention: `./util.js` names `util.ts`.
  const swapped = /\.(m?js|jsx)$/.exec(target);
  if (swapped) {
    const stem = target.slice(0, -swapped[0].length);
    list.push(`${stem}.ts`, `${stem}.tsx`);
  }
  list.push(...scriptExtensions.map((extension) => `${target}/index${extension}`));
  return list;
}

/**
 * Where an import of a generated file may lead: a file of the project map, an allowed package (left to
 * the import map), or a refusal in French. Nothing here touches the disk, so no path can reach a server
 * file: relative escapes, absolute paths, URLs with a scheme, backslashes and require() are refused.
 */
export function resolveImport(
  request: { specifier: string; importer: string; kind: ImportKind },
  hasFile: (path: string) => boolean,
  aliases: readonly ImportAlias[] = [],
): Resolution {
  const { specifier, importer, kind } = request;
  const css = cssKinds.has(kind);
  const shown = quote(specifier);

  if (specifier.includes('\\')) {
    return {
      kind: 'refused',
      message: `Import refusé ${shown} : les barres obliques inverses (\\) ne sont pas autorisées dans un chemin.`,
    };
  }
  if (specifier.includes('\0') || specifier.trim() === '') {
    return { kind: 'refused', message: `Import refusé ${shown} : chemin invalide.` };
  }
  if (kind === 'require-call' || kind === 'require-resolve') {
    return { kind: 'refused', message: `require(${shown}) n'est pas pris en charge dans l'aperçu : utilisez import.` };
  }

  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(specifier)?.[1]?.toLowerCase();
  if (scheme) {
    // Stylesheets may point the browser at a web font or an inline image; the server never fetches these.
    if (css && (scheme === 'http' || scheme === 'https')) return { kind: 'external', path: specifier };
    if (kind === 'url-token' && /^data:(image|font)\//i.test(specifier)) return { kind: 'external', path: specifier };
    return {
      kind: 'refused',
      message: `Import refusé ${shown} : les adresses « ${scheme}: » ne sont pas autorisées. Importez un fichier du projet ou un paquet autorisé (${allowedPackagesList()}).`,
    };
  }
  if (specifier.startsWith('//')) {
    if (css) return { kind: 'external', path: `https:${specifier}` };
    return { kind: 'refused', message: `Import refusé ${shown} : les adresses externes ne sont pas autorisées.` };
  }
  // `url(#grain)` names an SVG element of the page, not a file.
  if (kind === 'url-token' && specifier.startsWith('#')) return { kind: 'external', path: specifier };
  if (specifier.startsWith('/')) {
    // As in Vite: an absolute path is the project root, then its public/ folder (`import logo from '/vite.svg'`).
    const fromRoot = resolveRelative(`.${specifier}`, specifier, '', css, hasFile);
    if (fromRoot.kind === 'file') return fromRoot;
    const fromPublic = resolveRelative(`./public${specifier}`, specifier, '', css, hasFile);
    return fromPublic.kind === 'file' ? fromPublic : fromRoot;
  }

  const isRelative = specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');
  for (const alias of aliases) {
    const rest = alias.exact
      ? specifier === alias.from
        ? ''
        : null
      : specifier.startsWith(alias.from)
        ? specifier.slice(alias.from.length)
        : null;
    if (rest === null || (alias.from === '' && isRelative)) continue;
    const target = joinInsideProject('', `${alias.to}${rest}`);
    // A baseUrl alias (every bare name) falls through to the packages when no project file has that name.
    if (alias.from === '' && (target === null || !candidates(target, css).some(hasFile))) continue;
    return resolveRelative(`./${alias.to}${rest}`, specifier, '', css, hasFile);
  }
  if (!isRelative && !specifier.startsWith('@/')) {
    if (css) {
      if (kind === 'import-rule' && tailwindStylesheet(specifier)) return { kind: 'external', path: tailwindStylesheet(specifier)! };
      if (kind === 'import-rule' && !/\.css$/i.test(specifier) && !specifier.includes('/')) {
        return {
          kind: 'refused',
          message: `La feuille de style ${shown} n'est pas disponible : seules « tailwindcss » et « tw-animate-css » peuvent être importées par leur nom.`,
        };
      }
      // In CSS, `url(logo.svg)` and `@import "theme.css"` are relative to the stylesheet.
      return resolveRelative(`./${specifier}`, specifier, importer, css, hasFile);
    }
    if (allowedPackages.has(specifier)) return { kind: 'external', path: specifier };
    if (nodeBuiltins.has(specifier) || nodeBuiltins.has(specifier.split('/')[0]!)) {
      return {
        kind: 'refused',
        message: `Le module Node ${shown} n'existe pas dans un navigateur : l'aperçu exécute l'application dans la page.`,
      };
    }
    if (
      specifier.startsWith('node:') ||
      !packageNameOf(specifier) ||
      specifier.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
    ) {
      return { kind: 'refused', message: `Import refusé ${shown} : ce n'est ni un fichier du projet ni un nom de paquet npm.` };
    }
    return { kind: 'package', path: specifier };
  }

  if (specifier.startsWith('@/')) {
    // The usual Vite alias: "@/x" is "src/x" when the project has a src folder.
    const base = candidates(`src/${specifier.slice(2)}`, css).some(hasFile) ? 'src/' : '';
    return resolveRelative(`./${base}${specifier.slice(2)}`, specifier, '', css, hasFile);
  }
  return resolveRelative(specifier, specifier, importer, css, hasFile);
}

function resolveRelative(
  relative: string,
  original: string,
  importer: string,
  css: boolean,
  hasFile: (path: string) => boolean,
): Resolution {
  const target = joinInsideProject(dirOf(importer), relative);
  if (target === null) return { kind: 'refused', message: `Import refusé ${quote(original)} : ce chemin sort du projet.` };
  const found = candidates(target, css).find(hasFile);
  if (found) return { kind: 'file', path: found };
  return {
    kind: 'refused',
    message: `Fichier ${quote(original)} introuvable dans le projet${importer ? ` (importé depuis ${importer})` : ''}.`,
  };
}
