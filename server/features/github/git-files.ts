import { createHash } from 'node:crypto';
import { isDataUrl } from '../../../common/assets.js';
import { fileMap, PROJECT_LIMITS, type ProjectFiles } from '../../../common/projects.js';
import { AppError } from '../../http/app-error.js';
import { isProjectSource, projectContentOf } from '../projects/unpack-project-zip.js';
import type { GithubClient } from './github-api.js';

export interface RepoRef {
  owner: string;
  name: string;
}

/** The bytes a file has on GitHub: a data: URL (image, font) is its decoded content, anything else UTF-8 text. */
export function gitBytesOf(content: string): Buffer {
  return isDataUrl(content) ? Buffer.from(content.slice(content.indexOf(',') + 1), 'base64') : Buffer.from(content, 'utf8');
}

/** The SHA-1 git gives these contents: files Lumi already has are not downloaded again. */
export function gitBlobSha(content: string): string {
  const bytes = gitBytesOf(content);
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

const TOO_MANY_FILES = `Le dépôt contient plus de ${PROJECT_LIMITS.maxFiles} fichiers de sources : c'est plus qu'un projet Lumi peut contenir.`;
const TOO_LARGE = `Les sources du dépôt dépassent ${PROJECT_LIMITS.maxTotalBytes / 1024 / 1024} Mo : c'est plus qu'un projet Lumi peut contenir.`;

/**
 * The project files of a commit: the recursive tree, without installed or built folders, lock files, symbolic links
 * or submodules, checked against the project limits before any content is downloaded. Contents Lumi already holds
 * (`known`, by git SHA-1) are reused; the others are fetched a few at a time.
 */
export async function readCommitFiles(client: GithubClient, repo: RepoRef, commitSha: string, known: Iterable<string> = []) {
  const { data: commit } = await client.rest.git.getCommit({ owner: repo.owner, repo: repo.name, commit_sha: commitSha });
  const { data: tree } = await client.rest.git.getTree({ owner: repo.owner, repo: repo.name, tree_sha: commit.tree.sha, recursive: 'true' });
  if (tree.truncated) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: TOO_MANY_FILES });
  const entries = tree.tree.filter((entry) => entry.type === 'blob' && entry.path && entry.sha && entry.mode !== '120000' && isProjectSource(entry.path));
  if (entries.length > PROJECT_LIMITS.maxFiles) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: TOO_MANY_FILES });
  // Bytes on GitHub; images grow by a third as data: URLs, which the project check counts afterwards.
  if (entries.reduce((total, entry) => total + (entry.size ?? 0), 0) > PROJECT_LIMITS.maxTotalBytes) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: TOO_LARGE });

  const byGitSha = new Map<string, string>();
  for (const content of known) byGitSha.set(gitBlobSha(content), content);
  const files = fileMap();
  const skipped: string[] = [];
  const queue = [...entries];
  const fetchNext = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const path = entry.path!;
      let content = byGitSha.get(entry.sha!) ?? null;
      if (content === null) {
        const { data: blob } = await client.rest.git.getBlob({ owner: repo.owner, repo: repo.name, file_sha: entry.sha! });
        const bytes = blob.encoding === 'base64' ? Buffer.from(blob.content, 'base64') : Buffer.from(blob.content, 'utf8');
        content = projectContentOf(path, bytes);
        if (content !== null) byGitSha.set(entry.sha!, content);
      }
      if (content === null) skipped.push(path);
      else files[path] = content;
    }
  };
  await Promise.all(Array.from({ length: 6 }, fetchNext));
  return { files: fileMap(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))), skipped: skipped.sort(), treeSha: commit.tree.sha, commit };
}

/**
 * One commit on top of `parentSha` whose tree is the parent's with `changed` written and `deleted` removed.
 * Text goes inline in the tree request; binary files become blobs first (a tree takes UTF-8 content only).
 */
export async function writeCommit(
  client: GithubClient,
  repo: RepoRef,
  input: { parentSha: string; baseTreeSha: string | null; changed: ProjectFiles; deleted: string[]; message: string },
) {
  type Entry = { path: string; mode: '100644'; type: 'blob'; sha?: string | null; content?: string };
  const entries: Entry[] = [];
  for (const [path, content] of Object.entries(input.changed)) {
    if (isDataUrl(content)) {
      const { data } = await client.rest.git.createBlob({ owner: repo.owner, repo: repo.name, content: gitBytesOf(content).toString('base64'), encoding: 'base64' });
      entries.push({ path, mode: '100644', type: 'blob', sha: data.sha });
    } else {
      entries.push({ path, mode: '100644', type: 'blob', content });
    }
  }
  for (const path of input.deleted) entries.push({ path, mode: '100644', type: 'blob', sha: null });
  const { data: tree } = await client.rest.git.createTree({
    owner: repo.owner,
    repo: repo.name,
    tree: entries,
    ...(input.baseTreeSha ? { base_tree: input.baseTreeSha } : {}),
  });
  const { data: commit } = await client.rest.git.createCommit({ owner: repo.owner, repo: repo.name, message: input.message, tree: tree.sha, parents: [input.parentSha] });
  return commit;
}
