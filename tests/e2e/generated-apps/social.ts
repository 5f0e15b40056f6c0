import { expect } from 'vitest';
import type { AppCase } from './case.js';

export const socialCase: AppCase = {
  kind: 'social',
  prompts: { fr: 'Un réseau social pour les passionnés de randonnée', en: 'A social network for bird watching enthusiasts' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const text = fr ? 'Premier essai du nouveau sentier ce week-end' : 'Tried the new trail this weekend';
    // Write a post: it appears first in the feed.
    await frame.getByLabel(fr ? 'Nouvelle publication' : 'New post').fill(text);
    await frame.getByRole('button', { name: fr ? 'Publier' : 'Post', exact: true }).click();
    const feed = frame.getByRole('region', { name: fr ? 'Publications' : 'Posts' });
    await expect.poll(() => feed.getByRole('article').first().textContent()).toContain(text);
    // Like a seeded post: the count goes up, and down again on unlike.
    const seeded = feed.getByRole('article', { name: fr ? 'Publication de Camille Roux' : 'Post by Emma Hughes' });
    const like = seeded.getByRole('button', { name: fr ? /J’aime/ : /Like/ });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toContain('13');
    await like.click();
    await expect.poll(() => like.textContent()).toContain('12');
    await like.click();
    // Comment on it: the count goes from 2 to 3.
    await seeded.getByRole('button', { name: fr ? /2 commentaires/ : /2 comments/ }).click();
    const reply = fr ? 'Je viens avec vous !' : 'Count me in too!';
    await seeded.getByLabel(fr ? 'Votre commentaire' : 'Your comment').fill(reply);
    await seeded.getByRole('button', { name: fr ? 'Commenter' : 'Reply' }).click();
    await seeded.getByText(reply).waitFor();
    await seeded.getByRole('button', { name: fr ? /3 commentaires/ : /3 comments/ }).waitFor();
    // A member's profile: their bio and their posts.
    await seeded
      .getByRole('button', { name: fr ? 'Camille Roux' : 'Emma Hughes', exact: true })
      .first()
      .click();
    const profile = frame.getByRole('region', { name: fr ? 'Profil de Camille Roux' : 'Profile of Emma Hughes' });
    await profile.getByRole('heading', { name: fr ? 'Camille Roux' : 'Emma Hughes' }).waitFor();
    await profile.getByText(fr ? /argentique/ : /golden hour/).waitFor();
    expect(await profile.getByRole('article').count()).toBe(1);
    // After a reload, the post, the like and the comment are still there.
    const after = await reload();
    const feedAfter = after.getByRole('region', { name: fr ? 'Publications' : 'Posts' });
    expect(await feedAfter.getByRole('article').first().textContent()).toContain(text);
    const seededAfter = feedAfter.getByRole('article', { name: fr ? 'Publication de Camille Roux' : 'Post by Emma Hughes' });
    expect(await seededAfter.getByRole('button', { name: fr ? /J’aime/ : /Like/ }).getAttribute('aria-pressed')).toBe('true');
    await seededAfter.getByRole('button', { name: fr ? /3 commentaires/ : /3 comments/ }).waitFor();
  },
};
