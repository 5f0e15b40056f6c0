import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const blogCase: AppCase = {
  kind: 'blog',
  prompts: { fr: 'Un blog pour raconter mes voyages en train', en: 'A travel blog about my trips across Europe' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const list = frame.getByRole('list', { name: 'Articles' });
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(6);
    // Filter by tag, then search.
    await frame.getByRole('button', { name: fr ? 'Conseils' : 'Tips', exact: true }).click();
    await expect.poll(() => items.count()).toBe(2);
    await frame.getByRole('button', { name: fr ? 'Tous' : 'All', exact: true }).click();
    await frame.getByLabel(fr ? 'Rechercher un article' : 'Search articles').fill('Dolomites');
    await expect.poll(() => items.count()).toBe(1);
    // Open it: the full text, in paragraphs.
    const title = fr ? 'Une semaine dans les Dolomites' : 'A week in the Dolomites';
    await list.getByRole('button', { name: title, exact: true }).click();
    const article = frame.getByRole('article', { name: title });
    await article.getByRole('heading', { name: title }).waitFor();
    expect(await article.locator('p').count()).toBeGreaterThanOrEqual(4);
    await frame.getByRole('button', { name: fr ? 'Tous les articles' : 'All articles' }).click();
    // Write an article: it comes first in the list.
    await frame.getByRole('button', { name: fr ? 'Écrire un article' : 'Write an article' }).click();
    const mine = fr ? 'Nuit en train jusqu’à Vienne' : 'Night train to Vienna';
    await frame.getByLabel(fr ? 'Titre' : 'Title').fill(mine);
    await frame.getByLabel(fr ? 'Catégorie' : 'Tag').fill(fr ? 'Train' : 'Rail');
    const second = fr ? 'Réveil au bord du Danube, café compris.' : 'Woke up by the Danube, coffee included.';
    await frame
      .getByLabel(fr ? 'Texte' : 'Body')
      .fill(`${fr ? 'Départ de Paris à 19 h, couchette réservée.' : 'Left Paris at 7 pm, berth booked.'}\n\n${second}`);
    await frame.getByRole('button', { name: fr ? 'Publier' : 'Publish' }).click();
    await expect.poll(() => items.first().textContent()).toContain(mine);
    expect(await items.count()).toBe(7);
    await frame.getByRole('button', { name: fr ? 'Train' : 'Rail', exact: true }).waitFor();
    // After a reload it is still first, and reads as two paragraphs.
    const after = await reload();
    const itemsAfter = after.getByRole('list', { name: 'Articles' }).getByRole('listitem');
    expect(await itemsAfter.first().textContent()).toContain(mine);
    await itemsAfter.first().getByRole('button', { name: mine, exact: true }).click();
    await after.getByRole('article', { name: mine }).getByText(second).waitFor();
  },
};
