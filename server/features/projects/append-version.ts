import { eq } from 'drizzle-orm';
import type { ProjectFiles } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { projects, projectVersions } from '../../db/schema.js';
import { storeFiles } from './project-files.js';

export interface NewVersion {
  projectId: string;
  /** The number the project is at now; the new version is this + 1. */
  currentNumber: number;
  author: 'user' | 'ai' | 'github';
  summary: string;
  /** Either file contents (stored by hash) or an existing version's manifest (a restore copies no content). */
  files?: ProjectFiles;
  manifest?: Record<string, string>;
  /** Known outcome of its preview (a restore copies it). */
  works?: boolean | null;
}

/** Writes version n+1 and moves the project to it. Call inside a transaction that locked the project row. */
export async function appendVersion(tx: Database, version: NewVersion) {
  const manifest = version.manifest ?? (await storeFiles(tx, version.files ?? {}));
  const number = version.currentNumber + 1;
  const [row] = await tx
    .insert(projectVersions)
    .values({
      projectId: version.projectId,
      number,
      author: version.author,
      summary: version.summary,
      files: manifest,
      works: version.works ?? null,
    })
    .returning();
  await tx.update(projects).set({ versionNumber: number, updatedAt: new Date() }).where(eq(projects.id, version.projectId));
  return { number, createdAt: row!.createdAt.toISOString(), fileCount: Object.keys(manifest).length, works: row!.works };
}
