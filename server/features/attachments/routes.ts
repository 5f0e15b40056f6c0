import { Hono } from 'hono';
import { userRequired } from '../../auth/guards.js';
import { AppError } from '../../http/app-error.js';
import type { AppEnv } from '../../http/context.js';
import { analyzeAttachment } from './analyze-attachment.js';

/** POST /api/attachments (multipart, field "file"): the analysis of one attached file. */
export function attachmentRoutes() {
  return new Hono<AppEnv>().use('*', userRequired).post('/', async (c) => {
    const body = await c.req.parseBody().catch(() => {
      throw new AppError('BAD_REQUEST', { userMessage: 'Envoyez le fichier dans un formulaire multipart (champ « file »).' });
    });
    const file = body.file;
    if (!(file instanceof File)) throw new AppError('VALIDATION', { userMessage: 'Aucun fichier reçu (champ « file »).' });
    return c.json({ attachment: analyzeAttachment(file.name, new Uint8Array(await file.arrayBuffer())) });
  });
}
