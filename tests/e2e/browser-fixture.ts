import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumLaunchOptions } from '../support/browser.js';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * A fresh browser profile (no cookies, no session storage) that records console errors and uncaught
 * exceptions; `assertNoErrors` fails the test if any appeared (a CSP violation shows up here too).
 */
export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport, locale: 'fr-FR' });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedNoise(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    context,
    assertNoErrors: () => expect(errors).toEqual([]),
    close: () => context.close(),
  };
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
