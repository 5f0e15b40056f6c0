import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND, PRODUCT } from '../../common/brand.js';
import { userRoles, users } from '../../server/db/schema.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

const PHONE = { width: 375, height: 740 };
const LONG_UNBROKEN_TITLE = `Application${'Supercalifragilistique'.repeat(5)}Fin`.slice(0, 120);
const LONG_TITLE_WITH_SPACES =
  'Un carnet de voyage partagé avec carte interactive, photos, budget commun et liste de choses à faire pour toute la famille';
const LONG_CONVERSATION_TITLE = `Conversation${'Interminable'.repeat(9)}`;

/**
 * Every page path of the web app's router (web/app/router.tsx), read from its source so a new page is checked
 * as soon as it is added. The second list holds the pages behind RequireAuth (the `<SignedInShell />` group).
 */
function routerPaths(): { publicPaths: string[]; signedInPaths: string[] } {
  const source = readFileSync(new URL('../../web/app/router.tsx', import.meta.url), 'utf8');
  const signedInStart = source.indexOf('<SignedInShell');
  expect(signedInStart, 'web/app/router.tsx : le groupe <SignedInShell /> est introuvable, adaptez ce test').toBeGreaterThan(0);
  const found: { path: string; at: number }[] = [];
  for (const match of source.matchAll(/(?:path:\s*|soon\()(['`])(.+?)\1/g)) {
    const path = match[2]!.replaceAll('${PRODUCT}', PRODUCT).replaceAll('${BRAND}', BRAND);
    found.push({ path, at: match.index });
  }
  const signedInEnd = source.indexOf("path: '*'");
  return {
    publicPaths: found.filter((p) => p.at < signedInStart || p.at >= signedInEnd).map((p) => p.path),
    signedInPaths: found.filter((p) => p.at > signedInStart && p.at < signedInEnd).map((p) => p.path),
  };
}

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

/** Waits for the page to load its data (or give up after a few seconds: the studio keeps a connection open). */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => undefined);
  // Skeletons and spinners stand in for the data whose length matters (a project's title, a role check).
  await page
    .waitForFunction(() => document.querySelectorAll('.animate-pulse, [role="status"] .animate-spin').length === 0, undefined, {
      timeout: 8_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function widthOf(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, url: location.pathname }));
}

/** The page's elements that reach past the right edge, to say what to fix. */
function culprits(page: Page) {
  return page.evaluate((limit) => {
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > limit + 0.5 && box.width > 0) {
        const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')
          .split(' ')
          .slice(0, 4)
          .join('.')}`;
        wide.push(`${name} (${Math.round(box.right)} px)`);
      }
    }
    return wide.slice(0, 8);
  }, PHONE.width);
}

async function checkPages(page: Page, paths: string[], substitute: (path: string) => string) {
  const wide: string[] = [];
  for (const routePath of paths) {
    const path = substitute(routePath);
    const { scrollWidth, url } = await widthOf(page, path);
    if (scrollWidth > PHONE.width) wide.push(`${path} (→ ${url}) : ${scrollWidth} px — ${(await culprits(page)).join(', ')}`);
  }
  return wide;
}

describe('aucune page de Lumi ne défile de côté sur un téléphone (375 px)', () => {
  it("un visiteur parcourt chaque page publique à 375 px sans qu'elle dépasse la largeur de l'écran", async () => {
    const { publicPaths } = routerPaths();
    expect(publicPaths).toContain('/');
    expect(publicPaths).toContain('/pricing');
    const { page, close } = await openPage(browser, server.url, PHONE);
    const wide = await checkPages(page, publicPaths, (path) => {
      if (path === '*') return '/une-page-qui-n-existe-pas';
      expect(path, `web/app/router.tsx : ${path} a un paramètre que ce test ne sait pas remplir`).not.toMatch(/[:*]/);
      return path;
    });
    expect(wide).toEqual([]);
    await close();
  });

  it('un utilisateur avec des projets aux titres très longs parcourt chaque page connectée à 375 px sans défilement horizontal', async () => {
    const { signedInPaths } = routerPaths();
    expect(signedInPaths).toContain('/dashboard');
    const { page, context, close } = await openPage(browser, server.url, PHONE);
    const email = `defilement-lateral-avec-une-adresse-longue-${Date.now()}@exemple-de-domaine-long.fr`;
    const headers = { origin: server.url };
    expect(
      (
        await context.request.post('/api/auth/sign-up/email', { data: { email, password: 'motdepasse-e2e', name: 'e2e' }, headers })
      ).status(),
    ).toBe(200);
    const db = server.server.deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Admin too, so the administration pages are measured rather than redirected.
    await db.insert(userRoles).values({ userId: user!.id, role: 'admin' });

    const files = { 'src/App.tsx': 'export default function App() { return <h1>Bonjour</h1>; }' };
    const project = await context.request.post('/api/projects', {
      data: { title: LONG_UNBROKEN_TITLE, description: LONG_UNBROKEN_TITLE, files },
      headers,
    });
    expect(project.status()).toBe(201);
    const projectId = ((await project.json()) as { project: { id: string } }).project.id;
    expect((await context.request.post('/api/projects', { data: { title: LONG_TITLE_WITH_SPACES, files }, headers })).status()).toBe(201);
    const conversation = await context.request.post('/api/conversations', {
      data: {
        title: LONG_CONVERSATION_TITLE,
        messages: [{ id: 'm1', type: 'user', content: LONG_UNBROKEN_TITLE, timestamp: new Date().toISOString() }],
      },
      headers,
    });
    expect(conversation.status()).toBe(201);

    await page.goto('/dashboard');
    await expect.poll(() => page.getByText(LONG_UNBROKEN_TITLE).count()).toBeGreaterThan(0);
    const wide = await checkPages(page, signedInPaths, (path) => {
      const filled = path.replace(':projectId', projectId).replace(':id', user!.id);
      expect(filled, `web/app/router.tsx : ${path} a un paramètre que ce test ne sait pas remplir`).not.toMatch(/[:*]/);
      return filled;
    });
    expect(wide).toEqual([]);
    await close();
  });

  it("sur un téléphone, le bouton de l'assistant ne couvre jamais le premier exemple d'idée de la page d'accueil, et reste là plus bas", async () => {
    for (const height of [667, 812, 844]) {
      const { page, close } = await openPage(browser, server.url, { width: PHONE.width, height });
      await page.goto('/');
      const chip = page.locator('[aria-label="Exemples d\'idées"] button').first();
      await chip.waitFor();
      const assistant = page.getByRole('button', { name: `Ouvrir l'assistant ${BRAND}` });
      await settle(page);
      // At the top of the page, then with the chip just above the bottom edge, where a thumb would reach it.
      const chipAtTop = (await chip.boundingBox())!;
      const positions = [0, chipAtTop.y + chipAtTop.height - height + 8];
      for (const top of positions) {
        await page.evaluate((y) => window.scrollTo(0, Math.max(0, y)), top);
        await page.waitForTimeout(300);
        const chipBox = await chip.boundingBox();
        const buttonBox = (await assistant.count()) ? await assistant.boundingBox() : null;
        const overlaps =
          chipBox !== null &&
          buttonBox !== null &&
          chipBox.x < buttonBox.x + buttonBox.width &&
          buttonBox.x < chipBox.x + chipBox.width &&
          chipBox.y < buttonBox.y + buttonBox.height &&
          buttonBox.y < chipBox.y + chipBox.height;
        expect(
          overlaps,
          `375×${height}, défilé à ${Math.round(top)} px : bouton ${JSON.stringify(buttonBox)} sur l'exemple ${JSON.stringify(chipBox)}`,
        ).toBe(false);
      }
      // Further down the page the assistant is still offered.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => assistant.isVisible()).toBe(true);
      await close();
    }
  });
});
