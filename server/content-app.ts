import { Hono } from 'hono';
import type { Database } from './db/client.js';
import { compressResponses } from './http/compress.js';
import { publishedContentRoutes } from './features/builds/index.js';
import { previewContentRoutes, VendorBuildStopped } from './features/preview/index.js';
import { describeErrorForLog } from './db/describe-error-for-log.js';
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
  app.onError((error, c) => {
    // A page still waiting on the vendor build when the server stops (its connection is already closed): nothing
    // went wrong, and the next start builds it.
    if (error instanceof VendorBuildStopped) return c.text('Le serveur s’arrête : réessayez dans un instant.', 503);
    options.published.logger.error(`Erreur non gérée sur ${c.req.method} ${c.req.path} (origine des contenus)`, describeErrorForLog(error));
    return c.text('Erreur interne du serveur.', 500);
  });
  return app;
}
