import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../scripts/web-build.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';
import { prerenderedPath } from './prerendered-pages.js';

let server: TestServer;
beforeAll(async () => {
  // The pages are written by the web build (scripts/prerender-pages.ts): build it if web/ changed since.
  await ensureWebBuild();
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** node:http rather than fetch: fetch decodes bodies itself, and these tests look at the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const EMPTY_ROOT = '<div id="root"></div>';

describe('les pages publiques prérendues à la construction (décision 035)', () => {
  it('/pricing arrive avec son contenu, son titre et sa description, précompressé en brotli ou en gzip et revérifié à chaque visite', async () => {
    const br = await rawGet(`${server.url}/pricing`, BROWSER);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(br.body).toString();
    expect(html).toContain('Une formule pour chaque projet');
    expect(html).toContain('<title>Tarifs — Lumi</title>');
    expect(html).toMatch(/<meta name="description" content="Les offres de Lumi/);
    expect(html).not.toContain(EMPTY_ROOT);
    // No inline script: the CSP (script-src 'self') would refuse it.
    expect(html.match(/<script[^>]*>/g)).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\/assets\//)]);

    const gz = await rawGet(`${server.url}/pricing`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);
  });

  it("l'accueil et la page de connexion sont prérendus, chacun avec son titre", async () => {
    const home = (await rawGet(`${server.url}/`, {})).body.toString();
    expect(home).toContain('la construit</h1>');
    expect(home).toContain("<title>Lumi — créez des applications avec l'IA</title>");
    const auth = (await rawGet(`${server.url}/auth`, {})).body.toString();
    expect(auth).toContain('<title>Connexion — Lumi</title>');
    expect(auth).toMatch(/<h1[^>]*>Connexion<\/h1>/);
  });

  it("/dashboard, une adresse inconnue et une page publique avec une requête reçoivent la coquille de l'application", async () => {
    for (const path of ['/dashboard', '/nulle-part', '/auth?mode=sign-up', '/pricing?utm_source=x', '/auth/reset-password?token=abc']) {
      const response = await rawGet(server.url + path, BROWSER);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body) : response.body;
      expect(body.toString(), path).toContain(EMPTY_ROOT);
    }
  });

  it('le nom de chaque fichier donne son adresse', () => {
    expect(prerenderedPath('index.html')).toBe('/');
    expect(prerenderedPath('pricing.html')).toBe('/pricing');
  });
});
