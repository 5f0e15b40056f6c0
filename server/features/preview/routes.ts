import { Hono } from 'hono';
import { z } from 'zod';
import { buildPreviewSchema, runtimeErrorReportSchema } from '../../../common/preview.js';
import { checkProjectFiles } from '../../../common/projects.js';
import { requireUser, userRequired } from '../../auth/guards.js';
import { AppError } from '../../http/app-error.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { buildEditedProjectPreview, buildSavedProjectPreview } from './build-saved-project-preview.js';

const projectParam = z.object({ id: z.uuid('Identifiant de projet invalide') });
const previewParam = z.object({ previewId: z.string().regex(/^[A-Za-z0-9_-]{24}$/, "Identifiant d'aperçu invalide") });

/** App-origin API of the preview: build from files or from a saved project, and receive runtime errors. */
export function previewRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use('*', userRequired)
    .get('/runtime', (c) => c.json({ warmUrl: `${deps.config.contentUrl}/runtime/attente` }))
    .post('/', validate('json', buildPreviewSchema), async (c) => {
      const body = c.req.valid('json');
      const problem = checkProjectFiles(body.files);
      if (problem) throw new AppError(problem.kind === 'path' ? 'VALIDATION' : 'PAYLOAD_TOO_LARGE', { userMessage: problem.message });
      const preview = await buildEditedProjectPreview(db, deps.preview, { userId: requireUser(c).id, ...body });
      return c.json({ preview });
    })
    .post('/projects/:id', validate('param', projectParam), async (c) => {
      const preview = await buildSavedProjectPreview(db, deps.preview, requireUser(c).id, c.req.valid('param').id);
      return c.json({ preview });
    })
    .post('/:previewId/runtime-errors', validate('param', previewParam), validate('json', runtimeErrorReportSchema), async (c) => {
      const accepted = await deps.preview.reportRuntimeErrors({
        ownerId: requireUser(c).id,
        previewId: c.req.valid('param').previewId,
        errors: c.req.valid('json').errors,
      });
      if (!accepted) throw new AppError('NOT_FOUND', { userMessage: 'Aperçu introuvable : il a expiré ou ne vous appartient pas.' });
      return c.body(null, 204);
    });
}
