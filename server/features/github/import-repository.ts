import type { RoleSet } from '../../../common/auth.js';
import { parseRepository } from '../../../common/github.js';
import type { Database } from '../../db/client.js';
import { projectGithubRepos } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AuditEntry } from '../audit/index.js';
import { createImportedProject, frameworkOf, isProjectSource, readableName, storeFiles } from '../projects/index.js';
import { translateGithubError, type GithubClient } from './github-api.js';
import { readCommitFiles } from './git-files.js';

const NOT_REACT =
  "Ce dépôt n'est pas une application React : Lumi importe les projets React (un package.json qui dépend de react, comme ceux de Vite).";

/**
 * « Importer depuis GitHub »: the default branch's sources become a new project (plan limit, project limits and audit
 * row as any import). A repository the user can push to stays linked, so « Pousser » and « Récupérer » work at once.
 */
export async function importRepository(
  db: Database,
  client: GithubClient,
  input: {
    userId: string;
    roles: RoleSet;
    freePlanMaxProjects: number;
    freeDailyAiRequests: number;
    repository: string;
    audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
  },
) {
  const wanted = parseRepository(input.repository);
  if (!wanted)
    throw new AppError('VALIDATION', { userMessage: 'Indiquez le dépôt sous la forme « propriétaire/nom » ou son adresse GitHub.' });
  try {
    const { data: repo } = await client.rest.repos.get({ owner: wanted.owner, repo: wanted.name });
    const ref = { owner: repo.owner.login, name: repo.name };
    let head: string;
    try {
      head = (await client.rest.git.getRef({ owner: ref.owner, repo: ref.name, ref: `heads/${repo.default_branch}` })).data.object.sha;
    } catch (error) {
      if ((error as { status?: number }).status === 409 || (error as { status?: number }).status === 404)
        throw new AppError('VALIDATION', { userMessage: 'Ce dépôt est vide : il n’y a rien à importer.' });
      throw error;
    }
    const remote = await readCommitFiles(client, ref, head);
    const files = remote.files;
    // Left out on purpose (installed, built, lock files) is not worth a word; a source Lumi could not keep is.
    const skipped = remote.ignored.filter((path) => isProjectSource(path));
    if (files['package.json'] === undefined || frameworkOf(files) !== 'react') throw new AppError('VALIDATION', { userMessage: NOT_REACT });
    const project = await createImportedProject(db, {
      ...input,
      files,
      title: readableName(repo.name),
      description: repo.description,
      source: {
        summary: `Import du dépôt GitHub ${ref.owner}/${ref.name}`,
        auditNote: {
          repository: `${ref.owner}/${ref.name}`,
          commit: head,
          importedFiles: Object.keys(files).length,
          skippedFiles: skipped.length,
        },
      },
    });
    if (repo.permissions?.push) {
      await db.insert(projectGithubRepos).values({
        projectId: project.id,
        userId: input.userId,
        owner: ref.owner,
        name: ref.name,
        branch: repo.default_branch,
        isPrivate: repo.private,
        htmlUrl: repo.html_url,
        lastCommitSha: head,
        syncedFiles: await storeFiles(db, files),
        lastPushedVersion: 1,
      });
    }
    return { project: { id: project.id, title: project.title }, skipped, linked: Boolean(repo.permissions?.push) };
  } catch (error) {
    throw translateGithubError(error, "Impossible d'importer le dépôt GitHub");
  }
}
