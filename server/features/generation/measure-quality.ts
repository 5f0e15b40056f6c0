import { syntaxProblem } from './check-syntax.js';

/**
 * A measured quality score in [0, 1]: the share of the turn's files that compile — the ones written and the
 * ones refused because they did not compile (`notCompiling`) — minus 0.15 per refused operation (a file that
 * did not compile is one). The preview adds its runtime verdict later (issue #5).
 */
export async function measureQuality(input: {
  written: Record<string, string>;
  rejected: number;
  replyLength: number;
  notCompiling?: number;
}): Promise<number> {
  const paths = Object.keys(input.written);
  const notCompiling = input.notCompiling ?? 0;
  let score = 1;
  if (paths.length + notCompiling > 0) {
    let compiled = 0;
    for (const path of paths) if (!(await syntaxProblem(path, input.written[path]!))) compiled++;
    score = compiled / (paths.length + notCompiling);
  } else if (input.replyLength === 0) {
    score = 0;
  }
  return Math.max(0, Math.round((score - 0.15 * input.rejected) * 100) / 100);
}
