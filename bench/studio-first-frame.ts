/**
 * Opening a 50-file project in the studio, in a new browser profile each time: time from navigation to the first
 * styled frame of its preview (the app's title painted with its Tailwind colour), and from the studio's build
 * request to the frame's "ready", in Debian's Chromium; and the size of Monaco's chunks.
 * Run by hand: `npx tsx bench/studio-first-frame.ts`. Results: bench/README.md.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureWebBuild } from '../scripts/web-build.js';
import { chromiumLaunchOptions } from '../tests/support/browser.js';
import { startTestServer } from '../tests/support/test-server.js';
import { generateApp } from './preview-apps.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

await ensureWebBuild();
const server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: { signUp: 100, signIn: 100 } });
await server.server.deps.preview.vendor();
const browser = await chromium.launch(chromiumLaunchOptions());
const files = generateApp(50);

/** Every message of the preview frame, with the time the studio received it (recorded before any script of the page runs). */
const RECORD_MESSAGES = `window.addEventListener('message', (event) => {
  if (event.data && event.data.source === 'lumi-preview') (window.__banc ??= []).push([event.data.type, performance.now()]);
});`;

/**
 * One run in a new browser profile (empty caches, no renderer process yet for the content origin): opens the
 * project's studio by its URL, or from the dashboard by a client-side navigation as a click on the project does.
 */
async function openStudio(run: number, fromDashboard: boolean) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  await context.request.post('/api/auth/sign-up/email', {
    data: { email: `banc-${run}-${fromDashboard}-${Date.now()}@exemple.fr`, password: 'motdepasse-bench', name: 'b' },
    headers: { origin: server.url },
  });
  const created = await context.request.post('/api/projects', {
    data: { title: 'Banc 50 fichiers', files },
    headers: { origin: server.url },
  });
  const { project } = (await created.json()) as { project: { id: string } };
  await context.addInitScript(RECORD_MESSAGES);
  const page = await context.newPage();
  if (fromDashboard) {
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
  }
  const started = performance.now();
  const pageStarted = fromDashboard ? await page.evaluate<number>('performance.now()') : 0;
  if (fromDashboard)
    await page.evaluate(`history.pushState(null, '', '/dev-studio/${project.id}'); dispatchEvent(new PopStateEvent('popstate'));`);
  else await page.goto(`/dev-studio/${project.id}`);
  // Waits on the studio's side for the frame's "ready" (first styled frame painted), without touching the frame.
  for (;;) {
    if (await page.evaluate<boolean>(`(window.__banc ?? []).some(([type]) => type === 'ready')`)) break;
    if (performance.now() - started > 30_000) throw new Error('aucun aperçu en 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Styled: the title is painted with its Tailwind text colour (not the browser's default black).
  const color = await page
    .frameLocator('iframe[title="Aperçu de l\'application"]')
    .locator('#titre')
    .evaluate((el) => getComputedStyle(el).color);
  if (color !== 'rgb(124, 58, 237)') throw new Error(`titre non stylé : ${color}`);
  // In the page's clock: performance.now() counts from the navigation of a page load.
  const { request, ready } = await page.evaluate<{ request: number; ready: number }>(`(() => {
    const build = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/preview'));
    const ready = (window.__banc ?? []).find(([type]) => type === 'ready');
    return { request: build ? build.startTime : NaN, ready: ready ? ready[1] : NaN };
  })()`);
  const open = ready - pageStarted;
  await context.close();
  return { open, build: ready - request };
}

const rows: string[] = [];
for (const fromDashboard of [false, true]) {
  const opens: number[] = [];
  const builds: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { open, build } = await openStudio(run, fromDashboard);
    opens.push(open);
    builds.push(build);
  }
  const how = fromDashboard ? 'from the dashboard (client-side navigation)' : 'by its URL (page load)';
  rows.push(
    `open a 50-file project ${how}, new profile x${RUNS}: open → first styled preview frame p50 ${percentile(opens, 50).toFixed(0)} ms, max ${Math.max(...opens).toFixed(0)} ms; build request → frame ready p50 ${percentile(builds, 50).toFixed(0)} ms, max ${Math.max(...builds).toFixed(0)} ms`,
  );
}
await browser.close();
await server.close();

const assets = path.resolve('dist/web/assets');
const size = (pattern: RegExp) =>
  readdirSync(assets)
    .filter((f) => pattern.test(f))
    .reduce((sum, f) => sum + statSync(path.join(assets, f)).size, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
for (const row of rows) console.log(row);
console.log(
  `Monaco editor chunks (editor.api + code-editor): ${kb(size(/^(editor\.api|code-editor)-.*\.js$/))}; language workers: ${kb(size(/\.worker-.*\.js$/))}`,
);
console.log(`landing bundle (index-*.js): ${kb(size(/^index-.*\.js$/))}`);
