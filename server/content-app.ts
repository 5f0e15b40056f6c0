import { Hono } from 'hono';
import { previewContentRoutes } from './features/preview/content-routes.js';
import type { PreviewService } from './features/preview/preview-service.js';

/**
 * The user-content origin (a different site from the app): previews and published apps are served here
 * so generated code never runs with the app's cookies. It sets no cookie and reads none.
 */
export function createContentApp(options: { preview: PreviewService; appOrigins: string[] }) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/', (c) => c.text('Lumi — origine des contenus utilisateur (aperçus et applications publiées).'));
  app.route('/', previewContentRoutes(options.preview, options.appOrigins));
  app.notFound((c) => c.text('Introuvable.', 404));
  return app;
}
