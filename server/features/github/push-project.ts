import { and, eq } from 'drizzle-orm';
import type { CreateRepoInput, PushResult } from '../../../common/github.js';
import type { Database } from '../../db/client.js';
import { projectGithubRepos, projectVersions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { loadFiles, storeFiles } from '../projects/index.js';
import { isGithubStatus, translateGithubError, type GithubClient } from './github-api.js';
import { readCommitFiles, writeCommit, type RepoRef } from './git-files.js';
import { findProjectRepo, oneAtATime, readCurrentVersion, requireProjectRepo, toProjectRepo, type ProjectRepoRow } from './project-repo.js';

type Audit = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
interface PushInput {
  userId: string;
  projectId: string;
  webUrl: string;
  audit: Audit;
}

const PUSH_FAILED = 'Impossible de pousser sur GitHub';
const GITHUB_AHEAD =
  "GitHub a des modifications que Lumi n'a pas encore : cliquez sur « Récupérer depuis GitHub », puis poussez à nouveau.";

/** The trailer that says which Lumi version a commit holds (for people reading the history; never trusted). */
const trailerOf = (projectId: string, version: number) => `Lumi-Version: ${projectId}/${version}`;

async function headOf(client: GithubClient, repo: RepoRef, branch: string): Promise<string> {
  // Right after creation GitHub may answer 404 or 409 for a moment before the first commit is visible.
  for (let attempt = 0; ; attempt++) {
    try {
      return (await client.rest.git.getRef({ owner: repo.owner, repo: repo.name, ref: `heads/${branch}` })).data.object.sha;
    } catch (error) {
      if (attempt >= 3 || !(isGithubStatus(error, 404) || isGithubStatus(error, 409))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 400 * (attempt + 1)));
    }
  }
}

/**
 * « Créer un dépôt »: the repository (private unless asked otherwise) with GitHub's first commit, the project linked
 * to it at once, then the project's current version pushed on top as one commit. If that push fails, the link stays
 * and « Pousser » finishes the job: no second repository, no duplicate commit.
 */
export async function createRepository(
  db: Database,
  client: GithubClient,
  input: PushInput & { repo: CreateRepoInput & { private: boolean } },
) {
  const { project } = await readCurrentVersion(db, input.userId, input.projectId);
  return oneAtATime(project.id, async () => {
    const existing = await findProjectRepo(db, project.id);
    if (existing) throw new AppError('CONFLICT', { userMessage: `Ce projet a déjà un dépôt GitHub : ${existing.owner}/${existing.name}.` });
    let created;
    try {
      created = (
        await client.rest.repos.createForAuthenticatedUser({
          name: input.repo.name,
          description: input.repo.description || undefined,
          private: input.repo.private,
          auto_init: true,
        })
      ).data;
    } catch (error) {
      if (
        isGithubStatus(error, 422) &&
        /already exists/i.test(JSON.stringify((error as { response?: { data?: unknown } }).response?.data ?? ''))
      ) {
        throw new AppError('CONFLICT', {
          userMessage: `Un dépôt « ${input.repo.name} » existe déjà sur votre compte GitHub : choisissez un autre nom.`,
        });
      }
      throw translateGithubError(error, 'Impossible de créer le dépôt GitHub');
    }
    const repo = { owner: created.owner.login, name: created.name };
    try {
      const head = await headOf(client, repo, created.default_branch);
      // GitHub's first commit (its README) is the base: the push below replaces it with exactly the project's files.
      const first = await readCommitFiles(client, repo, head);
      await db.transaction(async (tx) => {
        await tx.insert(projectGithubRepos).values({
          projectId: project.id,
          userId: input.userId,
          owner: repo.owner,
          name: repo.name,
          branch: created.default_branch,
          isPrivate: created.private,
          htmlUrl: created.html_url,
          lastCommitSha: head,
          syncedFiles: await storeFiles(tx, first.files),
          lastPushedVersion: null,
        });
        await writeAuditLog(tx, {
          userId: input.userId,
          action: 'github.repo_created',
          resourceType: 'project',
          resourceId: project.id,
          newValues: { repository: `${repo.owner}/${repo.name}`, private: created.private },
          ...input.audit,
        });
      });
    } catch (error) {
      throw translateGithubError(error, 'Impossible de créer le dépôt GitHub');
    }
    return pushLinked(db, client, input);
  });
}

/** « Pousser »: one commit with what changed since the last sync, the version's summary as its message. */
export async function pushProject(db: Database, client: GithubClient, input: PushInput): Promise<PushResult> {
  const { project } = await readCurrentVersion(db, input.userId, input.projectId);
  return oneAtATime(project.id, () => pushLinked(db, client, input));
}

async function pushLinked(db: Database, client: GithubClient, input: PushInput): Promise<PushResult> {
  const current = await readCurrentVersion(db, input.userId, input.projectId);
  const link = await requireProjectRepo(db, current.project.id);
  const repo = { owner: link.owner, name: link.name };
  const changedPaths = Object.keys(current.manifest).filter((path) => link.syncedFiles[path] !== current.manifest[path]);
  const deleted = Object.keys(link.syncedFiles).filter((path) => !(path in current.manifest));
  const record = async (values: Partial<ProjectRepoRow>) => {
    const [row] = await db
      .update(projectGithubRepos)
      .set({ ...values, lastSyncedAt: new Date() })
      .where(and(eq(projectGithubRepos.projectId, link.projectId), eq(projectGithubRepos.lastCommitSha, link.lastCommitSha)))
      .returning();
    return row ?? (await requireProjectRepo(db, link.projectId));
  };

  if (changedPaths.length === 0 && deleted.length === 0) {
    const row = link.lastPushedVersion === current.number ? link : await record({ lastPushedVersion: current.number });
    return { pushed: false, changedFiles: 0, repo: toProjectRepo(row, input.webUrl) };
  }

  try {
    const head = await headOf(client, repo, link.branch);
    if (head !== link.lastCommitSha) {
      // Our own commit, made by a push whose answer was lost: adopt it (its version's files are what it holds), then
      // push what was saved since, if anything. Any other commit is GitHub's: pull it first.
      if (head !== link.pendingCommitSha || link.pendingVersion === null) throw new AppError('CONFLICT', { userMessage: GITHUB_AHEAD });
      const [pushed] = await db
        .select({ files: projectVersions.files })
        .from(projectVersions)
        .where(and(eq(projectVersions.projectId, link.projectId), eq(projectVersions.number, link.pendingVersion)));
      if (!pushed) throw new AppError('CONFLICT', { userMessage: GITHUB_AHEAD });
      await record({
        lastCommitSha: head,
        syncedFiles: pushed.files,
        lastPushedVersion: link.pendingVersion,
        pendingCommitSha: null,
        pendingVersion: null,
      });
      const next = await pushLinked(db, client, input);
      // The push asked for is on GitHub (by the lost answer's commit) even when nothing was saved since.
      return next.pushed ? next : { ...next, pushed: true, changedFiles: changedPaths.length + deleted.length };
    }
    const { data: parent } = await client.rest.git.getCommit({ owner: repo.owner, repo: repo.name, commit_sha: head });
    const files = await loadFiles(db, Object.fromEntries(changedPaths.map((path) => [path, current.manifest[path]!])));
    const summary = current.summary.trim() || `Version ${current.number}`;
    const commit = await writeCommit(client, repo, {
      parentSha: head,
      baseTreeSha: parent.tree.sha,
      changed: files,
      deleted,
      message: `${summary}\n\n${trailerOf(current.project.id, current.number)}`,
    });
    // Written down before the branch moves: a retry after a lost answer recognises this exact commit.
    await db
      .update(projectGithubRepos)
      .set({ pendingCommitSha: commit.sha, pendingVersion: current.number })
      .where(eq(projectGithubRepos.projectId, link.projectId));
    try {
      await client.rest.git.updateRef({ owner: repo.owner, repo: repo.name, ref: `heads/${link.branch}`, sha: commit.sha, force: false });
    } catch (error) {
      // Someone pushed on GitHub between our read and our write: nothing is overwritten.
      if (isGithubStatus(error, 422)) throw new AppError('CONFLICT', { userMessage: GITHUB_AHEAD });
      throw error;
    }
    const row = await record({
      lastCommitSha: commit.sha,
      syncedFiles: current.manifest,
      lastPushedVersion: current.number,
      pendingCommitSha: null,
      pendingVersion: null,
    });
    await writeAuditLog(db, {
      userId: input.userId,
      action: 'github.pushed',
      resourceType: 'project',
      resourceId: current.project.id,
      newValues: {
        repository: `${repo.owner}/${repo.name}`,
        version: current.number,
        commit: commit.sha,
        changedFiles: changedPaths.length + deleted.length,
      },
      ...input.audit,
    });
    return { pushed: true, changedFiles: changedPaths.length + deleted.length, repo: toProjectRepo(row, input.webUrl) };
  } catch (error) {
    throw translateGithubError(error, PUSH_FAILED);
  }
}
