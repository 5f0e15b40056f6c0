import { Hono } from 'hono';
import { z } from 'zod';
import { createConversationSchema, updateConversationSchema } from '../../../common/conversations.js';
import { requireUser, userRequired } from '../../auth/guards.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { createConversation, deleteConversation, listConversations, readConversation, updateConversation } from './conversations.js';

const idParam = z.object({ id: z.uuid('Identifiant de conversation invalide') });

export function conversationRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use('*', userRequired)
    .get('/', async (c) => c.json({ conversations: await listConversations(db, requireUser(c).id) }))
    .post('/', validate('json', createConversationSchema), async (c) =>
      c.json({ conversation: await createConversation(db, requireUser(c).id, c.req.valid('json')) }, 201),
    )
    .get('/:id', validate('param', idParam), async (c) =>
      c.json({ conversation: await readConversation(db, requireUser(c).id, c.req.valid('param').id) }),
    )
    .put('/:id', validate('param', idParam), validate('json', updateConversationSchema), async (c) =>
      c.json({ conversation: await updateConversation(db, requireUser(c).id, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/:id', validate('param', idParam), async (c) => {
      await deleteConversation(db, requireUser(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
