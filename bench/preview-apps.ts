import type { ProjectFiles } from '../common/projects.js';

const ICONS = ['Heart', 'Star', 'Zap', 'Rocket', 'Sun', 'Moon', 'Bell', 'Camera'];
const COLORS = ['violet', 'emerald', 'sky', 'amber', 'rose', 'indigo', 'teal', 'orange'];

/** A generated app of `count` files: components importing each other, Tailwind classes, icons, state, JSON. */
export function generateApp(count: number): ProjectFiles {
  const files: ProjectFiles = {
    'src/index.css': '@import "tailwindcss";\n@theme { --color-marque: #7c3aed; }\n.carte { @apply rounded-2xl border p-4 shadow-sm; }',
    'src/data/items.json': JSON.stringify(Array.from({ length: 20 }, (_, i) => ({ id: i, title: `Élément ${i}`, done: i % 3 === 0 }))),
    'src/lib/format.ts':
      'export const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;\nexport const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));',
  };
  const components = count - 4;
  for (let i = 0; i < components; i++) {
    // A binary tree of imports: every component file is reachable from App, so every file is bundled.
    const children = [i * 2 + 1, i * 2 + 2].filter((child) => child < components);
    const imports = children.map((child) => `import { Component${child} } from './Component${child}';\n`).join('');
    const rendered = children.map((child) => `{depth < 5 ? <Component${child} depth={depth + 1} /> : null}`).join('\n      ');
    const color = COLORS[i % COLORS.length];
    const icon = ICONS[i % ICONS.length];
    files[`src/components/Component${i}.tsx`] = `import { useState } from 'react';
import { ${icon} } from 'lucide-react';
import clsx from 'clsx';
import { plural, clamp } from '../lib/format';
${imports}
export function Component${i}({ depth = 0 }: { depth?: number }) {
  const [count, setCount] = useState(${i});
  const items = Array.from({ length: 3 }, (_, k) => ({ id: k, label: \`Ligne \${k + 1}\` }));
  return (
    <section className="carte mt-4 bg-${color}-50 hover:bg-${color}-100 md:p-6">
      <header className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-${color}-700">Composant ${i}</h2>
        <${icon} className="size-5 text-${color}-500" />
      </header>
      <ul className="mt-2 space-y-1 text-sm text-slate-600">
        {items.map((item) => <li key={item.id} className={clsx('rounded px-2 py-1', item.id === 0 && 'bg-white')}>{item.label}</li>)}
      </ul>
      <button onClick={() => setCount(clamp(count + 1, 0, 99))} className="mt-3 rounded-lg bg-${color}-600 px-3 py-1.5 text-white">
        {plural(count, 'clic')}
      </button>
      ${rendered}
    </section>
  );
}
`;
  }
  files['src/App.tsx'] = `import { Component0 } from './components/Component0';
import items from './data/items.json';
export default function App() {
  return (
    <main className="min-h-screen bg-slate-50 p-8">
      <h1 id="titre" className="text-3xl font-bold text-marque">Application de ${count} fichiers</h1>
      <p className="text-slate-500">{items.length} éléments</p>
      <Component0 />
    </main>
  );
}
`;
  return files;
}

/** Changes one component's text so the next build has exactly one edited file. */
export const editOne = (files: ProjectFiles, round: number): ProjectFiles => ({
  ...files,
  'src/components/Component1.tsx': (files['src/components/Component1.tsx'] ?? '').replace(
    /Composant 1\b[^<]*/,
    `Composant 1 (édition ${round})`,
  ),
});
