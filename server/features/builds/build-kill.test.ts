import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import type { Build } from '../../../common/builds.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { freePort } from '../../../tests/support/free-port.js';
import { largeApp } from '../../../tests/support/sample-apps.js';
import { createTestDatabase } from '../../../tests/support/test-database.js';
import { rootDir } from '../../root-dir.js';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** The real server as `npm start` runs it, in a process of its own that the test can kill -9. */
async function startServerProcess(env: Record<string, string>, url: string) {
  const child = spawn(process.execPath, [path.join(rootDir, 'scripts/start.js')], {
    cwd: rootDir,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté : ${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Le serveur n'a pas démarré : ${output}`);
}

describe('un build coupé par kill -9', () => {
  it('un build web en cours quand le serveur est tué (kill -9) est repris au redémarrage et se termine, son fichier complet', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-kill-'));
    const database = await createTestDatabase(dataDir);
    const [port, contentPort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      PORT: String(port),
      CONTENT_PORT: String(contentPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATABASE_URL: database.url ?? '',
      PREVIEW_WARM_UP: 'off',
    };
    try {
      const first = await startServerProcess(env, url);
      const client = createHttpClient(url);
      expect((await client.signUp(`kill-${Date.now()}@exemple.fr`, 'motdepasse-kill')).status).toBe(200);
      const created = await client.post('/api/projects', { title: 'Coupé en plein build', files: largeApp() });
      expect(created.status).toBe(201);
      const projectId = (created.json as { project: { id: string } }).project.id;
      const started = await client.post('/api/builds', { projectId, platform: 'web' });
      expect(started.status).toBe(201);
      const buildId = (started.json as { build: Build }).build.id;

      let seen: Build | null = null;
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        seen = ((await client.get(`/api/builds/${buildId}`)).json as { build: Build }).build;
        if (seen.status !== 'pending') break;
      }
      expect(seen?.status, 'le build doit être pris pendant le test').toBe('building');
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));

      await startServerProcess(env, url);
      let ended: Build | null = null;
      const restartDeadline = Date.now() + 120_000;
      while (Date.now() < restartDeadline) {
        ended = ((await client.get(`/api/builds/${buildId}`)).json as { build: Build }).build;
        if (ended.status === 'completed' || ended.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(ended).toMatchObject({ status: 'completed', progress: 100, error: null });
      expect(ended!.log).toContain('Reprise du build interrompu');
      const artifact = await fetch(`${url}/api/builds/${buildId}/artifact`, {
        headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      expect(artifact.status).toBe(200);
      const site = unzipSync(new Uint8Array(await artifact.arrayBuffer()));
      expect(Object.keys(site)).toEqual(expect.arrayContaining(['index.html', 'sw.js', 'manifest.webmanifest']));
      expect(artifact.headers.get('content-length')).toBe(String(ended!.fileSize));
    } finally {
      for (const child of children) child.kill('SIGKILL');
      await database.drop();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    }
  }, 240_000);
});
