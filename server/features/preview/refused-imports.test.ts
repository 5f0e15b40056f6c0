import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFiles } from '../../../common/projects.js';
import { buildAndCollect, startPreviewService } from '../../../tests/support/preview-service.js';
import type { PreviewService } from './preview-service.js';

/**
 * Every way a generated file could pull a server file into the preview. Each attack targets real files
 * holding a random marker: the build must fail with a French message that names the file and the line,
 * and not one byte of the target may appear in anything the content origin would serve.
 */
let service: PreviewService;
let close: () => Promise<void>;
let secretDir: string;
const marker = `SECRET-${randomBytes(12).toString('hex')}`;
let secret: (extension: 'js' | 'css' | 'json' | 'svg' | 'txt') => string;
/** From src/App.tsx, enough ../ to reach the file system root whatever the server's folder. */
const up = '../'.repeat(12);

beforeAll(async () => {
  ({ service, close } = await startPreviewService());
  secretDir = await mkdtemp(path.join(tmpdir(), 'lumi-secret-'));
  secret = (extension) => path.join(secretDir, `secret.${extension}`);
  await writeFile(secret('js'), `export default "${marker}";`);
  await writeFile(secret('css'), `.fuite { content: "${marker}"; }`);
  await writeFile(secret('json'), JSON.stringify({ marker }));
  await writeFile(secret('svg'), `<svg xmlns="http://www.w3.org/2000/svg"><text>${marker}</text></svg>`);
  await writeFile(secret('txt'), marker);
});
afterAll(async () => {
  await close?.();
  await rm(secretDir, { recursive: true, force: true });
});

async function expectRefused(files: ProjectFiles, expected: { file: string; line: number; message: RegExp }) {
  const { build, served } = await buildAndCollect(service, files, `attaquant-${randomBytes(4).toString('hex')}`);
  expect(build.status).toBe('error');
  expect(build.errors[0]).toMatchObject({ file: expected.file, line: expected.line });
  expect(build.errors[0]?.message).toContain(`${expected.file}, ligne ${expected.line} :`);
  expect(build.errors[0]?.message).toMatch(expected.message);
  expect(served).not.toContain(marker);
  expect(served).not.toMatch(/root:x:0:0/);
  return build;
}

const appImporting = (statement: string, use = 'console.log(x);') => ({
  'src/App.tsx': `// Application\n${statement}\n${use}\nexport default function App() { return <p>Bonjour</p>; }`,
});

describe('imports JavaScript refusés', () => {
  it('un chemin relatif qui sort du projet (../../…) est refusé', async () => {
    await expectRefused(appImporting(`import x from '${up}${secret('js').slice(1)}';`), {
      file: 'src/App.tsx',
      line: 2,
      message: /ce chemin sort du projet/,
    });
  });

  it('un chemin absolu vers un fichier du serveur est cherché dans le projet seulement, et introuvable', async () => {
    await expectRefused(appImporting(`import x from '${secret('js')}';`), {
      file: 'src/App.tsx',
      line: 2,
      message: /introuvable dans le projet/,
    });
  });

  it('/etc/passwd importé en texte est refusé', async () => {
    await expectRefused(appImporting("import x from '/etc/passwd';"), {
      file: 'src/App.tsx',
      line: 2,
      message: /Fichier « \/etc\/passwd » introuvable dans le projet/,
    });
  });

  it('une adresse file: est refusée', async () => {
    await expectRefused(appImporting(`import x from 'file://${secret('js')}';`), {
      file: 'src/App.tsx',
      line: 2,
      message: /les adresses « file: » ne sont pas autorisées/,
    });
  });

  it('une adresse data: est refusée', async () => {
    await expectRefused(appImporting("import x from 'data:text/javascript,export default 1';"), {
      file: 'src/App.tsx',
      line: 2,
      message: /les adresses « data: » ne sont pas autorisées/,
    });
  });

  it('un module node: est refusé', async () => {
    await expectRefused(appImporting("import { readFileSync as x } from 'node:fs';"), {
      file: 'src/App.tsx',
      line: 2,
      message: /les adresses « node: » ne sont pas autorisées/,
    });
  });

  it("un module de Node (fs) est refusé : il n'existe pas dans un navigateur", async () => {
    await expectRefused(appImporting("import x from 'fs';"), {
      file: 'src/App.tsx',
      line: 2,
      message: /Le module Node « fs » n'existe pas dans un navigateur/,
    });
  });

  it("un sous-chemin d'un paquet autorisé qui remonte vers le disque est refusé", async () => {
    await expectRefused(appImporting(`import x from 'react/${up}${secret('js').slice(1)}';`), {
      file: 'src/App.tsx',
      line: 2,
      message: /n'est ni un fichier du projet ni un nom de paquet npm/,
    });
  });

  it("un sous-chemin d'un paquet de l'ensemble local qui remonte vers le disque est refusé", async () => {
    await expectRefused(appImporting(`import x from 'zod/${up}${secret('js').slice(1)}';`), {
      file: 'src/App.tsx',
      line: 2,
      message: /n'est ni un fichier du projet ni un nom de paquet npm/,
    });
  });

  it('un chemin avec des barres obliques inverses est refusé', async () => {
    const windowsPath = `..\\\\..\\\\..\\\\..\\\\${secret('js').slice(1).replaceAll('/', '\\\\')}`;
    await expectRefused(appImporting(`import x from '${windowsPath}';`), {
      file: 'src/App.tsx',
      line: 2,
      message: /barres obliques inverses/,
    });
  });

  it('require() est refusé', async () => {
    await expectRefused(appImporting('const x = require(' + JSON.stringify(secret('js')) + ');'), {
      file: 'src/App.tsx',
      line: 2,
      message: /require\(.*\) n'est pas pris en charge dans l'aperçu : utilisez import/,
    });
  });

  it("un import() dynamique d'un fichier du serveur est refusé", async () => {
    await expectRefused(appImporting(`const x = import('${secret('js')}');`), {
      file: 'src/App.tsx',
      line: 2,
      message: /introuvable dans le projet/,
    });
  });

  it("un import() dynamique d'un module de Node est refusé", async () => {
    await expectRefused(appImporting("const x = import('child_process');"), {
      file: 'src/App.tsx',
      line: 2,
      message: /Le module Node « child_process » n'existe pas dans un navigateur/,
    });
  });

  it('un JSON hors du projet est refusé', async () => {
    await expectRefused(appImporting(`import x from '${up}${secret('json').slice(1)}';`), {
      file: 'src/App.tsx',
      line: 2,
      message: /ce chemin sort du projet/,
    });
  });
});

describe('feuilles de style refusées', () => {
  const withCss = (css: string): ProjectFiles => ({
    'src/App.tsx': 'import \'./index.css\';\nexport default function App() { return <p className="fuite">Bonjour</p>; }',
    'src/index.css': `@import "tailwindcss";\n${css}\n.page { color: navy; }`,
  });

  it('@import d’un chemin absolu est refusé', async () => {
    await expectRefused(withCss(`@import "${secret('css')}";`), { file: 'src/index.css', line: 2, message: /introuvable dans le projet/ });
  });

  it('@import qui sort du projet est refusé', async () => {
    await expectRefused(withCss(`@import "${up}${secret('css').slice(1)}";`), {
      file: 'src/index.css',
      line: 2,
      message: /ce chemin sort du projet/,
    });
  });

  it('@import d’une adresse file: est refusé', async () => {
    await expectRefused(withCss(`@import url("file://${secret('css')}");`), {
      file: 'src/index.css',
      line: 2,
      message: /les adresses « file: » ne sont pas autorisées/,
    });
  });

  it('@import d’un sous-chemin de tailwindcss qui remonte vers le disque est refusé', async () => {
    await expectRefused(withCss(`@import "tailwindcss/${up}${secret('css').slice(1)}";`), {
      file: 'src/index.css',
      line: 2,
      message: /ce chemin sort du projet/,
    });
  });

  it('@import d’une feuille de style par un nom de paquet hors de ceux fournis est refusé', async () => {
    await expectRefused(withCss('@import "animate.css-inconnu";'), {
      file: 'src/index.css',
      line: 2,
      message: /seules « tailwindcss » et « tw-animate-css » peuvent être importées par leur nom/,
    });
  });

  it('url() vers un chemin absolu est refusé', async () => {
    await expectRefused(withCss(`.fond { background: url(${secret('svg')}); }`), {
      file: 'src/index.css',
      line: 2,
      message: /introuvable dans le projet/,
    });
  });

  it('url() qui sort du projet est refusé', async () => {
    await expectRefused(withCss(`.fond { background: url("${up}${secret('svg').slice(1)}"); }`), {
      file: 'src/index.css',
      line: 2,
      message: /ce chemin sort du projet/,
    });
  });

  it('url() vers une adresse file: est refusé', async () => {
    await expectRefused(withCss(`.fond { background: url("file://${secret('svg')}"); }`), {
      file: 'src/index.css',
      line: 2,
      message: /les adresses « file: » ne sont pas autorisées/,
    });
  });

  it('la directive Tailwind @plugin est refusée', async () => {
    await expectRefused(withCss(`@plugin "${secret('js')}";`), {
      file: 'src/index.css',
      line: 2,
      message: /la directive Tailwind « @plugin » n'est pas autorisée/,
    });
  });

  it('la directive Tailwind @config est refusée', async () => {
    await expectRefused(withCss(`@config "${secret('js')}";`), {
      file: 'src/index.css',
      line: 2,
      message: /la directive Tailwind « @config » n'est pas autorisée/,
    });
  });

  it('@reference vers un fichier du serveur est refusé', async () => {
    await expectRefused(withCss(`@reference "${secret('css')}";`), {
      file: 'src/index.css',
      line: 2,
      message: /« @reference » ne peut viser que « tailwindcss »/,
    });
  });
});

describe('pages HTML', () => {
  it("un script module d'index.html qui vise un fichier hors du projet n'est ni assemblé ni servi", async () => {
    const { build, stored, served } = await buildAndCollect(service, {
      'index.html': `<html><head></head><body><script type="module" src="${up}${secret('js').slice(1)}"></script><script type="module" src="${secret('js')}"></script></body></html>`,
    });
    // The one inside the project's root (as Vite reads "/…") is not a project file: the page says so.
    expect(build.status).toBe('error');
    expect(build.errors.map((error) => error.message)).toEqual([
      `index.html, ligne 1 : le script « ${secret('js')} » est introuvable dans le projet.`,
    ]);
    expect(stored.js).toBeNull();
    expect(served).not.toContain(marker);
  });
});
