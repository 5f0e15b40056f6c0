import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userRoles, users } from '../../server/db/schema.js';
import { createHttpClient } from '../support/http-client.js';
import { readGenerationEvents } from '../support/sse-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

let server: TestServer;
let browser: Browser;
const stamp = Date.now();
const adminEmail = `console-admin-${stamp}@exemple.fr`;
const aliceEmail = `console-alice-${stamp}@exemple.fr`;
let aliceId: string;
const db = () => server.server.deps.database.db;

beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0' }, { rateLimits: { signUp: 100, signIn: 100 } });
  browser = await launchBrowser();
  const admin = createHttpClient(server.url);
  expect((await admin.signUp(adminEmail, 'motdepasse-console-admin')).status).toBe(200);
  const [adminRow] = await db().select().from(users).where(eq(users.email, adminEmail));
  await db().insert(userRoles).values({ userId: adminRow!.id, role: 'admin' });

  // Alice: a project, one AI generation (offline model), a support request.
  const alice = createHttpClient(server.url);
  expect((await alice.signUp(aliceEmail, 'motdepasse-console-alice')).status).toBe(200);
  aliceId = ((await alice.get('/api/me')).json!.user as { id: string }).id;
  const created = await alice.post('/api/projects', {
    title: 'Carnet de recettes d’Alice',
    files: { 'src/App.tsx': 'export default function App() { return <h1>Recettes</h1>; }\n' },
  });
  const projectId = (created.json!.project as { id: string }).id;
  const generation = await fetch(`${server.url}/api/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: [...alice.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: JSON.stringify({ mode: 'code', projectId, message: 'Ajoute une page de contact' }),
  });
  expect((await readGenerationEvents(generation)).at(-1)?.type).toBe('done');
  await alice.post('/api/projects', {
    title: 'Brouillon à supprimer',
    files: { 'src/App.tsx': 'export default function App() { return null; }\n' },
  });
  expect(
    (await alice.post('/api/support/tickets', { subject: 'Export impossible', message: 'Le zip de mon projet ne se télécharge pas.' }))
      .status,
  ).toBe(201);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signInAsAdmin(viewport?: { width: number; height: number }) {
  const session = await openPage(browser, server.url, viewport);
  const response = await session.context.request.post('/api/auth/sign-in/email', {
    data: { email: adminEmail, password: 'motdepasse-console-admin' },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return session;
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
};
const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

describe("console d'administration dans Chromium", () => {
  it('un administrateur parcourt les huit onglets et une fiche utilisateur, et agit dans chacun', async () => {
    const { page, assertNoErrors, close } = await signInAsAdmin({ width: 1440, height: 900 });
    await page.goto('/admin');
    await expect.poll(() => page.getByText('Super Admin').count()).toBe(1);

    // Vue d'ensemble: the figures come from the database (2 accounts, 2 projects).
    const figures = page.getByRole('region', { name: 'Chiffres clés' });
    await expect.poll(async () => (await figures.textContent()) ?? '').toMatch(/Utilisateurs totaux\s*2/);
    expect(await figures.textContent()).toMatch(/Projets\s*2/);

    // Réponses IA: the offline model's answer to Alice, verified.
    await openTab(page, 'Réponses IA');
    expect(page.url()).toContain('tab=ai-responses');
    await page
      .getByRole('button', { name: /Voir la réponse du/ })
      .first()
      .click();
    await expect.poll(() => page.getByText('Ajoute une page de contact').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await toast(page, 'Réponse vérifiée');
    await page.getByRole('button', { name: 'Fermer le panneau' }).click();

    // Utilisateurs: suspend Alice.
    await openTab(page, 'Utilisateurs');
    await page.getByRole('button', { name: `Actions pour ${aliceEmail}` }).click();
    await page.getByRole('menuitem', { name: 'Suspendre' }).click();
    const suspend = page.getByRole('alertdialog');
    await suspend.getByLabel('Raison (facultative)').fill('Contenus signalés');
    await suspend.getByRole('button', { name: 'Suspendre' }).click();
    await toast(page, 'Utilisateur suspendu');
    expect((await createHttpClient(server.url).signIn(aliceEmail, 'motdepasse-console-alice')).status).toBe(403);

    // Projets: delete the draft with the spec's dialog.
    await openTab(page, 'Projets');
    await page.getByRole('button', { name: 'Supprimer Brouillon à supprimer' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(
      'Êtes-vous sûr de vouloir supprimer "Brouillon à supprimer" ? Cette action est irréversible.',
    );
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, 'Projet supprimé avec succès');
    await expect.poll(() => page.getByText('Brouillon à supprimer').count()).toBe(0);

    // Support: answer Alice's request.
    await openTab(page, 'Support');
    await page.getByText('Export impossible').first().click();
    await page.getByPlaceholder("Écrivez votre réponse à l'utilisateur…").fill('Corrigé : réessayez, le téléchargement fonctionne.');
    await page.getByRole('button', { name: 'Répondre' }).click();
    await toast(page, 'Réponse envoyée');

    // Audit: filter on the suspension just made.
    await openTab(page, 'Audit');
    await page.getByRole('button', { name: /^Filtrer/ }).click();
    await page.getByRole('form', { name: 'Filtres du journal' }).getByLabel('Action', { exact: true }).fill('user.suspend');
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Détails de l'action/ }).count()).toBe(1);
    await page.getByRole('button', { name: /Détails de l'action user\.suspend/ }).click();
    await expect.poll(async () => (await page.getByRole('dialog').textContent()) ?? '').toContain('Contenus signalés');
    await page.keyboard.press('Escape');

    // Système: a real sample now.
    await openTab(page, 'Système');
    await page.getByRole('button', { name: 'Générer métriques' }).click();
    await toast(page, 'Métriques enregistrées');
    await expect.poll(() => page.getByText('Utilisation CPU').count()).toBeGreaterThan(0);

    // Paramètres: the running configuration.
    await openTab(page, 'Paramètres');
    await expect.poll(() => page.getByText('lumi-offline-1').count()).toBeGreaterThan(0);
    // The tab is in the address: a reload stays on it.
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'Paramètres', selected: true }).count()).toBe(1);

    // Alice's page: reactivate her.
    await page.goto(`/admin/users/${aliceId}`);
    await expect.poll(() => page.getByText(aliceEmail).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Réactiver' }).click();
    await toast(page, 'Utilisateur réactivé');
    expect((await createHttpClient(server.url).signIn(aliceEmail, 'motdepasse-console-alice')).status).toBe(200);
    assertNoErrors();
    await close();
  });

  it('sur un téléphone, les sections se choisissent dans une liste et rien ne dépasse sur le côté', async () => {
    const { page, assertNoErrors, close } = await signInAsAdmin({ width: 375, height: 800 });
    for (const tab of ['users', 'audit']) {
      await page.goto(`/admin?tab=${tab}`);
      await expect.poll(() => page.getByLabel("Section de l'administration").inputValue()).toBe(tab);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
    assertNoErrors();
    await close();
  });

  it('un administrateur dont le rôle est retiré pendant qu’il a la console ouverte voit « Accès administrateur requis » à sa prochaine action', async () => {
    const email = `console-ex-admin-${stamp}@exemple.fr`;
    const session = await openPage(browser, server.url);
    await session.context.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'motdepasse-console-ex', name: 'ex' },
      headers: { origin: server.url },
    });
    const [row] = await db().select().from(users).where(eq(users.email, email));
    await db().insert(userRoles).values({ userId: row!.id, role: 'admin' });
    await session.page.goto('/admin?tab=settings');
    await expect.poll(() => session.page.getByText('lumi-offline-1').count()).toBeGreaterThan(0);
    await db().delete(userRoles).where(eq(userRoles.userId, row!.id));
    // The next section asked for: the server refuses, the console says why.
    await session.page.getByRole('tab', { name: 'Utilisateurs' }).click();
    await expect
      .poll(() => session.page.getByRole('heading', { name: 'Accès administrateur requis' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await session.page.getByRole('link', { name: 'Retour au tableau de bord' }).getAttribute('href')).toBe('/dashboard');
    expect(await session.page.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth');
    await session.close();
  });

  it('une personne sans rôle administrateur est renvoyée au tableau de bord avec « Accès refusé »', async () => {
    const session = await openPage(browser, server.url);
    await session.context.request.post('/api/auth/sign-up/email', {
      data: { email: `console-curieux-${stamp}@exemple.fr`, password: 'motdepasse-console-x', name: 'x' },
      headers: { origin: server.url },
    });
    await session.page.goto('/admin?tab=users');
    await expect.poll(() => new URL(session.page.url()).pathname).toBe('/dashboard');
    await toast(session.page, 'Accès refusé');
    await session.close();
  });
});
