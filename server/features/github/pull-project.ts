import { and, eq } from 'drizzle-orm';
import type { ConflictChoice, FileConflict, PullResult } from '../../../common/github.js';
import { fileMap, type ProjectFiles } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { projectGithubRepos } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { appendVersion, assertAcceptableFiles, findOwnProject, loadFiles, storeFiles } from '../projects/index.js';
import { translateGithubError, type GithubClient } from './github-api.js';
import { readCommitFiles } from './git-files.js';
import { oneAtATime, readCurrentVersion, requireProjectRepo, toProjectRepo } from './project-repo.js';

type Audit = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;

/**
 * Three-way comparison per file against the last sync: a side that did not touch a file takes the other side's;
 * both changed it differently → a conflict, unless the user already chose for it.
 */
export function mergeFiles(base: ProjectFiles, lumi: ProjectFiles, github: ProjectFiles, choices: Record<string, ConflictChoice> = {}) {
  const merged = fileMap();
  const conflicts: FileConflict[] = [];
  const paths = [...new Set([...Object.keys(base), ...Object.keys(lumi), ...Object.keys(github)])].sort();
  for (const path of paths) {
    const [b, l, g] = [base[path] ?? null, lumi[path] ?? null, github[path] ?? null];
    let result: string | null;
    if (l === g || g === b) result = l;
    else if (l === b) result = g;
    else if (Object.hasOwn(choices, path)) result = choices[path] === 'lumi' ? l : g;
    else {
      conflicts.push({ path, lumi: l, github: g });
      continue;
    }
    if (result !== null) merged[path] = result;
  }
  return { merged, conflicts };
}

const sameFiles = (a: ProjectFiles, b: ProjectFiles) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([path, content]) => b[path] === content);

/**
 * « Récupérer depuis GitHub »: the commits made on GitHub since the last sync become one new version (author
 * GitHub). When both sides changed a file, nothing is written: the conflicts go back to the user, who answers with a
 * choice per file for that same GitHub commit.
 */
export async function pullProject(
  db: Database,
  client: GithubClient,
  input: {
    userId: string;
    projectId: string;
    webUrl: string;
    headSha?: string;
    lumiVersion?: number;
    resolutions?: Record<string, ConflictChoice>;
    audit: Audit;
  },
): Promise<PullResult> {
  const { project } = await readCurrentVersion(db, input.userId, input.projectId);
  return oneAtATime(project.id, async () => {
    const current = await readCurrentVersion(db, input.userId, input.projectId);
    const link = await requireProjectRepo(db, project.id);
    const repo = { owner: link.owner, name: link.name };
    try {
      const head = (await client.rest.git.getRef({ owner: repo.owner, repo: repo.name, ref: `heads/${link.branch}` })).data.object.sha;
      if (head === link.lastCommitSha) return { status: 'up-to-date', repo: toProjectRepo(link, input.webUrl) };

      const [base, lumi] = await Promise.all([loadFiles(db, link.syncedFiles), loadFiles(db, current.manifest)]);
      const remote = await readCommitFiles(client, repo, head, [...Object.entries(base), ...Object.entries(lumi)]);
      // What GitHub holds as far as Lumi can tell: a file it cannot read there (a lock file, build output, a path a
      // project cannot hold) is taken as unchanged, never as deleted.
      const github = fileMap(remote.files);
      for (const path of remote.ignored) {
        if (path in base) github[path] = base[path]!;
        else if (path in lumi) github[path] = lumi[path]!;
      }
      // Choices made for another GitHub commit or another Lumi version do not apply: the user sees the conflicts again.
      const choices = input.headSha === head && input.lumiVersion === current.number ? input.resolutions : undefined;
      const { merged, conflicts } = mergeFiles(base, lumi, github, choices);
      if (conflicts.length > 0)
        return { status: 'conflict', headSha: head, lumiVersion: current.number, conflicts, repo: toProjectRepo(link, input.webUrl) };
      assertAcceptableFiles(merged);

      const changedFiles = [...new Set([...Object.keys(merged), ...Object.keys(lumi)])].filter(
        (path) => merged[path] !== lumi[path],
      ).length;
      const githubHoldsResult = sameFiles(merged, github);
      const { version, row } = await db.transaction(async (tx) => {
        const locked = await findOwnProject(tx, input.userId, project.id, { forUpdate: true });
        if (locked.versionNumber !== current.number) {
          throw new AppError('CONFLICT', {
            userMessage: 'Le projet a été modifié pendant la récupération : recommencez « Récupérer depuis GitHub ».',
          });
        }
        const written =
          changedFiles === 0
            ? null
            : await appendVersion(tx, {
                projectId: project.id,
                currentNumber: locked.versionNumber,
                author: 'github',
                summary: `Récupéré depuis GitHub (${head.slice(0, 7)})${remote.commit.message ? ` : ${remote.commit.message.split('\n')[0]!.slice(0, 150)}` : ''}`,
                files: merged,
              });
        const number = written?.number ?? locked.versionNumber;
        const [updated] = await tx
          .update(projectGithubRepos)
          .set({
            lastCommitSha: head,
            syncedFiles: await storeFiles(tx, github),
            // Kept Lumi changes GitHub does not have yet: the next « Pousser » sends them.
            lastPushedVersion: githubHoldsResult ? number : null,
            lastSyncedAt: new Date(),
          })
          .where(and(eq(projectGithubRepos.projectId, project.id), eq(projectGithubRepos.lastCommitSha, link.lastCommitSha)))
          .returning();
        if (!updated)
          throw new AppError('CONFLICT', { userMessage: 'Une autre synchronisation avec GitHub vient de se terminer : recommencez.' });
        await writeAuditLog(tx, {
          userId: input.userId,
          action: 'github.pulled',
          resourceType: 'project',
          resourceId: project.id,
          newValues: {
            repository: `${repo.owner}/${repo.name}`,
            commit: head,
            version: written?.number ?? null,
            changedFiles,
            conflictsResolved: Object.keys(choices ?? {}).length,
          },
          ...input.audit,
        });
        return { version: written, row: updated };
      });
      if (!version) return { status: 'up-to-date', repo: toProjectRepo(row, input.webUrl) };
      return { status: 'pulled', version: version.number, changedFiles, repo: toProjectRepo(row, input.webUrl) };
    } catch (error) {
      throw translateGithubError(error, 'Impossible de récupérer depuis GitHub');
    }
  });
}
