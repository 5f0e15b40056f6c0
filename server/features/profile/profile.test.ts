import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  apiKeys,
  auditLogs,
  builds,
  deployments,
  githubConnections,
  lumiConversations,
  lumiPrompts,
  projects,
  projectVersions,
  sessions,
  supportTickets,
  users,
} from '../../db/schema.js';
import { previewStorageKey } from '../preview/preview-storage.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
let counter = 0;
const PASSWORD = 'motdepasse-profil-1';

beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.server.deps.database.db;
type Client = ReturnType<typeof createHttpClient>;

async function newUser() {
  const email = `profil${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, PASSWORD)).status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return { client, email, id: user!.id };
}

async function signedIn(email: string, password = PASSWORD) {
  const client = createHttpClient(server.url);
  expect((await client.signIn(email, password)).status).toBe(200);
  return client;
}

const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const isSignedIn = async (client: Client) => (await client.get('/api/me')).json?.user !== null;

/** A raw request with the client's cookies: for bytes (a zip) and forms (an image). */
function rawFetch(client: Client, path: string, init: RequestInit = {}) {
  return fetch(server.url + path, { ...init, headers: { origin: server.url, cookie: cookieOf(client), ...init.headers } });
}

async function uploadAvatar(client: Client, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const response = await rawFetch(client, '/api/profile/avatar', { method: 'POST', body: form });
  return { status: response.status, json: (await response.json()) as { profile?: { image: string | null }; message?: string } };
}

describe('Mon Profil', () => {
  it('un visiteur reçoit 401 sur chaque adresse du profil', async () => {
    const visitor = createHttpClient(server.url);
    expect((await visitor.get('/api/profile')).status).toBe(401);
    expect((await visitor.request('PATCH', '/api/profile', { fullName: 'X' })).status).toBe(401);
    expect((await visitor.get('/api/profile/export')).status).toBe(401);
    expect((await visitor.post('/api/profile/delete', { email: 'x@exemple.fr' })).status).toBe(401);
    expect((await visitor.request('DELETE', '/api/profile/avatar')).status).toBe(401);
  });

  it("un utilisateur voit son offre Gratuite, ses limites et l'usage du jour", async () => {
    const { client, email } = await newUser();
    const response = await client.get('/api/profile');
    expect(response.status).toBe(200);
    expect(response.json?.profile).toMatchObject({
      email,
      fullName: null,
      image: null,
      plan: 'free',
      roles: { roles: ['user'] },
      usage: { projects: { used: 0, limit: 3 }, aiRequests: { used: 0, limit: 10, resetAt: null }, buildsThisMonth: 0 },
    });
  });

  it('un utilisateur enregistre son nom complet (rogné), puis le vide : il est enregistré comme null', async () => {
    const { client, id } = await newUser();
    const saved = await client.request('PATCH', '/api/profile', { fullName: '  Camille Martin  ' });
    expect(saved.status).toBe(200);
    expect((saved.json?.profile as { fullName: string }).fullName).toBe('Camille Martin');
    const emptied = await client.request('PATCH', '/api/profile', { fullName: '   ' });
    expect((emptied.json?.profile as { fullName: string | null }).fullName).toBeNull();
    const [row] = await db().select({ fullName: users.fullName }).from(users).where(eq(users.id, id));
    expect(row?.fullName).toBeNull();
    const audit = await db().select().from(auditLogs).where(eq(auditLogs.userId, id));
    expect(audit.filter((r) => r.action === 'profile.update').map((r) => [r.oldValues, r.newValues])).toEqual([
      [{ fullName: null }, { fullName: 'Camille Martin' }],
      [{ fullName: 'Camille Martin' }, { fullName: null }],
    ]);
  });

  it('un nom trop long, un caractère nul ou un mauvais type sont refusés en français, sans erreur 500', async () => {
    const { client } = await newUser();
    for (const body of [
      { fullName: 'x'.repeat(101) },
      { fullName: 'a\u0000b' },
      { fullName: 42 },
      {},
      { fullName: 'A', email: 'autre@exemple.fr' },
    ]) {
      const response = await client.request('PATCH', '/api/profile', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json?.message).toMatch(/[éèàç]|nom|invalide/i);
    }
    expect((await client.request('PATCH', '/api/profile', '{pas du json', { 'content-type': 'application/json' })).status).toBe(400);
  });

  it('changer son mot de passe en déconnectant les autres sessions déconnecte l’autre appareil', async () => {
    const { client, email } = await newUser();
    const other = await signedIn(email);
    expect(await isSignedIn(other)).toBe(true);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'nouveau-motdepasse-9',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(await isSignedIn(client)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect((await createHttpClient(server.url).signIn(email, 'nouveau-motdepasse-9')).status).toBe(200);
  });

  it('un utilisateur déconnecte une seule de ses sessions depuis la liste', async () => {
    const { client, email } = await newUser();
    const phone = await signedIn(email);
    const laptop = await signedIn(email);
    const list = await client.get('/api/auth/list-sessions');
    const tokens = (list.json as unknown as { token: string }[]).map((s) => s.token);
    expect(tokens).toHaveLength(3);
    const phoneToken = decodeURIComponent(phone.cookies.get('better-auth.session_token') ?? '').split('.')[0];
    expect(tokens).toContain(phoneToken);
    expect((await client.post('/api/auth/revoke-session', { token: phoneToken })).status).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(client)).toBe(true);
  });

  it('l’export contient le profil, les conversations et, par projet, ses fichiers et la liste de ses versions', async () => {
    const { client, id } = await newUser();
    const created = await client.post('/api/projects', {
      title: 'Carnet de voyages',
      files: { 'src/App.tsx': 'export default () => null;', 'README.md': '# Carnet' },
    });
    expect(created.status).toBe(201);
    const projectId = (created.json?.project as { id: string }).id;
    const saved = await client.post(`/api/projects/${projectId}/versions`, {
      baseVersion: 1,
      files: { 'src/App.tsx': 'export default () => <p>v2</p>;' },
      summary: 'Deuxième version',
    });
    expect(saved.status).toBe(201);
    expect((await client.post('/api/conversations', { title: 'Idées de projets' })).status).toBe(201);

    const response = await rawFetch(client, '/api/profile/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="lumi-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const read = (name: string) => JSON.parse(strFromU8(entries[name]!)) as unknown;
    expect(read('profile.json')).toMatchObject({ id, plan: 'free' });
    expect(read('conversations.json')).toMatchObject([{ title: 'Idées de projets' }]);
    expect(strFromU8(entries['projects/carnet-de-voyages/files/src/App.tsx']!)).toBe('export default () => <p>v2</p>;');
    expect(entries['projects/carnet-de-voyages/files/README.md']).toBeUndefined();
    expect(read('projects/carnet-de-voyages/versions.json')).toMatchObject([{ number: 2, summary: 'Deuxième version' }, { number: 1 }]);
    expect(read('projects/carnet-de-voyages/project.json')).toMatchObject({ id: projectId, title: 'Carnet de voyages' });
    const [audit] = await db().select().from(auditLogs).where(eq(auditLogs.action, 'account.export'));
    expect(audit).toMatchObject({ userId: id, resourceId: id, newValues: { projects: 1, conversations: 1 } });
  });

  it('une photo est réduite à 256×256 sur le serveur, puis retirée ; un fichier qui n’est pas une image est refusé', async () => {
    const { client, id } = await newUser();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const uploaded = await uploadAvatar(client, png, 'moi.png', 'image/png');
    expect(uploaded.status).toBe(200);
    const image = uploaded.json.profile?.image ?? '';
    expect(image.startsWith('data:image/webp;base64,')).toBe(true);
    const meta = await sharp(Buffer.from(image.split(',')[1]!, 'base64')).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([256, 256, 'webp']);

    const fake = await uploadAvatar(client, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'photo.png', 'image/png');
    expect(fake.status).toBe(415);
    expect(fake.json.message).toMatch(/PNG, JPEG, WebP ou GIF/);
    const broken = await uploadAvatar(
      client,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      'casse.png',
      'image/png',
    );
    expect(broken.status).toBe(400);

    const removed = await client.request('DELETE', '/api/profile/avatar');
    expect(removed.status).toBe(200);
    const [row] = await db().select({ image: users.image }).from(users).where(eq(users.id, id));
    expect(row?.image).toBeNull();
  });

  it("supprimer son compte exige son adresse, efface tout ce qu'il contient et garde le journal d'audit sans utilisateur", async () => {
    const { client, email, id } = await newUser();
    const other = await signedIn(email);
    const created = await client.post('/api/projects', {
      title: 'Projet à effacer',
      files: { 'src/App.tsx': 'export default () => null;' },
    });
    const projectId = (created.json?.project as { id: string }).id;
    expect((await client.post('/api/conversations', { title: 'Conversation à effacer' })).status).toBe(201);
    const [build] = await db().insert(builds).values({ userId: id, projectId, buildPlatform: 'web', buildStatus: 'completed' }).returning();
    await db()
      .insert(deployments)
      .values({ userId: id, projectId, slug: `efface-${id.slice(0, 8)}`, versionNumber: 1, buildId: build!.id });
    await db().insert(lumiPrompts).values({ userId: id, promptText: 'Une application de notes' });
    await db().insert(githubConnections).values({ userId: id, githubUsername: 'camille', tokenEncrypted: 'chiffré' });
    await db()
      .insert(apiKeys)
      .values({ userId: id, name: 'clé', prefix: 'lumi_abc', keyHash: `hash-${id}` });
    await db().insert(supportTickets).values({ userId: id, email, subject: 'Aide', message: 'Un message assez long.' });
    const auditBefore = await db().select({ id: auditLogs.id }).from(auditLogs).where(eq(auditLogs.userId, id));
    expect(auditBefore.length).toBeGreaterThan(0);
    // What the project's app kept in its preview (its localStorage), and the drafts' own: on disk under DATA_DIR.
    const storage = server.server.deps.preview.storage;
    storage.write(previewStorageKey(id, projectId), { notes: 'Note privée de Camille' });
    storage.write(previewStorageKey(id, null), { brouillon: 'Brouillon privé' });
    const storageDir = path.join(server.dataDir, 'preview-storage');
    const kept = () =>
      readdirSync(storageDir)
        .map((name) => readFileSync(path.join(storageDir, name), 'utf8'))
        .join('\n');
    expect(kept()).toContain('Note privée de Camille');

    const wrong = await client.post('/api/profile/delete', { email: 'quelquun@exemple.fr' });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.message).toBe("L'adresse ne correspond pas");
    expect(await isSignedIn(client)).toBe(true);

    const deleted = await client.post('/api/profile/delete', { email: `  ${email.toUpperCase()} ` });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie().some((line) => /^better-auth\.session_token=;/.test(line) && /max-age=0/i.test(line))).toBe(true);
    expect(await isSignedIn(other)).toBe(false);

    const none = async (
      table:
        | typeof users
        | typeof sessions
        | typeof accounts
        | typeof projects
        | typeof builds
        | typeof deployments
        | typeof lumiConversations
        | typeof lumiPrompts
        | typeof githubConnections
        | typeof apiKeys
        | typeof supportTickets,
    ) =>
      db()
        .select()
        .from(table)
        .where(eq('userId' in table ? table.userId : (table as typeof users).id, id));
    for (const table of [
      users,
      sessions,
      accounts,
      projects,
      builds,
      deployments,
      lumiConversations,
      lumiPrompts,
      githubConnections,
      apiKeys,
      supportTickets,
    ]) {
      expect(await none(table)).toEqual([]);
    }
    expect(await db().select().from(projectVersions).where(eq(projectVersions.projectId, projectId))).toEqual([]);
    expect(kept()).not.toMatch(/Note privée de Camille|Brouillon privé/);
    expect(storage.read(previewStorageKey(id, projectId))).toEqual({});
    const keptAudit = await db()
      .select()
      .from(auditLogs)
      .where(
        inArray(
          auditLogs.id,
          auditBefore.map((row) => row.id),
        ),
      );
    expect(keptAudit).toHaveLength(auditBefore.length);
    expect(keptAudit.every((row) => row.userId === null)).toBe(true);
    const [deletion] = await db()
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, id))
      .then((rows) => rows.filter((row) => row.action === 'account.delete'));
    expect(deletion).toMatchObject({
      userId: null,
      resourceType: 'user',
      oldValues: { projects: 1, builds: 1, deployments: 1, conversations: 1, aiPrompts: 1, supportTickets: 1 },
    });
    expect((await client.get('/api/profile')).status).toBe(401);
    expect((await createHttpClient(server.url).signIn(email, PASSWORD)).status).toBe(401);
  });
});
