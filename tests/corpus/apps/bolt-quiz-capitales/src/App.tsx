import { useState } from 'react';
import { AnimatePresence, motion } from 'framer-motion';
import { Globe2, RotateCcw, Trophy } from 'lucide-react';
import QuestionCard from './components/QuestionCard';
import { questions } from './data/questions';
import { useBestScore } from './hooks/useBestScore';

function App() {
  const [index, setIndex] = useState(0);
  const [score, setScore] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const { best, submit } = useBestScore();

  const question = questions[index];

  const handlePick = (choice: string) => {
    setPicked(choice);
    if (choice === question.capital) setScore((s) => s + 1);
  };

  const next = () => {
    if (index + 1 < questions.length) {
      setIndex(index + 1);
      setPicked(null);
    } else {
      submit(score);
      setFinished(true);
    }
  };

  const restart = () => {
    setIndex(0);
    setScore(0);
    setPicked(null);
    setFinished(false);
  };

  return (
    <div className="min-h-screen bg-gradient-to-br from-ocean-500 to-ocean-700 px-4 py-10">
      <div className="mx-auto max-w-xl">
        <header className="mb-8 flex items-center justify-between text-white">
          <h1 className="flex items-center gap-2 text-3xl font-extrabold">
            <Globe2 className="h-8 w-8" /> Quiz des capitales
          </h1>
          <span className="flex items-center gap-1 rounded-full bg-white/20 px-3 py-1 text-sm">
            <Trophy className="h-4 w-4" /> Record : {best}
          </span>
        </header>

        {!finished && (
          <>
            <div className="mb-4 h-2 overflow-hidden rounded-full bg-white/30">
              <motion.div
                className="h-full bg-yellow-300"
                animate={{ width: `${((index + (picked ? 1 : 0)) / questions.length) * 100}%` }}
              />
            </div>
            <p className="mb-4 font-medium text-ocean-50">
              Question {index + 1} sur {questions.length} · Score : {score}
            </p>
            <AnimatePresence mode="wait">
              <QuestionCard key={question.country} question={question} picked={picked} onPick={handlePick} />
            </AnimatePresence>
            {picked && (
              <button
                onClick={next}
                className="mt-6 w-full rounded-xl bg-yellow-400 py-3 font-bold text-gray-900 shadow hover:bg-yellow-300"
              >
                {index + 1 < questions.length ? 'Question suivante' : 'Voir mon score'}
              </button>
            )}
          </>
        )}

        {finished && (
          <motion.div
            initial={{ scale: 0.9, opacity: 0 }}
            animate={{ scale: 1, opacity: 1 }}
            className="rounded-2xl bg-white p-10 text-center shadow-xl"
          >
            <Trophy className="mx-auto h-14 w-14 text-yellow-500" />
            <h2 className="mt-4 text-2xl font-bold text-gray-800">
              {score} bonne{score > 1 ? 's' : ''} réponse{score > 1 ? 's' : ''} sur {questions.length}
            </h2>
            <p className="mt-2 text-gray-500">{score >= best ? 'Nouveau record, bravo !' : `Votre record est de ${best}.`}</p>
            <button
              onClick={restart}
              className="mx-auto mt-6 flex items-center gap-2 rounded-xl bg-ocean-500 px-6 py-3 font-semibold text-white hover:bg-ocean-700"
            >
              <RotateCcw className="h-4 w-4" /> Rejouer
            </button>
          </motion.div>
        )}
      </div>
    </div>
  );
}

export default App;
