import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@common/auth';
import { readProviders } from './use-providers';

const config = {
  providers: { google: false, github: true },
  emailVerificationRequired: true,
  contentUrl: 'http://127.0.0.1:3001',
  freePlanMaxProjects: 3,
};

describe('les fournisseurs de connexion lus sans zod sur la page de connexion (use-providers.ts)', () => {
  it('lit les fournisseurs que le schéma du serveur accepte', () => {
    expect(readProviders(config)).toEqual(publicConfigSchema.parse(config).providers);
    expect(readProviders({ ...config, providers: { google: true, github: false } })).toEqual({ google: true, github: false });
  });

  it('ne montre aucun fournisseur pour une réponse qui ne suit pas le schéma', () => {
    const wrong = [
      null,
      'texte',
      {},
      { providers: null },
      { providers: { google: true } },
      { providers: { google: 'oui', github: false } },
    ];
    for (const body of wrong) {
      expect(publicConfigSchema.safeParse(body).success).toBe(false);
      expect(readProviders(body)).toBeNull();
    }
  });
});
