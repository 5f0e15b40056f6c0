import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

async function newUser() {
  const client = createHttpClient(server.url);
  expect((await client.signUp(`export${++counter}-${Date.now()}@exemple.fr`, 'motdepasse-export')).status).toBe(200);
  return client;
}

/** The download as the browser gets it: bytes, not text. */
async function download(client: ReturnType<typeof createHttpClient>, path: string) {
  const response = await fetch(server.url + path, {
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
}

describe('« Exporter » depuis le serveur', () => {
  it('un utilisateur télécharge la version enregistrée de son projet en zip prêt à lancer, ou une version plus ancienne', async () => {
    const client = await newUser();
    const created = await client.post('/api/projects', {
      title: 'Boulangerie du coin',
      files: { 'src/App.tsx': 'export default function App() { return <h1>Version 1</h1>; }\n' },
    });
    const id = (created.json as { project: { id: string } }).project.id;
    expect(
      (
        await client.post(`/api/projects/${id}/versions`, {
          baseVersion: 1,
          files: { 'src/App.tsx': 'export default function App() { return <h1>Version 2</h1>; }\n' },
        })
      ).status,
    ).toBe(201);

    const current = await download(client, `/api/projects/${id}/export`);
    expect(current.status).toBe(200);
    expect(current.headers.get('content-type')).toBe('application/zip');
    expect(current.headers.get('content-disposition')).toBe('attachment; filename="boulangerie-du-coin.zip"');
    const files = unzipSync(current.body);
    expect(strFromU8(files['boulangerie-du-coin/src/App.tsx']!)).toContain('Version 2');
    expect(Object.keys(files).sort()).toEqual(
      [
        '.gitignore',
        'README.md',
        'index.html',
        'lumi-tailwind.css',
        'package.json',
        'src/App.tsx',
        'src/main.tsx',
        'tsconfig.json',
        'vite.config.ts',
      ].map((file) => `boulangerie-du-coin/${file}`),
    );
    expect(strFromU8(files['boulangerie-du-coin/README.md']!)).toContain('(version 2)');

    const first = await download(client, `/api/projects/${id}/export?version=1`);
    expect(strFromU8(unzipSync(first.body)['boulangerie-du-coin/src/App.tsx']!)).toContain('Version 1');
  });

  it("une version inexistante, un numéro invalide ou le projet d'un autre reçoivent un message en français, jamais un zip", async () => {
    const owner = await newUser();
    const created = await owner.post('/api/projects', {
      title: 'Privé',
      files: { 'src/App.tsx': 'export default function App() { return null; }\n' },
    });
    const id = (created.json as { project: { id: string } }).project.id;

    const missing = await owner.get(`/api/projects/${id}/export?version=9`);
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'NOT_FOUND', message: "La version 9 de ce projet n'existe pas." });
    for (const version of ['0', 'abc', '2147483648']) {
      const invalid = await owner.get(`/api/projects/${id}/export?version=${version}`);
      expect(invalid.status).toBe(400);
      expect(invalid.text).toContain('Numéro de version invalide');
    }

    const other = await newUser();
    const stolen = await other.get(`/api/projects/${id}/export`);
    expect(stolen.status).toBe(404);
    expect(stolen.headers.get('content-type')).not.toBe('application/zip');
    const anonymous = await createHttpClient(server.url).get(`/api/projects/${id}/export`);
    expect(anonymous.status).toBe(401);
  });
});

describe('« Exporter » depuis le studio de démonstration (fichiers pas encore enregistrés)', () => {
  it('un utilisateur connecté envoie ses fichiers et reçoit le même zip prêt à lancer, sans projet créé', async () => {
    const client = await newUser();
    const response = await fetch(`${server.url}/api/exports/source`, {
      method: 'POST',
      headers: {
        origin: server.url,
        'content-type': 'application/json',
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({
        title: 'lumi-demo',
        files: { 'src/App.tsx': 'export default function App() { return <h1>Démo</h1>; }\n', 'src/index.css': '@import "tailwindcss";\n' },
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lumi-demo.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        '.gitignore',
        'README.md',
        'index.html',
        'package.json',
        'src/App.tsx',
        'src/index.css',
        'src/main.tsx',
        'tsconfig.json',
        'vite.config.ts',
      ].map((file) => `lumi-demo/${file}`),
    );
    expect(strFromU8(files['lumi-demo/src/main.tsx']!)).toContain("import './index.css';");
    expect(((await client.get('/api/projects')).json as { projects: unknown[] }).projects).toEqual([]);
  });

  it('des fichiers invalides ou un visiteur sans compte reçoivent un refus en français', async () => {
    const client = await newUser();
    const unsafe = await client.post('/api/exports/source', { title: 'Démo', files: { 'src/\u0000.tsx': 'x' } });
    expect(unsafe.status).toBe(400);
    const proto = await client.post('/api/exports/source', {
      title: 'Démo',
      files: JSON.parse('{"__proto__": "x", "src/App.tsx": "y"}') as Record<string, string>,
    });
    expect(proto.status).toBe(400);
    const untitled = await client.post('/api/exports/source', { title: '  ', files: {} });
    expect(untitled.status).toBe(400);
    expect(untitled.text).toContain('Le nom du projet est requis');
    const anonymous = await createHttpClient(server.url).post('/api/exports/source', { title: 'Démo', files: {} });
    expect(anonymous.status).toBe(401);
  });
});
