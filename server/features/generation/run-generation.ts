import { streamText } from 'ai';
import { and, desc, eq } from 'drizzle-orm';
import type { RoleSet } from '../../../common/auth.js';
import {
  AUTO_FIX_LIMIT,
  autoFixMessage,
  GENERATION_ERRORS,
  HISTORY_LIMIT,
  type FixError,
  type GenerationEvent,
  type GenerationMode,
  type HistoryMessage,
  type generateRequestSchema,
} from '../../../common/generation.js';
import type { Database } from '../../db/client.js';
import { describeErrorForLog } from '../../db/describe-error-for-log.js';
import { aiPromptAnalytics, lumiAiResponses, lumiPrompts, lumiUserActivity } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { checkAiQuota } from '../../lib/check-ai-quota.js';
import type { Logger } from '../../logger.js';
import {
  appendAiTurn,
  findLastWorkingVersion,
  findOwnProject,
  lockForGeneration,
  readRecentMessages,
  recordVersionOutcome,
  releaseGenerationLock,
} from '../projects/index.js';
import { showUnsafeText } from '../../../common/input-rules.js';
import { fileMap } from '../../../common/projects.js';
import { buildMessages } from './build-prompt.js';
import { syntaxProblem } from './check-syntax.js';
import { describeGenerationError } from './describe-error.js';
import { measureQuality } from './measure-quality.js';
import { applyOperation, type FileOperation } from './protocol/apply-operations.js';
import { LumiStreamParser, type ParserEvent } from './protocol/stream-parser.js';
import type { LanguageModelHandle } from './providers.js';
import type { z } from 'zod';

type GenerateInput = z.output<typeof generateRequestSchema>;

export interface GenerationDeps {
  db: Database;
  logger: Logger;
  llm: LanguageModelHandle;
  timeoutMs: number;
  freeDailyRequests: number;
  /**
   * Builds a turn's files as the preview would and returns the build errors ([] when it builds). Without it, no
   * automatic fix turn is started.
   */
  checkBuild?: (input: { ownerId: string; projectId: string | null; files: Record<string, string> }) => Promise<FixError[]>;
}

export interface PreparedGeneration {
  generationId: string;
  promptId: string;
  userId: string;
  mode: GenerationMode;
  message: string;
  projectId: string | null;
  baseVersion: number | null;
  files: Record<string, string>;
  history: HistoryMessage[];
  attachments: NonNullable<GenerateInput['attachments']>;
  /** « Corriger avec Lumi » or an automatic fix: the errors the preview reported. */
  fix: GenerateInput['fix'] | null;
  /** Automatic fix turns already run since the user's last request (0 for a request of the user's). */
  autoFixAttempt: number;
  /** The newest version whose preview worked, for fixes that put a file back as it was (the offline model). */
  lastWorking: { number: number; files: Record<string, string> } | null;
}

/**
 * Everything that can be refused with a plain HTTP error happens here, before the stream opens:
 * quota, ownership, and the one-turn-at-a-time lock on the project.
 */
export async function prepareGeneration(
  deps: GenerationDeps,
  input: { userId: string; roles: RoleSet; request: GenerateInput },
): Promise<PreparedGeneration> {
  const { db } = deps;
  const { request, userId } = input;
  const automatic = request.fix?.automatic === true;
  if (automatic && (!request.projectId || request.mode !== 'code')) {
    throw new AppError('BAD_REQUEST', { userMessage: 'Une correction automatique porte sur le code d’un projet enregistré.' });
  }
  // Someone else's project is a 404 whatever the caller's quota: the quota's 429 must not answer for it.
  if (request.projectId) await findOwnProject(db, userId, request.projectId);
  // An automatic fix is Lumi repairing its own turn: it is not the user's request (and is capped below).
  if (!automatic) await checkAiQuota(db, { userId, roles: input.roles, limit: deps.freeDailyRequests });

  let files = fileMap(request.files);
  let history = (request.history ?? []).slice(-HISTORY_LIMIT);
  let baseVersion: number | null = null;
  let lockedProjectId: string | null = null;
  let autoFixAttempt = 0;
  let lastWorking: PreparedGeneration['lastWorking'] = null;
  // Every write after the lock is taken sits in this try: whatever fails, the project is not left locked.
  try {
    if (request.projectId) {
      const project = await findOwnProject(db, userId, request.projectId);
      if (automatic) {
        autoFixAttempt = (await countAutoFixesInARow(db, project.id)) + 1;
        if (autoFixAttempt > AUTO_FIX_LIMIT) throw new AppError('CONFLICT', { userMessage: GENERATION_ERRORS.autoFixLimit });
      }
      const locked = await lockForGeneration(db, project.id);
      lockedProjectId = project.id;
      baseVersion = locked.versionNumber;
      files = locked.files;
      if (request.fix) lastWorking = await findLastWorkingVersion(db, project.id);
      const recent = await readRecentMessages(db, project.id, HISTORY_LIMIT);
      // An automatic fix request (role 'system' in the chat) was a request to the model all the same.
      history = recent
        .reverse()
        .flatMap((m) =>
          m.role === 'user' || m.role === 'assistant'
            ? [{ role: m.role, content: m.content }]
            : m.role === 'system'
              ? [{ role: 'user' as const, content: m.content }]
              : [],
        );
      // The studio's first generation answers the idea already stored as the first message: not twice in the context.
      if (history.at(-1)?.role === 'user' && history.at(-1)?.content === request.message) history = history.slice(0, -1);
    }
    const [prompt] = await db
      .insert(lumiPrompts)
      .values({ userId, projectId: request.projectId ?? null, promptText: request.message, mode: request.mode, autoFix: automatic })
      .returning({ id: lumiPrompts.id });
    return {
      // The prompt row's id doubles as the generation id, so the preview's runtime errors can find the response to score.
      generationId: prompt!.id,
      promptId: prompt!.id,
      userId,
      mode: request.mode,
      message: request.message,
      projectId: request.projectId ?? null,
      baseVersion,
      files,
      history,
      attachments: request.attachments ?? [],
      fix: request.fix ?? null,
      autoFixAttempt,
      lastWorking,
    };
  } catch (error) {
    // The first error is the one the user is told about, even if the release fails too.
    if (lockedProjectId) await releaseGenerationLock(db, lockedProjectId).catch(() => {});
    throw error;
  }
}

/** Automatic fix turns of this project since the last request a person made. */
async function countAutoFixesInARow(db: Database, projectId: string): Promise<number> {
  const recent = await db
    .select({ autoFix: lumiPrompts.autoFix })
    .from(lumiPrompts)
    .where(and(eq(lumiPrompts.projectId, projectId), eq(lumiPrompts.mode, 'code')))
    .orderBy(desc(lumiPrompts.createdAt))
    .limit(AUTO_FIX_LIMIT + 1);
  const firstPersonal = recent.findIndex((row) => !row.autoFix);
  // No request of a person's to follow: there is nothing to fix automatically.
  return firstPersonal === -1 ? AUTO_FIX_LIMIT : firstPersonal;
}

function toOperation(event: ParserEvent): FileOperation | null {
  switch (event.type) {
    case 'file-end':
      return { kind: 'write', path: event.path, content: event.content };
    case 'edit':
      return { kind: 'edit', path: event.path, blocks: event.blocks, error: event.error };
    case 'delete':
      return { kind: 'delete', path: event.path };
    case 'truncated':
      return { kind: 'truncated', path: event.path, what: event.kind };
    default:
      return null;
  }
}

/**
 * Streams a request: its turn, then, while the files the turn left do not build, automatic fix turns with the build
 * errors (at most AUTO_FIX_LIMIT since the user's last request), each a turn of its own with its version and `done`.
 */
export async function* streamGeneration(
  deps: GenerationDeps,
  prepared: PreparedGeneration,
  clientSignal: AbortSignal,
): AsyncGenerator<GenerationEvent> {
  let turn = prepared;
  for (;;) {
    const outcome = yield* streamTurn(deps, turn, clientSignal);
    if (!outcome || turn.mode !== 'code' || !deps.checkBuild || clientSignal.aborted) return;
    // A request that changed nothing broke nothing; a fix turn that changed nothing fixed nothing, and is checked again.
    if (outcome.changed.length === 0 && turn.autoFixAttempt === 0) return;
    const errors = await deps
      .checkBuild({ ownerId: turn.userId, projectId: turn.projectId, files: outcome.files })
      .catch((error: unknown) => {
        deps.logger.warn('Vérification de la construction impossible après un tour', describeErrorForLog(error));
        return [];
      });
    if (errors.length === 0 || clientSignal.aborted) return;
    if (turn.projectId && outcome.versionNumber) {
      await recordVersionOutcome(deps.db, {
        userId: turn.userId,
        projectId: turn.projectId,
        number: outcome.versionNumber,
        works: false,
      }).catch(() => {});
    }
    if (turn.autoFixAttempt >= AUTO_FIX_LIMIT) {
      const lastWorking = turn.projectId ? await findLastWorkingVersion(deps.db, turn.projectId) : null;
      yield { type: 'fix-exhausted', lastWorkingVersion: lastWorking?.number ?? null };
      return;
    }
    const next = await prepareFixTurn(deps, turn, outcome, errors.slice(0, 5)).catch((error: unknown) => {
      deps.logger.warn('Correction automatique impossible à lancer', describeErrorForLog(error));
      return null;
    });
    if (!next) {
      // Another tab took the project, or the database failed: the user still learns the app does not build.
      const lastWorking = turn.projectId ? await findLastWorkingVersion(deps.db, turn.projectId).catch(() => null) : null;
      yield { type: 'fix-exhausted', lastWorkingVersion: lastWorking?.number ?? null };
      return;
    }
    yield { type: 'fix-start', attempt: next.autoFixAttempt, message: next.message };
    turn = next;
  }
}

interface TurnOutcome {
  versionNumber: number | null;
  /** The files as the turn left them. */
  files: Record<string, string>;
  changed: string[];
  reply: string;
}

/** The next turn of a request whose files do not build: the errors as its message, the turn's files as its start. */
async function prepareFixTurn(
  deps: GenerationDeps,
  previous: PreparedGeneration,
  outcome: TurnOutcome,
  errors: FixError[],
): Promise<PreparedGeneration> {
  const attempt = previous.autoFixAttempt + 1;
  const message = autoFixMessage(attempt, 'build', errors);
  let files = outcome.files;
  let baseVersion: number | null = null;
  if (previous.projectId) {
    const locked = await lockForGeneration(deps.db, previous.projectId);
    baseVersion = locked.versionNumber;
    files = locked.files;
  }
  try {
    const [prompt] = await deps.db
      .insert(lumiPrompts)
      .values({ userId: previous.userId, projectId: previous.projectId, promptText: message, mode: 'code', autoFix: true })
      .returning({ id: lumiPrompts.id });
    return {
      ...previous,
      generationId: prompt!.id,
      promptId: prompt!.id,
      message,
      baseVersion,
      files,
      history: [
        ...previous.history,
        { role: 'user' as const, content: previous.message },
        { role: 'assistant' as const, content: tidy(outcome.reply) },
      ].slice(-HISTORY_LIMIT),
      attachments: [],
      fix: { source: 'build', errors, automatic: true },
      autoFixAttempt: attempt,
      lastWorking: previous.projectId ? await findLastWorkingVersion(deps.db, previous.projectId) : null,
    };
  } catch (error) {
    if (previous.projectId) await releaseGenerationLock(deps.db, previous.projectId).catch(() => {});
    throw error;
  }
}

/**
 * Streams one turn. File operations are applied to a working copy as they arrive; the project is
 * written once, at the end, as a single new version in one transaction. A failed or cancelled turn
 * writes nothing to the project (and returns null).
 */
async function* streamTurn(
  deps: GenerationDeps,
  prepared: PreparedGeneration,
  clientSignal: AbortSignal,
): AsyncGenerator<GenerationEvent, TurnOutcome | null> {
  const { db, llm } = deps;
  const started = performance.now();
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  const signal = AbortSignal.any([clientSignal, timeout]);
  const prompt = buildMessages({ ...prepared, supportsImages: ['gemini', 'openai', 'anthropic'].includes(llm.provider) });
  const working = fileMap(prepared.files);
  const operations: FileOperation[] = [];
  const written = new Map<string, string>();
  let rejected = 0;
  let reply = '';
  let usage = { inputTokens: null as number | null, outputTokens: null as number | null };
  let finished = false;

  try {
    yield {
      type: 'start',
      generationId: prepared.generationId,
      provider: llm.provider,
      model: llm.modelId,
      omittedFiles: prompt.omittedFiles,
    };
    const result = streamText({
      model: llm.model,
      system: prompt.system,
      messages: prompt.messages,
      abortSignal: signal,
      maxRetries: 0,
      // Errors arrive as 'error' parts below and are reported once, in French; the SDK's default logs them too.
      onError: () => {},
      providerOptions: {
        lumi: {
          mode: prepared.mode,
          message: prepared.message,
          files: prepared.files,
          history: prepared.history,
          attachments: prepared.attachments.map((a) => ({ ...a })),
          ...(prepared.fix ? { fix: { source: prepared.fix.source, errors: prepared.fix.errors.map((e) => ({ ...e })) } } : {}),
          ...(prepared.lastWorking ? { lastWorkingFiles: prepared.lastWorking.files } : {}),
        },
      },
    });
    const parser = new LumiStreamParser();
    const handle = function* (events: ParserEvent[]): Generator<GenerationEvent> {
      for (const event of events) {
        if (event.type === 'text') {
          reply += event.delta;
          // The chat keeps what it shows: no NUL in it (a delta may end mid-pair, so only NUL is replaced here).
          yield { type: 'text', delta: event.delta.replaceAll('\0', '\ufffd') };
          continue;
        }
        if (event.type === 'file-start' || event.type === 'file-chunk') {
          yield event.type === 'file-start'
            ? { type: 'file-start', path: event.path }
            : { type: 'file-chunk', path: event.path, delta: event.delta };
          continue;
        }
        const operation = toOperation(event);
        if (!operation) continue;
        if (prepared.mode === 'conversation') continue;
        operations.push(operation);
        const outcome = applyOperation(working, operation);
        if (!outcome.ok) {
          rejected++;
          yield { type: 'edit-rejected', path: outcome.path, reason: outcome.reason };
        } else if (outcome.kind === 'delete') {
          written.delete(outcome.path);
          yield { type: 'file-deleted', path: outcome.path };
        } else {
          written.set(outcome.path, outcome.content);
          yield outcome.kind === 'write'
            ? { type: 'file-done', path: outcome.path, content: outcome.content }
            : { type: 'edit-applied', path: outcome.path, content: outcome.content };
        }
      }
    };
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') yield* handle(parser.push(part.text));
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') throw new DOMException('Génération annulée', 'AbortError');
      else if (part.type === 'finish') {
        usage = { inputTokens: part.totalUsage.inputTokens ?? null, outputTokens: part.totalUsage.outputTokens ?? null };
      }
    }
    yield* handle(parser.end());
    // A file the turn leaves unable to compile is not written: it keeps the content it had before the turn.
    const notCompiling: string[] = [];
    for (const [path, content] of [...written]) {
      const problem = await syntaxProblem(path, content);
      if (!problem) continue;
      restoreFile(working, prepared.files, path);
      written.delete(path);
      notCompiling.push(path);
      rejected++;
      yield {
        type: 'edit-rejected',
        path,
        reason: `le fichier ne compile pas (${problem}) : il n’a pas été écrit, son contenu précédent est gardé`,
      };
    }
    // What the model wrote is stored as the chat's answer: a NUL or a broken character cannot be, and is shown as « � ».
    reply = showUnsafeText(reply);
    if (signal.aborted) throw signal.reason;

    const changed = changedPaths(prepared.files, working);
    const versionNumber = await finishTurn(db, prepared, { operations, notCompiling }, changed, reply, prompt.omittedFiles);
    finished = true;
    const responseTimeMs = Math.round(performance.now() - started);
    const qualityScore =
      prepared.mode === 'code'
        ? await measureQuality({
            written: Object.fromEntries(written),
            rejected,
            replyLength: reply.trim().length,
            notCompiling: notCompiling.length,
          })
        : reply.trim()
          ? 1
          : 0;
    await logResponse(db, prepared, { text: reply, usage, responseTimeMs, qualityScore, llm });
    yield {
      type: 'done',
      versionNumber,
      filesChanged: changed,
      rejected,
      usage,
      responseTimeMs,
      qualityScore,
      reply: tidy(reply) || GENERATION_ERRORS.noFiles,
    };
    return { versionNumber, files: working, changed, reply };
  } catch (error) {
    const responseTimeMs = Math.round(performance.now() - started);
    const cancelled = clientSignal.aborted;
    const described = cancelled
      ? { code: 'CANCELLED' as const, message: 'Génération annulée : le projet n’a pas changé.' }
      : describeGenerationError(error, prepared.mode, timeout.aborted);
    deps.logger.warn(`Génération ${prepared.generationId} interrompue (${described.code})`, describeErrorForLog(error));
    await logResponse(db, prepared, { text: `[${described.code}] ${reply}`, usage, responseTimeMs, qualityScore: 0, llm }).catch(() => {});
    yield { type: 'error', code: described.code, message: described.message };
    return null;
  } finally {
    if (prepared.projectId && !finished) await releaseGenerationLock(db, prepared.projectId).catch(() => {});
  }
}

/** Puts back the content `path` had in `before` (or removes it if it did not exist). */
function restoreFile(files: Record<string, string>, before: Record<string, string>, path: string) {
  if (Object.hasOwn(before, path)) files[path] = before[path]!;
  else delete files[path];
}

function changedPaths(before: Record<string, string>, after: Record<string, string>): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => before[path] !== after[path]).sort();
}

/** Hands the turn to the projects feature, which writes it in one transaction and releases the lock. */
async function finishTurn(
  db: Database,
  prepared: PreparedGeneration,
  turn: { operations: FileOperation[]; notCompiling: string[] },
  changed: string[],
  reply: string,
  omittedFiles: string[],
): Promise<number | null> {
  if (!prepared.projectId) return null;
  return appendAiTurn(db, {
    projectId: prepared.projectId,
    baseVersion: prepared.baseVersion,
    baseFiles: prepared.files,
    // Replayed on the files the project is at: files that did not compile at the end of the turn keep their content.
    makeFiles:
      changed.length > 0
        ? (files) => {
            const next = fileMap(files);
            for (const operation of turn.operations) applyOperation(next, operation);
            for (const path of turn.notCompiling) restoreFile(next, files, path);
            return next;
          }
        : null,
    summary: summarize(reply, changed),
    // A request Lumi made itself (an automatic fix) is shown as such in the chat, not as the user's words.
    request: { role: prepared.fix?.automatic ? 'system' : 'user', content: prepared.message },
    reply: {
      content: tidy(reply) || GENERATION_ERRORS.noFiles,
      metadata: { generationId: prepared.generationId, filesChanged: changed, omittedFiles },
    },
  });
}

/** The reply without the blank lines left where file operations stood. */
function tidy(reply: string): string {
  return reply.replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n').trim();
}

function summarize(reply: string, changed: string[]): string {
  const firstSentence = reply
    .replace(/[*`_#>]/g, '')
    .split(/(?<=[.!?])\s/)[0]
    ?.trim()
    .slice(0, 160);
  return firstSentence || `Lumi a modifié ${changed.length} fichier${changed.length > 1 ? 's' : ''}`;
}

async function logResponse(
  db: Database,
  prepared: PreparedGeneration,
  result: {
    text: string;
    usage: { inputTokens: number | null; outputTokens: number | null };
    responseTimeMs: number;
    qualityScore: number;
    llm: LanguageModelHandle;
  },
) {
  const tokensUsed =
    result.usage.inputTokens !== null || result.usage.outputTokens !== null
      ? (result.usage.inputTokens ?? 0) + (result.usage.outputTokens ?? 0)
      : null;
  await db.insert(lumiAiResponses).values({
    promptId: prepared.promptId,
    aiProvider: result.llm.provider,
    model: result.llm.modelId,
    responseText: showUnsafeText(result.text.slice(0, 200_000)),
    tokensIn: result.usage.inputTokens,
    tokensOut: result.usage.outputTokens,
    tokensUsed,
    responseTimeMs: result.responseTimeMs,
    qualityScore: result.qualityScore,
  });
  await db
    .insert(aiPromptAnalytics)
    .values({ userId: prepared.userId, promptId: prepared.promptId, responseTimeMs: result.responseTimeMs });
  await db.insert(lumiUserActivity).values({ userId: prepared.userId, kind: prepared.mode === 'code' ? 'generation' : 'conversation' });
}
