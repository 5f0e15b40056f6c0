import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_SANDBOX, type PreviewBuild } from '../../common/preview.js';
import { readCorpus } from '../corpus/read-corpus.js';
import { createHttpClient } from '../support/http-client.js';
import { packFromNodeModules, startNpmRegistry } from '../support/npm-registry-server.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

const corpus = readCorpus();
let server: TestServer;
let browser: Browser;
let registry: Awaited<ReturnType<typeof startNpmRegistry>>;
let packagesDir: string;
const api = () => createHttpClient(server.url);
let client: ReturnType<typeof api>;

beforeAll(async () => {
  // Packages outside Lumi's local set come from a registry on 127.0.0.1 serving real packages' files.
  const wanted = [...new Set(corpus.flatMap((app) => app.manifest.registry))];
  registry = await startNpmRegistry({ packages: wanted.map((name) => packFromNodeModules(name)) });
  packagesDir = await mkdtemp(path.join(tmpdir(), 'lumi-corpus-packages-'));
  server = await startTestServer({ NPM_REGISTRY_URL: registry.url, PREVIEW_PACKAGES_DIR: packagesDir });
  browser = await launchBrowser();
  client = api();
  const email = `corpus-${Date.now()}@exemple.fr`;
  const signUp = await client.post('/api/auth/sign-up/email', { email, password: 'motdepasse-corpus', name: 'Corpus' });
  expect(signUp.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await registry?.close();
  if (packagesDir) await rm(packagesDir, { recursive: true, force: true });
});

/** The app in a frame sandboxed as the studio's, on a page of the app origin (the content origin's CSP wants one). */
async function openInFrame(url: string, width: number) {
  const session = await openPage(browser, server.url, { width, height: 900 });
  const problems: string[] = [];
  session.page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith(server.contentUrl)) problems.push(message.text());
  });
  session.page.on('pageerror', (error) => problems.push(error.message));
  await session.page.goto('/robots.txt');
  await session.page.evaluate(
    ({ src, sandbox }) => {
      document.body.innerHTML = '';
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', sandbox);
      frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0';
      frame.src = src;
      document.body.append(frame);
    },
    { src: url, sandbox: PREVIEW_SANDBOX },
  );
  const element = await session.page.waitForSelector('iframe');
  let frame: Frame | null = null;
  await expect
    .poll(async () => {
      frame = await element.contentFrame();
      return frame?.url() ?? '';
    })
    .not.toBe('');
  return { ...session, frame: () => frame!, problems };
}

describe('des applications React comme on en trouve dans les dépôts publics', () => {
  it('le corpus en compte au moins trente', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus.map((app) => [app.manifest.title, app.manifest.style, app] as const))(
    '« %s » (%s) s’affiche sans erreur, avec ses styles Tailwind',
    async (_title, _style, app) => {
      const response = await client.post('/api/preview', { files: app.files });
      expect(response.status, response.text).toBe(200);
      const preview = (response.json as { preview: PreviewBuild }).preview;
      expect(preview.errors.map((error) => error.message)).toEqual([]);
      expect(preview.status).toBe('ready');

      const session = await openInFrame(preview.url, 1280);
      try {
        await expect
          .poll(
            async () =>
              session
                .frame()
                .locator('body')
                .innerText()
                .catch(() => ''),
            { timeout: 20_000 },
          )
          .toContain(app.manifest.expect.text);
        const styled = session.frame().locator(app.manifest.expect.selector).first();
        for (const [property, value] of Object.entries(app.manifest.expect.style)) {
          await expect
            .poll(() => styled.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property))
            .toBe(value);
        }
        expect(session.problems).toEqual([]);
      } finally {
        await session.close();
      }
    },
  );
});
