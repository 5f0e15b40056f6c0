import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/free-port.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';
import { loadConfig } from '../env.js';
import { rootDir } from '../root-dir.js';
import { startServer } from '../server.js';
import { acquireDataDirLock } from './lock.js';

let first: TestServer;
beforeAll(async () => {
  first = await startTestServer();
});
afterAll(async () => {
  await first?.close();
});

function runSecondServer(dataDir: string, port: number, contentPort: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(rootDir, 'scripts/start.js')], {
      cwd: rootDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        CONTENT_PORT: String(contentPort),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('verrou du dossier de données', () => {
  it("un second serveur sur le même dossier s'arrête avec un message clair au lieu d'abîmer les données", async () => {
    const result = await runSecondServer(first.dataDir, await freePort(), await freePort());
    expect(result.code).toBe(1);
    expect(result.output).toContain('Le dossier de données est déjà utilisé par un autre serveur Lumi');
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it("un verrou laissé par un serveur arrêté brutalement (PID disparu) n'empêche pas de redémarrer", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-lock-'));
    // PID 2^22 + 1 is above Linux's pid_max: no live process can hold it.
    await writeFile(path.join(dataDir, 'lumi.lock'), String(4_194_305));
    const lock = acquireDataDirLock(dataDir);
    expect(await readFile(path.join(dataDir, 'lumi.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    await expect(readFile(path.join(dataDir, 'lumi.lock'), 'utf8')).rejects.toThrow();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('un port déjà pris fait échouer le démarrage sans laisser le dossier de données verrouillé', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-port-'));
    const config = (port: number) =>
      loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        CONTENT_PORT: String(first.server.contentPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'error',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      });
    // The content port is the first server's: the second listen fails after the first succeeded.
    const appPort = await freePort();
    await expect(startServer(config(appPort))).rejects.toMatchObject({ code: 'EADDRINUSE' });
    // The lock file is gone and the app port it had opened is free again.
    await expect(readFile(path.join(dataDir, 'lumi.lock'), 'utf8')).rejects.toThrow();
    const probe = createServer();
    await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(appPort, '127.0.0.1', resolve));
    await new Promise((resolve) => probe.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });
});
