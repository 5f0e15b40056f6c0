import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { checkProjectFiles, fileMap, type ProjectFiles } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { fileBlobs } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

/** Throws the French 400 (bad path) or 413 (too many files, too large) for files a project cannot hold. */
export function assertAcceptableFiles(files: ProjectFiles): void {
  const problem = checkProjectFiles(files);
  if (!problem) return;
  throw new AppError(problem.kind === 'path' ? 'VALIDATION' : 'PAYLOAD_TOO_LARGE', { userMessage: problem.message });
}

/**
 * Stores file contents by SHA-256 (as git does) and returns the version's path → hash map:
 * a file unchanged between versions is stored once.
 */
export async function storeFiles(db: Database, files: ProjectFiles): Promise<Record<string, string>> {
  const manifest = new Map<string, string>();
  const blobs = new Map<string, { sha256: string; content: string; size: number }>();
  for (const [path, content] of Object.entries(files)) {
    const sha256 = createHash('sha256').update(content, 'utf8').digest('hex');
    manifest.set(path, sha256);
    blobs.set(sha256, { sha256, content, size: Buffer.byteLength(content, 'utf8') });
  }
  const rows = [...blobs.values()];
  // Chunked so a 500-file save stays under PostgreSQL's bind-parameter limit.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(fileBlobs)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  }
  // fromEntries defines each path as an own key (an assignment would treat some names specially), and the
  // result stays a plain object, as drizzle expects for a jsonb value.
  return Object.fromEntries(manifest);
}

/** Turns a version's path → hash map back into path → text. */
export async function loadFiles(db: Database, manifest: Record<string, string>): Promise<ProjectFiles> {
  const hashes = [...new Set(Object.values(manifest))];
  if (hashes.length === 0) return {};
  const contents = new Map<string, string>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db
      .select({ sha256: fileBlobs.sha256, content: fileBlobs.content })
      .from(fileBlobs)
      .where(inArray(fileBlobs.sha256, hashes.slice(i, i + 500)));
    for (const row of rows) contents.set(row.sha256, row.content);
  }
  const files = fileMap();
  for (const [path, sha] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
    const content = contents.get(sha);
    if (content === undefined) throw new AppError('INTERNAL', { message: `Contenu manquant pour ${path} (${sha})` });
    files[path] = content;
  }
  return files;
}
