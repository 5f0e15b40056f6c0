/**
 * Added latency of Lumi's generation endpoint: time to the first text event through Lumi minus time to
 * the first token from the (fake, 127.0.0.1) provider directly; then 50 concurrent streaming generations.
 * Run by hand: `npx tsx bench/generation-latency.ts`. Results: bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/env.js';
import { startServer } from '../server/server.js';
import { startFakeLlm } from '../tests/support/fake-llm-server.js';
import { freePort } from '../tests/support/free-port.js';

const RUNS = 40;
const CONCURRENT = 50;
const chunks = Array.from({ length: 120 }, (_, i) => `mot${i} `);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function firstChunk(response: Response, match: (text: string) => boolean): Promise<void> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended early');
    seen += value;
    if (match(seen)) break;
  }
  await reader.cancel();
}

async function drain(response: Response): Promise<number> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let events = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    events += value.split('\n\n').length - 1;
  }
}

const fake = await startFakeLlm({ protocol: 'openai', chunks, delayMs: 2 });
const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-bench-'));
const config = loadConfig({
  ...process.env,
  PORT: String(await freePort()),
  CONTENT_PORT: String(await freePort()),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fake.url,
  ADMIN_EMAILS: 'bench@exemple.fr',
});
const server = await startServer(config, { rateLimits: { signIn: 10_000, signUp: 10_000 } });
const url = config.publicUrl;
const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: url },
  body: JSON.stringify({ email: 'bench@exemple.fr', password: 'motdepasse-mesure', name: 'bench' }),
});
const cookie = signUp.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const direct: number[] = [];
const through: number[] = [];
for (let i = 0; i < RUNS; i++) {
  let started = performance.now();
  const providerResponse = await fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'x', stream: true, messages: [{ role: 'user', content: 'Bonjour' }] }),
  });
  await firstChunk(providerResponse, (text) => text.includes('"content"'));
  direct.push(performance.now() - started);

  started = performance.now();
  const lumiResponse = await fetch(`${url}/api/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ mode: 'conversation', message: 'Bonjour' }),
  });
  await firstChunk(lumiResponse, (text) => text.includes('event: text'));
  through.push(performance.now() - started);
}
const added = through.map((t, i) => t - direct[i]!);

const started = performance.now();
const results = await Promise.all(
  Array.from({ length: CONCURRENT }, () =>
    fetch(`${url}/api/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify({ mode: 'code', message: 'Une application de notes', files: {} }),
    }).then(drain),
  ),
);
const wall = performance.now() - started;
await server.close();
await fake.close();
await rm(dataDir, { recursive: true, force: true });

console.log(`database: ${config.databaseUrl ? 'postgres' : 'pglite'}; fake provider streams ${chunks.length} chunks, 2 ms apart`);
console.log(
  `first token, provider direct x${RUNS}: p50 ${percentile(direct, 50).toFixed(1)} ms, p95 ${percentile(direct, 95).toFixed(1)} ms`,
);
console.log(
  `first text event through Lumi x${RUNS}: p50 ${percentile(through, 50).toFixed(1)} ms, p95 ${percentile(through, 95).toFixed(1)} ms`,
);
console.log(`added latency: p50 ${percentile(added, 50).toFixed(1)} ms, p95 ${percentile(added, 95).toFixed(1)} ms`);
console.log(
  `${CONCURRENT} concurrent generations: ${wall.toFixed(0)} ms wall, ${results.reduce((a, b) => a + b, 0)} events, ${((results.reduce((a, b) => a + b, 0) / wall) * 1000).toFixed(0)} events/s`,
);
