import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { landingBudget } from './scripts/landing-budget.js';
import { precompressAssets } from './scripts/precompress-assets.js';
import { preloadFont } from './scripts/preload-font.js';
import { prerenderPages } from './scripts/prerender-pages.js';

const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;
const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    landingBudget(),
    preloadFont(),
    precompressAssets(),
    prerenderPages({ ssrOutDir: fromRoot('./dist/prerender'), pagesDir: fromRoot('./dist/pages') }),
  ],
  resolve: {
    alias: {
      '@': fromRoot('./web'),
      '@common': fromRoot('./common'),
    },
  },
  build: { outDir: '../dist/web', emptyOutDir: true },
  environments: {
    // web/prerender.tsx built for Node, run once the client is built to write the public pages (decision 035).
    ssr: { build: { ssr: fromRoot('./web/prerender.tsx'), outDir: '../dist/prerender', emptyOutDir: true } },
  },
  // `vite build` builds both, the client first (the prerender fills its index.html).
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
    },
  },
  server: { port: 5173, proxy: { '/api': apiTarget, '/v1': apiTarget } },
});
