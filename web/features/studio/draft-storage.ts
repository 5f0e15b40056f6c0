import { z } from 'zod';
import { filesMapSchema, type ProjectFiles } from '@common/projects';

/** Unsaved edits kept in the browser, so a reload or a closed tab loses nothing. */
const draftSchema = z.object({ baseVersion: z.number(), files: filesMapSchema, savedAt: z.string() });
export type Draft = z.infer<typeof draftSchema>;

const key = (projectId: string) => `lumi:draft:${projectId}`;

export function readDraft(projectId: string): Draft | null {
  try {
    const raw = localStorage.getItem(key(projectId));
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(projectId: string, baseVersion: number, files: ProjectFiles): void {
  try {
    localStorage.setItem(key(projectId), JSON.stringify({ baseVersion, files, savedAt: new Date().toISOString() }));
  } catch {
    // A full storage must not stop the editor; the beforeunload warning still protects the work.
  }
}

export function clearDraft(projectId: string): void {
  localStorage.removeItem(key(projectId));
}
