import { z } from 'zod';
import { DEFAULT_CONVERSATION_TITLE } from './chat-rules.js';

/** The spec's Message: id, type (user or assistant), content, timestamp; plus what the chat shows with it. */
export const chatMessageSchema = z.object({
  id: z.string().max(100),
  type: z.enum(['user', 'assistant']),
  content: z.string().max(100_000),
  timestamp: z.string().max(40),
  isError: z.boolean().optional(),
  attachments: z
    .array(z.object({ name: z.string().max(200), type: z.string().max(20), size: z.number().int().min(0).optional() }))
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
  title: z.string().trim().min(1).max(200).default(DEFAULT_CONVERSATION_TITLE),
  messages: z.array(chatMessageSchema).max(2000).default([]),
});

export const updateConversationSchema = z.object({
  messages: z.array(chatMessageSchema).max(2000),
  title: z.string().trim().min(1).max(200).optional(),
});
