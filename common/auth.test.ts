import { describe, expect, it } from 'vitest';
import { oauthReturnMessage } from './auth.js';

describe('le message affiché au retour d’une connexion GitHub ou Google manquée', () => {
  it('dit en français pourquoi, et une adresse forgée (« __proto__ », « constructor ») ne donne que la phrase générale', () => {
    expect(oauthReturnMessage('access_denied')).toBe('Connexion annulée : vous n’avez pas été connecté.');
    expect(oauthReturnMessage('STATE_MISMATCH')).toMatch(/^La connexion a expiré/);
    for (const forged of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'inconnu'])
      expect(oauthReturnMessage(forged)).toBe('La connexion n’a pas abouti. Réessayez.');
  });
});
