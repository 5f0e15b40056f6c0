import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

let bridge: Promise<string> | null = null;

/** The frame's error bridge, compiled once from our own TypeScript source (a fixed path, never user input). */
export function loadBridge(): Promise<string> {
  bridge ??= esbuild
    .build({
      entryPoints: [fileURLToPath(new URL('./frame/bridge.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      minify: true,
      logLevel: 'silent',
    })
    .then((result) => result.outputFiles[0]?.text ?? '');
  bridge.catch(() => {
    bridge = null;
  });
  return bridge;
}
