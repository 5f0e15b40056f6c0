import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Dialog, type Frame, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { chromiumLaunchOptions } from '../support/browser.js';

let shared: Promise<Browser> | undefined;

/**
 * Debian's Chromium through tests/support/chromium-for-tests.sh (no address bar popup built for every tab), one per
 * worker process: the journey files a worker runs one after the other (isolate: false keeps this module loaded) share
 * it rather than each launching its own. Each file gets a view of it whose `close` closes the contexts that file
 * opened, not the browser; Playwright closes the browser when the worker process exits. A browser that crashed or
 * was disconnected is launched again for the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const start = () =>
    (shared = chromium
      .launch({
        ...chromiumLaunchOptions(),
        executablePath: fileURLToPath(new URL('../support/chromium-for-tests.sh', import.meta.url)),
      })
      .catch((error: unknown) => {
        shared = undefined;
        throw error;
      }));
  let browser = await (shared ?? start());
  if (!browser.isConnected()) browser = await start();
  const opened = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (...options) => {
    const context = await browser.newContext(...options);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const close = async () => {
    await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      // Playwright's own newPage and asyncDispose would call the shared browser's newContext and close.
      if (property === 'newPage') return async (options?: Parameters<Browser['newPage']>[0]) => (await newContext(options)).newPage();
      if (property === 'close' || property === Symbol.asyncDispose) return close;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const DESKTOP = { width: 1280, height: 800 };

/**
 * A tab for one journey, as a new person: no cookies, no local or session storage, no permission, no route; console
 * errors and uncaught exceptions recorded, `assertNoErrors` failing the test if any appeared (a CSP violation shows up
 * here too). `close` gives the tab back to its browser's pool rather than closing it: the next journey on the same
 * server takes it, cleared, in the renderer process the last one warmed. A new profile per journey cost ~6–8 s of
 * Chromium CPU per studio opening on a 2-core CI machine, the next studio in the same tab ~2.7 s (new renderer
 * processes, every script compiled again; bench/README.md). A journey that fails or closes its page leaves a tab that
 * is closed instead.
 */
export async function openPage(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const pool = poolOf(browser, baseURL);
  const tab = pool.pop() ?? (await newTab(browser, baseURL, viewport));
  if (tab.viewport.width !== viewport.width || tab.viewport.height !== viewport.height) {
    await tab.page.setViewportSize(viewport);
    tab.viewport = viewport;
  }
  tab.errors.length = 0;
  if (expect.getState().currentTestName !== undefined)
    onTestFailed(() => {
      if (pool.includes(tab)) return;
      tab.spoiled = true;
      void tab.context.close().catch(() => undefined);
    });
  return {
    page: tab.page,
    context: tab.context,
    /**
     * No error from Lumi's pages, nor from the app in the preview unless `exceptPreviewApp` (a test that types code
     * key by key: a half-typed file the preview builds during a pause throws in the frame until the next build).
     */
    assertNoErrors: (options: { exceptPreviewApp?: boolean } = {}) =>
      expect(tab.errors.filter((error) => !(options.exceptPreviewApp && error.fromPreviewApp)).map((error) => error.text)).toEqual([]),
    /** Gives the tab back (or closes it when it cannot be reused). */
    close: () => giveBack(tab, pool),
  };
}

export type OpenedPage = Awaited<ReturnType<typeof openPage>>;

interface Tab {
  context: BrowserContext;
  page: Page;
  viewport: { width: number; height: number };
  errors: { text: string; fromPreviewApp: boolean }[];
  /** Init scripts added by the journey, removed before the next one. */
  initScripts: { dispose: () => Promise<void> }[];
  spoiled: boolean;
}

const JOURNEY_EVENTS = [
  'console',
  'pageerror',
  'weberror',
  'dialog',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'page',
  'popup',
  'download',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
  'worker',
];

const pools = new WeakMap<Browser, Map<string, Tab[]>>();

function poolOf(browser: Browser, baseURL: string): Tab[] {
  let byServer = pools.get(browser);
  if (!byServer) pools.set(browser, (byServer = new Map()));
  let pool = byServer.get(baseURL);
  if (!pool) byServer.set(baseURL, (pool = []));
  return pool;
}

async function newTab(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Tab> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR' });
  const page = await context.newPage();
  const tab: Tab = { context, page, viewport, errors: [], initScripts: [], spoiled: false };
  const record = (add: typeof context.addInitScript) =>
    (async (...args: Parameters<typeof context.addInitScript>) => {
      const added = await add(...args);
      tab.initScripts.push(added);
      return added;
    }) as typeof context.addInitScript;
  context.addInitScript = record(context.addInitScript.bind(context));
  page.addInitScript = record(page.addInitScript.bind(page));
  listen(tab, new URL(baseURL).origin);
  return tab;
}

function listen(tab: Tab, appOrigin: string) {
  tab.page.on('console', (message) => {
    if (message.type() === 'error' && !expectedNoise(message.text()))
      tab.errors.push({ text: message.text(), fromPreviewApp: fromOtherOrigin(message.location().url, appOrigin) });
  });
  // Playwright reports the uncaught exceptions of the preview's frame (the content origin) here too.
  tab.page.on('pageerror', (error) =>
    tab.errors.push({ text: error.message, fromPreviewApp: fromOtherOrigin(error.stack ?? '', appOrigin) }),
  );
}

/**
 * Leaves the journey's page for a plain text page of the same origin (its renderer kept; a « leave the page? » prompt
 * accepted), then forgets everything the journey left in the browser: listeners, routes, init scripts, permissions,
 * cookies, local and session storage of every origin it wrote to, other tabs.
 */
async function giveBack(tab: Tab, pool: Tab[]) {
  const { context, page } = tab;
  if (tab.spoiled || page.isClosed() || pool.includes(tab)) {
    if (!pool.includes(tab)) await context.close().catch(() => undefined);
    return;
  }
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    // Only the events a journey listens to: Playwright waits on its own 'close' listeners (context.close() would hang).
    for (const event of JOURNEY_EVENTS) {
      page.removeAllListeners(event);
      context.removeAllListeners(event);
    }
    for (const script of tab.initScripts.splice(0)) await script.dispose();
    const leave = (dialog: Dialog) => void dialog.accept().catch(() => undefined);
    page.on('dialog', leave);
    await page.goto('/robots.txt');
    page.off('dialog', leave);
    const origin = new URL(page.url()).origin;
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const { origins } = await context.storageState();
    const devtools = await context.newCDPSession(page);
    for (const written of origins)
      if (written.origin !== origin)
        await devtools.send('Storage.clearDataForOrigin', {
          origin: written.origin,
          storageTypes: 'local_storage,indexeddb,cache_storage',
        });
    await devtools.detach();
    await context.clearCookies();
    await context.clearPermissions();
    listen(tab, origin);
    pool.push(tab);
  } catch {
    await context.close().catch(() => undefined);
  }
}

/**
 * True when `where` (a URL, or a stack of them) names a page of another origin than Lumi's (the preview's), or none:
 * Lumi's own code is all served from the app origin, and its CSP allows no eval, so an error without any address is
 * not from it. A CI run met « c is not defined » (a half-typed line built by the preview) with no address in its stack.
 */
function fromOtherOrigin(where: string, appOrigin: string): boolean {
  return /https?:\/\/[^/\s)]+/.exec(where)?.[0] !== appOrigin;
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
