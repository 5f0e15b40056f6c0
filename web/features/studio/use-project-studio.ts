import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { AUTO_FIX_LIMIT, autoFixMessage, GENERATION_ERRORS } from '@common/generation';
import type { ProjectDetail, ProjectFiles } from '@common/projects';
import { projectDetailSchema, versionListSchema, versionSummarySchema } from '@common/projects';
import { GenerationRequestError, streamGeneration } from '@/lib/stream-generation';
import { QUOTA_TITLE, quotaMessage, quotaRetryAt, useQuotaWait } from '@/lib/ai-quota';
import { apiFetch, ApiRequestError } from '@/lib/api';
import { clearDraft, readDraft, writeDraft, type Draft } from './draft-storage';
import { reduceTurn, startTurn } from '@/lib/generation-turn';
import { createSaveQueue, sameFiles } from './working-copy';
import { FIX_EXHAUSTED, type FixRequest, type PreviewOutcome } from '@/lib/fix-request';
import type { ChatMessage } from './studio-chat';

const AUTOSAVE_DELAY_MS = 4000;
const SAVED_TOAST = 'projet-sauvegarde';
const DRAFT_DELAY_MS = 300;
const OTHER_TAB_POLL_MS = 1500;

const savedVersionSchema = z.object({ version: versionSummarySchema.pick({ number: true, createdAt: true }) });

function toChat(detail: ProjectDetail): ChatMessage[] {
  // 'system': a request Lumi made itself (an automatic fix turn).
  return detail.messages.map((m) => ({
    id: m.id,
    role: m.role === 'assistant' ? 'assistant' : m.role === 'system' ? 'notice' : 'user',
    content: m.content,
  }));
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
  /** The chain of automatic fixes after the user's last request: how many ran, and the version whose preview is watched. */
  const autoFixes = useRef<{ attempts: number; watchVersion: number | null }>({ attempts: 0, watchVersion: null });
  /** Versions whose outcome was already told to the server: « fonctionnelle » once, not at every repaint. */
  const toldOutcomes = useRef(new Map<number, boolean>());
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
    void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['projects', 'names'] });
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

  // The working copy as of the last render, and as each save leaves it before the next render: what a queued save reads.
  const latest = useRef({ files, saved, baseVersion });
  // A save's result is in `latest` at once; a render that comes before React applies it must not put the older one back.
  const savedAhead = useRef<{ saved: ProjectFiles; baseVersion: number } | null>(null);
  const ahead = savedAhead.current && savedAhead.current.baseVersion > baseVersion ? savedAhead.current : null;
  latest.current = { files, saved: ahead?.saved ?? saved, baseVersion: ahead?.baseVersion ?? baseVersion };
  const saves = useMemo(
    () =>
      createSaveQueue({
        read: () => latest.current,
        send: async (base, sent, request) =>
          (
            await apiFetch(`/api/projects/${projectId}/versions`, savedVersionSchema, {
              method: 'POST',
              body: JSON.stringify({ baseVersion: base, files: sent, ...(request.summary ? { summary: request.summary } : {}) }),
            })
          ).version,
        onSaved: (sent, version) => {
          savedAhead.current = { saved: sent, baseVersion: version.number };
          latest.current = { ...latest.current, saved: sent, baseVersion: version.number };
          setSaved(sent);
          setBaseVersion(version.number);
          setProject((p) => ({ ...p, versionNumber: version.number }));
          setLastSavedAt(new Date(version.createdAt));
          setConflict(null);
          clearDraft(projectId);
        },
      }),
    [projectId],
  );

  const save = useCallback(
    async (summary?: string, options: { base?: number; quiet?: boolean } = {}): Promise<boolean> => {
      setSaving(true);
      try {
        const result = await saves.save({ summary, base: options.base });
        if (result !== 'unchanged') void queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'versions'] });
        // A Ctrl+S after the autosave has already saved everything still answers: the work is saved. One toast for
        // presses in a row (the same id), not one each.
        if (!options.quiet) toast.success('Sauvegardé', { id: SAVED_TOAST, description: 'Projet sauvegardé avec succès' });
        return true;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) {
          setConflict(await apiFetch(`/api/projects/${projectId}`, projectDetailSchema));
        } else {
          toast.error('Erreur', {
            description: error instanceof ApiRequestError && error.status === 413 ? error.message : 'Impossible de sauvegarder',
          });
        }
        return false;
      } finally {
        if (!saves.busy) setSaving(false);
      }
    },
    [projectId, queryClient, saves],
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

  /** « Revenir à la dernière version qui fonctionnait »: a restore of that version, as the versions panel does. */
  const revertTo = useCallback(
    async (number: number) => {
      try {
        const current = await reload();
        await apiFetch(`/api/projects/${projectId}/versions/${number}/restore`, z.unknown(), {
          method: 'POST',
          body: JSON.stringify({ baseVersion: current.project.versionNumber }),
        });
        reset(await reload());
        toast.success('Version restaurée', { description: `Retour à la version ${number}, qui fonctionnait.` });
      } catch (error) {
        toast.error('Erreur', { description: error instanceof ApiRequestError ? error.message : 'Impossible de restaurer la version' });
      }
    },
    [projectId, reload, reset],
  );

  const offerRevert = useCallback(
    (lastWorking: number | null) =>
      setMessages((current) => [
        ...current,
        {
          id: crypto.randomUUID(),
          role: 'notice',
          isError: true,
          content: lastWorking
            ? FIX_EXHAUSTED
            : `${FIX_EXHAUSTED.replace(/, ou revenez.*$/, '.')} Aucune version précédente n’a encore fonctionné dans l’aperçu.`,
          ...(lastWorking
            ? {
                action: {
                  label: `Revenir à la dernière version qui fonctionnait (version ${lastWorking})`,
                  run: () => void revertTo(lastWorking),
                },
              }
            : {}),
        },
      ]),
    [revertTo],
  );

  const send = useCallback(
    async (message: string, options: { auto?: boolean; fix?: FixRequest; automatic?: boolean } = {}) => {
      const text = message.trim();
      if (!text || generating) return;
      if (dirty && !(await save('Avant la demande à Lumi', { quiet: true }))) return;
      // A request of the user's starts a new chain of automatic fixes; Lumi's own fix continues the chain.
      if (!options.automatic) autoFixes.current = { attempts: 0, watchVersion: null };
      let turn = startTurn(files);
      let assistantId = crypto.randomUUID();
      const startedAssistant = assistantId;
      setMessages((current) => [
        ...(options.auto
          ? current
          : [...current, { id: crypto.randomUUID(), role: options.automatic ? ('notice' as const) : ('user' as const), content: text }]),
        { id: assistantId, role: 'assistant', content: '' },
      ]);
      const updateAssistant = (patch: Partial<ChatMessage>) => {
        const id = assistantId;
        setMessages((current) => current.map((m) => (m.id === id ? { ...m, ...patch } : m)));
      };
      setGenerating(true);
      const controller = new AbortController();
      abort.current = controller;
      let failed: string | null = null;
      let retryAt: Date | null = null;
      try {
        const fix = options.fix
          ? { fix: { source: options.fix.source, errors: options.fix.errors, automatic: options.automatic === true } }
          : {};
        const last = await streamGeneration(
          { mode: 'code', projectId, message: text, ...fix },
          {
            signal: controller.signal,
            onEvent: (event) => {
              turn = reduceTurn(turn, event);
              switch (event.type) {
                case 'start':
                  setGenerationId(event.generationId);
                  break;
                case 'text':
                  updateAssistant({ content: turn.reply });
                  break;
                case 'file-start':
                case 'file-chunk':
                case 'file-done':
                case 'edit-applied':
                case 'file-deleted':
                  setWritingPath(turn.writingPath);
                  setFiles(turn.files);
                  break;
                case 'edit-rejected':
                  setFiles(turn.files);
                  updateAssistant({ content: turn.reply });
                  break;
                case 'done':
                  updateAssistant({ content: turn.reply, files: event.filesChanged });
                  break;
                case 'fix-start': {
                  // The server found the turn's files do not build and asks the model again: a new answer follows.
                  autoFixes.current.attempts = event.attempt;
                  setFiles(turn.files);
                  assistantId = crypto.randomUUID();
                  const id = assistantId;
                  setMessages((current) => [
                    ...current,
                    { id: crypto.randomUUID(), role: 'notice', content: event.message },
                    { id, role: 'assistant', content: '' },
                  ]);
                  break;
                }
                case 'fix-exhausted':
                  autoFixes.current.attempts = AUTO_FIX_LIMIT;
                  offerRevert(event.lastWorkingVersion);
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
          setMessages((current) => current.filter((m) => m.id !== startedAssistant));
          setGenerating(false);
          setFiles(turn.before);
          void waitForOtherTab();
          return;
        }
        failed =
          error instanceof GenerationRequestError && error.status > 0 && error.status < 500 ? error.message : GENERATION_ERRORS.codeToast;
        retryAt = quotaRetryAt(error);
      } finally {
        abort.current = null;
        setWritingPath(null);
      }
      if (retryAt) {
        // The spent quota is not an error to retry now: the bubble says when the next request is possible.
        setFiles(turn.before);
        waitForQuota(retryAt);
        updateAssistant({ content: quotaMessage(retryAt), isError: true });
        toast.error(QUOTA_TITLE, { id: 'studio-quota', description: quotaMessage(retryAt) });
        setGenerating(false);
        return;
      }
      if (failed) {
        // A turn of this stream already wrote a version (the fix turn after it failed): that version is the truth.
        const kept = turn.madeVersion ? await reload().catch(() => null) : null;
        if (kept) {
          setProject(kept.project);
          setFiles(kept.files);
          setSaved(kept.files);
          setBaseVersion(kept.project.versionNumber);
          if (controller.signal.aborted)
            failed = `Correction arrêtée : la version ${kept.project.versionNumber}, écrite avant, est gardée.`;
        } else setFiles(turn.before);
        updateAssistant({
          content: controller.signal.aborted ? failed : GENERATION_ERRORS.codeAssistant,
          isError: !controller.signal.aborted,
        });
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
        // The preview of what Lumi wrote is watched for a crash in its first seconds (never a version of the user's).
        if (turn.madeVersion) autoFixes.current.watchVersion = detail.project.versionNumber;
      }
      setGenerating(false);
      // An automatic fix that changed nothing fixed nothing: the same preview would fail the same way, unseen.
      if (options.automatic && options.fix && detail && !turn.madeVersion) {
        const fix = options.fix;
        setTimeout(() => continueFixes.current(fix), 50);
      }
    },
    [dirty, files, generating, offerRevert, projectId, reload, save, waitForOtherTab, waitForQuota],
  );

  /**
   * What the preview showed for the files on screen. For a saved version it is recorded (« fonctionnelle » in the
   * history); a crash within 5 s of the first render of what Lumi just wrote starts an automatic fix turn, at most
   * AUTO_FIX_LIMIT in a row, then the chat offers the last version that worked.
   */
  const reportOutcome = useCallback(
    (outcome: PreviewOutcome) => {
      if (generating || dirty) return;
      const version = baseVersion;
      if (toldOutcomes.current.get(version) !== outcome.works) {
        toldOutcomes.current.set(version, outcome.works);
        void apiFetch(`/api/projects/${projectId}/versions/${version}/outcome`, z.unknown(), {
          method: 'POST',
          body: JSON.stringify({ works: outcome.works }),
        })
          .then(() => queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'versions'] }))
          .catch(() => toldOutcomes.current.delete(version));
      }
      const chain = autoFixes.current;
      if (chain.watchVersion !== version) return;
      // A blank first frame may be followed by the app and then its crash: the watch ends on success or on a fix.
      if (outcome.works) chain.watchVersion = null;
      if (outcome.works || !outcome.early || !outcome.fix || outcome.fix.source !== 'runtime') return;
      chain.watchVersion = null;
      continueFixes.current(outcome.fix);
    },
    [baseVersion, dirty, generating, projectId, queryClient],
  );

  // The next automatic fix of the chain, or, after the last one, the offer to go back to what worked.
  const continueFixes = useRef<(fix: FixRequest) => void>(() => {});
  useEffect(() => {
    continueFixes.current = (fix) => {
      const chain = autoFixes.current;
      if (chain.attempts >= AUTO_FIX_LIMIT) {
        void apiFetch(`/api/projects/${projectId}/versions`, versionListSchema)
          .then(({ versions }) => offerRevert(versions.find((v) => v.works && v.number !== baseVersion)?.number ?? null))
          .catch(() => offerRevert(null));
        return;
      }
      chain.attempts += 1;
      void send(autoFixMessage(chain.attempts, 'runtime', fix.errors), { fix, automatic: true });
    };
  });

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
    reportOutcome,
    revertTo,
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
