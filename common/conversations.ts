import { z } from 'zod';
import { DEFAULT_CONVERSATION_TITLE } from './chat-rules.js';
import { safeText } from './input-rules.js';

/** The spec's Message: id, type (user or assistant), content, timestamp; plus what the chat shows with it. */
export const chatMessageSchema = z.object({
  id: safeText("L'identifiant du message").max(100),
  type: z.enum(['user', 'assistant']),
  content: safeText('Le message').max(100_000),
  timestamp: safeText("L'horodatage du message").max(40),
  isError: z.boolean().optional(),
  /** An answer refused for the AI quota: when the next request is possible (the chat says it, and offers a retry then). */
  quotaRetryAt: z.iso.datetime().optional(),
  attachments: z
    .array(
      z.object({
        name: safeText('Le nom du fichier joint').max(200),
        type: safeText('Le type du fichier joint').max(20),
        size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
      }),
    )
    .max(5)
    .optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  messages: z.array(chatMessageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });

export const createConversationSchema = z.object({
  title: safeText('Le titre de la conversation').trim().min(1).max(200).default(DEFAULT_CONVERSATION_TITLE),
  messages: z.array(chatMessageSchema).max(2000).default([]),
});

export const updateConversationSchema = z.object({
  messages: z.array(chatMessageSchema).max(2000),
  title: safeText('Le titre de la conversation').trim().min(1).max(200).optional(),
});
