import { and, eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema.js';
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

const db = () => server.server.deps.database.db;
type Client = ReturnType<typeof createHttpClient>;

async function newUser() {
  const email = `import${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-import')).status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return { client, id: user!.id };
}

/** Sends the zip as the web app does: the raw bytes, with the session cookie and our Origin. */
async function importZip(client: Client | null, zip: Uint8Array, options: { title?: string; type?: string } = {}) {
  const query = options.title === undefined ? '' : `?title=${encodeURIComponent(options.title)}`;
  const headers: Record<string, string> = { origin: server.url, 'content-type': options.type ?? 'application/zip' };
  if (client?.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${server.url}/api/projects/import${query}`, { method: 'POST', headers, body: new Blob([zip.slice()]) });
  const json = (await response.json()) as {
    project?: { id: string; title: string; framework: string; description: string | null };
    skipped?: string[];
    message?: string;
  };
  return { status: response.status, json };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0x00, 0xfe]);

function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [path, content] of Object.entries(files)) entries[path] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(entries);
}

const vitePackage = JSON.stringify({
  name: 'meteo-du-jour',
  description: 'La météo de ma ville',
  dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
  devDependencies: { vite: '^7.0.0', '@vitejs/plugin-react': '^5.0.0' },
});

const viteApp = {
  'meteo-du-jour-main/package.json': vitePackage,
  'meteo-du-jour-main/index.html': '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
  'meteo-du-jour-main/vite.config.ts': "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };",
  'meteo-du-jour-main/src/main.tsx':
    "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')!).render(<App />);",
  'meteo-du-jour-main/src/App.tsx':
    "import logo from './assets/logo.png';\nexport default function App() { return <h1>Météo <img src={logo} /></h1>; }",
  'meteo-du-jour-main/src/assets/logo.png': PNG,
  'meteo-du-jour-main/node_modules/react/index.js': 'module.exports = {};',
  'meteo-du-jour-main/node_modules/.bin/vite': '#!/usr/bin/env node',
  'meteo-du-jour-main/package-lock.json': '{"lockfileVersion": 3}',
  'meteo-du-jour-main/dist/index.html': '<p>build</p>',
  'meteo-du-jour-main/.DS_Store': new Uint8Array([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31]),
  'meteo-du-jour-main/.git/HEAD': 'ref: refs/heads/main',
  'meteo-du-jour-main/notes.bin': new Uint8Array([0xff, 0xfe, 0x00, 0x81]),
};

describe('importer un projet depuis une archive zip', () => {
  it("un utilisateur importe le zip d'une app Vite : il retrouve les fichiers de l'app, l'image en data: URL, sans node_modules ni fichier de verrouillage, nommée d'après package.json", async () => {
    const { client, id } = await newUser();
    const imported = await importZip(client, zipOf(viteApp));
    expect(imported.status).toBe(201);
    expect(imported.json.project).toMatchObject({ title: 'Meteo du jour', framework: 'react', description: 'La météo de ma ville' });
    expect(imported.json.skipped).toEqual(['notes.bin']);

    const detail = await client.get(`/api/projects/${imported.json.project!.id}`);
    const files = detail.json?.files as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/App.tsx',
      'src/assets/logo.png',
      'src/main.tsx',
      'vite.config.ts',
    ]);
    expect(files['src/App.tsx']).toContain('Météo');
    expect(files['src/assets/logo.png']).toBe(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`);

    const versions = (await client.get(`/api/projects/${imported.json.project!.id}/versions`)).json?.versions as { summary: string }[];
    expect(versions).toMatchObject([{ summary: "Import d'une archive zip" }]);
    const [audit] = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, imported.json.project!.id), eq(auditLogs.action, 'create')));
    expect(audit).toMatchObject({
      userId: id,
      resourceType: 'project',
      newValues: { title: 'Meteo du jour', importedFiles: 6, skippedFiles: 1 },
    });
  });

  it("le zip d'une app Create React App sans dossier commun devient un projet React ; le titre demandé l'emporte", async () => {
    const { client } = await newUser();
    const cra = zipOf({
      'package.json': JSON.stringify({
        name: 'my-cra-app',
        dependencies: { react: '^18.2.0', 'react-dom': '^18.2.0', 'react-scripts': '5.0.1' },
      }),
      'public/index.html': '<div id="root"></div>',
      'public/favicon.ico': new Uint8Array([0, 0, 1, 0, 1, 0]),
      'src/index.js':
        "import ReactDOM from 'react-dom/client';\nimport App from './App';\nReactDOM.createRoot(document.getElementById('root')).render(<App />);",
      'src/App.js': 'export default function App() { return <p>Bonjour</p>; }',
      'build/static/js/main.js': 'minifié',
      'yarn.lock': '# yarn lockfile v1',
    });
    const named = await importZip(client, cra);
    expect(named.status).toBe(201);
    expect(named.json).toMatchObject({ project: { title: 'My cra app', framework: 'react' }, skipped: [] });
    const files = (await client.get(`/api/projects/${named.json.project!.id}`)).json?.files as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(['package.json', 'public/favicon.ico', 'public/index.html', 'src/App.js', 'src/index.js']);
    expect(files['public/favicon.ico']).toMatch(/^data:image\/x-icon;base64,/);

    const titled = await importZip(client, cra, { title: '  Ma boutique  ' });
    expect(titled.json.project?.title).toBe('Ma boutique');
  });

  it('sans package.json, le projet prend le nom du dossier du zip, sinon « Projet importé »', async () => {
    const { client } = await newUser();
    expect((await importZip(client, zipOf({ 'carnet-de-notes-main/index.html': '<h1>Notes</h1>' }))).json.project?.title).toBe(
      'Carnet de notes',
    );
    expect((await importZip(client, zipOf({ 'index.html': '<h1>Notes</h1>' }))).json.project?.title).toBe('Projet importé');
  });
});

describe("importer : archives refusées, jamais d'erreur 500", () => {
  it('un zip qui contient « ../evil » est refusé en 400 et ne crée rien', async () => {
    const { client } = await newUser();
    const response = await importZip(client, zipOf({ 'app/index.html': '<p>ok</p>', '../evil': 'pwned' }));
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('ne peut pas contenir ..');
    expect((await client.get('/api/projects')).json?.projects).toEqual([]);
  });

  it.each([
    ['du texte', strToU8('ceci n’est pas un zip')],
    ['un zip tronqué', zipOf(viteApp).subarray(0, 400)],
    ['un fichier vide', new Uint8Array(0)],
  ])('%s reçoit 400 « archive zip lisible »', async (_label, bytes) => {
    const { client } = await newUser();
    const response = await importZip(client, bytes);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("Ce fichier n'est pas une archive zip lisible.");
  });

  it('un zip qui ne contient que node_modules et des fichiers de verrouillage reçoit 400 « aucun fichier de projet »', async () => {
    const { client } = await newUser();
    const response = await importZip(client, zipOf({ 'node_modules/a/index.js': 'x', 'pnpm-lock.yaml': 'lockfileVersion: 9' }));
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("L'archive ne contient aucun fichier de projet.");
  });

  it('une archive de plus de 20 Mo reçoit 413 avec un message en français', async () => {
    const { client } = await newUser();
    const response = await importZip(client, new Uint8Array(21 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(response.json.message).toBe("L'archive dépasse la taille maximale de 20 Mo.");
  });

  it('un projet de plus de 5 Mo ou de plus de 500 fichiers reçoit 413', async () => {
    const { client } = await newUser();
    const big = await importZip(client, zipOf({ 'src/data.json': 'a'.repeat(6 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.json.message).toBe('Le projet dépasse la taille maximale de 5 Mo.');
    const many = await importZip(client, zipOf(Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`src/f${i}.ts`, 'x']))));
    expect(many.status).toBe(413);
    expect(many.json.message).toContain('500 fichiers');
  });

  it('une bombe zip (plus de 50 Mo une fois décompressée, même en mentant sur sa taille) reçoit 413 et ne crée rien', async () => {
    const { client } = await newUser();
    const bomb = zipOf({ 'zeros.txt': new Uint8Array(60 * 1024 * 1024) });
    const honest = await importZip(client, bomb);
    expect(honest.status).toBe(413);
    expect(honest.json.message).toBe("L'archive décompressée dépasse 50 Mo.");

    // The central directory claims 10 bytes: the inflated bytes are counted, not the declared ones.
    const lying = bomb.slice();
    const view = new DataView(lying.buffer);
    const centralDirectory = view.getUint32(lying.length - 22 + 16, true);
    view.setUint32(centralDirectory + 24, 10, true);
    const caught = await importZip(client, lying);
    expect(caught.status).toBe(413);
    expect(caught.json.message).toBe("L'archive décompressée dépasse 50 Mo.");
    expect((await client.get('/api/projects')).json?.projects).toEqual([]);
  });

  it("un envoi qui n'est pas un zip brut (JSON) reçoit 415, un titre invalide 400", async () => {
    const { client } = await newUser();
    expect((await importZip(client, zipOf(viteApp), { type: 'application/json' })).status).toBe(415);
    const badTitle = await importZip(client, zipOf(viteApp), { title: 'x'.repeat(201) });
    expect(badTitle.status).toBe(400);
    expect(badTitle.json.message).toContain('200 caractères');
  });
});

describe('importer : accès et offre', () => {
  it('un autre utilisateur ne voit pas le projet importé (404) et ne le trouve pas dans sa liste', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const imported = await importZip(alice.client, zipOf(viteApp));
    expect(imported.status).toBe(201);
    const response = await bob.client.get(`/api/projects/${imported.json.project!.id}`);
    expect(response.status).toBe(404);
    expect((await bob.client.get('/api/projects')).json?.projects).toEqual([]);
  });

  it("l'import compte dans la limite de l'offre Gratuite : le 4e projet est refusé comme une création", async () => {
    const { client } = await newUser();
    for (let i = 0; i < 3; i++) expect((await importZip(client, zipOf(viteApp))).status).toBe(201);
    const fourth = await importZip(client, zipOf(viteApp));
    expect(fourth.status).toBe(403);
    expect(fourth.json.message).toContain('offre Pro');
    expect((await client.get('/api/projects')).json?.projects).toHaveLength(3);
  });

  it('sans session, importer répond 401', async () => {
    const response = await importZip(null, zipOf(viteApp));
    expect(response.status).toBe(401);
  });
});
