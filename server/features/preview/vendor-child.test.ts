import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../../../tests/support/free-port.js';
import { createTestDatabase } from '../../../tests/support/test-database.js';
import { rootDir } from '../../root-dir.js';

/** Processes of this machine building a preview vendor bundle into `dataDir` (build-vendor-child), by pid. */
async function vendorBuildsInto(dataDir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('build-vendor-child') && command.includes(dataDir)) pids.push(Number(entry));
  }
  return pids;
}

it("un serveur arrêté pendant la construction des paquets de l'aperçu ne laisse pas ce travail tourner derrière lui, ni d'erreur pour la page qui l'attendait", async () => {
  // The server in a process of its own, as `npm start` runs it: a server of this test process could find the bundle
  // already in memory (built once per process) and start no build at all.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-vendor-'));
  const database = await createTestDatabase(dataDir);
  const [port, contentPort] = [await freePort(), await freePort()];
  const server = spawn(process.execPath, [path.join(rootDir, 'scripts/start.js')], {
    cwd: rootDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      CONTENT_PORT: String(contentPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      NPM_REGISTRY_URL: 'off',
      DATABASE_URL: database.url ?? '',
      // A new data folder: the warm-up, once the server listens, builds the vendor bundle in a child process.
      PREVIEW_WARM_UP: 'on',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await expect.poll(async () => (await vendorBuildsInto(dataDir)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    // The content origin's waiting page (a signed-in page's spare frame) waits on that build.
    const waiting = fetch(`http://127.0.0.1:${contentPort}/runtime/attente`).then(
      (response) => response.status,
      () => 'coupée',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.kill('SIGTERM');
    await exited;
    // Gone once the server has stopped: the build (seconds of work) was caught in its first instants.
    expect(await vendorBuildsInto(dataDir)).toEqual([]);
    // The page's connection closed with the server; the build stopped for it is not an error of the server.
    expect(await waiting).toBe('coupée');
    expect(errors).toBe('');
  } finally {
    server.kill('SIGKILL');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}, 120_000);
