import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const shopCase: AppCase = {
  kind: 'shop',
  prompts: {
    fr: 'Une boutique de bijoux faits main avec un panier et un formulaire de commande',
    en: 'An online shop for handmade ceramics with a cart and checkout',
  },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const ring = fr ? 'Bague en argent martelé' : 'Hammered silver ring';
    const bowl = fr ? 'Bol en grès émaillé' : 'Glazed stoneware bowl';
    const add = fr ? 'Ajouter au panier' : 'Add to cart';
    const cartTab = (count: number) => ({ name: `${fr ? 'Panier' : 'Cart'} (${count})`, exact: true });

    // The catalogue: filter by a category, search, add to the cart; the badge counts.
    await frame.getByRole('button', { name: fr ? 'Céramique' : 'Ceramics', exact: true }).click();
    expect(await frame.getByRole('button', { name: new RegExp(`^${add} : `) }).count()).toBe(2);
    await frame.getByRole('button', { name: `${add} : ${bowl}` }).click();
    await frame.getByRole('button', { name: fr ? 'Tout' : 'All', exact: true }).click();
    await frame.getByRole('searchbox').fill(fr ? 'argent' : 'silver');
    expect(await frame.getByRole('button', { name: new RegExp(`^${add} : `) }).count()).toBe(1);
    await frame.getByRole('button', { name: `${add} : ${ring}` }).click();
    await frame.getByRole('tab', cartTab(2)).waitFor();

    await frame.getByRole('tab', cartTab(2)).click();
    await frame.getByRole('button', { name: `${fr ? 'Un de plus' : 'One more'} : ${ring}` }).click();
    await frame.getByRole('tab', cartTab(3)).waitFor();
    await frame.getByRole('button', { name: `${fr ? 'Enlever du panier' : 'Remove from cart'} : ${bowl}` }).click();
    await frame.getByRole('tab', cartTab(2)).waitFor();
    // 2 × 48 € (or £42): free delivery.
    expect(await frame.getByTestId('cart-total').textContent()).toMatch(fr ? /96,00\s€/ : /£84\.00/);

    // The checkout form (react-hook-form and zod) refuses empty fields in the app's language, then checks each
    // field as it is typed; it confirms with an order number.
    await frame.getByRole('button', { name: fr ? /^Commander/ : /^Place order/ }).click();
    await expect.poll(() => frame.getByRole('alert').count()).toBe(3);
    await frame
      .getByRole('alert')
      .getByText(fr ? 'Indiquez votre nom.' : 'Please enter your name.', { exact: true })
      .waitFor();
    await frame
      .getByRole('alert')
      .getByText(fr ? 'Indiquez l’adresse de livraison.' : 'Please enter the delivery address.', { exact: true })
      .waitFor();
    await frame.getByLabel(fr ? 'Nom complet' : 'Full name', { exact: true }).fill(fr ? 'Léa Dubois' : 'Sam Carter');
    await expect.poll(() => frame.getByRole('alert').count()).toBe(2);
    const email = frame.getByLabel(fr ? 'E-mail' : 'Email', { exact: true });
    await email.fill(fr ? 'lea@exemple' : 'sam@example');
    await frame
      .getByRole('alert')
      .getByText(fr ? 'Cet e-mail ne semble pas valide.' : 'This email does not look valid.', { exact: true })
      .waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill(fr ? 'lea@exemple.fr' : 'sam@example.com');
    await frame
      .getByLabel(fr ? 'Adresse de livraison' : 'Delivery address', { exact: true })
      .fill(fr ? '3 place Bellecour, Lyon' : '8 Park Street, Bristol');
    await frame.getByRole('button', { name: fr ? /^Commander/ : /^Place order/ }).click();
    await frame
      .getByRole('status')
      .getByText(fr ? /^CMD-\d{6}$/ : /^ORD-\d{6}$/)
      .waitFor();
    await frame.getByRole('tab', cartTab(0)).waitFor();

    // A new cart and the order are both kept across a reload.
    await frame.getByRole('button', { name: fr ? 'Continuer mes achats' : 'Keep shopping' }).click();
    await frame.getByRole('searchbox').fill('');
    await frame.getByRole('button', { name: `${add} : ${bowl}` }).click();
    await frame.getByRole('tab', cartTab(1)).waitFor();
    const after = await reload();
    await after.getByRole('tab', cartTab(1)).waitFor();
    await after.getByRole('tab', { name: fr ? 'Commandes (1)' : 'Orders (1)' }).click();
    await after.getByText(`2 × ${ring}`).waitFor();
  },
};
