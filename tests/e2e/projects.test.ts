import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

let server: TestServer;
let browser: Browser;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100, signIn: 100 } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A signed-in browser profile: the account is created through the API with the profile's own cookies. */
async function signedIn() {
  const session = await openPage(browser, server.url);
  const email = `projets-e2e${++counter}-${Date.now()}@exemple.fr`;
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'motdepasse-e2e', name: 'e2e' },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return session;
}

async function seedProject(context: BrowserContext, body: Record<string, unknown>) {
  const response = await context.request.post('/api/projects', { data: body, headers: { origin: server.url } });
  expect(response.status()).toBe(201);
}

const cardTitles = (page: Page) => page.getByRole('list', { name: 'Projets' }).getByRole('heading', { level: 3 }).allTextContents();

describe('projets dans Chromium', () => {
  it("une personne sans projet voit « Aucun projet », crée un projet depuis la fenêtre « Nouveau Projet » et arrive dans le studio", async () => {
    const { page, assertNoErrors, close } = await signedIn();
    await page.goto('/projects');
    await expect.poll(() => page.getByText('Aucun projet', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('0 projet créé').count()).toBe(1);

    await page.getByRole('button', { name: 'Nouveau Projet' }).first().click();
    const create = page.getByRole('button', { name: 'Créer le projet' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Nom du projet').fill('   ');
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Nom du projet').fill('Journal de bord');
    await page.getByLabel('Type').selectOption('mobile');
    await create.click();

    await page.waitForURL(/\/dev-studio\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Journal de bord' }).count()).toBe(1);
    await page.goto('/projects');
    await expect.poll(() => page.getByText('1 projet créé').count()).toBe(1);
    await expect.poll(() => page.getByText('Application mobile').count()).toBe(1);
    assertNoErrors();
    await close();
  });

  it('une personne cherche, trie, met en favori, renomme et supprime ses projets', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    await seedProject(context, { title: 'Carnet de recettes', description: 'Recettes de grand-mère' });
    await seedProject(context, { title: 'Agenda du club', description: 'Matchs et entraînements' });
    await seedProject(context, { title: 'Boutique de bijoux', description: 'Vente en ligne de RECETTES de bijoux' });
    await page.goto('/projects');
    await expect.poll(() => page.getByText('3 projets créés').count()).toBe(1);
    // Default: last modified first.
    expect(await cardTitles(page)).toEqual(['Boutique de bijoux', 'Agenda du club', 'Carnet de recettes']);

    await page.getByLabel('Rechercher un projet').fill('recette');
    await expect.poll(() => cardTitles(page)).toEqual(['Boutique de bijoux', 'Carnet de recettes']);
    await page.getByLabel('Rechercher un projet').fill('introuvable');
    await expect.poll(() => page.getByText('Aucun projet trouvé').count()).toBe(1);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect.poll(() => cardTitles(page)).toHaveLength(3);

    await page.getByLabel('Trier par').selectOption('name');
    await expect.poll(() => cardTitles(page)).toEqual(['Carnet de recettes', 'Boutique de bijoux', 'Agenda du club']);
    await page.getByRole('button', { name: /Ordre décroissant/ }).click();
    await expect.poll(() => cardTitles(page)).toEqual(['Agenda du club', 'Boutique de bijoux', 'Carnet de recettes']);

    await page.getByRole('button', { name: 'Ajouter « Agenda du club » aux favoris' }).click();
    await expect.poll(() => page.getByText('Ajouté aux favoris').count()).toBe(1);
    await page.getByRole('button', { name: 'Favoris', exact: true }).click();
    await expect.poll(() => cardTitles(page)).toEqual(['Agenda du club']);
    await page.getByRole('button', { name: 'Favoris', exact: true }).click();

    await page.getByRole('button', { name: 'Actions du projet « Carnet de recettes »' }).click();
    await page.getByRole('menuitem', { name: 'Renommer' }).click();
    await page.getByLabel('Nom du projet').fill('Livre de cuisine');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText('Projet renommé').count()).toBe(1);
    await expect.poll(() => cardTitles(page)).toContain('Livre de cuisine');

    await page.getByRole('button', { name: 'Actions du projet « Boutique de bijoux »' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await expect.poll(() => page.getByText('Êtes-vous sûr de vouloir supprimer « Boutique de bijoux » ?', { exact: false }).count()).toBe(1);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect.poll(() => page.getByText('Projet supprimé').count()).toBe(1);
    await expect.poll(() => cardTitles(page)).not.toContain('Boutique de bijoux');
    await expect.poll(() => page.getByText('2 projets créés').count()).toBe(1);

    await page.reload();
    await expect.poll(() => cardTitles(page)).toHaveLength(2);
    expect(await cardTitles(page)).toContain('Livre de cuisine');
    assertNoErrors();
    await close();
  });

  it('le générateur crée le projet déduit du prompt et ouvre le studio une seconde après le message de succès', async () => {
    const { page, assertNoErrors, close } = await signedIn();
    await page.goto('/generator');
    await page.getByRole('button', { name: /Portfolio/ }).click();
    await expect.poll(() => page.getByText(/\/500 caractères/).textContent()).toMatch(/^\d+\/500 caractères$/);
    await expect.poll(() => page.getByText('Lumi a compris :').count()).toBe(1);
    await page.getByRole('button', { name: 'Générer le projet' }).click();
    await expect.poll(() => page.getByText('✨ Projet créé avec succès !').count()).toBe(1);
    await page.waitForURL(/\/dev-studio\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Portfolio' }).count()).toBe(1);
    assertNoErrors();
    await close();
  });

  it('le tableau de bord montre les vrais chiffres et les projets récents', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    await page.goto('/dashboard');
    await expect.poll(() => page.getByText("Vous n'avez pas encore de projet.").count()).toBe(1);
    await seedProject(context, { title: 'Premier essai' });
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: /Premier essai/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('group', { name: 'Projets au total' }).textContent()).toMatch(/^Projets au total1/);
    await expect.poll(() => page.getByRole('group', { name: 'Projets actifs' }).textContent()).toMatch(/^Projets actifs0/);
    assertNoErrors();
    await close();
  });
});
