import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const portfolioCase: AppCase = {
  kind: 'portfolio',
  prompts: { fr: 'Un portfolio pour une photographe, en vert', en: 'A portfolio website for a wedding photographer' },
  async interact({ frame, page, lang, reload }) {
    const fr = lang === 'fr';
    const gallery = frame.getByRole('region', { name: fr ? 'Galerie' : 'Gallery' });
    // The pictures are drawn: the first one has a real size.
    const box = await gallery.locator('svg').first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(0);
    expect(box?.height ?? 0).toBeGreaterThan(0);
    expect(await gallery.getByRole('listitem').count()).toBe(8);

    // Filter by category.
    await frame.getByRole('tab', { name: fr ? 'Portraits' : 'Portraits' }).click();
    await expect.poll(() => gallery.getByRole('listitem').count()).toBe(2);
    await frame.getByRole('tab', { name: fr ? 'Tout' : 'All' }).click();
    await expect.poll(() => gallery.getByRole('listitem').count()).toBe(8);

    // The lightbox: open, next, previous, Escape.
    const first = fr ? 'Brume sur le Vercors' : 'Mist over the Dales';
    const second = fr ? 'Léa, céramiste' : 'Maya, potter';
    await gallery.getByRole('button', { name: `${fr ? 'Voir' : 'View'} ${first}` }).click();
    await frame.getByRole('dialog', { name: first }).waitFor();
    await frame.getByRole('button', { name: fr ? 'Photo suivante' : 'Next photo' }).click();
    await frame.getByRole('dialog', { name: second }).waitFor();
    await frame.getByRole('button', { name: fr ? 'Photo précédente' : 'Previous photo' }).click();
    await frame.getByRole('dialog', { name: first }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => frame.getByRole('dialog').count()).toBe(0);

    // The contact form checks the email, then confirms and keeps the message.
    const contact = frame.getByRole('region', { name: 'Contact' });
    await contact.getByLabel(fr ? 'Nom' : 'Name', { exact: true }).fill('Julie');
    await contact.getByLabel(fr ? 'E-mail' : 'Email', { exact: true }).fill('julie-exemple');
    const text = fr ? 'Bonjour, seriez-vous libre pour un shooting en septembre ?' : 'Hello, would you be free for a shoot in September?';
    await contact.getByLabel('Message', { exact: true }).fill(text);
    await contact.getByRole('button', { name: fr ? 'Envoyer le message' : 'Send message' }).click();
    await contact.getByText(fr ? 'Indiquez une adresse e-mail valide.' : 'Please enter a valid email address.').waitFor();
    await contact.getByLabel(fr ? 'E-mail' : 'Email', { exact: true }).fill('julie@exemple.fr');
    await contact.getByRole('button', { name: fr ? 'Envoyer le message' : 'Send message' }).click();
    await contact
      .getByRole('status')
      .getByText(fr ? /Merci Julie/ : /Thank you Julie/)
      .waitFor();
    const inbox = frame.getByRole('region', { name: fr ? 'Messages reçus' : 'Inbox' });
    await inbox.getByText(text).waitFor();

    const after = await reload();
    await after
      .getByRole('region', { name: fr ? 'Messages reçus' : 'Inbox' })
      .getByText(text)
      .waitFor();
  },
};
