import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateNewApp } from '../generation/offline/new-app.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { API_TYPES_PATH, renderApiTypes } from '../../../tests/support/api-types.js';
import type { paths } from '../../../tests/support/lumi-api.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

/**
 * The public API as a program that only reads /v1/openapi.json sees it: a valid OpenAPI 3.1 document, the
 * committed client types generated from it, and a client typed by them that works against the real server.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let server: TestServer;
let key: string;
let document: Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer(
    { API_RATE_LIMIT_FREE: '1000000', AI_OFFLINE_DELAY_MS: '0' },
    { rateLimits: { signUp: 100, signIn: 100 } },
  );
  const session = createHttpClient(server.url);
  expect((await session.signUp(`contrat-${Date.now()}@exemple.fr`, 'motdepasse-contrat-1')).status).toBe(200);
  const created = await session.post('/api/api-keys', { name: 'Contrat', expiresInDays: null });
  expect(created.status).toBe(201);
  key = String(created.json!.key);
  const response = await fetch(`${server.url}/v1/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Record<string, unknown>;
});
afterAll(async () => {
  await server?.close();
});

describe('Le contrat de l’API publique (/v1)', () => {
  it('le document OpenAPI de /v1 est valide (OpenAPI 3.1)', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], `Document OpenAPI invalide :\n${JSON.stringify(result.errors, null, 2)}`).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('les types du client sont à jour avec le document', async () => {
    const expected = await renderApiTypes(document);
    const committed = await readFile(path.join(root, API_TYPES_PATH), 'utf8').catch(() => '');
    expect(
      committed === expected,
      `${API_TYPES_PATH} ne correspond plus à /v1/openapi.json : lancez « npm run api:types » et gardez le fichier produit.`,
    ).toBe(true);
  });

  it('un client généré depuis le document crée un projet, écrit ses fichiers, demande une génération et liste ses projets', async () => {
    const client = createClient<paths>({ baseUrl: `${server.url}/v1`, headers: { Authorization: `Bearer ${key}` } });
    // An app as the offline model writes them (src/App.tsx, its pages and menu): the model can then add a page to it.
    const app = generateNewApp('Un carnet de recettes de cuisine').files;
    expect(app['src/App.tsx']).toBeDefined();

    const created = await client.POST('/projects', { body: { title: 'Par le client généré', files: app } });
    expect(created.response.status).toBe(201);
    const project = created.data!.project;
    expect(project).toMatchObject({ title: 'Par le client généré', versionNumber: 1 });
    const params = { path: { id: project.id } };

    const files = await client.GET('/projects/{id}/files', { params });
    expect(files.response.status).toBe(200);
    expect(files.data).toEqual({ version: 1, files: app });

    const next = { ...app, 'src/data/notes.ts': 'export const notes: string[] = [];\n' };
    const saved = await client.PUT('/projects/{id}/files', { params, body: { baseVersion: 1, files: next, summary: 'Depuis le client' } });
    expect(saved.response.status).toBe(201);
    expect(saved.data!.version).toMatchObject({ number: 2, fileCount: Object.keys(next).length });

    const stale = await client.PUT('/projects/{id}/files', { params, body: { baseVersion: 1, files: app } });
    expect(stale.response.status).toBe(409);
    expect(stale.data).toBeUndefined();
    expect(stale.error!.error.code).toBe('CONFLICT');
    expect(stale.error!.error.message).toMatch(/version/i);

    const generated = await client.POST('/projects/{id}/generations', {
      params: { ...params, query: { wait: 'true' } },
      body: { message: 'Ajoute une page contact' },
      parseAs: 'json',
    });
    expect(generated.response.status, JSON.stringify(generated.error)).toBe(200);
    const result = generated.data as { versionNumber: number | null; filesChanged: string[] };
    expect(result.versionNumber).toBe(3);
    expect(result.filesChanged.length).toBeGreaterThan(0);

    const listed = await client.GET('/projects', { params: { query: { limit: 10 } } });
    expect(listed.response.status).toBe(200);
    expect(listed.data!.projects.map((p) => p.id)).toContain(project.id);
    expect(listed.data!.projects.find((p) => p.id === project.id)).toMatchObject({ versionNumber: 3 });
  });
});
