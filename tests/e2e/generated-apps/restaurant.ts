import { expect } from 'vitest';
import type { AppCase } from './case.js';

/** The next day (from tomorrow) open in the evening: Tuesday to Saturday. */
function nextEvening(): string {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() < 2);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export const restaurantCase: AppCase = {
  kind: 'restaurant',
  prompts: {
    fr: 'Le site de ma pizzeria « Da Marco » avec la carte et les horaires',
    en: 'A website for my neighbourhood bistro with the menu and opening hours',
  },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    // Open or closed, from the clock; today is highlighted in the hours.
    expect(await frame.getByRole('status').first().textContent()).toMatch(fr ? /^(Ouvert maintenant|Fermé) · / : /^(Open now|Closed) · /);
    const hours = frame.getByRole('region', { name: fr ? 'Horaires' : 'Opening hours' });
    expect(await hours.locator('[aria-current="date"]').textContent()).toContain(fr ? '(aujourd’hui)' : '(today)');

    // The menu by category.
    await frame.getByRole('tab', { name: 'Desserts' }).click();
    await frame
      .getByRole('region', { name: 'Desserts' })
      .getByText(fr ? 'Tiramisu de la maison' : 'House tiramisu')
      .waitFor();
    expect(await frame.getByRole('region', { name: fr ? 'Plats' : 'Mains', exact: true }).count()).toBe(0);

    // The booking form refuses empty fields, then confirms and lists the booking.
    const confirm = frame.getByRole('button', { name: fr ? 'Confirmer la réservation' : 'Confirm booking' });
    await confirm.click();
    expect(await frame.getByRole('alert').count()).toBe(3);
    await frame.getByLabel(fr ? 'Nom' : 'Name', { exact: true }).fill(fr ? 'Julie Bernard' : 'Chris Evans');
    await frame.getByLabel(fr ? 'Téléphone ou e-mail' : 'Phone or email').fill('06 11 22 33 44');
    await frame.getByLabel('Date', { exact: true }).fill(nextEvening());
    await frame.getByLabel(fr ? 'Heure' : 'Time', { exact: true }).selectOption('19:30');
    await frame.getByLabel(fr ? 'Nombre de personnes' : 'Number of guests').selectOption('4');
    await confirm.click();
    await frame
      .getByText(fr ? /C’est noté, Julie Bernard : une table pour 4 le .* à 19:30/ : /All set, Chris Evans: a table for 4 on .* at 19:30/)
      .waitFor();
    const bookings = frame.getByRole('region', { name: fr ? 'Vos réservations' : 'Your bookings' });
    await bookings.getByText('19:30').waitFor();

    // The booking is kept across a reload, and can be cancelled.
    const after = await reload();
    const kept = after.getByRole('region', { name: fr ? 'Vos réservations' : 'Your bookings' });
    await kept.getByText('19:30').waitFor();
    await kept.getByRole('button', { name: fr ? /^Annuler la réservation du .* à 19:30$/ : /^Cancel the booking of .* at 19:30$/ }).click();
    await kept.getByText(fr ? /Aucune réservation/ : /No bookings yet/).waitFor();
  },
};
