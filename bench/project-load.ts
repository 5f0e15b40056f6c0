/**
 * `GET /api/projects` under load (issue #20): the server runs in a child process (its RSS read from
 * /proc/<pid>/status every second), one user with 50 projects of ~28.8 KB each and one with 1,000, autocannon with
 * 50 connections for 10 s on each list's first page and on /api/health, loopback only.
 * Run by hand: `npx tsx bench/project-load.ts` (PGlite), `DATABASE_URL=postgres://… npx tsx bench/project-load.ts`
 * (a fresh database on that server, dropped at the end). BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_AFTER_SECONDS
 * shorten a run, BENCH_WARM_UP_SECONDS (15) sets the unmeasured load before each run; BENCH_CPU_PROF=<folder> has the server write a CPU profile there. Results: bench/README.md.
 * The first run is the 50-project list on the server as it is after its start and the seed, without warm-up ("cold"): on 2 cores,
 * V8 spends the first ~10 s of load compiling the hot paths (PGlite's WebAssembly, drizzle, Hono) with its optimizing
 * tier, and the list answers at half its later rate meanwhile. The runs after it are what a server in use gives.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGLITE_UPKEEP_INTERVAL_MS } from '../server/db/pglite-upkeep.js';
import { freePort } from '../tests/support/free-port.js';
import { createTestDatabase } from '../tests/support/test-database.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const AFTER_SECONDS = Number(process.env.BENCH_AFTER_SECONDS ?? 60);
/** Before each measured run but the cold one, the same load unmeasured: the JIT, the pool's connections and the caches of a server in use. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 15);
const SMALL_USER_PROJECTS = 50;
const LARGE_USER_PROJECTS = Number(process.env.BENCH_LARGE_PROJECTS ?? 1000);

const root = path.resolve(import.meta.dirname, '..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-load-'));
const database = await createTestDatabase(dataDir);
const [port, contentPort] = [await freePort(), await freePort()];
const url = `http://127.0.0.1:${port}`;

// BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (where a list request's time goes).
const profileArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
const child = spawn(process.execPath, [...profileArgs, '--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    CONTENT_PORT: String(contentPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    FREE_PLAN_MAX_PROJECTS: '100000',
    NPM_REGISTRY_URL: 'off',
    SYSTEM_SAMPLE_INTERVAL_MS: '0',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  },
});
const childExited = new Promise<number | null>((resolve) => child.once('exit', resolve));

async function rssMiB(): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const samples: { at: number; rss: number }[] = [];
const started = Date.now();
const sampler = setInterval(() => {
  rssMiB().then(
    (rss) => samples.push({ at: Date.now() - started, rss }),
    () => {},
  );
}, 1000);

async function waitHealthy() {
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error('server not healthy after 180 s');
}

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'motdepasse-bench-charge', name: 'Banc de charge' }),
  });
  if (!response.ok) throw new Error(`sign-up ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// ~28.8 KB of JSON per project, as measured in the issue: a long prompt and a full description.
const PROMPT = 'Élément détaillé créé à côté ; déjà préféré, évalué, sécurisé. Écran « accès » géré. '.repeat(400).slice(0, 19_990);
const DESCRIPTION = 'Une application de démonstration pour mesurer la liste des projets sous charge, avec du texte. '
  .repeat(25)
  .slice(0, 1990);

async function seed(cookie: string, count: number, prefix: string) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const create = () =>
        fetch(`${url}/api/projects`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, cookie },
          body: JSON.stringify({ title: `${prefix} ${i}`, description: `${i} — ${DESCRIPTION}`, prompt: PROMPT }),
        });
      // A kept-alive socket the server closed at the instant it was reused (ECONNRESET on a loaded machine): once more.
      const response = await create().catch(create);
      if (response.status !== 201) throw new Error(`create ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

interface Run {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  bytesPerResponse: number;
  load: string;
}

async function load(name: string, pathname: string, cookie?: string, warmUpSeconds = WARM_UP_SECONDS): Promise<Run> {
  const sizeProbe = await fetch(`${url}${pathname}`, { headers: cookie ? { cookie } : {} });
  const bytesPerResponse = (await sizeProbe.arrayBuffer()).byteLength;
  if (warmUpSeconds > 0)
    await autocannon({
      url: `${url}${pathname}`,
      connections: CONNECTIONS,
      duration: warmUpSeconds,
      timeout: 10,
      headers: cookie ? { cookie } : {},
    });
  const result = await autocannon({
    url: `${url}${pathname}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    headers: cookie ? { cookie } : {},
  });
  return {
    name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse,
    load: loadavg()
      .map((v) => v.toFixed(2))
      .join(' '),
  };
}

let exitCode = 0;
try {
  await waitHealthy();
  const bootRss = await rssMiB();
  const smallCookie = await signUp(`charge-50-${Date.now()}@exemple.fr`);
  const largeCookie = await signUp(`charge-1000-${Date.now()}@exemple.fr`);
  const seedStarted = performance.now();
  await seed(smallCookie, SMALL_USER_PROJECTS, 'Projet');
  if (LARGE_USER_PROJECTS > 0) await seed(largeCookie, LARGE_USER_PROJECTS, 'Grand projet');
  const seedMs = performance.now() - seedStarted;
  // A list is read long after its projects were made: let the table's statistics be taken first, as they would have
  // been by then (on PGlite by the server's upkeep, server/db/pglite-upkeep.ts, which does what autovacuum does).
  // On PostgreSQL, autovacuum's launcher wakes every 60 s (autovacuum_naptime).
  await sleep(database.url ? 65_000 : PGLITE_UPKEEP_INTERVAL_MS + 5000);
  const beforeRss = await rssMiB();
  const loadStart = Date.now() - started;

  const runs = [await load(`GET /api/projects (${SMALL_USER_PROJECTS} projects), cold`, '/api/projects', smallCookie, 0)];
  runs.push(await load(`GET /api/projects (${SMALL_USER_PROJECTS} projects)`, '/api/projects', smallCookie));
  if (LARGE_USER_PROJECTS > 0) runs.push(await load(`GET /api/projects (${LARGE_USER_PROJECTS} projects)`, '/api/projects', largeCookie));
  runs.push(await load('GET /api/health', '/api/health'));
  const loadEnd = Date.now() - started;
  await sleep(AFTER_SECONDS * 1000);
  const afterRss = await rssMiB();
  const peak = Math.max(...samples.filter((s) => s.at >= loadStart && s.at <= loadEnd + 1000).map((s) => s.rss));

  console.log(
    `database: ${database.url ? 'postgres' : 'pglite'}, ${CONNECTIONS} connections × ${SECONDS} s per run after ${WARM_UP_SECONDS} s unmeasured (the cold run: none), Node ${process.version}`,
  );
  console.log(`seed: ${SMALL_USER_PROJECTS} + ${LARGE_USER_PROJECTS} projects in ${(seedMs / 1000).toFixed(1)} s`);
  console.log('| run | req/s | p50 ms | p99 ms | max ms | errors | timeouts | non-2xx | bytes/response | load avg |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const run of runs) {
    console.log(
      `| ${run.name} | ${run.requests.toFixed(0)} | ${run.p50} | ${run.p99} | ${run.max} | ${run.errors} | ${run.timeouts} | ${run.non2xx} | ${run.bytesPerResponse.toLocaleString('en')} | ${run.load} |`,
    );
  }
  console.log(
    `RSS (MiB): after boot ${bootRss.toFixed(0)}, before load ${beforeRss.toFixed(0)}, peak during ${peak.toFixed(0)}, ${AFTER_SECONDS} s after ${afterRss.toFixed(0)}`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  clearInterval(sampler);
  child.kill('SIGTERM');
  const stopped = await Promise.race([childExited, sleep(15_000).then(() => 'timeout' as const)]);
  if (stopped === 'timeout') child.kill('SIGKILL');
  await database.drop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}
process.exit(exitCode);
