import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
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
  it("une personne sans build lance « Créer mon premier build » pour une version de son projet, le voit se terminer, et télécharge le code source", async () => {
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
    // Web, Android and iOS are not built yet: they say so and cannot be chosen.
    expect(await dialog.getByRole('radio', { name: /Android/ }).isDisabled()).toBe(true);
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
});
