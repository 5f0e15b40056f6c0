import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const budgetCase: AppCase = {
  kind: 'budget',
  prompts: {
    fr: 'Une application pour gérer le budget de la famille et nos dépenses par catégorie',
    en: 'A personal finance tracker with monthly budgets and charts',
  },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const label = fr ? 'Sortie bowling' : 'Bowling night';
    const expensesName = fr ? 'Dépenses' : 'Expenses';
    const expenses = frame.getByRole('group', { name: expensesName, exact: true }).locator('[data-total]');
    const balance = frame.getByRole('group', { name: fr ? 'Solde' : 'Balance', exact: true }).locator('[data-total]');
    const spentBefore = (await expenses.textContent()) ?? '';
    const balanceBefore = (await balance.textContent()) ?? '';
    expect(spentBefore).toMatch(/\d/);

    // Both charts are drawn: bars with a real width and height.
    const byCategory = frame.getByRole('region', { name: fr ? 'Dépenses par catégorie' : 'Spending by category' });
    const categoryBox = await byCategory.getByRole('img').first().boundingBox();
    expect(categoryBox?.width ?? 0).toBeGreaterThan(4);
    expect(categoryBox?.height ?? 0).toBeGreaterThan(4);
    const byMonth = frame.getByRole('region', { name: fr ? 'Six derniers mois' : 'Last six months' });
    const monthBox = await byMonth.locator('[role="img"]').last().boundingBox();
    expect(monthBox?.width ?? 0).toBeGreaterThan(4);
    expect(monthBox?.height ?? 0).toBeGreaterThan(4);

    // An expense: it is listed, and the totals follow.
    const form = frame.getByRole('form', { name: fr ? 'Nouvelle opération' : 'New transaction' });
    await form.getByLabel(fr ? 'Libellé' : 'Description').fill(label);
    await form.getByLabel(fr ? 'Montant' : 'Amount').fill(fr ? '42,50' : '42.50');
    await form.getByLabel(fr ? 'Catégorie' : 'Category').selectOption(fr ? 'Loisirs' : 'Leisure');
    await form.getByRole('button', { name: fr ? 'Enregistrer l’opération' : 'Save transaction' }).click();
    const list = frame.getByRole('region', { name: fr ? 'Opérations' : 'Transactions', exact: true });
    await list.getByText(label).waitFor();
    await expect.poll(() => expenses.textContent()).not.toBe(spentBefore);
    await expect.poll(() => balance.textContent()).not.toBe(balanceBefore);

    // Filter by category: only that category is listed.
    await list.getByRole('button', { name: fr ? 'Loisirs' : 'Leisure', exact: true }).click();
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count()).toBeLessThan(6);
    for (const text of await rows.allTextContents()) expect(text).toContain(fr ? 'Loisirs' : 'Leisure');
    // The month before does not have it.
    await frame.getByRole('button', { name: fr ? 'Mois précédent' : 'Previous month' }).click();
    await expect.poll(() => list.getByText(label).count()).toBe(0);

    // Still there after a reload; then deleted, the totals are back.
    const after = await reload();
    const afterList = after.getByRole('region', { name: fr ? 'Opérations' : 'Transactions', exact: true });
    await afterList.getByText(label).waitFor();
    await afterList.getByRole('button', { name: `${fr ? 'Supprimer' : 'Delete'} : ${label}` }).click();
    await expect.poll(() => afterList.getByText(label).count()).toBe(0);
    expect(await after.getByRole('group', { name: expensesName, exact: true }).locator('[data-total]').textContent()).toBe(spentBefore);
  },
};
