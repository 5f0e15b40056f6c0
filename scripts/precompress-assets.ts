import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images, fonts (woff2 is compressed already) and archives are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm)$/;
/** Below this, the headers and the compressed frame cost more than they save. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality runs at ~1 MB/s: the editor's multi-megabyte chunks (Monaco and its workers, loaded
 * only in the studio) get quality 9, several times faster for a few per cent more bytes; the rest gets 11.
 */
const BEST_QUALITY_MAX_BYTES = 1024 * 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli) and `file.gz` (gzip -9) beside each text file of the build, kept only when
 * smaller than the file, so the server hands them out by content negotiation without compressing at each request.
 * Returns the bytes before and after, for the build log.
 */
export async function precompressDirectory(dir: string) {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) files.push(file);
  let raw = 0;
  let compressed = 0;
  // zlib's async calls run on libuv's thread pool: all files at once keep every core busy.
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: body.length <= BEST_QUALITY_MAX_BYTES ? 11 : 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      raw += body.length;
      compressed += br.length;
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return { files: files.length, raw, compressed };
}

/** Vite plugin: precompresses the client build once it is written (decision 028). */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'lumi-precompress',
    apply: 'build',
    // The browser's build only, not the prerender's (scripts/prerender-pages.ts).
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = Date.now();
      const result = await precompressDirectory(outDir);
      this.info(
        `${result.files} fichiers précompressés (brotli et gzip) : ${Math.round(result.raw / 1024)} Ko → ${Math.round(result.compressed / 1024)} Ko en brotli, ${Date.now() - started} ms`,
      );
    },
  };
}
