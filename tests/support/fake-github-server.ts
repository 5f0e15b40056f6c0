import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGithubUser {
  login: string;
  id: number;
  name?: string;
  avatarUrl?: string;
}

export interface FakeGithubOptions {
  clientId: string;
  clientSecret: string;
  /** Who approves the first OAuth consent. */
  user: FakeGithubUser;
}

export interface FakeGithubRequest {
  method: string;
  /** Path and query, as received. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON or form body; the raw text if it was neither; null if empty. */
  body: unknown;
}

export interface FakeGithub {
  /** http://127.0.0.1:PORT: the API base URL and the web (OAuth) base URL at once. */
  url: string;
  /** Every request, in order. */
  requests: FakeGithubRequest[];
  /** Every access token handed out (tests grep logs and the database for them). */
  issuedTokens: string[];
  /** Who approves the next OAuth consent. */
  setUser(user: FakeGithubUser): void;
  /** Every token issued so far now gets 401 Bad credentials. */
  revokeAll(): void;
  /** While set, every API call answers 403 with x-ratelimit-remaining: 0 and x-ratelimit-reset: this epoch. */
  rateLimitUntil(resetEpochSeconds: number | null): void;
  repo(owner: string, name: string): { private: boolean; description: string | null; defaultBranch: string } | undefined;
  /** The branch head's full tree as path -> utf8 text (blobs only, nested paths). */
  filesOf(owner: string, name: string, branch?: string): Record<string, string>;
  /** The branch head's commit sha. */
  headOf(owner: string, name: string, branch?: string): string;
  /** Newest first, following first parents. */
  commitsOf(owner: string, name: string, branch?: string): { sha: string; message: string; parents: string[] }[];
  /** A commit made "on github.com" on the default branch: path -> new text, or null to delete. Returns the sha. */
  commitOnServer(owner: string, name: string, changes: Record<string, string | null>, message?: string): string;
  /** A repository that exists before the test: one commit holding `files` (utf8 text, or a Buffer for binary). */
  createRepo(
    owner: string,
    name: string,
    files: Record<string, string | Buffer>,
    options?: { private?: boolean; description?: string },
  ): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------------
// Git objects, hashed exactly like git (`<type> <size>\0<body>`, SHA-1).

interface Person {
  name: string;
  email: string;
  /** Seconds since the epoch. */
  epoch: number;
  /** Git's `+hhmm` offset. */
  tz: string;
}
interface TreeEntry {
  /** As git stores it: 100644, 100755, 120000, 160000, or 40000 for a subtree. */
  mode: string;
  name: string;
  sha: string;
}
type GitObject =
  | { type: 'blob'; data: Buffer }
  | { type: 'tree'; entries: TreeEntry[] }
  | { type: 'commit'; tree: string; parents: string[]; author: Person; committer: Person; message: string };

const TREE_MODE = '40000';
const EMPTY_MESSAGE = 'Git Repository is empty.';
const DOCS = 'https://docs.github.com/rest';
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function gitName(entry: TreeEntry): Buffer {
  // Git sorts a subtree as if its name ended with "/".
  return Buffer.from(entry.mode === TREE_MODE ? `${entry.name}/` : entry.name, 'utf8');
}

function signature(p: Person): string {
  return `${p.name} <${p.email}> ${p.epoch} ${p.tz}`;
}

function serialize(object: GitObject): Buffer {
  if (object.type === 'blob') return object.data;
  if (object.type === 'tree') {
    const sorted = [...object.entries].sort((a, b) => Buffer.compare(gitName(a), gitName(b)));
    return Buffer.concat(sorted.flatMap((e) => [Buffer.from(`${e.mode} ${e.name}\0`, 'utf8'), Buffer.from(e.sha, 'hex')]));
  }
  const lines = [
    `tree ${object.tree}`,
    ...object.parents.map((p) => `parent ${p}`),
    `author ${signature(object.author)}`,
    `committer ${signature(object.committer)}`,
  ];
  return Buffer.from(`${lines.join('\n')}\n\n${object.message}`, 'utf8');
}

function hashOf(object: GitObject): string {
  const body = serialize(object);
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`${object.type} ${body.length}\0`), body]))
    .digest('hex');
}

function isoDate(epoch: number): string {
  return new Date(epoch * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function nowEpoch(): number {
  return Math.floor(Date.now() / 1000);
}

/** GitHub's base64: a line break every 60 characters and at the end (Ruby's Base64.encode64). */
function githubBase64(data: Buffer): string {
  const text = data.toString('base64');
  let out = '';
  for (let i = 0; i < text.length; i += 60) out += `${text.slice(i, i + 60)}\n`;
  return out;
}

function randomBase62(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');
}

// ---------------------------------------------------------------------------------------------------------------
// Repositories.

interface Repo {
  id: number;
  /** Creation order, for "newest first" within the same second. */
  seq: number;
  owner: string;
  name: string;
  private: boolean;
  description: string | null;
  defaultBranch: string;
  createdAt: number;
  updatedAt: number;
  pushedAt: number | null;
  objects: Map<string, GitObject>;
  /** Full names (refs/heads/main) -> commit sha. */
  refs: Map<string, string>;
}

/** A tree being edited: name -> a leaf (blob, link, submodule) or a nested directory. */
type Dir = Map<string, { mode: string; sha: string } | Dir>;

function put(repo: Repo, object: GitObject): string {
  const sha = hashOf(object);
  repo.objects.set(sha, object);
  return sha;
}

function loadDir(repo: Repo, treeSha: string): Dir {
  const tree = repo.objects.get(treeSha);
  const dir: Dir = new Map();
  if (tree?.type !== 'tree') return dir;
  for (const e of tree.entries) dir.set(e.name, e.mode === TREE_MODE ? loadDir(repo, e.sha) : { mode: e.mode, sha: e.sha });
  return dir;
}

/** Writes the directory's trees; an empty subdirectory disappears (null), an empty root is git's empty tree. */
function writeDir(repo: Repo, dir: Dir, root = true): string | null {
  const entries: TreeEntry[] = [];
  for (const [name, node] of dir) {
    if (node instanceof Map) {
      const sha = writeDir(repo, node, false);
      if (sha) entries.push({ mode: TREE_MODE, name, sha });
    } else entries.push({ mode: node.mode, name, sha: node.sha });
  }
  if (entries.length === 0 && !root) return null;
  return put(repo, { type: 'tree', entries });
}

function setPath(dir: Dir, path: string, node: { mode: string; sha: string } | Dir) {
  const parts = path.split('/');
  let current = dir;
  for (const part of parts.slice(0, -1)) {
    let next = current.get(part);
    if (!(next instanceof Map)) {
      next = new Map();
      current.set(part, next);
    }
    current = next;
  }
  current.set(parts[parts.length - 1]!, node);
}

function deletePath(dir: Dir, path: string) {
  const parts = path.split('/');
  let current: Dir | undefined = dir;
  for (const part of parts.slice(0, -1)) {
    const next: Dir | { mode: string; sha: string } | undefined = current.get(part);
    if (!(next instanceof Map)) return;
    current = next;
  }
  current.delete(parts[parts.length - 1]!);
}

function isAncestor(repo: Repo, ancestor: string, descendant: string): boolean {
  const seen = new Set<string>();
  const queue = [descendant];
  while (queue.length > 0) {
    const sha = queue.pop()!;
    if (sha === ancestor) return true;
    if (seen.has(sha)) continue;
    seen.add(sha);
    const object = repo.objects.get(sha);
    if (object?.type === 'commit') queue.push(...object.parents);
  }
  return false;
}

function validPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length > 0 &&
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part !== '.git')
  );
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP.

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const notFound = () => new HttpError(404, 'Not Found');
const unprocessable = (message: string, extra: Record<string, unknown> = {}) => new HttpError(422, message, extra);

interface Token {
  user: FakeGithubUser;
  scopes: string[];
  revoked: boolean;
}

interface Ctx {
  token: Token;
  user: FakeGithubUser;
  body: Record<string, unknown>;
  query: URLSearchParams;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (ctx: Ctx, params: string[]) => Reply;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseBody(raw: string, contentType: string | undefined): { value: unknown; invalid: boolean } {
  if (raw.length === 0) return { value: null, invalid: false };
  if (contentType?.includes('application/x-www-form-urlencoded'))
    return { value: Object.fromEntries(new URLSearchParams(raw)), invalid: false };
  try {
    return { value: JSON.parse(raw) as unknown, invalid: false };
  } catch {
    return { value: raw, invalid: true };
  }
}

/**
 * A small real GitHub on 127.0.0.1 for tests: the OAuth web flow (authorize, access_token) and the REST calls Lumi
 * makes (user, repositories, git data: refs, commits, trees, blobs), with real git objects held in memory so that
 * every SHA is the one git itself would compute.
 */
export async function startFakeGithub(options: FakeGithubOptions): Promise<FakeGithub> {
  const requests: FakeGithubRequest[] = [];
  const issuedTokens: string[] = [];
  const users = new Map<string, FakeGithubUser>();
  const repos = new Map<string, Repo>();
  const tokens = new Map<string, Token>();
  const codes = new Map<string, { user: FakeGithubUser; scopes: string[]; redirectUri: string; at: number }>();
  const used = new Map<number, number>();
  let approver = options.user;
  let rateLimitReset: number | null = null;
  let nextRepoId = 1;
  let nextUserId = 10_000;
  let base = '';
  users.set(approver.login.toLowerCase(), approver);

  const key = (owner: string, name: string) => `${owner.toLowerCase()}/${name.toLowerCase()}`;
  const userFor = (login: string): FakeGithubUser => {
    let user = users.get(login.toLowerCase());
    if (!user) {
      user = { login, id: nextUserId++ };
      users.set(login.toLowerCase(), user);
    }
    return user;
  };
  const avatarOf = (user: FakeGithubUser) => user.avatarUrl ?? `${base}/avatars/${user.id}`;
  const personOf = (user: FakeGithubUser, epoch = nowEpoch()): Person => ({
    name: user.name ?? user.login,
    email: `${user.id}+${user.login}@users.noreply.github.com`,
    epoch,
    tz: '+0000',
  });

  // --- Repository helpers shared by the HTTP routes and the test-side methods.

  function newRepo(owner: string, name: string, isPrivate: boolean, description: string | null): Repo {
    const now = nowEpoch();
    const repo: Repo = {
      id: nextRepoId,
      seq: nextRepoId++,
      owner: userFor(owner).login,
      name,
      private: isPrivate,
      description,
      defaultBranch: 'main',
      createdAt: now,
      updatedAt: now,
      pushedAt: null,
      objects: new Map(),
      refs: new Map(),
    };
    repos.set(key(owner, name), repo);
    return repo;
  }

  /** A commit on the default branch applying `changes` to its head (or to nothing), as github.com's editor does. */
  function commitChanges(repo: Repo, changes: Record<string, string | Buffer | null>, message: string, committer?: Person): string {
    const ref = `refs/heads/${repo.defaultBranch}`;
    const parent = repo.refs.get(ref);
    const parentCommit = parent ? repo.objects.get(parent) : undefined;
    const dir = parentCommit?.type === 'commit' ? loadDir(repo, parentCommit.tree) : new Map();
    for (const [path, content] of Object.entries(changes)) {
      if (content === null) deletePath(dir, path);
      else
        setPath(dir, path, {
          mode: '100644',
          sha: put(repo, { type: 'blob', data: typeof content === 'string' ? Buffer.from(content, 'utf8') : content }),
        });
    }
    const author = personOf(userFor(repo.owner));
    const sha = put(repo, {
      type: 'commit',
      tree: writeDir(repo, dir)!,
      parents: parent ? [parent] : [],
      author,
      committer: committer ?? author,
      message,
    });
    repo.refs.set(ref, sha);
    repo.pushedAt = repo.updatedAt = nowEpoch();
    return sha;
  }

  function mustRepo(owner: string, name: string): Repo {
    const repo = repos.get(key(owner, name));
    if (!repo) throw new Error(`Le faux GitHub n'a pas de dépôt ${owner}/${name}`);
    return repo;
  }

  function mustHead(repo: Repo, branch?: string): string {
    const sha = repo.refs.get(`refs/heads/${branch ?? repo.defaultBranch}`);
    if (!sha) throw new Error(`Le dépôt ${repo.owner}/${repo.name} n'a pas de branche ${branch ?? repo.defaultBranch}`);
    return sha;
  }

  function commitOf(repo: Repo, sha: string) {
    const object = repo.objects.get(sha);
    if (object?.type !== 'commit') throw new Error(`${sha} n'est pas un commit`);
    return object;
  }

  // --- JSON shapes.

  const repoUrl = (repo: Repo) => `${base}/repos/${repo.owner}/${repo.name}`;

  function repoJson(repo: Repo, viewer: FakeGithubUser) {
    const owner = userFor(repo.owner);
    const isOwner = owner.login.toLowerCase() === viewer.login.toLowerCase();
    return {
      id: repo.id,
      node_id: `R_${repo.id}`,
      name: repo.name,
      full_name: `${repo.owner}/${repo.name}`,
      owner: { login: owner.login, id: owner.id, avatar_url: avatarOf(owner), html_url: `${base}/${owner.login}`, type: 'User' },
      private: repo.private,
      visibility: repo.private ? 'private' : 'public',
      description: repo.description,
      fork: false,
      url: repoUrl(repo),
      html_url: `${base}/${repo.owner}/${repo.name}`,
      clone_url: `${base}/${repo.owner}/${repo.name}.git`,
      default_branch: repo.defaultBranch,
      created_at: isoDate(repo.createdAt),
      updated_at: isoDate(repo.updatedAt),
      pushed_at: repo.pushedAt === null ? null : isoDate(repo.pushedAt),
      permissions: { admin: isOwner, maintain: isOwner, push: isOwner, triage: isOwner, pull: true },
    };
  }

  function refJson(repo: Repo, ref: string) {
    const sha = repo.refs.get(ref)!;
    return {
      ref,
      node_id: `REF_${Buffer.from(ref).toString('base64url')}`,
      url: `${repoUrl(repo)}/git/${ref}`,
      object: { sha, type: 'commit', url: `${repoUrl(repo)}/git/commits/${sha}` },
    };
  }

  function commitJson(repo: Repo, sha: string) {
    const c = commitOf(repo, sha);
    const person = (p: Person) => ({ name: p.name, email: p.email, date: isoDate(p.epoch) });
    return {
      sha,
      node_id: `C_${sha}`,
      url: `${repoUrl(repo)}/git/commits/${sha}`,
      html_url: `${base}/${repo.owner}/${repo.name}/commit/${sha}`,
      author: person(c.author),
      committer: person(c.committer),
      tree: { sha: c.tree, url: `${repoUrl(repo)}/git/trees/${c.tree}` },
      message: c.message,
      parents: c.parents.map((p) => ({
        sha: p,
        url: `${repoUrl(repo)}/git/commits/${p}`,
        html_url: `${base}/${repo.owner}/${repo.name}/commit/${p}`,
      })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    };
  }

  function treeJson(repo: Repo, sha: string, recursive: boolean) {
    const list: { path: string; mode: string; type: string; sha: string; size?: number; url?: string }[] = [];
    const walk = (treeSha: string, prefix: string) => {
      const tree = repo.objects.get(treeSha);
      if (tree?.type !== 'tree') return;
      const sorted = [...tree.entries].sort((a, b) => Buffer.compare(gitName(a), gitName(b)));
      for (const e of sorted) {
        const path = prefix + e.name;
        if (e.mode === TREE_MODE) {
          list.push({ path, mode: '040000', type: 'tree', sha: e.sha, url: `${repoUrl(repo)}/git/trees/${e.sha}` });
          if (recursive) walk(e.sha, `${path}/`);
        } else if (e.mode === '160000') list.push({ path, mode: e.mode, type: 'commit', sha: e.sha });
        else {
          const blob = repo.objects.get(e.sha);
          list.push({
            path,
            mode: e.mode,
            type: 'blob',
            sha: e.sha,
            size: blob?.type === 'blob' ? blob.data.length : 0,
            url: `${repoUrl(repo)}/git/blobs/${e.sha}`,
          });
        }
      }
    };
    walk(sha, '');
    return { sha, url: `${repoUrl(repo)}/git/trees/${sha}`, tree: list, truncated: false };
  }

  // --- Access rules: another user's private repository does not exist; only its owner writes.

  function readable(ctx: Ctx, owner: string, name: string): Repo {
    const repo = repos.get(key(owner, name));
    if (!repo) throw notFound();
    const isOwner = repo.owner.toLowerCase() === ctx.user.login.toLowerCase();
    if (repo.private && !(isOwner && ctx.token.scopes.includes('repo'))) throw notFound();
    return repo;
  }

  function writable(ctx: Ctx, owner: string, name: string): Repo {
    const repo = readable(ctx, owner, name);
    if (repo.owner.toLowerCase() !== ctx.user.login.toLowerCase()) throw notFound();
    return repo;
  }

  /** Git data calls on a repository without a commit: 409, like GitHub. */
  function gitRepo(ctx: Ctx, owner: string, name: string, write: boolean): Repo {
    const repo = write ? writable(ctx, owner, name) : readable(ctx, owner, name);
    if (repo.refs.size === 0) throw new HttpError(409, EMPTY_MESSAGE);
    return repo;
  }

  function parsePerson(value: unknown, fallback: Person): Person {
    if (!isRecord(value)) return fallback;
    if (typeof value.name !== 'string' || typeof value.email !== 'string')
      throw unprocessable('Invalid request.\n\n"name" and "email" are required.');
    let epoch = fallback.epoch;
    let tz = '+0000';
    if (typeof value.date === 'string') {
      const ms = Date.parse(value.date);
      if (Number.isNaN(ms)) throw unprocessable(`Invalid request.\n\n${value.date} is not a valid date-time.`);
      epoch = Math.floor(ms / 1000);
      const offset = /([+-])(\d\d):?(\d\d)$/.exec(value.date);
      if (offset) tz = `${offset[1]}${offset[2]}${offset[3]}`;
    }
    return { name: value.name, email: value.email, epoch, tz };
  }

  // --- Routes. `o` and `r` are the owner and repository segments.

  const R = '/repos/([^/]+)/([^/]+)';
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [
    {
      method: 'GET',
      pattern: /^\/user$/,
      handler: ({ user }) => ({
        status: 200,
        body: {
          login: user.login,
          id: user.id,
          node_id: `U_${user.id}`,
          name: user.name ?? null,
          avatar_url: avatarOf(user),
          html_url: `${base}/${user.login}`,
          type: 'User',
        },
      }),
    },
    {
      method: 'GET',
      pattern: /^\/user\/repos$/,
      handler: (ctx) => {
        const { user, query } = ctx;
        const visibility = query.get('visibility') ?? 'all';
        let list = [...repos.values()].filter((repo) => {
          if (repo.owner.toLowerCase() !== user.login.toLowerCase()) return false;
          if (repo.private && !ctx.token.scopes.includes('repo')) return false;
          return visibility === 'all' || (visibility === 'private') === repo.private;
        });
        // Newest first unless `sort` says otherwise (GitHub's own default is full_name; Lumi asks explicitly).
        const sort = query.get('sort') ?? 'created';
        const value = (repo: Repo): number | string =>
          sort === 'full_name'
            ? `${repo.owner}/${repo.name}`.toLowerCase()
            : sort === 'updated'
              ? repo.updatedAt * 1e6 + repo.seq
              : sort === 'pushed'
                ? (repo.pushedAt ?? 0) * 1e6 + repo.seq
                : repo.createdAt * 1e6 + repo.seq;
        const direction = query.get('direction') ?? (sort === 'full_name' ? 'asc' : 'desc');
        list = list.sort((a, b) => {
          const [x, y] = [value(a), value(b)];
          const order = x < y ? -1 : x > y ? 1 : 0;
          return direction === 'asc' ? order : -order;
        });
        const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 30) || 30, 1), 100);
        const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
        const last = Math.max(Math.ceil(list.length / perPage), 1);
        const link = (p: number, rel: string) => {
          const q = new URLSearchParams(query);
          q.set('page', String(p));
          return `<${base}/user/repos?${q.toString()}>; rel="${rel}"`;
        };
        const links = [
          ...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []),
          ...(page > 1 ? [link(1, 'first'), link(page - 1, 'prev')] : []),
        ];
        return {
          status: 200,
          body: list.slice((page - 1) * perPage, page * perPage).map((repo) => repoJson(repo, user)),
          headers: links.length > 0 ? { link: links.join(', ') } : {},
        };
      },
    },
    {
      method: 'POST',
      pattern: /^\/user\/repos$/,
      handler: ({ user, body }) => {
        const name = body.name;
        const failed = (message: string) =>
          unprocessable('Repository creation failed.', { errors: [{ resource: 'Repository', code: 'custom', field: 'name', message }] });
        if (typeof name !== 'string' || name.length === 0) throw failed('name is required');
        if (!/^[A-Za-z0-9._-]{1,100}$/.test(name) || name === '.' || name === '..') throw failed('name is invalid');
        if (repos.has(key(user.login, name))) throw failed('name already exists on this account');
        const description = typeof body.description === 'string' && body.description.length > 0 ? body.description : null;
        const repo = newRepo(user.login, name, body.private === true, description);
        if (body.auto_init === true) commitChanges(repo, { 'README.md': `# ${name}\n${description ?? ''}` }, 'Initial commit');
        return { status: 201, body: repoJson(repo, user), headers: { location: repoUrl(repo) } };
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${R}$`),
      handler: (ctx, [o, r]) => ({ status: 200, body: repoJson(readable(ctx, o!, r!), ctx.user) }),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${R}/git/ref/(.+)$`),
      handler: (ctx, [o, r, ref]) => {
        const repo = gitRepo(ctx, o!, r!, false);
        const full = `refs/${ref!}`;
        if (!repo.refs.has(full)) throw notFound();
        return { status: 200, body: refJson(repo, full) };
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${R}/git/refs$`),
      handler: (ctx, [o, r]) => {
        const repo = gitRepo(ctx, o!, r!, true);
        const { ref, sha } = ctx.body;
        if (typeof ref !== 'string' || !/^refs\/[^/]+\/.+/.test(ref) || ref.split('/').some((p) => p === '' || p === '.' || p === '..'))
          throw unprocessable('Reference name is invalid');
        if (typeof sha !== 'string' || repo.objects.get(sha)?.type !== 'commit') throw unprocessable('Object does not exist');
        if (repo.refs.has(ref)) throw unprocessable('Reference already exists');
        repo.refs.set(ref, sha);
        repo.pushedAt = repo.updatedAt = nowEpoch();
        return { status: 201, body: refJson(repo, ref), headers: { location: `${repoUrl(repo)}/git/${ref}` } };
      },
    },
    {
      method: 'PATCH',
      pattern: new RegExp(`^${R}/git/refs/(.+)$`),
      handler: (ctx, [o, r, ref]) => {
        const repo = gitRepo(ctx, o!, r!, true);
        const full = `refs/${ref!}`;
        const current = repo.refs.get(full);
        if (!current) throw unprocessable('Reference does not exist');
        const { sha, force } = ctx.body;
        if (typeof sha !== 'string' || repo.objects.get(sha)?.type !== 'commit') throw unprocessable('Object does not exist');
        if (force !== true && !isAncestor(repo, current, sha)) throw unprocessable('Update is not a fast forward');
        repo.refs.set(full, sha);
        repo.pushedAt = repo.updatedAt = nowEpoch();
        return { status: 200, body: refJson(repo, full) };
      },
    },
    {
      method: 'DELETE',
      pattern: new RegExp(`^${R}/git/refs/(.+)$`),
      handler: (ctx, [o, r, ref]) => {
        const repo = gitRepo(ctx, o!, r!, true);
        if (!repo.refs.delete(`refs/${ref!}`)) throw unprocessable('Reference does not exist');
        return { status: 204 };
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${R}/git/commits/([^/]+)$`),
      handler: (ctx, [o, r, sha]) => {
        const repo = gitRepo(ctx, o!, r!, false);
        if (repo.objects.get(sha!)?.type !== 'commit') throw notFound();
        return { status: 200, body: commitJson(repo, sha!) };
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${R}/git/commits$`),
      handler: (ctx, [o, r]) => {
        const repo = gitRepo(ctx, o!, r!, true);
        const { message, tree, parents } = ctx.body;
        if (typeof message !== 'string') throw unprocessable('Invalid request.\n\n"message" wasn\'t supplied.');
        if (typeof tree !== 'string' || repo.objects.get(tree)?.type !== 'tree') throw unprocessable('Tree SHA does not exist');
        const parentList = parents === undefined ? [] : parents;
        if (!Array.isArray(parentList) || parentList.some((p) => typeof p !== 'string' || repo.objects.get(p)?.type !== 'commit')) {
          throw unprocessable('Parent SHA does not exist or is not a commit object');
        }
        const author = parsePerson(ctx.body.author, personOf(ctx.user));
        const committer = parsePerson(ctx.body.committer, author);
        const sha = put(repo, { type: 'commit', tree, parents: parentList as string[], author, committer, message });
        return { status: 201, body: commitJson(repo, sha), headers: { location: `${repoUrl(repo)}/git/commits/${sha}` } };
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${R}/git/trees/(.+)$`),
      handler: (ctx, [o, r, ref]) => {
        const repo = gitRepo(ctx, o!, r!, false);
        // A tree sha, a commit sha or a branch name, as GitHub accepts.
        let object = repo.objects.get(ref!);
        const branchHead = repo.refs.get(`refs/heads/${ref!}`);
        if (!object && branchHead) object = repo.objects.get(branchHead);
        if (object?.type === 'commit') object = repo.objects.get(object.tree);
        if (object?.type !== 'tree') throw notFound();
        return { status: 200, body: treeJson(repo, hashOf(object), ctx.query.has('recursive')) };
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${R}/git/trees$`),
      handler: (ctx, [o, r]) => {
        const repo = gitRepo(ctx, o!, r!, true);
        const { tree, base_tree: baseTree } = ctx.body;
        if (!Array.isArray(tree)) throw unprocessable('Invalid request.\n\n"tree" wasn\'t supplied.');
        let dir: Dir = new Map();
        if (baseTree !== undefined && baseTree !== null) {
          if (typeof baseTree !== 'string' || repo.objects.get(baseTree)?.type !== 'tree')
            throw unprocessable('base_tree is not a valid tree oid');
          dir = loadDir(repo, baseTree);
        }
        for (const entry of tree as unknown[]) {
          if (!isRecord(entry)) throw unprocessable('Invalid tree info');
          const { path, mode, type, sha, content } = entry;
          if (!validPath(path)) throw unprocessable('tree.path contains a malformed path component');
          if (typeof mode !== 'string' || !['100644', '100755', '040000', '160000', '120000'].includes(mode))
            throw unprocessable('tree.mode contains an invalid value');
          const gitMode = mode === '040000' ? TREE_MODE : mode;
          const expected = mode === '040000' ? 'tree' : mode === '160000' ? 'commit' : 'blob';
          if (type !== undefined && type !== expected) throw unprocessable('tree.type contains an invalid value');
          const hasSha = sha !== undefined;
          if (hasSha && content !== undefined) throw unprocessable('Must supply either tree.sha or tree.content. Request contains both.');
          if (content !== undefined) {
            if (typeof content !== 'string' || expected !== 'blob') throw unprocessable('Invalid tree info');
            setPath(dir, path, { mode: gitMode, sha: put(repo, { type: 'blob', data: Buffer.from(content, 'utf8') }) });
          } else if (sha === null) deletePath(dir, path);
          else if (typeof sha === 'string') {
            if (expected !== 'commit' && repo.objects.get(sha)?.type !== expected)
              throw unprocessable(`tree.sha ${sha} is not a valid ${expected}`);
            setPath(dir, path, expected === 'tree' ? loadDir(repo, sha) : { mode: gitMode, sha });
          } else throw unprocessable('Must supply either tree.sha or tree.content');
        }
        const sha = writeDir(repo, dir)!;
        return { status: 201, body: treeJson(repo, sha, false), headers: { location: `${repoUrl(repo)}/git/trees/${sha}` } };
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${R}/git/blobs$`),
      handler: (ctx, [o, r]) => {
        const repo = gitRepo(ctx, o!, r!, true);
        const { content, encoding } = ctx.body;
        if (typeof content !== 'string') throw unprocessable('Invalid request.\n\n"content" wasn\'t supplied.');
        const enc = encoding ?? 'utf-8';
        if (enc !== 'utf-8' && enc !== 'utf8' && enc !== 'base64') throw unprocessable(`encoding must be "utf-8" or "base64"`);
        const sha = put(repo, { type: 'blob', data: Buffer.from(content, enc === 'base64' ? 'base64' : 'utf8') });
        const url = `${repoUrl(repo)}/git/blobs/${sha}`;
        return { status: 201, body: { sha, url }, headers: { location: url } };
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${R}/git/blobs/([^/]+)$`),
      handler: (ctx, [o, r, sha]) => {
        const repo = gitRepo(ctx, o!, r!, false);
        const blob = repo.objects.get(sha!);
        if (blob?.type !== 'blob') throw notFound();
        return {
          status: 200,
          body: {
            sha,
            node_id: `B_${sha!}`,
            size: blob.data.length,
            url: `${repoUrl(repo)}/git/blobs/${sha!}`,
            content: githubBase64(blob.data),
            encoding: 'base64',
          },
        };
      },
    },
  ];

  // --- The OAuth web flow (github.com/login/oauth/...), on the same origin as the API.

  function authorize(query: URLSearchParams, res: ServerResponse) {
    if (query.get('client_id') !== options.clientId) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not Found: unknown OAuth application');
      return;
    }
    const redirectUri = query.get('redirect_uri');
    if (!redirectUri || !URL.canParse(redirectUri)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The fake GitHub needs a redirect_uri');
      return;
    }
    const code = randomBytes(10).toString('hex');
    const scopes = (query.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);
    codes.set(code, { user: approver, scopes, redirectUri, at: Date.now() });
    const location = new URL(redirectUri);
    location.searchParams.set('code', code);
    const state = query.get('state');
    if (state !== null) location.searchParams.set('state', state);
    res.writeHead(302, { location: location.toString(), 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<html><body>You are being <a href="${location.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">redirected</a>.</body></html>`,
    );
  }

  function accessToken(req: IncomingMessage, query: URLSearchParams, body: unknown, res: ServerResponse) {
    const params: Record<string, unknown> = { ...Object.fromEntries(query), ...(isRecord(body) ? body : {}) };
    const answer = (data: Record<string, string>) => {
      if ((req.headers.accept ?? '').includes('application/json')) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(data));
      } else {
        res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' });
        res.end(new URLSearchParams(data).toString());
      }
    };
    const uri = 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors';
    if (params.client_id !== options.clientId || params.client_secret !== options.clientSecret) {
      return answer({
        error: 'incorrect_client_credentials',
        error_description: 'The client_id and/or client_secret passed are incorrect.',
        error_uri: `${uri}/#incorrect-client-credentials`,
      });
    }
    const grant = typeof params.code === 'string' ? codes.get(params.code) : undefined;
    if (!grant || Date.now() - grant.at > 10 * 60_000) {
      return answer({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
        error_uri: `${uri}/#bad-verification-code`,
      });
    }
    if (typeof params.redirect_uri === 'string' && params.redirect_uri !== '' && params.redirect_uri !== grant.redirectUri) {
      return answer({
        error: 'redirect_uri_mismatch',
        error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
        error_uri: `${uri}/#redirect-uri-mismatch2`,
      });
    }
    codes.delete(params.code as string);
    const token = `gho_${randomBase62(36)}`;
    tokens.set(token, { user: grant.user, scopes: grant.scopes, revoked: false });
    issuedTokens.push(token);
    answer({ access_token: token, token_type: 'bearer', scope: grant.scopes.join(',') });
  }

  // --- The API.

  /** DELETE /applications/{client_id}/grant (Basic client_id:secret, body {access_token}): the app's access ends. */
  function deleteGrant(req: IncomingMessage, url: URL, value: unknown, res: ServerResponse) {
    const [id, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic\s+/i, ''), 'base64')
      .toString('utf8')
      .split(':');
    const clientId = decodeURIComponent(url.pathname.split('/')[2] ?? '');
    if (clientId !== options.clientId || id !== options.clientId || secret !== options.clientSecret) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not Found' }));
      return;
    }
    const accessToken = (value as { access_token?: unknown } | null)?.access_token;
    const token = typeof accessToken === 'string' ? tokens.get(accessToken) : undefined;
    if (!token) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not Found' }));
      return;
    }
    // The grant covers every token the user gave this app.
    for (const other of tokens.values()) if (other.user.id === token.user.id) other.revoked = true;
    res.writeHead(204);
    res.end();
  }

  function api(req: IncomingMessage, res: ServerResponse, url: URL, body: { value: unknown; invalid: boolean }) {
    const method = req.method ?? 'GET';
    let route: { handler: Handler; params: string[] } | undefined;
    for (const candidate of routes) {
      const match = candidate.method === method ? candidate.pattern.exec(url.pathname) : null;
      if (match) {
        route = { handler: candidate.handler, params: match.slice(1).map((p) => decodeURIComponent(p)) };
        break;
      }
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'x-github-media-type': 'github.v3; format=json',
      'x-github-request-id': randomBytes(8).toString('hex').toUpperCase(),
    };
    const send = (reply: Reply) => {
      res.writeHead(reply.status, { ...headers, ...reply.headers });
      res.end(reply.status === 204 ? undefined : JSON.stringify(reply.body));
    };
    const error = (status: number, message: string, extra: Record<string, unknown> = {}) =>
      send({ status, body: { message, ...extra, documentation_url: DOCS, status: String(status) } });

    if (!route) return error(404, 'Not Found');
    const header = req.headers.authorization ?? '';
    const token = tokens.get(/^(?:token|bearer)\s+(\S+)$/i.exec(header)?.[1] ?? '');
    if (!token || token.revoked) {
      Object.assign(headers, {
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': '59',
        'x-ratelimit-reset': String(nowEpoch() + 3600),
        'x-ratelimit-used': '1',
        'x-ratelimit-resource': 'core',
      });
      return error(401, 'Bad credentials');
    }
    const count = (used.get(token.user.id) ?? 0) + 1;
    used.set(token.user.id, count);
    Object.assign(headers, {
      'x-oauth-scopes': token.scopes.join(', '),
      'x-accepted-oauth-scopes': '',
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(rateLimitReset === null ? Math.max(5000 - count, 0) : 0),
      'x-ratelimit-reset': String(rateLimitReset ?? nowEpoch() + 3600),
      'x-ratelimit-used': String(rateLimitReset === null ? count : 5000),
      'x-ratelimit-resource': 'core',
    });
    if (rateLimitReset !== null) return error(403, `API rate limit exceeded for user ID ${token.user.id}.`);
    if (body.invalid) return error(400, 'Problems parsing JSON');
    try {
      send(route.handler({ token, user: token.user, body: isRecord(body.value) ? body.value : {}, query: url.searchParams }, route.params));
    } catch (e) {
      if (e instanceof HttpError) return error(e.status, e.message, e.extra);
      throw e;
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = parseBody(raw, req.headers['content-type']);
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '', headers: req.headers, body: body.value });
      const url = new URL(req.url ?? '/', base);
      try {
        if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') authorize(url.searchParams, res);
        else if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') accessToken(req, url.searchParams, body.value, res);
        else if (req.method === 'DELETE' && /^\/applications\/[^/]+\/grant$/.test(url.pathname)) deleteGrant(req, url, body.value, res);
        else if (req.method === 'GET' && url.pathname.startsWith('/avatars/')) {
          // avatar_url points here: a 1×1 PNG, so a page showing it loads a real image.
          res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=300' });
          res.end(AVATAR_PNG);
        } else api(req, res, url, body);
      } catch (e) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: `Fake GitHub error: ${e instanceof Error ? e.message : String(e)}` }));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    issuedTokens,
    setUser(user) {
      approver = user;
      users.set(user.login.toLowerCase(), user);
    },
    revokeAll() {
      for (const token of tokens.values()) token.revoked = true;
    },
    rateLimitUntil(resetEpochSeconds) {
      rateLimitReset = resetEpochSeconds;
    },
    repo(owner, name) {
      const repo = repos.get(key(owner, name));
      return repo && { private: repo.private, description: repo.description, defaultBranch: repo.defaultBranch };
    },
    filesOf(owner, name, branch) {
      const repo = mustRepo(owner, name);
      const files: Record<string, string> = {};
      const walk = (dir: Dir, prefix: string) => {
        for (const [entryName, node] of dir) {
          if (node instanceof Map) walk(node, `${prefix}${entryName}/`);
          else if (node.mode !== '160000') {
            const blob = repo.objects.get(node.sha);
            if (blob?.type === 'blob') files[prefix + entryName] = blob.data.toString('utf8');
          }
        }
      };
      walk(loadDir(repo, commitOf(repo, mustHead(repo, branch)).tree), '');
      return files;
    },
    headOf(owner, name, branch) {
      return mustHead(mustRepo(owner, name), branch);
    },
    commitsOf(owner, name, branch) {
      const repo = mustRepo(owner, name);
      const list: { sha: string; message: string; parents: string[] }[] = [];
      let sha: string | undefined = repo.refs.get(`refs/heads/${branch ?? repo.defaultBranch}`);
      while (sha) {
        const c = commitOf(repo, sha);
        list.push({ sha, message: c.message, parents: [...c.parents] });
        sha = c.parents[0];
      }
      return list;
    },
    commitOnServer(owner, name, changes, message = 'Update on GitHub') {
      return commitChanges(mustRepo(owner, name), changes, message, {
        name: 'GitHub',
        email: 'noreply@github.com',
        epoch: nowEpoch(),
        tz: '+0000',
      });
    },
    createRepo(owner, name, files, repoOptions = {}) {
      if (repos.has(key(owner, name))) throw new Error(`Le faux GitHub a déjà un dépôt ${owner}/${name}`);
      const repo = newRepo(owner, name, repoOptions.private ?? false, repoOptions.description ?? null);
      commitChanges(repo, files, 'Initial commit');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
