import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { deriveTitle } from '@common/derive-project';
import { GENERATION_ERRORS, type GenerationEvent } from '@common/generation';
import type { ExportFilesInput } from '@common/builds';
import type { ProjectFiles } from '@common/projects';
import { streamGeneration } from '@/lib/stream-generation';
import { createProjectRequest, saveVersionRequest } from '@/lib/projects-api';
import { FIX_EXHAUSTED, type FixRequest } from '@/lib/fix-request';
import { QUOTA_TITLE, quotaMessage, quotaRetryAt, useQuotaWait } from '@/lib/ai-quota';
import { apiDownload, ApiRequestError } from '@/lib/api';
import { DEMO_FILES } from './demo-sample-files';
import type { ChatMessage } from './studio-chat';
import { reduceTurn, startTurn } from '@/lib/generation-turn';

/** The spec's demo chat error, shown as an assistant message. */
export const DEMO_CHAT_ERROR = 'Désolé, une erreur est survenue lors de la génération. Pouvez-vous reformuler votre demande ?';
/** The demo chat sends the last 5 messages (spec). */
const DEMO_HISTORY = 5;
export const DEMO_TITLE = 'Studio de démonstration';

interface SavedProject {
  id: string;
  title: string;
  versionNumber: number;
  /** The files as last saved: the studio is "modified" when the current files are another object. */
  files: ProjectFiles;
}

/** The reply without the blank lines left where the file operations were. */
const tidy = (text: string) => text.replace(/\n\s*\n(\s*\n)+/g, '\n\n').trimStart();

let nextId = 0;
const messageId = () => `m${++nextId}`;

/**
 * A scratch project that lives in the page until "Sauvegarder": the chat calls the real generation
 * endpoint with the files, the preview builds them on the server, saving creates (then versions) a real project.
 */
export function useDemoStudio() {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<ProjectFiles>(DEMO_FILES);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isGenerating, setGenerating] = useState(false);
  const [generationId, setGenerationId] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedProject | null>(null);
  const [isSaving, setSaving] = useState(false);
  const { wait: waitForQuota, message: quotaNotice } = useQuotaWait();
  const abort = useRef<AbortController | null>(null);
  const isDirty = saved?.files !== files;

  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (text: string, fix?: FixRequest) => {
      const message = text.trim();
      if (!message || isGenerating) return;
      const history = messages
        .filter((m) => !m.isError && m.content)
        .slice(-DEMO_HISTORY)
        .map(({ role, content }) => ({ role: role === 'assistant' ? ('assistant' as const) : ('user' as const), content }));
      let reply: ChatMessage = { id: messageId(), role: 'assistant', content: '', files: [] };
      const update = (change: (current: ChatMessage) => ChatMessage) =>
        setMessages((list) => list.map((m) => (m.id === reply.id ? change(m) : m)));
      setMessages((list) => [...list, { id: messageId(), role: 'user', content: message }, reply]);
      setGenerating(true);
      const controller = new AbortController();
      abort.current = controller;
      // The sample is a placeholder: the first request builds the user's own app instead of editing it.
      const context = files === DEMO_FILES ? {} : files;
      let turn = startTurn(context);
      const fail = (detail?: string) => {
        update((m) => ({ ...m, content: DEMO_CHAT_ERROR, isError: true }));
        if (detail) toast.error('Erreur', { id: 'demo-generation-error', description: detail });
      };
      const onEvent = (event: GenerationEvent) => {
        turn = reduceTurn(turn, event);
        const written = turn.written;
        switch (event.type) {
          case 'start':
            setGenerationId(event.generationId);
            break;
          case 'text':
            update((m) => ({ ...m, content: tidy(turn.reply) }));
            break;
          case 'file-done':
          case 'edit-applied':
          case 'file-deleted':
          case 'edit-rejected':
            // The demo shows a file once it is complete.
            setFiles(turn.complete);
            update((m) => ({ ...m, files: written }));
            break;
          case 'done': {
            const content = tidy(turn.reply).trim() || GENERATION_ERRORS.noFiles;
            update((m) => ({ ...m, content }));
            break;
          }
          case 'fix-start':
            // Lumi fixes what its turn broke: its request, then a new answer, in the same stream.
            reply = { id: messageId(), role: 'assistant', content: '', files: [] };
            setMessages((list) => [...list, { id: messageId(), role: 'notice', content: event.message }, reply]);
            break;
          case 'fix-exhausted':
            setMessages((list) => [...list, { id: messageId(), role: 'notice', isError: true, content: FIX_EXHAUSTED }]);
            break;
          case 'error':
            fail(event.message);
            break;
        }
      };
      try {
        const request = {
          mode: 'code' as const,
          message,
          files: context,
          history,
          ...(fix ? { fix: { source: fix.source, errors: fix.errors } } : {}),
        };
        const last = await streamGeneration(request, { onEvent, signal: controller.signal });
        if (last === null && !controller.signal.aborted) fail();
      } catch (error) {
        const retryAt = quotaRetryAt(error);
        if (retryAt) {
          // The spent quota is no reason to rephrase: the bubble says when the next request is possible, and
          // « Corriger avec Lumi » gives way to that sentence until then.
          waitForQuota(retryAt);
          update((m) => ({ ...m, content: quotaMessage(retryAt), isError: true }));
          toast.error(QUOTA_TITLE, { id: 'demo-quota', description: quotaMessage(retryAt) });
        } else fail(error instanceof Error ? error.message : undefined);
      } finally {
        setGenerating(false);
      }
    },
    [files, messages, isGenerating, waitForQuota],
  );

  /** Saves the demo as a project (a new version once it is one); the project saved, or null when it failed. */
  const save = useCallback(async (): Promise<{ id: string; title: string } | null> => {
    if (isSaving) return null;
    setSaving(true);
    const snapshot = files;
    let result: { id: string; title: string };
    try {
      if (!saved) {
        const firstMessage = messages.find((m) => m.role === 'user')?.content;
        const title = firstMessage ? deriveTitle(firstMessage) : 'Application de démonstration';
        const project = await createProjectRequest({ title, files: snapshot, projectType: 'web', framework: 'react', status: 'draft' });
        setSaved({ id: project.id, title: project.title, versionNumber: project.versionNumber, files: snapshot });
        result = { id: project.id, title: project.title };
      } else {
        const version = await saveVersionRequest(saved.id, {
          baseVersion: saved.versionNumber,
          files: snapshot,
          summary: 'Sauvegarde depuis le studio de démonstration',
        });
        setSaved({ ...saved, versionNumber: version.number, files: snapshot });
        result = { id: saved.id, title: saved.title };
      }
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      toast.success('Sauvegardé', { description: 'Projet sauvegardé avec succès' });
      return result;
    } catch (error) {
      const detail = error instanceof ApiRequestError ? error.message : undefined;
      toast.error('Impossible de sauvegarder', { description: detail });
      return null;
    } finally {
      setSaving(false);
    }
  }, [files, isSaving, messages, queryClient, saved]);

  const exportZip = useCallback(async () => {
    try {
      // Made by the server, as the studio's export: a Vite app that runs, not a bare copy of the files.
      await apiDownload('/api/exports/source', {
        method: 'POST',
        body: JSON.stringify({ title: saved?.title ?? 'lumi-demo', files } satisfies ExportFilesInput),
      });
      toast.success('Export réussi', { description: 'Le code du projet a été téléchargé en .zip.' });
    } catch (error) {
      toast.error('Erreur', { description: error instanceof ApiRequestError ? error.message : "Impossible d'exporter le projet" });
    }
  }, [files, saved]);

  const fix = useCallback((request: FixRequest) => void send(request.message, request), [send]);

  return { files, messages, isGenerating, generationId, saved, isSaving, isDirty, quotaNotice, send, save, exportZip, fix };
}
