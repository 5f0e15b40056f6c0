import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LumiStreamParser, type ParserEvent } from './stream-parser.js';

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
        delta: "import { Home } from './Home';\nexport default function App() {\n  return <Home title=\"Recettes < 30 min\" />;\n}\n",
      },
      {
        type: 'file-end',
        path: 'src/App.tsx',
        content: "import { Home } from './Home';\nexport default function App() {\n  return <Home title=\"Recettes < 30 min\" />;\n}\n",
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

  it("un fichier coupé avant sa balise de fermeture est signalé, jamais rendu comme terminé", () => {
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
});
