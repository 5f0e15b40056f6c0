import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Issue #20's budget: gzip -9 of all the JavaScript `/` loads before any interaction. */
export const LANDING_JS_BUDGET_BYTES = 120 * 1024;

interface JsChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}
type BundleItem = JsChunk | { type: 'asset' };

/**
 * The entry chunk and every chunk it imports statically, transitively: what `index.html` loads (the entry and its
 * modulepreloads). The landing route is in the entry (web/app/router.tsx), every other screen is a lazy chunk.
 */
export function landingChunks(bundle: Record<string, BundleItem>): JsChunk[] {
  const chunks = new Map<string, JsChunk>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || item.type !== 'chunk' || chunks.has(fileName)) return;
    chunks.set(fileName, item);
    item.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  return [...chunks.values()];
}

/**
 * Vite plugin: fails `vite build` when the JavaScript of `/` exceeds the budget (decision 031), and prints the
 * figure with the largest modules, so a regression names what brought it. `LUMI_BUDGET_MODULES=1` lists more.
 */
export function landingBudget(budgetBytes = LANDING_JS_BUDGET_BYTES): Plugin {
  return {
    name: 'lumi-landing-budget',
    apply: 'build',
    // The browser's build only, not the prerender's (scripts/prerender-pages.ts).
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = landingChunks(bundle as unknown as Record<string, BundleItem>);
      const sizes = chunks.map((chunk) => ({ fileName: chunk.fileName, gzip: gzipSync(chunk.code, { level: 9 }).length }));
      const total = sizes.reduce((sum, chunk) => sum + chunk.gzip, 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} Ko`;
      const modules = chunks
        .flatMap((chunk) => Object.entries(chunk.modules))
        .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
        .slice(0, process.env.LUMI_BUDGET_MODULES ? 60 : 8)
        .map(([id, module]) => `  ${kb(module.renderedLength)} brut  ${id.replace(/^.*node_modules\//, '').replace(process.cwd(), '')}`);
      const summary = `JavaScript de « / » : ${kb(total)} en gzip -9 (budget ${kb(budgetBytes)}), ${sizes.map((s) => `${s.fileName} ${kb(s.gzip)}`).join(', ')}`;
      if (total > budgetBytes) this.error(`${summary}\nBudget dépassé. Plus gros modules :\n${modules.join('\n')}`);
      this.info(process.env.LUMI_BUDGET_MODULES ? `${summary}\n${modules.join('\n')}` : summary);
    },
  };
}
