import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  createProjectSchema,
  favoriteSchema,
  IMPORT_LIMITS,
  IMPORT_TOO_LARGE_MESSAGE,
  projectListQuerySchema,
  projectTitleSchema,
  restoreVersionSchema,
  saveVersionSchema,
  updateProjectSchema,
  versionOutcomeSchema,
} from '../../../common/projects.js';
import { PG_INTEGER_MAX } from '../../../common/input-rules.js';
import { requireUser, rolesOf, userRequired } from '../../auth/guards.js';
import { AppError } from '../../http/app-error.js';
import { auditContextOf } from '../../http/audit-context.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { createProject } from './create-project.js';
import { deleteProject } from './delete-project.js';
import { importProject } from './import-project.js';
import { listProjectNames, listProjects } from './list-projects.js';
import { openProject } from './open-project.js';
import { setFavorite, updateProject } from './update-project.js';
import { listVersions, readVersion, recordVersionOutcome, restoreVersion, saveVersion } from './versions.js';

const idParam = z.object({ id: z.uuid('Identifiant de projet invalide') });
const versionParam = idParam.extend({
  number: z.coerce
    .number({ error: 'Numéro de version invalide' })
    .int('Numéro de version invalide')
    .min(1, 'Numéro de version invalide')
    .max(PG_INTEGER_MAX, 'Numéro de version invalide'),
});

/** The import's own address: it takes a bigger body than the API's JSON limit (see app.ts). */
export const IMPORT_PATH = '/api/projects/import';
const importQuery = z.object({
  title: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), projectTitleSchema.optional()),
});
/** Windows browsers label a .zip application/x-zip-compressed. */
const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream']);
const importBodyLimit = bodyLimit({
  maxSize: IMPORT_LIMITS.maxZipBytes,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: IMPORT_TOO_LARGE_MESSAGE });
  },
});

export function projectRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use('*', userRequired)
    .get('/', validate('query', projectListQuerySchema), async (c) =>
      c.json(
        await listProjects(db, requireUser(c).id, c.req.valid('query'), {
          contentUrl: deps.config.contentUrl,
          publishUrlTemplate: deps.config.publishUrlTemplate,
        }),
      ),
    )
    .get('/names', async (c) => c.json({ projects: await listProjectNames(db, requireUser(c).id) }))
    .post('/', validate('json', createProjectSchema), async (c) => {
      const user = requireUser(c);
      const project = await createProject(db, {
        userId: user.id,
        roles: await rolesOf(deps, user),
        freePlanMaxProjects: deps.config.limits.freePlanMaxProjects,
        freeDailyAiRequests: deps.config.limits.freeDailyAiRequests,
        data: c.req.valid('json'),
        audit: auditContextOf(c),
      });
      return c.json({ project }, 201);
    })
    .post('/import', validate('query', importQuery), importBodyLimit, async (c) => {
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!ZIP_TYPES.has(type))
        throw new AppError('UNSUPPORTED_MEDIA', { userMessage: "Envoyez l'archive .zip telle quelle (type application/zip)." });
      const user = requireUser(c);
      const imported = await importProject(db, {
        userId: user.id,
        roles: await rolesOf(deps, user),
        freePlanMaxProjects: deps.config.limits.freePlanMaxProjects,
        freeDailyAiRequests: deps.config.limits.freeDailyAiRequests,
        zip: new Uint8Array(await c.req.arrayBuffer()),
        title: c.req.valid('query').title,
        audit: auditContextOf(c),
      });
      return c.json(imported, 201);
    })
    .get('/:id', validate('param', idParam), async (c) => c.json(await openProject(db, requireUser(c).id, c.req.valid('param').id)))
    .patch('/:id', validate('param', idParam), validate('json', updateProjectSchema), async (c) => {
      const project = await updateProject(db, {
        userId: requireUser(c).id,
        projectId: c.req.valid('param').id,
        changes: c.req.valid('json'),
        audit: auditContextOf(c),
      });
      return c.json({ project });
    })
    .put('/:id/favorite', validate('param', idParam), validate('json', favoriteSchema), async (c) => {
      const project = await setFavorite(db, {
        userId: requireUser(c).id,
        projectId: c.req.valid('param').id,
        isFavorite: c.req.valid('json').isFavorite,
      });
      return c.json({ project });
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      await deleteProject(db, { userId: requireUser(c).id, projectId: c.req.valid('param').id, audit: auditContextOf(c) });
      deps.preview.storage.forget(requireUser(c).id, [c.req.valid('param').id]);
      return c.body(null, 204);
    })
    .get('/:id/versions', validate('param', idParam), async (c) =>
      c.json({ versions: await listVersions(db, requireUser(c).id, c.req.valid('param').id) }),
    )
    .post('/:id/versions', validate('param', idParam), validate('json', saveVersionSchema), async (c) => {
      const body = c.req.valid('json');
      const version = await saveVersion(db, {
        userId: requireUser(c).id,
        projectId: c.req.valid('param').id,
        baseVersion: body.baseVersion,
        files: body.files,
        summary: body.summary,
        audit: auditContextOf(c),
      });
      return c.json({ version }, 201);
    })
    .get('/:id/versions/:number', validate('param', versionParam), async (c) => {
      const { id, number } = c.req.valid('param');
      return c.json(await readVersion(db, requireUser(c).id, id, number));
    })
    .post('/:id/versions/:number/restore', validate('param', versionParam), validate('json', restoreVersionSchema), async (c) => {
      const { id, number } = c.req.valid('param');
      const version = await restoreVersion(db, {
        userId: requireUser(c).id,
        projectId: id,
        number,
        baseVersion: c.req.valid('json').baseVersion,
        audit: auditContextOf(c),
      });
      return c.json({ version }, 201);
    })
    .post('/:id/versions/:number/outcome', validate('param', versionParam), validate('json', versionOutcomeSchema), async (c) => {
      const { id, number } = c.req.valid('param');
      return c.json({
        version: await recordVersionOutcome(db, { userId: requireUser(c).id, projectId: id, number, works: c.req.valid('json').works }),
      });
    });
}
