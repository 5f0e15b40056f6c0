import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../support/fake-llm-server.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';
import { expectedNextRequest, spendAiQuota } from './quota-fixture.js';

let browser: Browser;
let counter = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(server: TestServer, viewport?: { width: number; height: number }) {
  const session = await openPage(browser, server.url, viewport);
  const email = `assistant${++counter}-${Date.now()}@exemple.fr`;
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'motdepasse-e2e', name: 'e2e' },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return { ...session, email };
}

describe('assistant Lumi dans Chromium (générateur hors ligne)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AI_OFFLINE_DELAY_MS: '20' }, { rateLimits: { signUp: 100 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('une conversation : réponse en direct mise en forme, titre après le 3e message, historique, puis suppression', async () => {
    const { page, assertNoErrors, close } = await signedIn(server);
    await page.goto('/lumi-chat');
    // At once, as a person who types as soon as the page shows: no wait for the conversation or the send button.
    await expect.poll(() => page.getByText('En ligne', { exact: true }).count()).toBe(1);

    const idea = 'Je veux créer une application de covoiturage entre collègues avec messagerie';
    await page.getByLabel('Votre message').fill(idea);
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('et des comptes');
    expect(await page.getByLabel('Votre message').inputValue()).toBe(`${idea}\net des comptes`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(/Je suis Lumi\. Vous avez une idée d'application/).count()).toBe(1);

    // The answer streams in: the stop button is there while it does.
    await expect.poll(() => page.getByRole('button', { name: 'Arrêter la réponse' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Si je comprends bien').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Envoyer' }).count(), { timeout: 20_000 }).toBe(1);
    // The reply's Markdown is rendered (its renderer is fetched with the first message): bold and a list, no raw stars.
    await expect.poll(() => page.locator('strong', { hasText: 'Commencer un projet' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('listitem').filter({ hasText: 'mise en page lisible sur téléphone' }).count()).toBeGreaterThan(0);
    expect(await page.getByText('**Commencer un projet**').count()).toBe(0);

    const title = `${idea.slice(0, 50)}...`;
    await expect.poll(() => page.getByText(title).count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Historique' }).click();
    const history = page.getByRole('list', { name: 'Conversations' });
    await expect.poll(() => history.getByText(title).count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByText('Si je comprends bien').count()).toBe(1);

    await page.getByRole('tab', { name: 'Historique' }).click();
    await page.getByRole('button', { name: `Supprimer la conversation « ${title} »` }).click();
    await expect.poll(() => page.getByText('Conversation supprimée').count()).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: 'Conversations' }).getByText(title).count()).toBe(0);
    assertNoErrors();
    await close();
  });

  it('sur un téléphone, la zone de message dit « Écrivez à Lumi… » sans les raccourcis du clavier, qui ne tiendraient pas ; sur ordinateur, elle les donne', async () => {
    const phone = await signedIn(server, { width: 375, height: 740 });
    await phone.page.goto('/lumi-chat');
    await expect.poll(() => phone.page.getByLabel('Votre message').getAttribute('placeholder')).toBe('Écrivez à Lumi…');
    phone.assertNoErrors();
    await phone.close();
    const desktop = await signedIn(server);
    await desktop.page.goto('/lumi-chat');
    await expect
      .poll(() => desktop.page.getByLabel('Votre message').getAttribute('placeholder'))
      .toBe('Écrivez à Lumi… (Entrée pour envoyer, Maj+Entrée pour un saut de ligne)');
    desktop.assertNoErrors();
    await desktop.close();
  });

  it("un utilisateur envoie son message avec Entrée dès l'ouverture de /lumi-chat et /lumi-ai, avant que la conversation existe : il part dès qu'elle existe", async () => {
    for (const path of ['/lumi-chat', '/lumi-ai']) {
      const { page, assertNoErrors, close } = await signedIn(server);
      // A slow network: the page shows « En ligne » well before its conversation is created on the server.
      await page.route('**/api/conversations', async (route) => {
        if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(path);
      await expect.poll(() => page.getByText('En ligne', { exact: true }).count()).toBe(1);
      const question = `Une application de prêt de matériel entre voisins (${path})`;
      await page.getByLabel('Votre message').fill(question);
      await page.keyboard.press('Enter');
      // Shown at once, the box emptied; then sent once the conversation exists, and answered.
      const messages = page.getByRole('list', { name: 'Messages' });
      await expect.poll(() => messages.getByText(question, { exact: true }).count()).toBe(1);
      expect(await page.getByLabel('Votre message').inputValue()).toBe('');
      await expect.poll(() => messages.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3);
      await expect.poll(() => page.getByRole('button', { name: 'Envoyer' }).count(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => page.getByText("en attente d'envoi", { exact: false }).count()).toBe(0);
      // Stored in the conversation: it is still there after a reload.
      await page.reload();
      await expect.poll(() => page.getByRole('list', { name: 'Messages' }).getByText(question, { exact: true }).count()).toBe(1);
      assertNoErrors();
      await close();
    }
  });

  it("un utilisateur dont la conversation n'a pas pu être créée voit son message « non envoyé » avec « Réessayer l'envoi », qui le fait partir", async () => {
    // No check of the console here: the browser logs the aborted request itself (the page shows its own message).
    const { page, context, close } = await signedIn(server);
    // One network failure on the creation of the conversation, as a user can meet it, after a slow second
    // (the message is typed while the page is still creating its conversation).
    let failures = 0;
    await page.route('**/api/conversations', async (route) => {
      if (route.request().method() === 'POST' && failures++ === 0) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.abort('failed');
      } else await route.continue();
    });
    await page.goto('/lumi-chat');
    await expect.poll(() => page.getByText('En ligne', { exact: true }).count()).toBe(1);
    const question = 'Une application pour partager les trajets à vélo';
    await page.getByLabel('Votre message').fill(question);
    await page.keyboard.press('Enter');
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect.poll(() => page.getByText("non envoyé : la conversation n'a pas pu être créée", { exact: false }).count()).toBe(1);
    expect(await messages.getByText(question, { exact: true }).count()).toBe(1);
    expect(await page.getByText("en attente d'envoi", { exact: false }).count()).toBe(0);

    await page.getByRole('button', { name: "Réessayer l'envoi" }).click();
    // Welcome, question, answer: the same text, sent once, into the conversation now created.
    await expect.poll(() => messages.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3);
    await expect.poll(() => page.getByRole('button', { name: 'Envoyer' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText('non envoyé', { exact: false }).count()).toBe(0);
    const stored = (await (await context.request.get('/api/conversations')).json()) as {
      conversations: { messages: { type: string; content: string }[] }[];
    };
    expect(stored.conversations).toHaveLength(1);
    await expect
      .poll(async () =>
        ((await (await context.request.get('/api/conversations')).json()) as typeof stored).conversations[0]!.messages.filter(
          (m) => m.type === 'user',
        ).map((m) => m.content),
      )
      .toEqual([question]);
    await close();
  });

  it('un utilisateur écrit pendant une réponse puis ouvre une nouvelle conversation : son message reste dans la première et y part quand il y revient, jamais dans la nouvelle', async () => {
    const { page, context, assertNoErrors, close } = await signedIn(server);
    await page.goto('/lumi-chat');
    await expect.poll(() => page.getByText(/Je suis Lumi/).count()).toBe(1);
    // A slow network for the first question only: the reply is still on its way when the second message is typed.
    let generations = 0;
    await page.route('**/api/generate', async (route) => {
      if (generations++ === 0) await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const first = 'Une application de covoiturage pour mon club de sport';
    const second = 'Et avec un classement des conducteurs';
    await page.getByLabel('Votre message').fill(first);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Arrêter la réponse' }).count()).toBe(1);
    await page.getByLabel('Votre message').fill(second);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText("en attente d'envoi", { exact: false }).count()).toBe(1);
    await page.getByRole('button', { name: 'Nouvelle conversation' }).click();

    type Stored = { conversations: { id: string; messages: { type: string; content: string }[] }[] };
    const stored = async () => ((await (await context.request.get('/api/conversations')).json()) as Stored).conversations;
    const userTexts = (c: Stored['conversations'][number]) => c.messages.filter((m) => m.type === 'user').map((m) => m.content);
    await expect.poll(async () => (await stored()).length).toBe(2);
    // The first reply ends and is saved in its own conversation; the new one keeps only its welcome.
    await expect.poll(async () => (await stored()).map((c) => c.messages.length).sort(), { timeout: 20_000 }).toEqual([1, 3]);
    const messages = page.getByRole('list', { name: 'Messages' });
    expect(await messages.locator(':scope > li').count()).toBe(1);
    expect(await messages.getByText(second).count()).toBe(0);
    expect(await messages.getByText(first).count()).toBe(0);
    const all = await stored();
    const older = all.find((c) => c.messages.length === 3);
    const newer = all.find((c) => c !== older);
    expect(userTexts(newer!)).toEqual([]);
    expect(userTexts(older!)).toEqual([first]);

    // Back in the first conversation, the waiting message leaves there and is answered.
    await page.getByRole('tab', { name: 'Historique' }).click();
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /^Une application de covoiturage pour mon club/ })
      .click();
    await expect
      .poll(async () => userTexts((await stored()).find((c) => c.id === older!.id)!), { timeout: 20_000 })
      .toEqual([first, second]);
    await expect.poll(() => messages.locator(':scope > li').count(), { timeout: 20_000 }).toBe(5);
    expect(userTexts((await stored()).find((c) => c.id === newer!.id)!)).toEqual([]);
    assertNoErrors();
    await close();
  });

  it('une personne joint un fichier texte et pose une question dessus : la réponse s’appuie sur son contenu', async () => {
    const { page, assertNoErrors, close } = await signedIn(server);
    const file = path.join(tmpdir(), `facture-${Date.now()}.ts`);
    await writeFile(
      file,
      'export function calculerTva(montant: number) {\n  return montant * 0.2;\n}\nexport const arrondir = (x: number) => Math.round(x);\n',
    );
    await page.goto('/lumi-chat');
    await expect.poll(() => page.getByText(/Je suis Lumi/).count()).toBe(1);
    await page.locator('input[type=file]').setInputFiles(file);
    await expect.poll(() => page.getByText('Fichier analysé').count()).toBe(1);
    await expect.poll(() => page.getByText('export function calculerTva(montant: number)', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByLabel('Votre message').fill('Que contient ce fichier ?');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => page.getByText(/4 lignes, 2 fonction\(s\) ou classe\(s\)/).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByText('calculerTva', { exact: true }).count()).toBeGreaterThan(0);
    assertNoErrors();
    await close();
  });

  it('« Commencer un projet » crée un projet nommé d’après l’idée (pas d’après « Bonjour, je suis… ») et ouvre le studio', async () => {
    const { page, context, assertNoErrors, close } = await signedIn(server);
    await page.goto('/lumi-ai');
    await expect.poll(() => page.getByText('Mode expert').count()).toBe(1);
    await page
      .getByLabel('Votre message')
      .fill('Bonjour, je suis Marie, je voudrais créer une application pour réserver les salles de réunion de mon entreprise');
    await page.keyboard.press('Enter');
    // Welcome, question, answer.
    await expect.poll(() => page.getByRole('list', { name: 'Messages' }).getByRole('listitem').count(), { timeout: 20_000 }).toBe(3);
    await expect.poll(() => page.getByRole('button', { name: 'Envoyer' }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Commencer un projet' }).click();
    await page.waitForURL(/\/dev-studio\/[0-9a-f-]{36}$/);
    const id = /\/dev-studio\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    const project = (
      (await (await context.request.get(`/api/projects/${id}`)).json()) as { project: { title: string; description: string } }
    ).project;
    expect(project.title).toBe('Réserver les salles de réunion');
    expect(project.description).toBe('créer une application pour réserver les salles de réunion de mon entreprise');
    await expect
      .poll(() => page.getByText('créer une application pour réserver les salles de réunion de mon entreprise').count())
      .toBeGreaterThan(0);
    assertNoErrors();
    await close();
  });
});

describe('assistant Lumi : panne du fournisseur', () => {
  it('une panne du fournisseur affiche le message de difficulté technique, et « Réessayer » relance la question', async () => {
    const fake = await startFakeLlm({ protocol: 'openai', chunks: ['Voici ', 'ma réponse après la panne.'], status: 500, failFirst: 1 });
    const server = await startTestServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url }, { rateLimits: { signUp: 10 } });
    try {
      const { page, assertNoErrors, close } = await signedIn(server);
      await page.goto('/lumi-chat');
      await expect.poll(() => page.getByText(/Je suis Lumi/).count()).toBe(1);
      await page.getByLabel('Votre message').fill('Bonjour, une question sur mon projet');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText('Désolé, je rencontre une difficulté technique temporaire', { exact: false }).count()).toBe(1);
      await expect.poll(() => page.getByText('Difficulté technique', { exact: true }).count()).toBe(1);
      const messages = page.getByRole('list', { name: 'Messages' });
      await expect.poll(() => messages.getByText('Bonjour, une question sur mon projet').count()).toBe(1);

      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expect.poll(() => page.getByText('Voici ma réponse après la panne.').count()).toBe(1);
      await expect.poll(() => page.getByText('Désolé, je rencontre une difficulté technique temporaire', { exact: false }).count()).toBe(0);
      expect(await messages.getByText('Bonjour, une question sur mon projet').count()).toBe(1);
      expect(fake.requests).toHaveLength(2);
      assertNoErrors();
      await close();
    } finally {
      await server.close();
      await fake.close();
    }
  });
});

describe('assistant Lumi : quota IA épuisé', () => {
  it("un utilisateur de l'offre Gratuite au quota épuisé lit l'heure exacte de sa prochaine requête, sans bouton « Réessayer » ni « difficulté technique »", async () => {
    const server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0', AI_FREE_DAILY_REQUESTS: '1' }, { rateLimits: { signUp: 10 } });
    try {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 740 },
      ]) {
        const { page, context, email, assertNoErrors, close } = await signedIn(server, viewport);
        await spendAiQuota(context, server, 1);
        await page.goto('/lumi-chat');
        await expect.poll(() => page.getByText('En ligne', { exact: true }).count()).toBe(1);
        await page.getByLabel('Votre message').fill('Une question de plus');
        await page.keyboard.press('Enter');
        const expected = await expectedNextRequest(server, email);
        const messages = page.getByRole('list', { name: 'Messages' });
        await expect.poll(() => messages.getByText(expected, { exact: false }).count()).toBe(1);
        await expect.poll(() => page.getByText('Quota IA atteint', { exact: true }).count()).toBe(1);
        expect(await page.getByText('difficulté technique', { exact: false }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Réessayer' }).count()).toBe(0);
        // Still said, and still no retry, once the conversation is opened again.
        await page.reload();
        await expect.poll(() => page.getByRole('list', { name: 'Messages' }).getByText(expected, { exact: false }).count()).toBe(1);
        expect(await page.getByRole('button', { name: 'Réessayer' }).count()).toBe(0);
        assertNoErrors();
        await close();
      }
    } finally {
      await server.close();
    }
  });
});
