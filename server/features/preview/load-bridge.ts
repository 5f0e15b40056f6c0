import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { rootDir } from '../../root-dir.js';

export interface Bridge {
  code: string;
  /** Path on the content origin, with the code's hash: cached for good by the browser. */
  url: string;
}

let bridge: Promise<Bridge> | null = null;

/** The frame's error bridge, compiled once from our own TypeScript source (a fixed path, never user input). */
export function loadBridge(): Promise<Bridge> {
  bridge ??= esbuild
    .build({
      entryPoints: [path.join(rootDir, 'server/features/preview/frame/bridge.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      minify: true,
      // The app's entry and the import-map probe, resolved by the page's import map at run time.
      external: ['@lumi:entree', '@lumi:sonde'],
      logLevel: 'silent',
    })
    .then((result) => {
      const code = result.outputFiles[0]?.text ?? '';
      return { code, url: `/runtime/bridge-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js` };
    });
  bridge.catch(() => {
    bridge = null;
  });
  return bridge;
}
