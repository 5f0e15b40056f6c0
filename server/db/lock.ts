import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `Le dossier de données est déjà utilisé par un autre serveur Lumi (PID ${ownerPid}). ` +
        `Arrêtez-le ou choisissez un autre DATA_DIR. (Data folder in use: ${lockFile})`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder silently lose rows.
 * We hold an exclusive PID file for the life of the server; a file left by a crashed process
 * (its PID no longer alive) is taken over, so a restart after kill -9 still works.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'lumi.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          try {
            if (readOwner(lockFile) === process.pid) unlinkSync(lockFile);
          } catch {
            // already gone: nothing to release
          }
        },
      };
    } catch (error) {
      if (!isErrnoException(error) || error.code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(lockFile, owner);
      }
      unlinkSync(lockFile);
    }
  }
  throw new DataDirLockedError(lockFile, readOwner(lockFile) ?? -1);
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrnoException(error) && error.code === 'EPERM';
  }
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
