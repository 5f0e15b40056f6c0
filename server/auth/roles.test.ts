import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../db/schema.js';
import { openDatabase } from '../db/client.js';
import { createDataHome } from '../../tests/support/data-home.js';
import { createHttpClient } from '../../tests/support/http-client.js';
import { startSmtpCapture } from '../../tests/support/smtp-capture.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';
import { getUserRoles } from './roles.js';
import { setAdminRole } from './set-admin-role.js';

const ADMIN_ROLES = { roles: ['admin', 'premium', 'developer'], isAdmin: true, isPremium: true, isDeveloper: true };
const USER_ROLES = { roles: ['user'], isAdmin: false, isPremium: false, isDeveloper: false };

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  // The admin list has stray spaces and capitals on purpose; with SMTP an address counts once it is verified.
  smtp = await startSmtpCapture();
  server = await startTestServer(
    { ADMIN_EMAILS: ' Chef@Exemple.fr , autre@exemple.fr', SMTP_URL: smtp.url },
    { rateLimits: { signUp: 50, signIn: 50 } },
  );
}, 180_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** Signs up through the API, opens the link of the confirmation mail, then signs in. */
async function verifiedClient(baseUrl: string, email: string, password: string) {
  const client = createHttpClient(baseUrl);
  expect((await client.signUp(email, password)).status).toBe(200);
  const mail = await smtp.waitFor(email.toLowerCase(), /Confirmez votre adresse/);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect([200, 302]).toContain((await client.get(link.pathname + link.search)).status);
  const signedIn = createHttpClient(baseUrl);
  expect((await signedIn.signIn(email, password)).status).toBe(200);
  return signedIn;
}

describe('administrateurs désignés par ADMIN_EMAILS', () => {
  it("sans SMTP, s'inscrire avec une adresse de ADMIN_EMAILS ne donne aucun droit : l'adresse n'est pas vérifiée", async () => {
    const open = await startTestServer({ ADMIN_EMAILS: 'chef@exemple.fr' }, { rateLimits: { signUp: 50, signIn: 50 } });
    try {
      const squatter = createHttpClient(open.url);
      expect((await squatter.signUp('chef@exemple.fr', 'Pr3mier-arrive')).status).toBe(200);
      expect((await squatter.get('/api/me')).json?.roles).toEqual(USER_ROLES);
      expect((await squatter.get('/api/admin/audit-logs')).status).toBe(403);
      const [row] = await open.server.deps.database.db.select().from(users).where(eq(users.email, 'chef@exemple.fr'));
      expect(row?.role).toBe('user');
    } finally {
      await open.close();
    }
  }, 180_000);

  it('une adresse de ADMIN_EMAILS vérifiée est admin, premium et développeur (espaces et majuscules ignorés), sans que rien ne soit écrit en base', async () => {
    const client = await verifiedClient(server.url, 'Chef@exemple.fr', 'motdepasse-admin');
    expect((await client.get('/api/me')).json?.roles).toEqual(ADMIN_ROLES);
    expect((await client.get('/api/admin/audit-logs?limit=1')).status).toBe(200);
    const db = server.server.deps.database.db;
    const [row] = await db.select().from(users).where(eq(users.email, 'chef@exemple.fr'));
    expect(row?.role).toBe('user');
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, row!.id))).toEqual([]);
  });

  it('retirer une adresse de ADMIN_EMAILS retire le rôle au redémarrage suivant ; un rôle donné par la commande admin reste', async () => {
    const home = await createDataHome();
    try {
      let running = await home.start({ ADMIN_EMAILS: 'ancienne@exemple.fr', SMTP_URL: smtp.url });
      const email = 'ancienne@exemple.fr';
      let client = await verifiedClient(running.url, email, 'motdepasse-solide');
      expect((await client.get('/api/me')).json?.roles).toEqual(ADMIN_ROLES);
      const promoted = await verifiedClient(running.url, 'promue@exemple.fr', 'motdepasse-solide');
      expect((await setAdminRole(running.server.deps.database.db, { email: 'promue@exemple.fr', admin: true })).outcome).toBe('granted');
      expect((await promoted.get('/api/me')).json?.roles).toMatchObject({ isAdmin: true });
      await running.server.close();

      running = await home.start({ ADMIN_EMAILS: '', SMTP_URL: smtp.url });
      client = createHttpClient(running.url);
      expect((await client.signIn(email, 'motdepasse-solide')).status).toBe(200);
      expect((await client.get('/api/me')).json?.roles).toEqual(USER_ROLES);
      expect((await client.get('/api/admin/audit-logs')).status).toBe(403);
      const stillAdmin = createHttpClient(running.url);
      expect((await stillAdmin.signIn('promue@exemple.fr', 'motdepasse-solide')).status).toBe(200);
      expect((await stillAdmin.get('/api/me')).json?.roles).toMatchObject({ isAdmin: true });
      await running.server.close();
    } finally {
      await home.remove();
    }
  }, 240_000);

  it("les routes d'administration du greffon better-auth sont fermées : seule /api/admin décide, avec la même règle", async () => {
    const client = await verifiedClient(server.url, 'autre@exemple.fr', 'motdepasse-solide');
    for (const route of ['/api/auth/admin/list-users', '/api/auth/admin/set-role', '/api/auth/admin/impersonate-user']) {
      const response = route.endsWith('list-users') ? await client.get(route) : await client.post(route, { userId: 'x', role: 'admin' });
      expect(response.status, route).toBe(404);
      expect(response.json?.message, route).toBe("Cette route n'existe pas : l'administration passe par /api/admin.");
    }
  });
});

describe('rôles', () => {
  it("un nouvel utilisateur n'a que le rôle user, et un rôle accordé en base apparaît dans ses drapeaux", async () => {
    const client = await verifiedClient(server.url, 'simple@exemple.fr', 'motdepasse-ordinaire');
    expect((await client.get('/api/me')).json?.roles).toEqual({ roles: ['user'], isAdmin: false, isPremium: false, isDeveloper: false });

    const db = server.server.deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'simple@exemple.fr'));
    await db.insert(userRoles).values({ userId: user!.id, role: 'premium' });
    expect((await client.get('/api/me')).json?.roles).toEqual({ roles: ['premium'], isAdmin: false, isPremium: true, isDeveloper: false });
  });

  it('« npm run admin » donne et retire le rôle admin dès la requête suivante, session déjà lue ou non', async () => {
    const client = await verifiedClient(server.url, 'cli-promue@exemple.fr', 'Tournesol-bleu-42');
    // Read once: the session is now kept a few seconds by the server.
    expect((await client.get('/api/me')).json?.roles).toMatchObject({ isAdmin: false });
    const db = server.server.deps.database.db;
    expect((await setAdminRole(db, { email: 'cli-promue@exemple.fr', admin: true })).outcome).toBe('granted');
    expect((await client.get('/api/me')).json?.roles).toMatchObject({ isAdmin: true });
    expect((await client.get('/api/admin/overview')).status).toBe(200);
    expect((await setAdminRole(db, { email: 'cli-promue@exemple.fr', admin: false })).outcome).toBe('revoked');
    expect((await client.get('/api/me')).json?.roles).toMatchObject({ isAdmin: false });
    expect((await client.get('/api/admin/overview')).status).toBe(403);
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
    const roles = await getUserRoles(
      database.db,
      [],
      { id: '00000000-0000-4000-8000-000000000000', email: 'x@exemple.fr' },
      {
        debug: () => {},
        info: () => {},
        warn: () => {},
        error: (message) => errors.push(message),
      },
    );
    expect(roles).toEqual({ roles: ['user'], isAdmin: false, isPremium: false, isDeveloper: false });
    expect(errors).toHaveLength(1);
    await rm(dataDir, { recursive: true, force: true });
    // Creating and migrating a PGlite folder takes seconds, and more on a loaded machine.
  }, 120_000);
});

describe('routes administrateur', () => {
  it("le journal d'audit est refusé (403, message en français) à un utilisateur et servi à un administrateur", async () => {
    const user = await verifiedClient(server.url, 'curieux@exemple.fr', 'motdepasse-ordinaire');
    const denied = await user.get('/api/admin/audit-logs');
    expect(denied.status).toBe(403);
    expect(denied.json?.message).toBe("Vous n'avez pas les permissions administrateur nécessaires.");

    expect((await createHttpClient(server.url).get('/api/admin/audit-logs')).status).toBe(401);

    const admin = await verifiedClient(server.url, 'autre-chef@exemple.fr', 'motdepasse-admin');
    await setAdminRole(server.server.deps.database.db, { email: 'autre-chef@exemple.fr', admin: true });
    await admin.signOut();
    await admin.signIn('autre-chef@exemple.fr', 'motdepasse-admin');
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
    await admin.signIn('autre-chef@exemple.fr', 'motdepasse-admin');
    const response = await admin.get('/api/admin/audit-logs?limit=abc');
    expect(response.status).toBe(400);
    expect(response.json?.code).toBe('VALIDATION');
    expect((response.json?.details as { path: string }[])[0]?.path).toBe('limit');
  });
});
