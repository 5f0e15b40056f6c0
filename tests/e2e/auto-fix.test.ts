import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../support/fake-llm-server.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

/**
 * The studio with a real provider that makes mistakes (a small OpenAI-compatible server on 127.0.0.1): Lumi builds
 * each turn, fixes what does not build or crashes on its own, at most twice, then offers the version that worked.
 */
const WORKING = 'export default function App() {\n  return <h1>Bonjour tout le monde</h1>;\n}\n';
const reply = (text: string, app: string) => [`${text}\n<lumi-file path="src/App.tsx">\n`, app, '</lumi-file>\n'];
const DOES_NOT_BUILD = reply(
  'Voici la liste.',
  "import axios from 'axios';\nexport default function App() {\n  void axios;\n  return <h1>Liste</h1>;\n}\n",
);
const CRASHES = reply(
  'Voici la liste.',
  'export default function App() {\n  const items: string[] | undefined = undefined;\n  return <ul>{items!.map((item) => <li key={item}>{item}</li>)}</ul>;\n}\n',
);
const FIXED = reply('Corrigé.', 'export default function App() {\n  return <h1>Liste réparée</h1>;\n}\n');

let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let server: TestServer;
let browser: Browser;
let counter = 0;

beforeAll(async () => {
  fake = await startFakeLlm({ protocol: 'openai', chunks: [] });
  server = await startTestServer(
    { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_API_KEY: 'cle-de-test' },
    { rateLimits: { signUp: 100 } },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

const preview = (page: Page) => page.frameLocator(`iframe[title="Aperçu de l'application"]`);
const chat = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** A signed-in studio on a project whose first version works, the provider answering `replies` in turn. */
async function openStudio(replies: string[][]) {
  fake.setReplies(replies);
  const session = await openPage(browser, server.url, { width: 1440, height: 900 });
  const signUp = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email: `correction${++counter}-${Date.now()}@exemple.fr`, password: 'motdepasse-e2e', name: 'e2e' },
    headers: { origin: server.url },
  });
  expect(signUp.status()).toBe(200);
  const created = await session.context.request.post('/api/projects', {
    data: { title: 'Ma liste', files: { 'src/App.tsx': WORKING } },
    headers: { origin: server.url },
  });
  const id = ((await created.json()) as { project: { id: string } }).project.id;
  await session.page.goto(`/studio/${id}`);
  await preview(session.page).getByRole('heading', { name: 'Bonjour tout le monde' }).waitFor();
  // Five seconds on screen without a crash: version 1 is known to work.
  await expect.poll(async () => (await versions(session.context, id)).find((v) => v.number === 1)?.works, { timeout: 20_000 }).toBe(true);
  return { ...session, id };
}

async function versions(context: BrowserContext, id: string) {
  return (
    (await (await context.request.get(`/api/projects/${id}/versions`)).json()) as { versions: { number: number; works: boolean | null }[] }
  ).versions;
}

async function ask(page: Page, text: string) {
  const input = page.getByLabel('Message pour Lumi');
  await input.fill(text);
  await input.press('Enter');
}

describe('correction automatique dans le studio', () => {
  it('un fichier qui ne se construit pas est corrigé par un tour automatique, et l’application finit par fonctionner', async () => {
    const { page, context, id, assertNoErrors, close } = await openStudio([DOES_NOT_BUILD, FIXED]);
    await ask(page, 'Fais une liste');
    await chat(page)
      .getByText(/Correction automatique \(1\/2\) : L'aperçu ne se construit pas/)
      .waitFor({ timeout: 30_000 });
    await preview(page).getByRole('heading', { name: 'Liste réparée' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText('Prêt', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => (await versions(context, id)).map((v) => [v.number, v.works]), { timeout: 20_000 })
      .toEqual([
        [3, true],
        [2, false],
        [1, true],
      ]);
    // The history says which versions work.
    await page.getByRole('button', { name: 'Historique' }).click();
    const list = page.getByRole('list', { name: 'Versions' });
    await expect.poll(() => list.getByText('fonctionnelle').count()).toBe(2);
    await expect.poll(() => list.getByText('en erreur').count()).toBe(1);
    assertNoErrors();
    await close();
  });

  it('une application qui plante à l’ouverture : deux corrections automatiques, puis « Revenir à la dernière version qui fonctionnait »', async () => {
    const { page, context, id, close } = await openStudio([CRASHES]);
    await ask(page, 'Fais une liste');
    await chat(page)
      .getByText(/Correction automatique \(1\/2\) : L'application plante dans l'aperçu/)
      .waitFor({ timeout: 40_000 });
    await chat(page)
      .getByText(/Correction automatique \(2\/2\)/)
      .waitFor({ timeout: 40_000 });
    const back = page.getByRole('button', { name: 'Revenir à la dernière version qui fonctionnait (version 1)' });
    await back.waitFor({ timeout: 40_000 });
    // No third attempt was made: the request, then two fixes.
    expect(fake.requests.length).toBeGreaterThanOrEqual(3);
    await back.click();
    await preview(page).getByRole('heading', { name: 'Bonjour tout le monde' }).waitFor({ timeout: 30_000 });
    const after = await versions(context, id);
    expect(after[0]).toMatchObject({ number: 3, works: true });
    await close();
  });
});
