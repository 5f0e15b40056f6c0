import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDS } from '../../../server/features/generation/offline/kinds/index.js';
import { generateNewApp } from '../../../server/features/generation/offline/new-app.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { launchBrowser, openPage, previewFrame } from '../browser-fixture.js';
import { APP_CASES } from './index.js';

/** The studio's status once the preview has run: « Prêt », or « Erreur » with what the frame reported. */
async function waitReady(page: Page) {
  await expect
    .poll(
      async () =>
        (await page.getByText('Erreur', { exact: true }).count()) > 0
          ? 'Erreur'
          : (await page.getByText('Prêt', { exact: true }).count()) > 0
            ? 'Prêt'
            : '',
      { timeout: 30_000 },
    )
    .toBe('Prêt');
}

/**
 * The journeys of the offline generator's apps in one language, with their own server and browser: one test file per
 * language (generated-apps-fr/-en.test.ts), so that the two halves run side by side rather than one 35-test file alone
 * at the end of the run.
 */
export function describeAppCases(lang: 'fr' | 'en') {
  let server: TestServer;
  let browser: Browser;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer({}, { rateLimits: { signUp: 200, signIn: 200 } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  describe(`les applications du générateur hors ligne fonctionnent dans l’aperçu (${lang})`, () => {
    if (lang === 'fr')
      it('chaque sorte d’application a son cas', () => {
        expect(APP_CASES.map((entry) => entry.kind).sort()).toEqual(KINDS.map((kind) => kind.id).sort());
      });

    const runs = APP_CASES.map((entry) => ({ entry, lang, prompt: entry.prompts[lang] }));
    it.each(runs)(
      '$entry.kind ($lang) : « $prompt » se construit, s’affiche sans erreur et fait ce qui est demandé',
      async ({ entry, lang, prompt }) => {
        const app = generateNewApp(prompt);
        expect(app.idea.kinds[0]!.id).toBe(entry.kind);
        expect(app.idea.lang).toBe(lang);
        // Each app is tried by a new person, in the tab the previous one used (openPage).
        const { page, context, assertNoErrors, close } = await openPage(browser, server.url);
        const signUp = await context.request.post('/api/auth/sign-up/email', {
          data: { email: `apps-e2e${++counter}-${Date.now()}@exemple.fr`, password: 'motdepasse-e2e', name: 'e2e' },
          headers: { origin: server.url },
        });
        expect(signUp.status()).toBe(200);
        const created = await context.request.post('/api/projects', {
          data: { title: app.name, files: app.files },
          headers: { origin: server.url },
        });
        expect(created.status()).toBe(201);
        const id = ((await created.json()) as { project: { id: string } }).project.id;
        await page.goto(`/studio/${id}`);
        await waitReady(page);
        const frame = await previewFrame(page, server.contentUrl);
        const reload = async (): Promise<Frame> => {
          await page.getByRole('button', { name: "Actualiser l'aperçu" }).click();
          await expect
            .poll(async () =>
              (await previewFrame(page, server.contentUrl)).evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? ''),
            )
            .toMatch(/\?actualiser=1$/);
          const next = await previewFrame(page, server.contentUrl);
          await next.waitForSelector('#root > *');
          return next;
        };
        await entry.interact({ frame, page, lang, reload });
        // Nothing the app did raised an error: the studio still says « Prêt ».
        await waitReady(page);
        assertNoErrors();
        await close();
      },
    );
  });
}
