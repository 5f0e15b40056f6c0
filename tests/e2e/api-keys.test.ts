import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyListSchema } from '../../common/api-keys.js';
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

describe("« Clés d'API » dans Chromium", () => {
  it("une personne crée une clé d'API, la copie une seule fois, l'utilise avec l'API REST, puis la révoque", async () => {
    const { page, context, assertNoErrors, close } = await openPage(browser, server.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = `cles-e2e-${Date.now()}@exemple.fr`;
    expect(
      (
        await context.request.post('/api/auth/sign-up/email', {
          data: { email, password: 'motdepasse-cles-e2e', name: 'cles' },
          headers: { origin: server.url },
        })
      ).status(),
    ).toBe(200);
    await page.goto('/profile');
    const card = page.locator('.bg-card').filter({ has: page.getByRole('heading', { name: "Clés d'API" }) });
    await expect.poll(() => card.getByText("Aucune clé pour l'instant.").count()).toBe(1);

    // Creation: a name is required, then the key is shown in full, once.
    await card.getByRole('button', { name: 'Nouvelle clé' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Créer la clé' }).click();
    await expect.poll(() => dialog.getByText('Donnez un nom à la clé').count()).toBe(1);
    await dialog.getByLabel('Nom', { exact: true }).fill('Script de sauvegarde');
    await dialog.getByLabel('Expiration').selectOption({ label: '30 jours' });
    await dialog.getByRole('button', { name: 'Créer la clé' }).click();
    const field = dialog.getByLabel('Votre nouvelle clé');
    await expect.poll(() => field.count()).toBe(1);
    const key = await field.inputValue();
    expect(key).toMatch(/^lumi_[A-Za-z0-9_-]{40,}$/);
    await expect.poll(() => dialog.getByText('Copiez-la maintenant : elle ne sera plus affichée.').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Copier' }).click();
    await expect.poll(() => page.getByText('Clé copiée', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The server lists it by its first characters only, expiring in about 30 days.
    const listed = apiKeyListSchema.parse(await (await context.request.get('/api/api-keys')).json());
    expect(listed.keys).toHaveLength(1);
    const [apiKey] = listed.keys;
    expect(apiKey).toMatchObject({ name: 'Script de sauvegarde', prefix: key.slice(0, 11), lastUsedAt: null });
    const days = (new Date(apiKey!.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    // Once the dialog is closed the full key is nowhere in the page, nor after a reload.
    // (While shown, the key is in the page's HTML: the checks below would see it if it stayed.)
    expect(await page.content()).toContain(key);
    await dialog.getByRole('button', { name: "J'ai copié ma clé" }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.content()).not.toContain(key);
    await page.reload();
    const row = card.getByRole('listitem').filter({ hasText: 'Script de sauvegarde' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(`${apiKey!.prefix}…`);
    expect(await row.textContent()).toContain('Jamais utilisée');
    expect(await row.textContent()).toMatch(/Expire le \d{1,2} \S+ \d{4}/);
    expect(await page.content()).not.toContain(key);

    // The script uses it: the REST API answers, and the list says when it was last used.
    const used = await fetch(`${server.url}/v1/projects`, { headers: { authorization: `Bearer ${key}` } });
    expect(used.status).toBe(200);
    await page.reload();
    await expect.poll(() => row.textContent()).toMatch(/Dernière utilisation/);

    // Revocation asks first, then the key leaves the list at once.
    await row.getByRole('button', { name: 'Révoquer' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.getByText('Révoquer la clé « Script de sauvegarde » ?').count()).toBe(1);
    await confirm.getByRole('button', { name: 'Révoquer', exact: true }).click();
    await expect.poll(() => page.getByText('Clé révoquée', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => card.getByText("Aucune clé pour l'instant.").count()).toBe(1);
    expect(apiKeyListSchema.parse(await (await context.request.get('/api/api-keys')).json()).keys).toEqual([]);
    expect((await fetch(`${server.url}/v1/projects`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);

    assertNoErrors();
    await close();
  });
});
