import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

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

/** zod's, better-auth's and HTTP's English words; « … » quotes what the person typed and is left out. */
const ENGLISH =
  /\b(invalid|expected|required|received|unrecognized|unexpected|malformed|must be|too (?:big|small|long|short)|not found|unauthorized|forbidden|internal server error|bad request|failed|password|user|email is|token)\b/i;

/** What the page says about the refusal: its toasts, alerts and the red lines under fields. */
async function messagesShown(page: Page): Promise<string[]> {
  const texts = await page.locator('[data-sonner-toast], [role="alert"], p.text-destructive').allInnerTexts();
  return texts.map((text) => text.replace(/«[^»]*»/g, '').trim()).filter(Boolean);
}

async function expectFrench(page: Page, what: string) {
  await expect.poll(() => messagesShown(page), { message: what }).not.toEqual([]);
  for (const message of await messagesShown(page)) expect(message, `${what} : ${message}`).not.toMatch(ENGLISH);
}

describe('chaque formulaire mal rempli répond en français', () => {
  it('connexion, inscription et nouveau mot de passe : un mauvais mot de passe, un email invalide, un lien expiré', async () => {
    const { page, close } = await openPage(browser, server.url);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('personne@exemple.fr');
    await page.locator('#password').fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => messagesShown(page)).toContain('Erreur\nEmail ou mot de passe incorrect');
    await expectFrench(page, 'connexion refusée');

    await page.goto('/auth');
    await page.getByLabel('Email').fill('pas-un-email');
    await page.locator('#password').fill('un mot de passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expectFrench(page, 'email invalide à la connexion');

    await page.goto('/auth?mode=sign-up');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expectFrench(page, 'inscription vide');

    await page.goto('/auth/reset-password?token=jeton-inconnu');
    await page.locator('#new-password').fill('un nouveau mot de passe solide');
    const confirm = page.locator('#confirm-new-password');
    if ((await confirm.count()) > 0) await confirm.fill('un nouveau mot de passe solide');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expectFrench(page, 'lien de réinitialisation inconnu');
    await close();
  });

  it('revenir de GitHub après avoir annulé la connexion dit pourquoi en français, et l’adresse perd le code', async () => {
    const { page, close } = await openPage(browser, server.url);
    const response = await page.goto('/api/auth/error?error=access_denied');
    expect(new URL(response!.url()).pathname).toBe('/auth');
    await expect.poll(() => messagesShown(page)).toContain("Erreur d'authentification\nConnexion annulée : vous n’avez pas été connecté.");
    await expectFrench(page, 'connexion GitHub annulée');
    expect(new URL(page.url()).search).toBe('');
    await close();
  });

  it('« Mon Profil » et le support : mauvais mot de passe actuel, nom trop long, demande vide', async () => {
    const { page, context, close } = await openPage(browser, server.url);
    const response = await context.request.post('/api/auth/sign-up/email', {
      data: { email: `francais${++counter}-${Date.now()}@exemple.fr`, password: 'motdepasse-e2e', name: 'e2e' },
      headers: { origin: server.url },
    });
    expect(response.status()).toBe(200);

    await page.goto('/profile');
    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot-de-passe');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('un nouveau mot de passe solide');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('un nouveau mot de passe solide');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expectFrench(page, 'mot de passe actuel faux');

    await page.goto('/profile');
    await page.getByLabel('Nom complet').fill('N'.repeat(300));
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expectFrench(page, 'nom trop long');

    await page.goto('/support');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expectFrench(page, 'demande de support vide');
    await close();
  });
});
