import { type AppKind, type KindContext, type Lang, tr } from './kind.js';
import SEED from './seeds/quiz.json' with { type: 'json' };

export interface QuizQuestion {
  question: string;
  choices: string[];
  answer: number;
  note: string;
}

/**
 * The seeded questions (exported for the Chromium case, which answers them). The two quizzes differ on purpose (French:
 * geography, English: general knowledge), so the seed file holds one whole quiz per language.
 */
export const QUIZ_QUESTIONS: Record<Lang, QuizQuestion[]> = SEED;

function data(context: KindContext): string {
  return `export interface QuizQuestion {
  question: string;
  choices: string[];
  /** Index of the right choice. */
  answer: number;
  /** Shown once answered. */
  note: string;
}

export const quizQuestions: QuizQuestion[] = ${JSON.stringify(QUIZ_QUESTIONS[context.lang], null, 2)};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  return `import { ArrowRight, CircleCheck, CircleX, RotateCcw, Trophy } from 'lucide-react';
import { quizQuestions } from '../data/quiz';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

interface Game {
  /** The questions' order for this round. */
  order: number[];
  index: number;
  /** The choice picked for each question of the round, in order. */
  answers: number[];
  /** The finished round beat the best score. */
  newBest?: boolean;
}
interface Attempt {
  score: number;
  total: number;
  date: string;
}

const LETTERS = ['A', 'B', 'C', 'D'];
const firstGame = (): Game => ({ order: quizQuestions.map((_, index) => index), index: 0, answers: [] });
const shuffled = (): Game => {
  const order = quizQuestions.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { order, index: 0, answers: [] };
};

export default function QuizPage() {
  const [game, setGame] = usePersistentState<Game>('quiz:partie', firstGame());
  const [best, setBest] = usePersistentState<number>('quiz:record', 0);
  const [attempts, setAttempts] = usePersistentState<Attempt[]>('quiz:historique', []);

  const total = game.order.length;
  const score = game.answers.filter((choice, i) => choice === quizQuestions[game.order[i]!]!.answer).length;
  const finished = game.index >= total;
  const current = finished ? null : quizQuestions[game.order[game.index]!]!;
  const picked = game.answers[game.index];
  const answered = picked !== undefined;

  const choose = (choice: number) => {
    if (answered) return;
    setGame((state) => ({ ...state, answers: [...state.answers.slice(0, state.index), choice] }));
  };
  const next = () => {
    const last = game.index === total - 1;
    if (last) {
      setBest((value) => Math.max(value, score));
      setAttempts((list) => [{ score, total, date: new Date().toISOString() }, ...list].slice(0, 5));
    }
    setGame((state) => ({ ...state, index: state.index + 1, newBest: last && score > best }));
  };

  return (
    <section className="mx-auto max-w-2xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Quiz de géographie', 'General knowledge quiz')}</h2>
          <p className={\`text-sm \${theme.muted}\`}>{total} ${t('questions, quatre réponses possibles pour chacune', 'questions, four possible answers each')}</p>
        </div>
        <p className={\`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium \${theme.accentSoft}\`}>
          <Trophy className="h-4 w-4" aria-hidden="true" /> ${t('Record :', 'Best:')} {best} / {total}
        </p>
      </div>

      {current ? (
        <div className={\`mt-6 rounded-2xl p-5 sm:p-6 \${theme.card}\`}>
          <div className="flex items-center justify-between text-sm">
            <span className={theme.muted}>${t('Question', 'Question')} {game.index + 1} / {total}</span>
            <span className="font-semibold">${t('Score :', 'Score:')} {score}</span>
          </div>
          <div role="progressbar" aria-label="${t('Progression', 'Progress')}" aria-valuemin={0} aria-valuemax={total} aria-valuenow={game.index + (answered ? 1 : 0)} className="mt-2 h-2 overflow-hidden rounded-full bg-slate-500/20">
            <div className={\`h-2 rounded-full transition-all \${theme.bar}\`} style={{ width: \`\${((game.index + (answered ? 1 : 0)) / total) * 100}%\` }} />
          </div>
          <h3 className={\`mt-5 text-xl font-semibold \${theme.heading}\`}>{current.question}</h3>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {current.choices.map((choice, index) => {
              const right = index === current.answer;
              const state = right ? 'border border-emerald-500 bg-emerald-50 text-emerald-900 ring-1 ring-emerald-500' : index === picked ? 'border border-rose-500 bg-rose-50 text-rose-900 ring-1 ring-rose-500' : \`opacity-60 \${theme.buttonSecondary}\`;
              return (
                <li key={choice}>
                  <button
                    type="button"
                    onClick={() => choose(index)}
                    disabled={answered}
                    aria-pressed={index === picked}
                    className={\`flex w-full items-center gap-3 rounded-xl p-3 text-left font-medium transition \${answered ? state : theme.buttonSecondary}\`}
                  >
                    <span className={\`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold \${theme.accentSoft}\`} aria-hidden="true">{LETTERS[index]}</span>
                    <span className="flex-1">{choice}</span>
                    {answered && right ? <CircleCheck className="h-5 w-5 text-emerald-600" aria-label="${t('Bonne réponse', 'Right answer')}" /> : null}
                    {answered && !right && index === picked ? <CircleX className="h-5 w-5 text-rose-600" aria-label="${t('Votre réponse', 'Your answer')}" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <div role="status" aria-live="polite" className="mt-4 min-h-6">
            {answered ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="flex-1 text-sm">
                  <strong className={picked === current.answer ? 'text-emerald-700' : 'text-rose-700'}>
                    {picked === current.answer ? '${t('Bonne réponse !', 'Correct!')}' : \`${t('Raté : c’était', 'Wrong: it was')} \${current.choices[current.answer]}.\`}
                  </strong>{' '}
                  <span className={theme.muted}>{current.note}</span>
                </p>
                <button type="button" onClick={next} className={\`inline-flex items-center gap-1 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
                  {game.index === total - 1 ? '${t('Voir mon score', 'See my score')}' : '${t('Question suivante', 'Next question')}'} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            ) : (
              <p className={\`text-sm \${theme.muted}\`}>${t('Choisissez une réponse.', 'Pick an answer.')}</p>
            )}
          </div>
        </div>
      ) : (
        <div className={\`mt-6 rounded-2xl p-6 text-center \${theme.card}\`}>
          <Trophy className={\`mx-auto h-10 w-10 \${theme.accentText}\`} aria-hidden="true" />
          <h3 className={\`mt-2 text-lg font-semibold \${theme.heading}\`}>${t('Quiz terminé', 'Quiz complete')}</h3>
          <p className={\`mt-1 text-5xl font-extrabold \${theme.accentText}\`} aria-label={\`${t('Score final', 'Final score')} \${score} / \${total}\`}>
            {score} / {total}
          </p>
          <p className={\`mt-2 \${theme.muted}\`}>
            {score === total ? '${t('Un sans-faute, bravo !', 'A perfect round, well done!')}' : score >= total * 0.7 ? '${t('Très bien joué !', 'Great job!')}' : score >= total * 0.4 ? '${t('Pas mal, encore un essai ?', 'Not bad, one more try?')}' : '${t('Ça ira mieux la prochaine fois !', 'Better luck next time!')}'}
          </p>
          {game.newBest ? <p className={\`mt-3 inline-block rounded-full px-3 py-1 text-sm font-semibold \${theme.accentSoft}\`}>${t('Nouveau record !', 'New best score!')}</p> : null}
          <div>
            <button type="button" onClick={() => setGame(shuffled())} className={\`mt-5 inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold \${theme.button}\`}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> ${t('Recommencer', 'Play again')}
            </button>
          </div>
          <ol className="mt-6 space-y-2 text-left text-sm">
            {game.order.map((questionIndex, i) => {
              const question = quizQuestions[questionIndex]!;
              const ok = game.answers[i] === question.answer;
              return (
                <li key={questionIndex} className={\`flex gap-2 rounded-lg p-2 \${theme.surface}\`}>
                  {ok ? <CircleCheck className="h-4 w-4 shrink-0 text-emerald-600" aria-label="${t('Juste', 'Right')}" /> : <CircleX className="h-4 w-4 shrink-0 text-rose-600" aria-label="${t('Faux', 'Wrong')}" />}
                  <span>
                    {question.question} <strong>{question.choices[question.answer]}</strong>
                    {!ok && game.answers[i] !== undefined ? <span className="ml-1 text-rose-700 line-through">{question.choices[game.answers[i]!]}</span> : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      )}

      <section aria-label="${t('Dernières parties', 'Recent rounds')}" className={\`mt-6 rounded-2xl p-5 \${theme.surface}\`}>
        <h3 className={\`font-semibold \${theme.heading}\`}>${t('Dernières parties', 'Recent rounds')}</h3>
        {attempts.length === 0 ? (
          <p className={\`mt-2 text-sm \${theme.muted}\`}>${t('Pas encore de partie terminée : vos scores s’afficheront ici.', 'No finished round yet: your scores will show here.')}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {attempts.map((attempt) => (
              <li key={attempt.date} className="flex items-center gap-3 text-sm">
                <span className={\`w-24 shrink-0 \${theme.muted}\`}>{new Date(attempt.date).toLocaleDateString('${locale}', { day: 'numeric', month: 'short' })}</span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-500/20">
                  <span className={\`block h-2 rounded-full \${theme.bar}\`} style={{ width: \`\${(attempt.score / attempt.total) * 100}%\` }} />
                </span>
                <span className="w-12 text-right font-semibold">{attempt.score} / {attempt.total}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
`;
}

export const quizKind: AppKind = {
  id: 'quiz',
  keywords:
    /(?<!\p{L})(quizz?|quizzes|trivia|questionnaires?|qcm|devinettes?|culture g[ée]n[ée]rale|general knowledge|flash ?cards?|capitales?)(?!\p{L})/iu,
  appName: { fr: 'Le Grand Quiz', en: 'Quiz Time' },
  tagline: { fr: 'Dix questions, quatre réponses, un record à battre.', en: 'Ten questions, four answers, one best score to beat.' },
  page: { component: 'QuizPage', path: { fr: '/quiz', en: '/quiz' }, label: { fr: 'Quiz', en: 'Quiz' }, icon: 'Trophy' },
  files: (context) => ({ 'src/data/quiz.ts': data(context), 'src/pages/QuizPage.tsx': page(context) }),
  summary: {
    fr: 'un quiz de dix questions à choix multiple, une à la fois, avec la correction, le score, l’écran final et le record gardé',
    en: 'a ten-question multiple-choice quiz, one at a time, with instant feedback, the score, a final screen and the saved best score',
  },
};
