import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

let server: TestServer;
let browser: Browser;
let counter = 0;
const LONG = { timeout: 30_000 };

beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '2' }, { rateLimits: { signUp: 100 } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signedIn(viewport = { width: 1440, height: 900 }) {
  const session = await openPage(browser, server.url, viewport);
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email: `studio${++counter}-${Date.now()}@exemple.fr`, password: 'motdepasse-e2e', name: 'e2e' },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return session;
}

async function createProject(context: BrowserContext, body: Record<string, unknown>): Promise<string> {
  const response = await context.request.post('/api/projects', { data: body, headers: { origin: server.url } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { project: { id: string } }).project.id;
}

async function projectState(context: BrowserContext, id: string) {
  const response = await context.request.get(`/api/projects/${id}`);
  return (await response.json()) as { project: { status: string; versionNumber: number }; files: Record<string, string> };
}

const preview = (page: Page) => page.frameLocator(`iframe[title="Aperçu de l'application"]`);
const saveButton = (page: Page) => page.getByRole('button', { name: 'Sauvegarder' });

/** Adds a line at the end of the open file, in Monaco. */
async function appendLine(page: Page, text: string) {
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  // Typed key by key with no pause, as a fast typist would: the editor keeps every key (#12).
  await page.keyboard.type(text);
}

/** Opens a file from the tree (src/ is open by default; deeper folders are expanded on the way). */
async function openFile(page: Page, path: string) {
  const folders = path.split('/').slice(1, -1);
  for (const name of folders) {
    const button = page.getByRole('button', { name, exact: true });
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  }
  await page.locator(`button[title="${path}"]`).click();
  await expect.poll(() => page.getByText(path, { exact: true }).count()).toBeGreaterThan(0);
}

describe('studio dans Chromium', () => {
  it("un projet créé d'une idée se génère à l'ouverture : les fichiers arrivent, l'aperçu s'affiche, le projet devient actif", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, {
      title: 'Recettes',
      status: 'generating',
      firstMessage: 'Une application de recettes avec favoris et un blog',
    });
    await page.goto(`/dev-studio/${id}`);
    await expect.poll(() => page.getByText('Génération en cours...').count()).toBe(1);
    await expect.poll(() => page.locator('button[title="src/App.tsx"]').count(), LONG).toBe(1);
    await expect.poll(() => preview(page).getByRole('heading', { level: 1 }).textContent({ timeout: 2_000 }), LONG).toBe('Mes Recettes');
    await expect.poll(async () => (await projectState(context, id)).project.status, LONG).toBe('active');
    expect((await projectState(context, id)).project.versionNumber).toBe(2);
    assertNoErrors();
    await close();
  });

  it('une demande de changement devient une nouvelle version, visible en différence, et la version précédente se restaure', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, {
      title: 'Couleurs',
      status: 'generating',
      firstMessage: 'Un site vitrine pour une boulangerie',
    });
    await page.goto(`/dev-studio/${id}`);
    await expect.poll(async () => (await projectState(context, id)).project.versionNumber, LONG).toBe(2);
    await page.getByLabel('Message pour Lumi').fill('Change la couleur en vert');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await projectState(context, id)).project.versionNumber, LONG).toBe(3);
    await expect.poll(() => page.getByRole('button', { name: 'Envoyer' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Historique des versions' }).click();
    const versions = page.getByRole('list', { name: 'Versions' });
    await expect.poll(() => versions.getByRole('button').count()).toBe(3);
    await versions.getByRole('button', { name: /Version 2/ }).click();
    const diff = page.getByLabel('Différences');
    await expect.poll(() => diff.getByText('src/theme.ts').count()).toBe(1);
    await expect.poll(() => diff.getByText(/\+ {3}button: 'bg-indigo-600/).count()).toBe(1);
    await expect.poll(() => diff.getByText(/- {3}button: 'bg-emerald-600/).count()).toBe(1);
    await page.getByRole('button', { name: 'Restaurer la version 2' }).click();
    await expect.poll(() => page.getByText('Version restaurée').count()).toBe(1);
    const restored = await projectState(context, id);
    expect(restored.project.versionNumber).toBe(4);
    expect(restored.files['src/theme.ts']).toContain('bg-indigo-600');
    assertNoErrors();
    await close();
  });

  it("modifier un fichier met l'aperçu à jour ; Ctrl+S enregistre ; après rechargement c'est toujours là", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, { title: 'Édition', status: 'generating', firstMessage: 'Une application de notes' });
    await page.goto(`/dev-studio/${id}`);
    await expect.poll(async () => (await projectState(context, id)).project.status, LONG).toBe('active');
    // The server says active before the studio has taken its final version (one more request): the editor says
    // « Lecture seule pendant la génération » until then, and a person types once it no longer does. Typing on
    // the server's word alone raced that request: keys typed while the editor is still read-only are dropped, and a
    // half line breaks the preview (the likely cause of the failure seen with three files at a time, decision 033).
    await expect.poll(() => page.getByText('Lecture seule pendant la génération').count(), LONG).toBe(0);
    await openFile(page, 'src/data/site.ts');
    await appendLine(page, "site.name = 'Cuisine du jour';");
    await expect.poll(() => page.getByText('Modifications non enregistrées', { exact: true }).count()).toBe(1);
    await expect.poll(() => preview(page).getByRole('heading', { level: 1 }).textContent({ timeout: 2_000 }), LONG).toBe('Cuisine du jour');
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByText('Projet sauvegardé avec succès').count()).toBe(1);
    expect((await projectState(context, id)).files['src/data/site.ts']).toContain("site.name = 'Cuisine du jour';");

    await page.reload();
    await expect.poll(() => preview(page).getByRole('heading', { level: 1 }).textContent({ timeout: 2_000 }), LONG).toBe('Cuisine du jour');
    expect(await page.getByText('Des modifications non enregistrées ont été retrouvées', { exact: false }).count()).toBe(0);
    // Typed key by key: a pause of 300 ms mid-word (a person's, or a loaded machine's) builds the half-typed file, and
    // the app throws in its frame (« si is not defined », seen with two journeys files at a time) until the next build, as a live preview does.
    // What is asserted is that the studio raised nothing, and that the preview shows the finished line above.
    assertNoErrors({ exceptPreviewApp: true });
    await close();
  });

  it("une modification non enregistrée survit à l'onglet fermé : le navigateur demande avant de quitter, et à la réouverture le brouillon est proposé et restauré", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, {
      title: 'Brouillon',
      files: { 'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n' },
    });
    await page.goto(`/dev-studio/${id}`);
    await openFile(page, 'src/App.tsx');
    await appendLine(page, '// une idée à garder');
    await expect.poll(() => page.getByText('Modifications non enregistrées', { exact: true }).count()).toBe(1);
    // The draft is written shortly after typing; autosave waits longer.
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('une idée à garder') ?? false, `lumi:draft:${id}`);
    // Leaving asks first. (Not a reload accepted in that prompt: Chromium closes the prompt, and cancels the reload,
    // when the preview frame's new build lands meanwhile, which a loaded machine made happen.)
    assertNoErrors();
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss().catch(() => undefined);
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    // The tab goes anyway, unsaved (closed regardless, or the browser crashed): the draft is all that is left.
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto(`/dev-studio/${id}`);
    await expect.poll(() => reopened.getByText('Des modifications non enregistrées ont été retrouvées', { exact: false }).count()).toBe(1);
    expect((await projectState(context, id)).files['src/App.tsx']).not.toContain('une idée à garder');
    await reopened.getByRole('button', { name: 'Restaurer le brouillon' }).click();
    await expect.poll(() => reopened.getByText('Modifications non enregistrées', { exact: true }).count()).toBe(1);
    await reopened.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect.poll(async () => (await projectState(context, id)).files['src/App.tsx']).toContain('// une idée à garder');
    await close();
  });

  it("« Exporter » enregistre d'abord ce qui vient d'être tapé, puis télécharge le projet prêt à lancer avec cette modification", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, {
      title: 'Carnet à exporter',
      files: { 'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n' },
    });
    await page.goto(`/dev-studio/${id}`);
    await openFile(page, 'src/App.tsx');
    await appendLine(page, '// exportée telle quelle');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en zip' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe('carnet-a-exporter.zip');
    const entries = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
    expect(strFromU8(entries['carnet-a-exporter/src/App.tsx']!)).toContain('// exportée telle quelle');
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['carnet-a-exporter/index.html', 'carnet-a-exporter/vite.config.ts', 'carnet-a-exporter/package.json']),
    );
    // What was exported is a saved version, not only what the page had.
    expect((await projectState(context, id)).files['src/App.tsx']).toContain('// exportée telle quelle');
    assertNoErrors();
    await close();
  });

  it('deux Ctrl+S coup sur coup font une seule version, sans conflit avec soi-même (#19)', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, {
      title: 'Double sauvegarde',
      files: { 'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n' },
    });
    await page.goto(`/dev-studio/${id}`);
    await openFile(page, 'src/App.tsx');
    await appendLine(page, '// une modification');
    // Two presses as fast as a keyboard sends them: before the studio re-renders after the first.
    await page.keyboard.press('Control+s');
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByText('Projet sauvegardé avec succès').count()).toBe(1);
    await expect.poll(() => page.getByText('Modifications non enregistrées', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Ce projet a été modifié ailleurs', { exact: false }).count()).toBe(0);
    const versions = (await (await context.request.get(`/api/projects/${id}/versions`)).json()) as { versions: { number: number }[] };
    expect(versions.versions.map((v) => v.number)).toEqual([2, 1]);
    expect((await projectState(context, id)).files['src/App.tsx']).toContain('// une modification');
    assertNoErrors();
    await close();
  });

  it('un Ctrl+S après la sauvegarde automatique confirme que le projet est sauvegardé, sans nouvelle version', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, {
      title: 'Déjà sauvegardé',
      files: { 'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n' },
    });
    await page.goto(`/dev-studio/${id}`);
    await openFile(page, 'src/App.tsx');
    await appendLine(page, '// une pause avant Ctrl+S');
    await expect.poll(() => page.getByText('Modifications non enregistrées', { exact: true }).count()).toBe(1);
    // The person stops typing: the autosave (4 s later) saves quietly, then they press Ctrl+S out of habit.
    await expect.poll(() => page.getByText('Modifications non enregistrées', { exact: true }).count(), LONG).toBe(0);
    expect(await page.getByText('Projet sauvegardé avec succès').count()).toBe(0);
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByText('Projet sauvegardé avec succès').count()).toBe(1);
    const versions = (await (await context.request.get(`/api/projects/${id}/versions`)).json()) as { versions: { number: number }[] };
    expect(versions.versions.map((v) => v.number)).toEqual([2, 1]);
    assertNoErrors();
    await close();
  });

  it("deux onglets enregistrent : le second voit le conflit, garde ses modifications et rien n'est perdu", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, {
      title: 'Conflit',
      files: { 'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n' },
    });
    const second = await context.newPage();
    await page.goto(`/dev-studio/${id}`);
    await second.goto(`/dev-studio/${id}`);

    await openFile(page, 'src/App.tsx');
    await appendLine(page, '// onglet un');
    await saveButton(page).click();
    await expect.poll(() => page.getByText('Projet sauvegardé avec succès').count()).toBe(1);

    await openFile(second, 'src/App.tsx');
    await appendLine(second, '// onglet deux');
    await saveButton(second).click();
    await expect.poll(() => second.getByText('Ce projet a été modifié ailleurs', { exact: false }).count()).toBe(1);
    await second.getByRole('button', { name: 'Garder mes modifications' }).click();
    await expect.poll(() => second.getByText('Projet sauvegardé avec succès').count()).toBe(1);

    const versions = (await (await context.request.get(`/api/projects/${id}/versions`)).json()) as { versions: { number: number }[] };
    expect(versions.versions.map((v) => v.number)).toEqual([3, 2, 1]);
    const v2 = (await (await context.request.get(`/api/projects/${id}/versions/2`)).json()) as { files: Record<string, string> };
    expect(v2.files['src/App.tsx']).toContain('// onglet un');
    expect((await projectState(context, id)).files['src/App.tsx']).toContain('// onglet deux');
    assertNoErrors();
    await close();
  });

  it('les largeurs des colonnes redimensionnées sont gardées après rechargement', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, { title: 'Colonnes', files: { 'index.html': '<h1>Colonnes</h1>' } });
    await page.goto(`/dev-studio/${id}`);
    const separator = page.getByRole('separator', { name: 'Redimensionner la discussion' });
    await expect.poll(() => separator.count()).toBe(1);
    const chatWidth = () => page.getByRole('region', { name: 'Discussion avec Lumi' }).evaluate((el) => el.getBoundingClientRect().width);
    const before = await chatWidth();
    const box = (await separator.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(chatWidth).toBeGreaterThan(before + 80);
    const resized = await chatWidth();
    await page.reload();
    await expect.poll(() => page.getByRole('separator', { name: 'Redimensionner la discussion' }).count()).toBe(1);
    await expect.poll(async () => Math.abs((await chatWidth()) - resized)).toBeLessThan(3);
    assertNoErrors();
    await close();
  });

  it("sur téléphone, le studio a trois onglets, l'aperçu d'abord", async () => {
    const { page, context, assertNoErrors, close } = await signedIn({ width: 375, height: 740 });
    const id = await createProject(context, { title: 'Mobile', files: { 'index.html': '<h1>Sur mobile</h1>' } });
    await page.goto(`/dev-studio/${id}`);
    const tabs = page.getByRole('tablist', { name: 'Vues du studio' });
    await expect.poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['Chat', 'Code', 'Aperçu']);
    expect(await tabs.getByRole('tab', { name: 'Aperçu' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => preview(page).getByRole('heading', { name: 'Sur mobile' }).count(), LONG).toBe(1);
    await tabs.getByRole('tab', { name: 'Chat' }).click();
    await expect.poll(() => page.getByLabel('Message pour Lumi').count()).toBe(1);
    await tabs.getByRole('tab', { name: 'Code' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Fichiers du projet' }).count()).toBe(1);
    assertNoErrors();
    await close();
  });

  it("le projet d'un autre utilisateur affiche « Projet introuvable »", async () => {
    const owner = await signedIn();
    const id = await createProject(owner.context, { title: 'Privé' });
    await owner.close();
    const { page, assertNoErrors, close } = await signedIn();
    await page.goto(`/dev-studio/${id}`);
    await expect.poll(() => page.getByText('Projet introuvable').count()).toBe(1);
    await expect.poll(() => page.getByText("Le projet demandé n'existe pas.").count()).toBe(1);
    assertNoErrors();
    await close();
  });

  it("à l'ouverture, le code s'affiche en texte, l'éditeur Monaco ne se charge qu'après la première image de l'aperçu, et le studio prêt n'a aucune animation sans fin", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, {
      title: 'Éditeur différé',
      files: {
        'src/App.tsx': 'export default function App() {\n  return <h1 className="text-sky-600">Bonjour</h1>;\n}\n',
        'src/index.css': '@import "tailwindcss";',
      },
    });
    // Recorded in the page before any of its scripts: when the frame said "ready", when Monaco's chunk was asked for,
    // and what the text view showed. The text view lasts only until the editor has loaded, well under a second when
    // the preview answers fast: polled from here, it was once gone before the first look (a CI run).
    await context.addInitScript(`window.addEventListener('message', (event) => {
      if (event.data && event.data.source === 'lumi-preview' && event.data.type === 'ready') window.__pret ??= performance.now();
    });
    new MutationObserver(() => {
      const text = document.querySelector('pre[aria-label="Code du fichier (lecture seule pendant le chargement de l\\'éditeur)"]');
      if (text && text.textContent) window.__texte = text.textContent;
    }).observe(document, { childList: true, subtree: true, characterData: true });`);
    await page.goto(`/dev-studio/${id}`);
    await expect.poll(() => page.evaluate('window.__texte ?? null')).toContain('text-sky-600');
    await page.locator('.monaco-editor .view-lines').first().waitFor(LONG);
    const { ready, editor } = (await page.evaluate(`({
      ready: window.__pret ?? null,
      editor: performance.getEntriesByType('resource').find((entry) => /code-editor-.*\\.js$/.test(entry.name))?.startTime ?? null,
    })`)) as { ready: number | null; editor: number | null };
    expect(ready).not.toBeNull();
    expect(editor).not.toBeNull();
    // Asked for by the preview's first frame, not by the 4 s fallback.
    expect(editor!).toBeGreaterThan(ready!);
    expect(editor! - ready!).toBeLessThan(1500);
    // An animation that never ends keeps the compositor drawing 60 frames a second for as long as the studio is open.
    await expect.poll(() => page.getByText('Prêt', { exact: true }).count()).toBeGreaterThan(0);
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Infinity)
        .map((animation) => ((animation.effect as KeyframeEffect).target as Element | null)?.outerHTML.slice(0, 160) ?? ''),
    );
    expect(endless).toEqual([]);
    assertNoErrors();
    await close();
  });

  it("le service TypeScript de l'éditeur ne démarre qu'une fois l'éditeur utilisé ; une erreur de syntaxe tapée y est soulignée, puis plus quand elle est corrigée", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, {
      title: 'Soulignés',
      files: { 'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n' },
    });
    const workers: string[] = [];
    page.on('request', (request) => {
      if (/ts\.worker-.*\.js$/.test(request.url())) workers.push(request.url());
    });
    await page.goto(`/dev-studio/${id}`);
    await page.locator('.monaco-editor .view-lines').first().waitFor(LONG);
    await page.waitForLoadState('networkidle');
    expect(workers).toEqual([]);
    const squiggles = page.locator('.monaco-editor .squiggly-error');
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('const total = ;');
    await expect.poll(() => squiggles.count(), LONG).toBeGreaterThan(0);
    expect(workers).toHaveLength(1);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('1;');
    await expect.poll(() => squiggles.count(), LONG).toBe(0);
    // The build error the typed line caused is gone from the preview too: the app shows again.
    await expect.poll(() => preview(page).getByRole('heading', { level: 1 }).textContent({ timeout: 2_000 }), LONG).toBe('Bonjour');
    // Typed key by key, as above: a half-typed line the preview built during a pause may throw in the app's frame.
    assertNoErrors({ exceptPreviewApp: true });
    await close();
  });

  it('à 1280 px, un utilisateur lit en entier un nom de fichier de 24 caractères dans l’arborescence, et les dossiers gardent une ligne', async () => {
    const { page, context, assertNoErrors, close } = await signedIn({ width: 1280, height: 800 });
    const name = 'CarteRecommandations.tsx';
    expect(name).toHaveLength(24);
    const id = await createProject(context, {
      title: 'Noms longs',
      files: {
        'src/App.tsx':
          "import { CarteRecommandations } from './components/cartes/CarteRecommandations';\nexport default function App() {\n  return <CarteRecommandations />;\n}\n",
        [`src/components/cartes/${name}`]: 'export function CarteRecommandations() {\n  return <h1>Recommandations</h1>;\n}\n',
      },
    });
    await page.goto(`/dev-studio/${id}`);
    await openFile(page, `src/components/cartes/${name}`);
    const tree = page.getByRole('navigation', { name: 'Fichiers du projet' });
    const row = tree.locator(`button[title="src/components/cartes/${name}"]`);
    const label = row.getByText(name, { exact: true });
    await expect.poll(() => label.count()).toBe(1);
    const shown = await label.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const list = element.closest('ul')!.getBoundingClientRect();
      return {
        cut: element.scrollWidth > element.clientWidth,
        inside: box.left >= list.left && box.right <= list.right,
        lines: Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight)),
      };
    });
    expect(shown).toEqual({ cut: false, inside: true, lines: 1 });
    for (const folder of ['src', 'components', 'cartes']) {
      const height = await tree
        .getByRole('button', { name: folder, exact: true })
        .evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeLessThan(32);
    }
    assertNoErrors();
    await close();
  });

  it("la page d'accueil ne charge pas l'éditeur Monaco, réservé au studio", async () => {
    const { page, assertNoErrors, close } = await openPage(browser, server.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /editor\.api|code-editor|monaco|\.worker-/.test(url))).toEqual([]);
    assertNoErrors();
    await close();
  });
});
