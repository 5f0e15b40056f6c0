import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AnalyzedAttachment } from '@common/attachments';
import {
  CHAT_DIFFICULTY_MESSAGE,
  conversationTitle,
  DEFAULT_CONVERSATION_TITLE,
  detectFirstName,
  detectTone,
  welcomeMessage,
  type Tone,
} from '@common/chat-rules';
import type { ChatMessage, Conversation } from '@common/conversations';
import { HISTORY_LIMIT } from '@common/generation';
import { GenerationRequestError, streamGeneration } from '@/features/generation/stream-generation';
import { conversationsQuery, createConversation, deleteConversation, saveConversation } from './api';

const SAVE_RETRIES = 3;
const now = () => new Date().toISOString();
const newMessage = (type: ChatMessage['type'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: crypto.randomUUID(),
  type,
  content,
  timestamp: now(),
  ...extra,
});

function pastUserMessages(conversations: Conversation[]): string[] {
  return conversations.flatMap((c) => c.messages.filter((m) => m.type === 'user').map((m) => m.content));
}

/**
 * The assistant chat's state: the user's conversations, the open one, sending with a streamed answer,
 * saving (retried, never losing what is on screen) and deleting.
 */
export function useChat(options: { expert: boolean }) {
  const queryClient = useQueryClient();
  const list = useQuery(conversationsQuery);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [title, setTitle] = useState(DEFAULT_CONVERSATION_TITLE);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const creating = useRef(false);

  const open = useCallback((conversation: Conversation) => {
    setCurrentId(conversation.id);
    setMessages(conversation.messages);
    setTitle(conversation.title);
  }, []);

  const startNew = useCallback(async () => {
    if (creating.current) return;
    creating.current = true;
    try {
      const past = pastUserMessages(queryClient.getQueryData(conversationsQuery.queryKey) ?? []);
      const tone: Tone = options.expert ? 'technical' : detectTone(past);
      const name = past.map(detectFirstName).find(Boolean) ?? null;
      const conversation = await createConversation([newMessage('assistant', welcomeMessage(tone, name))]);
      queryClient.setQueryData(conversationsQuery.queryKey, (current) => [conversation, ...(current ?? [])]);
      open(conversation);
    } catch {
      toast.error('Erreur', { description: 'Impossible de créer une nouvelle conversation' });
    } finally {
      creating.current = false;
    }
  }, [open, options.expert, queryClient]);

  // First visit: open the most recent conversation, or start one with a welcome message.
  useEffect(() => {
    if (!list.isSuccess || currentId) return;
    const latest = list.data[0];
    // Once, when the list arrives: the open conversation then lives in local state while the user chats.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (latest) open(latest);
    else void startNew();
  }, [list.isSuccess, list.data, currentId, open, startNew]);

  useEffect(() => {
    if (list.isError) toast.error('Erreur', { id: 'conversations-load', description: 'Impossible de charger les conversations' });
  }, [list.isError]);

  /** Saves with retries; what is on screen stays whatever happens. */
  const persist = useCallback(
    async (id: string, next: ChatMessage[], nextTitle: string) => {
      for (let attempt = 1; attempt <= SAVE_RETRIES; attempt++) {
        try {
          const saved = await saveConversation(id, { messages: next, title: nextTitle });
          queryClient.setQueryData(conversationsQuery.queryKey, (current) => [saved, ...(current ?? []).filter((c) => c.id !== id)]);
          setUnsaved(false);
          return;
        } catch (error) {
          console.warn(`Sauvegarde de la conversation impossible (essai ${attempt}/${SAVE_RETRIES})`, error);
          setUnsaved(true);
          await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
        }
      }
    },
    [queryClient],
  );

  const send = useCallback(
    async (text: string, attachments: AnalyzedAttachment[] = [], base: ChatMessage[] = messages) => {
      const content = text.trim();
      if (!content || pending || !currentId) return false;
      const userMessage = newMessage('user', content, attachments.length ? { attachments: attachments.map((a) => ({ name: a.name, type: a.kind, size: a.size })) } : {});
      const history = base
        .filter((m) => !m.isError)
        .slice(-HISTORY_LIMIT)
        .map((m) => ({ role: m.type, content: m.content }));
      const withUser = [...base, userMessage];
      setMessages(withUser);
      setPending(true);
      setStreaming('');
      const controller = new AbortController();
      abort.current = controller;
      let reply = '';
      let failed = false;
      try {
        const last = await streamGeneration(
          {
            mode: 'conversation',
            message: content,
            history,
            attachments: attachments.map((a) => ({ name: a.name, type: a.kind, size: a.size, content: a.content, dataUrl: a.dataUrl, entries: a.entries })),
          },
          {
            signal: controller.signal,
            onEvent: (event) => {
              if (event.type === 'text') {
                reply += event.delta;
                setStreaming(reply);
              }
              if (event.type === 'done' && !reply.trim()) reply = event.reply;
            },
          },
        );
        if (last?.type === 'error') failed = true;
        if (controller.signal.aborted) reply = reply.trim() ? `${reply.trim()}\n\n_(réponse interrompue)_` : '_(réponse interrompue)_';
        else if (!reply.trim()) failed = true;
      } catch (error) {
        failed = true;
        if (error instanceof GenerationRequestError && error.status === 429) {
          toast.error('Limite atteinte', { description: error.message });
        }
      }
      const answer = failed ? newMessage('assistant', CHAT_DIFFICULTY_MESSAGE, { isError: true }) : newMessage('assistant', reply.trim());
      if (failed) toast.error('Difficulté technique', { id: 'chat-difficulty', description: 'Problème temporaire avec Lumi' });
      const next = [...withUser, answer];
      const nextTitle = conversationTitle(next, title);
      setMessages(next);
      setTitle(nextTitle);
      setPending(false);
      setStreaming(null);
      abort.current = null;
      await persist(currentId, next, nextTitle);
      return !failed;
    },
    [currentId, messages, pending, persist, title],
  );

  /** Resends the user's message that got the difficulty answer (the failed pair is replaced). */
  const retry = useCallback(
    async (errorMessageId: string) => {
      const index = messages.findIndex((m) => m.id === errorMessageId);
      const question = messages.slice(0, index).findLast((m) => m.type === 'user');
      if (index === -1 || !question) return;
      await send(question.content, [], messages.filter((m) => m.id !== errorMessageId && m.id !== question.id));
    },
    [messages, send],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteConversation(id);
        const remaining = (queryClient.getQueryData(conversationsQuery.queryKey) ?? []).filter((c) => c.id !== id);
        queryClient.setQueryData(conversationsQuery.queryKey, remaining);
        toast.success('Conversation supprimée');
        if (id === currentId) {
          const next = remaining[0];
          if (next) open(next);
          else {
            setCurrentId(null);
            setMessages([]);
          }
        }
      } catch {
        toast.error('Erreur', { description: 'Impossible de supprimer la conversation' });
      }
    },
    [currentId, open, queryClient],
  );

  const conversations = useMemo(() => list.data ?? [], [list.data]);
  return { conversations, loading: list.isPending, currentId, messages, title, pending, streaming, unsaved, send, retry, stop, startNew, open, remove };
}
