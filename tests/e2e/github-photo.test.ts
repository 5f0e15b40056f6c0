import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../support/fake-github-server.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

let fake: FakeGithub;
let server: TestServer;
let browser: Browser;
const LONG = { timeout: 20_000 };

beforeAll(async () => {
  fake = await startFakeGithub({ clientId: 'lumi-test', clientSecret: 'lumi-test-secret', user: { login: 'camille-dev', id: 4242 } });
  server = await startTestServer(
    {
      GITHUB_LINK_CLIENT_ID: 'lumi-test',
      GITHUB_LINK_CLIENT_SECRET: 'lumi-test-secret',
      GITHUB_API_URL: fake.url,
      GITHUB_WEB_URL: fake.url,
    },
    { rateLimits: { signUp: 100, signIn: 100 } },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

describe('« Utiliser ma photo GitHub » dans Chromium', () => {
  it('une personne lie son compte GitHub, prend sa photo GitHub, et le menu du compte la montre en 256×256', async () => {
    const { page, context, assertNoErrors, close } = await openPage(browser, server.url);
    const email = `github-photo-${Date.now()}@exemple.fr`;
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'motdepasse-photo-e2e', name: 'photo' },
      headers: { origin: server.url },
    });
    expect(signUp.status()).toBe(200);

    await page.goto('/profile');
    // Not linked yet: nothing to take the photo from.
    await expect.poll(() => page.getByRole('button', { name: 'Connecter GitHub' }).count(), LONG).toBe(1);
    expect(await page.getByRole('button', { name: 'Utiliser ma photo GitHub' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Connecter GitHub' }).click();
    await expect.poll(() => page.getByText('GitHub connecté', { exact: true }).count(), LONG).toBeGreaterThan(0);
    const menuPhoto = page.getByRole('button', { name: `Menu du compte ${email}` }).locator('img');
    expect(await menuPhoto.count()).toBe(0);

    await page.getByRole('button', { name: 'Utiliser ma photo GitHub' }).click();
    await expect.poll(() => page.locator('[data-sonner-toast]').filter({ hasText: 'Profil mis à jour' }).count(), LONG).toBe(1);
    await expect.poll(() => menuPhoto.count(), LONG).toBe(1);
    const size = () => menuPhoto.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
    await expect.poll(size).toEqual({ width: 256, height: 256 });
    assertNoErrors();
    await close();
  });
});
