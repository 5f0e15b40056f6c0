import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const fitnessCase: AppCase = {
  kind: 'fitness',
  prompts: {
    fr: 'Un suivi de sport avec mes séances, mes habitudes et des défis entre amis',
    en: 'Something to keep track of my running sessions and my streak',
  },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const streakName = fr ? 'Série en cours' : 'Current streak';
    const streak = frame.getByRole('group', { name: streakName, exact: true }).locator('[data-figure]');
    expect(await streak.textContent()).toMatch(/^4 /);
    const me = frame.getByRole('listitem', { name: fr ? 'Vous' : 'You', exact: true }).locator('[data-score]');
    const scoreBefore = (await me.textContent()) ?? '';

    // A session logged today: the streak grows, today's bar is drawn, the log and the leaderboard follow.
    const form = frame.getByRole('form', { name: fr ? 'Nouvelle séance' : 'New session' });
    await form.getByLabel(fr ? 'Activité' : 'Activity').selectOption(fr ? 'Vélo' : 'Cycling');
    await form.getByLabel(fr ? 'Durée' : 'Duration').fill('45');
    await form.getByLabel('Distance').fill('18');
    await form.getByRole('button', { name: fr ? 'Enregistrer la séance' : 'Log session' }).click();
    await expect.poll(() => streak.textContent()).toMatch(/^5 /);
    const chart = frame.getByRole('region', { name: fr ? 'Minutes par jour' : 'Minutes per day' });
    expect(await chart.getByRole('img').count()).toBe(7);
    const today = await chart.getByRole('img').last().boundingBox();
    expect(today?.width ?? 0).toBeGreaterThan(4);
    expect(today?.height ?? 0).toBeGreaterThan(10);
    const log = frame.getByRole('region', { name: fr ? 'Journal des séances' : 'Session log' });
    await log.getByText('45 min · 18 km').waitFor();
    await expect.poll(() => me.textContent()).not.toBe(scoreBefore);

    // A habit ticked for today.
    const habitName = fr ? 'Boire 2 L d’eau' : 'Drink 2 litres of water';
    const habit = frame.getByRole('checkbox', { name: habitName });
    await habit.click();
    await expect.poll(() => habit.getAttribute('aria-checked')).toBe('true');

    // All of it is still there after a reload.
    const after = await reload();
    expect(await after.getByRole('checkbox', { name: habitName }).getAttribute('aria-checked')).toBe('true');
    expect(await after.getByRole('group', { name: streakName, exact: true }).locator('[data-figure]').textContent()).toMatch(/^5 /);
    await after
      .getByRole('region', { name: fr ? 'Journal des séances' : 'Session log' })
      .getByText('45 min · 18 km')
      .waitFor();
  },
};
