import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/routes.js';
import { loadSession } from './auth/guards.js';
import { forgetSessionsOnAccountChange, SessionCache } from './auth/session-cache.js';
import { apiKeyRoutes } from './features/api-keys/index.js';
import { publicApiRoutes } from './features/public-api/index.js';
import { adminRoutes } from './features/admin/index.js';
import { buildRoutes, exportRoutes, projectExportRoutes } from './features/builds/index.js';
import { dashboardRoutes } from './features/dashboard/index.js';
import { generationRoutes } from './features/generation/index.js';
import { attachmentRoutes } from './features/attachments/index.js';
import { conversationRoutes } from './features/conversations/index.js';
import { healthRoutes } from './features/health/index.js';
import { meRoutes } from './features/me/index.js';
import { previewRoutes } from './features/preview/index.js';
import { githubRoutes, projectGithubRoutes } from './features/github/index.js';
import { profileRoutes } from './features/profile/index.js';
import { supportRoutes } from './features/support/index.js';
import { IMPORT_PATH, projectRoutes } from './features/projects/index.js';
import { describeErrorForLog } from './db/describe-error-for-log.js';
import { AppError } from './http/app-error.js';
import { getClientIp } from './http/client-ip.js';
import type { AppDeps, AppEnv } from './http/context.js';
import { compressResponses } from './http/compress.js';
import { prerenderedPages } from './http/prerendered-pages.js';
import { appSecurityHeaders, originCheck } from './http/security.js';
import { rootDir } from './root-dir.js';

export const webDistDir = path.join(rootDir, 'dist/web');
/** The public pages prerendered at build (scripts/prerender-pages.ts), outside dist/web so none has two addresses. */
export const prerenderedPagesDir = path.join(rootDir, 'dist/pages');

export function allowedOrigins(deps: AppDeps): string[] {
  // Vite's dev server proxies /api from its own origin.
  return deps.config.nodeEnv === 'development' ? [deps.config.publicUrl, 'http://localhost:5173'] : [deps.config.publicUrl];
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Outermost: it compresses what every later handler answers, error pages included.
  app.use('*', compressResponses());
  app.use('*', appSecurityHeaders({ contentUrl: deps.config.contentUrl, isHttps: deps.config.publicUrl.startsWith('https:') }));
  app.use('*', async (c, next) => {
    c.set('clientIp', getClientIp(c, deps.config.trustProxy));
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return c.json(new AppError(code).toBody(), status === 413 ? 413 : 400);
    }
    deps.logger.error(`Erreur non gérée sur ${c.req.method} ${c.req.path}`, describeErrorForLog(error));
    return c.json(new AppError('INTERNAL').toBody(), 500);
  });

  const api = new Hono<AppEnv>();
  // Every answer of the API is about the person asking: no shared or browser cache keeps it unless a route says so.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  });
  api.use('*', originCheck(allowedOrigins(deps)));
  const jsonBodyLimit = bodyLimit({
    maxSize: 12 * 1024 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  // A project's zip has its own, larger limit on its route.
  api.use('*', (c, next) => (c.req.method === 'POST' && c.req.path === IMPORT_PATH ? next() : jsonBodyLimit(c, next)));
  const sessionCache = new SessionCache();
  api.use('*', forgetSessionsOnAccountChange(sessionCache));
  api.route('/auth', authRoutes(deps));
  api.route('/health', healthRoutes(deps));
  api.use('*', loadSession(deps, sessionCache));
  api.route('/', meRoutes(deps));
  api.route('/projects', projectRoutes(deps));
  api.route('/projects', projectExportRoutes(deps));
  api.route('/exports', exportRoutes());
  api.route('/builds', buildRoutes(deps));
  api.route('/dashboard', dashboardRoutes(deps));
  api.route('/profile', profileRoutes(deps));
  api.route('/github', githubRoutes(deps));
  api.route('/api-keys', apiKeyRoutes(deps));
  api.route('/projects', projectGithubRoutes(deps));
  api.route('/generate', generationRoutes(deps, deps.generation));
  api.route('/conversations', conversationRoutes(deps));
  api.route('/attachments', attachmentRoutes());
  api.route('/preview', previewRoutes(deps));
  api.route('/support', supportRoutes(deps));
  api.route('/admin', adminRoutes(deps));
  api.all('*', () => {
    throw new AppError('NOT_FOUND', { userMessage: "Cette adresse de l'API n'existe pas." });
  });
  // The public REST API: Bearer keys, its own error shape, no session, no origin check (a key is not a cookie).
  app.route('/v1', publicApiRoutes(deps));
  if (existsSync(webDistDir)) {
    const indexHtml = path.join(webDistDir, 'index.html');
    // Files compressed at build (scripts/precompress-assets.ts) are sent as `.br`/`.gz` to a client that accepts them.
    const spaShell = serveStatic<AppEnv>({
      path: indexHtml,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache');
      },
    });
    // A public page's own HTML, drawn at build, before the shell (decision 035).
    for (const [pathname, page] of prerenderedPages(prerenderedPagesDir)) app.get(pathname, page);
    // "/api" itself is the API documentation page of the SPA; only "/api/…" are endpoints.
    app.get('/api', spaShell);
    app.route('/api', api);
    app.use(
      '/assets/*',
      serveStatic({
        root: webDistDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // A hashed file that is not there (a tab opened before the last deployment asks for an old chunk) is a 404, never
    // the SPA's HTML served as JavaScript: the browser then reports a failed import, which web/main.tsx handles.
    app.get('/assets/*', () => {
      throw new AppError('NOT_FOUND', { userMessage: "Ce fichier de l'application n'existe plus : rechargez la page." });
    });
    // The files of web/public keep their names (favicon, robots.txt): kept an hour; an HTML file is checked each time.
    app.use(
      '*',
      serveStatic({
        root: webDistDir,
        precompressed: true,
        onFound: (found, c) => {
          c.header('Cache-Control', /\.html(?:\.br|\.gz)?$/.test(found) ? 'no-cache' : 'public, max-age=3600');
        },
      }),
    );
    // Client-side routes: every other GET gets the SPA shell; the router shows the English 404 itself.
    app.get('*', spaShell);
  } else {
    app.route('/api', api);
  }

  return app;
}
