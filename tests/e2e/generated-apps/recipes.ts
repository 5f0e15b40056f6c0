import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const recipesCase: AppCase = {
  kind: 'recipes',
  prompts: { fr: 'Une application de recettes avec favoris et liste de courses', en: 'A recipe app with favourites and a shopping list' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const first = fr ? 'Ratatouille' : 'Fluffy pancakes';
    await frame.getByRole('button', { name: `${fr ? 'Ajouter aux favoris' : 'Add to favourites'} : ${first}` }).click();
    await frame.getByRole('tab', { name: fr ? /Favoris \(1\)/ : /Favourites \(1\)/ }).waitFor();
    // The favourite is still there after a reload.
    const after = await reload();
    await after.getByRole('tab', { name: fr ? /Favoris \(1\)/ : /Favourites \(1\)/ }).click();
    await after.getByRole('button', { name: first, exact: true }).click();
    await after.getByRole('button', { name: fr ? 'Ajouter à la liste de courses' : 'Add to shopping list' }).click();
    await after.getByRole('button', { name: fr ? 'Toutes les recettes' : 'All recipes' }).click();
    await after.getByRole('tab', { name: fr ? /Liste de courses/ : /Shopping list/ }).click();
    expect(await after.getByRole('checkbox').count()).toBeGreaterThanOrEqual(5);
  },
};
