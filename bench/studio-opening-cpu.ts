/**
 * What a studio opening costs the browser (decision 041): a generated recipes app (11 files) opened in a new browser
 * profile each time, in Debian's Chromium; the CPU time of all Chromium's processes (from /proc) from the navigation
 * to 4 s after Monaco shows, whether the TypeScript worker was asked for, and the same again after one click in the
 * code (where the worker now starts). Alternated, BENCH_RUNS pairs (4).
 * Run by hand: `npx tsx bench/studio-opening-cpu.ts`. Results: bench/README.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { ensureWebBuild } from '../scripts/web-build.js';
import { generateNewApp } from '../server/features/generation/offline/new-app.js';
import { chromiumLaunchOptions } from '../tests/support/browser.js';
import { startTestServer } from '../tests/support/test-server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 4);
const TICKS_PER_SECOND = 100;

/** User + system time of every Chromium process alive now, in seconds. */
function chromiumCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chromium')) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

await ensureWebBuild();
const server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: { signUp: 100, signIn: 100 } });
await server.server.deps.preview.vendor();
const browser = await chromium.launch(chromiumLaunchOptions());
const owner = await browser.newContext({ baseURL: server.url });
await owner.request.post('/api/auth/sign-up/email', {
  data: { email: `banc-ouverture-${Date.now()}@exemple.fr`, password: 'motdepasse-bench', name: 'b' },
  headers: { origin: server.url },
});
const app = generateNewApp('Une application de recettes avec favoris');
const created = await owner.request.post('/api/projects', { data: { title: app.name, files: app.files }, headers: { origin: server.url } });
const projectId = ((await created.json()) as { project: { id: string } }).project.id;
const storageState = await owner.storageState();
await owner.close();

async function open(clickInCode: boolean) {
  const context = await browser.newContext({ baseURL: server.url, storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let worker = false;
  page.on('request', (request) => {
    if (/ts\.worker-.*\.js$/.test(request.url())) worker = true;
  });
  const before = chromiumCpuSeconds();
  const started = performance.now();
  await page.goto(`/studio/${projectId}`);
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
  const monacoMs = performance.now() - started;
  if (clickInCode) await page.locator('.monaco-editor .view-lines').first().click();
  await page.waitForTimeout(4000);
  const cpu = chromiumCpuSeconds() - before;
  await context.close();
  return { cpu, monacoMs, worker };
}

console.log(`load ${loadavg()[0]!.toFixed(1)}`);
const rows: Record<string, number[]> = { opened: [], clicked: [] };
for (let run = 0; run < RUNS; run++) {
  for (const clickInCode of [false, true]) {
    const { cpu, monacoMs, worker } = await open(clickInCode);
    const label = clickInCode ? 'clicked' : 'opened';
    rows[label]!.push(cpu);
    console.log(
      `${label.padEnd(8)} Monaco after ${Math.round(monacoMs)} ms, Chromium CPU ${cpu.toFixed(2)} s, TypeScript worker ${worker ? 'asked' : 'not asked'}`,
    );
  }
}
for (const [label, values] of Object.entries(rows)) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(
    `${label}: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} s of Chromium CPU (${sorted.map((v) => v.toFixed(2)).join(', ')})`,
  );
}
console.log(`load ${loadavg()[0]!.toFixed(1)}`);
await browser.close();
await server.close();
