/**
 * Bytes of JavaScript and CSS each public page loads, in Debian's Chromium: raw (decoded), gzip -9 of the raw
 * bytes (what a good compressor makes of them) and on the wire (the encoded body the browser received, as the
 * server sent it), and the console errors of each page. Run by hand: `npx tsx bench/page-weight.ts`. Results: bench/README.md.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { ensureWebBuild } from '../scripts/web-build.js';
import { chromiumLaunchOptions } from '../tests/support/browser.js';
import { startTestServer } from '../tests/support/test-server.js';

const PAGES = (process.env.BENCH_PAGES ?? '/,/pricing,/auth').split(',');

ensureWebBuild();
const server = await startTestServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch(chromiumLaunchOptions());

interface Totals {
  files: number;
  raw: number;
  gzip: number;
  wire: number;
}
const empty = (): Totals => ({ files: 0, raw: 0, gzip: 0, wire: 0 });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One page in a new profile (empty cache): every script and stylesheet it loads until the network is idle. */
async function weigh(pathname: string) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const responses: Response[] = [];
  // A CSP violation (zod's `new Function` probe was one) shows as a console error: listed under the table.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${pathname}: ${message.text()}`);
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  await page.goto(pathname);
  await page.waitForLoadState('networkidle');
  const totals = { js: empty(), css: empty() };
  for (const response of responses) {
    const body = await response.body();
    const sizes = await response.request().sizes();
    const bucket = response.request().resourceType() === 'script' ? totals.js : totals.css;
    bucket.files += 1;
    bucket.raw += body.length;
    bucket.gzip += gzipSync(body, { level: 9 }).length;
    bucket.wire += sizes.responseBodySize;
  }
  await context.close();
  return { ...totals, consoleErrors };
}

console.log('| page | JS files | JS raw | JS gzip -9 | JS on the wire | CSS raw | CSS gzip -9 | CSS on the wire |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const errors: string[] = [];
for (const pathname of PAGES) {
  const { js, css, consoleErrors } = await weigh(pathname);
  errors.push(...consoleErrors);
  console.log(
    `| \`${pathname}\` | ${js.files} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(js.wire)} | ${kb(css.raw)} | ${kb(css.gzip)} | ${kb(css.wire)} |`,
  );
}
console.log(errors.length ? `\nConsole errors:\n${errors.join('\n')}` : '\nNo console error on these pages.');
await browser.close();
await server.close();
