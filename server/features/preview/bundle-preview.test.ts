import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_PACKAGES } from '../../../common/preview.js';
import { buildAndCollect, startPreviewService } from '../../../tests/support/preview-service.js';
import type { PreviewService } from './preview-service.js';
import type { ModuleLines } from './render-page.js';

let service: PreviewService;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ service, close } = await startPreviewService());
});
afterAll(async () => {
  await close?.();
});

const app = {
  'src/App.tsx': [
    "import { useState } from 'react';",
    "import { Heart } from 'lucide-react';",
    "import clsx from 'clsx';",
    "import { Card } from '@/components/Card';",
    "import { format } from './lib/format.js';",
    "import settings from './settings.json';",
    "import styles from './App.module.css';",
    "import './App.css';",
    'export default function App() {',
    '  const [count, setCount] = useState(0);',
    '  return (',
    '    <main className="min-h-screen bg-violet-600 p-8 text-white">',
    "      <h1 className={clsx('text-3xl font-bold', count > 0 && 'underline')}>{settings.title}</h1>",
    '      <Card label={format(count)} onClick={() => setCount(count + 1)} />',
    '      <Heart className={styles.icon} />',
    '    </main>',
    '  );',
    '}',
  ].join('\n'),
  'src/components/Card/index.tsx': [
    'export function Card({ label, onClick }: { label: string; onClick: () => void }) {',
    '  return <button onClick={onClick} className="btn-primary hover:bg-indigo-700 md:px-8 border-marque">{label}</button>;',
    '}',
  ].join('\n'),
  'src/lib/format.ts': 'export const format = (n: number) => `Compteur : ${n}`;',
  'src/settings.json': '{ "title": "Carnet de bord" }',
  'src/App.css': '.btn-primary { @apply rounded-xl bg-indigo-500 px-4 py-2; }\n.halo { background: url(./halo.svg); }',
  'src/App.module.css': '.icon { width: 24px; }',
  'src/halo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>',
  'src/index.css': '@import "tailwindcss";\n@theme { --color-marque: #7c3aed; }',
};

/** What the page's import map names, with the code of the app's modules (data: URLs) and their line tables. */
function pagePayload(page: string) {
  const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(page)?.[1];
  const lines = /<script type="application\/json" id="lumi-lines">([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!map || !lines) throw new Error('la page ne porte pas de modules');
  const imports = (JSON.parse(map) as { imports: Record<string, string> }).imports;
  const modules = Object.entries(imports)
    .filter(([, url]) => url.startsWith('data:text/javascript;charset=utf-8,'))
    .map(([name, url]) => ({ name, code: decodeURIComponent(url.slice(url.indexOf(',') + 1)) }));
  return { imports, modules, lines: JSON.parse(lines) as ModuleLines };
}

describe("construction de l'aperçu d'une application React", () => {
  it('un projet de plusieurs fichiers est assemblé : imports entre fichiers, alias @/, JSON, CSS, modules CSS et paquets autorisés', async () => {
    const { build, stored, code: js } = await buildAndCollect(service, app);
    expect(build).toMatchObject({ status: 'ready', entry: { kind: 'react', file: 'src/App.tsx' }, errors: [], cached: false });
    expect(build.url).toBe(`http://127.0.0.1:3001/p/${build.id}/`);
    expect(js).toContain('Compteur : ');
    expect(js).toContain('Carnet de bord');
    expect(js).toContain('btn-primary hover:bg-indigo-700');
    // Allowed packages stay imports, resolved by the import map in the browser.
    expect(js).toMatch(/import \{[^}]*useState[^}]*\} from "react";/);
    expect(js).toMatch(/import \{[^}]*Heart[^}]*\} from "lucide-react";/);
    expect(js).toMatch(/import clsx from "clsx";/);
    expect(js).not.toContain('function useState');
    // The page carries the import map of the packages and every module; the bridge starts them.
    const payload = pagePayload(stored.page);
    expect(payload.imports.react).toMatch(/^\/vendor\/[0-9a-f]{16}\/react\.js$/);
    // lucide-react is, for this page, the one icon it uses rather than all of them.
    expect(payload.modules.find((module) => module.name === 'lucide-react')?.code).toContain(
      'export { default as Heart } from "@lumi:lucide/heart";',
    );
    expect(payload.imports['@lumi:lucide/heart']).toMatch(/^\/vendor\/[0-9a-f]{16}\/icons-lucide-heart\.js$/);
    expect(Object.keys(payload.imports).filter((name) => name.startsWith('@lumi:lucide/'))).toEqual(['@lumi:lucide/heart']);
    expect(stored.page).toContain('<script type="module">import "@lumi:entree";</script>');
    // The vendor modules the app imports, and the chunks they share, load in one wave.
    expect(stored.page).toMatch(/<link rel="modulepreload" href="\/vendor\/[0-9a-f]{16}\/react-dom-client\.js">/);
    expect(stored.page).toMatch(/<link rel="modulepreload" href="\/vendor\/[0-9a-f]{16}\/chunk-[\w-]+\.js">/);
    // Each project file is a module of its own, with the project line of each of its lines for errors.
    const names = payload.modules.map((module) => module.name);
    expect(names).toEqual(
      expect.arrayContaining([
        '@lumi:entree',
        '@lumi/src/App.tsx',
        '@lumi/src/components/Card/index.tsx',
        '@lumi/src/lib/format.ts',
        '@lumi/src/settings.json',
      ]),
    );
    const appModule = payload.modules.find((module) => module.name === '@lumi/src/App.tsx');
    expect(appModule?.code).toContain('//# sourceURL=@lumi/src/App.tsx');
    expect(payload.lines['@lumi/src/App.tsx']?.file).toBe('src/App.tsx');
    const stateLine = appModule!.code.split('\n').findIndex((line) => line.includes('useState(0)'));
    expect(payload.lines['@lumi/src/App.tsx']?.lines[stateLine]).toBe(10);
  });

  it("après la modification d'un fichier, seul ce fichier est transformé à nouveau", async () => {
    const before = pagePayload((await buildAndCollect(service, app, 'modif-1')).stored.page).modules;
    const edited = { ...app, 'src/lib/format.ts': 'export const format = (n: number) => `Total : ${n}`;' };
    const after = pagePayload((await buildAndCollect(service, edited, 'modif-1')).stored.page).modules;
    expect(after.map((module) => module.name)).toEqual(before.map((module) => module.name));
    const changed = after.filter((module, index) => module.code !== before[index]?.code).map((module) => module.name);
    expect(changed).toEqual(['@lumi/src/lib/format.ts']);
    expect(after.find((module) => module.name === '@lumi/src/lib/format.ts')?.code).toContain('Total : ');
  });

  it('les classes Tailwind des fichiers sont compilées sur le serveur, avec @apply, @theme et les variantes', async () => {
    const { stored } = await buildAndCollect(service, app);
    const css = stored.css ?? '';
    expect(css).toContain('tailwindcss v4');
    expect(css).toMatch(/\.bg-violet-600\s*\{/);
    expect(css).toMatch(/\.hover\\:bg-indigo-700:hover|\.hover\\:bg-indigo-700\s*\{\s*&:hover/);
    expect(css).toMatch(/\.md\\:px-8/);
    expect(css).toMatch(/\.btn-primary\s*\{[^}]*border-radius/);
    expect(css).toMatch(/\.border-marque\s*\{\s*border-color: var\(--color-marque\)/);
    expect(css).toContain('--color-marque: #7c3aed');
    expect(css).toContain('data:image/svg+xml');
    expect(css).not.toMatch(/\.bg-emerald-900\s*\{/);
    expect(stored.page).toContain(`<link rel="stylesheet" href="/p/${stored.id}/_lumi/app.css">`);
  });

  it('chaque paquet autorisé se résout vers le module pré-construit de la carte des imports', async () => {
    const imports = PREVIEW_PACKAGES.map((name, index) => `import * as paquet${index} from '${name}';`).join('\n');
    const uses = `console.log(${PREVIEW_PACKAGES.map((_, index) => `paquet${index}`).join(', ')});`;
    const { build, code } = await buildAndCollect(service, {
      'App.jsx': `${imports}\n${uses}\nexport default function App() { return null; }`,
    });
    expect(build.errors).toEqual([]);
    const vendor = await service.vendor();
    for (const name of PREVIEW_PACKAGES) {
      expect(code).toContain(`from "${name}"`);
      const file = vendor.imports[name]?.split('/').pop() ?? '';
      expect(vendor.files.get(file)?.body.length, name).toBeGreaterThan(0);
    }
    // CommonJS packages get their named exports listed; clsx keeps its default export.
    expect(vendor.exports.get('react')).toEqual(expect.objectContaining(new Set(['useState', 'useEffect', 'default'])));
    expect(vendor.exports.get('react-dom/client')?.has('createRoot')).toBe(true);
    expect(vendor.exports.get('clsx')?.has('default')).toBe(true);
    expect(vendor.exports.get('recharts')?.has('LineChart')).toBe(true);
  });

  it("les feuilles de style d'une application sont réunies dans l'ordre où ses modules les importent, Tailwind une seule fois", async () => {
    const { build, stored } = await buildAndCollect(service, {
      'src/main.tsx':
        "import { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './index.css';\ncreateRoot(document.getElementById('root')!).render(<App />);",
      'src/App.tsx': 'import \'./App.css\';\nexport default function App() { return <p className="carte text-sky-700">Ordre</p>; }',
      'src/App.css': '@import "tailwindcss";\n.carte { color: rgb(1, 2, 3); }',
      'src/index.css': '@import "tailwindcss";\n.carte { color: rgb(4, 5, 6); }',
    });
    expect(build.status).toBe('ready');
    const css = stored.css ?? '';
    // App.css runs first (App is imported before index.css), so index.css wins, as in the browser with Vite.
    expect(css.indexOf('rgb(1, 2, 3)')).toBeGreaterThan(-1);
    expect(css.indexOf('rgb(4, 5, 6)')).toBeGreaterThan(css.indexOf('rgb(1, 2, 3)'));
    expect(css.match(/tailwindcss v4/g)).toHaveLength(1);
    expect(css).toMatch(/\.text-sky-700\s*\{/);
  });

  it("les classes d'un projet n'arrivent jamais dans la feuille d'un autre, même partis de la même feuille de style", async () => {
    const project = (className: string) => ({
      'src/index.css': '@import "tailwindcss";\n@theme { --color-partage: #123456; }',
      'src/App.tsx': `import './index.css';\nexport default function App() { return <p className="${className}">Projet</p>; }`,
    });
    const first = await buildAndCollect(service, project('bg-rose-700'), 'proprietaire-a');
    expect(first.stored.css).toMatch(/\.bg-rose-700\s*\{/);
    // A second later a fresh compiler for this stylesheet is ready for the next new project.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const second = await buildAndCollect(service, project('text-lime-600'), 'proprietaire-b');
    expect(second.stored.css).toMatch(/\.text-lime-600\s*\{/);
    expect(second.stored.css).not.toContain('bg-rose-700');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const third = await buildAndCollect(service, project('underline'), 'proprietaire-c');
    expect(third.stored.css).not.toMatch(/bg-rose-700|text-lime-600/);
  });

  it('une application Vite qui lit import.meta.env et process.env.NODE_ENV reçoit les valeurs du mode développement', async () => {
    const { build, code } = await buildAndCollect(service, {
      'src/App.tsx':
        'export default function App() { return <p>{import.meta.env.MODE} {String(import.meta.env.DEV)} {process.env.NODE_ENV}</p>; }',
    });
    expect(build.status).toBe('ready');
    expect(code).not.toContain('import.meta.env');
    expect(code).not.toContain('process.env');
    expect(code).toContain('"development"');
  });

  it('une erreur de syntaxe renvoie le message du compilateur avec le fichier et la ligne', async () => {
    const { build } = await buildAndCollect(service, {
      'src/App.tsx': 'export default function App() {\n  return <div>\n    <p>Bonjour</p>\n  </section>;\n}',
    });
    expect(build.status).toBe('error');
    expect(build.errors[0]).toMatchObject({ file: 'src/App.tsx', line: 4 });
    expect(build.errors[0]?.message).toMatch(/erreur de syntaxe : Expected corresponding JSX closing tag for 'div'/);
  });

  it("une icône qui n'existe pas dans lucide-react est une erreur de construction qui nomme le fichier et la ligne", async () => {
    const { build } = await buildAndCollect(service, {
      'src/App.tsx':
        "import { Sparkles, LicorneMagique } from 'lucide-react';\nexport default () => <div><Sparkles /><LicorneMagique /></div>;",
    });
    expect(build.status).toBe('error');
    expect(build.errors).toEqual([
      expect.objectContaining({
        file: 'src/App.tsx',
        line: 1,
        message: "src/App.tsx, ligne 1 : le paquet « lucide-react » n'exporte pas « LicorneMagique » (icône inconnue de lucide-react).",
      }),
    ]);
  });

  it('un fichier importé qui manque est signalé en français avec le fichier qui l’importe', async () => {
    const { build } = await buildAndCollect(service, { 'src/App.tsx': "import Menu from './Menu';\nexport default () => <Menu />;" });
    expect(build.errors[0]).toMatchObject({
      file: 'src/App.tsx',
      line: 1,
      message: 'src/App.tsx, ligne 1 : Fichier « ./Menu » introuvable dans le projet (importé depuis src/App.tsx).',
    });
  });
});

describe('choix du fichier affiché (spécification, section 5)', () => {
  it('index.html est servi tel quel avec ses fichiers voisins', async () => {
    const { build, stored } = await buildAndCollect(service, {
      'index.html':
        '<!doctype html><html><head><title>Ma page</title><link rel="stylesheet" href="style.css"></head><body><h1>Bonjour</h1><script src="app.js"></script></body></html>',
      'style.css': 'h1 { color: tomato; }',
      'app.js': "document.querySelector('h1').textContent += ' !';",
      'src/App.tsx': 'export default () => null;',
    });
    expect(build.entry).toEqual({ kind: 'html', file: 'index.html' });
    expect(stored.page).toContain('<title>Ma page</title><link rel="stylesheet" href="style.css">');
    expect(stored.page).toContain('<script src="app.js"></script>');
    expect(stored.page.indexOf('/runtime/bridge.js')).toBeLessThan(stored.page.indexOf('<title>'));
    expect(stored.assets.get('style.css')).toBe('h1 { color: tomato; }');
    expect(stored.js).toBeNull();
  });

  it("public/index.html est choisi quand il n'y a pas d'index.html à la racine, ses voisins sont relatifs à public/", async () => {
    const { build, stored } = await buildAndCollect(service, {
      'public/index.html': '<html><head></head><body><img src="logo.svg"></body></html>',
      'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    });
    expect(build.entry).toEqual({ kind: 'html', file: 'public/index.html' });
    expect(stored.assets.get('logo.svg')).toContain('<svg');
  });

  it('un index.html de type Vite a son script TypeScript assemblé, et le Tailwind du CDN est remplacé par la feuille compilée', async () => {
    const { build, stored } = await buildAndCollect(service, {
      'index.html':
        '<!doctype html><html><head><script src="https://cdn.tailwindcss.com"></script></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
      'src/main.tsx':
        "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<p className=\"text-emerald-700\">Vite</p>);",
    });
    expect(build).toMatchObject({ status: 'ready', entry: { kind: 'html', file: 'index.html' } });
    expect(stored.page).not.toContain('cdn.tailwindcss.com');
    expect(stored.page).not.toMatch(/<script[^>]*src="\/src\/main\.tsx"/);
    expect(stored.page).toContain('<script type="module">import "@lumi:entree";</script>');
    expect(stored.css).toMatch(/\.text-emerald-700/);
  });

  it('sans index.html, App.tsx à la racine est monté avec App.css et index.css', async () => {
    const { build, stored } = await buildAndCollect(service, {
      'App.tsx': 'export default function App() { return <p className="app">Racine</p>; }',
      'App.css': '.app { color: rebeccapurple; }',
      'index.css': 'body { margin: 0; }',
    });
    expect(build.entry).toEqual({ kind: 'react', file: 'App.tsx' });
    expect(stored.js).toContain('createRoot(document.getElementById("root"))');
    expect(stored.js).toContain('import * as AppModule from "@lumi/App.tsx"');
    expect(stored.css).toContain('rebeccapurple');
    expect(stored.css).toMatch(/body\s*\{\s*margin: 0/);
  });

  it('src/App.jsx est accepté, et un src/main.jsx qui monte lui-même l’application devient le point d’entrée', async () => {
    const { build, code } = await buildAndCollect(service, {
      'src/App.jsx': 'export default function App() { return <p>JSX</p>; }',
      'src/main.jsx':
        "import { createRoot } from 'react-dom/client';\nimport App from './App';\nconst Providers = ({ children }) => <section data-fournisseur>{children}</section>;\ncreateRoot(document.getElementById('root')).render(<Providers><App /></Providers>);",
    });
    expect(build.entry).toEqual({ kind: 'react', file: 'src/App.jsx' });
    expect(code).toContain('data-fournisseur');
  });

  it("sinon le premier fichier est affiché : comme une page s'il est en HTML", async () => {
    const { build, stored } = await buildAndCollect(service, { 'accueil.html': '<h1>Accueil</h1>', 'zz.txt': 'x' });
    expect(build.entry).toEqual({ kind: 'page', file: 'accueil.html' });
    expect(stored.page).toContain('<h1>Accueil</h1>');
  });

  it('sinon le premier fichier est affiché comme texte échappé', async () => {
    const { build, stored } = await buildAndCollect(service, { 'notes.md': '# Idées\n<script>alert(1)</script>' });
    expect(build.entry).toEqual({ kind: 'text', file: 'notes.md' });
    expect(stored.page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(stored.page).not.toContain('<script>alert(1)</script>');
  });

  it('un projet Vue ou Svelte affiche « Aperçu disponible pour React et HTML »', async () => {
    for (const file of ['src/App.vue', 'src/App.svelte']) {
      const { build, stored } = await buildAndCollect(service, {
        [file]: '<template><p>Bonjour</p></template>',
        'index.html': '<div id="app"></div>',
      });
      expect(build).toMatchObject({ status: 'unsupported', entry: { kind: 'unsupported', file } });
      expect(stored.page).toContain('Aperçu disponible pour React et HTML');
    }
  });
});

describe('cache des constructions', () => {
  it('les mêmes fichiers du même projet redonnent le même aperçu sans reconstruire ; une modification en crée un nouveau', async () => {
    const files = { 'src/App.tsx': 'export default () => <p className="p-4">Cache</p>;' };
    const first = await service.build({ ownerId: 'cache-1', files });
    const again = await service.build({ ownerId: 'cache-1', files: { ...files } });
    expect(first.cached).toBe(false);
    expect(again).toMatchObject({ id: first.id, cached: true });

    const edited = await service.build({
      ownerId: 'cache-1',
      files: { 'src/App.tsx': 'export default () => <p className="p-8">Cache modifié</p>;' },
    });
    expect(edited.cached).toBe(false);
    expect(edited.id).not.toBe(first.id);
    expect(service.find(edited.id)?.css).toMatch(/\.p-8/);
    const back = await service.build({ ownerId: 'cache-1', files });
    expect(back).toMatchObject({ id: first.id, cached: true });
  });

  it("les mêmes fichiers chez un autre utilisateur donnent un autre aperçu, à l'identifiant imprévisible", async () => {
    const files = { 'src/App.tsx': 'export default () => <p>Partagé ?</p>;' };
    const mine = await service.build({ ownerId: 'cache-2', files });
    const theirs = await service.build({ ownerId: 'cache-3', files });
    expect(theirs.id).not.toBe(mine.id);
    for (const id of [mine.id, theirs.id]) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
