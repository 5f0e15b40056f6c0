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
import { reduceTurn, startTurn } from '@/lib/generation-turn';
import { streamGeneration } from '@/lib/stream-generation';
import { QUOTA_TITLE, quotaMessage, quotaRetryAt } from '@/lib/ai-quota';
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

/**
 * A message sent before the conversation exists or while a reply streams: shown at once, sent in turn, and only
 * into the conversation it was typed in (`conversationId`; null: the conversation the page is creating).
 */
export interface QueuedMessage {
  conversationId: string | null;
  message: ChatMessage;
  attachments: AnalyzedAttachment[];
  /** The conversation could not be created: shown with « Réessayer », sent once it exists. */
  failed?: boolean;
}

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
  const [queued, setQueued] = useState<QueuedMessage[]>([]);
  const abort = useRef<AbortController | null>(null);
  // Set at once when a turn starts (the `pending` state only follows at the next render): two quick Enters never start two turns.
  const busy = useRef(false);
  const creating = useRef(false);
  // The conversation on screen, read by a turn that ends after the user opened another one.
  const viewing = useRef<string | null>(null);
  const [streamingIn, setStreamingIn] = useState<string | null>(null);

  const open = useCallback((conversation: Conversation) => {
    viewing.current = conversation.id;
    setCurrentId(conversation.id);
    setMessages(conversation.messages);
    setTitle(conversation.title);
  }, []);

  /** Messages typed while no conversation was open go to the one the page opens for them. */
  const adoptWaiting = useCallback((id: string) => {
    setQueued((current) => current.map((q) => (q.conversationId === null ? { ...q, conversationId: id, failed: false } : q)));
  }, []);

  const startNew = useCallback(async () => {
    if (creating.current) return;
    creating.current = true;
    setQueued((current) => current.map((q) => (q.conversationId === null ? { ...q, failed: false } : q)));
    try {
      const past = pastUserMessages(queryClient.getQueryData(conversationsQuery.queryKey) ?? []);
      const tone: Tone = options.expert ? 'technical' : detectTone(past);
      const name = past.map(detectFirstName).find(Boolean) ?? null;
      const conversation = await createConversation([newMessage('assistant', welcomeMessage(tone, name))]);
      queryClient.setQueryData(conversationsQuery.queryKey, (current) => [conversation, ...(current ?? [])]);
      adoptWaiting(conversation.id);
      open(conversation);
    } catch {
      // What was typed for it stays on screen, marked as not sent, with « Réessayer ».
      setQueued((current) => current.map((q) => (q.conversationId === null ? { ...q, failed: true } : q)));
      toast.error('Erreur', { description: 'Impossible de créer une nouvelle conversation' });
    } finally {
      creating.current = false;
    }
  }, [adoptWaiting, open, options.expert, queryClient]);

  // First visit: open the most recent conversation, or start one with a welcome message.
  useEffect(() => {
    if (!list.isSuccess || currentId) return;
    const latest = list.data[0];
    // Once, when the list arrives: the open conversation then lives in local state while the user chats.
    if (latest) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      adoptWaiting(latest.id);
      open(latest);
    } else void startNew();
  }, [list.isSuccess, list.data, currentId, adoptWaiting, open, startNew]);

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

  /** Sends one user message in the open conversation and streams the answer (the caller checked it can). */
  const deliver = useCallback(
    async (userMessage: ChatMessage, attachments: AnalyzedAttachment[], base: ChatMessage[]) => {
      const id = currentId;
      if (!id || busy.current) return false;
      busy.current = true;
      const content = userMessage.content;
      const history = base
        .filter((m) => !m.isError)
        .slice(-HISTORY_LIMIT)
        .map((m) => ({ role: m.type, content: m.content }));
      const withUser = [...base, userMessage];
      setMessages(withUser);
      setPending(true);
      setStreaming('');
      setStreamingIn(id);
      const controller = new AbortController();
      abort.current = controller;
      let turn = startTurn({});
      let reply = '';
      let failed = false;
      let retryAt: Date | null = null;
      try {
        const last = await streamGeneration(
          {
            mode: 'conversation',
            message: content,
            history,
            attachments: attachments.map((a) => ({
              name: a.name,
              type: a.kind,
              size: a.size,
              content: a.content,
              dataUrl: a.dataUrl,
              entries: a.entries,
            })),
          },
          {
            signal: controller.signal,
            onEvent: (event) => {
              turn = reduceTurn(turn, event);
              reply = turn.reply;
              if (event.type === 'text') setStreaming(reply);
            },
          },
        );
        if (turn.error || last?.type === 'error') failed = true;
        if (controller.signal.aborted) reply = reply.trim() ? `${reply.trim()}\n\n_(réponse interrompue)_` : '_(réponse interrompue)_';
        else if (!reply.trim()) failed = true;
      } catch (error) {
        failed = true;
        retryAt = quotaRetryAt(error);
      }
      // The spent quota is no "technical difficulty": the answer says when the next request is possible.
      const answer = retryAt
        ? newMessage('assistant', quotaMessage(retryAt), { isError: true, quotaRetryAt: retryAt.toISOString() })
        : failed
          ? newMessage('assistant', CHAT_DIFFICULTY_MESSAGE, { isError: true })
          : newMessage('assistant', reply.trim());
      if (retryAt) toast.error(QUOTA_TITLE, { id: 'chat-quota', description: quotaMessage(retryAt) });
      else if (failed) toast.error('Difficulté technique', { id: 'chat-difficulty', description: 'Problème temporaire avec Lumi' });
      const next = [...withUser, answer];
      const nextTitle = conversationTitle(next, title);
      if (viewing.current === id) {
        setMessages(next);
        setTitle(nextTitle);
      } else {
        // The user opened another conversation meanwhile: the answer goes to its own, never into the one on screen.
        queryClient.setQueryData(conversationsQuery.queryKey, (current) =>
          (current ?? []).map((c) => (c.id === id ? { ...c, messages: next, title: nextTitle } : c)),
        );
      }
      setPending(false);
      setStreaming(null);
      setStreamingIn(null);
      abort.current = null;
      busy.current = false;
      await persist(id, next, nextTitle);
      return !failed;
    },
    [currentId, persist, queryClient, title],
  );

  /** Creates the conversation again for the messages that could not be sent, which then leave in order. */
  const retryQueued = useCallback(() => void startNew(), [startNew]);

  /**
   * Sends at any moment: before the conversation exists (the page has just opened) or while a reply streams,
   * the message is shown at once and queued, then sent in turn into the conversation it was typed in.
   * Nothing typed is dropped.
   */
  const send = useCallback(
    async (text: string, attachments: AnalyzedAttachment[] = []) => {
      const content = text.trim();
      if (!content) return false;
      const userMessage = newMessage(
        'user',
        content,
        attachments.length ? { attachments: attachments.map((a) => ({ name: a.name, type: a.kind, size: a.size })) } : {},
      );
      if (!currentId || busy.current || queued.some((q) => q.conversationId === currentId)) {
        setQueued((current) => [...current, { conversationId: currentId, message: userMessage, attachments }]);
        // No conversation and none on its way (its creation failed): sending again is trying again.
        if (!currentId && list.isSuccess && !creating.current) void startNew();
        return true;
      }
      return deliver(userMessage, attachments, messages);
    },
    [currentId, deliver, list.isSuccess, messages, queued, startNew],
  );

  // The open conversation's queue empties in order as soon as no reply is streaming.
  useEffect(() => {
    const first = queued.find((q) => q.conversationId === currentId);
    if (!first || !currentId || pending || busy.current) return;
    // Taking the message out of the queue as it starts its own turn (the send is the external action).
    setQueued((current) => current.filter((q) => q !== first));
    void deliver(first.message, first.attachments, messages);
  }, [queued, currentId, pending, deliver, messages]);

  /** Resends the user's message that got the difficulty answer (the failed pair is replaced). */
  const retry = useCallback(
    async (errorMessageId: string) => {
      const index = messages.findIndex((m) => m.id === errorMessageId);
      const question = messages.slice(0, index).findLast((m) => m.type === 'user');
      if (index === -1 || !question) return;
      if (busy.current || !currentId) return;
      await deliver(
        newMessage('user', question.content),
        [],
        messages.filter((m) => m.id !== errorMessageId && m.id !== question.id),
      );
    },
    [currentId, deliver, messages],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteConversation(id);
        const remaining = (queryClient.getQueryData(conversationsQuery.queryKey) ?? []).filter((c) => c.id !== id);
        queryClient.setQueryData(conversationsQuery.queryKey, remaining);
        toast.success('Conversation supprimée');
        // What waited for it goes with it.
        setQueued((current) => current.filter((q) => q.conversationId !== id));
        if (id === currentId) {
          const next = remaining[0];
          if (next) open(next);
          else {
            viewing.current = null;
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
  const waiting = useMemo(() => queued.filter((q) => q.conversationId === currentId), [queued, currentId]);
  return {
    conversations,
    loading: list.isPending,
    currentId,
    messages,
    queued: waiting,
    title,
    // A reply streaming in another conversation does not turn this one's « Envoyer » into « Arrêter ».
    pending: pending && streamingIn === currentId,
    // The streaming answer belongs to its conversation: another one opened meanwhile does not show it.
    streaming: streamingIn === currentId ? streaming : null,
    unsaved,
    send,
    retry,
    retryQueued,
    stop,
    startNew,
    open,
    remove,
  };
}
