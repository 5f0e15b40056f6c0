import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { previewResponseSchema } from '../common/preview.js';
import { ensureWebBuild } from '../scripts/web-build.js';
import { freePort } from '../tests/support/free-port.js';
import { createHttpClient } from '../tests/support/http-client.js';
import { createTestDatabase } from '../tests/support/test-database.js';
import { rootDir } from './root-dir.js';

/**
 * `npm start` as a production install runs it: `node scripts/start.js` compiles the server into dist/server/
 * when its sources changed, then runs that JavaScript (no tsx). The bundle must find what lives beside the sources
 * (migrations, the frame's bridge, the web build) and start its vendor child process from dist/ too.
 */
let child: ChildProcess;
let output = '';
let url: string;
let dataDir: string;
let dropDatabase: () => Promise<void> = async () => {};

/** `npm start`'s environment for a server on `port` and this file's data folder. */
async function startEnv(port: number): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    CONTENT_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NPM_REGISTRY_URL: 'off',
    SYSTEM_SAMPLE_INTERVAL_MS: '0',
  };
}

beforeAll(async () => {
  await ensureWebBuild();
  dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-compiled-'));
  const database = await createTestDatabase(dataDir);
  dropDatabase = database.drop;
  const port = await freePort();
  url = `http://localhost:${port}`;
  child = spawn(process.execPath, [path.join(rootDir, 'scripts/start.js')], {
    cwd: rootDir,
    env: { ...(await startEnv(port)), DATABASE_URL: database.url ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Compiling the server (a few seconds) and creating the database come first: wait for either the answer or an exit.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start s'est arrêté (${child.exitCode}) :\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 300_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  await dropDatabase();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (serveur compilé)', () => {
  it('lance le JavaScript de dist/server, qui répond à /api/health', async () => {
    expect(existsSync(path.join(rootDir, 'dist/server/index.js'))).toBe(true);
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
  });

  it('construit un aperçu, paquets de React compris, depuis le serveur compilé', async () => {
    const client = createHttpClient(url);
    const signUp = await client.post('/api/auth/sign-up/email', {
      email: 'compile@exemple.fr',
      password: 'un mot de passe assez long',
      name: 'Compilé',
    });
    expect(signUp.status).toBe(200);
    const files = {
      'src/App.tsx': [
        "import { Heart } from 'lucide-react';",
        'export default function App() {',
        '  return <p className="text-violet-600"><Heart /> Bonjour</p>;',
        '}',
      ].join('\n'),
    };
    const built = await client.post('/api/preview', { files });
    expect(built.status, built.text).toBe(200);
    const { preview } = previewResponseSchema.parse(built.json);
    expect(preview.status).toBe('ready');
    const page = await fetch(preview.url);
    const html = await page.text();
    const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const { imports } = z.object({ imports: z.record(z.string(), z.string()) }).parse(JSON.parse(map));
    const react = await fetch(new URL(imports.react ?? '/absent', preview.url));
    expect(react.status).toBe(200);
    expect(await react.text()).toContain('export');
    // Built by the child process of dist/server/, which wrote it under DATA_DIR before exiting.
    expect(readdirSync(path.join(dataDir, 'preview-vendor')).length).toBe(1);
    expect(output).not.toContain('processus à part en échec');
  });

  it('un second npm start sur le même dossier de données dit qu’il est pris, et le premier serveur continue', async () => {
    // `npm start` locks the folder and opens its database before loading the server (scripts/open-early.ts):
    // that early step must leave the first server's folder alone and let the start say why it stops.
    const second = spawn(process.execPath, [path.join(rootDir, 'scripts/start.js')], {
      cwd: rootDir,
      env: await startEnv(await freePort()),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let secondOutput = '';
    second.stdout!.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
    second.stderr!.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
    const [code] = (await once(second, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(secondOutput).toContain('Le dossier de données est déjà utilisé par un autre serveur Lumi');
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
  });
});
