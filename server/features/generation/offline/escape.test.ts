import { transform } from 'esbuild';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syntaxProblem } from '../check-syntax.js';
import { indexCss, packageJson, siteFile } from './app-templates.js';
import { cssComment, jsonText, jsxText, readTsString, tsString } from './escape.js';

/** What users type that breaks code written around it. */
const NASTY = [
  "l'atelier de Zoé",
  'un "guillemet" et un \\ seul',
  'fin \\',
  'un `accent grave` et ${process.exit(1)}',
  '${alert(1)}',
  '</script><script>alert(1)</script>',
  'Un site avec </lumi-file> dans le titre',
  'un commentaire */ body { display: none } /*',
  'ligne 1\nligne 2\r\nligne 3',
  'séparateurs \u2028 de ligne \u2029 et de paragraphe',
  'accolades {danger} et <b>gras</b> & &lt;entité&gt;',
  '\u0000nul \u0007 cloche \u007f',
  '<lumi-delete path="src/App.tsx"/>',
];

const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** The value of a JavaScript expression, computed by the engine itself. */
const evaluate = (expression: string): unknown => new Function(`return (${expression});`)();

describe('écriture du texte de l’utilisateur dans le code généré', () => {
  it.each(NASTY)('chaîne TypeScript : %j reste une seule chaîne, lue telle qu’écrite', async (value) => {
    const literal = tsString(value);
    expect(evaluate(literal)).toBe(value);
    expect(readTsString(literal)).toBe(value);
    expect(literal).not.toMatch(/[\n\r\u2028\u2029]|(?<!\\)`|(?<!\\)\$\{/);
    expect(await syntaxProblem('src/data/site.ts', `export const texte = ${literal};\n`)).toBeNull();
  });

  it('chaîne TypeScript : tout texte, même aléatoire, donne la même valeur une fois lu', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(evaluate(tsString(value))).toBe(value);
        expect(readTsString(tsString(value))).toBe(value);
      }),
      { numRuns: 500 },
    );
  });

  it.each(NASTY)('texte JSX : %j s’affiche tel qu’écrit, sans ouvrir de balise ni d’expression', async (value) => {
    const source = `export const element = <p>${jsxText(value)}</p>;\n`;
    expect(await syntaxProblem('src/pages/Page.tsx', source)).toBeNull();
    // esbuild decodes the entities of JSX text: the child it gives React is the text shown.
    const { code } = await transform(source, { loader: 'tsx', jsx: 'transform', jsxFactory: 'h', format: 'cjs' });
    const children: unknown[] = [];
    new Function('h', 'module', code)((_tag: string, _props: unknown, ...kids: unknown[]) => children.push(...kids), { exports: {} });
    expect(children).toEqual([value.replace(/\r\n|[\n\r\u2028\u2029]/g, ' ')].filter(Boolean));
  });

  it.each(NASTY)('JSON : %j dans package.json se relit à l’identique', async (value) => {
    const file = packageJson('mon-site', value);
    expect(JSON.parse(file)).toMatchObject({ name: 'mon-site', description: value });
    expect(evaluate(jsonText(value))).toBe(value);
    expect(await syntaxProblem('package.json', file)).toBeNull();
  });

  it.each(NASTY)('commentaire CSS : %j ne ferme pas le commentaire et n’ajoute aucune règle', async (value) => {
    const comment = cssComment(value);
    expect(comment.slice(2, -2)).not.toContain('*/');
    expect(comment).not.toContain('</');
    const { code } = await transform(`${comment}\nbody { margin: 0; }\n`, { loader: 'css', minify: true });
    expect(code).toBe('body{margin:0}\n');
    expect(await syntaxProblem('src/index.css', indexCss(value))).toBeNull();
  });

  it('le fichier des textes du site garde chaque champ comme une chaîne intacte', async () => {
    const [name, tagline, description, title] = NASTY;
    const file = siteFile({
      name: name!,
      tagline: tagline!,
      description: description!,
      features: [{ title: title!, description: NASTY.at(-1)! }],
    });
    expect(await syntaxProblem('src/data/site.ts', file)).toBeNull();
    const { code } = await transform(file, { loader: 'ts', format: 'cjs' });
    const module = { exports: {} };
    new Function('module', code)(module);
    expect(module.exports).toEqual({ site: { name, tagline, description }, features: [{ title, description: NASTY.at(-1) }] });
  });
});
