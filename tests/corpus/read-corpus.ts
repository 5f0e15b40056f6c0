import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ProjectFiles } from '../../common/projects.js';
import { BINARY_EXTENSIONS, mimeOf } from '../../server/features/preview/bundle-styles.js';

const APPS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps');

/** What a person must see for the app to count as rendered, and one style Tailwind must have applied. */
const manifestSchema = z.object({
  title: z.string(),
  /** The kind of project it stands for: lovable, bolt, dyad, vite, cra… */
  style: z.string(),
  /** Where it comes from and under which licence. */
  source: z.string(),
  licence: z.string(),
  /** Packages it needs that are not in Lumi's local set: fetched from the test registry. */
  registry: z.array(z.string()).default([]),
  expect: z.object({
    text: z.string(),
    selector: z.string(),
    style: z.record(z.string(), z.string()),
  }),
});
export type CorpusManifest = z.infer<typeof manifestSchema>;

function readTree(dir: string, prefix = ''): ProjectFiles {
  const files: ProjectFiles = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) Object.assign(files, readTree(full, relative));
    else if (BINARY_EXTENSIONS.has(name.slice(name.lastIndexOf('.') + 1).toLowerCase()))
      files[relative] = `data:${mimeOf(name)};base64,${readFileSync(full).toString('base64')}`;
    else files[relative] = readFileSync(full, 'utf8');
  }
  return files;
}

/** Every app of the corpus: its files as a project holds them (binary files as data: URLs), and its manifest. */
export function readCorpus(): { slug: string; manifest: CorpusManifest; files: ProjectFiles }[] {
  return readdirSync(APPS)
    .filter((slug) => statSync(path.join(APPS, slug)).isDirectory())
    .sort()
    .map((slug) => {
      const files = readTree(path.join(APPS, slug));
      const manifest = manifestSchema.parse(JSON.parse(files['corpus.json'] ?? '{}'));
      delete files['corpus.json'];
      return { slug, manifest, files };
    });
}
