import { and, desc, eq } from 'drizzle-orm';
import type { ProjectFiles, VersionSummary } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { projectVersions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { appendVersion } from './append-version.js';
import { findOwnProject } from './find-own-project.js';
import { assertAcceptableFiles, loadFiles } from './project-files.js';

type Audit = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;

function toSummary(row: typeof projectVersions.$inferSelect): VersionSummary {
  return {
    number: row.number,
    author: row.author === 'ai' || row.author === 'github' ? row.author : 'user',
    summary: row.summary,
    fileCount: Object.keys(row.files).length,
    works: row.works,
    createdAt: row.createdAt.toISOString(),
  };
}

function staleVersion(current: number) {
  return new AppError('CONFLICT', {
    userMessage: `Ce projet a été modifié entre-temps (il est maintenant à la version ${current}). Rien n'a été écrasé : rechargez le projet avant d'enregistrer.`,
  });
}

export async function listVersions(db: Database, userId: string, projectId: string): Promise<VersionSummary[]> {
  const project = await findOwnProject(db, userId, projectId);
  const rows = await db
    .select()
    .from(projectVersions)
    .where(eq(projectVersions.projectId, project.id))
    .orderBy(desc(projectVersions.number));
  return rows.map(toSummary);
}

export async function readVersion(db: Database, userId: string, projectId: string, number: number) {
  const project = await findOwnProject(db, userId, projectId);
  const [row] = await db
    .select()
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, project.id), eq(projectVersions.number, number)));
  if (!row) throw new AppError('NOT_FOUND', { userMessage: `La version ${number} de ce projet n'existe pas.` });
  return { ...toSummary(row), files: await loadFiles(db, row.files) };
}

/**
 * A manual save: a new version from `baseVersion`. If the project moved on since the editor loaded it,
 * the save is refused with 409 instead of silently overwriting the newer version.
 */
export async function saveVersion(
  db: Database,
  input: { userId: string; projectId: string; baseVersion: number; files: ProjectFiles; summary?: string; audit: Audit },
) {
  assertAcceptableFiles(input.files);
  return db.transaction(async (database) => {
    const project = await findOwnProject(database, input.userId, input.projectId, { forUpdate: true });
    if (project.versionNumber !== input.baseVersion) throw staleVersion(project.versionNumber);
    const version = await appendVersion(database, {
      projectId: project.id,
      currentNumber: project.versionNumber,
      author: 'user',
      summary: input.summary || 'Sauvegarde manuelle',
      files: input.files,
    });
    await writeAuditLog(database, {
      userId: input.userId,
      action: 'update',
      resourceType: 'project_version',
      resourceId: project.id,
      newValues: { version: version.number, files: version.fileCount },
      ...input.audit,
    });
    return version;
  });
}

/** Restoring version k writes a new version with k's files: the versions in between stay. */
export async function restoreVersion(
  db: Database,
  input: { userId: string; projectId: string; number: number; baseVersion: number; audit: Audit },
) {
  return db.transaction(async (database) => {
    const project = await findOwnProject(database, input.userId, input.projectId, { forUpdate: true });
    if (project.versionNumber !== input.baseVersion) throw staleVersion(project.versionNumber);
    const [source] = await database
      .select()
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, project.id), eq(projectVersions.number, input.number)));
    if (!source) throw new AppError('NOT_FOUND', { userMessage: `La version ${input.number} de ce projet n'existe pas.` });
    const version = await appendVersion(database, {
      projectId: project.id,
      currentNumber: project.versionNumber,
      author: 'user',
      summary: `Restauration de la version ${input.number}`,
      manifest: source.files,
      // The same files render the same way: a restored working version is working at once.
      works: source.works,
    });
    await writeAuditLog(database, {
      userId: input.userId,
      action: 'update',
      resourceType: 'project_version',
      resourceId: project.id,
      oldValues: { version: project.versionNumber },
      newValues: { version: version.number, restoredFrom: input.number },
      ...input.audit,
    });
    return version;
  });
}

/**
 * What the preview showed for a version: rendered without error, or not (a build error, a crash, a blank page).
 * Told by the studio's frame or by the build the server runs after an AI turn; the last word wins.
 */
export async function recordVersionOutcome(db: Database, input: { userId: string; projectId: string; number: number; works: boolean }) {
  const project = await findOwnProject(db, input.userId, input.projectId);
  const [row] = await db
    .update(projectVersions)
    .set({ works: input.works })
    .where(and(eq(projectVersions.projectId, project.id), eq(projectVersions.number, input.number)))
    .returning({ number: projectVersions.number });
  if (!row) throw new AppError('NOT_FOUND', { userMessage: `La version ${input.number} de ce projet n'existe pas.` });
  return { number: row.number, works: input.works };
}

/** The newest version whose preview rendered without error, if any. */
export async function findLastWorkingVersion(db: Database, projectId: string) {
  const [row] = await db
    .select({ number: projectVersions.number, files: projectVersions.files })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.works, true)))
    .orderBy(desc(projectVersions.number))
    .limit(1);
  return row ? { number: row.number, files: await loadFiles(db, row.files) } : null;
}
