import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { analyzedAttachmentSchema, type AnalyzedAttachment } from '@common/attachments';
import { conversationListSchema, conversationSchema, type ChatMessage, type Conversation } from '@common/conversations';
import { apiFetch, ApiRequestError } from '@/lib/api';

const one = z.object({ conversation: conversationSchema });

export const conversationsQuery = queryOptions({
  queryKey: ['conversations'],
  queryFn: async () => (await apiFetch('/api/conversations', conversationListSchema)).conversations,
});

export async function createConversation(messages: ChatMessage[]): Promise<Conversation> {
  return (await apiFetch('/api/conversations', one, { method: 'POST', body: JSON.stringify({ messages }) })).conversation;
}

export async function saveConversation(id: string, data: { messages: ChatMessage[]; title?: string }): Promise<Conversation> {
  return (await apiFetch(`/api/conversations/${id}`, one, { method: 'PUT', body: JSON.stringify(data) })).conversation;
}

export async function deleteConversation(id: string): Promise<void> {
  await apiFetch(`/api/conversations/${id}`, z.unknown(), { method: 'DELETE' });
}

/**
 * Sends one file to the server, which reads it for real and answers what it contains. XHR rather than
 * fetch because it reports when the upload itself is done (the status then moves to "analyzing").
 */
export function analyzeAttachment(file: File, onUploaded: () => void): Promise<AnalyzedAttachment> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/attachments');
    xhr.responseType = 'json';
    xhr.upload.onload = () => onUploaded();
    xhr.onerror = () => reject(new ApiRequestError('Impossible de joindre le serveur.', 0, 'NETWORK'));
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = z.object({ attachment: analyzedAttachmentSchema }).safeParse(body);
        if (parsed.success) return resolve(parsed.data.attachment);
      }
      const message = z.object({ message: z.string() }).safeParse(body);
      reject(new ApiRequestError(message.success ? message.data.message : `Impossible d'analyser ${file.name}`, xhr.status, 'ATTACHMENT'));
    };
    xhr.send(form);
  });
}
