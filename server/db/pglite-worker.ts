/**
 * The thread that runs PGlite (started by pglite-thread.ts): it opens the data folder, then answers the server's
 * queries, execs and transactions one message at a time. PGlite queues them itself, a transaction holding it until
 * its end; a transaction's own queries go straight to it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-prepared.js';
import { toThreadError, type PgliteReply, type PgliteRequest, type PgliteThreadOptions } from './pglite-thread-protocol.js';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts se lance comme un thread (pglite-thread.ts)');
const post = (reply: PgliteReply) => port.postMessage(reply);
const options = workerData as PgliteThreadOptions;

/** An open transaction: its PGlite handle, and how to end its callback (commit) or make it throw (rollback). */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();

const identity = (value: unknown) => value;
const rawParsersByTypes = new Map<string, Record<number, typeof identity>>();

/** The parsers that keep these types as PostgreSQL's text: one object per list of types, so PGlite's are merged in once. */
function rawParsers(oids: number[] = []): Record<number, typeof identity> {
  const key = oids.join(',');
  let parsers = rawParsersByTypes.get(key);
  if (!parsers) rawParsersByTypes.set(key, (parsers = Object.fromEntries(oids.map((oid) => [oid, identity]))));
  return parsers;
}

async function answer(client: PGlite, statements: PreparedStatements, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      // A transaction that ended (or never began) refuses its queries, as PGlite's own handle does.
      if (request.tx !== undefined) openTransaction(request.tx);
      return statements.query(
        request.sql,
        request.params ?? [],
        { rowMode: request.rowMode, parsers: rawParsers(request.rawTypes) },
        request.tx !== undefined,
      );
    }
    case 'exec':
      return (request.tx === undefined ? client : openTransaction(request.tx).tx).exec(request.sql);
    case 'begin': {
      let started: (tx: Transaction) => void = () => {};
      const ready = new Promise<Transaction>((resolve) => (started = resolve));
      let end: (commit: boolean) => void = () => {};
      const done = client.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            end = (commit) => (commit ? resolve() : reject(new Error('transaction annulée')));
            started(tx);
          }),
      );
      // A transaction that fails to begin rejects `done` before `ready` resolves.
      const tx = await Promise.race([ready, done.then(() => Promise.reject(new Error('transaction terminée avant de commencer')))]);
      transactions.set(request.id, { tx, end: (commit) => end(commit), done });
      return null;
    }
    case 'end': {
      const open = openTransaction(request.tx);
      transactions.delete(request.tx);
      open.end(request.commit);
      if (request.commit) return open.done.then(() => null);
      return open.done.then(
        () => null,
        () => null,
      );
    }
    case 'close':
      await client.close();
      return null;
  }
}

function openTransaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} inconnue ou terminée`);
  return open;
}

const created = !existsSync(path.join(options.dataDir, 'PG_VERSION'));
let client: PGlite;
let compiled: WebAssembly.Module | undefined;
try {
  // Compiled here the first time, then handed back with `ready`: the process's next threads start from the same
  // compiled code (~0.35 s of CPU less per start, decision 039), where PGlite would compile its 9 MB again.
  compiled = options.wasmModule ? undefined : await compilePglite();
  client = await PGlite.create(options.dataDir, {
    startParams: [...PGlite.defaultStartParams, ...options.extraStartParams],
    pgliteWasmModule: options.wasmModule ?? compiled,
  });
} catch (error) {
  post({ type: 'failed', error: toThreadError(error) });
  process.exit(1);
}
const statements = new PreparedStatements(client);
port.on('message', (request: PgliteRequest) => {
  answer(client, statements, request).then(
    (value) => post({ id: request.id, ok: true, value }),
    (error: unknown) => post({ id: request.id, ok: false, error: toThreadError(error) }),
  );
});
post({ type: 'ready', created, wasmModule: compiled });

/**
 * The WebAssembly PGlite loads by default, beside its package's entry point, compiled. Not found there (another layout
 * of node_modules), PGlite finds and compiles it itself, as before, and nothing is handed back.
 */
async function compilePglite(): Promise<WebAssembly.Module | undefined> {
  const bytes = await Promise.resolve()
    .then(() => readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm')))
    .catch(() => undefined);
  return bytes && WebAssembly.compile(bytes);
}
