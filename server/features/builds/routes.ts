import { Hono } from 'hono';
import { z } from 'zod';
import { exportFilesSchema } from '../../../common/builds.js';
import { PG_INTEGER_MAX } from '../../../common/input-rules.js';
import { requireUser, userRequired } from '../../auth/guards.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { assertAcceptableFiles } from '../projects/project-files.js';
import { exportSource } from './export-source.js';
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

/** Mounted under /api/projects, beside the projects' own routes: a saved version as a source archive. */
export function projectExportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>().use('/:id/export', userRequired).get('/:id/export', validate('param', idParam), validate('query', exportQuery), async (c) =>
    zipResponse(await exportSource(db, { userId: requireUser(c).id, projectId: c.req.valid('param').id, version: c.req.valid('query').version })),
  );
}

/** Files the demo studio has not saved as a project yet, made into the same archive. */
export function exportRoutes() {
  return new Hono<AppEnv>().use('*', userRequired).post('/source', validate('json', exportFilesSchema), (c) => {
    const { title, files } = c.req.valid('json');
    assertAcceptableFiles(files);
    return zipResponse(makeSourceArchive({ title, files }));
  });
}
