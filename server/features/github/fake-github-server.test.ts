import { createHash } from 'node:crypto';
import { exchangeWebFlowCode } from '@octokit/oauth-methods';
import { request } from '@octokit/request';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../../../tests/support/fake-github-server.js';

const CLIENT = { clientId: 'Iv1.lumi-test', clientSecret: 'secret-de-test' };
const ADA = { login: 'ada', id: 101, name: 'Ada Lovelace' };
const GRACE = { login: 'grace', id: 202, name: 'Grace Hopper' };
const CALLBACK = 'http://127.0.0.1:9/api/github/callback';
/** Octokit logs every 4xx with console.error, which fails a test here. */
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

let fake: FakeGithub;
beforeAll(async () => {
  fake = await startFakeGithub({ ...CLIENT, user: ADA });
});
afterAll(() => fake.close());

/** The consent screen: GitHub sends the browser back with a code and the state untouched. */
async function authorize(scope = 'repo', state = 'état 1/2&x') {
  const query = new URLSearchParams({ client_id: CLIENT.clientId, redirect_uri: CALLBACK, scope, state });
  const response = await fetch(`${fake.url}/login/oauth/authorize?${query.toString()}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code')!;
}

function exchange(code: string, clientSecret = CLIENT.clientSecret) {
  return exchangeWebFlowCode({
    clientType: 'oauth-app',
    clientId: CLIENT.clientId,
    clientSecret,
    code,
    request: request.defaults({ baseUrl: fake.url }),
  });
}

async function connect(scope = 'repo') {
  const { authentication } = await exchange(await authorize(scope));
  return new Octokit({ auth: authentication.token, baseUrl: fake.url, log: quiet });
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as { status: number; message: string; response?: { headers: Record<string, string>; data: unknown } };
    return { status: e.status, message: e.message, headers: e.response?.headers ?? {}, data: e.response?.data };
  }
  throw new Error('GitHub aurait dû refuser');
}

describe('le faux GitHub', () => {
  it("je connecte mon compte GitHub : le code s'échange une seule fois contre un jeton à mon nom", async () => {
    const wrongApp = await fetch(`${fake.url}/login/oauth/authorize?client_id=autre&redirect_uri=${encodeURIComponent(CALLBACK)}`, {
      redirect: 'manual',
    });
    expect(wrongApp.status).toBe(404);

    const code = await authorize('repo');
    expect((await failure(exchange(code, 'mauvais-secret'))).message).toContain('incorrect_client_credentials');
    const { authentication } = await exchange(code);
    expect(authentication.token).toMatch(/^gho_[A-Za-z0-9]{36}$/);
    expect(authentication.scopes).toEqual(['repo']);
    expect(fake.issuedTokens).toContain(authentication.token);
    expect((await failure(exchange(code))).message).toContain('bad_verification_code');

    const octokit = new Octokit({ auth: authentication.token, baseUrl: fake.url, log: quiet });
    const me = await octokit.rest.users.getAuthenticated();
    expect(me.data).toMatchObject({ login: 'ada', id: 101, name: 'Ada Lovelace' });
    expect(me.headers['x-oauth-scopes']).toBe('repo');
    expect(me.headers['x-ratelimit-limit']).toBe('5000');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/user' });
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`token ${authentication.token}`);
  });

  it("le faux GitHub garde l'arbre exact d'un dépôt après deux commits", async () => {
    const octokit = await connect();
    const created = await octokit.rest.repos.createForAuthenticatedUser({
      name: 'mon-app',
      description: 'Faite avec Lumi',
      private: true,
      auto_init: true,
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: 'mon-app',
      full_name: 'ada/mon-app',
      private: true,
      default_branch: 'main',
      html_url: `${fake.url}/ada/mon-app`,
    });
    expect(fake.filesOf('ada', 'mon-app')).toEqual({ 'README.md': '# mon-app\nFaite avec Lumi' });
    expect((await failure(octokit.rest.repos.createForAuthenticatedUser({ name: 'mon-app' }))).status).toBe(422);
    expect((await failure(octokit.rest.repos.createForAuthenticatedUser({ name: 'mon app' }))).status).toBe(422);

    const repo = { owner: 'ada', repo: 'mon-app' };
    const commitFiles = async (tree: { path: string; sha?: string | null; content?: string }[], message: string) => {
      const head = (await octokit.rest.git.getRef({ ...repo, ref: 'heads/main' })).data.object.sha;
      const base = (await octokit.rest.git.getCommit({ ...repo, commit_sha: head })).data.tree.sha;
      const newTree = await octokit.rest.git.createTree({
        ...repo,
        base_tree: base,
        tree: tree.map((t) => ({ mode: '100644' as const, type: 'blob' as const, ...t })),
      });
      const commit = await octokit.rest.git.createCommit({ ...repo, message, tree: newTree.data.sha, parents: [head] });
      await octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: commit.data.sha });
      return commit.data.sha;
    };

    const app = await octokit.rest.git.createBlob({ ...repo, content: 'export default function App() {}\n', encoding: 'utf-8' });
    const logo = await octokit.rest.git.createBlob({
      ...repo,
      content: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64'),
      encoding: 'base64',
    });
    const first = await commitFiles(
      [
        { path: 'src/App.tsx', sha: app.data.sha },
        { path: 'src/components/Bouton.tsx', content: 'export const Bouton = 1;\n' },
        { path: 'public/logo.png', sha: logo.data.sha },
      ],
      'Lumi : première version',
    );
    const second = await commitFiles(
      [
        { path: 'src/components/Bouton.tsx', sha: null },
        { path: 'README.md', content: '# Mon app\n' },
      ],
      'Lumi : sans bouton',
    );

    const files = fake.filesOf('ada', 'mon-app');
    expect(Object.keys(files).sort()).toEqual(['README.md', 'public/logo.png', 'src/App.tsx']);
    expect(files['src/App.tsx']).toBe('export default function App() {}\n');
    expect(fake.headOf('ada', 'mon-app')).toBe(second);
    expect(fake.commitsOf('ada', 'mon-app').map((c) => c.message)).toEqual([
      'Lumi : sans bouton',
      'Lumi : première version',
      'Initial commit',
    ]);
    expect(fake.commitsOf('ada', 'mon-app')[0]!.parents).toEqual([first]);

    // The recursive listing names every path, subtrees included; the empty components/ folder is gone.
    const tree = await octokit.rest.git.getTree({ ...repo, tree_sha: second, recursive: '1' });
    expect(tree.data.tree.map((t) => `${t.type} ${t.path}`)).toEqual([
      'blob README.md',
      'tree public',
      'blob public/logo.png',
      'tree src',
      'blob src/App.tsx',
    ]);
    const png = await octokit.rest.git.getBlob({ ...repo, file_sha: logo.data.sha });
    expect(Buffer.from(png.data.content, 'base64')).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(png.data.size).toBe(4);
    expect((await octokit.rest.repos.listForAuthenticatedUser({ per_page: 100 })).data.map((r) => r.name)).toContain('mon-app');
  });

  it('les SHA des blobs, arbres et commits sont ceux que git calcule', async () => {
    const octokit = await connect();
    await octokit.rest.repos.createForAuthenticatedUser({ name: 'sha', auto_init: true });
    const repo = { owner: 'ada', repo: 'sha' };
    const hello = await octokit.rest.git.createBlob({ ...repo, content: 'hello\n', encoding: 'utf-8' });
    const expected = createHash('sha1').update('blob 6\0hello\n').digest('hex');
    expect(expected).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
    expect(hello.data.sha).toBe(expected);

    // `a-b` < `a.txt` < `a/` in git's order (a subtree sorts as if its name ended with "/"); values from real git.
    const tree = await octokit.rest.git.createTree({
      ...repo,
      tree: [
        { path: 'a/b', mode: '100644', type: 'blob', content: 'z\n' },
        { path: 'hello.txt', mode: '100644', type: 'blob', sha: hello.data.sha },
        { path: 'a.txt', mode: '100644', type: 'blob', content: 'y\n' },
        { path: 'a-b', mode: '100644', type: 'blob', content: 'x' },
      ],
    });
    expect(tree.data.sha).toBe('31406adc5d342d8b0e35ea9ce38673c4d91f2ee4');
    const ada = { name: 'Ada', email: 'ada@example.com', date: '2024-01-02T03:04:05Z' };
    const commit = await octokit.rest.git.createCommit({
      ...repo,
      message: 'Premier commit',
      tree: tree.data.sha,
      parents: [],
      author: ada,
      committer: ada,
    });
    expect(commit.data.sha).toBe('20769a346f2e5fd5fc074d82d7787aac1dfa56f9');
    expect(commit.data.author).toEqual(ada);
  });

  it('un commit fait sur github.com entre-temps : ma mise à jour est refusée, pas écrasée', async () => {
    const octokit = await connect();
    fake.createRepo(
      'ada',
      'importe',
      { 'index.html': '<h1>Salut</h1>\n', 'img/x.bin': Buffer.from([0, 255]) },
      { description: 'Ancien site' },
    );
    expect(fake.repo('ada', 'importe')).toEqual({ private: false, description: 'Ancien site', defaultBranch: 'main' });
    const repo = { owner: 'ada', repo: 'importe' };
    const stale = fake.headOf('ada', 'importe');
    const staleTree = (await octokit.rest.git.getCommit({ ...repo, commit_sha: stale })).data.tree.sha;

    const remote = fake.commitOnServer('ada', 'importe', { 'index.html': '<h1>Modifié sur GitHub</h1>\n' }, 'Edit on github.com');
    const mine = await octokit.rest.git.createCommit({ ...repo, message: 'Lumi', tree: staleTree, parents: [stale] });
    const refused = await failure(octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: mine.data.sha }));
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({ message: 'Update is not a fast forward' });
    expect(fake.headOf('ada', 'importe')).toBe(remote);

    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: mine.data.sha, force: true });
    expect(fake.filesOf('ada', 'importe')['index.html']).toBe('<h1>Salut</h1>\n');
    await octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/lumi/brouillon', sha: remote });
    expect((await octokit.rest.git.getRef({ ...repo, ref: 'heads/lumi/brouillon' })).data.object.sha).toBe(remote);
    expect(fake.filesOf('ada', 'importe', 'lumi/brouillon')['index.html']).toBe('<h1>Modifié sur GitHub</h1>\n');
    expect((await failure(octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/lumi/brouillon', sha: remote }))).status).toBe(422);
  });

  it("un dépôt vide, le dépôt privé d'un autre, le dépôt public d'un autre : GitHub répond comme GitHub", async () => {
    const octokit = await connect();
    await octokit.rest.repos.createForAuthenticatedUser({ name: 'vide' });
    const empty = await failure(octokit.rest.git.getRef({ owner: 'ada', repo: 'vide', ref: 'heads/main' }));
    expect(empty).toMatchObject({ status: 409, data: { message: 'Git Repository is empty.' } });
    expect((await failure(octokit.rest.git.createBlob({ owner: 'ada', repo: 'vide', content: 'x' }))).status).toBe(409);

    fake.createRepo('grace', 'secret', { 'a.txt': 'a' }, { private: true });
    fake.createRepo('grace', 'public', { 'a.txt': 'a' });
    expect((await failure(octokit.rest.repos.get({ owner: 'grace', repo: 'secret' }))).status).toBe(404);
    expect((await octokit.rest.repos.get({ owner: 'grace', repo: 'public' })).data.private).toBe(false);
    expect((await failure(octokit.rest.git.createBlob({ owner: 'grace', repo: 'public', content: 'x' }))).status).toBe(404);
    expect((await failure(octokit.rest.git.getRef({ owner: 'ada', repo: 'vide-pas', ref: 'heads/main' }))).status).toBe(404);

    fake.setUser(GRACE);
    const asGrace = await connect('public_repo');
    expect((await asGrace.rest.users.getAuthenticated()).data.login).toBe('grace');
    expect((await asGrace.rest.repos.listForAuthenticatedUser()).data.map((r) => r.name)).toEqual(['public']);
    fake.setUser(ADA);
  });

  it("quand la limite d'appels est atteinte, GitHub répond 403 avec l'heure de reprise", async () => {
    const octokit = await connect();
    const reset = Math.floor(Date.now() / 1000) + 600;
    fake.rateLimitUntil(reset);
    const limited = await failure(octokit.rest.users.getAuthenticated());
    expect(limited.status).toBe(403);
    expect(limited.data).toMatchObject({ message: 'API rate limit exceeded for user ID 101.' });
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-ratelimit-reset']).toBe(String(reset));
    fake.rateLimitUntil(null);
    expect((await octokit.rest.users.getAuthenticated()).status).toBe(200);
  });

  it('après révocation sur github.com, chaque jeton reçoit 401 Bad credentials', async () => {
    const octokit = await connect();
    fake.revokeAll();
    const revoked = await failure(octokit.rest.users.getAuthenticated());
    expect(revoked.status).toBe(401);
    expect(revoked.data).toMatchObject({ message: 'Bad credentials' });
    expect((await failure(new Octokit({ baseUrl: fake.url, log: quiet }).rest.users.getAuthenticated())).status).toBe(401);
    expect((await (await connect()).rest.users.getAuthenticated()).status).toBe(200);
  });
});
