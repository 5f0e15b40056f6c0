/**
 * Opening a 50-file project in the studio: time from navigation to the first styled frame of its preview
 * (the app's title painted with its Tailwind colour), in Debian's Chromium; and the size of Monaco's chunks.
 * Run by hand: `npx tsx bench/studio-first-frame.ts`. Results: bench/README.md.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureWebBuild } from '../scripts/web-build.js';
import { chromiumLaunchOptions } from '../tests/support/browser.js';
import { startTestServer } from '../tests/support/test-server.js';
import { generateApp } from './preview-apps.js';

const RUNS = 8;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

ensureWebBuild();
const server = await startTestServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
await context.request.post('/api/auth/sign-up/email', { data: { email: 'bench@exemple.fr', password: 'motdepasse-bench', name: 'b' }, headers: { origin: server.url } });
const files = generateApp(50);
const created = await context.request.post('/api/projects', { data: { title: 'Banc 50 fichiers', files }, headers: { origin: server.url } });
const { project } = (await created.json()) as { project: { id: string } };

const timings: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`/dev-studio/${project.id}`);
  const title = page.frameLocator('iframe[sandbox]').locator('#titre');
  // Styled: the title is painted with its Tailwind text colour (not the browser's default black).
  for (;;) {
    const color = await title.evaluate((el) => getComputedStyle(el).color, undefined, { timeout: 50 }).catch(() => null);
    if (color && color !== 'rgb(0, 0, 0)') break;
    if (performance.now() - started > 30_000) throw new Error('aucun aperçu stylé en 30 s');
  }
  timings.push(performance.now() - started);
  await page.close();
}
await browser.close();
await server.close();

const assets = path.resolve('dist/web/assets');
const size = (pattern: RegExp) => readdirSync(assets).filter((f) => pattern.test(f)).reduce((sum, f) => sum + statSync(path.join(assets, f)).size, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`open a 50-file project → first styled preview frame x${RUNS}: p50 ${percentile(timings, 50).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms`);
console.log(`Monaco editor chunks (editor.api + code-editor): ${kb(size(/^(editor\.api|code-editor)-.*\.js$/))}; language workers: ${kb(size(/\.worker-.*\.js$/))}`);
console.log(`landing bundle (index-*.js): ${kb(size(/^index-.*\.js$/))}`);
