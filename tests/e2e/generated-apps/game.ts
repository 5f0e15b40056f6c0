import type { Frame } from 'playwright-core';
import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const gameCase: AppCase = {
  kind: 'game',
  prompts: { fr: 'Un morpion à deux joueurs avec les scores', en: 'A noughts and crosses game for two players' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const square = (app: Frame, n: number) => app.getByRole('button', { name: new RegExp(`^${fr ? 'Case' : 'Square'} ${n}\\b`) });
    const playAll = async (app: Frame, squares: number[]) => {
      for (const n of squares) await square(app, n).click();
    };
    const scoreOf = async (app: Frame, name: string) =>
      (await app.getByRole('region', { name: 'Scores' }).getByRole('group', { name }).locator('p').nth(1).textContent())?.trim();
    const playerX = fr ? 'Joueur X' : 'Player X';

    await frame.getByRole('tab', { name: fr ? 'À deux' : 'Two players' }).click();
    expect(await scoreOf(frame, playerX)).toBe('0');
    // X takes the top row: the game is won, the line is highlighted, X scores.
    await playAll(frame, [1, 4, 2, 5, 3]);
    await frame
      .getByRole('status')
      .getByText(fr ? 'Joueur X gagne la partie !' : 'Player X wins the game!')
      .waitFor();
    for (const n of [1, 2, 3])
      await frame
        .getByRole('button', { name: `${fr ? 'Case' : 'Square'} ${n}${fr ? ' : ' : ': '}X${fr ? ', ligne gagnante' : ', winning line'}` })
        .waitFor();
    expect(await square(frame, 9).isDisabled()).toBe(true);
    expect(await scoreOf(frame, playerX)).toBe('1');

    // A new game, played to a draw.
    await frame.getByRole('button', { name: fr ? 'Nouvelle partie' : 'New game' }).click();
    expect(await square(frame, 1).getAttribute('aria-label')).toBe(fr ? 'Case 1, vide' : 'Square 1, empty');
    await playAll(frame, [1, 2, 3, 5, 4, 7, 8, 6, 9]);
    await frame
      .getByRole('status')
      .getByText(fr ? 'Match nul' : 'A draw')
      .waitFor();
    expect(await scoreOf(frame, fr ? 'Matchs nuls' : 'Draws')).toBe('1');

    // Scores, mode and board are kept.
    const after = await reload();
    expect(await after.getByRole('tab', { name: fr ? 'À deux' : 'Two players' }).getAttribute('aria-selected')).toBe('true');
    expect(await scoreOf(after, playerX)).toBe('1');
    expect(await scoreOf(after, fr ? 'Matchs nuls' : 'Draws')).toBe('1');
    expect(await square(after, 9).getAttribute('aria-label')).toBe(fr ? 'Case 9 : X' : 'Square 9: X');

    // Against the computer: it answers a move.
    await after.getByRole('tab', { name: fr ? 'Contre l’ordinateur' : 'Against the computer' }).click();
    await square(after, 5).click();
    await expect.poll(async () => after.getByRole('button', { name: fr ? /^Case \d : O/ : /^Square \d: O/ }).count()).toBe(1);
    await after
      .getByRole('status')
      .getByText(fr ? 'À vous de jouer (X)' : 'Your move (X)')
      .waitFor();
    await after.getByRole('button', { name: fr ? 'Remettre les scores à zéro' : 'Reset scores' }).click();
    expect(await scoreOf(after, fr ? 'Vous' : 'You')).toBe('0');
  },
};
