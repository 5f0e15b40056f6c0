import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  aiPromptAnalytics,
  builds,
  deployments,
  lumiConversations,
  lumiPrompts,
  projects,
  supportTickets,
  users,
  verifications,
} from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { keepOneAdmin } from '../admin/index.js';
import { profileNotFound } from './read-profile.js';

type Audit = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;

export const EMAIL_MISMATCH = "L'adresse ne correspond pas";

const countOf = async (
  db: Database,
  table: typeof projects | typeof builds | typeof deployments | typeof lumiConversations,
  userId: string,
) => Number((await db.select({ value: count() }).from(table).where(eq(table.userId, userId)))[0]?.value ?? 0);

/**
 * Deletes the account and what it holds. The users row cascades to sessions, accounts, roles, projects (versions,
 * messages, deployments and their visits), builds and artifacts, conversations, activity, GitHub link, payments and
 * API keys (server/db/schema.ts). The rows whose key to the user is only nulled are deleted here first: the AI
 * prompts (with their responses and analytics), support tickets (with their thread) and password-reset tokens.
 * Audit rows stay, their user id nulled by the foreign key, and one more says the account was deleted.
 */
/** Answers the deleted projects' ids, whose preview data on disk the caller removes. */
export async function deleteAccount(
  db: Database,
  input: { userId: string; typedEmail: string; adminEmails: readonly string[]; audit: Audit },
): Promise<{ projectIds: string[] }> {
  return db.transaction(async (tx) => {
    await keepOneAdmin(
      tx,
      input.adminEmails,
      input.userId,
      'Vous êtes le dernier administrateur : nommez-en un autre avant de supprimer votre compte.',
    );
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId)).for('update');
    if (!user) throw profileNotFound();
    if (input.typedEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('VALIDATION', { userMessage: EMAIL_MISMATCH, details: [{ path: 'email', message: EMAIL_MISMATCH }] });
    }
    // One query at a time: a transaction runs on one connection.
    const projectIds = (await tx.select({ id: projects.id }).from(projects).where(eq(projects.userId, user.id))).map((row) => row.id);
    const removedProjects = projectIds.length;
    const removedBuilds = await countOf(tx, builds, user.id);
    const removedDeployments = await countOf(tx, deployments, user.id);
    const removedConversations = await countOf(tx, lumiConversations, user.id);
    await tx.delete(aiPromptAnalytics).where(eq(aiPromptAnalytics.userId, user.id));
    const prompts = await tx.delete(lumiPrompts).where(eq(lumiPrompts.userId, user.id)).returning({ id: lumiPrompts.id });
    const tickets = await tx.delete(supportTickets).where(eq(supportTickets.userId, user.id)).returning({ id: supportTickets.id });
    // better-auth keeps a reset-password token as `value` = the user id.
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    // In the same transaction: the deletion and its audit row commit together or not at all.
    await writeAuditLog(tx, {
      userId: null,
      action: 'account.delete',
      resourceType: 'user',
      resourceId: user.id,
      oldValues: {
        projects: removedProjects,
        builds: removedBuilds,
        deployments: removedDeployments,
        conversations: removedConversations,
        aiPrompts: prompts.length,
        supportTickets: tickets.length,
      },
      ...input.audit,
    });
    return { projectIds };
  });
}
