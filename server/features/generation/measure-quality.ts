import { transform } from 'esbuild';

const LOADERS: Record<string, 'tsx' | 'ts' | 'jsx' | 'js' | 'css' | 'json'> = {
  tsx: 'tsx',
  ts: 'ts',
  jsx: 'jsx',
  js: 'js',
  css: 'css',
  json: 'json',
};

/**
 * A measured quality score in [0, 1]: the share of written files that compile, minus 0.15 per
 * refused operation. The preview adds its runtime verdict later (issue #5).
 */
export async function measureQuality(input: { written: Record<string, string>; rejected: number; replyLength: number }): Promise<number> {
  const paths = Object.keys(input.written);
  let score = 1;
  if (paths.length > 0) {
    let compiled = 0;
    for (const path of paths) {
      const loader = LOADERS[path.split('.').pop() ?? ''];
      if (!loader) {
        compiled++;
        continue;
      }
      try {
        await transform(input.written[path]!, { loader, logLevel: 'silent' });
        compiled++;
      } catch {
        // counted as not compiling
      }
    }
    score = compiled / paths.length;
  } else if (input.replyLength === 0) {
    score = 0;
  }
  return Math.max(0, Math.round((score - 0.15 * input.rejected) * 100) / 100);
}
