import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { applyOperation } from '../../server/features/generation/protocol/apply-operations.js';
import { LumiStreamParser } from '../../server/features/generation/protocol/stream-parser.js';
import { createLogger } from '../../server/logger.js';
import { assemblePreview } from '../../server/features/preview/assemble-preview.js';
import { loadVendor, type Vendor } from '../../server/features/preview/build-vendor.js';
import { createPackageStore } from '../../server/features/preview/packages/package-store.js';
import { StyleBundler } from '../../server/features/preview/bundle-styles.js';
import { TailwindCompiler } from '../../server/features/preview/compile-tailwind.js';

/** Runs a model's reply through the real parser and application, as a generation would: the files, the refusals, the text. */
export function applyReply(reply: string, files: Record<string, string>) {
  const parser = new LumiStreamParser();
  const next = { ...files };
  const refused: string[] = [];
  let text = '';
  for (const event of [...parser.push(reply), ...parser.end()]) {
    if (event.type === 'text') text += event.delta;
    const operation =
      event.type === 'file-end'
        ? ({ kind: 'write', path: event.path, content: event.content } as const)
        : event.type === 'edit'
          ? ({ kind: 'edit', path: event.path, blocks: event.blocks, error: event.error } as const)
          : event.type === 'truncated'
            ? ({ kind: 'truncated', path: event.path, what: event.kind } as const)
            : null;
    if (!operation) continue;
    const result = applyOperation(next, operation);
    if (!result.ok) refused.push(`${result.path}: ${result.reason}`);
  }
  return { files: next, refused, text };
}

/**
 * The preview's own build, for a test file: the vendor bundles are made once in a temporary data folder (in
 * beforeAll), and `build(files)` assembles a preview of them as the studio would.
 */
export function usePreviewBuilds() {
  let dataDir: string;
  let vendor: Vendor;
  // Offline, as every test: the local set of packages only, bundled once for the whole run.
  const packages = createPackageStore({
    cacheDir: path.join(tmpdir(), 'lumi-test-preview-packages'),
    registry: null,
    logger: createLogger('silent'),
  });
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-previews-'));
    vendor = await loadVendor({ dataDir, logger: createLogger('silent') });
  }, 120_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  return async function build(files: Record<string, string>) {
    const bundler = new StyleBundler();
    try {
      return await assemblePreview({
        previewId: 'test',
        files,
        parents: ['http://localhost:3000'],
        vendor,
        bundler,
        tailwind: new TailwindCompiler(),
        packages,
      });
    } finally {
      await bundler.dispose();
    }
  };
}
