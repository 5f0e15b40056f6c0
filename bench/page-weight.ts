/**
 * Bytes of JavaScript and CSS each page loads, in Debian's Chromium: raw (decoded), gzip -9 of the raw
 * bytes (what a good compressor makes of them) and on the wire (the encoded body the browser received, as the
 * server sent it), and the console errors of each page. Public pages are loaded signed out; `/dashboard`,
 * `/projects` and `studio` (the studio of a 10-file project) signed in as a user made through the API.
 * `BENCH_PAGES=/,/pricing` narrows the list. Run by hand: `npx tsx bench/page-weight.ts`. Results: bench/README.md.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContextOptions, type Response } from 'playwright-core';
import { ensureWebBuild } from '../scripts/web-build.js';
import { chromiumLaunchOptions } from '../tests/support/browser.js';
import { startTestServer } from '../tests/support/test-server.js';
import { generateApp } from './preview-apps.js';

const PAGES = (process.env.BENCH_PAGES ?? '/,/pricing,/auth,/dashboard,/projects,studio').split(',');
const SIGNED_IN = new Set(['/dashboard', '/projects', 'studio']);

await ensureWebBuild();
const server = await startTestServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch(chromiumLaunchOptions());

/** A user and a project made through the API; each signed-in page opens in a new profile with only its cookie. */
async function signedInState() {
  const context = await browser.newContext({ baseURL: server.url });
  const headers = { origin: server.url };
  const email = `poids-${Date.now()}@exemple.fr`;
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'motdepasse-banc-poids', name: 'poids' },
    headers,
  });
  if (!signUp.ok()) throw new Error(`inscription refusée : ${signUp.status()}`);
  const created = await context.request.post('/api/projects', { data: { title: 'Banc 10 fichiers', files: generateApp(10) }, headers });
  if (!created.ok()) throw new Error(`projet refusé : ${created.status()}`);
  const { project } = (await created.json()) as { project: { id: string } };
  const storageState = await context.storageState();
  await context.close();
  return { storageState, studio: `/dev-studio/${project.id}` };
}
const signedIn = PAGES.some((page) => SIGNED_IN.has(page)) ? await signedInState() : null;

interface Totals {
  files: number;
  raw: number;
  gzip: number;
  wire: number;
}
const empty = (): Totals => ({ files: 0, raw: 0, gzip: 0, wire: 0 });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One page in a new profile (empty cache): every script and stylesheet it loads until the network is idle. */
async function weigh(pathname: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: server.url, ...options });
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
for (const name of PAGES) {
  const pathname = name === 'studio' && signedIn ? signedIn.studio : name;
  const { js, css, consoleErrors } = await weigh(pathname, SIGNED_IN.has(name) && signedIn ? { storageState: signedIn.storageState } : {});
  errors.push(...consoleErrors);
  console.log(
    `| \`${name === 'studio' ? '/dev-studio/:id' : name}\` | ${js.files} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(js.wire)} | ${kb(css.raw)} | ${kb(css.gzip)} | ${kb(css.wire)} |`,
  );
}
console.log(errors.length ? `\nConsole errors:\n${errors.join('\n')}` : '\nNo console error on these pages.');
await browser.close();
await server.close();
