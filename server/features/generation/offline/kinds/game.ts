import { type AppKind, type KindContext, tr } from './kind.js';

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  return `import { Bot, RotateCcw, Trophy, Users } from 'lucide-react';
import { useEffect } from 'react';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

type Mark = 'X' | 'O';
type Mode = 'computer' | 'friends';
type Cell = Mark | null;
interface Score {
  X: number;
  O: number;
  draws: number;
}

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];
const EMPTY: Cell[] = Array(9).fill(null);
const ZERO: Score = { X: 0, O: 0, draws: 0 };

function winnerOf(board: Cell[]): { mark: Mark; line: number[] } | null {
  for (const line of LINES) {
    const [a, b, c] = line as [number, number, number];
    const mark = board[a];
    if (mark && mark === board[b] && mark === board[c]) return { mark, line };
  }
  return null;
}

/** A simple computer player: wins if it can, blocks if it must, else the centre, a corner, any square. */
function computerMove(board: Cell[]): number {
  const free = board.map((cell, index) => (cell ? -1 : index)).filter((index) => index >= 0);
  for (const mark of ['O', 'X'] as Mark[]) {
    const decisive = free.find((index) => winnerOf(board.map((cell, i) => (i === index ? mark : cell)))?.mark === mark);
    if (decisive !== undefined) return decisive;
  }
  if (free.includes(4)) return 4;
  const corners = [0, 2, 6, 8].filter((index) => free.includes(index));
  const pool = corners.length ? corners : free;
  return pool[Math.floor(Math.random() * pool.length)]!;
}

export default function TicTacToePage() {
  const [mode, setMode] = usePersistentState<Mode>('morpion:mode', 'computer');
  const [board, setBoard] = usePersistentState<Cell[]>('morpion:plateau', EMPTY);
  const [scores, setScores] = usePersistentState<Record<Mode, Score>>('morpion:scores', { computer: { X: 3, O: 2, draws: 1 }, friends: ZERO });

  const names: Record<Mark, string> = mode === 'computer' ? { X: '${t('Vous', 'You')}', O: '${t('Ordinateur', 'Computer')}' } : { X: '${t('Joueur X', 'Player X')}', O: '${t('Joueur O', 'Player O')}' };
  const win = winnerOf(board);
  const full = board.every(Boolean);
  const over = Boolean(win) || full;
  const turn: Mark = board.filter((cell) => cell === 'X').length > board.filter((cell) => cell === 'O').length ? 'O' : 'X';
  const score = scores[mode];

  const play = (index: number) => {
    if (over || board[index]) return;
    const next = board.map((cell, i) => (i === index ? turn : cell));
    setBoard(next);
    const won = winnerOf(next);
    if (won || next.every(Boolean)) {
      setScores((all) => {
        const current = all[mode];
        return { ...all, [mode]: won ? { ...current, [won.mark]: current[won.mark] + 1 } : { ...current, draws: current.draws + 1 } };
      });
    }
  };

  const computerTurn = mode === 'computer' && turn === 'O' && !over;
  useEffect(() => {
    if (!computerTurn) return;
    const timer = window.setTimeout(() => play(computerMove(board)), 450);
    return () => window.clearTimeout(timer);
  });

  const status = win
    ? mode === 'computer'
      ? win.mark === 'X'
        ? '${t('Bravo, vous avez gagné !', 'Well done, you won!')}'
        : '${t('L’ordinateur a gagné cette fois.', 'The computer won this time.')}'
      : \`\${names[win.mark]} ${t('gagne la partie !', 'wins the game!')}\`
    : full
      ? '${t('Match nul : personne ne gagne.', 'A draw: nobody wins.')}'
      : computerTurn
        ? '${t('L’ordinateur réfléchit…', 'The computer is thinking…')}'
        : mode === 'computer'
          ? '${t('À vous de jouer (X)', 'Your move (X)')}'
          : \`\${names[turn]}${t(', à vous !', ', your move!')}\`;

  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Morpion', 'Tic-tac-toe')}</h2>
        <div role="tablist" aria-label="${t('Adversaire', 'Opponent')}" className="flex gap-1">
          {([
            ['computer', '${t('Contre l’ordinateur', 'Against the computer')}', Bot],
            ['friends', '${t('À deux', 'Two players')}', Users],
          ] as const).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={mode === value}
              onClick={() => {
                setMode(value);
                setBoard(EMPTY);
              }}
              className={\`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium \${mode === value ? theme.button : theme.buttonSecondary}\`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </button>
          ))}
        </div>
      </div>

      <section aria-label="${t('Scores', 'Scores')}" className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
        {([
          ['X', names.X, score.X],
          ['draws', '${t('Matchs nuls', 'Draws')}', score.draws],
          ['O', names.O, score.O],
        ] as const).map(([key, label, value]) => (
          <div key={key} role="group" aria-label={label} className={\`rounded-2xl p-3 text-center \${theme.card} \${!over && key === turn ? 'ring-2 ring-slate-400/60' : ''}\`}>
            <p className={\`truncate text-xs sm:text-sm \${theme.muted}\`}>
              {key === 'draws' || mode === 'friends' ? label : \`\${label} (\${key})\`}
            </p>
            <p className={\`text-2xl font-bold sm:text-3xl \${key === 'X' ? theme.accentText : key === 'O' ? 'text-rose-500' : theme.heading}\`}>{value}</p>
          </div>
        ))}
      </section>

      <p role="status" aria-live="polite" className={\`mt-5 flex items-center justify-center gap-2 text-center text-lg font-semibold \${theme.heading}\`}>
        {win ? <Trophy className={\`h-5 w-5 \${theme.accentText}\`} aria-hidden="true" /> : null}
        {status}
      </p>

      <div className="mx-auto mt-4 grid w-full max-w-sm grid-cols-3 gap-2 sm:gap-3">
        {board.map((cell, index) => {
          const winning = win?.line.includes(index) ?? false;
          const label = \`${t('Case', 'Square')} \${index + 1}\${cell ? \`${t(' : ', ': ')}\${cell}\` : '${t(', vide', ', empty')}'}\${winning ? '${t(', ligne gagnante', ', winning line')}' : ''}\`;
          return (
            <button
              key={index}
              type="button"
              aria-label={label}
              onClick={() => play(index)}
              disabled={over || Boolean(cell) || computerTurn}
              className={\`flex aspect-square items-center justify-center rounded-2xl text-5xl font-black transition sm:text-6xl \${
                winning ? \`\${theme.button} shadow-lg\` : \`\${theme.card} \${!cell && !over && !computerTurn ? 'hover:shadow-md' : ''} \${over ? 'opacity-60' : ''}\`
              }\`}
            >
              <span className={winning ? 'text-white' : cell === 'X' ? theme.accentText : 'text-rose-500'} aria-hidden="true">
                {cell}
              </span>
            </button>
          );
        })}
      </div>

      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={() => setBoard(EMPTY)} className={\`inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> ${t('Nouvelle partie', 'New game')}
        </button>
        <button type="button" onClick={() => setScores((all) => ({ ...all, [mode]: ZERO }))} className={\`rounded-lg px-4 py-2 text-sm \${theme.buttonSecondary}\`}>
          ${t('Remettre les scores à zéro', 'Reset scores')}
        </button>
      </div>
      <p className={\`mt-4 text-center text-sm \${theme.muted}\`}>
        ${t('Alignez trois symboles en ligne, en colonne ou en diagonale. X commence toujours.', 'Line up three marks in a row, a column or a diagonal. X always goes first.')}
      </p>
    </section>
  );
}
`;
}

export const gameKind: AppKind = {
  id: 'game',
  keywords: /(?<!\p{L})(morpion|tic-?tac-?toe|noughts and crosses|jeux?|(?<!(?:trivia|quizz?) )games?|gaming|puissance 4)(?!\p{L})/iu,
  appName: { fr: 'Le Morpion', en: 'Tic-Tac-Toe' },
  tagline: { fr: 'Trois symboles alignés, et la partie est gagnée.', en: 'Three in a row wins the game.' },
  page: {
    component: 'TicTacToePage',
    path: { fr: '/morpion', en: '/tic-tac-toe' },
    label: { fr: 'Morpion', en: 'Tic-tac-toe' },
    icon: 'Grid3x3',
  },
  files: (context: KindContext) => ({ 'src/pages/TicTacToePage.tsx': page(context) }),
  summary: {
    fr: 'un morpion contre l’ordinateur ou à deux, avec la ligne gagnante en couleur, les matchs nuls, les scores gardés et une nouvelle partie en un clic',
    en: 'tic-tac-toe against the computer or a friend, with the winning line highlighted, draws, saved scores and a one-click new game',
  },
};
