import type { ProjectFiles } from '../../common/projects.js';

/** An app with what generated apps use: a router, icons, a CSS module, Tailwind with a theme, JSON data. */
export const RECIPES_APP: ProjectFiles = {
  'src/main.tsx': [
    "import { StrictMode } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { BrowserRouter } from 'react-router-dom';",
    "import App from './App';",
    "import './index.css';",
    "createRoot(document.getElementById('root')!).render(<StrictMode><BrowserRouter><App /></BrowserRouter></StrictMode>);",
  ].join('\n'),
  'src/index.css': '@import "tailwindcss";\n@theme { --color-marque: #0f766e; }\n',
  'src/App.tsx': [
    "import { Link, Route, Routes } from 'react-router-dom';",
    "import { Heart } from 'lucide-react';",
    "import recettes from './data/recettes.json';",
    "import styles from './Carte.module.css';",
    'export default function App() {',
    '  return (',
    '    <main className="p-6 text-marque">',
    '      <nav><Link to="/">Recettes</Link> <Link to="/favoris">Favoris</Link></nav>',
    '      <Routes>',
    '        <Route path="/" element={<ul>{recettes.map((r) => <li key={r} className={styles.carte}>{r}</li>)}</ul>} />',
    '        <Route path="/favoris" element={<p><Heart aria-hidden /> Mes favoris</p>} />',
    '      </Routes>',
    '    </main>',
    '  );',
    '}',
  ].join('\n'),
  'src/Carte.module.css': '.carte { border: 1px solid #ccc; padding: 8px; }\n',
  'src/data/recettes.json': JSON.stringify(['Far breton', 'Crêpes', 'Kouign-amann']),
};

/** A bigger app than the sample: its web build lasts long enough to be cut in the middle. */
export function largeApp(): ProjectFiles {
  const files = { ...RECIPES_APP };
  for (let index = 0; index < 80; index++) {
    files[`src/components/Bloc${index}.tsx`] =
      `import { useState } from 'react';\nimport { Star } from 'lucide-react';\nexport function Bloc${index}() {\n  const [n, setN] = useState(${index});\n  return <button className="rounded-lg bg-teal-${(index % 9) + 1}00 p-${index % 8}" onClick={() => setN(n + 1)}><Star /> Bloc ${index} : {n}</button>;\n}\n`;
  }
  files['src/Blocs.tsx'] =
    `${Array.from({ length: 80 }, (_, index) => `import { Bloc${index} } from './components/Bloc${index}';`).join('\n')}\nexport function Blocs() { return <div>${Array.from({ length: 80 }, (_, index) => `<Bloc${index} />`).join('')}</div>; }\n`;
  files['src/App.tsx'] = files['src/App.tsx']!.replace(
    "import styles from './Carte.module.css';",
    "import styles from './Carte.module.css';\nimport { Blocs } from './Blocs';",
  ).replace('<Routes>', '<Blocs />\n      <Routes>');
  return files;
}
