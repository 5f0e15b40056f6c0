import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { launchBrowser, openPage } from './browser-fixture.js';

/**
 * What this version of Lumi does not do yet: IPA files (never on Linux), Enterprise's private API, a « Paramètres du
 * compte » page, webhooks, payment. The REST API (/v1), its keys (« Mon Profil ») and GitHub are there: a page may name
 * them without « bientôt ».
 */
const PROMISE = /\bIPA\b|API privée|Paramètres du compte|Webhooks?|paiement|facturée/i;

/**
 * Where the « bientôt » must be: in the promise's own sentence block, in the one item holding it (`.bg-card` is
 * the Card component and the cards built like it), or on the heading of a block with a single heading. Never
 * merely somewhere in the same section or page.
 */
const HEADING = 'h1, h2, h3, h4, h5, h6';
const SENTENCE = `p, pre, dt, dd, figcaption, blockquote, summary, ${HEADING}`;
const ITEM = 'li, tr, details, .bg-card, article';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The public pages of web/app/router.tsx (those before the <RequireAuth> group). */
function publicPaths(): string[] {
  const source = readFileSync(new URL('../../web/app/router.tsx', import.meta.url), 'utf8');
  const head = source.slice(0, source.indexOf('<RequireAuth>'));
  return [...head.matchAll(/path:\s*'([^']+)'/g)].map((match) => match[1]!);
}

describe('rien de promis qui ne soit là', () => {
  it('un visiteur ne lit sur aucune page publique une fonction absente (IPA, webhooks, paiement…) sans « bientôt » à côté', async () => {
    const paths = publicPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/features', '/pricing', '/docs', '/api']));
    const { page, close } = await openPage(browser, server.url);
    const unmarked: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => undefined);
      const found = await page.evaluate(
        ({ promise, sentence, item, heading }) => {
          const promiseRe = new RegExp(promise, 'i');
          const soon = (element: Element | null) => !!element && /bientôt/i.test(element.textContent ?? '');
          /** A heading's own line: the heading, or its row when the badge sits beside it with no text block in that row. */
          const headingLine = (title: Element) => {
            const row = title.parentElement;
            const alone = row && [...row.querySelectorAll(`${sentence}, ${item}`)].every((element) => element === title);
            return row && alone ? row : title;
          };
          const isMarked = (text: Element) => {
            // The nearest block: its sentence (paragraph, heading, question, code block), then the one item it
            // belongs to (list item, table row, FAQ entry, card).
            const block = text.closest(sentence);
            if (soon(block) || soon(text.closest(item))) return true;
            // A heading block with its text: the smallest container holding one heading with this text, marked on
            // that heading's own line. With two headings or more above it, the text belongs to neither alone.
            for (let element = (block ?? text).parentElement; element && element !== document.body; element = element.parentElement) {
              const headings = element.querySelectorAll(heading);
              if (headings.length === 0) continue;
              return headings.length === 1 && soon(headingLine(headings[0]!));
            }
            return false;
          };
          const missing: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            if (!promiseRe.test(text) || !node.parentElement) continue;
            // A table of contents names sections; the sections themselves carry the mark.
            if (node.parentElement.closest('nav')) continue;
            if (!isMarked(node.parentElement)) missing.push(text.trim().slice(0, 120));
          }
          return missing;
        },
        { promise: PROMISE.source, sentence: SENTENCE, item: ITEM, heading: HEADING },
      );
      unmarked.push(...found.map((text) => `${path} : « ${text} »`));
    }
    expect(unmarked).toEqual([]);
    await close();
  });
});
