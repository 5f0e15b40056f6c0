/**
 * Takes screenshots of pages of a running Lumi (default http://localhost:3000) in Debian's Chromium.
 * Usage: npm run screenshots -- <outDir> <path>[@width] ...   e.g. / /pricing@375 (FULL_PAGE=0: viewport only)
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/browser.js';

const [outDir = '.tmp/screenshots', ...targets] = process.argv.slice(2);
const base = process.env.LUMI_URL ?? 'http://localhost:3000';

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const target of targets.length ? targets : ['/']) {
    const [pagePath = '/', width = '1280'] = target.split('@');
    const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE !== '0' });
    console.log(path.join(outDir, name));
    await page.close();
  }
} finally {
  await browser.close();
}
