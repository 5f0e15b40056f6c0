import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';

const require = createRequire(import.meta.url);
const manifestSchema = z.object({ version: z.string() });
const declaredSchema = z.object({
  dependencies: z.record(z.string(), z.string()).optional(),
  devDependencies: z.record(z.string(), z.string()).optional(),
});
const versions = new Map<string, string>();

/**
 * The exact version of a package as Lumi has it installed: what the preview ran, so an exported project behaves
 * the same. A package missing from an installation without dev dependencies falls back to Lumi's declared range.
 */
export function installedVersion(name: string): string {
  const known = versions.get(name);
  if (known) return known;
  // Not every package exports its package.json: read it from the node_modules folder React lives in.
  const nodeModules = path.dirname(path.dirname(require.resolve('react/package.json')));
  let version: string;
  try {
    version = manifestSchema.parse(JSON.parse(readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8'))).version;
  } catch {
    const declared = declaredSchema.parse(JSON.parse(readFileSync(path.join(nodeModules, '..', 'package.json'), 'utf8')));
    version = declared.dependencies?.[name] ?? declared.devDependencies?.[name] ?? 'latest';
  }
  versions.set(name, version);
  return version;
}
