import { eq } from 'drizzle-orm';
import { transform } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../common/generation.js';
import { lumiAiResponses } from '../../db/schema.js';
import { startFakeLlm } from '../../../tests/support/fake-llm-server.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { readGenerationEvents } from '../../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';
import { syntaxProblem } from './check-syntax.js';

let offline: TestServer;
let counter = 0;
beforeAll(async () => {
  offline = await startTestServer({ AI_OFFLINE_DELAY_MS: '0' });
});
afterAll(async () => {
  await offline?.close();
});
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.reverse()) await close();
  cleanup = [];
});

async function signedIn(server: TestServer) {
  const client = createHttpClient(server.url);
  await client.signUp(`texte-${++counter}-${Date.now()}@exemple.fr`, 'motdepasse-texte');
  const generate = (body: Record<string, unknown>) =>
    fetch(`${server.url}/api/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify(body),
    });
  const createProject = async (files?: Record<string, string>) => {
    const created = await client.post('/api/projects', { title: 'Texte de l’utilisateur', ...(files ? { files } : {}) });
    expect(created.status).toBe(201);
    return (created.json as { project: { id: string } }).project.id;
  };
  return { client, generate, createProject };
}

/** A server whose model (a fake OpenAI-compatible server on 127.0.0.1) answers `reply`. */
async function withModelReply(chunks: string[]) {
  const fake = await startFakeLlm({ protocol: 'openai', chunks });
  cleanup.push(fake.close);
  const server = await startTestServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_API_KEY: 'cle-de-test' });
  cleanup.push(() => server.close());
  return server;
}

/** The exports of a TypeScript module that imports nothing, as the engine computes them. */
async function moduleExports(source: string): Promise<Record<string, unknown>> {
  const { code } = await transform(source, { loader: 'ts', format: 'cjs' });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', code)(module);
  return module.exports;
}

const done = (events: GenerationEvent[]) => events.at(-1) as Extract<GenerationEvent, { type: 'done' }>;

describe('texte de l’utilisateur et balises du protocole dans les fichiers générés (#21)', () => {
  it('l’idée « Une liste de tâches appelée « </lumi-file> & <script>alert(1)</script> » » donne une application qui compile et se construit, au nom écrit tel quel', async () => {
    const name = '</lumi-file> & <script>alert(1)</script>';
    const idea = `Une liste de tâches appelée « ${name} »`;
    const { client, generate, createProject } = await signedIn(offline);
    const projectId = await createProject();
    const events = await readGenerationEvents(await generate({ projectId, message: idea }));
    expect(events.filter((e) => e.type === 'edit-rejected')).toEqual([]);
    expect(done(events)).toMatchObject({ type: 'done', versionNumber: 2, rejected: 0, qualityScore: 1 });

    const files = (await client.get(`/api/projects/${projectId}`)).json?.files as Record<string, string>;
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['package.json', 'src/index.css', 'src/data/site.ts', 'src/App.tsx']));
    for (const [path, content] of Object.entries(files)) expect(await syntaxProblem(path, content), path).toBeNull();
    const { site } = await moduleExports(files['src/data/site.ts']!);
    expect(site).toMatchObject({ name });
    expect(JSON.parse(files['package.json']!)).toMatchObject({ name: 'lumi-file-script-alert-1-script' });

    const built = await client.post('/api/preview', { files });
    expect(built.status).toBe(200);
    expect(built.json?.preview).toMatchObject({ status: 'ready', errors: [] });
  });

  it('un fichier dont une chaîne contient </lumi-file>, écrit par un fournisseur, est enregistré en entier', async () => {
    const site =
      "export const site = {\n  name: 'Doc de Lumi',\n  tagline: 'Un fichier se termine par </lumi-file> seul sur sa ligne',\n};\n";
    const server = await withModelReply([
      "Voici.\n<lumi-file path=\"src/data/site.ts\">\nexport const site = {\n  name: 'Doc de Lumi',\n  tagline: 'Un fichier se termine par </lumi-",
      "file> seul sur sa ligne',\n};\n</lumi-file>\nC’est prêt.",
    ]);
    const { client, generate, createProject } = await signedIn(server);
    const projectId = await createProject({ 'README.md': 'Projet' });
    const events = await readGenerationEvents(await generate({ projectId, message: 'Documente le protocole' }));
    expect(events.find((e) => e.type === 'file-done')).toEqual({ type: 'file-done', path: 'src/data/site.ts', content: site });
    expect(done(events)).toMatchObject({ versionNumber: 2, rejected: 0, qualityScore: 1, reply: 'Voici.\n\nC’est prêt.' });
    const files = (await client.get(`/api/projects/${projectId}`)).json?.files as Record<string, string>;
    expect(files['src/data/site.ts']).toBe(site);
  });

  it('un fichier qui ne compile pas après le tour est refusé en français, garde son contenu précédent et baisse le score', async () => {
    const before = {
      'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n',
      'src/data/site.ts': "export const site = { tagline: 'Bienvenue' };\n",
    };
    const server = await withModelReply([
      'Je change le slogan.\n<lumi-file path="src/data/site.ts">\nexport const site = { tagline: \'Un site avec \n</lumi-file>\n',
      '<lumi-file path="src/Nouveau.tsx">\nexport default function Nouveau() {\n  return <p>Oups</div>;\n}\n</lumi-file>\n',
      '<lumi-edit path="src/App.tsx">\n<<<<<<< SEARCH\n  return <h1>Bonjour</h1>;\n=======\n  return <h1>Bonjour à tous</h1>;\n>>>>>>> REPLACE\n</lumi-edit>\n',
    ]);
    const { client, generate, createProject } = await signedIn(server);
    const projectId = await createProject(before);
    const events = await readGenerationEvents(await generate({ projectId, message: 'Change le slogan' }));

    const refused = events.filter((e) => e.type === 'edit-rejected');
    expect(refused.map((e) => e.path).sort()).toEqual(['src/Nouveau.tsx', 'src/data/site.ts']);
    expect(refused.find((e) => e.path === 'src/data/site.ts')).toMatchObject({
      reason: expect.stringMatching(
        /^le fichier ne compile pas \(ligne 1 : erreur de syntaxe : .+\) : il n’a pas été écrit, son contenu précédent est gardé$/,
      ),
    });
    const last = done(events);
    expect(last).toMatchObject({ versionNumber: 2, rejected: 2, filesChanged: ['src/App.tsx'] });
    // One file of three compiles, two were refused: 1/3 - 2 × 0.15.
    expect(last.qualityScore).toBe(0.03);

    const files = (await client.get(`/api/projects/${projectId}`)).json?.files as Record<string, string>;
    expect(files).toEqual({ ...before, 'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour à tous</h1>;\n}\n' });
    const start = events[0] as Extract<GenerationEvent, { type: 'start' }>;
    const [logged] = await server.server.deps.database.db
      .select()
      .from(lumiAiResponses)
      .where(eq(lumiAiResponses.promptId, start.generationId));
    expect(logged?.qualityScore).toBe(0.03);
  });
});
