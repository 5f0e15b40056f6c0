import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_SANDBOX } from '../../common/preview.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage, previewFrame as previewFrameOf } from './browser-fixture.js';

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
  const email = `apercu-e2e${++counter}-${Date.now()}@exemple.fr`;
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'motdepasse-e2e', name: 'e2e' },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return session;
}

async function createProject(context: BrowserContext, title: string, files: Record<string, string>): Promise<string> {
  const response = await context.request.post('/api/projects', { data: { title, files }, headers: { origin: server.url } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { project: { id: string } }).project.id;
}

const previewFrame = (page: Page) => previewFrameOf(page, server.contentUrl);

/** The preview id, as generated code can find it: the bridge script, or the stylesheet of its build. */
const PREVIEW_ID_IN_APP = [
  'function previewId(): string {',
  "  const fromScript = document.querySelector('script[data-preview-id]')?.getAttribute('data-preview-id');",
  '  if (fromScript) return fromScript;',
  '  for (const link of document.querySelectorAll(\'link[href*="/p/"]\')) {',
  "    const found = /\\/p\\/([\\w-]+)\\//.exec(link.getAttribute('href') ?? '')?.[1];",
  '    if (found) return found;',
  '  }',
  "  return '';",
  '}',
];

/**
 * Rebuilds a frame asked for, as the browser's own network timing dates them (when the page issued each request,
 * not when the event reached the test: that adds up to a few hundred milliseconds of jitter on a loaded machine):
 * never two within a second. The studio spaces its rebuilds by a second when it decides them; each request then
 * leaves after a render and react-query, whose delay varies with the load: two journey files at a time put two
 * requests 859 ms apart (CI, 2026-11-29). An unthrottled frame rebuilds a few milliseconds apart, and one throttled
 * to two a second 500 ms apart: both far below this bound. The rate itself is bounded by the tests' counts.
 */
function expectOneASecond(requests: Request[]) {
  const starts = requests.map((request) => request.timing().startTime);
  for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(750);
}

/** Every build the studio asks for (POST /api/preview), in order. */
function recordBuilds(page: Page): Request[] {
  const builds: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/preview') builds.push(request);
  });
  return builds;
}

describe("l'aperçu d'un projet dans Chromium", () => {
  it("une application générée s'affiche dans le cadre isolé, avec ses styles Tailwind compilés par le serveur", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, 'Carnet de voyages', {
      'src/App.tsx': [
        "import { Plane } from 'lucide-react';",
        "import { Destination } from './components/Destination';",
        'export default function App() {',
        '  return (',
        '    <main className="min-h-screen bg-slate-50 p-8">',
        '      <h1 className="text-3xl font-bold text-violet-600">Carnet de voyages <Plane className="inline size-6" /></h1>',
        '      <Destination name="Lisbonne" />',
        '    </main>',
        '  );',
        '}',
      ].join('\n'),
      'src/components/Destination.tsx':
        'export function Destination({ name }: { name: string }) { return <p className="mt-4 rounded-xl bg-emerald-100 p-4">{name}</p>; }',
      'src/index.css': '@import "tailwindcss";',
    });
    await page.goto(`/studio/${id}`);
    await expect.poll(() => page.getByText('Prêt', { exact: true }).count(), { timeout: 20_000 }).toBe(1);

    const iframe = page.locator('iframe[title="Aperçu de l\'application"]');
    expect(await iframe.getAttribute('sandbox')).toBe(PREVIEW_SANDBOX);

    const frame = await previewFrame(page);
    await frame.waitForSelector('h1');
    // Served by the user-content origin (the bridge then moves a React app's URL to "/").
    expect(frame.url()).toBe(`${server.contentUrl}/`);
    expect(await frame.textContent('h1')).toBe('Carnet de voyages ');
    await expect.poll(() => frame.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe('oklch(0.541 0.281 293.009)');
    expect(await frame.evaluate(() => getComputedStyle(document.querySelector('p')!).backgroundColor)).toBe('oklch(0.95 0.052 163.051)');
    expect(await frame.evaluate(() => document.querySelector('h1 svg')?.getAttribute('class'))).toContain('lucide');
    // The frame runs with an opaque origin: it is not the app's origin.
    expect(await frame.evaluate(() => origin)).toBe('null');
    assertNoErrors();
    await close();
  });

  it("l'application garde son localStorage d'un aperçu à l'autre, et une image importée dans l'arborescence s'affiche", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, 'Compteur gardé', {
      'src/App.tsx': [
        "import { useState } from 'react';",
        'export default function App() {',
        "  const [n, setN] = useState(() => Number(localStorage.getItem('n') ?? 0));",
        "  const plus = () => { localStorage.setItem('n', String(n + 1)); setN(n + 1); };",
        '  return <button className="rounded bg-violet-600 px-4 py-2 text-white" onClick={plus}>Clics : {n}</button>;',
        '}',
      ].join('\n'),
    });
    await page.goto(`/studio/${id}`);
    let frame = await previewFrame(page);
    await frame.getByRole('button', { name: 'Clics : 0' }).click();
    await frame.getByRole('button', { name: 'Clics : 1' }).click();
    await frame.getByRole('button', { name: 'Clics : 2' }).waitFor();
    // Refreshed at once, as a person would: the new document of the same project gets the data back.
    await page.getByRole('button', { name: 'Actualiser' }).click();
    frame = await previewFrame(page);
    await expect.poll(() => frame.getByRole('button', { name: 'Clics : 2' }).count(), { timeout: 15_000 }).toBe(1);

    // A picture chosen on the computer lands in public/ and shows as a picture, not as text.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page
      .locator('nav[aria-label="Fichiers du projet"] input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Fichier ajouté : public/logo.png').waitFor();
    expect(await page.getByRole('img', { name: 'logo.png' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remplacer' }).count()).toBe(1);
    assertNoErrors();
    await close();
  });

  it("le premier aperçu s'exécute dans la page d'attente déjà ouverte, et « Actualiser » le recharge dans un document neuf", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, 'Agenda', {
      'src/App.tsx': [
        "import { BrowserRouter, Route, Routes } from 'react-router-dom';",
        "import { Accueil } from './pages/Accueil';",
        'export default function App() {',
        '  return <BrowserRouter><Routes><Route path="/" element={<Accueil />} /><Route path="*" element={<p>Page introuvable</p>} /></Routes></BrowserRouter>;',
        '}',
      ].join('\n'),
      'src/pages/Accueil.tsx': 'export function Accueil() { return <h1 className="text-3xl text-emerald-600">Mon agenda</h1>; }',
      'src/index.css': '@import "tailwindcss";',
    });
    // The waiting page is for a build that takes longer than the frame takes to open (a first build on a cold
    // server does): this one is made to take 1.5 s. A build that answers before the studio knows the waiting
    // page's address is rightly shown at once in its own document, and happened on a loaded CI machine.
    await page.route('**/api/preview', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await page.goto(`/studio/${id}`);
    const frame = await previewFrame(page);
    await frame.waitForSelector('h1');
    // The app runs in the document the frame opened before the build: no second document, and the router sees "/".
    expect(await frame.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(`${server.contentUrl}/runtime/attente`);
    expect(frame.url()).toBe(`${server.contentUrl}/`);
    expect(await frame.textContent('h1')).toBe('Mon agenda');
    await expect.poll(() => frame.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe('oklch(0.596 0.145 163.225)');
    // The waiting page's hidden warm-up tree is gone: the body holds the app's root only.
    expect(
      await frame.evaluate(() =>
        [...document.body.children].filter((element) => element.tagName !== 'SCRIPT').map((element) => element.id),
      ),
    ).toEqual(['root']);
    await expect.poll(() => page.getByText('Prêt', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: "Actualiser l'aperçu" }).click();
    await expect
      .poll(async () => (await previewFrame(page)).evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? ''))
      .toMatch(new RegExp(`/p/[\\w-]+/\\?actualiser=1$`));
    const reloaded = await previewFrame(page);
    await reloaded.waitForSelector('h1');
    expect(await reloaded.textContent('h1')).toBe('Mon agenda');
    expect(reloaded.url()).toBe(`${server.contentUrl}/`);
    assertNoErrors();
    await close();
  });

  it("une erreur levée au chargement d'un module du premier aperçu remonte avec son fichier et sa ligne", async () => {
    const { page, context, close } = await signedIn();
    const id = await createProject(context, 'Projet mal configuré', {
      'src/App.tsx': "import { API } from './config';\nexport default function App() { return <p>{API}</p>; }",
      'src/config.ts': "export const API = import.meta.env.VITE_API;\nif (!API) throw new Error('Configuration absente : VITE_API');",
    });
    await page.goto(`/studio/${id}`);
    const errors = page.getByRole('region', { name: "Erreurs de l'application" });
    await expect.poll(() => errors.getByText('Error: Configuration absente : VITE_API').count(), { timeout: 20_000 }).toBe(1);
    expect(await errors.getByText('src/config.ts, ligne 2').count()).toBe(1);
    expect(await errors.getByRole('button', { name: 'Corriger avec Lumi' }).count()).toBe(1);
    await close();
  });

  it("une application hostile ne lit rien de l'application et n'y change rien", async () => {
    const { page, context, close } = await signedIn();
    const hostile = [
      "import { useEffect, useState } from 'react';",
      `const APP = ${JSON.stringify(server.url)};`,
      'async function attempt(run: () => unknown) {',
      "  try { return ['obtenu', String(await run()).slice(0, 300)]; } catch (error) { return ['bloqué', error instanceof Error ? error.name : String(error)]; }",
      '}',
      'export default function App() {',
      '  const [report, setReport] = useState<Record<string, unknown> | null>(null);',
      '  useEffect(() => {',
      '    (async () => {',
      '      setReport({',
      '        cookie: await attempt(() => document.cookie),',
      '        parentDocument: await attempt(() => window.parent.document.title),',
      "        localStorage: await attempt(() => { localStorage.setItem('volé', 'oui'); return localStorage.getItem('témoin'); }),",
      "        sessionStorage: await attempt(() => sessionStorage.getItem('x')),",
      "        indexedDB: await attempt(() => indexedDB.open('vol')),",
      "        me: await attempt(async () => { const r = await fetch(APP + '/api/me', { credentials: 'include' }); return r.status + ' ' + (await r.text()); }),",
      "        projects: await attempt(async () => { const r = await fetch(APP + '/api/projects', { credentials: 'include' }); return r.status + ' ' + (await r.text()); }),",
      "        create: await attempt(async () => { const r = await fetch(APP + '/api/projects', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Piratage' }) }); return r.status; }),",
      "        createNoCors: await attempt(async () => { await fetch(APP + '/api/projects', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ title: 'Piratage sans CORS' }) }); return 'envoyé'; }),",
      "        top: await attempt(() => { window.top!.location.href = APP + '/?pirate=1'; return 'navigué'; }),",
      '      });',
      '    })();',
      '  }, []);',
      '  return <pre id="rapport">{report ? JSON.stringify(report) : \'en cours\'}</pre>;',
      '}',
    ].join('\n');
    const id = await createProject(context, 'Projet hostile', { 'src/App.tsx': hostile });
    await page.goto('/dashboard');
    await page.evaluate(() => localStorage.setItem('témoin', 'secret-du-studio'));
    const cookiesBefore = await context.cookies(server.url);
    expect(cookiesBefore.length).toBeGreaterThan(0);

    await page.goto(`/studio/${id}`);
    const frame = await previewFrame(page);
    await frame.waitForFunction(() => document.querySelector('#rapport')?.textContent?.startsWith('{'), undefined, { timeout: 20_000 });
    const report = JSON.parse((await frame.textContent('#rapport')) ?? '{}') as Record<string, unknown>;

    expect(report.cookie).toEqual(['bloqué', 'SecurityError']);
    expect(report.parentDocument).toEqual(['bloqué', 'SecurityError']);
    // The app gets a storage of its own project (kept by the content origin, #15), never the studio's: the studio's
    // « témoin » is not there, and what it writes does not reach the studio (checked below).
    expect(report.localStorage).toEqual(['obtenu', 'null']);
    expect(report.sessionStorage).toEqual(['obtenu', 'null']);
    expect(report.indexedDB).toEqual(['bloqué', 'SecurityError']);
    expect(report.me).toEqual(['bloqué', 'TypeError']);
    expect(report.projects).toEqual(['bloqué', 'TypeError']);
    expect(report.create).toEqual(['bloqué', 'TypeError']);
    expect(report.top).toEqual(['bloqué', 'SecurityError']);

    // Nothing changed on the app side: same page, same session, same storage, no project created.
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${server.url}/studio/${id}`);
    expect(await page.evaluate(() => localStorage.getItem('témoin'))).toBe('secret-du-studio');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('volé');
    expect(await context.cookies(server.url)).toEqual(cookiesBefore);
    expect((await context.request.get('/api/me')).status()).toBe(200);
    const projects = (await (await context.request.get('/api/projects')).json()) as { projects: { title: string }[] };
    expect(projects.projects.map((p) => p.title)).toEqual(['Projet hostile']);
    await close();
  });

  it("une erreur levée dans l'application s'affiche avec « Corriger avec Lumi », qui envoie l'erreur, le fichier et la ligne à la génération", async () => {
    const { page, context, close } = await signedIn();
    const id = await createProject(context, 'Projet qui plante', {
      'src/App.tsx': [
        "import { useState } from 'react';",
        'export default function App() {',
        '  const [tâches] = useState<string[] | undefined>(undefined);',
        "  if (!tâches) throw new Error('Boum : la liste des tâches est vide');",
        '  return <ul>{tâches.map((t) => <li key={t}>{t}</li>)}</ul>;',
        '}',
      ].join('\n'),
    });
    const reported = page.waitForRequest((request) => request.url().endsWith('/runtime-errors') && request.method() === 'POST');
    await page.goto(`/studio/${id}`);
    const errors = page.getByRole('region', { name: "Erreurs de l'application" });
    await expect.poll(() => errors.getByText('Error: Boum : la liste des tâches est vide').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await errors.getByText('src/App.tsx, ligne 4').first().isVisible()).toBe(true);
    const report = (await reported).postDataJSON() as { errors: { kind: string; file: string; line: number }[] };
    expect(report.errors[0]).toMatchObject({ kind: 'runtime-error', file: 'src/App.tsx', line: 4 });

    const generation = page.waitForResponse((response) => response.url() === `${server.url}/api/generate`);
    await errors.getByRole('button', { name: 'Corriger avec Lumi' }).first().click();
    const response = await generation;
    const body = response.request().postDataJSON() as { mode: string; projectId: string; message: string; fix: unknown };
    expect(body.mode).toBe('code');
    // The errors themselves go with the request, so a fix (the offline one included) can act on the file and line.
    expect(body.fix).toEqual({
      source: 'runtime',
      automatic: false,
      errors: [{ message: 'Error: Boum : la liste des tâches est vide', file: 'src/App.tsx', line: 4 }],
    });
    expect(body.projectId).toBe(id);
    expect(body.message).toContain('Boum : la liste des tâches est vide');
    expect(body.message).toContain('fichier src/App.tsx, ligne 4');
    expect(response.status()).toBe(200);
    await response.finished();
    await close();
  });
  it("une promesse rejetée et un console.error de l'application remontent aussi dans le panneau", async () => {
    const { page, context, close } = await signedIn();
    const id = await createProject(context, 'Projet bavard', {
      'src/App.tsx': [
        "import { useEffect } from 'react';",
        "import { loadRecipes } from './api';",
        'export default function App() {',
        '  useEffect(() => {',
        "    console.error('Recettes indisponibles : %s', 'serveur muet');",
        '    void loadRecipes();',
        '  }, []);',
        '  return <p>Recettes</p>;',
        '}',
      ].join('\n'),
      'src/api.ts': "export async function loadRecipes() {\n  throw new Error('Réseau coupé');\n}",
    });
    await page.goto(`/studio/${id}`);
    const errors = page.getByRole('region', { name: "Erreurs de l'application" });
    await expect.poll(() => errors.getByText('Error: Réseau coupé').count(), { timeout: 20_000 }).toBe(1);
    expect(await errors.getByText('Promesse rejetée sans traitement · src/api.ts, ligne 2').count()).toBe(1);
    expect(await errors.getByText('Recettes indisponibles : serveur muet').count()).toBe(1);
    expect(await errors.getByText('Erreur dans la console · src/App.tsx, ligne 5').count()).toBe(1);
    expect(await errors.getByRole('button', { name: 'Corriger avec Lumi' }).count()).toBe(2);
    await close();
  });
});

describe('le cadre de réserve des pages connectées', () => {
  it("un studio ouvert depuis la liste des projets prend le cadre de réserve déjà chargé, sans le recharger ; un studio chargé directement n'en a pas", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, 'Depuis la liste', {
      'src/App.tsx': 'export default function App() { return <h1 className="text-rose-600">Ouvert</h1>; }',
    });
    await page.goto('/projects');
    const spare = page.locator(`iframe[title="Préparation de l'aperçu"]`);
    await expect.poll(() => spare.count()).toBe(1);
    expect(await spare.getAttribute('sandbox')).toBe(PREVIEW_SANDBOX);
    expect(await spare.getAttribute('aria-hidden')).toBe('true');
    expect(await spare.getAttribute('src')).toBe(`${server.contentUrl}/runtime/attente`);
    const spareFrame = (await (await spare.elementHandle())!.contentFrame())!;
    // Marked once the waiting page itself has loaded (a new frame first holds an empty document).
    await expect.poll(() => spareFrame.url()).toBe(`${server.contentUrl}/runtime/attente`);
    await spareFrame.waitForLoadState('load');
    await spareFrame.evaluate(() => Object.assign(window, { marque: 'même document' }));

    // A click on the project is a client-side navigation: the studio's panel takes that frame as it is.
    await page
      .getByRole('link', { name: /Depuis la liste/ })
      .first()
      .click();
    const frame = await previewFrame(page);
    await frame.waitForSelector('h1');
    const diagnostic = await frame.evaluate(() => ({
      marque: (window as unknown as { marque?: string }).marque,
      document: performance.getEntriesByType('navigation')[0]?.name,
    }));
    expect(diagnostic).toEqual({ marque: 'même document', document: `${server.contentUrl}/runtime/attente` });
    expect(await frame.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(`${server.contentUrl}/runtime/attente`);
    await expect.poll(() => frame.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe('oklch(0.586 0.253 17.585)');
    expect(await spare.count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(1);

    // Loaded on the studio itself, the page makes no spare: it would compete with the studio's own frame.
    await page.goto(`/studio/${id}`);
    await (await previewFrame(page)).waitForSelector('h1');
    await page.waitForTimeout(2500);
    expect(await spare.count()).toBe(0);
    assertNoErrors();
    await close();
  });
});

describe('les états du panneau', () => {
  it('un projet sans fichier affiche « Commencez à créer »', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const empty = await createProject(context, 'Projet vide', {});
    await page.goto(`/studio/${empty}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Commencez à créer' }).count()).toBe(1);
    expect(await page.locator(`iframe[title="Aperçu de l'application"]`).count()).toBe(0);
    assertNoErrors();
    await close();
  });

  it('une page index.html est affichée telle quelle dans le cadre', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, 'Page simple', {
      'index.html': '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>Bonjour</h1></body></html>',
      'style.css': 'h1 { color: rgb(255, 99, 71); }',
    });
    await page.goto(`/studio/${id}`);
    const frame = await previewFrame(page);
    await frame.waitForSelector('h1');
    await expect.poll(() => frame.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe('rgb(255, 99, 71)');
    assertNoErrors();
    await close();
  });

  it("une erreur de construction s'affiche dans le panneau avec le fichier, la ligne et « Corriger avec Lumi »", async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, 'Projet cassé', {
      'src/App.tsx': "import axios from 'axios';\nexport default () => <p>{String(axios)}</p>;",
    });
    await page.goto(`/studio/${id}`);
    await expect.poll(() => page.getByText('Erreur', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('heading', { name: "L'aperçu n'a pas pu être construit" }).count()).toBe(1);
    expect(await page.getByText('src/App.tsx, ligne 1', { exact: true }).count()).toBe(1);
    expect(
      await page
        .getByText(/^Le paquet « axios » n'est pas disponible : aucun registre npm n'est configuré \(NPM_REGISTRY_URL\)\.$/)
        .count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: 'Corriger avec Lumi' }).count()).toBe(1);
    assertNoErrors();
    await close();
  });

  it('un projet Vue affiche « Aperçu disponible pour React et HTML »', async () => {
    const { page, context, assertNoErrors, close } = await signedIn();
    const id = await createProject(context, 'Projet Vue', {
      'src/App.vue': '<template><p>Vue</p></template>',
      'src/main.ts': "import { createApp } from 'vue';",
    });
    await page.goto(`/studio/${id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Aperçu disponible pour React et HTML' }).count(), { timeout: 20_000 })
      .toBe(1);
    assertNoErrors();
    await close();
  });
});

/** Records in the studio page, before its scripts run, whether the preview's status ever said « Prêt ». */
const RECORD_READY = `new MutationObserver(() => {
  if ([...document.querySelectorAll('[role="status"]')].some((element) => element.textContent === 'Prêt')) window.__pretVu = true;
}).observe(document, { childList: true, subtree: true, characterData: true });`;

describe("l'état de l'aperçu dans Chromium", () => {
  it("un utilisateur dont l'application plante en page blanche voit « Erreur » avec l'erreur, jamais « Prêt »", async () => {
    const { page, context, close } = await signedIn();
    await context.addInitScript(RECORD_READY);
    const id = await createProject(context, 'Plantage', {
      'src/App.tsx':
        "import { useState } from 'react';\nexport default function App() {\n  const [items] = useState<string[] | null>(null);\n  return <ul>{items!.map((item) => <li key={item}>{item}</li>)}</ul>;\n}\n",
    });
    await page.goto(`/studio/${id}`);
    const errors = page.getByRole('region', { name: "Erreurs de l'application" });
    await expect.poll(() => errors.getByText(/Cannot read properties of null \(reading 'map'\)/).count(), { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Erreur$/ })
          .count(),
      )
      .toBe(1);
    // The frame has had all the time to say « ready ».
    await page.waitForTimeout(2500);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Erreur$/ })
        .count(),
    ).toBe(1);
    expect(await page.evaluate(() => (window as { __pretVu?: boolean }).__pretVu ?? false)).toBe(false);
    await close();
  });

  it("un utilisateur dont l'application ne montre rien voit « Erreur » et pourquoi ; une application visible dit « Prêt » une fois affichée", async () => {
    const { page, context, close } = await signedIn();
    await context.addInitScript(RECORD_READY);
    const blank = await createProject(context, 'Page vide', {
      'src/App.tsx': 'export default function App() {\n  return <div className="vide"></div>;\n}\n',
    });
    await page.goto(`/studio/${blank}`);
    await expect
      .poll(() => page.getByText("L'application s'est chargée mais n'affiche rien : la page reste blanche.").count(), { timeout: 20_000 })
      .toBe(1);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Erreur$/ })
        .count(),
    ).toBe(1);
    expect(await page.evaluate(() => (window as { __pretVu?: boolean }).__pretVu ?? false)).toBe(false);

    const shown = await createProject(context, 'Page visible', {
      'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n',
    });
    await page.goto(`/studio/${shown}`);
    await expect.poll(() => page.getByText('Prêt', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    expect(await (await previewFrame(page)).textContent('h1')).toBe('Bonjour');
    await close();
  });

  it('une application qui imite 300 messages « missing » d’un coup provoque une reconstruction tout de suite puis une à la seconde suivante (trois au plus, espacées d’une seconde), et son texte d’erreur reste du texte', async () => {
    const { page, context, close } = await signedIn();
    const forged = '<img src=x onerror="window.parent.__pirate = 1"><b>gras</b>';
    const id = await createProject(context, 'Messages imités', {
      'src/App.tsx': [
        "import { useEffect } from 'react';",
        ...PREVIEW_ID_IN_APP,
        'export default function App() {',
        '  useEffect(() => {',
        '    const id = previewId();',
        "    for (let i = 0; i < 300; i++) window.parent.postMessage({ source: 'lumi-preview', type: 'missing', previewId: id }, '*');",
        `    window.parent.postMessage({ source: 'lumi-preview', type: 'runtime-error', previewId: id, kind: 'runtime-error', message: ${JSON.stringify(forged)}, file: null, line: null, column: null, stack: null }, '*');`,
        "    document.title = 'envoyé';",
        '  }, []);',
        '  return <h1>Imitation</h1>;',
        '}',
      ].join('\n'),
    });
    const builds = recordBuilds(page);
    await page.goto(`/studio/${id}`);
    const frame = await previewFrame(page);
    await expect.poll(() => frame.title(), { timeout: 20_000 }).toBe('envoyé');
    const sentAt = Date.now();
    const errors = page.getByRole('region', { name: "Erreurs de l'application" });
    await expect.poll(() => errors.getByText(forged, { exact: true }).count()).toBe(1);
    await page.waitForTimeout(3000);
    // The first build, then what the 300 « missing » asked for: one rebuild at once, and the asks made within
    // that second answered together by one more when it is up (none is dropped: it may be a real one).
    const rebuilds = builds.slice(1);
    expect(builds[0]!.timing().startTime).toBeLessThan(sentAt);
    expect(rebuilds.length).toBeGreaterThanOrEqual(2);
    expect(rebuilds.length).toBeLessThanOrEqual(3);
    expectOneASecond(rebuilds);
    expect(await errors.locator('img, b').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pirate?: number }).__pirate)).toBeUndefined();
    await close();
  });
  it('une application qui redemande une reconstruction toutes les 50 ms pendant 3 s en obtient au plus une par seconde', async () => {
    const { page, context, close } = await signedIn();
    const id = await createProject(context, 'Demandes répétées', {
      'src/App.tsx': [
        "import { useEffect } from 'react';",
        ...PREVIEW_ID_IN_APP,
        'export default function App() {',
        '  useEffect(() => {',
        '    const id = previewId();',
        '    const started = Date.now();',
        '    const timer = setInterval(() => {',
        "      window.parent.postMessage({ source: 'lumi-preview', type: 'missing', previewId: id }, '*');",
        '      if (Date.now() - started < 3000) return;',
        '      clearInterval(timer);',
        "      document.title = 'fini';",
        '    }, 50);',
        '  }, []);',
        '  return <h1>Demandes</h1>;',
        '}',
      ].join('\n'),
    });
    const builds = recordBuilds(page);
    await page.goto(`/studio/${id}`);
    const frame = await previewFrame(page);
    await expect.poll(() => frame.title(), { timeout: 20_000 }).toBe('fini');
    // The last asks' rebuild comes when its second is up.
    await page.waitForTimeout(1500);
    const rebuilds = builds.slice(1);
    // About 60 asks over 3 s: one rebuild at once, then one a second while they keep coming.
    expect(rebuilds.length).toBeGreaterThanOrEqual(3);
    expect(rebuilds.length).toBeLessThanOrEqual(5);
    expectOneASecond(rebuilds);
    await close();
  });
});
