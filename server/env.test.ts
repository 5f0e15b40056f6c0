import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEmailList } from './env.js';

const base = { DATA_DIR: '/tmp/lumi-env-test', AUTH_SECRET: 'x'.repeat(40) };

describe('configuration au démarrage', () => {
  it('sans variable, Lumi démarre en local : port 3000, contenus sur 127.0.0.1:3001, IA hors ligne, base intégrée', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.contentUrl).toBe('http://127.0.0.1:3001');
    expect(config.ai.provider).toBe('offline');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.previewWarmUp).toBe(true);
  });

  it("PREVIEW_WARM_UP=off coupe le préchauffage de l'aperçu ; une autre valeur est refusée", () => {
    expect(loadConfig({ ...base, PREVIEW_WARM_UP: 'off' }).previewWarmUp).toBe(false);
    expect(() => loadConfig({ ...base, PREVIEW_WARM_UP: 'non' })).toThrow(ConfigError);
  });

  it('une configuration fausse arrête le démarrage avec la liste de tout ce qui ne va pas', () => {
    let error: unknown;
    try {
      loadConfig({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x', AI_PROVIDER: 'gemini', GOOGLE_CLIENT_ID: 'id' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('AI_API_KEY');
    expect(problems).toContain('GOOGLE_CLIENT_SECRET');
  });

  it('ADMIN_EMAILS ignore les espaces, les majuscules et les entrées vides', () => {
    expect(parseEmailList(' A@B.fr,, c@D.FR ,')).toEqual(['a@b.fr', 'c@d.fr']);
  });
});
