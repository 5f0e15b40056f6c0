import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100, signIn: 100 } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PHONE = { width: 375, height: 812 };

describe('pages publiques prérendues (décision 035)', () => {
  it('une page publique se lit sans JavaScript : titre, contenu, navigation et pied de page', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/pricing', 'Une formule pour chaque projet'],
      ['/', 'Décrivez votre application, Lumi la construit'],
      ['/auth', 'Connexion'],
    ] as const) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(heading);
      expect(await page.title(), path).toMatch(/Lumi/);
    }
    await page.goto('/features');
    expect(await page.getByRole('link', { name: 'Tarifs' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await context.close();
  });

  it("la page prérendue s'anime sans être redessinée et sans erreur dans la console, puis réagit", async () => {
    const { page, assertNoErrors, close } = await openPage(browser, server.url, PHONE);
    // The entry script waits until the prerendered heading is marked: hydration must keep that very node.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pricing', { waitUntil: 'commit' });
    await page.waitForSelector('h1');
    await page.evaluate(() => {
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
    });
    release();
    // The canonical link is added once the layout is hydrated (the build does not know the origin).
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.url}/pricing`);
    // The page's own screen, inside its Suspense boundary, hydrates in a pass of its own just after: React marks the
    // nodes it has taken over. A click before that moment is the race decision 035 describes.
    const hydrated = () =>
      page.evaluate(() => {
        const heading = (window as unknown as { prerendered: Element | null }).prerendered;
        return heading === document.querySelector('h1') && Object.keys(heading ?? {}).some((key) => key.startsWith('__reactFiber'));
      });
    await expect.poll(hydrated).toBe(true);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Documentation' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Documentation');
    assertNoErrors();
    await close();
  });

  it("une personne connectée qui ouvre l'accueil prérendu voit son accès au tableau de bord, et la page de connexion la conduit au tableau de bord", async () => {
    const { page, context, assertNoErrors, close } = await openPage(browser, server.url);
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      data: { email: `prerendu-${Date.now()}@exemple.fr`, password: 'motdepasse-prerendu', name: 'prerendu' },
      headers: { origin: server.url },
    });
    expect(signUp.status()).toBe(200);
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Tableau de bord' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Se connecter' }).count()).toBe(0);
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
    assertNoErrors();
    await close();
  });
});
