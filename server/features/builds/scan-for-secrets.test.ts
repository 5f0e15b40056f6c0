import { describe, expect, it } from 'vitest';
import { RECIPES_APP } from '../../../tests/support/sample-apps.js';
import { scanForSecrets } from './scan-for-secrets.js';

// Keys are built at run time, so that this repository holds no key-shaped literal.
const openAiKey = ['sk', 'proj', 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9'].join('-');
const githubToken = ['ghp', 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5'].join('_');
const pem = [
  '-----BEGIN RSA PRIVATE KEY-----',
  ...Array.from({ length: 12 }, (_, i) => `MIIEowIBAAKCAQEA7V1xY3zA5bC7dE9fG1hJ3kL5mN7pQ9rS1tU3vW5xY7zA9b${i}C`),
  '-----END RSA PRIVATE KEY-----',
].join('\n');

describe('vérification avant publication', () => {
  it('une clé sk-… écrite dans src/api.ts bloque la publication avec le fichier et la ligne, sans répéter la clé', async () => {
    const findings = await scanForSecrets({ 'src/api.ts': `// client\nexport const KEY = "${openAiKey}";\n` });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: 'src/api.ts', line: 2, kind: 'secret' });
    expect(findings[0]!.message).toMatch(/^src\/api\.ts, ligne 2 : /);
    expect(findings[0]!.message).not.toContain(openAiKey);
  });

  it('un jeton GitHub ghp_ et une clé privée PEM sont trouvés', async () => {
    const findings = await scanForSecrets({
      'src/github.ts': `const token = '${githubToken}';\n`,
      'src/cle.ts': `export const cle = \`${pem}\`;\n`,
    });
    expect(findings.map((finding) => finding.file).sort()).toEqual(['src/cle.ts', 'src/github.ts']);
  });

  it("une image ou un script en http: est signalé ; un lien https, un lien <a> et l'espace de noms SVG ne le sont pas", async () => {
    const findings = await scanForSecrets({
      'index.html':
        '<html><body>\n<img src="http://exemple.fr/logo.png">\n<a href="http://exemple.fr">site</a>\n<script src="https://exemple.fr/a.js"></script>\n<svg xmlns="http://www.w3.org/2000/svg"></svg></body></html>',
      'src/api.ts': "export const load = () => fetch('http://api.exemple.fr/data');\n",
    });
    expect(findings.map((finding) => `${finding.file}:${finding.line}:${finding.kind}`)).toEqual([
      'index.html:2:insecure-resource',
      'src/api.ts:1:insecure-resource',
    ]);
  });

  it('une application générée par Lumi sans secret ne donne aucun résultat', async () => {
    expect(
      await scanForSecrets({
        ...RECIPES_APP,
        'src/icone.tsx': 'export const I = () => <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" />;\n',
      }),
    ).toEqual([]);
  });
});
