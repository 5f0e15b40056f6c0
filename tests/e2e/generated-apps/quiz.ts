import type { Frame } from 'playwright-core';
import { expect } from 'vitest';
import { QUIZ_QUESTIONS } from '../../../server/features/generation/offline/kinds/quiz.js';
import type { AppCase } from './case.js';

export const quizCase: AppCase = {
  kind: 'quiz',
  prompts: { fr: 'Un quiz de géographie avec un record à battre', en: 'A trivia quiz app that keeps my best score' },
  async interact({ frame, lang, reload }) {
    const fr = lang === 'fr';
    const questions = QUIZ_QUESTIONS[lang];
    const total = questions.length;
    /** Answers the question on screen, rightly or not, and checks what the app says. */
    const answer = async (app: Frame, right: boolean) => {
      const text = (await app.getByRole('heading', { level: 3 }).first().textContent())?.trim();
      const question = questions.find((entry) => entry.question === text);
      expect(question, text).toBeDefined();
      const choice = right ? question!.answer : (question!.answer + 1) % question!.choices.length;
      await app.getByRole('button', { name: question!.choices[choice], exact: true }).click();
      await app
        .getByRole('status')
        .getByText(right ? (fr ? 'Bonne réponse !' : 'Correct!') : fr ? 'Raté' : 'Wrong')
        .waitFor();
    };
    const next = (app: Frame) =>
      app.getByRole('button', { name: fr ? /Question suivante|Voir mon score/ : /Next question|See my score/ }).click();

    await frame.getByText(`Question 1 / ${total}`).waitFor();
    await answer(frame, true);
    await frame.getByText(fr ? 'Score : 1' : 'Score: 1').waitFor();
    await next(frame);
    await answer(frame, false);
    await frame.getByText(fr ? 'Score : 1' : 'Score: 1').waitFor();
    await next(frame);
    for (let i = 3; i <= total; i++) {
      await frame.getByText(`Question ${i} / ${total}`).waitFor();
      await answer(frame, true);
      await next(frame);
    }
    await frame.getByText(fr ? 'Quiz terminé' : 'Quiz complete').waitFor();
    await frame.getByLabel(`${fr ? 'Score final' : 'Final score'} ${total - 1} / ${total}`).waitFor();
    await frame.getByText(`${fr ? 'Record :' : 'Best:'} ${total - 1} / ${total}`).waitFor();
    await frame.getByRole('button', { name: fr ? 'Recommencer' : 'Play again' }).click();
    await frame.getByText(`Question 1 / ${total}`).waitFor();
    await frame.getByText(fr ? 'Score : 0' : 'Score: 0').waitFor();
    await answer(frame, true);
    await next(frame);

    // After a reload: the best score, the finished round and the new round in progress are all kept.
    const after = await reload();
    await after.getByText(`${fr ? 'Record :' : 'Best:'} ${total - 1} / ${total}`).waitFor();
    await after.getByText(`Question 2 / ${total}`).waitFor();
    await after.getByText(fr ? 'Score : 1' : 'Score: 1').waitFor();
    expect(
      await after
        .getByRole('region', { name: fr ? 'Dernières parties' : 'Recent rounds' })
        .getByRole('listitem')
        .count(),
    ).toBe(1);
  },
};
