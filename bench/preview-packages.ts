/**
 * Packages beyond the vendor bundle, in the preview's server build:
 * - an app importing 10 packages from a registry (a real npm registry protocol on 127.0.0.1 serving the files of
 *   packages installed here): first build with an empty cache (fetch + unpack + bundle), then a new server on the
 *   same cache folder (bundles read from disk), then the same server again (memory);
 * - an app importing 10 packages of the local set (shadcn/Lovable stack): first use (bundle) and from disk.
 * Run by hand: `npx tsx bench/preview-packages.ts`. Results go to bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProjectFiles } from '../common/projects.js';
import { forgetInProcess } from '../server/features/preview/packages/fetch-package.js';
import { createPreviewService } from '../server/features/preview/preview-service.js';
import { createLogger } from '../server/logger.js';
import { packFromNodeModules, startNpmRegistry } from '../tests/support/npm-registry-server.js';

const REGISTRY_PACKAGES = [
  'nanoid',
  'ms',
  'diff',
  'fflate',
  'immer',
  'marked',
  'fast-deep-equal',
  'tiny-invariant',
  'eventemitter3',
  'dequal',
];
const LOCAL_PACKAGES = [
  '@radix-ui/react-tooltip',
  '@radix-ui/react-dialog',
  '@radix-ui/react-slot',
  '@radix-ui/react-toast',
  '@radix-ui/react-select',
  '@tanstack/react-query',
  'next-themes',
  'react-hook-form',
  'zod',
  'cmdk',
];

function appImporting(names: string[]): ProjectFiles {
  const imports = names.map((name, index) => `import * as p${index} from '${name}';`).join('\n');
  return {
    'src/App.tsx': `${imports}\nexport default function App() { return <p>{[${names.map((_, index) => `p${index}`).join(', ')}].length} paquets</p>; }\n`,
  };
}

async function buildOnce(cacheDir: string, registryUrl: string | null, files: ProjectFiles, dataDir: string) {
  const service = createPreviewService({
    dataDir,
    contentUrl: 'http://127.0.0.1:3001',
    appOrigins: ['http://localhost:3000'],
    logger: createLogger('error'),
    packages: {
      cacheDir,
      registry: registryUrl
        ? { registryUrl, maxTarballBytes: 10 << 20, maxUnpackedBytes: 60 << 20, timeoutMs: 60_000, denyList: [] }
        : null,
    },
  });
  await service.vendor();
  const started = performance.now();
  const build = await service.build({ ownerId: 'bench', files });
  const ms = performance.now() - started;
  if (build.errors.length > 0) throw new Error(build.errors.map((error) => error.message).join('\n'));
  const again = performance.now();
  await service.build({ ownerId: 'bench', files: { ...files, 'src/edit.ts': `export const n = ${Math.random()};` } });
  const memoryMs = performance.now() - again;
  await service.close();
  return { ms, memoryMs };
}

const registry = await startNpmRegistry({ packages: REGISTRY_PACKAGES.map((name) => packFromNodeModules(name)) });
const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-bench-packages-'));
try {
  const rows: [string, string][] = [];
  const registryCache = path.join(dataDir, 'cache-registre');
  const cold = await buildOnce(registryCache, registry.url, appImporting(REGISTRY_PACKAGES), dataDir);
  rows.push([
    '10 registry packages, empty cache: first build (fetch, unpack, bundle)',
    `${Math.round(cold.ms)} ms (${registry.total()} requests)`,
  ]);
  forgetInProcess();
  const requestsBefore = registry.total();
  const disk = await buildOnce(registryCache, registry.url, appImporting(REGISTRY_PACKAGES), dataDir);
  rows.push([
    'same app, new server on the same cache folder (from disk)',
    `${Math.round(disk.ms)} ms (${registry.total() - requestsBefore} requests)`,
  ]);
  rows.push(['same server, one file edited (bundles in memory)', `${Math.round(disk.memoryMs)} ms`]);

  const localCache = path.join(dataDir, 'cache-local');
  const localCold = await buildOnce(localCache, null, appImporting(LOCAL_PACKAGES), dataDir);
  rows.push(['10 local-set packages (Radix, react-query, zod…), first use (bundle)', `${Math.round(localCold.ms)} ms`]);
  const localDisk = await buildOnce(localCache, null, appImporting(LOCAL_PACKAGES), dataDir);
  rows.push(['same app, new server (from disk)', `${Math.round(localDisk.ms)} ms`]);
  rows.push(['same server, one file edited', `${Math.round(localDisk.memoryMs)} ms`]);

  console.log('| Figure | Value |\n| --- | --- |');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
} finally {
  await registry.close();
  await rm(dataDir, { recursive: true, force: true });
}
