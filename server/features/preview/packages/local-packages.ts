import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PREVIEW_LOCAL_PACKAGES, PREVIEW_PACKAGES } from '../../../../common/preview.js';

const require = createRequire(import.meta.url);

/** The node_modules folder Lumi's own packages are installed in (React's, found the way Node finds it). */
export const lumiNodeModules = (): string => path.dirname(path.dirname(require.resolve('react/package.json')));

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`; null for what no npm name looks like. */
export function packageNameOf(specifier: string): string | null {
  const match = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:\/[^\0]*)?$/i.exec(specifier);
  if (!match) return null;
  const name = match[1]!;
  return name.length <= 214 ? name : null;
}

const coreNames = new Set(PREVIEW_PACKAGES.map((specifier) => packageNameOf(specifier)!));

/** Packages the vendor bundle gives (react, react-dom, lucide-react…): never bundled again inside another. */
export const isCorePackage = (name: string): boolean => coreNames.has(name);

export function isLocalPackage(name: string): boolean {
  return PREVIEW_LOCAL_PACKAGES.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern));
}

export interface InstalledPackage {
  name: string;
  version: string;
  /** The folder whose node_modules holds the package: esbuild resolves it from there. */
  root: string;
}

const installed = new Map<string, InstalledPackage | null>();

/**
 * A package of the local set as npm installed it: at the top of node_modules, or (the Radix primitives)
 * under the package that brought it. Null for a name outside the set, whatever node_modules holds: Lumi's
 * server packages are never served to a preview.
 */
export function findLocalPackage(name: string): InstalledPackage | null {
  if (!isLocalPackage(name) && !isCorePackage(name)) return null;
  const known = installed.get(name);
  if (known !== undefined) return known;
  const top = lumiNodeModules();
  const candidates = [top, path.join(top, 'radix-ui', 'node_modules')];
  let found: InstalledPackage | null = null;
  for (const nodeModules of candidates) {
    const manifest = path.join(nodeModules, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version;
    if (typeof version === 'string') found = { name, version, root: path.dirname(nodeModules) };
    break;
  }
  installed.set(name, found);
  return found;
}
