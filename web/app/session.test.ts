import { describe, expect, it } from 'vitest';
import { meSchema } from '@common/auth';
import { readMe } from './session';

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
