import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../support/fake-llm-server.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

let browser: Browser;
let counter = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(server: TestServer) {
  const session = await openPage(browser, server.url);
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email: `assistant${++counter}-${Date.now()}@exemple.fr`, password: 'motdepasse-e2e', name: 'e2e' },
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return session;
}

/** As a person would: Enter once the send button is on (the conversation exists), not while the page still creates it. */
async function pressEnterToSend(page: Page) {
  await expect.poll(() => page.getByRole('button', { name: 'Envoyer' }).isEnabled()).toBe(true);
  await page.keyboard.press('Enter');
}

describe('assistant Lumi dans Chromium (générateur hors ligne)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AI_OFFLINE_DELAY_MS: '20' }, { rateLimits: { signUp: 100 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("une conversation : réponse en direct, titre après le 3e message, historique, puis suppression", async () => {
    const { page, assertNoErrors, close } = await signedIn(server);
    await page.goto('/lumi-chat');
    await expect.poll(() => page.getByText(/Je suis Lumi\. Vous avez une idée d'application/).count()).toBe(1);
    await expect.poll(() => page.getByText('En ligne', { exact: true }).count()).toBe(1);

    const idea = 'Je veux créer une application de covoiturage entre collègues avec messagerie';
    await page.getByLabel('Votre message').fill(idea);
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('et des comptes');
    expect(await page.getByLabel('Votre message').inputValue()).toBe(`${idea}\net des comptes`);
    await pressEnterToSend(page);

    // The answer streams in: the stop button is there while it does.
    await expect.poll(() => page.getByRole('button', { name: 'Arrêter la réponse' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Si je comprends bien').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Envoyer' }).count(), { timeout: 20_000 }).toBe(1);

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

  it('une personne joint un fichier texte et pose une question dessus : la réponse s’appuie sur son contenu', async () => {
    const { page, assertNoErrors, close } = await signedIn(server);
    const file = path.join(tmpdir(), `facture-${Date.now()}.ts`);
    await writeFile(file, 'export function calculerTva(montant: number) {\n  return montant * 0.2;\n}\nexport const arrondir = (x: number) => Math.round(x);\n');
    await page.goto('/lumi-chat');
    await expect.poll(() => page.getByText(/Je suis Lumi/).count()).toBe(1);
    await page.locator('input[type=file]').setInputFiles(file);
    await expect.poll(() => page.getByText('Fichier analysé').count()).toBe(1);
    await expect.poll(() => page.getByText('export function calculerTva(montant: number)', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByLabel('Votre message').fill('Que contient ce fichier ?');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => page.getByText(/5 lignes, 2 fonction\(s\) ou classe\(s\)/).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByText('calculerTva', { exact: true }).count()).toBeGreaterThan(0);
    assertNoErrors();
    await close();
  });

  it('« Commencer un projet » crée un projet qui résume l’idée et ouvre le studio', async () => {
    const { page, assertNoErrors, close } = await signedIn(server);
    await page.goto('/lumi-ai');
    await expect.poll(() => page.getByText('Mode expert').count()).toBe(1);
    await page.getByLabel('Votre message').fill('Une application pour réserver les salles de réunion de mon entreprise');
    await pressEnterToSend(page);
    await expect.poll(() => page.getByRole('button', { name: 'Envoyer' }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Commencer un projet' }).click();
    await page.waitForURL(/\/dev-studio\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText(/Idée issue de ma conversation avec Lumi/).count()).toBeGreaterThan(0);
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
      await pressEnterToSend(page);
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
