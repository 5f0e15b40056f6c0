import { Hono } from 'hono';
import { adminIdParam, createTicketSchema, ticketReplySchema } from '../../../common/admin.js';
import { requireUser, userRequired } from '../../auth/guards.js';
import { auditContextOf } from '../../http/audit-context.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { createTicket, listMyTickets, replyToTicket } from './tickets.js';

/** « Mes demandes » on /support: a signed-in user's own tickets only. */
export function supportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use('*', userRequired)
    .get('/tickets', async (c) => c.json({ tickets: await listMyTickets(db, requireUser(c).id) }))
    .post('/tickets', validate('json', createTicketSchema), async (c) => {
      const user = requireUser(c);
      const ticket = await createTicket(db, { ...c.req.valid('json'), userId: user.id, email: user.email, audit: auditContextOf(c) });
      return c.json({ ticket }, 201);
    })
    .post('/tickets/:id/replies', validate('param', adminIdParam), validate('json', ticketReplySchema), async (c) => {
      const user = requireUser(c);
      const ticket = await replyToTicket(db, {
        ticketId: c.req.valid('param').id,
        authorId: user.id,
        staff: false,
        message: c.req.valid('json').message,
        audit: auditContextOf(c),
      });
      return c.json({ ticket });
    });
}
