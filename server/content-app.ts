import { Hono } from 'hono';
import type { Database } from './db/client.js';
import { compressResponses } from './http/compress.js';
import { publishedContentRoutes } from './features/builds/index.js';
import { previewContentRoutes } from './features/preview/index.js';
import type { Logger } from './logger.js';
import type { PreviewService } from './features/preview/index.js';

/**
 * The user-content origin (a different site from the app): previews and published apps are served here
 * so generated code never runs with the app's cookies. It sets no cookie and reads none.
 */
export function createContentApp(options: {
  preview: PreviewService;
  appOrigins: string[];
  published: { db: Database; logger: Logger; publishUrlTemplate: string | null };
}) {
  const app = new Hono();
  // Preview modules, vendor bundles and published files are text: compressed for a client that accepts it.
  app.use('*', compressResponses());
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });
  // First: with PUBLISH_URL_TEMPLATE, a published app's host owns every path, /health included.
  app.route('/', publishedContentRoutes(options.published));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/', (c) => c.text('Lumi — origine des contenus utilisateur (aperçus et applications publiées).'));
  app.route('/', previewContentRoutes(options.preview, options.appOrigins));
  app.notFound((c) => c.text('Introuvable.', 404));
  return app;
}
