import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LumiStreamParser, type EditBlock, type ParserEvent } from './stream-parser.js';
import { deleteTag, editTag, fileTag } from './write-operations.js';

function parseInChunks(text: string, cuts: number[]): ParserEvent[] {
  const parser = new LumiStreamParser();
  const events: ParserEvent[] = [];
  let previous = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    events.push(...parser.push(text.slice(previous, cut)));
    previous = cut;
  }
  events.push(...parser.push(text.slice(previous)));
  events.push(...parser.end());
  return normalize(events);
}

/** Joins adjacent text deltas and adjacent chunks of one file: how a split falls must not matter beyond that. */
function normalize(events: ParserEvent[]): ParserEvent[] {
  const out: ParserEvent[] = [];
  for (const event of events) {
    const last = out.at(-1);
    if (event.type === 'text' && last?.type === 'text') last.delta += event.delta;
    else if (event.type === 'file-chunk' && last?.type === 'file-chunk' && last.path === event.path) last.delta += event.delta;
    else out.push({ ...event });
  }
  return out;
}

const REPLY = `Voici votre application de recettes !

<lumi-file path="src/App.tsx">
import { Home } from './Home';
export default function App() {
  return <Home title="Recettes < 30 min" />;
}
</lumi-file>
J'ai aussi ajusté le titre <lumi pas un tag> et supprimé l'ancien fichier.
<lumi-edit path="src/Home.tsx">
<<<<<<< SEARCH
  <h1>Accueil</h1>
=======
  <h1>Mes recettes</h1>
>>>>>>> REPLACE
</lumi-edit>
<lumi-delete path="src/old.ts"/>
C'est prêt.`;

describe('analyseur du protocole de Lumi', () => {
  it('reconnaît le texte, un fichier entier, une modification et une suppression', () => {
    expect(parseInChunks(REPLY, [])).toEqual([
      { type: 'text', delta: 'Voici votre application de recettes !\n\n' },
      { type: 'file-start', path: 'src/App.tsx' },
      {
        type: 'file-chunk',
        path: 'src/App.tsx',
        delta: 'import { Home } from \'./Home\';\nexport default function App() {\n  return <Home title="Recettes < 30 min" />;\n}\n',
      },
      {
        type: 'file-end',
        path: 'src/App.tsx',
        content: 'import { Home } from \'./Home\';\nexport default function App() {\n  return <Home title="Recettes < 30 min" />;\n}\n',
      },
      { type: 'text', delta: "\nJ'ai aussi ajusté le titre <lumi pas un tag> et supprimé l'ancien fichier.\n" },
      { type: 'edit', path: 'src/Home.tsx', blocks: [{ search: '  <h1>Accueil</h1>', replace: '  <h1>Mes recettes</h1>' }] },
      { type: 'text', delta: '\n' },
      { type: 'delete', path: 'src/old.ts' },
      { type: 'text', delta: "\nC'est prêt." },
    ]);
  });

  it('donne les mêmes événements quelle que soit la façon dont le flux est découpé', () => {
    const expected = parseInChunks(REPLY, []);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: REPLY.length }), { maxLength: 40 }), (cuts) => {
        expect(parseInChunks(REPLY, cuts)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('donne les mêmes événements pour tout découpage de réponses quelconques contenant des balises', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('<', '<lumi-', '</lumi-file>', '<lumi-file path="a.ts">', '\n', '>', '<lumi-delete path="x"/>', '</lumi-edit>'),
      fc.constantFrom('<lumi-edit path="b.ts">\n<<<<<<< SEARCH\na\n=======\nb\n>>>>>>> REPLACE\n</lumi-edit>'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 10 }), (pieces, rawCuts) => {
        const text = pieces.join('');
        const cuts = rawCuts.map((c) => (text.length ? c % (text.length + 1) : 0));
        expect(parseInChunks(text, cuts)).toEqual(parseInChunks(text, []));
      }),
      { numRuns: 500 },
    );
  });

  it('un fichier coupé avant sa balise de fermeture est signalé, jamais rendu comme terminé', () => {
    const events = parseInChunks('Voici :\n<lumi-file path="src/App.tsx">\nexport default function App() {\n  return <div>', [10, 30]);
    expect(events.some((e) => e.type === 'file-end')).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'truncated', path: 'src/App.tsx', kind: 'file' });
  });

  it('une modification sans bloc SEARCH/REPLACE lisible est signalée comme erreur', () => {
    const events = parseInChunks('<lumi-edit path="a.ts">\nremplace tout\n</lumi-edit>', []);
    expect(events).toEqual([{ type: 'edit', path: 'a.ts', blocks: null, error: 'aucun bloc SEARCH/REPLACE lisible' }]);
  });

  it('retire une clôture Markdown autour du contenu d’un fichier', () => {
    const events = parseInChunks('<lumi-file path="a.ts">\n```ts\nexport const a = 1;\n```\n</lumi-file>', []);
    expect(events.find((e) => e.type === 'file-end')).toEqual({ type: 'file-end', path: 'a.ts', content: 'export const a = 1;\n' });
  });

  it('un fichier dont une chaîne contient </lumi-file> est lu en entier (la balise ne ferme que seule sur sa ligne)', () => {
    const site = "export const site = {\n  tagline: 'Un site avec </lumi-file> dans le titre',\n};\n";
    const events = parseInChunks(`Voici.\n<lumi-file path="src/data/site.ts">\n${site}</lumi-file>\nFini.`, [40, 60, 75]);
    expect(events.find((e) => e.type === 'file-end')).toEqual({ type: 'file-end', path: 'src/data/site.ts', content: site });
    expect(events.at(-1)).toEqual({ type: 'text', delta: '\nFini.' });
  });

  it('une balise de fermeture entourée d’espaces sur sa ligne ferme encore le fichier', () => {
    const events = parseInChunks('<lumi-file path="a.ts">\nexport const a = 1;\n  </lumi-file>  \r\nSuite', [30, 44]);
    expect(events).toContainEqual({ type: 'file-end', path: 'a.ts', content: 'export const a = 1;\n' });
    expect(events.at(-1)).toEqual({ type: 'text', delta: '  \r\nSuite' });
  });

  it('des balises citées au milieu d’une phrase restent du texte et ne touchent à aucun fichier', () => {
    const text = 'Le protocole utilise <lumi-file path="a.ts"> et <lumi-delete path="src/App.tsx"/> : rien à faire.\nFin.';
    expect(parseInChunks(text, [25, 60])).toEqual([{ type: 'text', delta: text }]);
  });

  it('une modification dont le code contient ======= ou </lumi-edit> dans une ligne est lue en entier', () => {
    const reply =
      '<lumi-edit path="a.ts">\n<<<<<<< SEARCH\nconst sep = "=======";\n=======\nconst sep = "</lumi-edit> >>>>>>> REPLACE";\n>>>>>>> REPLACE\n</lumi-edit>\n';
    expect(parseInChunks(reply, [30, 70])).toEqual([
      {
        type: 'edit',
        path: 'a.ts',
        blocks: [{ search: 'const sep = "=======";', replace: 'const sep = "</lumi-edit> >>>>>>> REPLACE";' }],
      },
      { type: 'text', delta: '\n' },
    ]);
  });

  it('des fichiers quelconques contenant les balises du protocole, découpés n’importe où, sont relus à l’identique', () => {
    // Pieces a line of a file may hold: the protocol's own tags and markers, and what breaks strings and comments.
    const nasty = fc.constantFrom(
      '</lumi-file>',
      '</lumi-edit>',
      '<lumi-file path="x.ts">',
      '<lumi-edit path="y.ts">',
      '<lumi-delete path="z.ts"/>',
      '<lumi-',
      '</lumi-',
      '<<<<<<< SEARCH',
      '=======',
      '>>>>>>> REPLACE',
      "'",
      '"',
      '\\',
      '`',
      '${',
      '</script>',
      '*/',
      '/*',
      '\u2028',
      '\u2029',
      ' ',
      '\t',
      '<',
      '>',
    );
    const piece = fc.oneof(
      nasty,
      fc.string({ maxLength: 12 }).map((s) => s.replace(/[\r\n]/g, '')),
    );
    const isMarkerLine = (line: string) => /^[ \t]*(<\/lumi-file>|<\/lumi-edit>|<{7} SEARCH|={7}|>{7} REPLACE)[ \t\r]*$/.test(line);
    // A line made only of a closing tag is the one thing a file cannot hold: it gets a letter in front.
    const line = fc.array(piece, { maxLength: 8 }).map((parts) => {
      const text = parts.join('');
      return isMarkerLine(text) ? `x${text}` : text;
    });
    const lines = fc.array(line, { minLength: 1, maxLength: 8 }).map((all) => all.join('\n'));
    const path = fc.constantFrom('src/App.tsx', 'src/data/site.ts', 'src/index.css', 'package.json', 'src/pages/Page.tsx');
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('file' as const), path, content: lines.map((text) => `// fichier\n${text}\n`) }),
      fc.record({
        kind: fc.constant('edit' as const),
        path,
        blocks: fc.array(fc.record({ search: lines.map((t) => `a${t}`), replace: lines }), { minLength: 1, maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant('delete' as const), path }),
    );
    // Text between operations: a sentence may quote tags, but a line of text never begins with one.
    const sentence = lines.map((text) => text.replace(/^/gm, 'Texte '));
    const reply = fc
      .array(fc.tuple(sentence, operation), { maxLength: 5 })
      .chain((steps) => fc.tuple(fc.constant(steps), sentence, fc.array(fc.nat(), { minLength: 10, maxLength: 40 })));

    let runs = 0;
    let cutsTried = 0;
    fc.assert(
      fc.property(reply, ([steps, ending, rawCuts]) => {
        let text = '';
        let expectedText = '';
        const expected: ParserEvent[] = [];
        for (const [before, op] of steps) {
          text += `${before}\n`;
          expectedText += `${before}\n`;
          if (op.kind === 'file') {
            text += fileTag(op.path, op.content);
            expected.push({ type: 'file-end', path: op.path, content: op.content });
          } else if (op.kind === 'edit') {
            text += editTag(op.path, op.blocks);
            expected.push({ type: 'edit', path: op.path, blocks: op.blocks as EditBlock[] });
          } else {
            text += deleteTag(op.path);
            expected.push({ type: 'delete', path: op.path });
          }
          expectedText += '\n';
        }
        text += ending;
        expectedText += ending;
        const cuts = rawCuts.map((c) => c % (text.length + 1));
        // Random cuts, and one character at a time (every cut at once).
        for (const split of [cuts, Array.from({ length: text.length }, (_, index) => index)]) {
          const events = parseInChunks(text, split);
          expect(events.filter((e) => e.type === 'file-end' || e.type === 'edit' || e.type === 'delete')).toEqual(expected);
          expect(events.filter((e) => e.type === 'truncated')).toEqual([]);
          expect(events.flatMap((e) => (e.type === 'text' ? [e.delta] : [])).join('')).toBe(expectedText);
        }
        runs++;
        cutsTried += new Set(cuts).size + text.length;
      }),
      { numRuns: 500 },
    );
    expect(runs).toBe(500);
    expect(cutsTried).toBeGreaterThan(50_000);
  });
});
