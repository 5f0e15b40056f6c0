import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProjectFiles } from '../../common/projects.js';
import { createLogger } from '../../server/logger.js';
import { createPreviewService, type PreviewService } from '../../server/features/preview/preview-service.js';
import type { PackageStoreOptions } from '../../server/features/preview/packages/package-store.js';

/** A real preview service on its own data folder, for tests that do not need the HTTP servers. */
export async function startPreviewService(
  registry: PackageStoreOptions['registry'] = null,
): Promise<{ service: PreviewService; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-preview-'));
  // Without a registry the local set is bundled once for the whole run; with one, the test gets its own cache.
  const cacheDir = registry ? path.join(dataDir, 'preview-packages') : path.join(tmpdir(), 'lumi-test-preview-packages');
  const packages = { cacheDir, registry };
  const service = createPreviewService({
    dataDir,
    contentUrl: 'http://127.0.0.1:3001',
    appOrigins: ['http://localhost:3000'],
    logger: createLogger('warn'),
    packages,
  });
  return {
    service,
    close: async () => {
      await service.close();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** Builds and returns the answer plus every byte the content origin would serve for it. */
export async function buildAndCollect(service: PreviewService, files: ProjectFiles, ownerId = 'utilisateur-1') {
  const build = await service.build({ ownerId, files });
  const stored = service.find(build.id);
  if (!stored) throw new Error('aperçu non conservé');
  const served = [stored.page, stored.css ?? '', ...stored.assets.values(), JSON.stringify(build)].join('\n');
  /** All the app's JavaScript: its entry module and every module it imports. */
  const code = stored.modules.map((module) => module.code).join('\n');
  return { build, stored, served, code };
}
