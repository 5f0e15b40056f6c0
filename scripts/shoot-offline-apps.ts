/**
 * Screenshots of apps the offline generator makes, as a visitor sees them once published: each idea is generated,
 * saved as a project of a new account on a throwaway Lumi, published, and opened at 1280 and 375 px.
 * Usage: npx tsx scripts/shoot-offline-apps.ts <outDir> "<idea>" ["<idea>" ...]   (files: <slug>-1280.png, <slug>-375.png)
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { slugify } from '../common/slug.js';
import { generateNewApp } from '../server/features/generation/index.js';
import { chromiumLaunchOptions } from '../tests/support/browser.js';
import { startTestServer } from '../tests/support/test-server.js';

const [outDir = '.tmp/apps', ...ideas] = process.argv.slice(2);
await mkdir(outDir, { recursive: true });
const server = await startTestServer({ LOG_LEVEL: 'error', FREE_PLAN_MAX_PROJECTS: '1000' }, { rateLimits: { signUp: 100, signIn: 100 } });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
  const headers = { origin: server.url };
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email: `captures-${Date.now()}@exemple.fr`, password: 'motdepasse-captures', name: 'Captures' },
    headers,
  });
  if (!signUp.ok()) throw new Error(`inscription : ${signUp.status()}`);
  for (const idea of ideas) {
    const app = generateNewApp(idea);
    const created = await context.request.post('/api/projects', { data: { title: app.name, files: app.files }, headers });
    if (created.status() !== 201) throw new Error(`projet : ${created.status()} ${await created.text()}`);
    const id = ((await created.json()) as { project: { id: string } }).project.id;
    const slug = `${slugify(app.idea.kinds.map((kind) => kind.id).join('-'))}-${app.idea.lang}${app.idea.mobile ? '-mobile' : ''}`.slice(
      0,
      40,
    );
    const published = await context.request.post(`/api/projects/${id}/publication`, { data: { slug }, headers });
    if (published.status() !== 202) throw new Error(`publication : ${published.status()} ${await published.text()}`);
    let url = '';
    for (let tries = 0; tries < 240 && !url; tries++) {
      const state = (
        (await (await context.request.get(`/api/projects/${id}/publication`)).json()) as {
          publication: { state: string; url: string; lastError: string | null };
        }
      ).publication;
      if (state.state === 'failed') throw new Error(`publication échouée : ${state.lastError}`);
      if (state.state === 'published') url = state.url;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForSelector('#root > *');
      const file = path.join(outDir, `${slug}-${width}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== '0' });
      console.log(file, errors.length ? `ERREURS : ${errors.join(' | ')}` : '');
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
