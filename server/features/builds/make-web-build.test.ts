import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packFromNodeModules, startNpmRegistry } from '../../../tests/support/npm-registry-server.js';
import { RECIPES_APP } from '../../../tests/support/sample-apps.js';
import { makeWebBuild, WebBuildRefused } from './make-web-build.js';

const decoder = new TextDecoder();
const text = (files: Map<string, Uint8Array>, path: string) => decoder.decode(files.get(path)!);

describe('build web de production', () => {
  it('une application React devient un site minifié aux noms hachés, ses paquets inclus, avec manifeste, icônes et service worker', async () => {
    const build = await makeWebBuild({ title: 'Carnet de recettes', files: RECIPES_APP });
    const paths = [...build.files.keys()].sort();
    const scripts = paths.filter((path) => /^assets\/index-[\w-]{6,}\.js$/.test(path));
    const sheets = paths.filter((path) => /^assets\/index-[0-9a-f]{8}\.css$/.test(path));
    expect(scripts).toHaveLength(1);
    expect(sheets).toHaveLength(1);
    expect(paths).toEqual(
      expect.arrayContaining(['index.html', 'manifest.webmanifest', 'sw.js', 'icons/icon-192.png', 'icons/icon-512.png']),
    );

    const html = text(build.files, 'index.html');
    expect(html).toContain('<base href="/">');
    expect(html).toContain(`<script type="module" src="${scripts[0]}"></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="${sheets[0]}">`);
    expect(html).toContain('<link rel="manifest" href="manifest.webmanifest">');
    expect(html).toContain('<title>Carnet de recettes</title>');
    // Nothing from another origin, no import map to Lumi's vendor files.
    expect(html).not.toMatch(/importmap|\/vendor\/|https?:\/\//);

    const js = text(build.files, scripts[0]!);
    expect(js).toContain('Kouign-amann');
    expect(js).toContain('Mes favoris');
    expect(js).not.toContain('process.env.NODE_ENV');
    // Minified: long lines (a readable bundle averages under 40 characters a line).
    expect(js.length / js.split('\n').length).toBeGreaterThan(500);
    expect(js).not.toMatch(/from\s*["'](react|react-dom|lucide-react|react-router-dom)["']/);
    const css = text(build.files, sheets[0]!);
    expect(css).toContain('#0f766e');
    expect(css).toMatch(/border:1px solid #ccc/);

    const manifest = JSON.parse(text(build.files, 'manifest.webmanifest')) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Carnet de recettes', start_url: './', display: 'standalone' });
    for (const icon of manifest.icons) expect(build.files.has(icon.src)).toBe(true);
    expect([...build.files.get('icons/icon-512.png')!.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);

    const worker = text(build.files, 'sw.js');
    expect(worker).toContain(build.hash);
    for (const path of paths.filter((path) => path !== 'sw.js' && path !== 'index.html')) expect(worker).toContain(JSON.stringify(path));
  });

  it('le routeur de l’application lit son dossier dans <base href>, pour marcher publié sous /a/{slug}/', async () => {
    const build = await makeWebBuild({ title: 'Routeur', files: RECIPES_APP });
    const script = [...build.files.keys()].find((path) => path.startsWith('assets/index-') && path.endsWith('.js'))!;
    expect(text(build.files, script)).toContain('document.baseURI');
  });

  it('deux builds des mêmes fichiers donnent les mêmes noms de fichiers ; un changement en donne de nouveaux', async () => {
    const first = await makeWebBuild({ title: 'Stable', files: RECIPES_APP });
    const again = await makeWebBuild({ title: 'Stable', files: RECIPES_APP });
    expect([...again.files.keys()].sort()).toEqual([...first.files.keys()].sort());
    expect(again.hash).toBe(first.hash);
    const changed = await makeWebBuild({
      title: 'Stable',
      files: { ...RECIPES_APP, 'src/data/recettes.json': JSON.stringify(['Galette']) },
    });
    expect(changed.hash).not.toBe(first.hash);
  });

  it('une page index.html avec son script TypeScript garde son HTML, et le script devient le bundle', async () => {
    const build = await makeWebBuild({
      title: 'Page simple',
      files: {
        'index.html':
          '<!doctype html><html lang="fr"><head><title>Minuteur</title></head><body><h1>Minuteur</h1><img src="logo.svg" alt=""><script type="module" src="/src/main.ts"></script></body></html>',
        'src/main.ts': "const titre: string = 'prêt';\ndocument.querySelector('h1')!.textContent += ' ' + titre;\n",
        'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
      },
    });
    const html = text(build.files, 'index.html');
    expect(html).toContain('<h1>Minuteur</h1>');
    expect(html).not.toContain('/src/main.ts');
    expect(html).toMatch(/<script type="module" src="assets\/index-[\w-]+\.js"><\/script>/);
    expect(build.files.has('logo.svg')).toBe(true);
  });

  it('un paquet que l’aperçu a pris au registre, et zustand 3 demandé par package.json, entrent dans le build avec un seul React', async () => {
    const registry = await startNpmRegistry({
      packages: [
        packFromNodeModules('ms'),
        {
          name: 'zustand',
          version: '3.7.2',
          files: {
            'index.js':
              "import { useState } from 'react';\nexport default function create(init) { return () => useState(() => init(() => undefined))[0]; }\nexport const marque = 'zustand-trois';\n",
          },
        },
      ],
    });
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'lumi-build-paquets-'));
    try {
      const files = {
        'package.json': JSON.stringify({ dependencies: { zustand: '^3.7.0', ms: '^2.1.0' } }),
        'src/App.tsx':
          "import ms from 'ms';\nimport create, { marque } from 'zustand';\nconst useStore = create(() => ({ n: 1 }));\nexport default function App() { return <p>{ms(60000)} {marque} {useStore().n}</p>; }\n",
      };
      const packages = {
        cacheDir,
        registry: {
          registryUrl: registry.url,
          maxTarballBytes: 5 * 1024 * 1024,
          maxUnpackedBytes: 20 * 1024 * 1024,
          timeoutMs: 20_000,
          denyList: [],
        },
      };
      const build = await makeWebBuild({ title: 'Paquets du registre', files, packages });
      const script = [...build.files]
        .filter(([name]) => name.endsWith('.js') && name.startsWith('assets/'))
        .map(([, body]) => decoder.decode(body))
        .join('\n');
      expect(script).toContain('zustand-trois');
      // ms's own words, bundled from the tree fetched into the cache.
      expect(script).toMatch(/years?|\bms\b/);
      // As many copies of React's element marker as in an app with no package at all: zustand 3 used Lumi's React.
      const bare = await makeWebBuild({
        title: 'Témoin',
        files: { 'src/App.tsx': 'export default function App() { return <p>témoin</p>; }\n' },
      });
      const markers = (code: string) => code.match(/react\.transitional\.element/g)?.length ?? 0;
      const bareScript = [...bare.files]
        .filter(([name]) => name.endsWith('.js') && name.startsWith('assets/'))
        .map(([, body]) => decoder.decode(body))
        .join('\n');
      expect(markers(script)).toBe(markers(bareScript));
      expect(build.warnings).toEqual([]);

      // Without a registry, the same project is refused for ms, which Lumi does not have, with the line.
      await expect(
        makeWebBuild({
          title: 'Hors ligne',
          files,
          packages: { cacheDir: mkdtempSync(path.join(tmpdir(), 'lumi-build-vide-')), registry: null },
        }),
      ).rejects.toThrow(/src\/App\.tsx, ligne 1 : Le paquet « ms » n'est pas disponible/);
    } finally {
      await registry.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('un paquet du registre qui lit un fichier du serveur ou qui demande un paquet absent fait refuser le build, en français', async () => {
    const outside = path.join(mkdtempSync(path.join(tmpdir(), 'lumi-secret-')), 'secret.json');
    writeFileSync(outside, JSON.stringify({ motDePasse: 'ne-doit-pas-sortir' }));
    const registry = await startNpmRegistry({
      packages: [
        {
          name: 'paquet-indiscret',
          version: '1.0.0',
          files: { 'index.js': `import secret from ${JSON.stringify(outside)};\nexport default secret;\n` },
        },
        {
          name: 'paquet-incomplet',
          version: '1.0.0',
          files: { 'index.js': "export { couleur } from 'theme-absent';\n" },
          peerDependencies: { 'theme-absent': '^1.0.0' },
        },
      ],
    });
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'lumi-build-paquets-'));
    const packages = {
      cacheDir,
      registry: {
        registryUrl: registry.url,
        maxTarballBytes: 5 * 1024 * 1024,
        maxUnpackedBytes: 20 * 1024 * 1024,
        timeoutMs: 20_000,
        denyList: [],
      },
    };
    try {
      const indiscret = makeWebBuild({
        title: 'Indiscret',
        files: {
          'src/App.tsx': "import s from 'paquet-indiscret';\nexport default function App() { return <p>{JSON.stringify(s)}</p>; }\n",
        },
        packages,
      });
      await expect(indiscret).rejects.toBeInstanceOf(WebBuildRefused);
      await expect(indiscret).rejects.toThrow(/lit un fichier hors des paquets installés/);
      const incomplet = makeWebBuild({
        title: 'Incomplet',
        files: {
          'src/App.tsx': "import { couleur } from 'paquet-incomplet';\nexport default function App() { return <p>{couleur}</p>; }\n",
        },
        packages,
      });
      await expect(incomplet).rejects.toThrow(/Le paquet « theme-absent »/);
    } finally {
      await registry.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('un projet qui importe un paquet non disponible est refusé avec le fichier et la ligne', async () => {
    const refused = makeWebBuild({
      title: 'Refus',
      files: { 'src/App.tsx': "import axios from 'axios';\nexport default function App() { return <p>{String(axios)}</p>; }\n" },
    });
    await expect(refused).rejects.toBeInstanceOf(WebBuildRefused);
    await expect(refused).rejects.toThrow(/src\/App\.tsx, ligne 1 : Le paquet « axios » n'est pas disponible/);
  });
});
