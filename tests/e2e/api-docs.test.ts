import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0' }, { rateLimits: { signUp: 100, signIn: 100 } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type OpenApi = { paths: Record<string, Record<string, { summary?: string }>> };

/** The words of a shell command line: quotes ('…', "…") and backslashes as a POSIX shell reads them. */
function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let index = 0; index < command.length; index++) {
    const char = command[index]!;
    if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (char === "'") {
      const end = command.indexOf("'", index + 1);
      if (end < 0) throw new Error(`apostrophe non fermée dans : ${command}`);
      word = (word ?? '') + command.slice(index + 1, end);
      index = end;
    } else if (char === '"') {
      word ??= '';
      for (index++; index < command.length && command[index] !== '"'; index++) {
        if (command[index] === '\\' && /["\\$`]/.test(command[index + 1] ?? '')) index++;
        word += command[index];
      }
      if (index >= command.length) throw new Error(`guillemet non fermé dans : ${command}`);
    } else if (char === '\\') {
      index++;
      // A backslash before the end of a line joins the two lines.
      if (command[index] !== '\n') word = (word ?? '') + (command[index] ?? '');
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

/** The HTTP request a curl command makes (the options these examples use: -X, -H, -d, -N, -OJ). */
function curlRequest(command: string): { method: string; url: string; headers: Record<string, string>; body?: string } {
  const [program, ...args] = shellWords(command);
  expect(program).toBe('curl');
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '-X' || arg === '--request') method = args[++index];
    else if (arg === '-H' || arg === '--header') {
      const header = args[++index]!;
      const colon = header.indexOf(':');
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (arg === '-d' || arg === '--data' || arg === '--data-raw') body = args[++index];
    else if (arg === '-N' || arg === '-OJ') continue;
    else if (arg.startsWith('-')) throw new Error(`option de curl inattendue : ${arg}`);
    else url = arg;
  }
  if (!url) throw new Error(`pas d'adresse dans : ${command}`);
  return { method: method ?? (body === undefined ? 'GET' : 'POST'), url, headers, body };
}

/** Clicks « Copier » on the operation's example and reads what the clipboard got. */
async function copyExample(page: Page, summary: string): Promise<string> {
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: summary, exact: true }) });
  await card.getByRole('button', { name: /Copier/ }).click();
  await expect.poll(() => page.getByText('Exemple copié', { exact: true }).count()).toBeGreaterThan(0);
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Runs a copied example with a real key, from the test (as curl would, without a shell). */
async function run(example: string, key: string) {
  const request = curlRequest(example.replaceAll('lumi_votre_cle', key));
  expect(request.url.startsWith(`${server.url}/v1/`)).toBe(true);
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('la page /api dans Chromium', () => {
  it("un visiteur lit sur /api chaque point d'accès du document OpenAPI et copie un exemple curl qui fonctionne", async () => {
    const { page, context, assertNoErrors, close } = await openPage(browser, server.url);
    // openPage makes a plain context: the clipboard is granted to this one.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const openApi = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as OpenApi;

    await page.goto('/api');
    const operations = Object.entries(openApi.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), summary: operation.summary ?? '' })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(12);
    for (const { path, method, summary } of operations) {
      expect(summary, `${method} ${path} sans résumé`).not.toBe('');
      const card = page.locator('article').filter({ has: page.getByRole('heading', { name: summary, exact: true }) });
      await expect.poll(() => card.count(), { message: `${method} ${path} : « ${summary} »` }).toBe(1);
      expect(await card.getByText(path, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(method, { exact: true }).isVisible()).toBe(true);
    }
    // The spec's texts: the REST API is there, webhooks are announced.
    expect(await page.getByRole('link', { name: 'Télécharger le document OpenAPI' }).getAttribute('href')).toBe('/v1/openapi.json');
    const webhooks = page.locator('section#webhooks');
    expect(await webhooks.getByText('Bientôt', { exact: true }).isVisible()).toBe(true);

    const create = await copyExample(page, 'Créer un projet');
    const list = await copyExample(page, 'Lister mes projets');
    expect(list).toContain('Authorization: Bearer lumi_votre_cle');

    // A person with an account and a key from « Mon Profil ».
    const headers = { origin: server.url };
    const email = `api-docs-e2e-${Date.now()}@exemple.fr`;
    expect(
      (
        await context.request.post('/api/auth/sign-up/email', { data: { email, password: 'motdepasse-api-docs', name: 'api' }, headers })
      ).status(),
    ).toBe(200);
    const created = await context.request.post('/api/api-keys', { data: { name: 'Documentation', expiresInDays: 30 }, headers });
    expect(created.status()).toBe(201);
    const { key } = (await created.json()) as { key: string };
    expect(key).toMatch(/^lumi_/);

    const project = await run(create, key);
    expect(project.status).toBe(201);
    const projects = await run(list, key);
    expect(projects.status).toBe(200);
    expect(projects.json.projects).toEqual([
      expect.objectContaining({ title: 'Ma boutique de bougies', description: 'Une boutique en ligne de bougies artisanales' }),
    ]);

    assertNoErrors();
    await close();
  });
});
