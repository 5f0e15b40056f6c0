import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const todoCase: AppCase = {
  kind: 'todo',
  prompts: { fr: 'Une liste de tâches avec étiquettes et échéances', en: 'A to-do list app with tags and due dates' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const title = fr ? 'Arroser les plantes' : 'Water the plants';
    await frame.getByLabel(fr ? 'Nouvelle tâche' : 'New task').fill(title);
    await frame.getByRole('button', { name: fr ? 'Ajouter' : 'Add', exact: true }).click();
    const todo = frame.getByRole('region', { name: fr ? 'À faire' : 'To do' });
    await todo.getByText(title).waitFor();
    await frame.getByRole('button', { name: `${fr ? 'Avancer' : 'Move forward'} : ${title}` }).click();
    await frame
      .getByRole('region', { name: fr ? 'En cours' : 'In progress' })
      .getByText(title)
      .waitFor();
    const after = await reload();
    expect(
      await after
        .getByRole('region', { name: fr ? 'En cours' : 'In progress' })
        .getByText(title)
        .count(),
    ).toBe(1);
  },
};
