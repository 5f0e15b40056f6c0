/**
 * Prints: `npm start` → `/api/health` answers, on an empty and on an existing data folder (median of
 * BENCH_BOOTS), and the server's resident memory (VmRSS of the process that listens, not npm's) idle after boot,
 * during the first preview build (the vendor bundle is built then), and 60 s after it. The whole process tree's RSS
 * (esbuild's service, a vendor child) is printed beside it. Run by hand: `npx tsx bench/memory-and-boot.ts`; set
 * DATABASE_URL to a database of its own to measure PostgreSQL (it must be empty: the first boot applies migrations).
 * BENCH_COMMAND="node scripts/start.js" measures another start command; BENCH_BOOT_ONLY=1 measures the boots only. Results go to bench/README.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { previewResponseSchema } from '../common/preview.js';
import { freePort } from '../tests/support/free-port.js';

const root = path.resolve(import.meta.dirname, '..');
const BOOTS = Number(process.env.BENCH_BOOTS ?? 3);
const AFTER_MS = Number(process.env.BENCH_AFTER_MS ?? 60_000);
/** Only the boots (empty, then existing data folder): no memory phases. */
const BOOT_ONLY = Boolean(process.env.BENCH_BOOT_ONLY);
const [command, ...args] = (process.env.BENCH_COMMAND ?? 'npm start').split(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

async function rssKib(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
}

/** User + system CPU time of a process so far, in ms (clock ticks of 10 ms). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

async function descendants(pid: number): Promise<number[]> {
  const all: number[] = [];
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  for (const child of children.split(' ').filter(Boolean).map(Number)) all.push(child, ...(await descendants(child)));
  return all;
}

/** The process of the tree that holds the listening socket of `port`. */
async function listener(rootPid: number, port: number): Promise<number | null> {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (await readFile(table, 'utf8')).split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  for (const pid of [rootPid, ...(await descendants(rootPid))]) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return pid;
    }
  }
  return null;
}

interface Running {
  child: ChildProcess;
  port: number;
  url: string;
  server: number;
  bootMs: number;
  /** CPU time of the whole tree (npm, tsx, the server, esbuild) until healthy: less dependent on the machine's load. */
  cpuMs: number;
  log: string[];
}

const started = new Set<ChildProcess>();
// A failed run does not leave a server behind: npm's process group is stopped on exit.
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
});

async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  const log: string[] = [];
  const startedAt = performance.now();
  const child = spawn(command!, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      CONTENT_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NPM_REGISTRY_URL: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.add(child);
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  // The server's public URL (origin checks compare with it).
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (${child.exitCode}) :\n${log.join('')}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (performance.now() - startedAt > 300_000) throw new Error(`pas de réponse après 300 s :\n${log.join('')}`);
    await sleep(20);
  }
  const bootMs = performance.now() - startedAt;
  let cpu = 0;
  for (const pid of [child.pid!, ...(await descendants(child.pid!))]) cpu += await cpuMs(pid);
  const server = await listener(child.pid!, port);
  if (!server) throw new Error('processus du serveur introuvable');
  return { child, port, url, server, bootMs, cpuMs: cpu, log };
}

async function stop(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  process.kill(running.server, 'SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (running.child.exitCode === null) running.child.kill('SIGKILL');
}

async function treeKib(running: Running): Promise<number> {
  let total = 0;
  for (const pid of [running.server, ...(await descendants(running.server))]) total += await rssKib(pid);
  return total;
}

async function memory(running: Running, label: string): Promise<string> {
  return `${label}: server ${mib(await rssKib(running.server))}, process tree ${mib(await treeKib(running))}`;
}

/** The highest RSS of the server and of its process tree while `work` runs, sampled every 50 ms. */
async function peakDuring(running: Running, work: () => Promise<void>): Promise<string> {
  let server = 0;
  let tree = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      server = Math.max(server, await rssKib(running.server));
      tree = Math.max(tree, await treeKib(running));
      await sleep(50);
    }
  })();
  try {
    await work();
  } finally {
    sampling = false;
    await sampler;
  }
  return `server ${mib(server)}, process tree ${mib(tree)}`;
}

const vendorBuilt = async (dataDir: string) => {
  const keys = await readdir(path.join(dataDir, 'preview-vendor')).catch(() => []);
  return keys.some((key) => !key.endsWith('.tmp'));
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-bench-memory-'));
const print = (line: string) => console.log(line);
print(`database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}; command: ${command} ${args.join(' ')}`);

// Empty data folder: the server builds the vendor bundle right after boot (its warm-up), then 4 warm-up builds.
const first = await start(dataDir);
print(`npm start → healthy, empty data folder: ${first.bootMs.toFixed(0)} ms (CPU ${first.cpuMs} ms)`);
if (!BOOT_ONLY) {
  const vendorStarted = performance.now();
  const vendorPeak = await peakDuring(first, async () => {
    while (!(await vendorBuilt(dataDir))) await sleep(50);
    // The warm-up builds that follow the vendor bundle.
    await sleep(5000);
  });
  print(
    `RSS peak during the first vendor build (warm-up, ${((performance.now() - vendorStarted) / 1000).toFixed(1)} s incl. 5 s after): ${vendorPeak}`,
  );
  await sleep(AFTER_MS);
  print(await memory(first, `RSS ${AFTER_MS / 1000} s after the first vendor build`));
}
await stop(first);

const boots: number[] = [];
const cpus: number[] = [];
let running: Running | null = null;
for (let i = 0; i < BOOTS; i++) {
  running = await start(dataDir);
  boots.push(running.bootMs);
  cpus.push(running.cpuMs);
  if (i < BOOTS - 1) await stop(running);
}
print(
  `npm start → healthy, existing data folder, median of ${BOOTS}: ${median(boots).toFixed(0)} ms (${boots.map((b) => b.toFixed(0)).join(', ')}), CPU ${median(cpus)} ms`,
);
const server = running!;
if (BOOT_ONLY) {
  await stop(server);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
await sleep(10_000);
print(await memory(server, 'RSS idle 10 s after boot (existing data folder, warm-up done)'));

const headers = { 'content-type': 'application/json', origin: server.url };
const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ email: 'memoire@exemple.fr', password: 'un mot de passe assez long', name: 'Mémoire' }),
});
if (!signUp.ok) throw new Error(`inscription ${signUp.status}`);
const cookie = signUp.headers
  .getSetCookie()
  .map((entry) => entry.split(';')[0])
  .join('; ');

const app = (round: number) => ({
  'src/App.tsx': [
    "import { useState } from 'react';",
    "import { BrowserRouter, Routes, Route } from 'react-router-dom';",
    "import { Heart } from 'lucide-react';",
    'export default function App() {',
    '  const [n, setN] = useState(0);',
    `  return <BrowserRouter><Routes><Route path="*" element={<button className="p-${round % 8} bg-violet-600" onClick={() => setN(n + 1)}><Heart /> {n} ${round}</button>} /></Routes></BrowserRouter>;`,
    '}',
  ].join('\n'),
});
const ROUNDS = Number(process.env.BENCH_PREVIEWS ?? 30);
let previewMs = 0;
const previewPeak = await peakDuring(server, async () => {
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    const built = await fetch(`${server.url}/api/preview`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ files: app(round) }),
    });
    if (!built.ok) throw new Error(`aperçu ${built.status} : ${await built.text()}`);
    const { preview } = previewResponseSchema.parse(await built.json());
    if (preview.status !== 'ready') throw new Error(`aperçu ${preview.status}`);
    await (await fetch(preview.url)).text();
  }
  previewMs = performance.now() - started;
});
print(`${ROUNDS} preview builds (distinct apps) in ${previewMs.toFixed(0)} ms; RSS peak: ${previewPeak}`);
await sleep(AFTER_MS);
print(await memory(server, `RSS ${AFTER_MS / 1000} s after the preview builds`));
await stop(server);
await rm(dataDir, { recursive: true, force: true });
