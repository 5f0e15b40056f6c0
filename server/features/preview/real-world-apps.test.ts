import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFiles } from '../../../common/projects.js';
import { buildAndCollect, startPreviewService } from '../../../tests/support/preview-service.js';
import { previewContentRoutes } from './content-routes.js';
import type { PreviewService } from './preview-service.js';

let service: PreviewService;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ service, close } = await startPreviewService());
  await service.vendor();
});
afterAll(async () => {
  await close?.();
});

const build = (files: ProjectFiles) => buildAndCollect(service, files);
const messages = (result: Awaited<ReturnType<typeof build>>) => result.build.errors.map((error) => error.message);
const importMap = (page: string) =>
  (JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '{}') as { imports: Record<string, string> }).imports;

const LOVABLE_APP: ProjectFiles = {
  'index.html':
    '<!doctype html><html lang="fr"><head><title>Tâches</title><link rel="icon" href="/favicon.png"></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  'public/favicon.png':
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'src/main.tsx':
    "import { createRoot } from 'react-dom/client';\nimport App from './App.tsx';\nimport './index.css';\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
  'src/App.tsx': [
    "import { QueryClient, QueryClientProvider } from '@tanstack/react-query';",
    "import { TooltipProvider } from '@radix-ui/react-tooltip';",
    "import { ThemeProvider } from 'next-themes';",
    "import { Toaster } from 'sonner';",
    "import { BrowserRouter, Route, Routes } from 'react-router-dom';",
    "import Index from '@/pages/Index';",
    'const queryClient = new QueryClient();',
    'const App = () => (',
    '  <QueryClientProvider client={queryClient}><ThemeProvider attribute="class"><TooltipProvider><Toaster />',
    '    <BrowserRouter><Routes><Route path="/" element={<Index />} /></Routes></BrowserRouter>',
    '  </TooltipProvider></ThemeProvider></QueryClientProvider>',
    ');',
    'export default App;',
  ].join('\n'),
  'src/pages/Index.tsx':
    'import { Github } from \'lucide-react\';\nexport default function Index() { return <main className="p-4"><Github /> Mes tâches</main>; }\n',
  'src/index.css': '@import "tailwindcss";',
  'package.json': JSON.stringify({
    dependencies: { '@tanstack/react-query': '^5.56.2', 'next-themes': '^0.3.0', '@radix-ui/react-tooltip': '^1.1.4' },
  }),
};

describe('les paquets des applications réelles', () => {
  it("une application Lovable (react-query, Radix, next-themes) s'assemble hors ligne avec les paquets installés avec Lumi", async () => {
    const result = await build(LOVABLE_APP);
    expect(messages(result)).toEqual([]);
    const imports = importMap(result.stored.page);
    for (const name of ['@tanstack/react-query', '@radix-ui/react-tooltip', 'next-themes']) {
      expect(imports[name], name).toMatch(/^\/packages\/[\w@.+-]+\.js$/);
      const file = service.packages.file(imports[name]!.slice('/packages/'.length));
      expect(file?.length, name).toBeGreaterThan(100);
    }
    // One React for the whole page: the packages leave it to the import map.
    const tooltip = new TextDecoder().decode(service.packages.file(imports['@radix-ui/react-tooltip']!.slice('/packages/'.length)));
    expect(tooltip).toMatch(/from\s*"react"/);
    expect(tooltip).not.toContain('__SECRET_INTERNALS');
  });

  it('next-themes 0.3 demandé par le projet : la version installée est utilisée hors ligne, et un avertissement le dit', async () => {
    const result = await build(LOVABLE_APP);
    expect(result.build.warnings.map((warning) => warning.message).join('\n')).toMatch(
      /next-themes \^0\.3\.0 n'est pas disponible hors ligne : la version 0\.4\.\d+ installée avec Lumi est utilisée/,
    );
  });

  it('une icône de marque retirée de lucide-react 1.x (Github) est remplacée, avec un avertissement qui la nomme', async () => {
    const result = await build(LOVABLE_APP);
    expect(result.build.warnings.map((warning) => warning.message)).toContain(
      "src/pages/Index.tsx, ligne 1 : l'icône « Github » n'existe plus dans lucide-react 1.x (logos de marque retirés) : « GitBranch » est affichée à sa place.",
    );
  });

  it("un paquet hors de l'ensemble local, sans registre, est une erreur en français qui le nomme, à sa ligne", async () => {
    const result = await build({
      'src/App.tsx': "import { nanoid } from 'nanoid';\nexport default function App() { return <p>{nanoid()}</p>; }\n",
    });
    expect(result.build.status).toBe('error');
    expect(messages(result)).toEqual([
      "src/App.tsx, ligne 1 : Le paquet « nanoid » n'est pas disponible : aucun registre npm n'est configuré (NPM_REGISTRY_URL).",
    ]);
  });

  it("un module de Node (fs) n'existe pas dans un navigateur : refusé", async () => {
    const result = await build({
      'src/App.tsx':
        "import fs from 'node:fs';\nimport path from 'path';\nexport default function App() { return <p>{String(fs)}{String(path)}</p>; }\n",
    });
    expect(messages(result).join('\n')).toMatch(/Le module Node « path » n'existe pas dans un navigateur/);
  });

  it('un sous-chemin de paquet qui remonte (zod/../../) est refusé sans rien lire', async () => {
    const result = await build({
      'src/App.tsx': "import x from 'zod/../../../../etc/passwd';\nexport default function App() { return <p>{String(x)}</p>; }\n",
    });
    expect(messages(result).join('\n')).toMatch(/n'est ni un fichier du projet ni un nom de paquet npm/);
  });
});

describe('les entrées, les chemins et les fichiers comme Vite et CRA les voient', () => {
  it("l'index.html d'une application Vite la lance avec le chemin ramené à « / » et une base sur le dossier de l'aperçu", async () => {
    const result = await build(LOVABLE_APP);
    expect(result.stored.page).toContain(`<base href="/p/${result.build.id}/">`);
    expect(result.stored.page).toContain('data-path="/"');
    // The favicon written for the site's root is the project's public/favicon.png.
    expect(result.stored.page).toContain(`href="/p/${result.build.id}/favicon.png"`);
    expect(result.stored.assets.get('favicon.png')).toMatch(/^data:image\/png;base64,/);
  });

  it('index.html qui nomme /src/main.jsx quand le fichier est main.tsx lance main.tsx, comme Vite', async () => {
    const files = { ...LOVABLE_APP, 'index.html': LOVABLE_APP['index.html']!.replace('/src/main.tsx', '/src/main.jsx') };
    const result = await build(files);
    expect(messages(result)).toEqual([]);
    expect(result.code).toContain('Mes tâches');
  });

  it('index.html qui nomme un script absent dit lequel, à sa ligne', async () => {
    const result = await build({
      'index.html':
        '<!doctype html>\n<html><body><div id="root"></div>\n<script type="module" src="/src/index.tsx"></script></body></html>',
      'src/autre.tsx': 'export {};',
    });
    expect(messages(result)).toEqual(['index.html, ligne 3 : le script « /src/index.tsx » est introuvable dans le projet.']);
  });

  it('une application create-react-app (public/index.html sans script, src/index.js) est montée, %PUBLIC_URL% à la racine', async () => {
    const result = await build({
      'public/index.html':
        '<!DOCTYPE html><html><head><link rel="icon" href="%PUBLIC_URL%/favicon.ico" /></head><body><div id="root"></div></body></html>',
      'public/favicon.ico':
        'data:image/x-icon;base64,AAABAAEAAQEAAAEAGAAwAAAAFgAAACgAAAABAAAAAgAAAAEAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/wAAAAAA',
      'src/index.js':
        "import React from 'react';\nimport ReactDOM from 'react-dom/client';\nimport App from './App';\nconst root = ReactDOM.createRoot(document.getElementById('root'));\nroot.render(<App />);\n",
      'src/App.js': 'function App() { return <h1>{process.env.REACT_APP_TITRE}</h1>; }\nexport default App;\n',
      '.env': 'REACT_APP_TITRE="Liste de courses"\n',
    });
    expect(messages(result)).toEqual([]);
    expect(result.stored.page).toContain('<script type="module">import "@lumi:entree";</script>');
    expect(result.stored.page).toContain(`href="/p/${result.build.id}/favicon.ico"`);
    expect(result.code).toContain('"Liste de courses"');
  });

  it('les variables VITE_ du .env arrivent dans import.meta.env, .env.local passe avant .env', async () => {
    const result = await build({
      'src/App.tsx':
        'export default function App() { return <p>{import.meta.env.VITE_NOM} {import.meta.env.VITE_URL} {String(import.meta.env.DEV)}</p>; }\n',
      '.env': 'VITE_NOM=Lumi\nVITE_URL=http://a.example # commentaire\nSECRET=jamais\n',
      '.env.local': "VITE_URL='http://b.example'\n",
    });
    expect(messages(result)).toEqual([]);
    expect(result.code).toContain('"Lumi"');
    expect(result.code).toContain('http://b.example');
    expect(result.code).not.toContain('jamais');
  });

  it('les alias du projet (tsconfig paths ~/, baseUrl, alias de vite.config) et les chemins absolus /src résolvent dans le projet', async () => {
    const result = await build({
      'tsconfig.json':
        '{\n  // commentaire\n  "compilerOptions": { "baseUrl": ".", "paths": { "~/*": ["./src/*"], "#ui/*": ["src/ui/*"], }, },\n}',
      'vite.config.ts':
        "import path from 'path';\nexport default { resolve: { alias: { '@lib': path.resolve(__dirname, './src/lib') } } };",
      'src/App.tsx':
        "import { a } from '~/a';\nimport { b } from '#ui/b';\nimport { c } from '@lib/c';\nimport { d } from '/src/d';\nimport { e } from 'src/e';\nexport default function App() { return <p>{a}{b}{c}{d}{e}</p>; }\n",
      'src/a.ts': "export const a = 'A';",
      'src/ui/b.ts': "export const b = 'B';",
      'src/lib/c.ts': "export const c = 'C';",
      'src/d.ts': "export const d = 'D';",
      'src/e.ts': "export const e = 'E';",
    });
    expect(messages(result)).toEqual([]);
  });

  it("un chemin absolu vers un fichier hors du projet reste introuvable : rien n'est lu sur le disque", async () => {
    const result = await build({
      'src/App.tsx': "import x from '/etc/passwd';\nexport default function App() { return <p>{String(x)}</p>; }\n",
    });
    expect(messages(result)).toEqual(['src/App.tsx, ligne 1 : Fichier « /etc/passwd » introuvable dans le projet.']);
  });

  it('images et fonts du projet : un import donne une URL data:, ?react un composant, url(/…) en CSS lit public/, url(#grain) reste tel quel', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const result = await build({
      'src/App.tsx':
        "import logo from './assets/logo.png';\nimport Icone from './assets/icone.svg?react';\nimport './index.css';\nexport default function App() { return <div className=\"fond\"><img src={logo} /><Icone className=\"w-4\" /></div>; }\n",
      'src/assets/logo.png': png,
      'src/assets/icone.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
      'public/fonts/titre.woff2': 'data:font/woff2;base64,d09GMgABAAAAAA==',
      'src/index.css':
        '@import "tailwindcss";\n@font-face { font-family: Titre; src: url("/fonts/titre.woff2") format("woff2"); }\n.fond { filter: url(#grain); }',
    });
    expect(messages(result)).toEqual([]);
    expect(result.code).toContain(png);
    // The SVG itself, as SVGR draws it, so its shapes take the className's colour.
    expect(result.code).toMatch(/createElement\('svg'/);
    expect(result.code).toContain('"viewBox":"0 0 4 4"');
    expect(result.code).toContain('<rect width=\\"4\\" height=\\"4\\"/>');
    expect(result.stored.css).toMatch(/src: url\(data:font\/woff2[,;]/);
    expect(result.stored.css).toMatch(/url\(#grain\)/);
  });
});

describe('ce que la mesure sur 30 applications publiques a montré', () => {
  it("un projet Next.js ou Expo est dit non pris en charge, au lieu d'afficher un de ses fichiers", async () => {
    const result = await build({
      '.gitignore': 'node_modules',
      'package.json': JSON.stringify({ dependencies: { next: '15.0.0', react: '19.0.0' } }),
      'app/page.tsx': 'export default function Page() { return <p>x</p>; }',
    });
    expect(result.build.status).toBe('unsupported');
    expect(result.stored.page).toContain('package.json montre un projet Next.js ou React Native (Expo), qui demande son propre serveur');
  });

  it('une application CRA montée sur #app, son SVG importé en composant (ReactComponent) et une page avec sa propre CSP meta', async () => {
    const result = await build({
      'public/index.html':
        '<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"></head><body><div id="app"></div></body></html>',
      'src/index.js':
        "import { createRoot } from 'react-dom/client';\nimport { ReactComponent as Panier } from './panier.svg';\nimport url from './panier.svg';\ncreateRoot(document.getElementById('app')).render(<p><Panier /> {url.slice(0, 10)}</p>);\n",
      'src/panier.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    });
    expect(messages(result)).toEqual([]);
    expect(result.stored.page).toContain('<script type="module">import "@lumi:entree";</script>');
    expect(result.stored.page).not.toContain('Content-Security-Policy');
    expect(result.code).toContain('export const ReactComponent = Svg;');
  });

  it('un SVG d’éditeur (Inkscape) devient un composant propre : espaces de noms retirés, variables CSS et url() gardées, entités lues, texte « export default Svg; » sans effet', async () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" viewBox="0 0 4 4" aria-label="A &amp; B" style="--accent: red; background: url(data:image/png;base64,AAAA)" children="x">' +
      '<text>export default Svg;</text></svg>';
    const result = await build({
      'src/index.js':
        "import { createRoot } from 'react-dom/client';\nimport { ReactComponent as Logo } from './logo.svg';\nimport url from './logo.svg';\ncreateRoot(document.getElementById('root')).render(<p><Logo /> {url.slice(0, 5)}</p>);\n",
      'public/index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
      'src/logo.svg': svg,
    });
    expect(messages(result)).toEqual([]);
    expect(result.code).toContain('"aria-label":"A & B"');
    expect(result.code).toContain('"--accent":"red"');
    expect(result.code).toContain('"background":"url(data:image/png;base64,AAAA)"');
    expect(result.code).not.toMatch(/inkscape|"children"/i);
    expect(result.code).toMatch(/export const ReactComponent = Svg;/);
    expect(result.code).toMatch(/export default "data:image\/svg\+xml/);
  });

  it('une page écrite pour le CDN de Tailwind (tailwind.config en ligne) est compilée avec Tailwind 3 et cette configuration', async () => {
    const result = await build({
      'index.html':
        '<!doctype html><html><head><script src="https://cdn.tailwindcss.com"></script><script>tailwind.config = { theme: { extend: { colors: { marque: "#123456" } } } }</script></head><body><h1 class="text-marque">Bonjour</h1></body></html>',
    });
    expect(messages(result)).toEqual([]);
    expect(result.stored.page).not.toContain('cdn.tailwindcss.com');
    expect(result.stored.css).toMatch(/\.text-marque\s*\{[^}]*color: rgb\(18 52 86/);
  });
});

describe('les classes des composants shadcn', () => {
  it("une classe à variante arbitraire avec des apostrophes ([&_svg:not([class*='size-'])]:size-4) est compilée", async () => {
    const result = await build({
      'src/App.tsx':
        "import { cn } from './utils';\nexport default function App() { return <button className={cn(\"inline-flex gap-2 [&_svg:not([class*='size-'])]:size-4\")}>OK</button>; }\n",
      'src/utils.ts': 'export const cn = (...classes: string[]) => classes.join(" ");',
    });
    expect(messages(result)).toEqual([]);
    expect(result.stored.css).toMatch(/\[class\\\*='size-'\]|\[class\*='size-'\]/);
  });
});

describe("le stockage de l'application dans le cadre isolé", () => {
  it('les données enregistrées par la page reviennent dans la page suivante du même projet, jamais dans celle d’un autre utilisateur', async () => {
    const routes = previewContentRoutes(service, ['http://localhost:3000']);
    const files = { 'src/App.tsx': "export default function App() { return <p>{localStorage.getItem('n')}</p>; }\n" };
    const first = await service.build({ ownerId: 'alice', projectId: '5d1d0a52-3a8f-4a43-9a55-3f7d0a6e9c01', files });
    const saved = await routes.request(`/p/${first.id}/_lumi/storage`, {
      method: 'POST',
      body: JSON.stringify({ n: '42' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(saved.status).toBe(204);

    const next = await service.build({
      ownerId: 'alice',
      projectId: '5d1d0a52-3a8f-4a43-9a55-3f7d0a6e9c01',
      files: { ...files, 'src/b.ts': 'export {};' },
    });
    const page = await (await routes.request(`/p/${next.id}/`)).text();
    expect(page).toMatch(/<script type="application\/json" id="lumi-storage" data-scope="[0-9a-f]{16}">\{"n":"42"\}<\/script>/);

    const other = await service.build({ ownerId: 'bob', projectId: '5d1d0a52-3a8f-4a43-9a55-3f7d0a6e9c01', files });
    const otherPage = await (await routes.request(`/p/${other.id}/`)).text();
    expect(otherPage).toMatch(/id="lumi-storage" data-scope="[0-9a-f]{16}">\{\}<\/script>/);
    // Another user's scope, even for the same project id: a copy kept in the frame's window.name is not taken.
    expect(/data-scope="([0-9a-f]{16})"/.exec(otherPage)?.[1]).not.toBe(/data-scope="([0-9a-f]{16})"/.exec(page)?.[1]);
  });

  it('un stockage invalide ou trop grand est refusé avec un message en français, sans rien perdre', async () => {
    const routes = previewContentRoutes(service, ['http://localhost:3000']);
    const preview = await service.build({
      ownerId: 'carla',
      files: { 'src/App.tsx': 'export default function App() { return <p>x</p>; }\n' },
    });
    const bad = await routes.request(`/p/${preview.id}/_lumi/storage`, { method: 'POST', body: '{"n": 3}' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Stockage invalide : des clés et des valeurs texte sont attendues.');
    const big = await routes.request(`/p/${preview.id}/_lumi/storage`, {
      method: 'POST',
      body: JSON.stringify({ n: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    const missing = await routes.request('/p/inconnu/_lumi/storage', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(404);
  });
});
