import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

let server: TestServer;
let browser: Browser;
let counter = 0;
const LONG = { timeout: 30_000 };

beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100 } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const HOME = [
  "import { titre } from '../titre';",
  '',
  'export default function HomePage() {',
  '  return (',
  '    <main>',
  '      <h1>{titre}</h1>',
  '    </main>',
  '  );',
  '}',
  '',
].join('\n');
const TITRE = "export const titre = 'Bonjour';\n";
const FILES = {
  'src/App.tsx': "import HomePage from './pages/HomePage';\n\nexport default function App() {\n  return <HomePage />;\n}\n",
  'src/pages/HomePage.tsx': HOME,
  'src/titre.ts': TITRE,
};

async function signedIn() {
  const session = await openPage(browser, server.url, { width: 1440, height: 900 });
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email: `frappe${++counter}-${Date.now()}@exemple.fr`, password: 'motdepasse-e2e', name: 'e2e' },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return session;
}

async function savedFile(context: BrowserContext, id: string, path: string): Promise<string | undefined> {
  const response = await context.request.get(`/api/projects/${id}`);
  return ((await response.json()) as { files: Record<string, string> }).files[path];
}

async function openFile(page: Page, path: string) {
  for (const name of path.split('/').slice(1, -1)) {
    const button = page.getByRole('button', { name, exact: true });
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  }
  await page.locator(`button[title="${path}"]`).click();
  await expect.poll(() => page.getByLabel(`Éditeur de code : ${path}`).count(), LONG).toBeGreaterThan(0);
  await page.locator('.monaco-editor .view-lines').first().click();
}

/** Types as a person does, one key after the other, `delay` ms apart (0: as fast as the browser takes them). */
async function typeAt(page: Page, text: string, delay: number, caret: () => Promise<void>) {
  await caret();
  await page.keyboard.type(text, { delay });
}

/**
 * A place in the file by Monaco's « Aller à la ligne » (`line:column`, 1-based): lines wrap in the narrow
 * editor, so arrows and Home/End move by rows rather than by lines.
 */
const goTo =
  (page: Page, line: number, column = 1) =>
  async () => {
    await page.keyboard.press('Control+g');
    await page.keyboard.type(`${line}:${column}`);
    await page.keyboard.press('Enter');
  };

describe("l'éditeur de code dans Chromium", () => {
  // The fastest typing also runs on a phone-class processor (Chromium's throttling, 16× slower) from the second file
  // on: the page then runs its timers only once the keys already sent are handled, as a busy machine did when
  // Monaco's closed quick input (Ctrl+G) kept Ctrl+End for itself and the end of the file was typed in its middle.
  for (const { delay, slowdown } of [
    { delay: 0, slowdown: 16 },
    { delay: 50, slowdown: 1 },
  ]) {
    const device = slowdown > 1 ? `, sur un appareil ${slowdown} fois plus lent,` : '';
    // Sixteen times slower, key after key: beside two busy cores the typing alone took ~70 s of the 90 s a journey gets.
    // More time, not fewer keys: no timing is asserted, this only bounds a hung journey.
    const timeout = 90_000 + (slowdown > 1 ? 90_000 : 0);
    it(
      `un utilisateur qui tape vite (${delay} ms entre les touches)${device} au début, au milieu et à la fin d'un fichier retrouve exactement son texte, enregistré et dans l'aperçu`,
      { timeout },
      async () => {
        const { page, context, close } = await signedIn();
        const created = await context.request.post('/api/projects', {
          data: { title: 'Frappe rapide', files: FILES },
          headers: { origin: server.url },
        });
        expect(created.status()).toBe(201);
        const id = ((await created.json()) as { project: { id: string } }).project.id;
        await page.goto(`/dev-studio/${id}`);
        await expect
          .poll(() => page.frameLocator(`iframe[title="Aperçu de l'application"]`).locator('h1').textContent({ timeout: 2_000 }), LONG)
          .toBe('Bonjour');

        // The first unsaved change of the project, in the middle of a line: the preview follows.
        await openFile(page, 'src/titre.ts');
        await typeAt(page, ' tout le monde', delay, async () => {
          // Before « '; » of the first line: the file ends with a line break.
          await page.keyboard.press('Control+End');
          for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
        });
        await expect.poll(() => savedFile(context, id, 'src/titre.ts'), LONG).toBe("export const titre = 'Bonjour tout le monde';\n");
        await expect
          .poll(() => page.frameLocator(`iframe[title="Aperçu de l'application"]`).locator('h1').textContent({ timeout: 2_000 }), LONG)
          .toBe('Bonjour tout le monde');

        // Once saved, the next edit is a first unsaved change again: at the very start of another file (as in the
        // report), then more edits in the middle and at the end before anything is saved.
        await openFile(page, 'src/pages/HomePage.tsx');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        // The report's exact case: at the very start of line 1, with no line break after it.
        const start = "throw new Error('boum test');";
        await typeAt(page, start, delay, goTo(page, 1));
        // In the middle of line 6, « <h1>{titre}</h1> », between « } » and « </h1> ».
        const middle = ' et bienvenue !';
        await typeAt(page, middle, delay, goTo(page, 6, 18));
        const end = "export const fin = 'fin du fichier';";
        await typeAt(page, end, delay, async () => page.keyboard.press('Control+End'));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await cdp.detach();
        const lines = HOME.split('\n');
        expect(lines[5]).toBe('      <h1>{titre}</h1>');
        const expected = [start + lines[0], ...lines.slice(1, 5), '      <h1>{titre}' + middle + '</h1>', ...lines.slice(6, -1), end].join(
          '\n',
        );
        await expect.poll(() => savedFile(context, id, 'src/pages/HomePage.tsx'), LONG).toBe(expected);
        // Saved, and what the editor holds: the autosave has nothing more to write.
        await expect.poll(() => page.getByText(/^Enregistré à/).count(), LONG).toBe(1);
        expect(await savedFile(context, id, 'src/pages/HomePage.tsx')).toBe(expected);
        expect(await savedFile(context, id, 'src/titre.ts')).toBe("export const titre = 'Bonjour tout le monde';\n");
        // The preview runs what was typed: the app now throws the typed error.
        const errors = page.getByRole('region', { name: "Erreurs de l'application" });
        await expect.poll(() => errors.getByText(/boum test/).count(), LONG).toBeGreaterThan(0);
        await close();
      },
    );
  }
});
