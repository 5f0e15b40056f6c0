import { Hono } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import { createRepoSchema, githubReposSchema, importRepoSchema, pullSchema } from '../../../common/github.js';
import { requireUser, rolesOf, userRequired } from '../../auth/guards.js';
import { AppError } from '../../http/app-error.js';
import { auditContextOf } from '../../http/audit-context.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { disconnectGithub, finishGithubAuth, readGithubStatus, startGithubAuth, withGithub } from './connect-github.js';
import { translateGithubError } from './github-api.js';
import { importRepository } from './import-repository.js';
import { findOwnProject } from '../projects/index.js';
import { readProfile } from '../profile/index.js';
import { readProjectGithub, unlinkRepository } from './project-repo.js';
import { copyGithubAvatar } from './copy-github-avatar.js';
import { pullProject } from './pull-project.js';
import { createRepository, pushProject } from './push-project.js';

const STATE_COOKIE = 'lumi_github_state';
const idParam = z.object({ id: z.uuid('Identifiant de projet invalide') });
const callbackQuery = z.object({
  code: z.string().min(1).max(200).optional(),
  state: z.string().min(1).max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

const privateNoStore = async (c: { header: (name: string, value: string) => void }, next: () => Promise<void>) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};

/** The link between a Lumi account and a GitHub account (« Mon Profil »), and the import of a repository. */
export function githubRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const config = deps.config.githubLink;
  const secure = deps.config.publicUrl.startsWith('https:');
  const using = <T>(userId: string, run: Parameters<typeof withGithub<T>>[2]) =>
    withGithub(db, { config, authSecret: deps.config.authSecret, userId }, run);

  /** Back to « Mon Profil » with the spec's query parameters; the page shows the toast and cleans the URL. */
  const backToProfile = (outcome: { connected: true } | { error: string }) =>
    `${deps.config.publicUrl}/profile?${'connected' in outcome ? 'github_connected=true' : `github_error=${encodeURIComponent(outcome.error)}`}`;

  return new Hono<AppEnv>()
    .use('*', privateNoStore)
    .get('/callback', async (c) => {
      const query = callbackQuery.safeParse(c.req.query());
      const user = c.get('user');
      const expected = await getSignedCookie(c, deps.config.authSecret, STATE_COOKIE, secure ? 'secure' : undefined);
      deleteCookie(c, STATE_COOKIE, { path: '/api/github', secure, ...(secure ? { prefix: 'secure' as const } : {}) });
      if (!user) return c.redirect(backToProfile({ error: 'Vous devez être connecté pour lier GitHub' }));
      if (!query.success) return c.redirect(backToProfile({ error: 'Réponse de GitHub illisible : recommencez la connexion.' }));
      if (query.data.error) {
        const message = query.data.error === 'access_denied' ? "Vous avez refusé l'accès à GitHub." : 'Impossible de se connecter à GitHub';
        return c.redirect(backToProfile({ error: message }));
      }
      // The state ties the answer to the request this browser started: another site cannot link its own account.
      if (!query.data.state || !query.data.code || !expected || expected !== `${query.data.state}.${user.id}`) {
        return c.redirect(backToProfile({ error: 'La connexion à GitHub a expiré ou ne vient pas de ce navigateur : recommencez.' }));
      }
      try {
        await finishGithubAuth(db, {
          config,
          publicUrl: deps.config.publicUrl,
          authSecret: deps.config.authSecret,
          userId: user.id,
          code: query.data.code,
          audit: auditContextOf(c),
        });
        return c.redirect(backToProfile({ connected: true }));
      } catch (error) {
        const message = error instanceof AppError ? error.userMessage : 'Impossible de se connecter à GitHub';
        if (!(error instanceof AppError) || error.status >= 500)
          deps.logger.warn(`Liaison GitHub refusée : ${error instanceof Error ? error.message : String(error)}`);
        return c.redirect(backToProfile({ error: message }));
      }
    })
    .post('/connect', async (c) => {
      const user = c.get('user');
      if (!user) throw new AppError('UNAUTHENTICATED', { userMessage: 'Vous devez être connecté pour lier GitHub' });
      const { authUrl, state } = startGithubAuth(config, deps.config.publicUrl);
      await setSignedCookie(c, STATE_COOKIE, `${state}.${user.id}`, deps.config.authSecret, {
        path: '/api/github',
        httpOnly: true,
        // Lax: GitHub sends the browser back with a top-level GET, which carries it.
        sameSite: 'Lax',
        secure,
        maxAge: 600,
        ...(secure ? { prefix: 'secure' as const } : {}),
      });
      return c.json({ authUrl });
    })
    .use('*', userRequired)
    .get('/', async (c) => c.json(await readGithubStatus(db, config, requireUser(c).id)))
    .get('/repos', async (c) => {
      const repos = await using(requireUser(c).id, async (client) => {
        try {
          const { data } = await client.rest.repos.listForAuthenticatedUser({
            sort: 'pushed',
            per_page: 100,
            affiliation: 'owner,collaborator',
          });
          return data;
        } catch (error) {
          throw translateGithubError(error, 'Impossible de lister vos dépôts GitHub');
        }
      });
      return c.json(
        githubReposSchema.parse({
          repos: repos.map((repo) => ({
            fullName: repo.full_name,
            private: repo.private,
            description: repo.description,
            pushedAt: repo.pushed_at ?? null,
            htmlUrl: repo.html_url,
          })),
        }),
      );
    })
    .post('/import', validate('json', importRepoSchema), async (c) => {
      const user = requireUser(c);
      const roles = await rolesOf(deps, user);
      const result = await using(user.id, (client) =>
        importRepository(db, client, {
          userId: user.id,
          roles,
          freePlanMaxProjects: deps.config.limits.freePlanMaxProjects,
          freeDailyAiRequests: deps.config.limits.freeDailyAiRequests,
          repository: c.req.valid('json').repository,
          audit: auditContextOf(c),
        }),
      );
      return c.json(result, 201);
    })
    .post('/avatar', async (c) => {
      const user = requireUser(c);
      await using(user.id, (client) => copyGithubAvatar(db, client, { userId: user.id, audit: auditContextOf(c) }));
      return c.json({ profile: await readProfile(db, { userId: user.id, roles: await rolesOf(deps, user), limits: deps.config.limits }) });
    })
    .post('/disconnect', async (c) => {
      const user = requireUser(c);
      await disconnectGithub(db, {
        config,
        authSecret: deps.config.authSecret,
        userId: user.id,
        audit: auditContextOf(c),
        logger: deps.logger,
      });
      return c.json(await readGithubStatus(db, config, user.id));
    });
}

/** A project's repository from the studio: create it, push, pull. */
export function projectGithubRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const config = deps.config.githubLink;
  const using = <T>(userId: string, run: Parameters<typeof withGithub<T>>[2]) =>
    withGithub(db, { config, authSecret: deps.config.authSecret, userId }, run);
  // The project is checked before the GitHub link: another user's project is a 404, whatever their link.
  const base = async (c: Parameters<typeof auditContextOf>[0], projectId: string) => {
    const userId = requireUser(c).id;
    await findOwnProject(db, userId, projectId);
    return { userId, projectId, webUrl: config.webUrl, audit: auditContextOf(c) };
  };

  return new Hono<AppEnv>()
    .use('/:id/github/*', userRequired, privateNoStore)
    .use('/:id/github', userRequired, privateNoStore)
    .get('/:id/github', validate('param', idParam), async (c) =>
      c.json(await readProjectGithub(db, { userId: requireUser(c).id, projectId: c.req.valid('param').id, webUrl: config.webUrl })),
    )
    .post('/:id/github/repo', validate('param', idParam), validate('json', createRepoSchema), async (c) => {
      const input = await base(c, c.req.valid('param').id);
      return c.json(await using(input.userId, (client) => createRepository(db, client, { ...input, repo: c.req.valid('json') })), 201);
    })
    .delete('/:id/github', validate('param', idParam), async (c) => {
      const input = await base(c, c.req.valid('param').id);
      await unlinkRepository(db, input);
      return c.json(await readProjectGithub(db, input));
    })
    .post('/:id/github/push', validate('param', idParam), async (c) => {
      const input = await base(c, c.req.valid('param').id);
      return c.json(await using(input.userId, (client) => pushProject(db, client, input)));
    })
    .post('/:id/github/pull', validate('param', idParam), validate('json', pullSchema), async (c) => {
      const input = await base(c, c.req.valid('param').id);
      const body = c.req.valid('json');
      return c.json(
        await using(input.userId, (client) =>
          pullProject(db, client, { ...input, headSha: body.headSha, lumiVersion: body.lumiVersion, resolutions: body.resolutions }),
        ),
      );
    });
}
