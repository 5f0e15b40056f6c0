import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, githubConnections, projectGithubRepos } from '../../db/schema.js';
import { startFakeGithub, type FakeGithub } from '../../../tests/support/fake-github-server.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
let fake: FakeGithub;
let counter = 0;
const PASSWORD = 'motdepasse-github-1';
/** Every response body the tests read and every line the server logged: the token must appear in none. */
const seen: string[] = [];
const logged: string[] = [];
const restoreConsole: (() => void)[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      logged.push(
        args
          .map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : typeof arg === 'string' ? arg : JSON.stringify(arg)))
          .join(' '),
      );
      original.apply(console, args);
    };
    restoreConsole.push(() => (console[method] = original));
  }
  fake = await startFakeGithub({ clientId: 'lumi-test', clientSecret: 'lumi-test-secret', user: { login: 'camille-dev', id: 501 } });
  server = await startTestServer(
    {
      GITHUB_LINK_CLIENT_ID: 'lumi-test',
      GITHUB_LINK_CLIENT_SECRET: 'lumi-test-secret',
      GITHUB_API_URL: fake.url,
      GITHUB_WEB_URL: fake.url,
      LOG_LEVEL: 'debug',
    },
    { rateLimits: { signUp: 100, signIn: 100 } },
  );
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
  for (const restore of restoreConsole) restore();
});

const db = () => server.server.deps.database.db;

async function newUser(login = `dev${counter + 1}`) {
  const email = `github${++counter}-${Date.now()}@exemple.fr`;
  const raw = createHttpClient(server.url);
  expect((await raw.signUp(email, PASSWORD)).status).toBe(200);
  const record = async <T extends { text: string }>(response: Promise<T>) => {
    const result = await response;
    seen.push(result.text);
    return result;
  };
  const client = {
    ...raw,
    get: (path: string) => record(raw.get(path)),
    post: (path: string, body?: unknown) => record(raw.post(path, body)),
  };
  const [row] = await db()
    .execute<{ id: string }>(`select id from users where email = '${email}'`)
    .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
  return { client, email, login, userId: row!.id };
}

/** The whole OAuth dance, as a browser does it: Lumi → GitHub's consent (approved) → Lumi's callback → « Mon Profil ». */
async function connect(user: Awaited<ReturnType<typeof newUser>>) {
  fake.setUser({ login: user.login, id: 1000 + counter, avatarUrl: `${fake.url}/avatars/${user.login}.png` });
  const start = await user.client.post('/api/github/connect');
  expect(start.status).toBe(200);
  const authUrl = new URL(String(start.json?.authUrl));
  expect(authUrl.origin).toBe(fake.url);
  expect(authUrl.searchParams.get('scope')).toBe('repo');
  expect(authUrl.searchParams.get('redirect_uri')).toBe(`${server.url}/api/github/callback`);
  const consent = await fetch(authUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  const back = await user.client.get(callback.pathname + callback.search);
  return { back, state: authUrl.searchParams.get('state')!, callback };
}

async function newProject(user: Awaited<ReturnType<typeof newUser>>, files: Record<string, string>) {
  const created = await user.client.post('/api/projects', { title: 'Carnet de recettes', files });
  expect(created.status).toBe(201);
  return String((created.json?.project as { id: string }).id);
}

async function save(user: Awaited<ReturnType<typeof newUser>>, projectId: string, files: Record<string, string>, summary: string) {
  const project = await user.client.get(`/api/projects/${projectId}`);
  const baseVersion = (project.json?.project as { versionNumber: number }).versionNumber;
  const saved = await user.client.post(`/api/projects/${projectId}/versions`, { baseVersion, files, summary });
  expect(saved.status).toBe(201);
}

const filesOf = async (user: Awaited<ReturnType<typeof newUser>>, projectId: string) =>
  (await user.client.get(`/api/projects/${projectId}`)).json?.files as Record<string, string>;

const APP = {
  'src/App.tsx': 'export default function App() {\n  return <h1>Recettes</h1>;\n}\n',
  'package.json': '{"name":"recettes","dependencies":{"react":"^19.0.0"}}\n',
};

describe('Lier GitHub', () => {
  it('une personne connecte GitHub : le jeton est chiffré, le profil montre son compte, et « Déconnecter » efface le jeton', async () => {
    const user = await newUser('camille-dev');
    expect((await user.client.get('/api/github')).json).toMatchObject({ configured: true, scope: 'repo', connection: null });

    const { back } = await connect(user);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${server.url}/profile?github_connected=true`);
    const status = await user.client.get('/api/github');
    expect(status.json).toMatchObject({
      configured: true,
      connection: { username: 'camille-dev', active: true, avatarUrl: `${fake.url}/avatars/camille-dev.png` },
    });

    const [row] = await db().select().from(githubConnections).where(eq(githubConnections.userId, user.userId));
    const token = fake.issuedTokens.at(-1)!;
    expect(row!.tokenEncrypted).not.toContain(token);
    expect(row!.tokenEncrypted).toMatch(/^v1\./);

    const disconnected = await user.client.post('/api/github/disconnect');
    // GitHub was asked to end Lumi's access: the token no longer works there either.
    expect((await fetch(`${fake.url}/user`, { headers: { authorization: `token ${token}` } })).status).toBe(401);
    expect(disconnected.json).toMatchObject({ connection: null });
    const [after] = await db().select().from(githubConnections).where(eq(githubConnections.userId, user.userId));
    expect(after).toMatchObject({ isActive: false, tokenEncrypted: '' });
    expect((await user.client.post(`/api/github/import`, { repository: 'camille-dev/rien' })).json).toMatchObject({
      code: 'GITHUB_NOT_CONNECTED',
    });
  });

  it('un retour de GitHub avec un autre « state » (une autre personne, un autre navigateur) ne lie rien', async () => {
    const user = await newUser();
    fake.setUser({ login: user.login, id: 2000 });
    const start = await user.client.post('/api/github/connect');
    const consent = await fetch(String(start.json?.authUrl), { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    callback.searchParams.set('state', 'un-state-fabrique-ailleurs');
    const back = await user.client.get(callback.pathname + callback.search);
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/profile');
    expect(location.searchParams.get('github_error')).toMatch(/expiré ou ne vient pas de ce navigateur/);
    expect((await user.client.get('/api/github')).json).toMatchObject({ connection: null });

    // The right state from another account's browser is refused too: it is bound to the user who started.
    const intruder = await newUser();
    const stolen = await intruder.client.get(
      `/api/github/callback?code=abc&state=${encodeURIComponent(new URL(String(start.json?.authUrl)).searchParams.get('state')!)}`,
    );
    expect(new URL(stolen.headers.get('location')!).searchParams.get('github_error')).toMatch(/recommencez/);
    expect(await db().select().from(githubConnections).where(eq(githubConnections.userId, intruder.userId))).toHaveLength(0);
  });

  it('sans être connecté à Lumi, « Connecter GitHub » répond « Vous devez être connecté pour lier GitHub »', async () => {
    const anonymous = createHttpClient(server.url);
    const start = await anonymous.post('/api/github/connect');
    expect(start.status).toBe(401);
    expect(start.json).toMatchObject({ message: 'Vous devez être connecté pour lier GitHub' });
  });
});

describe('Un projet sur GitHub', () => {
  it('« Créer un dépôt » pousse exactement les fichiers du projet, puis « Pousser » ajoute un commit avec ce qui a changé', async () => {
    const user = await newUser();
    await connect(user);
    const projectId = await newProject(user, APP);

    const created = await user.client.post(`/api/projects/${projectId}/github/repo`, {
      name: 'carnet-recettes',
      description: 'Mes recettes',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      pushed: true,
      repo: { fullName: `${user.login}/carnet-recettes`, branch: 'main', private: true, lastPushedVersion: 1 },
    });
    expect(fake.repo(user.login, 'carnet-recettes')).toMatchObject({ private: true, description: 'Mes recettes' });
    expect(fake.filesOf(user.login, 'carnet-recettes')).toEqual(APP);

    // Nothing changed: no empty commit.
    const commitsBefore = fake.commitsOf(user.login, 'carnet-recettes').length;
    expect((await user.client.post(`/api/projects/${projectId}/github/push`)).json).toMatchObject({ pushed: false, changedFiles: 0 });
    expect(fake.commitsOf(user.login, 'carnet-recettes')).toHaveLength(commitsBefore);

    const next = {
      'src/App.tsx': APP['src/App.tsx'].replace('Recettes', 'Mes recettes'),
      'src/data.ts': 'export const recettes = ["Tarte"];\n',
      'package.json': APP['package.json'],
    };
    await save(user, projectId, next, 'Titre et données');
    const pushed = await user.client.post(`/api/projects/${projectId}/github/push`);
    expect(pushed.json).toMatchObject({ pushed: true, changedFiles: 2, repo: { lastPushedVersion: 2 } });
    expect(fake.filesOf(user.login, 'carnet-recettes')).toEqual(next);
    const [last] = fake.commitsOf(user.login, 'carnet-recettes');
    expect(last!.message).toMatch(/^Titre et données\n\nLumi-Version: /);

    const withoutData = { 'src/App.tsx': next['src/App.tsx'], 'package.json': APP['package.json'] };
    await save(user, projectId, withoutData, 'Sans données');
    await user.client.post(`/api/projects/${projectId}/github/push`);
    expect(fake.filesOf(user.login, 'carnet-recettes')).toEqual(withoutData);

    expect((await user.client.get(`/api/projects/${projectId}/github`)).json).toMatchObject({
      currentVersion: 3,
      repo: { lastPushedVersion: 3, htmlUrl: `${fake.url}/${user.login}/carnet-recettes` },
    });
    // « Délier le dépôt »: the project forgets it (GitHub keeps it), and a new repository can be made.
    const unlinked = await user.client.request('DELETE', `/api/projects/${projectId}/github`);
    expect(unlinked.json).toMatchObject({ repo: null });
    expect(fake.repo(user.login, 'carnet-recettes')).toBeDefined();
    expect((await user.client.post(`/api/projects/${projectId}/github/repo`, { name: 'carnet-recettes-2' })).status).toBe(201);
    const taken = await user.client.post(`/api/projects/${await newProject(user, APP)}/github/repo`, { name: 'carnet-recettes' });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({
      message: 'Un dépôt « carnet-recettes » existe déjà sur votre compte GitHub : choisissez un autre nom.',
    });
  });

  it('un « Pousser » relancé après une réponse perdue ne crée pas de second commit', async () => {
    const user = await newUser();
    await connect(user);
    const projectId = await newProject(user, APP);
    await user.client.post(`/api/projects/${projectId}/github/repo`, { name: 'relance' });
    const [before] = await db().select().from(projectGithubRepos).where(eq(projectGithubRepos.projectId, projectId));
    await save(user, projectId, { ...APP, 'src/App.tsx': 'export default () => <p>v2</p>;\n' }, 'Deuxième version');
    await user.client.post(`/api/projects/${projectId}/github/push`);
    const commits = fake.commitsOf(user.login, 'relance').length;
    // The server stopped after GitHub took the commit and before Lumi wrote it down: Lumi still has the old state,
    // and the commit it was about to put on the branch (written down before the branch moved).
    const head = fake.headOf(user.login, 'relance');
    await db()
      .update(projectGithubRepos)
      .set({
        lastCommitSha: before!.lastCommitSha,
        syncedFiles: before!.syncedFiles,
        lastPushedVersion: 1,
        pendingCommitSha: head,
        pendingVersion: 2,
      })
      .where(eq(projectGithubRepos.projectId, projectId));
    const retried = await user.client.post(`/api/projects/${projectId}/github/push`);
    expect(retried.json).toMatchObject({ pushed: true, repo: { lastPushedVersion: 2, lastCommitSha: fake.headOf(user.login, 'relance') } });
    expect(fake.commitsOf(user.login, 'relance')).toHaveLength(commits);
  });

  it('un commit fait sur GitHub qui se dit « Lumi-Version » n’est pas pris pour celui de Lumi : il faut le récupérer', async () => {
    const user = await newUser();
    await connect(user);
    const projectId = await newProject(user, APP);
    await user.client.post(`/api/projects/${projectId}/github/repo`, { name: 'imitation' });
    await save(user, projectId, { ...APP, 'src/App.tsx': 'export default () => <p>Lumi v2</p>;\n' }, 'Version 2');
    fake.commitOnServer(
      user.login,
      'imitation',
      { 'src/App.tsx': 'export default () => <p>Collaborateur</p>;\n' },
      `Imitation\n\nLumi-Version: ${projectId}/2`,
    );
    const refused = await user.client.post(`/api/projects/${projectId}/github/push`);
    expect(refused.status).toBe(409);
    const pulled = await user.client.post(`/api/projects/${projectId}/github/pull`, {});
    expect(pulled.json).toMatchObject({
      status: 'conflict',
      conflicts: [{ path: 'src/App.tsx', github: 'export default () => <p>Collaborateur</p>;\n' }],
    });
  });

  it('« Récupérer depuis GitHub » fait une version signée GitHub, et refuse de pousser tant que GitHub a de l’avance', async () => {
    const user = await newUser();
    await connect(user);
    const projectId = await newProject(user, APP);
    await user.client.post(`/api/projects/${projectId}/github/repo`, { name: 'recuperer' });
    fake.commitOnServer(
      user.login,
      'recuperer',
      { 'src/App.tsx': 'export default () => <h1>Depuis GitHub</h1>;\n', 'docs/notes.md': '# Notes\n' },
      'Modifié sur github.com',
    );

    await save(user, projectId, { ...APP, 'src/extra.ts': 'export const x = 1;\n' }, 'Ajout côté Lumi');
    const refused = await user.client.post(`/api/projects/${projectId}/github/push`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: expect.stringContaining('Récupérer depuis GitHub') });

    const pulled = await user.client.post(`/api/projects/${projectId}/github/pull`, {});
    expect(pulled.json).toMatchObject({ status: 'pulled', version: 3, changedFiles: 2, repo: { lastPushedVersion: null } });
    expect(await filesOf(user, projectId)).toEqual({
      ...APP,
      'src/App.tsx': 'export default () => <h1>Depuis GitHub</h1>;\n',
      'docs/notes.md': '# Notes\n',
      'src/extra.ts': 'export const x = 1;\n',
    });
    const versions = (await user.client.get(`/api/projects/${projectId}/versions`)).json?.versions as {
      number: number;
      author: string;
      summary: string;
    }[];
    expect(versions[0]).toMatchObject({ number: 3, author: 'github', summary: expect.stringContaining('Modifié sur github.com') });

    expect((await user.client.post(`/api/projects/${projectId}/github/pull`, {})).json).toMatchObject({ status: 'up-to-date' });
    // The Lumi-only file goes up with the next push; GitHub then holds exactly version 3.
    expect((await user.client.post(`/api/projects/${projectId}/github/push`)).json).toMatchObject({
      pushed: true,
      repo: { lastPushedVersion: 3 },
    });
    expect(fake.filesOf(user.login, 'recuperer')).toEqual(await filesOf(user, projectId));
  });

  it('une récupération garde les fichiers que Lumi ne lit pas sur GitHub (verrou npm, build, chemin trop long) et pousse un texte « data: » tel quel', async () => {
    const user = await newUser();
    await connect(user);
    const files = {
      ...APP,
      'package-lock.json': '{"lockfileVersion":3}\n',
      'build/notes.txt': 'notes\n',
      'src/pixel.txt': 'data:text/plain;base64,aGVsbG8=',
    };
    const projectId = await newProject(user, files);
    await user.client.post(`/api/projects/${projectId}/github/repo`, { name: 'ignores' });
    expect(fake.filesOf(user.login, 'ignores')).toEqual(files);
    fake.commitOnServer(user.login, 'ignores', { 'README.md': '# Ignorés\n', [`docs/${'x'.repeat(320)}.md`]: 'long\n' });
    const pulled = await user.client.post(`/api/projects/${projectId}/github/pull`, {});
    expect(pulled.json).toMatchObject({ status: 'pulled', changedFiles: 1 });
    expect(await filesOf(user, projectId)).toEqual({ ...files, 'README.md': '# Ignorés\n' });
  });

  it('des choix faits sur une version de Lumi ne s’appliquent pas à une version enregistrée depuis : le conflit revient', async () => {
    const user = await newUser();
    await connect(user);
    const projectId = await newProject(user, { ...APP, 'src/style.css': 'body { color: black; }\n' });
    await user.client.post(`/api/projects/${projectId}/github/repo`, { name: 'choix-perimes' });
    const headSha = fake.commitOnServer(user.login, 'choix-perimes', { 'src/style.css': 'body { color: blue; }\n' });
    await save(user, projectId, { ...APP, 'src/style.css': 'body { color: red; }\n' }, 'Rouge');
    const first = await user.client.post(`/api/projects/${projectId}/github/pull`, {});
    expect(first.json).toMatchObject({ status: 'conflict', lumiVersion: 2 });
    await save(user, projectId, { ...APP, 'src/style.css': 'body { color: green; } /* travail important */\n' }, 'Vert');
    const stale = await user.client.post(`/api/projects/${projectId}/github/pull`, {
      headSha,
      lumiVersion: 2,
      resolutions: { 'src/style.css': 'github' },
    });
    expect(stale.json).toMatchObject({
      status: 'conflict',
      lumiVersion: 3,
      conflicts: [{ path: 'src/style.css', lumi: 'body { color: green; } /* travail important */\n' }],
    });
    expect((await filesOf(user, projectId))['src/style.css']).toBe('body { color: green; } /* travail important */\n');
    expect((await user.client.post(`/api/projects/${projectId}/github/pull`, { resolutions: { 'src/style.css': 'github' } })).status).toBe(
      400,
    );
  });

  it('quand Lumi et GitHub ont changé le même fichier, rien n’est écrasé : la personne choisit fichier par fichier', async () => {
    const user = await newUser();
    await connect(user);
    const projectId = await newProject(user, { ...APP, 'src/style.css': 'body { color: black; }\n' });
    await user.client.post(`/api/projects/${projectId}/github/repo`, { name: 'conflit' });
    const headSha = fake.commitOnServer(user.login, 'conflit', {
      'src/App.tsx': 'export default () => <h1>GitHub</h1>;\n',
      'src/style.css': 'body { color: blue; }\n',
    });
    await save(
      user,
      projectId,
      { ...APP, 'src/App.tsx': 'export default () => <h1>Lumi</h1>;\n', 'src/style.css': 'body { color: red; }\n' },
      'Côté Lumi',
    );

    const first = await user.client.post(`/api/projects/${projectId}/github/pull`, {});
    expect(first.json).toMatchObject({
      status: 'conflict',
      headSha,
      conflicts: [
        { path: 'src/App.tsx', lumi: 'export default () => <h1>Lumi</h1>;\n', github: 'export default () => <h1>GitHub</h1>;\n' },
        { path: 'src/style.css', lumi: 'body { color: red; }\n', github: 'body { color: blue; }\n' },
      ],
    });
    expect((await user.client.get(`/api/projects/${projectId}`)).json?.project).toMatchObject({ versionNumber: 2 });

    // A choice for one file only is not enough: the conflicts come back.
    expect(
      (
        await user.client.post(`/api/projects/${projectId}/github/pull`, {
          headSha,
          lumiVersion: 2,
          resolutions: { 'src/App.tsx': 'lumi' },
        })
      ).json,
    ).toMatchObject({ status: 'conflict' });
    const resolved = await user.client.post(`/api/projects/${projectId}/github/pull`, {
      headSha,
      lumiVersion: 2,
      resolutions: { 'src/App.tsx': 'lumi', 'src/style.css': 'github' },
    });
    expect(resolved.json).toMatchObject({ status: 'pulled', version: 3 });
    const files = await filesOf(user, projectId);
    expect(files['src/App.tsx']).toBe('export default () => <h1>Lumi</h1>;\n');
    expect(files['src/style.css']).toBe('body { color: blue; }\n');
  });

  it('« Importer depuis GitHub » fait un projet d’un dépôt React, refuse un dépôt qui n’en est pas un', async () => {
    const user = await newUser();
    await connect(user);
    fake.createRepo(
      user.login,
      'meteo-app',
      {
        'package.json': '{"name":"meteo-app","dependencies":{"react":"^19.0.0","vite":"^7.0.0"}}\n',
        'src/App.tsx': 'export default () => <p>Météo</p>;\n',
        'node_modules/react/index.js': 'module.exports = {};\n',
        'package-lock.json': '{}\n',
        'public/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      },
      { description: 'Prévisions du jour' },
    );
    const listed = await user.client.get('/api/github/repos');
    expect((listed.json?.repos as { fullName: string }[]).map((repo) => repo.fullName)).toContain(`${user.login}/meteo-app`);

    const imported = await user.client.post('/api/github/import', { repository: `${fake.url}/${user.login}/meteo-app.git` });
    expect(imported.status).toBe(201);
    const projectId = (imported.json?.project as { id: string }).id;
    const files = await filesOf(user, projectId);
    expect(Object.keys(files).sort()).toEqual(['package.json', 'public/logo.png', 'src/App.tsx']);
    expect(files['public/logo.png']).toBe('data:image/png;base64,iVBORw0KGgo=');
    const project = (await user.client.get(`/api/projects/${projectId}`)).json?.project;
    expect(project).toMatchObject({ title: 'Meteo app', description: 'Prévisions du jour' });
    expect((await user.client.get(`/api/projects/${projectId}/github`)).json).toMatchObject({
      repo: { fullName: `${user.login}/meteo-app`, lastPushedVersion: 1 },
    });
    // The image goes back as the same bytes: pushing an unchanged import changes nothing on GitHub.
    expect((await user.client.post(`/api/projects/${projectId}/github/push`)).json).toMatchObject({ pushed: false });

    fake.createRepo(user.login, 'notes-python', { 'main.py': 'print("bonjour")\n' });
    const refused = await user.client.post('/api/github/import', { repository: `${user.login}/notes-python` });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: expect.stringContaining("n'est pas une application React") });
    expect((await user.client.post('/api/github/import', { repository: `${user.login}/absent` })).status).toBe(404);
    expect((await user.client.post('/api/github/import', { repository: 'pas un dépôt' })).status).toBe(400);
  });

  it('une autre personne ne peut ni voir ni pousser mon projet, et un jeton révoqué sur GitHub rend le lien inactif', async () => {
    const owner = await newUser();
    await connect(owner);
    const projectId = await newProject(owner, APP);
    await owner.client.post(`/api/projects/${projectId}/github/repo`, { name: 'prive' });

    const other = await newUser();
    await connect(other);
    for (const path of ['push', 'pull'])
      expect((await other.client.post(`/api/projects/${projectId}/github/${path}`, path === 'pull' ? {} : undefined)).status).toBe(404);
    expect((await other.client.get(`/api/projects/${projectId}/github`)).status).toBe(404);

    fake.rateLimitUntil(Math.floor(Date.now() / 1000) + 600);
    await save(owner, projectId, { ...APP, 'src/x.ts': 'export {};\n' }, 'Limite');
    const limited = await owner.client.post(`/api/projects/${projectId}/github/push`);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({
      message: expect.stringMatching(/^Limite de l'API GitHub atteinte : réessayez après \d{2}:\d{2}/),
    });
    fake.rateLimitUntil(null);

    fake.revokeAll();
    const revoked = await owner.client.post(`/api/projects/${projectId}/github/push`);
    expect(revoked.status).toBe(409);
    expect(revoked.json).toMatchObject({ code: 'GITHUB_NOT_CONNECTED', message: expect.stringContaining('reconnectez GitHub') });
    expect((await owner.client.get('/api/github')).json).toMatchObject({ connection: { active: false } });
  });

  it('« Utiliser ma photo GitHub » met la photo du compte lié, réduite à 256×256, dans le profil', async () => {
    const user = await newUser();
    expect((await user.client.post('/api/github/avatar')).status).toBe(409);
    await connect(user);
    const copied = await user.client.post('/api/github/avatar');
    expect(copied.status).toBe(200);
    const image = String((copied.json?.profile as { image: string }).image);
    expect(image).toMatch(/^data:image\/webp;base64,/);
    const { default: sharp } = await import('sharp');
    expect(await sharp(Buffer.from(image.split(',')[1]!, 'base64')).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('des demandes mal formées reçoivent un 400 en français et ne changent rien', async () => {
    const user = await newUser();
    await connect(user);
    const projectId = await newProject(user, APP);
    await user.client.post(`/api/projects/${projectId}/github/repo`, { name: 'entrees' });
    const before = JSON.stringify(await db().select().from(projectGithubRepos).where(eq(projectGithubRepos.projectId, projectId)));
    const bad: [string, unknown][] = [
      [`/api/projects/${projectId}/github/repo`, { name: 'dépôt accentué' }],
      [`/api/projects/${projectId}/github/repo`, { name: '..' }],
      [`/api/projects/${projectId}/github/repo`, { name: 'ok', description: 'a\u0000b' }],
      [`/api/projects/${projectId}/github/repo`, { name: 'ok', private: 'oui' }],
      [`/api/projects/${projectId}/github/pull`, { headSha: 'pas-un-sha' }],
      [`/api/projects/${projectId}/github/pull`, { resolutions: { 'src/App.tsx': 'les-deux' } }],
      [`/api/projects/${projectId}/github/pull`, { inconnu: true }],
      ['/api/projects/pas-un-uuid/github/push', {}],
      ['/api/github/import', { repository: '' }],
      ['/api/github/import', { repository: 'a'.repeat(400) }],
      ['/api/github/import', {}],
    ];
    for (const [path, body] of bad) {
      const response = await user.client.post(path, body);
      expect(response.status, path).toBe(400);
      expect(String(response.json?.message), path).toMatch(/[a-zé]/);
    }
    // A choice for a file named like an object property is a choice like any other, never an inherited value.
    expect(
      (
        await user.client.post(
          `/api/projects/${projectId}/github/pull`,
          `{"headSha":"${fake.headOf(user.login, 'entrees')}","lumiVersion":1,"resolutions":{"__proto__":"lumi","constructor":"github"}}`,
        )
      ).json,
    ).toMatchObject({ status: 'up-to-date' });
    expect(JSON.stringify(await db().select().from(projectGithubRepos).where(eq(projectGithubRepos.projectId, projectId)))).toBe(before);
  });

  it('le jeton GitHub n’apparaît dans aucune réponse, aucune ligne de journal, aucune ligne d’audit', async () => {
    expect(fake.issuedTokens.length).toBeGreaterThan(5);
    const audit = JSON.stringify(await db().select().from(auditLogs));
    expect(audit).toContain('github.pushed');
    expect(logged.length).toBeGreaterThan(0);
    for (const token of fake.issuedTokens) {
      for (const body of seen) expect(body).not.toContain(token);
      for (const line of logged) expect(line).not.toContain(token);
      expect(audit).not.toContain(token);
    }
  });
});
