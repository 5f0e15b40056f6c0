/**
 * The public REST API and the GitHub link, against a fake GitHub on 127.0.0.1: what Lumi adds per request.
 * - `/v1/projects?limit=100` with 1,000 projects ×200 (key lookup + hourly count included) beside `/api/projects`;
 * - `PUT /v1/projects/{id}/files` of a 50-file project ×50;
 * - « Créer un dépôt » of the 50-file project, « Pousser » of a one-file change, « Récupérer » of a one-file commit.
 * Run by hand: `npx tsx bench/public-api-and-github.ts` (set DATABASE_URL to measure PostgreSQL). Results: bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projects } from '../server/db/schema.js';
import { loadConfig } from '../server/env.js';
import { startServer } from '../server/server.js';
import { startFakeGithub } from '../tests/support/fake-github-server.js';
import { freePort } from '../tests/support/free-port.js';

const PROJECTS = 1000;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const timed = async (run: () => Promise<Response>) => {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - started;
};
const line = (label: string, values: number[]) =>
  console.log(`${label}: p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (n=${values.length})`);

const github = await startFakeGithub({ clientId: 'bench', clientSecret: 'bench-secret', user: { login: 'bench-dev', id: 1 } });
const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-bench-api-'));
const config = loadConfig({
  ...process.env,
  PORT: String(await freePort()),
  CONTENT_PORT: String(await freePort()),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  SYSTEM_SAMPLE_INTERVAL_MS: '0',
  NPM_REGISTRY_URL: 'off',
  API_RATE_LIMIT_FREE: '1000000',
  FREE_PLAN_MAX_PROJECTS: '100000',
  GITHUB_LINK_CLIENT_ID: 'bench',
  GITHUB_LINK_CLIENT_SECRET: 'bench-secret',
  GITHUB_API_URL: github.url,
  GITHUB_WEB_URL: github.url,
});
const server = await startServer(config, { rateLimits: { signIn: 10_000, signUp: 10_000 } });
const url = config.publicUrl;
try {
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: `bench-api-${Date.now()}@exemple.fr`, password: 'motdepasse-bench', name: 'bench' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await signUp.json()) as { user: { id: string } };
  const session = { cookie, origin: url, 'content-type': 'application/json' };
  const { key } = (await (
    await fetch(`${url}/api/api-keys`, { method: 'POST', headers: session, body: JSON.stringify({ name: 'bench', expiresInDays: null }) })
  ).json()) as { key: string };
  const bearer = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  const rows = Array.from({ length: PROJECTS }, (_, i) => ({
    userId: user.id,
    title: `Projet ${i}`,
    description: 'Une application de banc de mesure',
  }));
  for (let i = 0; i < rows.length; i += 250) await server.deps.database.db.insert(projects).values(rows.slice(i, i + 250));

  const v1List: number[] = [];
  const appList: number[] = [];
  for (let i = 0; i < 200; i++) {
    v1List.push(await timed(() => fetch(`${url}/v1/projects?limit=100`, { headers: bearer })));
    appList.push(await timed(() => fetch(`${url}/api/projects`, { headers: { cookie } })));
  }
  line(`GET /v1/projects?limit=100 with ${PROJECTS} projects`, v1List);
  line(`GET /api/projects with ${PROJECTS} projects (the app's whole list)`, appList);

  const files = Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => [
      `src/components/Part${i}.tsx`,
      `export function Part${i}() {\n  return <p>Partie ${i}</p>;\n}\n`.repeat(20),
    ]),
  );
  const created = (await (
    await fetch(`${url}/v1/projects`, { method: 'POST', headers: bearer, body: JSON.stringify({ title: 'Banc GitHub', files }) })
  ).json()) as { project: { id: string } };
  const id = created.project.id;
  const saves: number[] = [];
  for (let version = 1; version <= 50; version++) {
    const changed = { ...files, 'src/components/Part0.tsx': `export const version = ${version};\n` };
    saves.push(
      await timed(() =>
        fetch(`${url}/v1/projects/${id}/files`, {
          method: 'PUT',
          headers: bearer,
          body: JSON.stringify({ baseVersion: version, files: changed }),
        }),
      ),
    );
  }
  line('PUT /v1/projects/{id}/files, 50 files (one changed)', saves);

  // The OAuth round trip a browser makes; the fake GitHub approves at once.
  const connect = await fetch(`${url}/api/github/connect`, { method: 'POST', headers: session });
  const withState = [cookie, ...connect.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
  const consent = await fetch(((await connect.json()) as { authUrl: string }).authUrl, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  await fetch(`${url}${callback.pathname}${callback.search}`, { headers: { cookie: withState }, redirect: 'manual' });
  const status = (await (await fetch(`${url}/api/github`, { headers: { cookie } })).json()) as { connection: unknown };
  if (!status.connection) throw new Error('GitHub non lié : le banc ne peut pas mesurer la suite.');

  const createRepo = await timed(() =>
    fetch(`${url}/api/projects/${id}/github/repo`, { method: 'POST', headers: session, body: JSON.stringify({ name: 'banc' }) }),
  );
  console.log(`« Créer un dépôt » with 50 files (fake GitHub on 127.0.0.1): ${createRepo.toFixed(0)} ms`);
  const pushes: number[] = [];
  const pulls: number[] = [];
  for (let i = 0; i < 10; i++) {
    const current = (await (await fetch(`${url}/v1/projects/${id}`, { headers: bearer })).json()) as { project: { versionNumber: number } };
    await fetch(`${url}/v1/projects/${id}/files`, {
      method: 'PUT',
      headers: bearer,
      body: JSON.stringify({
        baseVersion: current.project.versionNumber,
        files: { ...files, 'src/components/Part1.tsx': `export const push = ${i};\n` },
      }),
    });
    pushes.push(await timed(() => fetch(`${url}/api/projects/${id}/github/push`, { method: 'POST', headers: session })));
    github.commitOnServer('bench-dev', 'banc', { 'src/components/Part2.tsx': `export const pull = ${i};\n` });
    pulls.push(await timed(() => fetch(`${url}/api/projects/${id}/github/pull`, { method: 'POST', headers: session, body: '{}' })));
  }
  line('« Pousser », one file changed of 50', pushes);
  line('« Récupérer depuis GitHub », one file changed on GitHub', pulls);
  const calls = github.requests.filter((request) => request.path.startsWith('/repos/')).length;
  console.log(`GitHub API calls for the repository (create + 10 pushes + 10 pulls): ${calls}`);
} finally {
  await server.close();
  await github.close();
  await rm(dataDir, { recursive: true, force: true });
}
