import { describe, expect, it } from 'vitest';
import { applyOperation, findPlaceholder } from './apply-operations.js';

describe('application des opérations de fichiers', () => {
  it('écrit un fichier entier et applique une modification SEARCH/REPLACE exacte', () => {
    const files: Record<string, string> = { 'src/App.tsx': 'const titre = "Accueil";\nexport default titre;\n' };
    expect(applyOperation(files, { kind: 'write', path: 'src/new.ts', content: 'export const x = 1;\n' })).toMatchObject({ ok: true });
    const edit = applyOperation(files, { kind: 'edit', path: 'src/App.tsx', blocks: [{ search: '"Accueil"', replace: '"Mes recettes"' }] });
    expect(edit).toMatchObject({ ok: true, content: 'const titre = "Mes recettes";\nexport default titre;\n' });
    expect(files['src/new.ts']).toBe('export const x = 1;\n');
  });

  it("refuse une modification dont le texte cherché n'existe pas, sans rien changer", () => {
    const files = { 'a.ts': 'un\ndeux\n' };
    const result = applyOperation(files, {
      kind: 'edit',
      path: 'a.ts',
      blocks: [
        { search: 'un', replace: 'UN' },
        { search: 'trois', replace: 'TROIS' },
      ],
    });
    expect(result).toEqual({ ok: false, path: 'a.ts', reason: 'le bloc 2 ne correspond à aucun passage du fichier' });
    expect(files['a.ts']).toBe('un\ndeux\n');
  });

  it('refuse une modification ambiguë (le texte cherché apparaît deux fois)', () => {
    const files = { 'a.ts': 'x = 1;\nx = 1;\n' };
    expect(applyOperation(files, { kind: 'edit', path: 'a.ts', blocks: [{ search: 'x = 1;', replace: 'x = 2;' }] })).toMatchObject({
      ok: false,
    });
  });

  it('refuse un fichier coupé et ne l’écrit pas', () => {
    const files: Record<string, string> = {};
    const result = applyOperation(files, { kind: 'truncated', path: 'src/App.tsx', what: 'file' });
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('coupé') });
    expect(files).toEqual({});
  });

  it.each([
    '// reste du code inchangé',
    '// ... reste du composant',
    '  // ...',
    '/* ... */',
    '{/* ... le reste du formulaire */}',
    '// rest of the code stays the same',
    '// existing code',
    '// Code existant inchangé',
  ])('refuse un fichier qui contient le commentaire de remplissage %j', (placeholder) => {
    const files = { 'src/App.tsx': 'ancien contenu complet' };
    const result = applyOperation(files, { kind: 'write', path: 'src/App.tsx', content: `export function App() {\n${placeholder}\n}\n` });
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('contenu incomplet') });
    expect(files['src/App.tsx']).toBe('ancien contenu complet');
  });

  it('accepte du code ordinaire qui contient des points de suspension ailleurs', () => {
    expect(findPlaceholder('const texte = "Chargement...";\nconst liste = [...items];\n// Trie les recettes par date\n')).toBeNull();
  });

  it.each(['../etc/passwd', '/abs.ts', 'src\\win.ts'])('refuse le chemin %j', (path) => {
    const files: Record<string, string> = {};
    expect(applyOperation(files, { kind: 'write', path, content: 'x' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('chemin refusé'),
    });
    expect(files).toEqual({});
  });
});
