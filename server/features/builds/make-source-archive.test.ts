import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { generateNewApp } from '../generation/offline/new-app.js';
import { makeSourceArchive } from './make-source-archive.js';

const run = promisify(execFile);
const lumiRoot = fileURLToPath(new URL('../../../', import.meta.url));
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const versionOf = (name: string) =>
  (JSON.parse(readFileSync(path.join(lumiRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** Unzips the archive in a temporary folder, as a developer would, with Lumi's own node_modules in place of `npm install`. */
function unzipWithModules(body: Uint8Array): { root: string; read: (file: string) => string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'lumi-export-'));
  folders.push(folder);
  const entries = unzipSync(body);
  for (const [name, content] of Object.entries(entries)) {
    const target = path.join(folder, name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  const [top] = readdirSync(folder);
  const root = path.join(folder, top!);
  symlinkSync(path.join(lumiRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, read: (file) => readFileSync(path.join(root, file), 'utf8') };
}

/** `npm run build` of the unzipped project: its own script, with its own vite.config.ts. */
async function viteBuild(root: string): Promise<{ html: string; assets: string[]; css: string }> {
  const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.build;
  expect(script).toBe('vite build');
  await run(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], {
    cwd: root,
    timeout: 120_000,
  });
  const assets = readdirSync(path.join(root, 'dist', 'assets'));
  const css = assets
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(root, 'dist', 'assets', file), 'utf8'))
    .join('\n');
  return { html: readFileSync(path.join(root, 'dist', 'index.html'), 'utf8'), assets, css };
}

describe('export du code source', { timeout: 180_000 }, () => {
  it("un développeur dézippe l'export d'une application générée par Lumi et la construit avec npm run build", async () => {
    const app = generateNewApp('Une application de recettes avec favoris, un blog et une boutique');
    const archive = makeSourceArchive({
      title: 'Mes recettes',
      versionNumber: 3,
      files: app.files,
      exportedAt: new Date('2026-11-23T10:00:00Z'),
    });
    expect(archive.fileName).toBe('mes-recettes.zip');
    const { root, read } = unzipWithModules(archive.body);

    // Every file of the project is there, unchanged.
    for (const [file, content] of Object.entries(app.files)) if (file !== 'package.json') expect(read(file)).toBe(content);
    expect(archive.added).toEqual(['.gitignore', 'README.md', 'index.html', 'tsconfig.json', 'vite.config.ts']);
    expect(read('index.html')).toContain('<script type="module" src="/src/main.tsx"></script>');

    // The packages are the exact versions the preview ran, and the project's own fields stay.
    const manifest = JSON.parse(read('package.json')) as {
      name: string;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.name).toBe(JSON.parse(app.files['package.json']!).name);
    expect(manifest.dependencies).toMatchObject({
      react: versionOf('react'),
      'react-dom': versionOf('react-dom'),
      'react-router-dom': versionOf('react-router-dom'),
      'lucide-react': versionOf('lucide-react'),
    });
    expect(manifest.devDependencies).toMatchObject({
      vite: versionOf('vite'),
      '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
      tailwindcss: versionOf('tailwindcss'),
    });
    expect(read('README.md')).toContain('npm install');
    expect(read('README.md')).toContain('Projet exporté depuis Lumi le 23 novembre 2026 (version 3).');

    const built = await viteBuild(root);
    expect(built.html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]{8}\.js"><\/script>/);
    expect(built.assets.some((file) => /^index-[\w-]{8}\.css$/.test(file))).toBe(true);
    // Tailwind ran over the project's files: a class the app uses is in the stylesheet.
    expect(built.css).toMatch(/\.min-h-screen\{/);
  });

  it("un projet réduit à un App.tsx (export nommé, alias @/, classes Tailwind sans feuille de style) reçoit l'entrée, la page et Tailwind que l'aperçu lui donnait", async () => {
    const files = {
      'src/App.tsx': [
        "import { Heart } from 'lucide-react';",
        "import { titre } from '@/lib/texte';",
        'export function App() {',
        '  return <h1 className="text-3xl text-emerald-600"><Heart className="inline" />{titre}</h1>;',
        '}',
        '',
      ].join('\n'),
      'src/lib/texte.ts': "export const titre = 'Carnet <de> voyages';\n",
      'README.md': '# Mon carnet\n',
    };
    const archive = makeSourceArchive({ title: 'Carnet « de voyages » & co', versionNumber: 1, files });
    expect(archive.fileName).toBe('carnet-de-voyages-co.zip');
    expect(archive.added).toEqual([
      '.gitignore',
      'LISEZMOI-LUMI.md',
      'index.html',
      'lumi-tailwind.css',
      'package.json',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    const { root, read } = unzipWithModules(archive.body);
    expect(read('README.md')).toBe('# Mon carnet\n');
    expect(read('index.html')).toContain('<title>Carnet « de voyages » &#38; co</title>');
    expect(read('src/main.tsx')).toContain("import * as AppModule from './App';");
    const manifest = JSON.parse(read('package.json')) as { name: string; dependencies: Record<string, string> };
    expect(manifest.name).toBe('carnet-de-voyages-co');
    expect(Object.keys(manifest.dependencies)).toEqual(['lucide-react', 'react', 'react-dom']);

    const built = await viteBuild(root);
    expect(built.css).toMatch(/\.text-emerald-600\{/);
    const script = built.assets.find((file) => file.endsWith('.js'))!;
    expect(readFileSync(path.join(root, 'dist', 'assets', script), 'utf8')).toContain('Carnet <de> voyages');
    expect(existsSync(path.join(root, 'dist', 'lumi-tailwind.css'))).toBe(false);
  });
  it("un projet avec App.tsx et index.css sans entrée reçoit un main.tsx qui charge la feuille de style, comme l'aperçu", async () => {
    const files = {
      'src/App.tsx': 'export default function App() {\n  return <h1 className="underline">Bonjour</h1>;\n}\n',
      'src/index.css': '@import "tailwindcss";\nh1 { color: rgb(1, 2, 3); }\n',
    };
    const archive = makeSourceArchive({ title: 'Bonjour', versionNumber: 2, files });
    expect(archive.added).toEqual([
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    const { root, read } = unzipWithModules(archive.body);
    expect(read('src/main.tsx').split('\n')[0]).toBe("import './index.css';");
    const built = await viteBuild(root);
    expect(built.css).toMatch(/#010203|rgb\(1,\s*2,\s*3\)/);
    expect(built.css).toMatch(/\.underline\{/);
  });
});
