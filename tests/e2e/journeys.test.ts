import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdminRole } from '../../server/auth/set-admin-role.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';
import { expectedNextRequest, spendAiQuota } from './quota-fixture.js';

let server: TestServer;
let browser: Browser;
let counter = 0;
const freshEmail = () => `parcours${++counter}-${Date.now()}@exemple.fr`;
const PASSWORD = 'motdepasse-e2e';

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'patronne@exemple.fr' }, { rateLimits: { signUp: 100, signIn: 100 } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signUpThroughForm(page: Page, email: string) {
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: "S'inscrire" }).click();
}

describe('parcours dans Chromium', () => {
  it("un visiteur décrit son idée sur l'accueil, crée un compte, et son idée devient un projet ouvert dans le studio", async () => {
    const { page, assertNoErrors, close } = await openPage(browser, server.url);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Lumi la construit');
    await page.getByRole('button', { name: 'Un site e-commerce pour les artisans locaux' }).click();
    await expect
      .poll(() => page.getByLabel("Décrivez votre idée d'application").inputValue())
      .toBe('Un site e-commerce pour les artisans locaux');
    await page.getByRole('button', { name: 'Générer avec Lumi' }).click();

    await page.waitForURL('**/auth');
    await expect.poll(() => page.getByText('Vous devez être connecté pour générer une application').count()).toBe(1);
    await signUpThroughForm(page, freshEmail());

    // The idea kept across sign-up becomes a real project, opened in the studio.
    await page.waitForURL(/\/dev-studio\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Un site e-commerce pour les artisans locaux' }).count()).toBe(1);
    await page.goto('/projects');
    await expect.poll(() => page.getByText('1 projet créé').count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Un site e-commerce pour les artisans locaux', exact: true }).count()).toBe(1);
    assertNoErrors();
    await close();
  });

  it('une personne se déconnecte, ne peut plus ouvrir le tableau de bord, puis se reconnecte et y revient', async () => {
    const email = freshEmail();
    const { page, assertNoErrors, close } = await openPage(browser, server.url);
    await page.goto('/auth');
    await signUpThroughForm(page, email);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(`Bienvenue, ${email}`).count()).toBe(1);

    await page.getByRole('button', { name: `Menu du compte ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect.poll(() => page.getByText('Déconnexion réussie').count()).toBe(1);

    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(`Bienvenue, ${email}`).count()).toBe(1);
    assertNoErrors();
    await close();
  });

  it("un onglet ouvert avant une mise à jour de Lumi, dont l'écran demandé n'existe plus, charge la nouvelle version au lieu d'une page blanche", async () => {
    const { page, close } = await openPage(browser, server.url);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The deployment replaced the pricing page's chunk: the first request for it finds nothing, as after an update.
    let gone = true;
    const refused: number[] = [];
    await page.route(/\/assets\/pricing-page-[\w-]+\.js$/, async (route) => {
      if (!gone) return route.continue();
      gone = false;
      const response = await route.fetch({ url: `${server.url}/assets/pricing-page-ancien0.js` });
      refused.push(response.status());
      await route.fulfill({ response });
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Tarifs' }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Une formule pour chaque projet' }).count(), { timeout: 20_000 }).toBe(1);
    expect(refused).toEqual([404]);
    expect(await page.evaluate(() => sessionStorage.getItem('lumi-reloaded-at'))).not.toBeNull();
    await close();
  });

  it('un visiteur qui ouvre une page protégée est renvoyé vers /auth', async () => {
    const { page, assertNoErrors, close } = await openPage(browser, server.url);
    for (const path of ['/dashboard', '/projects', '/admin']) {
      await page.goto(path);
      await page.waitForURL('**/auth');
    }
    assertNoErrors();
    await close();
  });

  it('un utilisateur ordinaire qui ouvre /admin est renvoyé vers /dashboard, un administrateur y entre', async () => {
    const user = await openPage(browser, server.url);
    await user.page.goto('/auth');
    await signUpThroughForm(user.page, freshEmail());
    await user.page.waitForURL('**/dashboard');
    expect(await user.page.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    await user.page.goto('/admin');
    await user.page.waitForURL('**/dashboard');
    await expect.poll(() => user.page.getByText('Accès refusé').count()).toBe(1);
    user.assertNoErrors();
    await user.close();

    // Without SMTP nothing is verified, so ADMIN_EMAILS alone grants nothing; `npm run admin` does.
    const admin = await openPage(browser, server.url);
    await admin.page.goto('/auth');
    await signUpThroughForm(admin.page, 'patronne@exemple.fr');
    await admin.page.waitForURL('**/dashboard');
    expect(await admin.page.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    expect((await setAdminRole(server.server.deps.database.db, { email: 'patronne@exemple.fr', admin: true })).outcome).toBe('granted');
    await admin.page.reload();
    await expect.poll(() => admin.page.getByText('Administrateur').count()).toBeGreaterThan(0);
    await admin.page.getByRole('link', { name: 'Administration' }).first().click();
    await admin.page.waitForURL('**/admin');
    admin.assertNoErrors();
    await admin.close();
  });

  it("l'inscription refuse un mot de passe parmi les plus courants et le dit sous le formulaire", async () => {
    const { page, assertNoErrors, close } = await openPage(browser, server.url);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await page.getByLabel('Email').fill(freshEmail());
    await page.getByLabel('Mot de passe', { exact: true }).fill('aaaaaaaa');
    await page.getByLabel('Confirmer le mot de passe').fill('aaaaaaaa');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'Ce mot de passe fait partie des plus utilisés : choisissez-en un plus difficile à deviner.' })
          .count(),
      )
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/auth');
    assertNoErrors();
    await close();
  });

  it("l'inscription refuse deux mots de passe différents, et Google sans clés le dit clairement", async () => {
    const { page, assertNoErrors, close } = await openPage(browser, server.url);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await page.getByLabel('Email').fill(freshEmail());
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill('autre-chose-123');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Les mots de passe ne correspondent pas' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await expect.poll(() => page.getByText(/Google Auth n'est pas activé/).count()).toBe(1);
    expect(page.url()).toContain('/auth');
    assertNoErrors();
    await close();
  });

  it("la page d'état affiche l'état réel du service et l'adresse inconnue affiche la page 404 en anglais", async () => {
    const { page, assertNoErrors, close } = await openPage(browser, server.url);
    await page.goto('/status');
    await expect.poll(() => page.getByText('Tous les systèmes sont opérationnels').count()).toBe(1);
    await page.goto('/nulle-part');
    await expect.poll(() => page.getByText('Oops! Page not found').count()).toBe(1);
    assertNoErrors();
    await close();
  });
});

describe('parcours : quota IA épuisé', () => {
  it("une personne au quota épuisé envoie une idée depuis l'accueil : l'idée reste, la page dit quand réessayer, et aucun projet n'occupe une place gratuite", async () => {
    const quotaServer = await startTestServer({ AI_OFFLINE_DELAY_MS: '0', AI_FREE_DAILY_REQUESTS: '1' }, { rateLimits: { signUp: 10 } });
    try {
      const { page, context, assertNoErrors, close } = await openPage(browser, quotaServer.url);
      const email = freshEmail();
      const signUp = await context.request.post('/api/auth/sign-up/email', {
        data: { email, password: PASSWORD, name: 'e2e' },
        headers: { origin: quotaServer.url },
      });
      expect(signUp.status()).toBe(200);
      await spendAiQuota(context, quotaServer, 1);

      await page.goto('/');
      const idea = 'Un suivi de fitness avec des défis entre amis';
      await page.getByLabel("Décrivez votre idée d'application").fill(idea);
      await page.getByRole('button', { name: 'Générer avec Lumi' }).click();
      const expected = await expectedNextRequest(quotaServer, email);
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Prochaine requête' }).textContent()).toContain(expected);
      expect(await page.getByLabel("Décrivez votre idée d'application").inputValue()).toBe(idea);
      expect(await page.getByRole('button', { name: 'Générer avec Lumi' }).isDisabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
      const projects = (await (await context.request.get('/api/projects')).json()) as { projects: unknown[] };
      expect(projects.projects).toEqual([]);
      assertNoErrors();
      await close();
    } finally {
      await quotaServer.close();
    }
  });
});
