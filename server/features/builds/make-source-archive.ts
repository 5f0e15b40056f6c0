import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { PREVIEW_PACKAGES } from '../../../common/preview.js';
import type { ProjectFiles } from '../../../common/projects.js';
import { slugify } from '../../../common/slug.js';
import { chooseEntry } from '../preview/index.js';
import { installedVersion } from './installed-versions.js';

/** What a React project needs to run outside Lumi, besides the packages its files import. */
const REACT_PACKAGES = ['react', 'react-dom'];
const TOOLING = ['vite', '@vitejs/plugin-react', 'tailwindcss', '@tailwindcss/vite', 'typescript', '@types/react', '@types/react-dom'];
/** The stylesheet added when no stylesheet of the project imports Tailwind: the preview always compiles it. */
const TAILWIND_SHEET = 'lumi-tailwind.css';
const VITE_CONFIGS = ['vite.config.ts', 'vite.config.js', 'vite.config.mjs', 'vite.config.mts'];

const packageNameOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const ALLOWED = new Set(PREVIEW_PACKAGES.map(packageNameOf));
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'\n]+)["']/g;
const IMPORTS_TAILWIND = /@import\s+(?:url\()?["']tailwindcss(?:\/[\w.-]+)?["']/;

export interface SourceArchive {
  /** The zip's name, e.g. `carnet-de-voyages.zip`. */
  fileName: string;
  body: Uint8Array<ArrayBuffer>;
  /** The paths Lumi added next to the project's own files (inside the archive's folder). */
  added: string[];
}

/**
 * The project as a Vite app a developer runs with `npm install && npm run dev` and `npm run build`, the way the
 * preview runs it: same entry choice, same packages at the versions the preview used, Tailwind compiled the same.
 * The project's own files are kept as they are; what a Vite app needs and the project lacks is added beside them.
 */
/** `versionNumber`: the saved version exported; none for files not saved in a project. */
export function makeSourceArchive(input: { title: string; versionNumber?: number; files: ProjectFiles; exportedAt?: Date }): SourceArchive {
  const slug = slugify(input.title);
  const files: Record<string, string> = { ...input.files };
  const has = (file: string) => Object.hasOwn(files, file);
  const added: string[] = [];
  const add = (file: string, content: string) => {
    files[file] = content;
    added.push(file);
  };
  const entry = chooseEntry(input.files);
  const react = entry.kind === 'react';
  const hasSrc = Object.keys(files).some((file) => file.startsWith('src/'));

  if (react) {
    const mount = entry.mount ?? mainFile(files, entry.file);
    if (!entry.mount) add(mount, mainSource(mount, entry.file, entry.styles));
    const stylesheets = Object.entries(files).filter(([file]) => file.endsWith('.css'));
    const tailwindImported = stylesheets.some(([, content]) => IMPORTS_TAILWIND.test(content));
    if (!tailwindImported) add(TAILWIND_SHEET, '@import "tailwindcss";\n');
    add('index.html', indexHtml(input.title, mount, tailwindImported ? null : TAILWIND_SHEET));
  }
  if (!VITE_CONFIGS.some(has)) add('vite.config.ts', viteConfig(hasSrc));
  if (!has('tsconfig.json')) add('tsconfig.json', tsconfig(hasSrc));
  const packageFile = packageJson(slug, files['package.json'], usedPackages(input.files, react));
  if (has('package.json')) files['package.json'] = packageFile;
  else add('package.json', packageFile);
  if (!has('.gitignore')) add('.gitignore', 'node_modules\ndist\n');
  const readme = has('README.md') ? 'LISEZMOI-LUMI.md' : 'README.md';
  add(readme, readmeText(input.title, input.versionNumber, added, input.exportedAt ?? new Date()));

  const tree: Zippable = {};
  for (const [file, content] of Object.entries(files)) tree[`${slug}/${file}`] = strToU8(content);
  // fflate allocates a plain ArrayBuffer (never a shared one), which is what a response body takes.
  return { fileName: `${slug}.zip`, body: zipSync(tree, { level: 6 }) as Uint8Array<ArrayBuffer>, added: added.sort() };
}

/** The packages the files import, among those the preview provides, plus what the app's kind needs. */
function usedPackages(files: ProjectFiles, react: boolean): string[] {
  const names = new Set<string>(react ? REACT_PACKAGES : []);
  for (const [file, content] of Object.entries(files)) {
    if (!/\.(m?[jt]sx?)$/.test(file)) continue;
    for (const match of content.matchAll(SPECIFIER)) {
      const name = packageNameOf(match[1]!);
      if (ALLOWED.has(name)) names.add(name);
    }
  }
  return [...names].sort();
}

/** Where the added entry goes: main.tsx beside the app, unless the project already has a file there. */
function mainFile(files: ProjectFiles, app: string): string {
  const dir = path.posix.dirname(app) === '.' ? '' : `${path.posix.dirname(app)}/`;
  return [`${dir}main.tsx`, `${dir}lumi-main.tsx`].find((file) => !Object.hasOwn(files, file)) ?? `${dir}lumi-main-${Date.now()}.tsx`;
}

/** `to` as imported from `from`: relative, and without the extension of a script (TypeScript's way). */
const relativeImport = (from: string, to: string) => {
  const relative = path.posix.relative(path.posix.dirname(from), to.replace(/\.[jt]sx?$/, ''));
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** The entry the preview makes when the project has none: its stylesheets, then App mounted in StrictMode. */
function mainSource(main: string, app: string, styles: string[]): string {
  return [
    ...styles.map((style) => `import '${relativeImport(main, style)}';`),
    "import { StrictMode, type ComponentType } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    `import * as AppModule from '${relativeImport(main, app)}';`,
    '',
    '// The app may export its component by default or as App, as in the Lumi preview.',
    'const exported: Record<string, unknown> = AppModule;',
    'const App = (exported.default ?? exported.App) as ComponentType;',
    '',
    "createRoot(document.getElementById('root')!).render(",
    '  <StrictMode>',
    '    <App />',
    '  </StrictMode>,',
    ');',
    '',
  ].join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function indexHtml(title: string, main: string, tailwindSheet: string | null): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${escapeHtml(title)}</title>`,
    ...(tailwindSheet ? [`    <link rel="stylesheet" href="/${tailwindSheet}" />`] : []),
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/${main}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

function viteConfig(hasSrc: boolean): string {
  return [
    "import { fileURLToPath, URL } from 'node:url';",
    "import react from '@vitejs/plugin-react';",
    "import tailwindcss from '@tailwindcss/vite';",
    "import { defineConfig } from 'vite';",
    '',
    'export default defineConfig({',
    '  plugins: [react(), tailwindcss()],',
    '  // « @/ » désigne le dossier src, comme dans l’aperçu de Lumi.',
    `  resolve: { alias: { '@': fileURLToPath(new URL('${hasSrc ? './src' : './'}', import.meta.url)) } },`,
    '});',
    '',
  ].join('\n');
}

function tsconfig(hasSrc: boolean): string {
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    types: ['vite/client'],
    paths: { '@/*': [hasSrc ? './src/*' : './*'] },
  };
  return `${JSON.stringify({ compilerOptions, include: hasSrc ? ['src', '*.ts'] : ['**/*.ts', '**/*.tsx'], exclude: ['node_modules', 'dist'] }, null, 2)}\n`;
}

/** The project's package.json when it has a valid one, with the packages pinned to what the preview ran. */
function packageJson(slug: string, existing: string | undefined, packages: string[]): string {
  let base: Record<string, unknown> = {};
  try {
    const parsed: unknown = existing === undefined ? {} : JSON.parse(existing);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) base = parsed as Record<string, unknown>;
  } catch {
    base = {};
  }
  const record = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const pinned = (names: string[]) => Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
  const dependencies = { ...record(base.dependencies), ...pinned(packages) };
  const devDependencies = Object.fromEntries(
    Object.entries({ ...record(base.devDependencies), ...pinned(TOOLING) }).filter(([name]) => !(name in dependencies)),
  );
  const scripts = { dev: 'vite', build: 'vite build', preview: 'vite preview', typecheck: 'tsc --noEmit', ...record(base.scripts) };
  const sorted = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(
    {
      name: typeof base.name === 'string' && base.name ? base.name : slug,
      private: true,
      version: typeof base.version === 'string' ? base.version : '0.1.0',
      ...base,
      type: 'module',
      scripts,
      dependencies: sorted(dependencies),
      devDependencies: sorted(devDependencies),
    },
    null,
    2,
  )}\n`;
}

function readmeText(title: string, versionNumber: number | undefined, added: string[], exportedAt: Date): string {
  const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(exportedAt);
  return [
    `# ${title}`,
    '',
    `Projet exporté depuis Lumi le ${date}${versionNumber === undefined ? '' : ` (version ${versionNumber})`}.`,
    '',
    '## Lancer le projet',
    '',
    'Il faut Node.js 20.19 ou plus récent.',
    '',
    '```bash',
    'npm install',
    'npm run dev      # ouvre l’application sur http://localhost:5173',
    '```',
    '',
    '## Construire pour la production',
    '',
    '```bash',
    'npm run build    # écrit le site dans dist/',
    'npm run preview  # sert dist/ pour le vérifier',
    '```',
    '',
    'Le dossier `dist/` se dépose tel quel sur n’importe quel hébergement de fichiers statiques.',
    '',
    '## Ce que Lumi a ajouté',
    '',
    'Les fichiers du projet sont tels que dans Lumi. Pour en faire une application Vite autonome, Lumi a ajouté :',
    '',
    ...added.filter((file) => file !== 'README.md' && file !== 'LISEZMOI-LUMI.md').map((file) => `- \`${file}\``),
    '',
    'Les versions des paquets de `package.json` sont exactement celles de l’aperçu de Lumi.',
    '',
  ].join('\n');
}
