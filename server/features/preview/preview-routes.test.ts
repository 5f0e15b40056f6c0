import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../common/generation.js';
import { previewResponseSchema, type PreviewBuild } from '../../../common/preview.js';
import { lumiAiResponses } from '../../db/schema.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { readGenerationEvents } from '../../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';
import type { RuntimeErrorsReported } from './preview-service.js';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0' }, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

async function newUser() {
  const client = createHttpClient(server.url);
  expect((await client.signUp(`apercu${++counter}-${Date.now()}@exemple.fr`, 'motdepasse-apercu')).status).toBe(200);
  return client;
}

/** A real generation of this user with the offline model: its id and the files it wrote. */
async function generate(client: ReturnType<typeof createHttpClient>) {
  const response = await fetch(`${server.url}/api/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify({ message: 'Une application de notes', files: {} }),
  });
  const events = await readGenerationEvents(response);
  const start = events[0] as Extract<GenerationEvent, { type: 'start' }>;
  const written = Object.fromEntries(events.flatMap((e) => (e.type === 'file-done' ? [[e.path, e.content]] : [])));
  return { generationId: start.generationId, files: written };
}

const files = {
  'src/App.tsx':
    'import { Sparkles } from \'lucide-react\';\nexport default function App() { return <h1 className="text-violet-700">Mon application <Sparkles /></h1>; }',
};

async function buildPreview(client: ReturnType<typeof createHttpClient>, body: Record<string, unknown> = { files }): Promise<PreviewBuild> {
  const response = await client.post('/api/preview', body);
  expect(response.status).toBe(200);
  return previewResponseSchema.parse(response.json).preview;
}

describe("API de l'aperçu (origine de l'application)", () => {
  it('il faut être connecté pour construire un aperçu', async () => {
    const response = await createHttpClient(server.url).post('/api/preview', { files });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Vous devez être connecté.' });
  });

  it('des données invalides sont refusées avec un message français', async () => {
    const client = await newUser();
    const wrongShape = await client.post('/api/preview', { files: ['App.tsx'] });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.json?.message).toMatch(/^Données invalides/);
    const badPath = await client.post('/api/preview', { files: { '../App.tsx': 'x' } });
    expect(badPath.status).toBe(400);
    expect(badPath.json?.message).toBe('Chemin de fichier invalide « ../App.tsx » : le chemin ne peut pas contenir ...');
    const tooMany = await client.post('/api/preview', {
      files: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}.txt`, 'x'])),
    });
    expect(tooMany.status).toBe(413);
  });

  it("l'aperçu est servi par l'origine des contenus, dans un bac à sable, sans cookie", async () => {
    const client = await newUser();
    const preview = await buildPreview(client);
    expect(preview.status).toBe('ready');
    expect(preview.url).toBe(`${server.contentUrl}/p/${preview.id}/`);
    expect(new URL(preview.url).hostname).not.toBe(new URL(server.url).hostname);

    const page = await fetch(preview.url, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(
      `sandbox allow-scripts allow-forms allow-modals allow-popups; frame-ancestors ${server.url}`,
    );
    expect(page.headers.get('set-cookie')).toBeNull();
    const html = await page.text();
    const bridge = /<script src="(\/runtime\/bridge-[0-9a-f]{12}\.js)"/.exec(html)?.[1];
    expect(bridge).toBeDefined();
    expect(html).toContain(`<link rel="stylesheet" href="/p/${preview.id}/_lumi/app.css">`);
    expect(html).toContain('<script type="module">import "@lumi:entree";</script>');
    expect(html).toContain('Mon application');

    for (const asset of [`/p/${preview.id}/_lumi/app.css`, bridge!, '/vendor/importmap.json']) {
      const response = await fetch(server.contentUrl + asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), asset).toBe('*');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('les paquets pré-construits et la carte des imports sont servis une fois pour toutes', async () => {
    const { imports } = (await (await fetch(`${server.contentUrl}/vendor/importmap.json`)).json()) as { imports: Record<string, string> };
    expect(Object.keys(imports)).toEqual(expect.arrayContaining(['react', 'react-dom/client', 'lucide-react', 'recharts']));
    const react = await fetch(server.contentUrl + imports.react!);
    expect(react.status).toBe(200);
    expect(react.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(react.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(react.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${server.contentUrl}/vendor/0000000000000000/react.js`)).status).toBe(404);
    expect((await fetch(`${server.contentUrl}/runtime/bridge-000000000000.js`)).status).toBe(404);
  });

  it("avant la première construction, le cadre attend sur une page de l'origine des contenus qui prépare React", async () => {
    const client = await newUser();
    const runtime = await client.get('/api/preview/runtime');
    expect(runtime.status).toBe(200);
    const { warmUrl } = runtime.json as { warmUrl: string };
    expect(warmUrl).toBe(`${server.contentUrl}/runtime/attente`);
    const page = await fetch(warmUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      `sandbox allow-scripts allow-forms allow-modals allow-popups; frame-ancestors ${server.url}`,
    );
    const html = await page.text();
    expect(html).toMatch(/"react-dom\/client":"\/vendor\/[0-9a-f]{16}\/react-dom-client\.js"/);
    expect(html).toContain('createRoot(conteneur)');
    // The bridge comes first, listening for the studio's first build, with the vendor files' hash it loaded.
    expect(html.indexOf('data-waiting-on=')).toBeGreaterThan(-1);
    expect(html.indexOf('/runtime/bridge-')).toBeLessThan(html.indexOf('type="importmap"'));
    expect((await createHttpClient(server.url).get('/api/preview/runtime')).status).toBe(401);
  });

  it("une application React est aussi servie en données (page.json), pour que la page d'attente l'exécute sur place", async () => {
    const client = await newUser();
    const preview = await buildPreview(client);
    const response = await fetch(`${server.contentUrl}/p/${preview.id}/_lumi/page.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
    const page = (await response.json()) as {
      previewId: string;
      vendor: string;
      imports: Record<string, string>;
      lines: Record<string, { file: string }>;
      css: string;
    };
    const warm = await (await fetch(`${server.contentUrl}/runtime/attente`)).text();
    expect(page.previewId).toBe(preview.id);
    expect(warm).toContain(`data-waiting-on="${page.vendor}"`);
    expect(decodeURIComponent(page.imports['@lumi/src/App.tsx'] ?? '')).toContain('Mon application');
    expect(page.lines['@lumi/src/App.tsx']?.file).toBe('src/App.tsx');
    expect(page.css).toBe(`/p/${preview.id}/_lumi/app.css`);

    // A page written as HTML is not an app to run in place: the waiting page navigates to it.
    const html = await buildPreview(client, { files: { 'index.html': '<h1>Bonjour</h1>' } });
    const notAnApp = await fetch(`${server.contentUrl}/p/${html.id}/_lumi/page.json`);
    expect(notAnApp.status).toBe(404);
    expect(await notAnApp.json()).toEqual({ error: "Cet aperçu s'ouvre comme une page." });
  });

  it("l'origine de l'application ne sert jamais le code généré", async () => {
    const client = await newUser();
    const preview = await buildPreview(client);
    for (const path of [`/p/${preview.id}/`, `/p/${preview.id}/_lumi/app.css`, '/vendor/importmap.json']) {
      const response = await fetch(server.url + path);
      const text = await response.text();
      expect(response.headers.get('content-type') ?? '', path).not.toMatch(/javascript/);
      expect(text, path).not.toContain('Mon application');
    }
  });

  it("un identifiant inconnu donne une page 404 qui demande au studio de reconstruire, et aucun fichier hors de l'aperçu n'est lisible", async () => {
    const missing = await fetch(`${server.contentUrl}/p/inconnuinconnuinconnu000/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-missing="1"');
    const client = await newUser();
    const preview = await buildPreview(client);
    for (const path of ['..%2F..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', '_lumi/..%2F..%2Fpackage.json']) {
      const response = await fetch(`${server.contentUrl}/p/${preview.id}/${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toMatch(/root:x:0|"name": "lumi"/);
    }
  });
});

describe("aperçu d'un projet enregistré", () => {
  it("le propriétaire obtient l'aperçu de la version enregistrée ; un autre utilisateur reçoit 404", async () => {
    const owner = await newUser();
    const created = await owner.post('/api/projects', { title: 'Projet à prévisualiser', files });
    expect(created.status).toBe(201);
    const projectId = (created.json as { project: { id: string } }).project.id;

    const saved = await owner.post(`/api/preview/projects/${projectId}`);
    expect(saved.status).toBe(200);
    const preview = previewResponseSchema.parse(saved.json).preview;
    expect(await (await fetch(`${server.contentUrl}/p/${preview.id}/`)).text()).toContain('Mon application');

    const edited = await owner.post('/api/preview', {
      projectId,
      files: { 'src/App.tsx': 'export default () => <p>Version modifiée</p>;' },
    });
    expect(edited.status).toBe(200);

    const stranger = await newUser();
    for (const response of [
      await stranger.post(`/api/preview/projects/${projectId}`),
      await stranger.post('/api/preview', { projectId, files }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ code: 'NOT_FOUND', message: "Projet introuvable : le projet demandé n'existe pas." });
    }
    expect((await stranger.post('/api/preview/projects/pas-un-uuid')).status).toBe(400);
  });
});

describe("erreurs d'exécution remontées par le cadre", () => {
  const runtimeError = {
    kind: 'runtime-error',
    message: 'TypeError: x is undefined',
    file: 'src/App.tsx',
    line: 3,
    column: null,
    stack: null,
  };

  it("le propriétaire de l'aperçu signale une erreur : la génération qui a produit les fichiers en est informée", async () => {
    const client = await newUser();
    const generation = await generate(client);
    const preview = await buildPreview(client, { files: generation.files, generationId: generation.generationId });
    const reports: RuntimeErrorsReported[] = [];
    const unsubscribe = server.server.deps.preview.onRuntimeErrors((report) => {
      reports.push(report);
    });
    const response = await client.post(`/api/preview/${preview.id}/runtime-errors`, { errors: [runtimeError] });
    unsubscribe();
    expect(response.status).toBe(204);
    expect(reports).toEqual([
      expect.objectContaining({ previewId: preview.id, generationId: generation.generationId, projectId: null, errors: [runtimeError] }),
    ]);
  });

  it("un utilisateur ne peut pas faire baisser le score d'une génération d'un autre : l'aperçu qui la nomme est refusé", async () => {
    const owner = await newUser();
    const generation = await generate(owner);
    const score = async () =>
      (await server.server.deps.database.db.select().from(lumiAiResponses).where(eq(lumiAiResponses.promptId, generation.generationId)))[0]
        ?.qualityScore;
    expect(await score()).toBe(1);

    const stranger = await newUser();
    for (const generationId of [generation.generationId, 'generation-42']) {
      const refused = await stranger.post('/api/preview', { files: generation.files, generationId });
      expect(refused.status).toBe(404);
      expect(refused.json).toMatchObject({
        code: 'NOT_FOUND',
        message: "Génération introuvable : elle n'existe pas ou ne vous appartient pas.",
      });
    }
    // The same files without the generation build, and their errors are no one's score.
    const anonymousBuild = await buildPreview(stranger, { files: generation.files });
    expect((await stranger.post(`/api/preview/${anonymousBuild.id}/runtime-errors`, { errors: [runtimeError, runtimeError] })).status).toBe(
      204,
    );
    expect(await score()).toBe(1);
  });

  it("un autre utilisateur ne peut pas signaler d'erreur sur cet aperçu, et un signalement mal formé est refusé", async () => {
    const owner = await newUser();
    const preview = await buildPreview(owner);
    const stranger = await newUser();
    const refused = await stranger.post(`/api/preview/${preview.id}/runtime-errors`, { errors: [runtimeError] });
    expect(refused.status).toBe(404);
    expect(refused.json?.message).toBe('Aperçu introuvable : il a expiré ou ne vous appartient pas.');
    const malformed = await owner.post(`/api/preview/${preview.id}/runtime-errors`, { errors: [{ kind: 'autre', message: 'x' }] });
    expect(malformed.status).toBe(400);
    expect(malformed.json?.message).toMatch(/^Données invalides/);
  });
});
