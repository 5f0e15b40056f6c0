import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../db/schema.js';
import { createDataHome } from '../../tests/support/data-home.js';
import { createHttpClient } from '../../tests/support/http-client.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs `npm run admin -- …` as an operator would (`node scripts/admin.js`, what the npm script runs): its own process,
 * the home's environment, nothing else.
 */
function runAdmin(env: Record<string, string>, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts/admin.js'), ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

let home: Awaited<ReturnType<typeof createDataHome>>;

beforeAll(async () => {
  home = await createDataHome();
  const running = await home.start();
  for (const email of ['promue@exemple.fr', 'ordinaire@exemple.fr']) {
    expect((await createHttpClient(running.url).signUp(email, 'motdepasse-solide')).status).toBe(200);
  }
  await running.server.close();
}, 180_000);
afterAll(async () => {
  await home?.remove();
});

async function signedInRoles(url: string, email: string) {
  const client = createHttpClient(url);
  expect((await client.signIn(email, 'motdepasse-solide')).status).toBe(200);
  return (await client.get('/api/me')).json?.roles as { isAdmin: boolean };
}

describe('commande npm run admin', () => {
  it("l'exploitant promeut un compte existant puis lui retire le rôle ; chaque changement laisse une ligne d'audit", async () => {
    const granted = await runAdmin(home.env, ['--email', 'Promue@Exemple.fr']);
    expect(granted).toMatchObject({ code: 0, stdout: '[lumi admin] promue@exemple.fr est maintenant administrateur.\n' });

    let running = await home.start();
    expect((await signedInRoles(running.url, 'promue@exemple.fr')).isAdmin).toBe(true);
    expect((await signedInRoles(running.url, 'ordinaire@exemple.fr')).isAdmin).toBe(false);
    const db = running.server.deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'promue@exemple.fr'));
    const grantRows = await db.select().from(auditLogs).where(eq(auditLogs.action, 'admin.grant'));
    expect(grantRows).toEqual([
      expect.objectContaining({
        resourceType: 'user',
        resourceId: user!.id,
        oldValues: { email: 'promue@exemple.fr', role: 'user', roles: [] },
        newValues: { email: 'promue@exemple.fr', role: 'admin', roles: [] },
      }),
    ]);
    await running.server.close();

    const revoked = await runAdmin(home.env, ['--email', 'promue@exemple.fr', '--revoke']);
    expect(revoked).toMatchObject({ code: 0, stdout: "[lumi admin] promue@exemple.fr n'est plus administrateur.\n" });
    running = await home.start();
    expect((await signedInRoles(running.url, 'promue@exemple.fr')).isAdmin).toBe(false);
    const revokeRows = await running.server.deps.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'admin.revoke'));
    expect(revokeRows).toEqual([
      expect.objectContaining({
        resourceId: user!.id,
        oldValues: expect.objectContaining({ role: 'admin' }),
        newValues: expect.objectContaining({ role: 'user' }),
      }),
    ]);
    await running.server.close();
  }, 180_000);

  it('une adresse sans compte ou une commande sans --email est refusée avec un message en français, sans rien écrire', async () => {
    const unknown = await runAdmin(home.env, ['--email', 'personne@exemple.fr']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Aucun compte n'utilise l'adresse personne@exemple.fr : la personne doit d'abord s'inscrire.");
    const missing = await runAdmin(home.env, []);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Indiquez l'adresse du compte avec --email.");
  }, 120_000);

  // The two modes differ on purpose; CI runs this file once on PGlite and once on PostgreSQL, so both run there.
  it.runIf(!process.env.DATABASE_URL)(
    'avec la base intégrée, la commande refuse de toucher aux données tant que le serveur tourne',
    async () => {
      const running = await home.start();
      try {
        const refused = await runAdmin(home.env, ['--email', 'ordinaire@exemple.fr']);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`Le serveur Lumi (PID ${process.pid}) utilise la base intégrée de ${home.dataDir}. Arrêtez-le`);
        expect((await signedInRoles(running.url, 'ordinaire@exemple.fr')).isAdmin).toBe(false);
      } finally {
        await running.server.close();
      }
    },
    120_000,
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'avec PostgreSQL, la commande marche serveur démarré et le serveur voit le rôle à la requête suivante',
    async () => {
      const running = await home.start();
      try {
        const client = createHttpClient(running.url);
        expect((await client.signIn('ordinaire@exemple.fr', 'motdepasse-solide')).status).toBe(200);
        expect((await client.get('/api/me')).json?.roles).toMatchObject({ isAdmin: false });
        expect((await runAdmin(home.env, ['--email', 'ordinaire@exemple.fr'])).code).toBe(0);
        expect((await client.get('/api/me')).json?.roles).toMatchObject({ isAdmin: true });
        expect((await runAdmin(home.env, ['--email', 'ordinaire@exemple.fr', '--revoke'])).code).toBe(0);
        expect((await client.get('/api/me')).json?.roles).toMatchObject({ isAdmin: false });
      } finally {
        await running.server.close();
      }
    },
    120_000,
  );
});
