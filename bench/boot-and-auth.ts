/**
 * Prints: server boot time on an empty data folder and on an existing one, /api/health latency, and sign-in
 * latency (argon2id verify + session write). Run by hand: `npx tsx bench/boot-and-auth.ts` (DATABASE_URL to
 * measure PostgreSQL). Results go to bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/env.js';
import { startServer } from '../server/server.js';
import { freePort } from '../tests/support/free-port.js';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function boot(dataDir: string) {
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
  const started = performance.now();
  const server = await startServer(config, { rateLimits: { signIn: 10_000, signUp: 10_000 } });
  return { server, url: config.publicUrl, bootMs: performance.now() - started };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-bench-'));
const first = await boot(dataDir);
await first.server.close();
const second = await boot(dataDir);
const { url } = second;

const health: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  await (await fetch(`${url}/api/health`)).arrayBuffer();
  health.push(performance.now() - t);
}

const headers = { 'content-type': 'application/json', origin: url };
await fetch(`${url}/api/auth/sign-up/email`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ email: 'bench@exemple.fr', password: 'motdepasse-mesure', name: 'bench' }),
});
const signIn: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'bench@exemple.fr', password: 'motdepasse-mesure' }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in ${response.status}`);
  signIn.push(performance.now() - t);
}
await second.server.close();
await rm(dataDir, { recursive: true, force: true });

console.log(`database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`);
console.log(`boot, empty data folder (create + migrate): ${ms(first.bootMs)}`);
console.log(`boot, existing data folder:                 ${ms(second.bootMs)}`);
console.log(`GET /api/health x200: p50 ${ms(percentile(health, 50))}, p95 ${ms(percentile(health, 95))}`);
console.log(`sign-in x20 (argon2id verify + session): p50 ${ms(percentile(signIn, 50))}, p95 ${ms(percentile(signIn, 95))}`);
