import type { GenerationEvent } from '@common/generation';
import type { ProjectFiles } from '@common/projects';

type Done = Extract<GenerationEvent, { type: 'done' }>;
type Failure = Extract<GenerationEvent, { type: 'error' }>;

/**
 * One request to Lumi as its stream unfolds: the studio, the demo studio and the assistant read the same state from
 * the same events, so a streamed text, a written, deleted or refused file, a fix or an error mean the same on all three.
 */
export interface GenerationTurn {
  generationId: string | null;
  /** The answer being written: the model's words, then a line per refused edit. A fix starts a new answer. */
  reply: string;
  /** The files as they stream, the one being written included: what the editor shows. */
  files: ProjectFiles;
  /** Only what is complete: where a fix answer starts from, and what the demo shows. */
  complete: ProjectFiles;
  /** Where the current answer started: a refused edit puts its file back as it was then. */
  before: ProjectFiles;
  /** The file being written, then the last one written: the editor stays on it until the stream ends. */
  writingPath: string | null;
  /** What the current answer wrote completely, in order, once each. */
  written: string[];
  /** 0 for the first answer, then one more per automatic fix. */
  answer: number;
  fix: { attempt: number; message: string } | null;
  exhausted: { lastWorkingVersion: number | null } | null;
  /** The current answer's end, and whether any answer of this stream made a version. */
  done: Done | null;
  madeVersion: boolean;
  error: Failure | null;
}

export function startTurn(files: ProjectFiles): GenerationTurn {
  return {
    generationId: null,
    reply: '',
    files,
    complete: files,
    before: files,
    writingPath: null,
    written: [],
    answer: 0,
    fix: null,
    exhausted: null,
    done: null,
    madeVersion: false,
    error: null,
  };
}

export function reduceTurn(turn: GenerationTurn, event: GenerationEvent): GenerationTurn {
  switch (event.type) {
    case 'start':
      return { ...turn, generationId: event.generationId };
    case 'text':
      return { ...turn, reply: turn.reply + event.delta };
    case 'file-start':
    case 'file-chunk':
      return { ...turn, writingPath: event.path, files: applyFileEvent(turn.files, event, turn.before) };
    case 'file-done':
    case 'edit-applied':
    case 'file-deleted':
    case 'edit-rejected': {
      const next = {
        ...turn,
        files: applyFileEvent(turn.files, event, turn.before),
        complete: applyFileEvent(turn.complete, event, turn.before),
      };
      if (event.type === 'edit-rejected') return { ...next, reply: `${turn.reply}\n\n> ⚠ ${event.path} : ${event.reason}` };
      if (event.type === 'file-deleted' || turn.written.includes(event.path)) return next;
      return { ...next, written: [...turn.written, event.path] };
    }
    case 'done':
      return {
        ...turn,
        // The server's reply is the answer without its file operations; a model that only streamed keeps its text.
        reply: event.reply.trim() ? event.reply : turn.reply,
        done: event,
        madeVersion: turn.madeVersion || event.versionNumber !== null,
      };
    case 'fix-start':
      // The server found the answer's files do not build and asks again: a new answer, from what is complete.
      return {
        ...turn,
        reply: '',
        files: turn.complete,
        before: turn.complete,
        written: [],
        answer: turn.answer + 1,
        fix: { attempt: event.attempt, message: event.message },
        done: null,
      };
    case 'fix-exhausted':
      return { ...turn, exhausted: { lastWorkingVersion: event.lastWorkingVersion } };
    case 'error':
      return { ...turn, error: event };
  }
}

/** One file event on a set of files; `before` is where the answer started (a refused write puts that file back). */
export function applyFileEvent(files: ProjectFiles, event: GenerationEvent, before: ProjectFiles): ProjectFiles {
  switch (event.type) {
    case 'file-start':
      return { ...files, [event.path]: '' };
    case 'file-chunk':
      return { ...files, [event.path]: (files[event.path] ?? '') + event.delta };
    case 'file-done':
    case 'edit-applied':
      return { ...files, [event.path]: event.content };
    case 'file-deleted': {
      if (!(event.path in files)) return files;
      const next = { ...files };
      delete next[event.path];
      return next;
    }
    case 'edit-rejected': {
      const next = { ...files };
      if (event.path in before) next[event.path] = before[event.path]!;
      else delete next[event.path];
      return next;
    }
    default:
      return files;
  }
}
