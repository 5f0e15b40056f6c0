import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { precompressDirectory } from './precompress-assets.js';

/** What web/prerender.tsx exports (its SSR build is imported by path, so its type is declared here). */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  pageMeta: (pathname: string) => { title: string; description: string };
  renderPage: (pathname: string) => Promise<string>;
}

/** The file of a prerendered path inside its folder: `/` → `index.html`, `/pricing` → `pricing.html`. */
export function prerenderedFileName(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shell `index.html` with the page's markup in `#root`, its title and its description. */
export function fillShell(shell: string, page: { html: string; title: string; description: string }): string {
  // The CSP (server/http/security.ts) refuses inline scripts, and the page must show without JavaScript.
  if (/<script|<template/i.test(page.html))
    throw new Error('Le rendu contient un script ou un modèle en ligne (une limite Suspense non résolue ?)');
  const filled = shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (!filled.includes(page.html) || !filled.includes(`<title>${escapeHtml(page.title)}</title>`)) {
    throw new Error('index.html n’a plus la forme attendue (<title>, <meta name="description">, <div id="root"></div>)');
  }
  return filled;
}

/**
 * Vite plugin: once the client and the SSR build of web/prerender.tsx are written, renders each public page to
 * `dist/pages/` (outside `dist/web`, so no page has a second address), precompressed like the assets; the server
 * sends them for their exact path (decision 035). Fails the build when a page does not render.
 */
export function prerenderPages({ ssrOutDir, pagesDir }: { ssrOutDir: string; pagesDir: string }): Plugin {
  return {
    name: 'lumi-prerender-pages',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const started = Date.now();
        const clientOutDir = path.resolve(builder.config.root, builder.config.environments.client!.build.outDir);
        const shell = await readFile(path.join(clientOutDir, 'index.html'), 'utf8');
        const entry = pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href;
        // Imported by its plain URL: its lazy chunks import it back by that URL, and a second copy would have
        // contexts of its own.
        const prerender = (await import(entry)) as PrerenderModule;
        // Written beside, then renamed: the folder is complete or absent (scripts/web-build.ts measures staleness
        // against its index.html).
        const draft = `${pagesDir}.draft`;
        await rm(draft, { recursive: true, force: true });
        await mkdir(draft, { recursive: true });
        const paths = prerender.PRERENDERED_PATHS;
        for (const pathname of paths) {
          const html = fillShell(shell, { html: await prerender.renderPage(pathname), ...prerender.pageMeta(pathname) });
          const file = path.join(draft, prerenderedFileName(pathname));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
        }
        const compressed = await precompressDirectory(draft);
        await rm(pagesDir, { recursive: true, force: true });
        await rename(draft, pagesDir);
        builder.config.logger.info(
          `${paths.length} pages prérendues dans ${path.relative(process.cwd(), pagesDir)} (${Math.round(compressed.compressed / 1024)} Ko en brotli), ${Date.now() - started} ms`,
        );
      },
    },
  };
}
