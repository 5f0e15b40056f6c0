import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import { DEFAULT_META, PUBLIC_PAGE_META, type PageMeta } from '@/components/page-meta';

/**
 * The pages written to HTML at build (scripts/prerender-pages.ts, decision 035): the public pages, whose first
 * render depends on nothing but their path. Not `/auth/reset-password`: it reads its token from the query string.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/features',
  '/pricing',
  '/docs',
  '/documentation',
  '/support',
  '/help',
  '/community',
  '/status',
  '/api',
  '/auth',
] as const;

/** The title and description the page sets once shown (usePageMeta), for the HTML's `<head>`. */
export function pageMeta(pathname: string): PageMeta {
  return PUBLIC_PAGE_META[pathname] ?? DEFAULT_META;
}

/**
 * The markup of `#root` for a path, as the browser's first render draws it (nobody signed in yet, no query answered).
 * `prerender` waits for every `React.lazy` screen, where `renderToString` would write their fallbacks.
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} : le routeur répond ${context.status} au lieu d'une page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  // No inline script for the router's state (the CSP refuses it): the routes have no loaders to hydrate.
  const { prelude } = await prerenderToNodeStream(
    <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />,
    {
      // Every boundary written in place: above this size React moves a screen's markup to the end of the document
      // and reveals it with an inline script, which the CSP refuses and which needs JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  // Joined before decoding: a chunk may end in the middle of an accented letter.
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw new Error(`${pathname} : le rendu a échoué`, { cause: errors[0] });
  return Buffer.concat(chunks).toString('utf8');
}
