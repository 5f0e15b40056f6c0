import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const bookingCase: AppCase = {
  kind: 'booking',
  prompts: {
    fr: 'Une appli de prise de rendez-vous pour mon salon de coiffure',
    en: 'An appointment booking app for my physiotherapy practice',
  },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    // A service of the trade the idea names (a hair salon's cuts; a physiotherapist's sessions), then a day with
    // free slots (from tomorrow), then the first free time.
    await frame.getByRole('button', { name: fr ? /^Coupe homme/ : /^Standard session/ }).click();
    const days = frame.getByRole('tab');
    expect(await days.count()).toBe(7);
    let picked = -1;
    for (let index = 1; index < 7 && picked < 0; index++) {
      if (/(créneaux libres|free slots)$/.test((await days.nth(index).getAttribute('aria-label')) ?? '')) picked = index;
    }
    expect(picked).toBeGreaterThan(0);
    await days.nth(picked).click();
    const slots = frame.getByRole('list', { name: fr ? 'Créneaux' : 'Time slots' });
    // Some slots are already taken by other clients.
    expect(await slots.getByRole('button', { name: fr ? /\(indisponible\)$/ : /\(unavailable\)$/ }).count()).toBeGreaterThan(0);
    const free = slots.locator('button:not([disabled])').first();
    const time = ((await free.textContent()) ?? '').trim();
    expect(time).toMatch(/^\d\d:\d\d$/);
    await free.click();

    // The form refuses empty fields, then confirms; the booking is listed and its slot is taken.
    const confirm = frame.getByRole('button', { name: fr ? 'Confirmer le rendez-vous' : 'Confirm booking' });
    await confirm.click();
    expect(await frame.getByRole('alert').count()).toBe(2);
    await frame.getByLabel(fr ? 'Nom' : 'Name', { exact: true }).fill(fr ? 'Inès Martin' : 'Olivia Brown');
    await frame
      .getByLabel(fr ? 'Téléphone ou e-mail' : 'Phone or email', { exact: true })
      .fill(fr ? 'ines@exemple.fr' : 'olivia@example.com');
    await confirm.click();
    await frame
      .getByRole('status')
      .getByText(fr ? /Rendez-vous confirmé : Coupe homme le .* à / : /Booking confirmed: Standard session on .* at /)
      .waitFor();
    await slots.getByRole('button', { name: `${time} (${fr ? 'indisponible' : 'unavailable'})` }).waitFor();
    const mine = frame.getByRole('region', { name: fr ? 'Mes réservations' : 'My bookings' });
    await mine.getByText(new RegExp(`· ${time}$`)).waitFor();

    // Kept across a reload, then cancelled.
    const after = await reload();
    const kept = after.getByRole('region', { name: fr ? 'Mes réservations' : 'My bookings' });
    await kept.getByText(new RegExp(`· ${time}$`)).waitFor();
    await after.getByText(fr ? 'Bon retour, Inès Martin' : 'Welcome back, Olivia Brown', { exact: false }).waitFor();
    await kept.getByRole('button', { name: new RegExp(`${fr ? 'à' : 'at'} ${time}$`) }).click();
    await kept.getByText(fr ? /Aucun rendez-vous/ : /No bookings yet/).waitFor();
  },
};
