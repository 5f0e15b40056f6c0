import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, previewFrame as previewFrameOf } from './browser-fixture.js';
import { expectedNextRequest, spendAiQuota } from './quota-fixture.js';

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

async function openDemo(
  viewport?: { width: number; height: number },
  on: TestServer = server,
  beforeOpening?: (context: BrowserContext, email: string) => Promise<void>,
) {
  const session = await openPage(browser, on.url, viewport);
  const email = `demo-e2e${++counter}-${Date.now()}@exemple.fr`;
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'motdepasse-e2e', name: 'e2e' },
    headers: { origin: on.url },
  });
  expect(response.status()).toBe(200);
  await beforeOpening?.(session.context, email);
  await session.page.goto('/studio');
  await expect.poll(() => session.page.getByText('Prêt', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
  return { ...session, email };
}

/** The demo's preview frame once its app has rendered its title. */
async function previewFrame(page: Page, on: TestServer = server): Promise<Frame> {
  const frame = await previewFrameOf(page, on.contentUrl);
  await frame.waitForSelector('h1');
  return frame;
}

const projectsOf = async (page: Page) =>
  (
    (await (await page.context().request.get('/api/projects')).json()) as {
      projects: { id: string; title: string; versionNumber: number }[];
    }
  ).projects;

describe('le studio de démonstration (/studio sans projet)', () => {
  it("l'exemple est construit par le vrai serveur d'aperçu et s'affiche stylé ; les modes d'appareil donnent la vraie largeur", async () => {
    const { page, assertNoErrors, close } = await openDemo();
    expect(page.url()).toBe(`${server.url}/studio`);
    const frame = await previewFrame(page);
    const historyLength = await page.evaluate(() => history.length);
    expect(await frame.textContent('h1')).toBe('Votre idée, en application.');
    expect(await frame.evaluate(() => getComputedStyle(document.querySelector('button')!).backgroundColor)).toBe(
      'oklch(0.541 0.281 293.009)',
    );
    await frame.click('button');
    expect(await frame.textContent('button')).toBe("J'aime (1)");

    await page.getByRole('button', { name: 'Mobile (375 × 667)' }).click();
    await expect.poll(async () => (await previewFrame(page)).evaluate(() => [innerWidth, innerHeight])).toEqual([375, 667]);
    await page.getByRole('button', { name: 'Tablette (768 × 1024)' }).click();
    await expect.poll(async () => (await previewFrame(page)).evaluate(() => innerWidth)).toBe(768);
    // Desktop fills the panel, whatever its width.
    await page.getByRole('button', { name: 'Ordinateur' }).click();
    const panelWidth = async () => Math.round((await page.locator('iframe[title="Aperçu de l\'application"]').boundingBox())?.width ?? 0);
    await expect.poll(async () => (await previewFrame(page)).evaluate(() => innerWidth)).toBe(await panelWidth());
    expect(await panelWidth()).toBeGreaterThan(375);

    const refresh = page.getByRole('button', { name: "Actualiser l'aperçu" });
    await refresh.click();
    expect(await refresh.isDisabled()).toBe(true);
    await expect.poll(() => refresh.isDisabled(), { timeout: 3000 }).toBe(false);
    // Refreshing reloads the app: its state starts again, without adding to the page's history (Back still leaves).
    expect(await (await previewFrame(page)).textContent('button')).toBe("J'aime (0)");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    assertNoErrors();
    await close();
  });

  it("arrêtée, l'aperçu est « en pause » et ne se reconstruit plus ; « Reprendre » le relance", async () => {
    const { page, assertNoErrors, close } = await openDemo();
    await page.getByRole('button', { name: "Mettre l'aperçu en pause" }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Aperçu en pause' }).count()).toBe(1);
    expect(await page.getByText('Stop', { exact: true }).count()).toBe(1);
    expect(await page.locator(`iframe[title="Aperçu de l'application"]`).count()).toBe(0);
    await page.getByRole('button', { name: 'Reprendre', exact: true }).click();
    await expect.poll(() => page.locator(`iframe[title="Aperçu de l'application"]`).count()).toBe(1);
    expect(await page.getByText('Live', { exact: true }).count()).toBe(1);
    expect(await (await previewFrame(page)).textContent('h1')).toBe('Votre idée, en application.');
    assertNoErrors();
    await close();
  });

  it('le code se lit dans des onglets, avec le nombre de lignes et « Copié » pendant 2 s', async () => {
    const { page, context, assertNoErrors, close } = await openDemo();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('tab', { name: 'Code' }).click();
    const files = page.getByRole('tablist', { name: 'Fichiers' });
    expect(await files.getByRole('tab').allTextContents()).toEqual(['App.tsx', 'FeatureCard.tsx', 'features.json', 'index.css']);
    await files.getByRole('tab', { name: 'index.css' }).click();
    expect(await page.getByText('6 lignes').count()).toBe(1);
    await page.getByRole('button', { name: 'Copier' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copié' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('@import "tailwindcss";');
    await expect.poll(() => page.getByRole('button', { name: 'Copier' }).count(), { timeout: 4000 }).toBe(1);
    assertNoErrors();
    await close();
  });

  it('« Exporter » télécharge un projet Vite prêt à lancer ; « Sauvegarder » crée un vrai projet puis une nouvelle version ; « Publier » ouvre la publication du projet sauvegardé', async () => {
    const { page, assertNoErrors, close } = await openDemo();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe('lumi-demo.zip');
    const entries = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
    // The example's files, and what makes them a Vite app that runs with npm install && npm run dev.
    expect(Object.keys(entries).sort()).toEqual(
      [
        '.gitignore',
        'README.md',
        'index.html',
        'package.json',
        'src/App.tsx',
        'src/components/FeatureCard.tsx',
        'src/data/features.json',
        'src/index.css',
        'src/main.tsx',
        'tsconfig.json',
        'vite.config.ts',
      ].map((file) => `lumi-demo/${file}`),
    );
    expect(strFromU8(entries['lumi-demo/src/index.css']!)).toContain('@import "tailwindcss";');
    expect(strFromU8(entries['lumi-demo/README.md']!)).toContain('npm run dev');

    const publish = page.getByRole('button', { name: 'Publier', exact: true });
    expect(await projectsOf(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect.poll(() => page.getByText('Projet sauvegardé avec succès').count()).toBe(1);
    const [project] = await projectsOf(page);
    expect(project).toMatchObject({ title: 'Application de démonstration', versionNumber: 1 });
    const detail = (await (await page.context().request.get(`/api/projects/${project!.id}`)).json()) as { files: Record<string, string> };
    expect(Object.keys(detail.files)).toEqual(['src/App.tsx', 'src/components/FeatureCard.tsx', 'src/data/features.json', 'src/index.css']);
    expect(await page.getByText('Sauvegardé · version 1').count()).toBe(1);

    // Already saved and unchanged: « Publier » opens the dialog for that project, with no new version.
    await publish.click();
    const dialog = page.getByRole('dialog', { name: 'Publier sur le web' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('textbox').inputValue()).toBe('application-de-demonstration');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await projectsOf(page)).map((p) => p.versionNumber)).toEqual([1]);

    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect.poll(() => page.getByText('Sauvegardé · version 2').count()).toBe(1);
    expect((await projectsOf(page)).map((p) => p.versionNumber)).toEqual([2]);
    assertNoErrors();
    await close();
  });

  it("le chat envoie la demande à la génération : la première remplace l'exemple par l'application décrite, la suivante la modifie avec l'historique", async () => {
    const { page, assertNoErrors, close } = await openDemo();
    expect(await page.getByRole('button', { name: 'Rendre responsive' }).count()).toBe(1);
    const input = page.getByLabel('Message pour Lumi');
    const first = page.waitForRequest((r) => r.url() === `${server.url}/api/generate`);
    await input.fill('Une application de recettes');
    await input.press('Shift+Enter');
    await input.pressSequentially('avec des favoris');
    await input.press('Enter');
    // The sample is only a placeholder: it is not sent as files to edit.
    expect((await first).postDataJSON()).toEqual({
      mode: 'code',
      message: 'Une application de recettes\navec des favoris',
      files: {},
      history: [],
    });
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect.poll(() => page.getByText('Génération en cours...').count(), { timeout: 30_000 }).toBe(0);
    expect(await messages.locator(':scope > li').count()).toBe(2);
    expect(await page.getByText('Désolé, une erreur est survenue').count()).toBe(0);
    // The generated app replaces the sample in the code and in the preview.
    await page.getByRole('tab', { name: 'Code' }).click();
    await expect.poll(() => page.getByRole('tablist', { name: 'Fichiers' }).getByRole('tab', { name: 'theme.ts' }).count()).toBe(1);
    expect(await page.getByRole('tablist', { name: 'Fichiers' }).getByRole('tab', { name: 'FeatureCard.tsx' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Aperçu' }).click();
    await expect.poll(() => page.getByText('Prêt', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await expect
      .poll(async () => (await previewFrame(page)).textContent('h1'), { timeout: 20_000 })
      .not.toBe('Votre idée, en application.');

    const second = page.waitForRequest((r) => r.url() === `${server.url}/api/generate`);
    await input.fill('Ajoute une page contact');
    await input.press('Enter');
    const body = (await second).postDataJSON() as { files: Record<string, string>; history: { role: string }[] };
    expect(Object.keys(body.files)).toContain('src/theme.ts');
    expect(body.history.map((m) => m.role)).toEqual(['user', 'assistant']);
    await expect.poll(() => page.getByText('Génération en cours...').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => messages.getByText(/ContactPage\.tsx/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Prêt', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    assertNoErrors();
    await close();
  });

  it("si la génération est injoignable, le chat affiche le message d'erreur de la spécification", async () => {
    const { page, close } = await openDemo();
    await page.route('**/api/generate', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Améliorer le design' }).click();
    await expect
      .poll(() => page.getByText('Désolé, une erreur est survenue lors de la génération. Pouvez-vous reformuler votre demande ?').count())
      .toBe(1);
    expect(await page.getByLabel('Message pour Lumi').isDisabled()).toBe(false);
    await close();
  });

  it("sur un téléphone, le studio s'ouvre sur l'onglet Aperçu, avec Chat et Code à côté", async () => {
    const { page, assertNoErrors, close } = await openDemo({ width: 375, height: 740 });
    const tabs = page.getByRole('tablist', { name: 'Vue du studio' });
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('Aperçu');
    expect(await page.getByLabel('Message pour Lumi').isVisible()).toBe(false);
    await tabs.getByRole('tab', { name: 'Chat' }).click();
    expect(await page.getByLabel('Message pour Lumi').isVisible()).toBe(true);
    await tabs.getByRole('tab', { name: 'Code' }).click();
    expect(await page.getByRole('tablist', { name: 'Fichiers' }).isVisible()).toBe(true);
    assertNoErrors();
    await close();
  });

  it('/dev-studio sans projet mène toujours à la liste des projets', async () => {
    const { page, assertNoErrors, close } = await openDemo();
    await page.goto('/dev-studio');
    await page.waitForURL(`${server.url}/projects`);
    assertNoErrors();
    await close();
  });
});

describe('le studio de démonstration : quota IA épuisé', () => {
  let quotaServer: TestServer;
  beforeAll(async () => {
    quotaServer = await startTestServer(
      { AI_OFFLINE_DELAY_MS: '0', AI_FREE_DAILY_REQUESTS: '1' },
      { rateLimits: { signUp: 100, signIn: 100 } },
    );
  });
  afterAll(async () => {
    await quotaServer?.close();
  });

  it("un utilisateur au quota épuisé écrit dans le chat de démonstration puis voit une erreur de son application : l'heure de la prochaine requête, jamais « Pouvez-vous reformuler ? », et pas de « Corriger avec Lumi » avant cette heure", async () => {
    const { page, email, assertNoErrors, close } = await openDemo(undefined, quotaServer, (context) =>
      spendAiQuota(context, quotaServer, 1),
    );
    const expected = await expectedNextRequest(quotaServer, email);
    await page.getByLabel('Message pour Lumi').fill('Une application de recettes');
    await page.getByLabel('Message pour Lumi').press('Enter');
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect.poll(() => messages.getByText(expected, { exact: false }).count()).toBe(1);
    expect(await page.getByText('Pouvez-vous reformuler', { exact: false }).count()).toBe(0);
    const toast = page.locator('[data-sonner-toast]');
    await expect.poll(() => toast.getByText('Quota IA atteint', { exact: true }).count()).toBe(1);
    expect(await toast.getByText(expected, { exact: false }).count()).toBe(1);
    // Checked here: the app's own error provoked below is, on purpose, an uncaught exception of the page.
    assertNoErrors();

    // The app then fails in the frame (an uncaught error of its own): the panel reports it, without offering a fix before that time.
    const frame = await previewFrame(page, quotaServer);
    await frame.evaluate(() =>
      setTimeout(() => {
        throw new Error('Boum : la démonstration plante');
      }),
    );
    const errors = page.getByRole('region', { name: "Erreurs de l'application" });
    await expect
      .poll(() => errors.getByText('Boum : la démonstration plante', { exact: false }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Corriger avec Lumi' }).count()).toBe(0);
    expect(await errors.getByText(expected, { exact: false }).count()).toBe(1);
    await close();
  });
});
