import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { chromiumLaunchOptions } from '../support/browser.js';

/** Debian's Chromium through tests/support/chromium-for-tests.sh: no address bar popup built for every tab. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunchOptions(),
    executablePath: fileURLToPath(new URL('../support/chromium-for-tests.sh', import.meta.url)),
  });
}

/**
 * A fresh browser profile (no cookies, no session storage) that records console errors and uncaught
 * exceptions; `assertNoErrors` fails the test if any appeared (a CSP violation shows up here too).
 */
export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport, locale: 'fr-FR' });
  const page: Page = await context.newPage();
  const appOrigin = new URL(baseURL).origin;
  const errors: { text: string; fromPreviewApp: boolean }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedNoise(message.text()))
      errors.push({ text: message.text(), fromPreviewApp: fromOtherOrigin(message.location().url, appOrigin) });
  });
  // Playwright reports the uncaught exceptions of the preview's frame (the content origin) here too.
  page.on('pageerror', (error) => errors.push({ text: error.message, fromPreviewApp: fromOtherOrigin(error.stack ?? '', appOrigin) }));
  return {
    page,
    context,
    /**
     * No error from Lumi's pages, nor from the app in the preview unless `exceptPreviewApp` (a test that types code
     * key by key: a half-typed file the preview builds during a pause throws in the frame until the next build).
     */
    assertNoErrors: (options: { exceptPreviewApp?: boolean } = {}) =>
      expect(errors.filter((error) => !(options.exceptPreviewApp && error.fromPreviewApp)).map((error) => error.text)).toEqual([]),
    /** Forgets the errors seen so far: the next journey in the same tab starts its own count. */
    clearErrors: () => {
      errors.length = 0;
    },
    close: () => context.close(),
  };
}

export type OpenedPage = Awaited<ReturnType<typeof openPage>>;

/**
 * One tab that a file's journeys take in turn, as a person opens one app after another in the same tab, each journey
 * signed in as its own person and counting its own errors. A new profile per journey cost ~8 s of Chromium CPU per
 * studio opening on a 2-core CI machine, the next studio in the same tab ~2.7 s (new renderer processes, every script
 * compiled again; bench/README.md). A journey that fails gives the tab up, so the next one starts in a new profile
 * rather than from whatever the failure left on screen.
 */
export function sharedTab(browser: Browser, baseURL: string, viewport?: { width: number; height: number }) {
  let tab: OpenedPage | undefined;
  return {
    async take(): Promise<OpenedPage> {
      tab ??= await openPage(browser, baseURL, viewport);
      const taken = tab;
      taken.clearErrors();
      onTestFailed(() => {
        if (tab !== taken) return;
        tab = undefined;
        void taken.close().catch(() => undefined);
      });
      return taken;
    },
    close: async () => tab?.close(),
  };
}

/** True when `where` (a URL, or a stack of them) names a page of another origin than Lumi's: the preview's. */
function fromOtherOrigin(where: string, appOrigin: string): boolean {
  const first = /https?:\/\/[^/\s)]+/.exec(where)?.[0];
  return first !== undefined && first !== appOrigin;
}

/**
 * Refusals the journeys provoke on purpose (a wrong or too common password, another user's project, a save conflict): the
 * browser logs the failed request itself, while the app shows its French message.
 */
function expectedNoise(text: string): boolean {
  return /Failed to load resource: the server responded with a status of (400|401|403|404|409|429)/.test(text);
}

/**
 * The preview frame's document once it shows a preview of the content origin (Playwright can take a moment to
 * attach to it). Before the first build the frame waits on the content origin's /runtime/attente.
 */
export async function previewFrame(page: Page, contentUrl: string): Promise<Frame> {
  const element = await page.waitForSelector('iframe[title="Aperçu de l\'application"]');
  const showsPreview = async () => {
    const url = (await element.contentFrame())?.url() ?? '';
    return url.startsWith(contentUrl) && !url.includes('/runtime/');
  };
  await expect.poll(showsPreview, { timeout: 20_000 }).toBe(true);
  const frame = await element.contentFrame();
  if (!frame) throw new Error('cadre sans document');
  return frame;
}
