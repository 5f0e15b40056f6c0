import type { Frame } from 'playwright-core';
import { expect } from 'vitest';
import type { AppCase } from './case.js';

/** On a narrow frame the rooms list and the conversation are two views: goes back to the list when needed. */
async function showRooms(frame: Frame, fr: boolean) {
  const back = frame.getByRole('button', { name: fr ? 'Retour aux salons' : 'Back to rooms' });
  if (await back.isVisible()) await back.click();
}

export const chatCase: AppCase = {
  kind: 'chat',
  prompts: { fr: 'Une messagerie pour les bénévoles de notre association', en: 'A chat app for my hiking group with channels' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const room = fr ? 'organisation' : 'planning';
    const unreadLabel = fr ? 'non lus' : 'unread';
    // A room with unread messages: its count disappears once opened.
    await frame.getByRole('button', { name: `${room}, 2 ${unreadLabel}` }).click();
    const conversation = frame.getByRole('region', { name: `${fr ? 'Salon' : 'Room'} ${room}` });
    await conversation.getByRole('list', { name: 'Messages' }).waitFor();
    // The nickname, picked once.
    await conversation.getByLabel(fr ? 'Votre pseudo' : 'Your nickname').fill('Alex');
    await conversation.getByRole('button', { name: fr ? 'Rejoindre' : 'Join' }).click();
    // Send with Enter: the message is at the bottom, and someone answers.
    const text = fr ? 'J’ai les clés, je les apporte samedi.' : 'I have the keys, bringing them on Saturday.';
    const input = conversation.getByLabel(fr ? 'Votre message' : 'Your message');
    await input.fill(text);
    await input.press('Enter');
    const items = conversation.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect.poll(() => items.nth(3).textContent()).toContain(text);
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(5);
    // Back to the rooms: the opened room has no unread count any more.
    await showRooms(frame, fr);
    await frame.getByRole('button', { name: room, exact: true }).waitFor();
    // A new room, with a message sent by the button.
    await frame.getByRole('button', { name: fr ? 'Nouveau salon' : 'New room' }).click();
    await frame.getByLabel(fr ? 'Nom du salon' : 'Room name').fill(fr ? 'Tournoi' : 'Races');
    await frame.getByRole('button', { name: fr ? 'Créer' : 'Create' }).click();
    const created = frame.getByRole('region', { name: fr ? 'Salon tournoi' : 'Room races' });
    await created.getByText(fr ? /Pas encore de message ici/ : /No messages here yet/).waitFor();
    await created.getByLabel(fr ? 'Votre message' : 'Your message').fill(fr ? 'Qui s’inscrit ?' : 'Who signs up?');
    await created.getByRole('button', { name: fr ? 'Envoyer' : 'Send' }).click();
    await created.getByText(fr ? 'Qui s’inscrit ?' : 'Who signs up?').waitFor();
    // After a reload: the room, the messages and the nickname are still there.
    const after = await reload();
    await showRooms(after, fr);
    await after.getByRole('button', { name: fr ? 'tournoi' : 'races', exact: true }).waitFor();
    await after.getByRole('button', { name: room, exact: true }).click();
    const again = after.getByRole('region', { name: `${fr ? 'Salon' : 'Room'} ${room}` });
    await again.getByText(text).waitFor();
    expect(await again.getByLabel(fr ? 'Votre message' : 'Your message').count()).toBe(1);
    expect(await again.getByRole('list', { name: 'Messages' }).getByRole('listitem').count()).toBe(5);
  },
};
