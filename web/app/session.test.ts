import { describe, expect, it } from 'vitest';
import { meSchema } from '@common/auth';
import { createSessionLoader, readMe, type SessionState } from './session';

const signedIn = {
  user: {
    id: 'u1',
    email: 'ada@exemple.fr',
    name: 'ada',
    fullName: null,
    image: null,
    emailVerified: true,
    createdAt: '2026-11-25T10:00:00.000Z',
  },
  roles: { roles: ['user', 'premium'], isAdmin: false, isPremium: true, isDeveloper: false },
};
const visitor = { user: null, roles: { roles: [], isAdmin: false, isPremium: false, isDeveloper: false } };

describe("la session lue sans zod sur l'accueil (web/app/session.ts)", () => {
  it('lit une personne connectée et un visiteur comme le schéma du serveur', () => {
    expect(readMe(signedIn)).toEqual(meSchema.parse(signedIn));
    expect(readMe(visitor)).toEqual(meSchema.parse(visitor));
  });

  it('refuse une réponse qui ne suit pas le schéma, comme le schéma la refuse', () => {
    const wrong = [
      null,
      'texte',
      { user: null },
      { ...visitor, roles: { ...visitor.roles, roles: ['root'] } },
      { ...signedIn, user: { ...signedIn.user, email: 42 } },
      { ...signedIn, user: { ...signedIn.user, image: undefined } },
      { ...signedIn, roles: { ...signedIn.roles, isAdmin: 'oui' } },
    ];
    for (const body of wrong) {
      expect(meSchema.safeParse(body).success).toBe(false);
      expect(readMe(body)).toBeNull();
    }
  });
});

describe('la session relue après une déconnexion', () => {
  /** A server whose answers the test releases one by one, in the order it chooses. */
  function server() {
    const waiting: ((me: unknown) => void)[] = [];
    const read = () => new Promise<ReturnType<typeof readMe>>((resolve) => waiting.push((me) => resolve(readMe(me))));
    return { read, answer: (index: number, me: unknown) => waiting[index]!(me) };
  }

  it('la réponse d’une lecture commencée avant la déconnexion, arrivée après, ne remet pas la personne connectée', async () => {
    const { read, answer } = server();
    const seen: SessionState[] = [];
    const load = createSessionLoader(read, (next) => seen.push(next));
    const atStart = load();
    const afterSignOut = load({ fresh: true });
    answer(1, visitor);
    await afterSignOut;
    answer(0, signedIn);
    await atStart;
    expect(seen.map((state) => state.user)).toEqual([null]);
  });

  it('les écrans qui demandent la session ensemble au démarrage partagent une seule lecture', async () => {
    const { read, answer } = server();
    const seen: SessionState[] = [];
    const load = createSessionLoader(read, (next) => seen.push(next));
    const together = [load(), load(), load()];
    answer(0, signedIn);
    await Promise.all(together);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.user?.email).toBe('ada@exemple.fr');
  });
});
