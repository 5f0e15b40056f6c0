import sharp from 'sharp';
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

describe('« Mon Profil » dans Chromium', () => {
  it('une personne enregistre son nom, met une photo qui apparaît dans le menu du compte, et exporte ses données', async () => {
    const { page, context, assertNoErrors, close } = await openPage(browser, server.url);
    const email = `profil-e2e-${Date.now()}@exemple.fr`;
    expect(
      (
        await context.request.post('/api/auth/sign-up/email', {
          data: { email, password: 'motdepasse-profil-e2e', name: 'profil' },
          headers: { origin: server.url },
        })
      ).status(),
    ).toBe(200);
    await page.goto('/profile');

    const name = page.getByLabel('Nom complet');
    await name.fill('Camille Martin');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText('Profil mis à jour', { exact: true }).count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('Camille Martin');

    // A real photo, 600×400: the server crops it to 256×256 and the account menu shows it.
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 14, g: 165, b: 233 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Choisir une photo de profil').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
    const menuPhoto = page.getByRole('button', { name: `Menu du compte ${email}` }).locator('img');
    await expect.poll(() => menuPhoto.count(), { timeout: 10_000 }).toBe(1);
    const size = await menuPhoto.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
    expect(size).toEqual({ width: 256, height: 256 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter mes données' }).click();
    expect((await download).suggestedFilename()).toMatch(/^lumi-export-\d{4}-\d{2}-\d{2}\.zip$/);
    assertNoErrors();
    await close();
  });
});
