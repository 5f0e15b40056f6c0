import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../db/schema.js';
import { openDatabase } from '../db/client.js';
import { createHttpClient } from '../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';
import { getUserRoles } from './roles.js';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

let server: TestServer;

beforeAll(async () => {
  // Without SMTP, accounts are usable at once; the admin list has stray spaces and capitals on purpose.
  server = await startTestServer({ ADMIN_EMAILS: ' Chef@Exemple.fr , autre@exemple.fr' }, { rateLimits: { signUp: 50, signIn: 50 } });
});
afterAll(async () => {
  await server?.close();
});

describe('rôles', () => {
  it("une adresse de ADMIN_EMAILS est admin, premium et développeur à la fois (espaces et majuscules ignorés)", async () => {
    const client = createHttpClient(server.url);
    expect((await client.signUp('chef@exemple.fr', 'motdepasse-admin')).status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.json?.roles).toEqual({ roles: ['admin', 'premium', 'developer'], isAdmin: true, isPremium: true, isDeveloper: true });
  });

  it("un nouvel utilisateur n'a que le rôle user, et un rôle accordé en base apparaît dans ses drapeaux", async () => {
    const client = createHttpClient(server.url);
    await client.signUp('simple@exemple.fr', 'motdepasse-simple');
    expect((await client.get('/api/me')).json?.roles).toEqual({ roles: ['user'], isAdmin: false, isPremium: false, isDeveloper: false });

    const db = server.server.deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'simple@exemple.fr'));
    await db.insert(userRoles).values({ userId: user!.id, role: 'premium' });
    expect((await client.get('/api/me')).json?.roles).toEqual({ roles: ['premium'], isAdmin: false, isPremium: true, isDeveloper: false });
  });

  it("un visiteur sans session n'a aucun rôle", async () => {
    const me = await createHttpClient(server.url).get('/api/me');
    expect(me.json).toEqual({ user: null, roles: { roles: [], isAdmin: false, isPremium: false, isDeveloper: false } });
  });

  it("si la lecture des rôles échoue, l'utilisateur retombe sur le seul rôle user", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-roles-'));
    const database = await openDatabase({ dataDir });
    await database.close();
    const errors: unknown[] = [];
    const roles = await getUserRoles(database.db, [], { id: '00000000-0000-4000-8000-000000000000', email: 'x@exemple.fr' }, {
      debug: () => {},
      info: () => {},
      warn: () => {},
      error: (message) => errors.push(message),
    });
    expect(roles).toEqual({ roles: ['user'], isAdmin: false, isPremium: false, isDeveloper: false });
    expect(errors).toHaveLength(1);
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('routes administrateur', () => {
  it("le journal d'audit est refusé (403, message en français) à un utilisateur et servi à un administrateur", async () => {
    const user = createHttpClient(server.url);
    await user.signUp('curieux@exemple.fr', 'motdepasse-curieux');
    const denied = await user.get('/api/admin/audit-logs');
    expect(denied.status).toBe(403);
    expect(denied.json?.message).toBe("Vous n'avez pas les permissions administrateur nécessaires.");

    expect((await createHttpClient(server.url).get('/api/admin/audit-logs')).status).toBe(401);

    const admin = createHttpClient(server.url);
    await admin.signIn('chef@exemple.fr', 'motdepasse-admin');
    const allowed = await admin.get('/api/admin/audit-logs?limit=5');
    expect(allowed.status).toBe(200);
    const logs = allowed.json?.logs as { action: string; createdAt: string }[];
    expect(logs.length).toBeLessThanOrEqual(5);
    expect(logs[0]?.action).toBe('login');
    const times = logs.map((l) => Date.parse(l.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('une limite invalide est refusée en 400 avec le détail du champ', async () => {
    const admin = createHttpClient(server.url);
    await admin.signIn('chef@exemple.fr', 'motdepasse-admin');
    const response = await admin.get('/api/admin/audit-logs?limit=abc');
    expect(response.status).toBe(400);
    expect(response.json?.code).toBe('VALIDATION');
    expect((response.json?.details as { path: string }[])[0]?.path).toBe('limit');
  });
});
