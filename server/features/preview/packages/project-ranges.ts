import type { ProjectFiles } from '../../../../common/projects.js';

/** The versions the project's package.json asks for, by package name (dependencies first, then dev). */
export function projectPackageRanges(files: ProjectFiles): Record<string, string> {
  const ranges: Record<string, string> = Object.create(null) as Record<string, string>;
  const content = files['package.json'];
  if (!content) return ranges;
  let manifest: unknown;
  try {
    manifest = JSON.parse(content);
  } catch {
    return ranges;
  }
  if (!manifest || typeof manifest !== 'object') return ranges;
  for (const field of ['devDependencies', 'dependencies'] as const) {
    const entries = (manifest as Record<string, unknown>)[field];
    if (!entries || typeof entries !== 'object') continue;
    for (const [name, range] of Object.entries(entries as Record<string, unknown>))
      if (typeof range === 'string' && range.length < 200) ranges[name] = range;
  }
  return ranges;
}
