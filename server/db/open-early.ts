import { acquireDataDirLock } from './lock.js';
import { pgliteThreadOptions, startPgliteThread, type PgliteThread } from './pglite-thread.js';

/** DATA_DIR locked and its database opening in PGlite's thread, before the server's code has loaded. */
export interface EarlyOpen {
  dataDir: string;
  lock: ReturnType<typeof acquireDataDirLock>;
  pglite: Promise<PgliteThread>;
}

// On globalThis rather than in this module: `npm start` opens the folder from a small bundle of its own
// (scripts/open-early.ts), loaded before the server's bundle, which takes it over with its own copy of this module.
const SLOT = Symbol.for('lumi.open-early');
const slot = globalThis as typeof globalThis & { [SLOT]?: EarlyOpen | null };

/**
 * `npm start` (scripts/start.js, through scripts/open-early.ts) calls this before loading the server's code: PGlite opens the folder (~700 ms of
 * WebAssembly) in its thread, on the other core, while the server's ~5 MB of JavaScript is compiled and evaluated (decision
 * 039). The folder is locked first, as startServer would. Nothing happens with PostgreSQL, or when the folder is
 * locked: startServer then says why.
 */
export function openDataFolderEarly(config: { dataDir: string; databaseUrl?: string }): void {
  if (config.databaseUrl || slot[SLOT]) return;
  let lock: EarlyOpen['lock'];
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch {
    return;
  }
  const { ready } = startPgliteThread(pgliteThreadOptions(config.dataDir));
  // Reported by startServer, which awaits it.
  ready.catch(() => undefined);
  slot[SLOT] = { dataDir: config.dataDir, lock, pglite: ready };
}

/** The early open of this folder, handed over once (startServer); null when there is none. */
export function takeEarlyOpen(dataDir: string): EarlyOpen | null {
  const taken = slot[SLOT] ?? null;
  slot[SLOT] = null;
  if (taken && taken.dataDir !== dataDir) {
    void taken.pglite.then((thread) => thread.close()).finally(() => taken.lock.release());
    return null;
  }
  return taken;
}
