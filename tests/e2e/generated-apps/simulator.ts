import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const simulatorCase: AppCase = {
  kind: 'simulator',
  prompts: { fr: 'Un simulateur de prêt immobilier', en: 'A mortgage calculator' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const payment = frame.getByTestId('monthly-payment');
    await frame.getByRole('spinbutton', { name: fr ? /Montant emprunté/ : /Loan amount/ }).fill('150000');
    await frame.getByRole('spinbutton', { name: fr ? /Durée/ : /Term/ }).fill('20');
    // A 0 % loan: the amount split evenly over 240 months.
    await frame.getByRole('spinbutton', { name: fr ? /Taux annuel/ : /Annual interest rate/ }).fill('0');
    await expect.poll(() => payment.textContent()).toMatch(fr ? /625,00/ : /625\.00/);
    // 3.5 % over 20 years: the annuity formula.
    await frame.getByRole('spinbutton', { name: fr ? /Taux annuel/ : /Annual interest rate/ }).fill('3.5');
    await expect.poll(() => payment.textContent()).toMatch(fr ? /869,94/ : /869\.94/);
    // The interest part of the capital/interest bar is drawn.
    const interest = frame.getByRole('img', { name: fr ? /Répartition/ : /Split/ }).locator('[data-part="interest"]');
    const box = await interest.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(0);
    expect(box?.height ?? 0).toBeGreaterThan(0);
    // The schedule has one row per year.
    const schedule = frame.getByRole('region', { name: fr ? 'Tableau d’amortissement' : 'Repayment schedule' });
    await schedule.getByRole('button', { name: fr ? 'Année 20' : 'Year 20' }).waitFor();

    // Save the simulation, then delete a seeded one.
    const name = fr ? 'Maison à Nantes' : 'Cottage in Devon';
    await frame.getByLabel(fr ? 'Nom de la simulation' : 'Scenario name').fill(name);
    await frame.getByRole('button', { name: fr ? 'Enregistrer la simulation' : 'Save scenario' }).click();
    const saved = frame.getByRole('region', { name: fr ? 'Simulations enregistrées' : 'Saved scenarios' });
    await saved.getByText(name, { exact: true }).waitFor();
    const seeded = fr ? 'Voiture familiale' : 'Electric car';
    await saved.getByRole('button', { name: `${fr ? 'Supprimer' : 'Delete'} ${seeded}` }).click();
    expect(await saved.getByText(seeded, { exact: true }).count()).toBe(0);

    const after = await reload();
    const savedAfter = after.getByRole('region', { name: fr ? 'Simulations enregistrées' : 'Saved scenarios' });
    await savedAfter.getByText(name, { exact: true }).waitFor();
    expect(await savedAfter.getByText(seeded, { exact: true }).count()).toBe(0);
    await expect.poll(() => after.getByTestId('monthly-payment').textContent()).toMatch(fr ? /869,94/ : /869\.94/);
  },
};
