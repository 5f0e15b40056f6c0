import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { createBuildSchema, exportFilesSchema } from '../../../common/builds.js';
import { publishSchema } from '../../../common/publishing.js';
import { PG_INTEGER_MAX } from '../../../common/input-rules.js';
import { requireUser, rolesOf, userRequired } from '../../auth/guards.js';
import { auditContextOf } from '../../http/audit-context.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { assertAcceptableFiles } from '../projects/index.js';
import { exportSource } from './export-source.js';
import { listBuilds, readBuild, readBuildArtifact } from './list-builds.js';
import { publishProject, readPublication, unpublishProject } from './publish-app.js';
import { startBuild } from './start-build.js';
import { makeSourceArchive, type SourceArchive } from './make-source-archive.js';

const idParam = z.object({ id: z.uuid('Identifiant de projet invalide') });
const exportQuery = z.object({
  version: z.coerce
    .number({ error: 'Numéro de version invalide' })
    .int('Numéro de version invalide')
    .min(1, 'Numéro de version invalide')
    .max(PG_INTEGER_MAX, 'Numéro de version invalide')
    .optional(),
});

const zipResponse = (archive: SourceArchive) =>
  new Response(archive.body, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${archive.fileName}"`,
      'cache-control': 'private, no-store',
    },
  });

/**
 * Mounted under /api/projects, beside the projects' own routes: a saved version as a source archive, and the
 * project's publication (« Publier », its address, « Dépublier »).
 */
export function projectExportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const publishConfig = { contentUrl: deps.config.contentUrl, publishUrlTemplate: deps.config.publishUrlTemplate };
  return new Hono<AppEnv>()
    .use('/:id/export', userRequired)
    .use('/:id/publication', userRequired)
    .get('/:id/export', validate('param', idParam), validate('query', exportQuery), async (c) =>
      zipResponse(
        await exportSource(db, { userId: requireUser(c).id, projectId: c.req.valid('param').id, version: c.req.valid('query').version }),
      ),
    )
    .get('/:id/publication', validate('param', idParam), async (c) =>
      c.json({ publication: await readPublication(db, publishConfig, { userId: requireUser(c).id, projectId: c.req.valid('param').id }) }),
    )
    .post('/:id/publication', validate('param', idParam), validate('json', publishSchema), async (c) => {
      const user = requireUser(c);
      const projectId = c.req.valid('param').id;
      const build = await publishProject(
        { db, jobs: deps.jobs },
        {
          userId: user.id,
          roles: await rolesOf(deps, user),
          freeBuildsPerProject: deps.config.limits.freePlanBuildsPerProject,
          projectId,
          data: c.req.valid('json'),
          audit: auditContextOf(c),
        },
      );
      const publication = await readPublication(db, publishConfig, { userId: user.id, projectId });
      return c.json({ buildId: build.id, publication }, 202);
    })
    .delete('/:id/publication', validate('param', idParam), async (c) => {
      await unpublishProject(db, { userId: requireUser(c).id, projectId: c.req.valid('param').id, audit: auditContextOf(c) });
      return c.json({ publication: null });
    });
}

const STREAM_POLL_MS = 500;
const STREAM_MAX_MS = 15 * 60_000;

/** Files the demo studio has not saved as a project yet, made into the same archive. */
export function exportRoutes() {
  return new Hono<AppEnv>().use('*', userRequired).post('/source', validate('json', exportFilesSchema), (c) => {
    const { title, files } = c.req.valid('json');
    assertAcceptableFiles(files);
    return zipResponse(makeSourceArchive({ title, files }));
  });
}

const buildIdParam = z.object({ id: z.uuid('Identifiant de build invalide') });

/** /api/builds: a user's builds, started here and run by the job queue's worker. */
export function buildRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .use('*', userRequired)
      .get('/', async (c) => c.json({ builds: await listBuilds(db, requireUser(c).id) }))
      // Server-Sent Events: the list each time a build of the caller's moves (stage, progress, status). Read from the
      // database, so a build run by another process (npm run worker) streams the same way.
      .get('/events', (c) => {
        const userId = requireUser(c).id;
        return streamSSE(c, async (stream) => {
          let aborted = false;
          stream.onAbort(() => {
            aborted = true;
          });
          let last = '';
          const until = Date.now() + STREAM_MAX_MS;
          let id = 0;
          while (!aborted && Date.now() < until) {
            const list = await listBuilds(db, userId);
            const data = JSON.stringify({ builds: list });
            if (data !== last) {
              last = data;
              await stream.writeSSE({ event: 'builds', data, id: String(++id) });
            }
            // Nothing left to watch: the stream ends, and the page opens a new one when it starts a build.
            if (!list.some((build) => build.status === 'pending' || build.status === 'building')) break;
            await stream.sleep(STREAM_POLL_MS);
          }
        });
      })
      .post('/', validate('json', createBuildSchema), async (c) => {
        const user = requireUser(c);
        const build = await startBuild(
          { db, jobs: deps.jobs },
          {
            userId: user.id,
            roles: await rolesOf(deps, user),
            freeBuildsPerProject: deps.config.limits.freePlanBuildsPerProject,
            data: c.req.valid('json'),
            audit: auditContextOf(c),
          },
        );
        return c.json({ build }, 201);
      })
      .get('/:id', validate('param', buildIdParam), async (c) => {
        const user = requireUser(c);
        const { isAdmin } = await rolesOf(deps, user);
        return c.json({ build: await readBuild(db, { userId: user.id, isAdmin, buildId: c.req.valid('param').id }) });
      })
      .get('/:id/artifact', validate('param', buildIdParam), async (c) => {
        const user = requireUser(c);
        const { isAdmin } = await rolesOf(deps, user);
        const artifact = await readBuildArtifact(db, { userId: user.id, isAdmin, buildId: c.req.valid('param').id });
        return new Response(new Uint8Array(artifact.body), {
          headers: {
            'content-type': artifact.contentType,
            'content-disposition': `attachment; filename="${artifact.fileName}"`,
            'cache-control': 'private, no-store',
          },
        });
      })
  );
}
