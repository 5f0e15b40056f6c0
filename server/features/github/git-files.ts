import { createHash } from 'node:crypto';
import { isBinaryPath, isDataUrl } from '../../../common/assets.js';
import { checkFilePath, fileMap, PROJECT_LIMITS, type ProjectFiles } from '../../../common/projects.js';
import { AppError } from '../../http/app-error.js';
import { isProjectSource, projectContentOf } from '../projects/index.js';
import type { GithubClient } from './github-api.js';

export interface RepoRef {
  owner: string;
  name: string;
}

/**
 * Whether Lumi keeps this file as a data: URL of its bytes (an image, a font), by the same rule as an import: the
 * extension says binary AND the content is a data: URL. A text file that happens to start with « data: » stays text.
 */
const isStoredBinary = (path: string, content: string) => isBinaryPath(path) && isDataUrl(content);

/** The bytes a file has on GitHub: a binary file's decoded content, anything else UTF-8 text. */
export function gitBytesOf(path: string, content: string): Buffer {
  return isStoredBinary(path, content) ? Buffer.from(content.slice(content.indexOf(',') + 1), 'base64') : Buffer.from(content, 'utf8');
}

/** The SHA-1 git gives these contents: files Lumi already has are not downloaded again. */
export function gitBlobSha(path: string, content: string): string {
  const bytes = gitBytesOf(path, content);
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

const TOO_MANY_FILES = `Le dépôt contient plus de ${PROJECT_LIMITS.maxFiles} fichiers de sources : c'est plus qu'un projet Lumi peut contenir.`;
const TOO_LARGE = `Les sources du dépôt dépassent ${PROJECT_LIMITS.maxTotalBytes / 1024 / 1024} Mo : c'est plus qu'un projet Lumi peut contenir.`;

/**
 * The project files of a commit: the recursive tree, checked against the project limits before any content is
 * downloaded. Not read (`ignored`): installed or built folders, lock files, symbolic links, submodules and paths a
 * project cannot hold; a pull treats them as unchanged on GitHub, never as deleted. Contents Lumi already holds
 * (`known`, by git SHA-1) are reused; the others are fetched a few at a time.
 */
export async function readCommitFiles(client: GithubClient, repo: RepoRef, commitSha: string, known: Iterable<[string, string]> = []) {
  const { data: commit } = await client.rest.git.getCommit({ owner: repo.owner, repo: repo.name, commit_sha: commitSha });
  const { data: tree } = await client.rest.git.getTree({
    owner: repo.owner,
    repo: repo.name,
    tree_sha: commit.tree.sha,
    recursive: 'true',
  });
  if (tree.truncated) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: TOO_MANY_FILES });
  const blobs = tree.tree.filter((entry) => entry.type === 'blob' && entry.path && entry.sha);
  const readable = (entry: (typeof blobs)[number]) =>
    entry.mode !== '120000' && isProjectSource(entry.path!) && checkFilePath(entry.path!) === null;
  const entries = blobs.filter(readable);
  const ignored = blobs.filter((entry) => !readable(entry)).map((entry) => entry.path!);
  if (entries.length > PROJECT_LIMITS.maxFiles) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: TOO_MANY_FILES });
  // Bytes on GitHub; images grow by a third as data: URLs, which the project check counts afterwards.
  if (entries.reduce((total, entry) => total + (entry.size ?? 0), 0) > PROJECT_LIMITS.maxTotalBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: TOO_LARGE });

  // Keyed by kind too: the same bytes are a data: URL in an image and text in a .txt file.
  const cacheKey = (path: string, sha: string) => `${isBinaryPath(path) ? 'b' : 't'}:${sha}`;
  const cache = new Map<string, string>();
  for (const [path, content] of known) cache.set(cacheKey(path, gitBlobSha(path, content)), content);
  const files = fileMap();
  const skipped: string[] = [];
  const queue = [...entries];
  const fetchNext = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const path = entry.path!;
      let content = cache.get(cacheKey(path, entry.sha!)) ?? null;
      if (content === null) {
        const { data: blob } = await client.rest.git.getBlob({ owner: repo.owner, repo: repo.name, file_sha: entry.sha! });
        const bytes = blob.encoding === 'base64' ? Buffer.from(blob.content, 'base64') : Buffer.from(blob.content, 'utf8');
        content = projectContentOf(path, bytes);
        if (content !== null) cache.set(cacheKey(path, entry.sha!), content);
      }
      if (content === null) skipped.push(path);
      else files[path] = content;
    }
  };
  await Promise.all(Array.from({ length: 6 }, fetchNext));
  return {
    files: fileMap(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))),
    skipped: skipped.sort(),
    /** On GitHub but not read; with the unreadable binaries, what a pull must not take for deleted. */
    ignored: [...ignored, ...skipped],
    treeSha: commit.tree.sha,
    commit,
  };
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
    if (isStoredBinary(path, content)) {
      const { data } = await client.rest.git.createBlob({
        owner: repo.owner,
        repo: repo.name,
        content: gitBytesOf(path, content).toString('base64'),
        encoding: 'base64',
      });
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
  const { data: commit } = await client.rest.git.createCommit({
    owner: repo.owner,
    repo: repo.name,
    message: input.message,
    tree: tree.sha,
    parents: [input.parentSha],
  });
  return commit;
}
