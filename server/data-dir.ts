import path from 'node:path';

export const DEFAULT_DATA_DIR = './data';

/** DATA_DIR as an absolute path (server/env.ts; scripts/open-early.ts, which reads it without zod). */
export function dataDirOf(value: string | undefined): string {
  return path.resolve(value?.trim() || DEFAULT_DATA_DIR);
}
