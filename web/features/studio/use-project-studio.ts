import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { GENERATION_ERRORS } from '@common/generation';
import type { ProjectDetail, ProjectFiles } from '@common/projects';
import { projectDetailSchema, versionSummarySchema } from '@common/projects';
import { GenerationRequestError, streamGeneration } from '@/features/generation/stream-generation';
import { QUOTA_TITLE, quotaMessage, quotaRetryAt, useQuotaWait } from '@/lib/ai-quota';
import { apiFetch, ApiRequestError } from '@/lib/api';
import { clearDraft, readDraft, sameFiles, writeDraft, type Draft } from './draft-storage';
import type { ChatMessage } from './studio-chat';

const AUTOSAVE_DELAY_MS = 4000;
const DRAFT_DELAY_MS = 300;
const OTHER_TAB_POLL_MS = 1500;

const savedVersionSchema = z.object({ version: versionSummarySchema.pick({ number: true, createdAt: true }) });

function toChat(detail: ProjectDetail): ChatMessage[] {
  return detail.messages.map((m) => ({ id: m.id, role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content }));
}

/**
 * Everything the studio does with one project: the working files, saving versions (with the version
 * they start from, so another tab's save is a visible conflict, never an overwrite), drafts kept in the
 * browser, autosave, and generations streamed into the files.
 */
export function useProjectStudio(initial: ProjectDetail) {
  const projectId = initial.project.id;
  const queryClient = useQueryClient();
  const [project, setProject] = useState(initial.project);
  const [files, setFiles] = useState<ProjectFiles>(initial.files);
  const [saved, setSaved] = useState<ProjectFiles>(initial.files);
  const [baseVersion, setBaseVersion] = useState(initial.project.versionNumber);
  const [messages, setMessages] = useState<ChatMessage[]>(() => toChat(initial));
  const [draftOffer, setDraftOffer] = useState<Draft | null>(() => {
    const draft = readDraft(projectId);
    return draft && !sameFiles(draft.files, initial.files) ? draft : null;
  });
  const [generating, setGenerating] = useState(false);
  const [waitingOtherTab, setWaitingOtherTab] = useState(false);
  const [generationId, setGenerationId] = useState<string | null>(null);
  const [writingPath, setWritingPath] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [lastSavedAt, setLastSavedAt] = useState<Date | null>(null);
  const [conflict, setConflict] = useState<ProjectDetail | null>(null);
  const { wait: waitForQuota, message: quotaNotice } = useQuotaWait();
  const abort = useRef<AbortController | null>(null);
  const dirty = useMemo(() => !sameFiles(files, saved), [files, saved]);

  /** Replaces everything with the server's state (after a generation, a restore, or taking the newer version). */
  const reset = useCallback((detail: ProjectDetail) => {
    setProject(detail.project);
    setFiles(detail.files);
    setSaved(detail.files);
    setBaseVersion(detail.project.versionNumber);
    setMessages(toChat(detail));
    setConflict(null);
  }, []);

  const reload = useCallback(async () => {
    const detail = await apiFetch(`/api/projects/${projectId}`, projectDetailSchema);
    queryClient.setQueryData(['projects', projectId], detail);
    void queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'versions'] });
    void queryClient.invalidateQueries({ queryKey: ['projects'], exact: true });
    return detail;
  }, [projectId, queryClient]);

  // Drafts: every edit is kept in the browser shortly after it is typed.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => writeDraft(projectId, baseVersion, files), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, files, baseVersion, projectId]);

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useCallback(
    async (summary?: string, options: { base?: number; quiet?: boolean } = {}): Promise<boolean> => {
      if (saving) return false;
      setSaving(true);
      try {
        const body = { baseVersion: options.base ?? baseVersion, files, ...(summary ? { summary } : {}) };
        const { version } = await apiFetch(`/api/projects/${projectId}/versions`, savedVersionSchema, { method: 'POST', body: JSON.stringify(body) });
        setSaved(files);
        setBaseVersion(version.number);
        setProject((p) => ({ ...p, versionNumber: version.number }));
        setLastSavedAt(new Date(version.createdAt));
        setConflict(null);
        clearDraft(projectId);
        void queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'versions'] });
        if (!options.quiet) toast.success('Sauvegardé', { description: 'Projet sauvegardé avec succès' });
        return true;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) {
          setConflict(await apiFetch(`/api/projects/${projectId}`, projectDetailSchema));
        } else {
          toast.error('Erreur', { description: error instanceof ApiRequestError && error.status === 413 ? error.message : 'Impossible de sauvegarder' });
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [baseVersion, files, projectId, queryClient, saving],
  );

  // Autosave: a version after a pause in typing (never during a generation or an open conflict).
  useEffect(() => {
    if (!dirty || generating || conflict || saving) return;
    const timer = setTimeout(() => void save('Sauvegarde automatique', { quiet: true }), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, files, generating, conflict, saving, save]);

  const editFile = useCallback((path: string, content: string) => setFiles((current) => ({ ...current, [path]: content })), []);
  const createFile = useCallback((path: string) => setFiles((current) => (path in current ? current : { ...current, [path]: '' })), []);
  const deleteFile = useCallback(
    (path: string) =>
      setFiles((current) => {
        const next = { ...current };
        delete next[path];
        return next;
      }),
    [],
  );
  const renameFile = useCallback(
    (from: string, to: string) =>
      setFiles((current) => {
        if (!(from in current) || to in current) return current;
        const next: ProjectFiles = {};
        for (const [path, content] of Object.entries(current)) next[path === from ? to : path] = content;
        return next;
      }),
    [],
  );

  const waitForOtherTab = useCallback(async () => {
    setWaitingOtherTab(true);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, OTHER_TAB_POLL_MS));
      const detail = await reload().catch(() => null);
      if (detail && detail.project.status !== 'generating') {
        reset(detail);
        setWaitingOtherTab(false);
        return;
      }
    }
  }, [reload, reset]);

  const send = useCallback(
    async (message: string, options: { auto?: boolean } = {}) => {
      const text = message.trim();
      if (!text || generating) return;
      if (dirty && !(await save('Avant la demande à Lumi', { quiet: true }))) return;
      const before = files;
      const assistantId = crypto.randomUUID();
      setMessages((current) => [
        ...(options.auto ? current : [...current, { id: crypto.randomUUID(), role: 'user' as const, content: text }]),
        { id: assistantId, role: 'assistant', content: '' },
      ]);
      const updateAssistant = (patch: Partial<ChatMessage>) => setMessages((current) => current.map((m) => (m.id === assistantId ? { ...m, ...patch } : m)));
      setGenerating(true);
      const controller = new AbortController();
      abort.current = controller;
      let reply = '';
      const written: string[] = [];
      let failed: string | null = null;
      let retryAt: Date | null = null;
      try {
        const last = await streamGeneration(
          { mode: 'code', projectId, message: text },
          {
            signal: controller.signal,
            onEvent: (event) => {
              switch (event.type) {
                case 'start':
                  setGenerationId(event.generationId);
                  break;
                case 'text':
                  reply += event.delta;
                  updateAssistant({ content: reply });
                  break;
                case 'file-start':
                  setWritingPath(event.path);
                  setFiles((current) => ({ ...current, [event.path]: '' }));
                  break;
                case 'file-chunk':
                  setFiles((current) => ({ ...current, [event.path]: (current[event.path] ?? '') + event.delta }));
                  break;
                case 'file-done':
                case 'edit-applied':
                  written.push(event.path);
                  setFiles((current) => ({ ...current, [event.path]: event.content }));
                  break;
                case 'file-deleted':
                  deleteFile(event.path);
                  break;
                case 'edit-rejected':
                  // A refused write leaves the file as it was before this turn.
                  setFiles((current) => {
                    const next = { ...current };
                    if (event.path in before) next[event.path] = before[event.path]!;
                    else delete next[event.path];
                    return next;
                  });
                  reply += `\n\n> ⚠ ${event.path} : ${event.reason}`;
                  updateAssistant({ content: reply });
                  break;
                case 'done':
                  updateAssistant({ content: event.reply, files: event.filesChanged });
                  break;
                case 'error':
                  failed = event.message;
                  break;
              }
            },
          },
        );
        if (controller.signal.aborted) failed = 'Génération annulée : le projet n’a pas changé.';
        else if (!last) failed = GENERATION_ERRORS.codeToast;
      } catch (error) {
        if (error instanceof GenerationRequestError && error.status === 409 && options.auto) {
          setMessages((current) => current.filter((m) => m.id !== assistantId));
          setGenerating(false);
          setFiles(before);
          void waitForOtherTab();
          return;
        }
        failed = error instanceof GenerationRequestError && error.status > 0 && error.status < 500 ? error.message : GENERATION_ERRORS.codeToast;
        retryAt = quotaRetryAt(error);
      } finally {
        abort.current = null;
        setWritingPath(null);
      }
      if (retryAt) {
        // The spent quota is not an error to retry now: the bubble says when the next request is possible.
        setFiles(before);
        waitForQuota(retryAt);
        updateAssistant({ content: quotaMessage(retryAt), isError: true });
        toast.error(QUOTA_TITLE, { id: 'studio-quota', description: quotaMessage(retryAt) });
        setGenerating(false);
        return;
      }
      if (failed) {
        setFiles(before);
        updateAssistant({ content: controller.signal.aborted ? failed : GENERATION_ERRORS.codeAssistant, isError: !controller.signal.aborted });
        if (!controller.signal.aborted) toast.error('Erreur', { description: failed });
        setGenerating(false);
        return;
      }
      // The server's version is the truth (it may have replayed the edits on a newer save).
      const detail = await reload().catch(() => null);
      if (detail) {
        setProject(detail.project);
        setFiles(detail.files);
        setSaved(detail.files);
        setBaseVersion(detail.project.versionNumber);
      }
      setGenerating(false);
    },
    [deleteFile, dirty, files, generating, projectId, reload, save, waitForOtherTab, waitForQuota],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  // A project created from an idea starts generating on open, once: the server's per-project lock makes a
  // second tab wait for the first instead of generating twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const idea = initial.messages.find((m) => m.role === 'user')?.content;
    // Starting the generation is the external action here; its state updates follow from the stream.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (initial.project.status === 'generating' && Object.keys(initial.files).length === 0 && idea) void send(idea, { auto: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the project as it was opened
  }, []);

  const restoreDraft = useCallback(() => {
    if (!draftOffer) return;
    setFiles(draftOffer.files);
    setDraftOffer(null);
    toast.success('Brouillon restauré', { description: 'Vos modifications non enregistrées sont de retour.' });
  }, [draftOffer]);

  const discardDraft = useCallback(() => {
    clearDraft(projectId);
    setDraftOffer(null);
  }, [projectId]);

  /** Conflict: keep mine as a new version on top of the newer one, or take the newer one. */
  const keepMine = useCallback(async () => {
    if (!conflict) return;
    const latest = conflict.project.versionNumber;
    if (await save('Mes modifications (après un conflit)', { base: latest })) setConflict(null);
  }, [conflict, save]);

  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    clearDraft(projectId);
    reset(conflict);
    toast.success('Version la plus récente chargée');
  }, [conflict, projectId, reset]);

  return {
    project,
    files,
    baseVersion,
    messages,
    dirty,
    saving,
    lastSavedAt,
    generating,
    /** While the AI quota is spent: what to say instead of offering to call the AI. */
    quotaNotice,
    waitingOtherTab,
    generationId,
    writingPath,
    conflict,
    draftOffer,
    editFile,
    createFile,
    deleteFile,
    renameFile,
    save,
    send,
    stop,
    reset,
    reload,
    restoreDraft,
    discardDraft,
    keepMine,
    takeTheirs,
  };
}

export type ProjectStudio = ReturnType<typeof useProjectStudio>;
