/**
 * Preview engine benchmark, on generated apps of 10, 50 and 200 files:
 * - Lumi's module build from memory (every file transformed with oxc and linked, stylesheets bundled by esbuild),
 *   cold (empty transform cache, new esbuild context) and after a one-file edit, the Tailwind step, and the
 *   whole server build (modules + Tailwind + page) cold and after an edit;
 * - Babel standalone transforming each file (what the spec's product did in the browser), for comparison;
 * - in Chromium, the time from the build request to the first painted frame with the app's Tailwind styles.
 * Run by hand: `npx tsx bench/preview.ts`. Results go to bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transform } from '@babel/standalone';
import { chromium, type Page } from 'playwright-core';
import { StyleBundler } from '../server/features/preview/bundle-styles.js';
import { entrySource, chooseEntry } from '../server/features/preview/choose-entry.js';
import { extractCandidates, TailwindCompiler } from '../server/features/preview/compile-tailwind.js';
import { linkModules } from '../server/features/preview/link-modules.js';
import { createPreviewService } from '../server/features/preview/preview-service.js';
import { clearTransformCache, transformReady } from '../server/features/preview/transform-module.js';
import { createLogger } from '../server/logger.js';
import { chromiumLaunchOptions } from '../tests/support/browser.js';
import { startTestServer } from '../tests/support/test-server.js';
import { editOne, generateApp } from './preview-apps.js';

// BENCH_SIZES=50 BENCH_FIRST_LOADS=9 BENCH_BROWSER_ONLY=1 narrow a run to the figure being worked on.
const SIZES = (process.env.BENCH_SIZES ?? '10,50,200').split(',').map(Number);
const RUNS = 15;
/** New browser profiles per size for the first-load figures (each is one sample). */
const FIRST_LOADS = Number(process.env.BENCH_FIRST_LOADS ?? 5);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const fmt = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

async function time(run: () => Promise<unknown> | unknown, runs = RUNS): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    values.push(performance.now() - started);
  }
  return median(values);
}

async function measureServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-bench-preview-'));
  const service = createPreviewService({
    dataDir,
    contentUrl: 'http://127.0.0.1:3001',
    appOrigins: ['http://localhost:3000'],
    logger: createLogger('error'),
    packages: { cacheDir: path.join(dataDir, 'preview-packages'), registry: null },
  });
  const vendorStarted = performance.now();
  await service.vendor();
  const vendorMs = performance.now() - vendorStarted;
  const rows: Record<string, string>[] = [];
  for (const size of SIZES) {
    const files = generateApp(size);
    const entry = entrySource(chooseEntry(files));

    /** What the server does before Tailwind: link every module, bundle the stylesheets. */
    const buildModules = async (input: typeof files, styles: StyleBundler) => {
      const linked = linkModules(input, entry);
      if (linked.errors.length) throw new Error(linked.errors[0]!.message);
      const result = await styles.bundleStyles(input, linked.stylesheets);
      if (result.errors.length) throw new Error(result.errors[0]!.message);
      return result;
    };
    await transformReady();
    const freshBundle = await time(async () => {
      clearTransformCache();
      const styles = new StyleBundler();
      await buildModules(files, styles);
      await styles.dispose();
    });

    const warm = new StyleBundler();
    await buildModules(files, warm);
    let round = 0;
    const rebuild = await time(() => buildModules(editOne(files, ++round), warm));
    const { css } = await buildModules(files, warm);
    await warm.dispose();

    const tailwind = new TailwindCompiler();
    const candidates = extractCandidates(files);
    await tailwind.build(css ?? '', candidates);
    const tailwindCached = await time(() => tailwind.build(css ?? '', extractCandidates(files)));
    const tailwindCold = await time(() => new TailwindCompiler().build(css ?? '', candidates), 5);

    let owner = 0;
    const fullCold = await time(() => {
      clearTransformCache();
      return service.build({ ownerId: `froid-${size}-${++owner}`, files });
    }, 8);
    await service.build({ ownerId: `chaud-${size}`, files });
    const fullEdit = await time(() => service.build({ ownerId: `chaud-${size}`, files: editOne(files, ++round) }));
    const cached = await time(() => service.build({ ownerId: `chaud-${size}`, files: editOne(files, round) }));

    const babel = await time(() => {
      for (const [file, code] of Object.entries(files)) {
        if (/\.(tsx|ts)$/.test(file)) transform(code, { filename: file, presets: ['typescript', 'react'] });
      }
    }, 5);

    rows.push({
      size: String(size),
      freshBundle: fmt(freshBundle),
      rebuild: fmt(rebuild),
      tailwindCached: fmt(tailwindCached),
      tailwindCold: fmt(tailwindCold),
      fullCold: fmt(fullCold),
      fullEdit: fmt(fullEdit),
      cached: fmt(cached),
      babel: fmt(babel),
    });
  }
  await service.close();
  await rm(dataDir, { recursive: true, force: true });
  return { vendorMs, rows };
}

/**
 * Runs in the page (as source text: tsx would add helpers the page does not have). Asks for a build, frames
 * it as the studio does and resolves when the frame says its first styled frame is painted.
 */
const requestToFirstFrame = `async (body, warmUrl) => {
  const started = performance.now();
  const newFrame = () => {
    const created = document.createElement('iframe');
    created.id = 'banc';
    created.setAttribute('sandbox', 'allow-scripts allow-forms allow-modals allow-popups');
    created.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:9999;background:white';
    return created;
  };
  let frame = document.querySelector('iframe#banc');
  let waitingLoaded = Promise.resolve();
  if (!frame && warmUrl) {
    // As the studio opening: the frame goes to the waiting page while the server builds.
    frame = newFrame();
    frame.src = warmUrl;
    frame.dataset.attente = '1';
    // As the panel: the page's load, or before it the bridge saying it listens.
    waitingLoaded = new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      window.addEventListener('message', (event) => event.source === frame.contentWindow && event.data?.type === 'waiting' && resolve());
    });
    document.body.append(frame);
  }
  const response = await fetch('/api/preview', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const { preview } = await response.json();
  // As the panel does: one frame, navigated from build to build with location.replace(); a frame on the waiting
  // page is sent the first build's URL (once the page has loaded) and runs it in place.
  const isNew = !frame;
  if (isNew) frame = newFrame();
  const ready = new Promise((resolve) => {
    window.addEventListener('message', function listen(event) {
      if (event.source !== frame.contentWindow || event.data?.type !== 'ready' || event.data.previewId !== preview.id) return;
      window.removeEventListener('message', listen);
      resolve(performance.now() - started);
    });
  });
  if (isNew) {
    frame.src = preview.url;
    document.body.append(frame);
  } else if (frame.dataset.attente) {
    await waitingLoaded;
    delete frame.dataset.attente;
    frame.contentWindow.postMessage({ source: 'lumi-studio', type: 'adopt', url: preview.url }, '*');
  } else {
    frame.contentWindow.location.replace(preview.url);
  }
  return ready;
}`;

/** As the studio's panel does before the first build: the frame already shows the content origin's waiting page. */
const openWaitingFrame = (warmUrl: string) => `(async () => {
  const frame = document.createElement('iframe');
  frame.id = 'banc';
  frame.setAttribute('sandbox', 'allow-scripts allow-forms allow-modals allow-popups');
  frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:9999;background:white';
  frame.src = ${JSON.stringify(warmUrl)};
  frame.dataset.attente = '1';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
})()`;

async function measureBrowser() {
  const server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: { signUp: 100, signIn: 100 } });
  await server.server.deps.preview.vendor();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: Record<string, string>[] = [];
  let account = 0;
  /**
   * A new browser profile (empty cache), signed in, on a public page of the app: the signed-in layout would keep
   * a hidden frame on the content origin (decision 011), and these figures are for a content origin with no
   * renderer process yet. The frame waiting or not.
   */
  const openPage = async (waiting: boolean) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    await context.request.post('/api/auth/sign-up/email', {
      data: { email: `bench-${++account}-${Date.now()}@exemple.fr`, password: 'motdepasse-bench', name: 'bench' },
      headers: { origin: server.url },
    });
    const page = await context.newPage();
    await page.goto('/help');
    await page.waitForLoadState('networkidle');
    if (waiting) await page.evaluate(openWaitingFrame(`${server.contentUrl}/runtime/attente`));
    return { page, context };
  };
  /** `adopted`: the build runs in the waiting page's document; `opening`: that page opens at the request. */
  const measure = async (page: Page, files: Record<string, string>, adopted = false, opening = false) => {
    // From the build request to the frame's "ready": content in #root, styles loaded, one frame painted.
    const warmUrl = opening ? `${server.contentUrl}/runtime/attente` : null;
    const result = await page.evaluate<number>(
      `(${requestToFirstFrame})(${JSON.stringify(JSON.stringify({ files }))}, ${JSON.stringify(warmUrl)})`,
    );
    const frame = await (await page.$('iframe#banc'))?.contentFrame();
    const color = await frame!.evaluate(() => getComputedStyle(document.getElementById('titre')!).color);
    if (color !== 'rgb(124, 58, 237)') throw new Error(`le titre n'est pas stylé (${color})`);
    // The first build sent to the waiting page runs in that document (no navigation).
    const documentUrl = await frame!.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
    if (adopted !== documentUrl.endsWith('/runtime/attente')) throw new Error(`document inattendu : ${documentUrl}`);
    return result;
  };
  try {
    for (const size of SIZES) {
      const files = generateApp(size);
      const coldFrames: number[] = [];
      const openingFrames: number[] = [];
      const waitingFrames: number[] = [];
      const edits: number[] = [];
      for (let profile = 0; profile < FIRST_LOADS; profile++) {
        // Each first load builds files the server has never seen (no transform in its cache), for a new user.
        clearTransformCache();
        const cold = await openPage(false);
        coldFrames.push(await measure(cold.page, files));
        await cold.context.close();

        clearTransformCache();
        const opening = await openPage(false);
        openingFrames.push(await measure(opening.page, files, true, true));
        await opening.context.close();

        clearTransformCache();
        const studio = await openPage(true);
        waitingFrames.push(await measure(studio.page, files, true));
        if (profile === 0) for (let round = 1; round <= RUNS; round++) edits.push(await measure(studio.page, editOne(files, round)));
        await studio.context.close();
      }
      rows.push({
        size: String(size),
        coldFrame: fmt(median(coldFrames)),
        openingFrame: fmt(median(openingFrames)),
        waitingFrame: fmt(median(waitingFrames)),
        edit: fmt(median(edits)),
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

if (!process.env.BENCH_BROWSER_ONLY) {
  const serverFigures = await measureServer();
  console.log(`Paquets de l'aperçu construits une fois : ${Math.round(serverFigures.vendorMs)} ms`);
  console.log(
    "\nFichiers | modules + CSS (à froid) | après édition d'un fichier | Tailwind (compilateur en cache) | Tailwind (compilateur neuf) | build complet à froid | build complet après édition | build en cache | Babel standalone fichier par fichier",
  );
  for (const row of serverFigures.rows) {
    console.log(
      `${row.size} | ${row.freshBundle} | ${row.rebuild} | ${row.tailwindCached} | ${row.tailwindCold} | ${row.fullCold} | ${row.fullEdit} | ${row.cached} | ${row.babel}`,
    );
  }
}
const browserRows = await measureBrowser();
console.log(
  `\nFichiers | requête → première image stylée, profil neuf : cadre créé sur le build (médiane de ${FIRST_LOADS}) | cadre ouvert sur la page d'attente à la requête, comme le studio qui s'ouvre (médiane de ${FIRST_LOADS}) | cadre déjà chargé sur la page d'attente (médiane de ${FIRST_LOADS}) | médiane de ${RUNS} éditions`,
);
for (const row of browserRows) console.log(`${row.size} | ${row.coldFrame} | ${row.openingFrame} | ${row.waitingFrame} | ${row.edit}`);
