import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
let counter = 0;
beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100 } });
});
afterAll(async () => {
  await server?.close();
});

async function newUser() {
  const client = createHttpClient(server.url);
  await client.signUp(`conversation${++counter}-${Date.now()}@exemple.fr`, 'motdepasse-conversation');
  return client;
}

const message = (type: 'user' | 'assistant', content: string) => ({
  id: `${type}-${content.length}`,
  type,
  content,
  timestamp: new Date().toISOString(),
});

describe('conversations avec Lumi', () => {
  it('une personne crée, complète, renomme et supprime sa conversation ; la liste est la plus récente d’abord', async () => {
    const client = await newUser();
    const first = await client.post('/api/conversations', { messages: [message('assistant', 'Bonjour !')] });
    expect(first.status).toBe(201);
    const id = (first.json?.conversation as { id: string; title: string }).id;
    expect((first.json?.conversation as { title: string }).title).toBe('Nouvelle conversation');
    const second = await client.post('/api/conversations', {});
    const updated = await client.request('PUT', `/api/conversations/${id}`, {
      messages: [message('assistant', 'Bonjour !'), message('user', 'Une app de quiz'), message('assistant', 'Bonne idée')],
      title: 'Une app de quiz',
    });
    expect(updated.status).toBe(200);
    const list = (await client.get('/api/conversations')).json?.conversations as { id: string; title: string; messages: unknown[] }[];
    expect(list.map((c) => c.id)).toEqual([id, (second.json?.conversation as { id: string }).id]);
    expect(list[0]).toMatchObject({ title: 'Une app de quiz' });
    expect(list[0]!.messages).toHaveLength(3);

    expect((await client.request('DELETE', `/api/conversations/${id}`)).status).toBe(204);
    expect((await client.get(`/api/conversations/${id}`)).status).toBe(404);
  });

  it("l'utilisateur B reçoit 404 sur la conversation de A, qui ne change pas", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const created = await alice.post('/api/conversations', { messages: [message('user', 'secret')] });
    const id = (created.json?.conversation as { id: string }).id;
    for (const response of [
      await bob.get(`/api/conversations/${id}`),
      await bob.request('PUT', `/api/conversations/${id}`, { messages: [] }),
      await bob.request('DELETE', `/api/conversations/${id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.json?.message).toBe('Conversation introuvable.');
    }
    expect((await bob.get('/api/conversations')).json?.conversations).toEqual([]);
    expect(((await alice.get(`/api/conversations/${id}`)).json?.conversation as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it('un message mal formé est refusé en 400', async () => {
    const client = await newUser();
    const response = await client.post('/api/conversations', { messages: [{ type: 'robot', content: 1 }] });
    expect(response.status).toBe(400);
  });
});

async function upload(client: Awaited<ReturnType<typeof newUser>>, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const response = await fetch(`${server.url}/api/attachments`, {
    method: 'POST',
    headers: { origin: server.url, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('fichiers joints analysés sur le serveur', () => {
  it('un fichier de code est lu : contenu, nombre de lignes et aperçu de 200 caractères', async () => {
    const client = await newUser();
    const code = `export function calculerTotal(panier) {\n  return panier.reduce((s, p) => s + p.prix, 0);\n}\n// ${'x'.repeat(300)}\n`;
    const { status, json } = await upload(client, 'panier.js', strToU8(code));
    expect(status).toBe(200);
    expect(json.attachment).toMatchObject({ name: 'panier.js', kind: 'code', content: code, lineCount: 5 });
    expect((json.attachment as { preview: string }).preview).toHaveLength(200);
  });

  it('une archive zip liste ses fichiers ; une image devient un aperçu', async () => {
    const client = await newUser();
    const zip = zipSync({ 'src/App.tsx': strToU8('export default 1'), 'README.md': strToU8('# Projet') });
    expect((await upload(client, 'projet.zip', zip)).json.attachment).toMatchObject({
      kind: 'archive',
      entries: ['src/App.tsx', 'README.md'],
    });
    const image = await upload(client, 'logo.png', PNG);
    expect(image.json.attachment).toMatchObject({ kind: 'image', dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it.each([
    ['notes.txt', PNG, 'un fichier texte'],
    ['photo.jpg', strToU8('ceci est du texte'), 'une image'],
    ['projet.zip', strToU8('pas une archive'), 'une archive zip'],
  ])('un binaire renommé (%s) est refusé d’après son contenu, en 415', async (name, bytes, expected) => {
    const client = await newUser();
    const { status, json } = await upload(client, name, bytes);
    expect(status).toBe(415);
    expect(json.message).toBe(`Le contenu de « ${name} » ne correspond pas à ${expected} : le fichier a été refusé.`);
  });

  it('un type non accepté ou un fichier de plus de 10 Mo est refusé', async () => {
    const client = await newUser();
    expect((await upload(client, 'rapport.pdf', strToU8('%PDF-1.7'))).status).toBe(415);
    const big = await upload(client, 'gros.txt', new Uint8Array(10 * 1024 * 1024 + 1).fill(97));
    expect(big.status).toBe(413);
    expect(big.json.message).toBe('Fichier trop volumineux : 10 Mo au maximum.');
  });

  it('une archive RAR est acceptée mais son contenu n’est pas lu', async () => {
    const client = await newUser();
    const rar = Uint8Array.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]);
    expect((await upload(client, 'vieux.rar', rar)).json.attachment).toMatchObject({
      kind: 'archive',
      note: expect.stringContaining('Format non pris en charge'),
    });
  });
});
