import { and, asc, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { TICKET_STATUS_LABELS, type CreateTicketInput, type Ticket, type TicketStatus } from '../../../common/admin.js';
import type { Database } from '../../db/client.js';
import { projects, supportMessages, supportTickets, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Logger } from '../../logger.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';

type AuditFrom = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
const TICKETS_LIMIT = 200;
/** Per user and rolling 24 h: enough for real requests, not enough to bury everyone else's in the admin list. */
export const MAX_TICKETS_PER_DAY = 10;
export const MAX_REPLIES_PER_DAY = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => new AppError('NOT_FOUND', { userMessage: 'Demande de support introuvable.' });

/** Tickets with their threads, newest activity first. */
async function readTickets(db: Database, where: SQL | undefined): Promise<Ticket[]> {
  const rows = await db
    .select({
      id: supportTickets.id,
      userId: supportTickets.userId,
      email: supportTickets.email,
      subject: supportTickets.subject,
      status: supportTickets.status,
      projectId: supportTickets.projectId,
      projectTitle: projects.title,
      createdAt: supportTickets.createdAt,
      updatedAt: supportTickets.updatedAt,
    })
    .from(supportTickets)
    .leftJoin(projects, eq(projects.id, supportTickets.projectId))
    .where(where)
    .orderBy(desc(supportTickets.updatedAt))
    .limit(TICKETS_LIMIT);
  if (rows.length === 0) return [];
  const messages = await db
    .select({
      id: supportMessages.id,
      ticketId: supportMessages.ticketId,
      isStaff: supportMessages.isStaff,
      authorName: users.fullName,
      authorFallback: users.name,
      message: supportMessages.message,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(
      inArray(
        supportMessages.ticketId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(supportMessages.createdAt));
  return rows.map((row) => ({
    ...row,
    status: (row.status in TICKET_STATUS_LABELS ? row.status : 'open') as TicketStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messages: messages
      .filter((message) => message.ticketId === row.id)
      .map((message) => ({
        id: message.id,
        author: message.isStaff ? ('staff' as const) : ('user' as const),
        // Staff answers are signed by the team, not by the administrator's own name.
        authorName: message.isStaff ? 'Équipe Lumi' : (message.authorName ?? (message.authorFallback || null)),
        message: message.message,
        createdAt: message.createdAt.toISOString(),
      })),
  }));
}

async function readTicket(db: Database, ticketId: string): Promise<Ticket> {
  const [ticket] = await readTickets(db, eq(supportTickets.id, ticketId));
  if (!ticket) throw notFound();
  return ticket;
}

export function listMyTickets(db: Database, userId: string): Promise<Ticket[]> {
  return readTickets(db, eq(supportTickets.userId, userId));
}

export function listAllTickets(db: Database, status?: TicketStatus): Promise<Ticket[]> {
  return readTickets(db, status ? eq(supportTickets.status, status) : undefined);
}

export async function createTicket(
  db: Database,
  input: CreateTicketInput & { userId: string; email: string; audit: AuditFrom },
): Promise<Ticket> {
  const id = await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ value: count() })
      .from(supportTickets)
      .where(and(eq(supportTickets.userId, input.userId), gte(supportTickets.createdAt, new Date(Date.now() - DAY_MS))));
    if (Number(recent?.value ?? 0) >= MAX_TICKETS_PER_DAY) {
      throw new AppError('RATE_LIMITED', {
        userMessage: `Vous avez ouvert ${MAX_TICKETS_PER_DAY} demandes en 24 heures : répondez dans l'une d'elles ou réessayez demain.`,
      });
    }
    if (input.projectId) {
      // Only one's own project can be named in a ticket: someone else's would show its title to the admin as theirs.
      const [own] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, input.projectId), eq(projects.userId, input.userId)));
      if (!own) throw new AppError('NOT_FOUND', { userMessage: 'Projet introuvable.' });
    }
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: input.userId,
        email: input.email,
        subject: input.subject,
        message: input.message,
        projectId: input.projectId ?? null,
      })
      .returning({ id: supportTickets.id });
    await tx.insert(supportMessages).values({ ticketId: ticket!.id, authorId: input.userId, isStaff: false, message: input.message });
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'support.ticket.create',
      resourceType: 'support_ticket',
      resourceId: ticket!.id,
      newValues: { subject: input.subject, projectId: input.projectId ?? null },
      ...input.audit,
    });
    return ticket!.id;
  });
  return readTicket(db, id);
}

/** A reply by the ticket's author (`staff: false`, their own tickets only) or by an administrator. */
export async function replyToTicket(
  db: Database,
  input: {
    ticketId: string;
    authorId: string;
    staff: boolean;
    message: string;
    audit: AuditFrom;
    mailer?: Mailer;
    publicUrl?: string;
    logger?: Logger;
  },
): Promise<Ticket> {
  const ticket = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, input.ticketId)).for('update');
    if (!row || (!input.staff && row.userId !== input.authorId)) throw notFound();
    if (!input.staff) {
      const [recent] = await tx
        .select({ value: count() })
        .from(supportMessages)
        .where(
          and(
            eq(supportMessages.authorId, input.authorId),
            eq(supportMessages.isStaff, false),
            gte(supportMessages.createdAt, new Date(Date.now() - DAY_MS)),
          ),
        );
      if (Number(recent?.value ?? 0) >= MAX_REPLIES_PER_DAY) {
        throw new AppError('RATE_LIMITED', {
          userMessage: `Vous avez envoyé ${MAX_REPLIES_PER_DAY} messages en 24 heures : réessayez demain.`,
        });
      }
    }
    await tx.insert(supportMessages).values({ ticketId: row.id, authorId: input.authorId, isStaff: input.staff, message: input.message });
    // An answer from the team moves an open ticket to « en cours »; the user's own answer reopens a resolved one.
    const status = input.staff ? (row.status === 'open' ? 'in_progress' : row.status) : row.status === 'resolved' ? 'open' : row.status;
    await tx.update(supportTickets).set({ status, updatedAt: new Date() }).where(eq(supportTickets.id, row.id));
    await writeAuditLog(tx, {
      userId: input.authorId,
      action: input.staff ? 'support.reply.create' : 'support.user_reply.create',
      resourceType: 'support_ticket',
      resourceId: row.id,
      oldValues: { status: row.status },
      newValues: { status, length: input.message.length },
      ...input.audit,
    });
    return row;
  });
  if (input.staff && input.mailer && input.publicUrl) {
    // The answer is saved whatever happens to the mail: a failed send is logged, not shown as a failed reply.
    try {
      await input.mailer.send({
        to: ticket.email,
        subject: `Réponse à votre demande : ${ticket.subject}`,
        text: `Bonjour,\n\nL'équipe Lumi a répondu à votre demande « ${ticket.subject} » :\n\n${input.message}\n\nRetrouvez la conversation et répondez ici :\n${input.publicUrl}/support\n\nL'équipe Lumi`,
      });
    } catch (error) {
      input.logger?.warn(`Mail de réponse au ticket ${ticket.id} non envoyé : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return readTicket(db, input.ticketId);
}

export async function setTicketStatus(
  db: Database,
  input: { ticketId: string; adminId: string; status: TicketStatus; audit: AuditFrom },
): Promise<Ticket> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, input.ticketId))
      .for('update');
    if (!row) throw notFound();
    // Choosing the status it already has changes nothing: no write, no audit row saying nothing happened.
    if (row.status === input.status) return;
    await tx.update(supportTickets).set({ status: input.status, updatedAt: new Date() }).where(eq(supportTickets.id, input.ticketId));
    await writeAuditLog(tx, {
      userId: input.adminId,
      action: 'support.status.update',
      resourceType: 'support_ticket',
      resourceId: input.ticketId,
      oldValues: { status: row.status },
      newValues: { status: input.status },
      ...input.audit,
    });
  });
  return readTicket(db, input.ticketId);
}
