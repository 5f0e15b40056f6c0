import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const dashboardCase: AppCase = {
  kind: 'dashboard',
  prompts: {
    fr: 'Un tableau de bord pour suivre les ventes de ma boulangerie et mes stocks de farine',
    en: 'An analytics dashboard to follow the sales of my small business',
  },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const revenue = frame.getByRole('group', { name: fr ? 'Chiffre d’affaires' : 'Revenue' }).locator('[data-kpi]');
    const week = (await revenue.textContent()) ?? '';
    expect(week).toMatch(/\d/);
    // The period switch changes the figures, and back.
    await frame.getByRole('tab', { name: fr ? '30 jours' : '30 days' }).click();
    await expect.poll(() => revenue.textContent()).not.toBe(week);
    const chart = frame.getByRole('region', { name: fr ? 'Chiffre d’affaires par jour' : 'Revenue per day' });
    expect(await chart.getByRole('img').count()).toBe(30);
    await frame.getByRole('tab', { name: fr ? '7 jours' : '7 days' }).click();
    await expect.poll(() => revenue.textContent()).toBe(week);
    expect(await chart.getByRole('img').count()).toBe(7);
    // The bars are drawn: real width and height.
    const box = await chart.getByRole('img').last().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(4);
    expect(box?.height ?? 0).toBeGreaterThan(4);

    // Record a sale: the figures and the table follow.
    const form = frame.getByRole('form', { name: fr ? 'Nouvelle vente' : 'New sale' });
    await form.getByLabel(fr ? 'Produit' : 'Product').selectOption(fr ? 'Croissant' : 'Pro plan');
    await form.getByLabel(fr ? 'Quantité' : 'Quantity').fill('3');
    await form.getByLabel(fr ? 'Montant' : 'Amount').fill('1000');
    await form.getByRole('button', { name: fr ? 'Enregistrer la vente' : 'Record sale' }).click();
    await expect.poll(() => revenue.textContent()).not.toBe(week);
    const amount = fr ? /1\s000,00\s€/ : '$1,000.00';
    await frame
      .getByRole('region', { name: fr ? 'Dernières ventes' : 'Latest sales' })
      .getByText(amount)
      .waitFor();

    // Still there after a reload.
    const after = await reload();
    await after
      .getByRole('region', { name: fr ? 'Dernières ventes' : 'Latest sales' })
      .getByText(amount)
      .waitFor();
    expect(
      await after
        .getByRole('group', { name: fr ? 'Chiffre d’affaires' : 'Revenue' })
        .locator('[data-kpi]')
        .textContent(),
    ).not.toBe(week);
  },
};
