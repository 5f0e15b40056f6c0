/**
 * Seeds 1,000 projects for one (premium) user and measures GET /api/projects over 500 requests.
 * Run by hand: `npx tsx bench/project-list.ts` (set DATABASE_URL to measure PostgreSQL). Results: bench/README.md.
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projects, userRoles, users } from '../server/db/schema.js';
import { loadConfig } from '../server/env.js';
import { startServer } from '../server/server.js';
import { freePort } from '../tests/support/free-port.js';

const PROJECTS = 1000;
const REQUESTS = 500;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-bench-'));
const port = await freePort();
const config = loadConfig({
  ...process.env,
  PORT: String(port),
  CONTENT_PORT: String(await freePort()),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
const server = await startServer(config, { rateLimits: { signIn: 10_000, signUp: 10_000 } });
const url = config.publicUrl;
const db = server.deps.database.db;

const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: url },
  body: JSON.stringify({ email: `bench-${Date.now()}@exemple.fr`, password: 'motdepasse-bench', name: 'bench' }),
});
const cookie = signUp.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const { user } = (await signUp.json()) as { user: { id: string; email: string } };
await db.insert(userRoles).values({ userId: user.id, role: 'premium' });

const seedStarted = performance.now();
const rows = Array.from({ length: PROJECTS }, (_, i) => ({
  userId: user.id,
  title: `Projet ${i} — application de démonstration`,
  description: `Description du projet numéro ${i}, avec assez de texte pour ressembler à un vrai projet.`,
  prompt: `Créer une application numéro ${i} avec un tableau de bord et une page de contact.`,
  status: ['draft', 'active', 'completed', 'generating'][i % 4]!,
  updatedAt: new Date(Date.now() - i * 60_000),
}));
for (let i = 0; i < rows.length; i += 250) await db.insert(projects).values(rows.slice(i, i + 250));
const seedMs = performance.now() - seedStarted;

const timings: number[] = [];
let bytes = 0;
for (let i = 0; i < REQUESTS; i++) {
  const started = performance.now();
  const response = await fetch(`${url}/api/projects`, { headers: { cookie } });
  const body = await response.arrayBuffer();
  timings.push(performance.now() - started);
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  bytes = body.byteLength;
}
const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
await server.close();
await rm(dataDir, { recursive: true, force: true });

console.log(`database: ${config.databaseUrl ? 'postgres' : 'pglite'} (user ${owner?.email})`);
console.log(`seed ${PROJECTS} projects: ${seedMs.toFixed(0)} ms`);
console.log(
  `GET /api/projects (${PROJECTS} projects, ${(bytes / 1024).toFixed(0)} KiB) x${REQUESTS}: p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms`,
);
