import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';

/** The path a prerendered file answers (scripts/prerender-pages.ts names them): `index.html` → `/`, `pricing.html` → `/pricing`. */
export function prerenderedPath(file: string): string {
  const withoutExtension = file
    .replace(/\.html$/, '')
    .split(path.sep)
    .join('/');
  return withoutExtension === 'index' ? '/' : `/${withoutExtension}`;
}

/**
 * The public pages written to HTML at build (decision 035), each as a handler for its exact path: sent
 * precompressed by content negotiation and checked at each visit (`no-cache`), as the SPA shell is. A request with
 * a query string gets the shell instead (`next()`): a page may read it (`/auth?mode=sign-up`), and its first render
 * in the browser would then differ from the HTML built without it.
 */
export function prerenderedPages(dir: string): Map<string, MiddlewareHandler<AppEnv>> {
  const pages = new Map<string, MiddlewareHandler<AppEnv>>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const serve = serveStatic<AppEnv>({
      path: path.join(dir, file),
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache');
      },
    });
    pages.set(prerenderedPath(file), (c, next) => (new URL(c.req.url).search ? next() : serve(c, next)));
  }
  return pages;
}
