import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const notesCase: AppCase = {
  kind: 'notes',
  prompts: { fr: 'Mon carnet de notes de cours, avec recherche', en: 'A note-taking app to find my ideas quickly' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const title = fr ? 'Voyage à Lisbonne' : 'Trip to Lisbon';
    await frame.getByRole('button', { name: fr ? 'Nouvelle note' : 'New note' }).click();
    await frame.getByLabel(fr ? 'Titre de la note' : 'Note title').fill(title);
    await frame
      .getByLabel(fr ? 'Texte de la note' : 'Note text')
      .fill(
        fr
          ? '# Programme\nVisiter **Belém** et *Alfama*\n- Tram 28\n- Pastéis'
          : '# Plan\nVisit **Belém** and *Alfama*\n- Tram 28\n- Pastéis',
      );
    // The live preview shows the formatting as elements.
    const preview = frame.getByRole('region', { name: fr ? 'Aperçu' : 'Preview' });
    await preview.getByRole('heading', { name: fr ? 'Programme' : 'Plan' }).waitFor();
    await preview.locator('strong', { hasText: 'Belém' }).waitFor();
    await preview.locator('em', { hasText: 'Alfama' }).waitFor();
    expect(await preview.getByRole('listitem').count()).toBe(2);
    await frame.getByRole('button', { name: fr ? 'Épingler' : 'Pin', exact: true }).click();
    await frame.getByRole('button', { name: fr ? 'Désépingler' : 'Unpin' }).waitFor();

    // The note is kept; the search finds it by its text and hides the others.
    const after = await reload();
    const back = after.getByRole('button', { name: fr ? 'Toutes les notes' : 'All notes' });
    if (await back.isVisible()) await back.click();
    const list = after.getByRole('region', { name: fr ? 'Liste des notes' : 'Note list' });
    await list.getByRole('button', { name: new RegExp(title) }).waitFor();
    await after.getByLabel(fr ? 'Rechercher dans les notes' : 'Search notes').fill('tram 28');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button', { name: new RegExp(title) }).click();
    expect(await after.getByLabel(fr ? 'Titre de la note' : 'Note title').inputValue()).toBe(title);
    await after.getByRole('button', { name: fr ? 'Désépingler' : 'Unpin' }).waitFor();
    // Delete asks first in a dialog that names the note: cancel keeps it, confirm removes it; then undo.
    const remove = fr ? 'Supprimer' : 'Delete';
    const dialog = after.getByRole('dialog', { name: fr ? 'Supprimer cette note ?' : 'Delete this note?' });
    await after.getByRole('button', { name: remove, exact: true }).click();
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    await dialog.getByText(new RegExp(title)).waitFor();
    await dialog.getByRole('button', { name: fr ? 'Annuler' : 'Cancel', exact: true }).click();
    await expect.poll(() => after.getByRole('dialog').count()).toBe(0);
    expect(await after.getByLabel(fr ? 'Titre de la note' : 'Note title').inputValue()).toBe(title);
    await after.getByRole('button', { name: remove, exact: true }).click();
    await dialog.getByRole('button', { name: remove, exact: true }).click();
    await expect.poll(() => after.getByRole('dialog').count()).toBe(0);
    await after.getByLabel(fr ? 'Rechercher dans les notes' : 'Search notes').fill('');
    expect(await list.getByRole('button', { name: new RegExp(title) }).count()).toBe(0);
    await after.getByRole('button', { name: fr ? 'Annuler' : 'Undo', exact: true }).click();
    await after.getByLabel(fr ? 'Titre de la note' : 'Note title').waitFor();
    expect(await after.getByLabel(fr ? 'Titre de la note' : 'Note title').inputValue()).toBe(title);
  },
};
