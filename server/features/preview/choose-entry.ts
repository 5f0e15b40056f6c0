import type { ProjectFiles } from '../../../common/projects.js';

export type EntryChoice =
  | { kind: 'empty'; file: null }
  | { kind: 'unsupported'; file: string }
  | { kind: 'html' | 'page'; file: string }
  | { kind: 'react'; file: string; mount: string | null; styles: string[] }
  | { kind: 'text'; file: string };

const APP_FILES = ['App.tsx', 'App.jsx', 'src/App.tsx', 'src/App.jsx'];
const MOUNT_NAMES = ['main.tsx', 'main.jsx', 'index.tsx', 'index.jsx'];
const mounts = /\b(createRoot|hydrateRoot)\s*\(|ReactDOM\.render\s*\(/;

const dirOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '');

/**
 * Next.js and React Native (Expo) projects need their own servers and compilers: the preview says so rather
 * than showing one of their files as text. The file named is the one that tells.
 */
function otherFramework(files: ProjectFiles): string | null {
  const config = Object.keys(files).find(
    (path) => /^next\.config\.(js|mjs|ts|cjs)$/.test(path) || (/^app\.json$/.test(path) && /"expo"\s*:/.test(files[path] ?? '')),
  );
  if (config) return config;
  let dependencies: Record<string, unknown> = {};
  try {
    const manifest = JSON.parse(files['package.json'] ?? '{}') as { dependencies?: Record<string, unknown> };
    dependencies = manifest.dependencies ?? {};
  } catch {
    return null;
  }
  return ['next', 'expo', 'react-native'].some((name) => Object.hasOwn(dependencies, name)) && !('index.html' in files)
    ? 'package.json'
    : null;
}

/**
 * The spec's preview file choice: `index.html` (or `public/index.html`) as is; else an App.tsx/App.jsx
 * (also under src/) mounted with App.css or index.css; else the first file, as a page if it is HTML,
 * otherwise as text. Vue and Svelte files are not compiled: the panel says the preview is for React and HTML.
 */
export function chooseEntry(files: ProjectFiles): EntryChoice {
  const paths = Object.keys(files).sort((a, b) => a.localeCompare(b));
  if (paths.length === 0) return { kind: 'empty', file: null };

  const framework = paths.find((path) => /\.(vue|svelte)$/i.test(path)) ?? otherFramework(files);
  if (framework) return { kind: 'unsupported', file: framework };

  const html = ['index.html', 'public/index.html'].find((path) => path in files);
  if (html) return { kind: 'html', file: html };

  const app = APP_FILES.find((path) => path in files);
  if (app) {
    const dir = dirOf(app);
    // A main.tsx that mounts the app itself (providers, router) is the real entry when there is one.
    const mountCandidates = [...new Set([dir, 'src/', ''])].flatMap((folder) => MOUNT_NAMES.map((name) => folder + name));
    const mount = mountCandidates.find((path) => path in files && mounts.test(files[path] ?? '')) ?? null;
    const styleCandidates = [...new Set([dir, ''])].flatMap((folder) => [`${folder}index.css`, `${folder}App.css`]);
    return { kind: 'react', file: app, mount, styles: styleCandidates.filter((path) => path in files) };
  }

  const first = paths[0]!;
  return /\.html?$/i.test(first) ? { kind: 'page', file: first } : { kind: 'text', file: first };
}

/** The module esbuild starts from: it imports the chosen files by their paths from the project root. */
export function entrySource(entry: EntryChoice, moduleScripts: string[] = []): string {
  const importOf = (path: string) => `import ${JSON.stringify(`./${path}`)};`;
  if (entry.kind === 'react' && entry.mount) return importOf(entry.mount);
  if (entry.kind === 'react') {
    return [
      ...entry.styles.map(importOf),
      `import * as AppModule from ${JSON.stringify(`./${entry.file}`)};`,
      `import { createElement, StrictMode } from 'react';`,
      `import { createRoot } from 'react-dom/client';`,
      `const exported: Record<string, unknown> = AppModule;`,
      `const App = exported.default ?? exported.App;`,
      `if (typeof App !== 'function' && (typeof App !== 'object' || App === null)) {`,
      `  throw new Error(${JSON.stringify(`${entry.file} doit exporter un composant React par défaut (export default function App() { ... }).`)});`,
      `}`,
      `createRoot(document.getElementById('root')!).render(createElement(StrictMode, null, createElement(App as never)));`,
    ].join('\n');
  }
  return moduleScripts.map(importOf).join('\n');
}
