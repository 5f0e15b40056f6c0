import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const saasCase: AppCase = {
  kind: 'saas',
  prompts: { fr: 'Une page d’accueil pour ma startup avec tarifs et FAQ', en: 'A landing page for my SaaS' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    // The product name is the hero's title.
    await frame.getByRole('heading', { level: 2, name: 'Nimbus' }).waitFor();

    // Monthly / yearly: the Pro plan goes from 25 to 20 (-20 %).
    const pro = frame.getByTestId('price-pro');
    await expect.poll(() => pro.textContent()).toMatch(/25/);
    await frame.getByRole('button', { name: fr ? /Annuel/ : /Yearly/ }).click();
    await expect.poll(() => pro.textContent()).toMatch(/20/);
    expect(await frame.getByRole('button', { name: fr ? /Annuel/ : /Yearly/ }).getAttribute('aria-pressed')).toBe('true');

    // The FAQ opens and closes.
    const question = frame.getByRole('button', { name: fr ? 'Puis-je changer d’offre plus tard ?' : 'Can I switch plans later?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await frame.getByText(fr ? /au prorata/ : /prorated/).waitFor();

    // Choose a plan, then join the waitlist: a wrong email is refused, a right one confirmed.
    await frame.getByRole('button', { name: fr ? 'Choisir Entreprise' : 'Choose Business' }).click();
    const waitlist = frame.getByRole('region', { name: fr ? 'Liste d’attente' : 'Waitlist' });
    const join = waitlist.getByRole('button', { name: fr ? 'Rejoindre la liste d’attente' : 'Join the waitlist' });
    await waitlist.getByLabel(fr ? 'Adresse e-mail' : 'Email address').fill('pas-une-adresse');
    await join.click();
    await waitlist.getByRole('alert').waitFor();
    await waitlist.getByLabel(fr ? 'Adresse e-mail' : 'Email address').fill('marie@exemple.fr');
    await join.click();
    await waitlist
      .getByRole('status')
      .getByText(/marie@exemple\.fr/)
      .waitFor();
    expect(await waitlist.getByRole('status').textContent()).toContain(fr ? 'Entreprise' : 'Business');

    // After a reload: still signed up, and still yearly.
    const after = await reload();
    await after
      .getByRole('region', { name: fr ? 'Liste d’attente' : 'Waitlist' })
      .getByRole('status')
      .getByText(/marie@exemple\.fr/)
      .waitFor();
    await expect.poll(() => after.getByTestId('price-pro').textContent()).toMatch(/20/);
  },
};
