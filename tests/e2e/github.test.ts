import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../support/fake-github-server.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

let fake: FakeGithub;
let server: TestServer;
let browser: Browser;
let counter = 0;
const LONG = { timeout: 20_000 };

const APP = 'export default function App() {\n  return <h1>Recettes</h1>;\n}\n';
const STYLES = 'h1 { color: tomato; }\n';

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

async function signedIn() {
  const session = await openPage(browser, server.url);
  const email = `github${++counter}-${Date.now()}@exemple.fr`;
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'motdepasse-github-e2e', name: 'github' },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return session;
}

/** « Connecter GitHub » in « Mon Profil »: the fake approves at once and the browser comes back to the profile. */
async function connectGithub(page: Page, login: string) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Connecter GitHub' }).click();
  await expect.poll(() => page.getByText('GitHub connecté', { exact: true }).count(), LONG).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('link', { name: `@${login}` }).count()).toBe(1);
  // The address no longer says how the connection went: a reload would not toast again.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/profile');
}

async function createProject(context: BrowserContext, title: string, files: Record<string, string>): Promise<string> {
  const response = await context.request.post('/api/projects', { data: { title, files }, headers: { origin: server.url } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { project: { id: string } }).project.id;
}

async function projectFiles(context: BrowserContext, id: string) {
  const response = await context.request.get(`/api/projects/${id}`);
  return (await response.json()) as { project: { versionNumber: number }; files: Record<string, string> };
}

const githubMenu = (page: Page) => page.getByRole('button', { name: 'GitHub', exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Opens a file from the tree and adds a line at its end, in Monaco. */
async function appendLine(page: Page, path: string, text: string) {
  await page.locator(`button[title="${path}"]`).click();
  await page.locator('.monaco-editor .view-lines').first().click({ timeout: 20_000 });
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

describe('GitHub dans Chromium', () => {
  it('une personne lie son compte GitHub depuis son profil, crée un dépôt pour son projet, puis y pousse une modification faite dans le studio', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    await page.goto('/profile');
    await page.getByLabel('Nom complet').fill('Camille Martin');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText('Profil mis à jour', { exact: true }).count()).toBeGreaterThan(0);

    await connectGithub(page, 'camille-dev');
    await expect.poll(() => page.getByText('accès aux dépôts privés et publics').count()).toBe(1);

    const id = await createProject(context, 'Carnet de recettes', { 'src/App.tsx': APP, 'src/styles.css': STYLES });
    await page.goto(`/studio/${id}`);
    await githubMenu(page).click();
    await page.getByRole('menuitem', { name: 'Créer un dépôt…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un dépôt' });
    expect(await dialog.getByLabel('Nom').inputValue()).toBe('carnet-de-recettes');
    expect(await dialog.getByLabel('Dépôt privé').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Créer le dépôt' }).click();
    await expect.poll(() => toast(page, 'Dépôt créé avec succès').count(), LONG).toBe(1);

    const saved = await projectFiles(context, id);
    expect(fake.filesOf('camille-dev', 'carnet-de-recettes')).toEqual(saved.files);
    expect(fake.repo('camille-dev', 'carnet-de-recettes')?.private).toBe(true);

    await githubMenu(page).click();
    const link = page.getByRole('menuitem', { name: 'camille-dev/carnet-de-recettes' });
    expect(await link.getAttribute('href')).toBe(`${fake.url}/camille-dev/carnet-de-recettes`);
    expect(await link.getAttribute('rel')).toContain('noopener');
    await expect.poll(() => page.getByText('À jour', { exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');

    // Not saved yet: « Pousser » saves the edit first, then pushes the saved version.
    await appendLine(page, 'src/App.tsx', '// Poussé depuis Lumi');
    await githubMenu(page).click();
    await page.getByRole('menuitem', { name: 'Pousser' }).click();
    await expect.poll(() => toast(page, 'Poussé sur GitHub').count(), LONG).toBe(1);
    expect(fake.filesOf('camille-dev', 'carnet-de-recettes')['src/App.tsx']).toContain('// Poussé depuis Lumi');
    expect(fake.filesOf('camille-dev', 'carnet-de-recettes')).toEqual((await projectFiles(context, id)).files);

    await githubMenu(page).click();
    await page.getByRole('menuitem', { name: 'Pousser' }).click();
    await expect.poll(() => toast(page, 'Déjà à jour sur GitHub').count(), LONG).toBe(1);
    assertNoErrors();
    await close();
  });

  it('un fichier changé dans Lumi et sur GitHub : la personne choisit la version de GitHub dans le dialogue, et le studio la montre', async () => {
    fake.setUser({ login: 'dominique-dev', id: 4343 });
    const { page, context, assertNoErrors, close } = await signedIn();
    await connectGithub(page, 'dominique-dev');
    const id = await createProject(context, 'Liste de courses', { 'src/App.tsx': APP, 'src/styles.css': STYLES });
    const created = await context.request.post(`/api/projects/${id}/github/repo`, {
      data: { name: 'courses', private: false },
      headers: { origin: server.url },
    });
    expect(created.status()).toBe(201);

    // Both sides change the same file after the first push.
    const before = await projectFiles(context, id);
    const lumiSide = { ...before.files, 'src/App.tsx': APP.replace('Recettes', 'Courses (Lumi)') };
    const saved = await context.request.post(`/api/projects/${id}/versions`, {
      data: { baseVersion: before.project.versionNumber, files: lumiSide },
      headers: { origin: server.url },
    });
    expect(saved.ok()).toBe(true);
    const githubSide = APP.replace('Recettes', 'Courses (GitHub)');
    fake.commitOnServer('dominique-dev', 'courses', { 'src/App.tsx': githubSide }, 'Titre changé sur GitHub');

    await page.goto(`/studio/${id}`);
    await githubMenu(page).click();
    await page.getByRole('menuitem', { name: 'Récupérer depuis GitHub' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conflit avec GitHub' });
    await expect.poll(() => dialog.count(), LONG).toBe(1);
    await expect.poll(() => dialog.getByText('Courses (Lumi)').count()).toBe(1);
    await expect.poll(() => dialog.getByText('Courses (GitHub)').count()).toBe(1);
    const apply = dialog.getByRole('button', { name: 'Appliquer mes choix' });
    expect(await apply.isDisabled()).toBe(true);
    await dialog.getByRole('group', { name: 'src/App.tsx' }).getByRole('radio', { name: 'Prendre GitHub' }).check();
    await apply.click();

    await expect.poll(() => toast(page, 'récupérée depuis GitHub').count(), LONG).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await projectFiles(context, id)).files['src/App.tsx']).toBe(githubSide);
    // The studio loaded the new version: its editor shows GitHub's text, with nothing left to save.
    await page.locator('button[title="src/App.tsx"]').click();
    await expect.poll(() => page.getByText('Courses (GitHub)').count(), LONG).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Sauvegarder' }).isDisabled()).toBe(true);
    assertNoErrors();
    await close();
  });
});
