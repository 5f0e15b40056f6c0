import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { rootDir } from '../root-dir.js';
import { fromThreadError, type PgliteReply, type PgliteRequest, type PgliteThreadOptions } from './pglite-thread-protocol.js';

const require = createRequire(import.meta.url);

/** What drizzle, the job queue, the upkeep and the health report call on PGlite. */
export type PgliteCalls = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

export interface PgliteThread extends PgliteCalls {
  /** The folder had no database: this thread made it. */
  created: boolean;
  close: () => Promise<void>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request = DistributiveOmit<PgliteRequest, 'id'>;
/** Sends a request; `id` names the reply (and a transaction, for the requests made in it). */
type Send = (request: Request) => { id: number; reply: Promise<unknown> };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * PostgreSQL's default of 128 MB is written through at start in PGlite's WebAssembly memory, so it was ~120 MiB of
 * the server's idle RSS. PGlite reads its files through the OS, whose page cache keeps what the buffers drop
 * (decision 036).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** Where PGlite keeps DATA_DIR's database, and how it starts. */
export function pgliteThreadOptions(dataDir: string): PgliteThreadOptions {
  return { dataDir: path.join(dataDir, 'pglite'), extraStartParams: ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}

/**
 * PGlite runs every query synchronously in WebAssembly: on the server's thread, a request's query (4–5 ms of the
 * list's 9–11 ms) held the network, the JSON and every other request, and opening the folder (~700 ms) could not
 * overlap loading the server's code. Here PGlite runs in a thread of its own (pglite-worker.ts), on the other core,
 * and the server's thread only sends SQL and receives rows (decision 039).
 */
export function startPgliteThread(options: PgliteThreadOptions): { ready: Promise<PgliteThread> } {
  const compiled = !import.meta.url.endsWith('.ts');
  const worker = new Worker(compiled ? path.join(rootDir, 'dist/server/pglite-worker.js') : workerFromSources(), {
    workerData: { ...options, wasmModule: options.wasmModule ?? compiledWasm },
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };

  const send: Send = (request) => {
    const id = nextId++;
    const reply = new Promise((resolve, reject) => {
      if (stopped) return reject(stopped);
      pending.set(id, { resolve, reject });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class instance): this query fails, nothing waits for it.
        pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    return { id, reply };
  };
  const ask = (request: Request) => send(request).reply;

  const ready = new Promise<PgliteThread>((resolve, reject) => {
    worker.on('message', (reply: PgliteReply) => {
      if ('type' in reply) {
        if (reply.type === 'ready') {
          compiledWasm ??= reply.wasmModule;
          resolve(threadCalls(send, close, reply.created));
        } else reject(fromThreadError(reply.error));
        return;
      }
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(fromThreadError(reply.error));
    });
    worker.on('error', (error) => {
      reject(error);
      stop(new Error(`La base intégrée s'est arrêtée : ${error.message}`, { cause: error }));
    });
    worker.on('exit', (code) => {
      const error = new Error(`La base intégrée s'est arrêtée (code ${code})`);
      reject(error);
      stop(error);
    });
  });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        // A thread that already stopped has nothing left to close.
        if (!stopped) await ask({ op: 'close' });
      } finally {
        stop(new Error('La base intégrée est fermée'));
        await worker.terminate();
      }
    })());

  return { ready };
}

/**
 * PGlite's WebAssembly as the process's first thread compiled it: a server opens its folder with a second thread after
 * creating it, and a test run starts ~100 servers in a handful of processes.
 */
let compiledWasm: WebAssembly.Module | undefined;

let bundledFromSources: string | undefined;

/**
 * From the sources (tests, `npm run dev`): the thread's TypeScript bundled by esbuild once per process, written beside
 * node_modules so that PGlite resolves from it. Before, each thread registered tsx, which started a loader thread of
 * its own and compiled the same files again: ~0.2 s of CPU per PGlite thread, and a test run starts ~120 of them.
 */
function workerFromSources(): string {
  if (bundledFromSources) return bundledFromSources;
  const esbuild = require('esbuild') as typeof import('esbuild');
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [path.join(rootDir, 'server/db/pglite-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles[0]!.contents;
  const folder = path.join(rootDir, 'node_modules/.cache/lumi');
  // Named by its content: test files running side by side write the same bytes, and a rename replaces atomically.
  const file = path.join(folder, `pglite-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  bundledFromSources = file;
  return file;
}

/** drizzle's PGlite session passes parsers that return PostgreSQL's text as is; only those can cross the thread. */
function rawTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  return Object.entries(options.parsers).map(([oid, parse]) => {
    if (parse('texte', Number(oid)) !== 'texte') throw new Error(`analyseur du type ${oid} non pris en charge par le thread de PGlite`);
    return Number(oid);
  });
}

const CROSSING_OPTIONS = new Set(['rowMode', 'parsers']);

function checkOptions(options: QueryOptions | undefined) {
  const others = Object.entries(options ?? {}).filter(([name, value]) => value !== undefined && !CROSSING_OPTIONS.has(name));
  if (others.length > 0)
    throw new Error(`options de requête non prises en charge par le thread de PGlite : ${others.map(([name]) => name).join(', ')}`);
}

function threadCalls(send: Send, close: () => Promise<void>, created: boolean): PgliteThread {
  const ask = (request: Request) => send(request).reply;
  const calls = (tx?: number) => ({
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      checkOptions(options);
      return (await ask({ op: 'query', tx, sql, params, rowMode: options?.rowMode, rawTypes: rawTypes(options) })) as Results<T>;
    },
    exec: async (sql: string) => (await ask({ op: 'exec', tx, sql })) as Results[],
  });
  return {
    created,
    ...calls(),
    // The callback runs here; its queries go to the transaction PGlite holds open in the thread, then its end
    // commits it (or, when the callback throws, rolls it back) before the result or the error is returned.
    transaction: async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
      const { id, reply } = send({ op: 'begin' });
      await reply;
      let result: T;
      try {
        result = await callback(calls(id) as unknown as Transaction);
      } catch (error) {
        await ask({ op: 'end', tx: id, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'end', tx: id, commit: true });
      return result;
    },
    close,
  } as PgliteThread;
}
