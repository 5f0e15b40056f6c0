import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { once } from 'node:events';
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewResponseSchema } from '../../common/preview.js';
import { ensureWebBuild } from '../../scripts/web-build.js';
import { createHttpClient } from '../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';
import { webDistDir } from '../app.js';
import { compressResponses } from './compress.js';

let server: TestServer;
beforeAll(async () => {
  // The built files and their .br/.gz are what is tested: build them if web/ changed since the last build.
  await ensureWebBuild();
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '20' }, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http rather than fetch: fetch decodes bodies itself, and these tests look at the bytes on the wire. */
function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const decode = (response: RawResponse) =>
  response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.body)
    : response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.body)
      : response.body;

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function signedIn() {
  const client = createHttpClient(server.url);
  expect((await client.signUp(`compression-${Date.now()}-${Math.random()}@exemple.fr`, 'motdepasse-compression')).status).toBe(200);
  return { client, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}

describe("compression des réponses de l'origine de l'application", () => {
  it("un fichier /assets/ qui n'existe plus répond 404 en français, jamais la page de l'application à la place du script", async () => {
    const response = await rawRequest(`${server.url}/assets/index-ancien0.js`, { headers: BROWSER });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decode(response).toString()).message).toBe("Ce fichier de l'application n'existe plus : rechargez la page.");
  });

  it('le script de la page arrive précompressé en brotli, ou en gzip pour un client qui ne connaît que gzip', async () => {
    const html = decode(await rawRequest(`${server.url}/`, { headers: BROWSER })).toString();
    const script = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const original = readFileSync(path.join(webDistDir, script!));

    const br = await rawRequest(server.url + script!, { headers: BROWSER });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(original.length / 3);
    expect(decode(br).equals(original)).toBe(true);

    const gzip = await rawRequest(server.url + script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).equals(original)).toBe(true);

    const identity = await rawRequest(server.url + script!);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(original)).toBe(true);
  });

  it('la page HTML est revalidée à chaque visite et ne reste pas en cache', async () => {
    const page = await rawRequest(`${server.url}/pricing`, { headers: BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("une réponse JSON de l'API est compressée à la volée et n'est gardée par aucun cache", async () => {
    const { client, cookie } = await signedIn();
    const files = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`src/composant-${i}.tsx`, `export const Composant${i} = () => <p>Bonjour ${i}</p>;\n`]),
    );
    const created = await client.post('/api/projects', { title: 'Projet compressé', files });
    expect(created.status).toBe(201);
    const id = (created.json as { project: { id: string } }).project.id;

    const response = await rawRequest(`${server.url}/api/projects/${id}`, { headers: { ...BROWSER, cookie } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The compressed length, when the whole body was compressed at once.
    if (response.headers['content-length']) expect(Number(response.headers['content-length'])).toBe(response.body.length);
    const body = JSON.parse(decode(response).toString()) as { files: Record<string, string> };
    expect(body.files['src/composant-3.tsx']).toBe(files['src/composant-3.tsx']);
  });

  it('une petite réponse (moins de 1 Ko) part telle quelle', async () => {
    const response = await rawRequest(`${server.url}/api/health`, { headers: BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toMatchObject({ status: 'ok' });
  });

  it("le flux d'une génération n'est pas compressé : le premier événement arrive avant la fin", async () => {
    const { cookie } = await signedIn();
    const { headers, first, ended } = await new Promise<{ headers: IncomingHttpHeaders; first: string; ended: boolean }>(
      (resolve, reject) => {
        const req = request(
          `${server.url}/api/generate`,
          { method: 'POST', headers: { ...BROWSER, 'content-type': 'application/json', origin: server.url, cookie } },
          (res) => {
            let ended = false;
            res.once('end', () => (ended = true));
            res.once('data', (chunk: Buffer) => {
              resolve({ headers: res.headers, first: chunk.toString(), ended });
              req.destroy();
            });
            res.on('error', () => {});
          },
        );
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
        req.end(JSON.stringify({ message: 'Une application de suivi de lecture avec des notes', files: {} }));
      },
    );
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(first).toMatch(/^event: start\n/);
    expect(ended).toBe(false);
  });

  it('robots.txt est un vrai fichier robots qui ferme l’API et les pages connectées', async () => {
    const response = await rawRequest(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body.toString();
    for (const path of ['/api/', '/dashboard', '/projects', '/admin', '/profile']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Allow: /\n');
  });
});

describe("compression des réponses de l'origine des contenus", () => {
  it("un module de l'aperçu et un paquet pré-construit arrivent compressés", async () => {
    const { client } = await signedIn();
    const files = {
      'src/App.tsx': `import { Liste } from './liste';\nexport default function App() { return <Liste />; }`,
      'src/liste.tsx': `export function Liste() {\n  return (\n    <ul>\n${Array.from({ length: 40 }, (_, i) => `      <li className="p-2 text-violet-700">Élément numéro ${i}</li>`).join('\n')}\n    </ul>\n  );\n}\n`,
    };
    const built = await client.post('/api/preview', { files });
    expect(built.status).toBe(200);
    const preview = previewResponseSchema.parse(built.json).preview;
    // The app's modules travel in its page, and in page.json for a frame that adopts them in place.
    const modulePath = `/p/${preview.id}/_lumi/page.json`;
    const module = await rawRequest(server.contentUrl + modulePath, { headers: BROWSER });
    expect(module.status).toBe(200);
    expect(module.headers['content-encoding']).toBe('br');
    expect(module.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(module).toString()).toContain('Élément numéro 39');
    const page = await rawRequest(preview.url, { headers: BROWSER });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decode(page).toString()).toContain('Élément numéro 39');

    const { imports } = (await (await fetch(`${server.contentUrl}/vendor/importmap.json`)).json()) as { imports: Record<string, string> };
    const react = await rawRequest(server.contentUrl + imports['react-dom/client']!, { headers: { 'accept-encoding': 'gzip' } });
    expect(react.status).toBe(200);
    expect(react.headers['content-encoding']).toBe('gzip');
    expect(react.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(react.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(react.body.length).toBeLessThan(decode(react).length / 2);
    // Compressed once: the second browser gets the same bytes from the cache of immutable files.
    const again = await rawRequest(server.contentUrl + imports['react-dom/client']!, { headers: { 'accept-encoding': 'gzip' } });
    expect(again.body.equals(react.body)).toBe(true);
  });
});

describe('compression d’une réponse qui arrive par morceaux', () => {
  it('ce que le serveur a déjà écrit part compressé sans attendre la fin', async () => {
    let finish = () => {};
    const app = new Hono().use('*', compressResponses());
    app.get('/export.csv', () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`${'id;nom\n'.repeat(400)}première page\n`));
          finish = () => {
            controller.enqueue(new TextEncoder().encode('seconde page\n'));
            controller.close();
          };
        },
      });
      return new Response(stream, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    });
    const response = await app.request('/export.csv', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const reader = response.body!.getReader();
    const gunzip = createGunzip();
    const decoded: Buffer[] = [];
    gunzip.on('data', (chunk: Buffer) => decoded.push(chunk));
    const text = () => Buffer.concat(decoded).toString();
    const decode = async (chunk: Uint8Array) => {
      await new Promise((resolve) => gunzip.write(chunk, resolve));
      await new Promise((resolve) => setImmediate(resolve));
    };
    // Before the second page is written, the first one arrives whole (the gzip header comes first, then it).
    while (!text().includes('première page')) {
      const { done, value } = await reader.read();
      if (done) break;
      await decode(value);
    }
    expect(text()).toContain('première page');
    expect(text()).not.toContain('seconde page');
    finish();
    for (let result = await reader.read(); !result.done; result = await reader.read()) await decode(result.value);
    gunzip.end();
    await once(gunzip, 'end');
    expect(text()).toMatch(/première page\nseconde page\n$/);
  });
});
