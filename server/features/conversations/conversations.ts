import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { chatMessageSchema, type Conversation } from '../../../common/conversations.js';
import type { Database } from '../../db/client.js';
import { lumiConversations } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

type Row = typeof lumiConversations.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', { userMessage: 'Conversation introuvable.' });

/** Stored messages are parsed, not trusted: an unreadable list becomes empty (the spec's fallback). */
function toDto(row: Row): Conversation {
  const messages = z.array(chatMessageSchema).safeParse(row.messages);
  return {
    id: row.id,
    title: row.title,
    messages: messages.success ? messages.data : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const own = (userId: string, id: string) => and(eq(lumiConversations.id, id), eq(lumiConversations.userId, userId));

export async function listConversations(db: Database, userId: string): Promise<Conversation[]> {
  const rows = await db
    .select()
    .from(lumiConversations)
    .where(eq(lumiConversations.userId, userId))
    .orderBy(desc(lumiConversations.updatedAt));
  return rows.map(toDto);
}

export async function createConversation(
  db: Database,
  userId: string,
  data: { title: string; messages: Conversation['messages'] },
): Promise<Conversation> {
  const [row] = await db.insert(lumiConversations).values({ userId, title: data.title, messages: data.messages }).returning();
  return toDto(row!);
}

export async function readConversation(db: Database, userId: string, id: string): Promise<Conversation> {
  const [row] = await db.select().from(lumiConversations).where(own(userId, id));
  if (!row) throw notFound();
  return toDto(row);
}

export async function updateConversation(
  db: Database,
  userId: string,
  id: string,
  data: { messages: Conversation['messages']; title?: string },
): Promise<Conversation> {
  const [row] = await db
    .update(lumiConversations)
    .set({ messages: data.messages, ...(data.title ? { title: data.title } : {}), updatedAt: new Date() })
    .where(own(userId, id))
    .returning();
  if (!row) throw notFound();
  return toDto(row);
}

export async function deleteConversation(db: Database, userId: string, id: string): Promise<void> {
  const rows = await db.delete(lumiConversations).where(own(userId, id)).returning({ id: lumiConversations.id });
  if (rows.length === 0) throw notFound();
}
