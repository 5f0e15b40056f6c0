/** The messages between the server and the thread that runs PGlite (pglite-thread.ts, pglite-worker.ts). */

export interface PgliteThreadOptions {
  /** PGlite's data folder. */
  dataDir: string;
  /** Added to PGlite's own start parameters (`-c name=value`). */
  extraStartParams: string[];
  /** PGlite's WebAssembly as an earlier thread of this process compiled it (pglite-thread.ts). */
  wasmModule?: WebAssembly.Module;
}

/** What `query` asks; `rawTypes` are the type oids returned as PostgreSQL's text (drizzle's identity parsers). */
export type PgliteRequest =
  | { id: number; op: 'query'; tx?: number; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; rawTypes?: number[] }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** An error crosses the thread as its own enumerable fields (PostgreSQL's `code`, `constraint`, `detail`…). */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export type PgliteReply =
  /**
   * `created`: the folder had no database, and this thread made it (initdb). `wasmModule`: PGlite's WebAssembly, when
   * this thread compiled it, for the next threads of the process.
   */
  | { type: 'ready'; created: boolean; wasmModule?: WebAssembly.Module }
  | { type: 'failed'; error: ThreadError }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError };

export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // Only what survives a structured clone: PostgreSQL's fields are strings and numbers.
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function fromThreadError(error: ThreadError): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}
