import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeApp } from '../support/sample-apps.js';
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

async function signedIn(viewport?: { width: number; height: number }) {
  const session = await openPage(browser, server.url, viewport);
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email: `builds-e2e${++counter}-${Date.now()}@exemple.fr`, password: 'motdepasse-e2e', name: 'e2e' },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return session;
}

describe('page des builds dans Chromium', () => {
  it('une personne sans build lance « Créer mon premier build » pour une version de son projet, le voit se terminer, et télécharge le code source', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const created = await context.request.post('/api/projects', {
      data: { title: 'Carnet de randonnées', files: { 'src/App.tsx': 'export default function App() { return <h1>Version 1</h1>; }\n' } },
      headers: { origin: server.url },
    });
    const projectId = ((await created.json()) as { project: { id: string } }).project.id;
    await context.request.post(`/api/projects/${projectId}/versions`, {
      data: { baseVersion: 1, files: { 'src/App.tsx': 'export default function App() { return <h1>Version 2</h1>; }\n' } },
      headers: { origin: server.url },
    });

    await page.goto('/builds');
    await expect.poll(() => page.getByText('Aucun build pour le moment').count()).toBe(1);
    await page.getByRole('button', { name: 'Créer mon premier build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau build' });
    await expect.poll(() => dialog.getByLabel('Projet', { exact: true }).inputValue()).toBe(projectId);
    expect(await dialog.getByRole('radio', { name: /Android/ }).isDisabled()).toBe(false);
    expect(await dialog.getByRole('radio', { name: /Code source/ }).isChecked()).toBe(true);
    await expect.poll(() => dialog.getByLabel('Version', { exact: true }).locator('option').count()).toBe(3);
    await dialog.getByLabel('Version', { exact: true }).selectOption('1');
    await dialog.getByRole('button', { name: 'Lancer le build' }).click();
    await expect.poll(() => page.getByText('Build en cours', { exact: true }).count()).toBe(1);

    const row = page.getByRole('list', { name: 'Builds' }).getByRole('listitem');
    await expect.poll(() => row.getByText('Terminé', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    expect(await row.textContent()).toContain('Carnet de randonnées');
    expect(await row.textContent()).toMatch(/SOURCE · version\u00a01 · \d+,\d\u00a0Ko · \d+\u00a0s/);
    const counter = (label: string) => page.getByRole('group', { name: label }).textContent();
    expect(await counter('Builds réussis')).toContain('1');
    expect(await counter('Total builds')).toContain('1');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Télécharger/ }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe('carnet-de-randonnees.zip');
    const entries = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
    expect(strFromU8(entries['carnet-de-randonnees/src/App.tsx']!)).toContain('Version 1');
    assertNoErrors();
    await close();
  });

  it("une personne construit son application pour le web, voit la progression avancer, la télécharge, la publie depuis le studio, et un visiteur l'ouvre, l'installe et la rouvre hors ligne", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const created = await context.request.post('/api/projects', {
      data: { title: 'Carnet de recettes', files: largeApp() },
      headers: { origin: server.url },
    });
    const projectId = ((await created.json()) as { project: { id: string } }).project.id;

    await page.goto('/builds');
    await page.getByRole('button', { name: 'Créer mon premier build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau build' });
    await expect.poll(() => dialog.getByLabel('Projet', { exact: true }).inputValue()).toBe(projectId);
    await dialog.getByRole('radio', { name: /Web/ }).check();
    // Every value the progress bar takes, as a person watching it would see them.
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { progressSeen: Set<string> }).progressSeen = seen;
      new MutationObserver(() =>
        document.querySelectorAll('[role="progressbar"]').forEach((bar) => seen.add(bar.getAttribute('aria-valuenow') ?? '')),
      ).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await dialog.getByRole('button', { name: 'Lancer le build' }).click();
    const row = page.getByRole('list', { name: 'Builds' }).getByRole('listitem');
    await expect.poll(() => row.getByText('Terminé', { exact: true }).count(), { timeout: 60_000 }).toBe(1);
    const seen = await page.evaluate(() => [...(window as unknown as { progressSeen: Set<string> }).progressSeen].map(Number));
    expect(seen.filter((value) => value > 0 && value < 100).length, `valeurs vues : ${seen.join(', ')}`).toBeGreaterThanOrEqual(1);
    expect(new Set(seen).size).toBeGreaterThanOrEqual(2);
    expect(await row.textContent()).toMatch(/WEB · version\u00a01 · \d+,\d\u00a0(Ko|Mo)/);
    expect(await row.textContent()).toContain('Site web (.zip)');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Télécharger/ }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe('carnet-de-recettes-web.zip');
    const site = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
    expect(Object.keys(site)).toEqual(expect.arrayContaining(['index.html', 'sw.js', 'manifest.webmanifest', 'icons/icon-512.png']));

    await page.goto(`/dev-studio/${projectId}`);
    await page.getByRole('button', { name: 'Publier ou construire' }).click();
    await page.getByRole('menuitem', { name: 'Publier sur le web…' }).click();
    const publish = page.getByRole('dialog', { name: 'Publier sur le web' });
    await expect.poll(() => publish.getByLabel("Adresse de l'application").inputValue()).toBe('carnet-de-recettes');
    await publish.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect.poll(() => publish.getByText(/En ligne · version 1/).count(), { timeout: 60_000 }).toBe(1);
    const url = (await publish.getByTestId('published-url').textContent())!;
    expect(url).toBe(`${server.contentUrl}/a/carnet-de-recettes/`);
    assertNoErrors();

    // A visitor, in a browser profile of their own.
    const visitor = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'fr-FR' });
    const origins = new Set<string>();
    const problems: string[] = [];
    visitor.on('request', (request) => origins.add(new URL(request.url()).origin));
    const app = await visitor.newPage();
    app.on('pageerror', (error) => problems.push(error.message));
    app.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await app.goto(url);
    await expect.poll(() => app.getByText('Kouign-amann').count()).toBe(1);
    await app.getByRole('link', { name: 'Favoris' }).click();
    await expect.poll(() => app.getByText('Mes favoris').count()).toBe(1);
    expect(app.url()).toBe(`${url}favoris`);
    expect(await app.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope))).toBe(url);
    expect(await app.evaluate(() => document.cookie)).toBe('');
    await app.reload();
    await expect.poll(() => app.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await visitor.setOffline(true);
    await app.goto(url);
    await expect.poll(() => app.getByText('Kouign-amann').count()).toBe(1);
    expect([...origins]).toEqual([server.contentUrl]);
    expect(problems).toEqual([]);
    await visitor.close();

    // The owner sees the address and the visits on the project list and the dashboard.
    await page.goto('/projects');
    const card = page.locator('.bg-card', { hasText: 'Carnet de recettes' }).first();
    await expect.poll(() => card.getByRole('link', { name: url.replace(/^https?:\/\//, '') }).count()).toBe(1);
    expect(await card.getByTitle('Visites sur les 30 derniers jours').textContent()).toMatch(/^[1-9]\d* visites? sur 30 jours$/);
    await page.goto('/dashboard');
    const published = page.getByRole('group', { name: 'Applications publiées' });
    await expect.poll(() => published.textContent()).toMatch(/Applications publiées1[1-9]\d* visites? sur 30 jours/);
    assertNoErrors();
    await close();
  });
});
