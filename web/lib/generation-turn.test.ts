import { describe, expect, it } from 'vitest';
import type { GenerationEvent } from '@common/generation';
import { applyFileEvent, reduceTurn, startTurn, type GenerationTurn } from './generation-turn';

const done = (reply: string, versionNumber: number | null, filesChanged: string[] = []): GenerationEvent => ({
  type: 'done',
  versionNumber,
  filesChanged,
  rejected: 0,
  usage: { inputTokens: null, outputTokens: null },
  responseTimeMs: 10,
  qualityScore: null,
  reply,
});

function play(files: Record<string, string>, events: GenerationEvent[]): GenerationTurn[] {
  const seen: GenerationTurn[] = [];
  let turn = startTurn(files);
  for (const event of events) seen.push((turn = reduceTurn(turn, event)));
  return seen;
}

describe('un tour de génération, le même pour le studio, la démo et l’assistant', () => {
  it('les fichiers écrits par Lumi arrivent comme le flux le dit, et une écriture refusée remet le fichier du début du tour', () => {
    const before = { 'src/App.tsx': 'ancien', 'src/a.ts': 'a' };
    const events: GenerationEvent[] = [
      { type: 'file-start', path: 'src/App.tsx' },
      { type: 'file-chunk', path: 'src/App.tsx', delta: 'nou' },
      { type: 'file-chunk', path: 'src/App.tsx', delta: 'veau' },
      { type: 'file-done', path: 'src/App.tsx', content: 'nouveau' },
      { type: 'file-deleted', path: 'src/a.ts' },
      { type: 'edit-applied', path: 'src/b.ts', content: 'b' },
      { type: 'edit-rejected', path: 'src/b.ts', reason: 'refusé' },
    ];
    const seen: Record<string, string>[] = [];
    let files: Record<string, string> = before;
    for (const event of events) seen.push((files = applyFileEvent(files, event, before)));
    expect(seen[2]).toEqual({ 'src/App.tsx': 'nouveau', 'src/a.ts': 'a' });
    expect(seen[4]).toEqual({ 'src/App.tsx': 'nouveau' });
    expect(seen[5]).toEqual({ 'src/App.tsx': 'nouveau', 'src/b.ts': 'b' });
    expect(files).toEqual({ 'src/App.tsx': 'nouveau' });
    expect(before).toEqual({ 'src/App.tsx': 'ancien', 'src/a.ts': 'a' });
  });

  it("l'éditeur voit le fichier en cours d'écriture, la démo seulement les fichiers finis, et la réponse dit chaque refus", () => {
    const seen = play({ 'src/App.tsx': 'ancien' }, [
      { type: 'start', generationId: 'g1', model: 'hors-ligne', provider: 'lumi', omittedFiles: [] },
      { type: 'text', delta: 'Je fais ' },
      { type: 'text', delta: 'la page.' },
      { type: 'file-start', path: 'src/Page.tsx' },
      { type: 'file-chunk', path: 'src/Page.tsx', delta: 'export' },
      { type: 'edit-rejected', path: 'src/App.tsx', reason: 'texte introuvable' },
      { type: 'file-done', path: 'src/Page.tsx', content: 'export default 1;' },
      { type: 'edit-applied', path: 'src/Page.tsx', content: 'export default 2;' },
    ]);
    expect(seen[0]!.generationId).toBe('g1');
    expect(seen[2]!.reply).toBe('Je fais la page.');
    expect(seen[4]!.files).toEqual({ 'src/App.tsx': 'ancien', 'src/Page.tsx': 'export' });
    expect(seen[4]!.complete).toEqual({ 'src/App.tsx': 'ancien' });
    expect(seen[4]!.writingPath).toBe('src/Page.tsx');
    expect(seen[5]!.reply).toBe('Je fais la page.\n\n> ⚠ src/App.tsx : texte introuvable');
    const last = seen.at(-1)!;
    expect(last.complete).toEqual({ 'src/App.tsx': 'ancien', 'src/Page.tsx': 'export default 2;' });
    expect(last.files).toEqual(last.complete);
    expect(last.written).toEqual(['src/Page.tsx']);
    expect(last.writingPath).toBe('src/Page.tsx');
  });

  it("une correction automatique repart des fichiers finis de la réponse d'avant, dans une nouvelle réponse, et la version faite avant compte", () => {
    const seen = play({}, [
      { type: 'file-done', path: 'src/App.tsx', content: 'cassé' },
      { type: 'file-start', path: 'src/Moitié.tsx' },
      { type: 'file-chunk', path: 'src/Moitié.tsx', delta: 'exp' },
      done('Voici.', 4, ['src/App.tsx']),
      { type: 'fix-start', attempt: 1, message: 'Corrige cette erreur' },
      { type: 'edit-rejected', path: 'src/App.tsx', reason: 'refusé' },
      { type: 'error', code: 'AI_FAILED', message: 'Le modèle ne répond plus.' },
    ]);
    const afterDone = seen[3]!;
    expect(afterDone.reply).toBe('Voici.');
    expect(afterDone.madeVersion).toBe(true);
    const fix = seen[4]!;
    expect(fix.answer).toBe(1);
    expect(fix.reply).toBe('');
    expect(fix.fix).toEqual({ attempt: 1, message: 'Corrige cette erreur' });
    expect(fix.files).toEqual({ 'src/App.tsx': 'cassé' });
    expect(fix.before).toEqual({ 'src/App.tsx': 'cassé' });
    // Refused in the fix answer: the file goes back to where that answer started, not to the first answer's start.
    expect(seen[5]!.files).toEqual({ 'src/App.tsx': 'cassé' });
    const failed = seen[6]!;
    expect(failed.error).toMatchObject({ message: 'Le modèle ne répond plus.' });
    expect(failed.madeVersion).toBe(true);
  });

  it("l'assistant garde le texte reçu quand la fin du flux n'en redonne pas, et prend celui de la fin sinon", () => {
    expect(play({}, [{ type: 'text', delta: 'Bonjour' }, done('', null)]).at(-1)!.reply).toBe('Bonjour');
    expect(play({}, [{ type: 'text', delta: 'Bonj' }, done('Bonjour !', null)]).at(-1)!.reply).toBe('Bonjour !');
    expect(play({}, [done('', null)]).at(-1)!.madeVersion).toBe(false);
  });
});
