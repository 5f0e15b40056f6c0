import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.js';
import { createHttpClient } from '../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';
import { SessionCache, sessionCacheKeyOf, sessionTokenOf } from './session-cache.js';

describe('cache de session (unitaire)', () => {
  const session = (id: string) => ({ session: { id, expiresAt: new Date(Date.now() + 3_600_000) }, user: { id } }) as never;

  it('une session lue reste en cache quelques secondes, puis est relue', () => {
    let now = 0;
    const cache = new SessionCache(5_000, 10, () => now);
    cache.set('a', session('a'), cache.ticket());
    expect(cache.get('a')).toBeTruthy();
    now = 5_001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('le cache est borné : la session la moins récemment utilisée part la première', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', session('a'), cache.ticket());
    cache.set('b', session('b'), cache.ticket());
    cache.get('a');
    cache.set('c', session('c'), cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeTruthy();
  });

  it('une lecture commencée avant une déconnexion n’est pas gardée', () => {
    const cache = new SessionCache();
    const ticket = cache.ticket();
    cache.clear();
    cache.set('a', session('a'), ticket);
    expect(cache.get('a')).toBeUndefined();
  });

  it('des requêtes arrivées ensemble avec le même cookie partagent une seule lecture de la session', async () => {
    const cache = new SessionCache();
    let loads = 0;
    let answer!: (value: never) => void;
    const load = () => {
      loads += 1;
      return new Promise<never>((resolve) => (answer = resolve));
    };
    const burst = Promise.all(Array.from({ length: 50 }, () => cache.lookup('a', load)));
    answer(session('a'));
    const sessions = await burst;
    expect(loads).toBe(1);
    expect(new Set(sessions).size).toBe(1);
    expect(cache.get('a')).toBe(sessions[0]);
  });

  it('une requête arrivée après une déconnexion ne reprend pas la lecture commencée avant', async () => {
    const cache = new SessionCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return session(`lecture-${loads}`);
    };
    const before = cache.lookup('a', load);
    cache.clear();
    const after = cache.lookup('a', load);
    expect(loads).toBe(2);
    expect(await after).not.toBe(await before);
    expect(cache.get('a')).toBe(await after);
  });

  it('lit le jeton du cookie de better-auth, préfixé ou non', () => {
    expect(sessionTokenOf('x=1; better-auth.session_token=abc.def; y=2')).toBe('abc.def');
    expect(sessionTokenOf('__Secure-better-auth.session_token=abc')).toBe('abc');
    expect(sessionTokenOf('autre=1')).toBeNull();
    expect(sessionTokenOf(undefined)).toBeNull();
  });
});

let server: TestServer;
let counter = 0;
beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

async function signedIn() {
  const email = `cache${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-cache-1')).status).toBe(200);
  return { client, email };
}

describe('cache de session : les changements prennent effet à la requête suivante', () => {
  it('un cookie de session planté à côté du vrai ne permet pas de rejouer la session de la victime', async () => {
    const { client } = await signedIn();
    const real = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // A cookie set from a sibling host: the browser sends it first, beside the real one better-auth reads.
    const planted = `__Secure-better-auth.session_token=plante-${counter}.x`;
    expect((await fetch(`${server.url}/api/projects`, { headers: { cookie: `${planted}; ${real}` } })).status).toBe(200);
    // The planter replays only the cookie they planted, within the cache's seconds.
    expect((await fetch(`${server.url}/api/projects`, { headers: { cookie: planted } })).status).toBe(401);
    expect(sessionCacheKeyOf(planted)).not.toBe(sessionCacheKeyOf(`${planted}; ${real}`));
  });

  it('après « Se déconnecter », le cookie gardé ne donne plus accès, même juste après une requête réussie', async () => {
    const { client } = await signedIn();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await client.get('/api/projects')).status).toBe(200);
    expect((await client.signOut()).status).toBe(200);
    // The same cookie replayed, as a copy kept elsewhere would be.
    const replay = await fetch(`${server.url}/api/projects`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('une session révoquée depuis un autre appareil est refusée à la requête suivante', async () => {
    const { client, email } = await signedIn();
    const other = createHttpClient(server.url);
    expect((await other.signIn(email, 'motdepasse-cache-1')).status).toBe(200);
    expect((await other.get('/api/projects')).status).toBe(200);
    expect((await client.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await other.get('/api/projects')).status).toBe(401);
    expect((await client.get('/api/projects')).status).toBe(200);
  });

  it('changer son mot de passe en fermant les autres sessions les coupe à la requête suivante', async () => {
    const { client, email } = await signedIn();
    const other = createHttpClient(server.url);
    expect((await other.signIn(email, 'motdepasse-cache-1')).status).toBe(200);
    expect((await other.get('/api/projects')).status).toBe(200);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: 'motdepasse-cache-1',
      newPassword: 'motdepasse-cache-2',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await other.get('/api/projects')).status).toBe(401);
  });

  it('un compte supprimé ne donne plus accès, et une session effacée par un autre processus cesse au plus tard après 5 secondes', async () => {
    const { client, email } = await signedIn();
    expect((await client.get('/api/projects')).status).toBe(200);
    expect((await client.post('/api/profile/delete', { email })).status).toBeLessThan(300);
    expect((await client.get('/api/projects')).status).toBe(401);

    const second = await signedIn();
    expect((await second.client.get('/api/projects')).status).toBe(200);
    const db = server.server.deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, second.email));
    // Written straight to the database, as another app process would: this process learns it when its entry expires.
    await db.delete(sessions).where(eq(sessions.userId, user!.id));
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await second.client.get('/api/projects')).status).toBe(401);
  });
});
