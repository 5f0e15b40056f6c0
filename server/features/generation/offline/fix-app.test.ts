import { describe, expect, it } from 'vitest';
import type { FixError } from '../../../../common/generation.js';
import { applyReply, usePreviewBuilds } from '../../../../tests/support/offline-replies.js';
import { composeOfflineReply } from './compose-reply.js';

/** « Corriger avec Lumi » hors ligne : the reply, applied by the real parser as a generation would. */
function fixWithLumi(
  files: Record<string, string>,
  source: 'build' | 'runtime',
  errors: FixError[],
  lastWorkingFiles?: Record<string, string>,
) {
  const applied = applyReply(
    composeOfflineReply({
      mode: 'code',
      message: 'Corrige',
      files,
      history: [],
      attachments: [],
      fix: { source, errors },
      lastWorkingFiles,
    }),
    files,
  );
  if (applied.refused.length) throw new Error(applied.refused.join('\n'));
  return applied;
}

const MAIN =
  "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')!).render(<App />);\n";
const error = (message: string, file: string | null = null, line: number | null = null): FixError => ({ message, file, line });

const build = usePreviewBuilds();
const buildErrors = async (files: Record<string, string>) => (await build(files)).errors;

describe('« Corriger avec Lumi » sans IA corrige les erreurs courantes', () => {
  it('un hook, une icône et un composant utilisés sans import : les imports sont ajoutés', () => {
    const files = {
      'src/main.tsx': MAIN,
      'src/App.tsx':
        "import { Heart } from 'lucide-react';\nexport default function App() {\n  const [n, setN] = useState(0);\n  return <Carte><Heart /><Star /><button onClick={() => setN(n + 1)}>{n}</button></Carte>;\n}\n",
      'src/components/Carte.tsx':
        'export default function Carte({ children }: { children: React.ReactNode }) {\n  return <div>{children}</div>;\n}\n',
    };
    let fixed = fixWithLumi(files, 'runtime', [error('useState is not defined', 'src/App.tsx', 3)]);
    expect(fixed.text).toContain('`useState` était utilisé sans être importé dans `src/App.tsx`');
    expect(fixed.files['src/App.tsx']).toMatch(/^import \{ useState \} from 'react';\n/);
    fixed = fixWithLumi(fixed.files, 'runtime', [error('Star is not defined', 'src/App.tsx', 4)]);
    expect(fixed.files['src/App.tsx']).toContain("import { Heart, Star } from 'lucide-react';");
    fixed = fixWithLumi(fixed.files, 'runtime', [error('ReferenceError: Carte is not defined')]);
    expect(fixed.files['src/App.tsx']).toMatch(/^import Carte from '\.\/components\/Carte';\n/);
  });

  it('un paquet absent de l’aperçu hors ligne (classnames) est remplacé par un paquet disponible, et l’application se construit', async () => {
    const files = {
      'src/main.tsx': MAIN,
      'src/App.tsx':
        "import { FaHeart } from 'react-icons/fa';\nimport cx from 'classnames';\nexport default function App() {\n  return <p className={cx('a', 'b')}><FaHeart /></p>;\n}\n",
    };
    const errors = await buildErrors(files);
    // react-icons is installed with Lumi; classnames is not, and there is no registry in tests.
    expect(errors.map((e) => e.message)).toEqual([
      "src/App.tsx, ligne 2 : Le paquet « classnames » n'est pas disponible : aucun registre npm n'est configuré (NPM_REGISTRY_URL).",
    ]);
    const fixed = fixWithLumi(
      files,
      'build',
      errors.map(({ message, file, line }) => ({ message, file, line })),
    );
    expect(fixed.files['src/App.tsx']).toContain("import cx from 'clsx';");
    expect(await buildErrors(fixed.files)).toEqual([]);
  });

  it('une icône que lucide-react n’a pas est remplacée sous le même nom ; un logo retiré (Github) s’affiche déjà avec une icône de remplacement', async () => {
    const files = {
      'src/main.tsx': MAIN,
      'src/App.tsx':
        "import { Github, Licorne, Mail } from 'lucide-react';\nexport default function App() {\n  return <p><Github /><Licorne /><Mail /></p>;\n}\n",
    };
    const errors = await buildErrors(files);
    expect(errors.map((e) => e.message)).toEqual([
      'src/App.tsx, ligne 1 : le paquet « lucide-react » n’exporte pas « Licorne » (icône inconnue de lucide-react).'.replace('’', "'"),
    ]);
    const fixed = fixWithLumi(
      files,
      'build',
      errors.map(({ message, file, line }) => ({ message, file, line })),
    );
    expect(fixed.files['src/App.tsx']).toContain("import { Github, Globe as Licorne, Mail } from 'lucide-react';");
    expect(await buildErrors(fixed.files)).toEqual([]);
  });

  it('un fichier que l’utilisateur vient de casser (syntaxe) ou qui lance une erreur est remis comme il fonctionnait, en le disant', async () => {
    const working = { 'src/main.tsx': MAIN, 'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n}\n' };
    const broken = { ...working, 'src/App.tsx': 'export default function App() {\n  return <h1>Bonjour</h1>;\n' };
    const errors = await buildErrors(broken);
    expect(errors[0]!.message).toContain('erreur de syntaxe');
    const fixed = fixWithLumi(
      broken,
      'build',
      errors.map(({ message, file, line }) => ({ message, file, line })),
      working,
    );
    expect(fixed.files['src/App.tsx']).toBe(working['src/App.tsx']);
    expect(fixed.text).toContain('j’ai remis `src/App.tsx` tel qu’il était dans la dernière version qui fonctionnait');

    const throwing = { ...working, 'src/App.tsx': "export default function App() {\n  throw new Error('boum');\n}\n" };
    const reverted = fixWithLumi(throwing, 'runtime', [error('boum', 'src/App.tsx', 2)], working);
    expect(reverted.files['src/App.tsx']).toBe(working['src/App.tsx']);
    expect(reverted.text).toContain('lance une erreur à l’exécution (« boum »)');
  });

  it('une erreur qu’il ne sait pas corriger reçoit une réponse honnête, sans modification', () => {
    const files = { 'src/main.tsx': MAIN, 'src/App.tsx': 'export default function App() {\n  return <h1>{(null as any).x}</h1>;\n}\n' };
    const reply = composeOfflineReply({
      mode: 'code',
      message: 'Corrige',
      files,
      history: [],
      attachments: [],
      fix: { source: 'runtime', errors: [error("Cannot read properties of null (reading 'x')", 'src/App.tsx', 2)] },
    });
    expect(reply).not.toContain('<lumi-');
    expect(reply).toContain('Je n’ai pas trouvé de correction sûre');
    expect(reply).toContain('`src/App.tsx` autour de la ligne 2');
  });

  it('un message d’erreur hostile ou un import à virgule finale ne fait ni planter ni casser un fichier', () => {
    const files = {
      'src/main.tsx': MAIN,
      'src/App.tsx':
        "import { useState, } from 'react';\nexport default function App() {\n  useEffect(() => {}, []);\n  return <p>{String(useState)}</p>;\n}\n",
    };
    const fixed = fixWithLumi(files, 'runtime', [error('useEffect is not defined', 'src/App.tsx', 3)]);
    expect(fixed.files['src/App.tsx']).toMatch(/^import \{ useState, useEffect \} from 'react';\n/);
    // A file name of Object.prototype is no file: the name is looked for in the project's files instead.
    const named = composeOfflineReply({
      mode: 'code',
      message: 'Corrige',
      files,
      history: [],
      attachments: [],
      fix: { source: 'runtime', errors: [error('useEffect is not defined', 'constructor', 1)] },
    });
    expect(named).toContain('<lumi-file path="src/App.tsx">');
    for (const hostile of [
      error("src/App.tsx, ligne 1 : le paquet « lucide-react » n'exporte pas « (Star ».", 'src/App.tsx', 1),
      error('$x is not defined', '__proto__', null),
      error("Le paquet « ../../etc » n'est pas disponible dans l'aperçu.", 'src/App.tsx', 1),
    ]) {
      const reply = composeOfflineReply({
        mode: 'code',
        message: 'Corrige',
        files,
        history: [],
        attachments: [],
        fix: { source: 'build', errors: [hostile] },
      });
      expect(reply, hostile.message).not.toContain('<lumi-');
    }
  });
});
