import { and, eq } from 'drizzle-orm';
import type { ProjectRepo } from '../../../common/github.js';
import type { Database } from '../../db/client.js';
import { projectGithubRepos, projectVersions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { findOwnProject } from '../projects/index.js';

export type ProjectRepoRow = typeof projectGithubRepos.$inferSelect;

export function toProjectRepo(row: ProjectRepoRow, webUrl: string): ProjectRepo {
  return {
    fullName: `${row.owner}/${row.name}`,
    htmlUrl: row.htmlUrl,
    branch: row.branch,
    private: row.isPrivate,
    lastPushedVersion: row.lastPushedVersion,
    lastSyncedAt: row.lastSyncedAt.toISOString(),
    lastCommitSha: row.lastCommitSha,
    lastCommitUrl: `${webUrl}/${row.owner}/${row.name}/commit/${row.lastCommitSha}`,
  };
}

export async function findProjectRepo(db: Database, projectId: string) {
  const [row] = await db.select().from(projectGithubRepos).where(eq(projectGithubRepos.projectId, projectId)).limit(1);
  return row ?? null;
}

export async function requireProjectRepo(db: Database, projectId: string) {
  const row = await findProjectRepo(db, projectId);
  if (!row) throw new AppError('CONFLICT', { userMessage: "Ce projet n'a pas encore de dépôt GitHub : créez-le d'abord." });
  return row;
}

/** The project (mine, else 404), its current version's path → sha256 map and that version's summary. */
export async function readCurrentVersion(db: Database, userId: string, projectId: string) {
  const project = await findOwnProject(db, userId, projectId);
  const [version] = await db
    .select({ files: projectVersions.files, summary: projectVersions.summary })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, project.id), eq(projectVersions.number, project.versionNumber)));
  return { project, number: project.versionNumber, manifest: version?.files ?? {}, summary: version?.summary ?? '' };
}

/** The project's GitHub card in the studio. */
export async function readProjectGithub(db: Database, input: { userId: string; projectId: string; webUrl: string }) {
  const project = await findOwnProject(db, input.userId, input.projectId);
  const row = await findProjectRepo(db, project.id);
  return { repo: row ? toProjectRepo(row, input.webUrl) : null, currentVersion: project.versionNumber };
}

/**
 * « Délier le dépôt »: the project forgets its repository (deleted, renamed or moved on GitHub, or another GitHub
 * account now): nothing changes on GitHub, and « Créer un dépôt » is offered again.
 */
export async function unlinkRepository(
  db: Database,
  input: { userId: string; projectId: string; audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'> },
) {
  const project = await findOwnProject(db, input.userId, input.projectId);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(projectGithubRepos).where(eq(projectGithubRepos.projectId, project.id)).returning();
    if (!row) throw new AppError('NOT_FOUND', { userMessage: "Ce projet n'est lié à aucun dépôt GitHub." });
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'github.repo_unlinked',
      resourceType: 'project',
      resourceId: project.id,
      oldValues: { repository: `${row.owner}/${row.name}` },
      ...input.audit,
    });
  });
}

/** One push or pull of a project at a time in this process: two clicks never build two commits on one parent. */
const queues = new Map<string, Promise<unknown>>();
export async function oneAtATime<T>(projectId: string, task: () => Promise<T>): Promise<T> {
  const next = (queues.get(projectId) ?? Promise.resolve()).catch(() => {}).then(task);
  queues.set(projectId, next);
  try {
    return await next;
  } finally {
    if (queues.get(projectId) === next) queues.delete(projectId);
  }
}
