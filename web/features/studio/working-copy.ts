import type { ProjectFiles } from '@common/projects';

export interface SavedVersion {
  number: number;
  createdAt: string;
}

export interface SaveRequest {
  summary?: string;
  /** Save on top of this version instead of the one the files started from (« garder mes modifications »). */
  base?: number;
}

/**
 * Saves one after the other, each from the state the previous one left. A second save asked while one is on its way
 * (two quick Ctrl+S, a click during an autosave) waits for it, then sends what is still unsaved on the version it
 * made; with nothing left to save it is done. Two saves never leave with the same base version, so a user never
 * conflicts with themselves.
 */
export function createSaveQueue(deps: {
  /** The working copy now: what is on screen, what was last saved, and the version it starts from. */
  read: () => { files: ProjectFiles; saved: ProjectFiles; baseVersion: number };
  send: (base: number, files: ProjectFiles, request: SaveRequest) => Promise<SavedVersion>;
  /** Called at once with what was sent, before the caller's next save reads the state. */
  onSaved: (files: ProjectFiles, version: SavedVersion) => void;
}) {
  let chain: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    get busy() {
      return pending > 0;
    },
    save(request: SaveRequest = {}): Promise<SavedVersion | 'unchanged'> {
      pending += 1;
      const run = chain.then(async () => {
        const { files, saved, baseVersion } = deps.read();
        if (request.base === undefined && sameFiles(files, saved)) return 'unchanged' as const;
        const version = await deps.send(request.base ?? baseVersion, files, request);
        deps.onSaved(files, version);
        return version;
      });
      chain = run.catch(() => undefined);
      return run.finally(() => {
        pending -= 1;
      });
    },
  };
}

export function sameFiles(a: ProjectFiles, b: ProjectFiles): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((path) => a[path] === b[path]);
}
