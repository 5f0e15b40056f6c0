import { afterEach, describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../../common/generation.js';
import { startFakeLlm, type FakeProtocol } from '../../../tests/support/fake-llm-server.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { readGenerationEvents } from '../../../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

const REPLY = [
  'Voici votre page ',
  'd\'accueil.\n<lumi-file path="src/App.tsx">\nexport default function App() {\n',
  '  return <h1 className="text-3xl">Bonjour</h1>;\n}\n</lumi-',
  'file>\nBonne création !',
];

const PROVIDERS: { provider: string; protocol: FakeProtocol; path: RegExp }[] = [
  { provider: 'openai-compatible', protocol: 'openai', path: /\/v1\/chat\/completions$/ },
  { provider: 'openai', protocol: 'openai', path: /\/v1\/chat\/completions$/ },
  { provider: 'gemini', protocol: 'gemini', path: /\/v1\/models\/gemini-2\.5-pro:streamGenerateContent\?alt=sse$/ },
  { provider: 'anthropic', protocol: 'anthropic', path: /\/v1\/messages$/ },
];

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.reverse()) await close();
  cleanup = [];
});

async function setUp(provider: string, fake: Awaited<ReturnType<typeof startFakeLlm>>, extraEnv: Record<string, string> = {}) {
  const server: TestServer = await startTestServer({
    AI_PROVIDER: provider,
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'cle-de-test',
    ...extraEnv,
  });
  cleanup.push(() => server.close());
  const client = createHttpClient(server.url);
  await client.signUp(`fournisseur-${Date.now()}@exemple.fr`, 'motdepasse-fournisseur');
  const created = await client.post('/api/projects', { title: 'Avec un vrai fournisseur', files: { 'README.md': 'Projet' } });
  const projectId = (created.json as { project: { id: string } }).project.id;
  const generate = () =>
    fetch(`${server.url}/api/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ projectId, message: "Fais une page d'accueil" }),
    });
  return { server, client, projectId, generate };
}

describe('fournisseurs d’IA (serveurs factices sur 127.0.0.1 parlant leur protocole)', () => {
  it.each(PROVIDERS)(
    '$provider : la réponse arrive en flux, le fichier est écrit et la version créée',
    async ({ provider, protocol, path }) => {
      const fake = await startFakeLlm({ protocol, chunks: REPLY });
      cleanup.push(fake.close);
      const { client, projectId, generate } = await setUp(provider, fake);
      const events = await readGenerationEvents(await generate());

      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]!.path).toMatch(path);
      const sent = JSON.stringify(fake.requests[0]!.body);
      expect(sent).toContain("Fais une page d'accueil");
      expect(sent).toContain('lumi-file');
      expect(sent).toContain('README.md');
      expect(sent).not.toContain('"lumi":');

      expect(
        events
          .filter((e) => e.type === 'text')
          .map((e) => (e as { delta: string }).delta)
          .join(''),
      ).toBe("Voici votre page d'accueil.\n\nBonne création !");
      expect(events.find((e) => e.type === 'file-done')).toEqual({
        type: 'file-done',
        path: 'src/App.tsx',
        content: 'export default function App() {\n  return <h1 className="text-3xl">Bonjour</h1>;\n}\n',
      });
      const done = events.at(-1) as Extract<GenerationEvent, { type: 'done' }>;
      expect(done).toMatchObject({ type: 'done', versionNumber: 2, usage: { inputTokens: 42 } });
      expect(done.usage.outputTokens).toBeGreaterThan(0);
      expect((await client.get(`/api/projects/${projectId}`)).json?.files).toMatchObject({
        'src/App.tsx': expect.stringContaining('Bonjour'),
      });
    },
  );

  it.each([
    [500, 'AI_PROVIDER', "Impossible de générer le code : le fournisseur d'IA ne répond pas correctement (500)."],
    [
      429,
      'AI_RATE_LIMITED',
      "Impossible de générer le code : le fournisseur d'IA est très sollicité en ce moment. Réessayez dans un instant.",
    ],
  ])('une erreur %i du fournisseur devient un message en français et le projet ne change pas', async (status, code, message) => {
    const fake = await startFakeLlm({ protocol: 'openai', chunks: [], status });
    cleanup.push(fake.close);
    const { client, projectId, generate } = await setUp('openai-compatible', fake);
    const events = await readGenerationEvents(await generate());
    expect(events.at(-1)).toEqual({ type: 'error', code, message });
    const detail = await client.get(`/api/projects/${projectId}`);
    expect(detail.json).toMatchObject({ project: { versionNumber: 1 }, files: { 'README.md': 'Projet' }, messages: [] });
    // The lock is released: the user can retry at once.
    expect((await generate()).status).toBe(200);
  });

  it('un fournisseur qui ne répond pas est abandonné après AI_TIMEOUT_MS avec un message clair', async () => {
    const fake = await startFakeLlm({ protocol: 'anthropic', chunks: [], hang: true });
    cleanup.push(fake.close);
    const { generate } = await setUp('anthropic', fake, { AI_TIMEOUT_MS: '1500' });
    const started = Date.now();
    const events = await readGenerationEvents(await generate());
    expect(events.at(-1)).toEqual({
      type: 'error',
      code: 'AI_TIMEOUT',
      message: 'Impossible de générer le code : Lumi a mis trop de temps à répondre. Réessayez.',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('un fichier coupé par le fournisseur est refusé et signalé, le reste est gardé', async () => {
    const fake = await startFakeLlm({
      protocol: 'gemini',
      chunks: [
        'Voici.\n<lumi-file path="src/ok.ts">\nexport const ok = 1;\n</lumi-file>\n<lumi-file path="src/App.tsx">\nexport default function App() {\n  return <div>',
      ],
    });
    cleanup.push(fake.close);
    const { client, projectId, generate } = await setUp('gemini', fake);
    const events = await readGenerationEvents(await generate());
    expect(events.find((e) => e.type === 'edit-rejected')).toEqual({
      type: 'edit-rejected',
      path: 'src/App.tsx',
      reason: 'fichier coupé avant sa balise de fermeture : il n’a pas été écrit',
    });
    expect(events.at(-1)).toMatchObject({ type: 'done', rejected: 1, versionNumber: 2, filesChanged: ['src/ok.ts'] });
    const files = (await client.get(`/api/projects/${projectId}`)).json?.files as Record<string, string>;
    expect(files['src/App.tsx']).toBeUndefined();
    expect(files['src/ok.ts']).toBe('export const ok = 1;\n');
  });
});

describe('configuration des fournisseurs', () => {
  it('un fournisseur sans clé arrête le démarrage avec un message clair', async () => {
    await expect(startTestServer({ AI_PROVIDER: 'gemini' })).rejects.toThrow(/AI_API_KEY: requis avec AI_PROVIDER=gemini/);
  });
});
