import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import {
  adminIdParam,
  adminProjectsQuerySchema,
  adminSessionParam,
  adminTicketsQuerySchema,
  adminUsersQuerySchema,
  aiResponsesQuerySchema,
  projectVisibilitySchema,
  setRolesSchema,
  suspendSchema,
  ticketReplySchema,
  ticketStatusUpdateSchema,
  verifyAiResponseSchema,
} from '../../../common/admin.js';
import { auditFilterSchema, auditListQuerySchema } from '../../../common/audit.js';
import { adminRequired, requireUser } from '../../auth/guards.js';
import { AppError } from '../../http/app-error.js';
import { auditContextOf } from '../../http/audit-context.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { exportAuditCsv, getAuditStats, listAuditLogs, writeAuditLog } from '../audit/index.js';
import { listAllTickets, replyToTicket, setTicketStatus } from '../support/index.js';
import { readSystem } from '../system/index.js';
import { listAiResponses, setAiResponseVerified } from './ai-responses.js';
import { getAdminOverview } from './get-overview.js';
import { listUsers } from './list-users.js';
import { deleteAnyProject, listAdminProjects, setProjectVisibility } from './manage-projects.js';
import { findUserEmail, readUserDetail, revokeUserSession, setUserRoles, suspendUser, unsuspendUser } from './manage-users.js';
import { readSettings } from './read-settings.js';

/** /api/admin/*: every route behind the server's admin check; every change writes an audit row in its transaction. */
export function adminRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const adminEmails = deps.config.adminEmails;
  const acting = (c: Parameters<typeof auditContextOf>[0]) => ({ adminId: requireUser(c).id, adminEmails, audit: auditContextOf(c) });

  return (
    new Hono<AppEnv>()
      .use('*', adminRequired(deps))
      .get('/overview', async (c) => c.json(await getAdminOverview(db)))
      // Réponses IA
      .get('/ai-responses', validate('query', aiResponsesQuerySchema), async (c) =>
        c.json({ responses: await listAiResponses(db, c.req.valid('query')) }),
      )
      .put('/ai-responses/:id/verification', validate('param', adminIdParam), validate('json', verifyAiResponseSchema), async (c) => {
        const { adminId, audit } = acting(c);
        const response = await setAiResponseVerified(db, {
          adminId,
          audit,
          responseId: c.req.valid('param').id,
          verified: c.req.valid('json').verified,
        });
        return c.json({ response });
      })
      // Utilisateurs
      .get('/users', validate('query', adminUsersQuerySchema), async (c) =>
        c.json(await listUsers(db, { adminEmails, ...c.req.valid('query') })),
      )
      .get('/users/:id', validate('param', adminIdParam), async (c) =>
        c.json(await readUserDetail(db, adminEmails, c.req.valid('param').id)),
      )
      .put('/users/:id/roles', validate('param', adminIdParam), validate('json', setRolesSchema), async (c) =>
        c.json({ user: await setUserRoles(db, { ...acting(c), userId: c.req.valid('param').id, roles: c.req.valid('json').roles }) }),
      )
      .post('/users/:id/suspension', validate('param', adminIdParam), validate('json', suspendSchema), async (c) =>
        c.json({ user: await suspendUser(db, { ...acting(c), userId: c.req.valid('param').id, reason: c.req.valid('json').reason }) }),
      )
      .delete('/users/:id/suspension', validate('param', adminIdParam), async (c) =>
        c.json({ user: await unsuspendUser(db, { ...acting(c), userId: c.req.valid('param').id }) }),
      )
      .delete('/users/:id/sessions/:sessionId', validate('param', adminSessionParam), async (c) => {
        const { id, sessionId } = c.req.valid('param');
        await revokeUserSession(db, { ...acting(c), userId: id, sessionId });
        return c.json({ revoked: true });
      })
      .post('/users/:id/password-reset', validate('param', adminIdParam), async (c) => {
        const { adminId, audit } = acting(c);
        const userId = c.req.valid('param').id;
        const email = await findUserEmail(db, userId);
        // better-auth's own reset: the same token, mail and page (/auth/reset-password) as « Mot de passe oublié ».
        try {
          await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: `${deps.config.publicUrl}/auth/reset-password` } });
        } catch (error) {
          deps.logger.error(`Réinitialisation demandée par un administrateur non envoyée pour ${userId}`, error);
          throw new AppError('UNAVAILABLE', {
            userMessage: "L'email de réinitialisation n'a pas pu être envoyé. Vérifiez la configuration SMTP.",
            cause: error,
          });
        }
        await writeAuditLog(db, {
          userId: adminId,
          action: 'user.password_reset',
          resourceType: 'user',
          resourceId: userId,
          newValues: { mailed: deps.mailer.delivers },
          ...audit,
        });
        return c.json({ sent: true, delivered: deps.mailer.delivers });
      })
      // Projets
      .get('/projects', validate('query', adminProjectsQuerySchema), async (c) => c.json(await listAdminProjects(db, c.req.valid('query'))))
      .put('/projects/:id/visibility', validate('param', adminIdParam), validate('json', projectVisibilitySchema), async (c) => {
        const { adminId, audit } = acting(c);
        return c.json({
          project: await setProjectVisibility(db, {
            adminId,
            audit,
            projectId: c.req.valid('param').id,
            isPublic: c.req.valid('json').isPublic,
          }),
        });
      })
      .delete('/projects/:id', validate('param', adminIdParam), async (c) => {
        const { adminId, audit } = acting(c);
        const { ownerId } = await deleteAnyProject(db, { adminId, audit, projectId: c.req.valid('param').id });
        deps.preview.storage.forget(ownerId, [c.req.valid('param').id]);
        return c.json({ deleted: true });
      })
      // Support
      .get('/support/tickets', validate('query', adminTicketsQuerySchema), async (c) =>
        c.json({ tickets: await listAllTickets(db, c.req.valid('query').status) }),
      )
      .post('/support/tickets/:id/replies', validate('param', adminIdParam), validate('json', ticketReplySchema), async (c) => {
        const { adminId, audit } = acting(c);
        const ticket = await replyToTicket(db, {
          ticketId: c.req.valid('param').id,
          authorId: adminId,
          staff: true,
          message: c.req.valid('json').message,
          audit,
          mailer: deps.mailer,
          publicUrl: deps.config.publicUrl,
          logger: deps.logger,
        });
        return c.json({ ticket });
      })
      .put('/support/tickets/:id/status', validate('param', adminIdParam), validate('json', ticketStatusUpdateSchema), async (c) => {
        const { adminId, audit } = acting(c);
        return c.json({
          ticket: await setTicketStatus(db, { adminId, audit, ticketId: c.req.valid('param').id, status: c.req.valid('json').status }),
        });
      })
      // Audit
      .get('/audit-logs', validate('query', auditListQuerySchema), async (c) =>
        c.json({ logs: await listAuditLogs(db, c.req.valid('query')) }),
      )
      .get('/audit-logs/stats', async (c) => c.json(await getAuditStats(db)))
      .get('/audit-logs/export', validate('query', auditFilterSchema), (c) => {
        const filter = c.req.valid('query');
        const day = new Date().toISOString().slice(0, 10);
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header('content-disposition', `attachment; filename="audit-logs-${day}.csv"`);
        c.header('cache-control', 'private, no-store');
        return stream(
          c,
          async (out) => {
            for await (const chunk of exportAuditCsv(db, filter)) {
              // The admin closed the tab: stop reading pages nobody will receive.
              if (out.aborted) break;
              await out.write(chunk);
            }
          },
          async (error, out) => {
            // Headers are gone: the only honest signal left is a last line saying the file is incomplete.
            deps.logger.error('Export du journal interrompu', error);
            await out.write('\r\n# Export interrompu : fichier incomplet\r\n');
          },
        );
      })
      // Système
      .get('/system', async (c) => c.json(await readSystem(db, { startedAt: deps.startedAt })))
      .post('/system/samples', async (c) => {
        await deps.system.sample();
        return c.json(await readSystem(db, { startedAt: deps.startedAt }));
      })
      // Paramètres
      .get('/settings', (c) => c.json(readSettings(deps)))
  );
}
