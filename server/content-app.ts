import { Hono } from 'hono';

/**
 * The user-content origin (a different site from the app): previews and published apps are served here
 * so generated code never runs with the app's cookies. Issue #5 adds the preview routes.
 */
export function createContentApp() {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/', (c) => c.text('Lumi — origine des contenus utilisateur (aperçus et applications publiées).'));
  return app;
}
