import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What a browser gives one origin; a preview's app gets the same room. */
export const PREVIEW_STORAGE_MAX_BYTES = 2 * 1024 * 1024;
const MEMORY_LIMIT = 500;

export const previewStorageSchema = z
  .record(z.string().max(1000), z.string())
  .refine((data) => Object.keys(data).length <= 5000, 'Trop de clés.');
export type PreviewStorageData = z.infer<typeof previewStorageSchema>;

/** One user's project (or their drafts, project null): the scope of a preview's saved data. */
export const previewStorageKey = (ownerId: string, projectId: string | null) => `${ownerId}:${projectId ?? 'brouillon'}`;

/**
 * The `localStorage` of previews. The sandboxed frame has an opaque origin and no storage of its own: its bridge
 * keeps the app's data here, one copy per user and project (never shared between them), given back to every
 * new page of that project so a reload or a rebuild keeps it. Kept in memory and under DATA_DIR.
 */
export function createPreviewStorage(dataDir: string) {
  const dir = path.join(dataDir, 'preview-storage');
  const memory = new Map<string, PreviewStorageData>();
  const fileOf = (key: string) => path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);

  return {
    read(key: string): PreviewStorageData {
      const known = memory.get(key);
      if (known) return known;
      let data: PreviewStorageData = {};
      try {
        data = previewStorageSchema.parse(JSON.parse(readFileSync(fileOf(key), 'utf8')));
      } catch {
        data = {};
      }
      memory.set(key, data);
      for (const oldest of memory.keys()) {
        if (memory.size <= MEMORY_LIMIT) break;
        memory.delete(oldest);
      }
      return data;
    },

    write(key: string, data: PreviewStorageData): void {
      memory.delete(key);
      memory.set(key, data);
      mkdirSync(dir, { recursive: true });
      const temporary = `${fileOf(key)}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(data));
      renameSync(temporary, fileOf(key));
    },

    /** A deleted project's or account's saved data goes with it, from memory and from the disk. */
    forget(ownerId: string, projectIds: (string | null)[]): void {
      for (const projectId of projectIds) {
        const key = previewStorageKey(ownerId, projectId);
        memory.delete(key);
        rmSync(fileOf(key), { force: true });
      }
    },
  };
}
export type PreviewStorage = ReturnType<typeof createPreviewStorage>;
