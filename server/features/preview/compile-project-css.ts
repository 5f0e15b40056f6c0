import type { PreviewProblem } from '../../../common/preview.js';
import type { ProjectFiles } from '../../../common/projects.js';
import { extractCandidates, type TailwindCompiler } from './compile-tailwind.js';
import { findTailwindConfig, tailwindVersionOf } from './tailwind3/choose-tailwind.js';
import { compileTailwind3 } from './tailwind3/compile-tailwind3.js';
import { evaluateTailwindConfig } from './tailwind3/evaluate-tailwind-config.js';

/**
 * The project's CSS through the Tailwind it was written for: Tailwind 4 (`@import "tailwindcss"`, @theme) with
 * the project's warm compiler, or Tailwind 3 (`@tailwind` lines, tailwind.config) with its config read as data.
 */
export async function compileProjectCss(
  files: ProjectFiles,
  css: string | null,
  tailwind: TailwindCompiler,
  cdnPage: string | null = null,
): Promise<{ css: string; warnings: PreviewProblem[] }> {
  const candidates = extractCandidates(files);
  // Tailwind's CDN script is Tailwind 3, configured by an inline `tailwind.config = {…}`.
  const inline = cdnPage ? /tailwind\.config\s*=\s*(\{[\s\S]*?\})\s*;?\s*<\/script>/.exec(cdnPage)?.[1] : undefined;
  if (!cdnPage && tailwindVersionOf(files, css) === 4) return { css: await tailwind.build(css ?? '', candidates), warnings: [] };
  const found = inline ? { file: 'index.html', source: `module.exports = ${inline};` } : findTailwindConfig(files);
  const evaluated = found ? evaluateTailwindConfig(found.file, found.source) : { config: {}, warnings: [] };
  const warnings = evaluated.warnings.map((message): PreviewProblem => ({
    file: found?.file ?? null,
    line: null,
    column: null,
    lineText: null,
    message,
  }));
  return { css: await compileTailwind3({ css: css ?? '', config: evaluated.config, candidates }), warnings };
}
