import { motion } from 'framer-motion';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { Question } from '../data/questions';

interface Props {
  question: Question;
  picked: string | null;
  onPick: (choice: string) => void;
}

export default function QuestionCard({ question, picked, onPick }: Props) {
  return (
    <motion.div
      key={question.country}
      initial={{ opacity: 0, x: 40 }}
      animate={{ opacity: 1, x: 0 }}
      exit={{ opacity: 0, x: -40 }}
      transition={{ duration: 0.25 }}
      className="rounded-2xl bg-white p-8 shadow-xl"
    >
      <div className="text-center">
        <span className="text-6xl">{question.flag}</span>
        <p className="mt-4 text-sm uppercase tracking-wide text-gray-400">{question.continent}</p>
        <h2 className="mt-1 text-2xl font-bold text-gray-800">Quelle est la capitale du pays « {question.country} » ?</h2>
      </div>
      <div className="mt-8 grid grid-cols-2 gap-3">
        {question.choices.map((choice) => {
          const isRight = picked !== null && choice === question.capital;
          const isWrong = picked === choice && choice !== question.capital;
          return (
            <button
              key={choice}
              disabled={picked !== null}
              onClick={() => onPick(choice)}
              className={`flex items-center justify-between rounded-xl border-2 px-4 py-3 text-left font-medium transition ${
                isRight
                  ? 'border-green-500 bg-green-50 text-green-700'
                  : isWrong
                    ? 'animate-wiggle border-red-400 bg-red-50 text-red-600'
                    : 'border-gray-200 text-gray-700 hover:border-ocean-500 hover:bg-ocean-50'
              }`}
            >
              {choice}
              {isRight && <CheckCircle2 className="h-5 w-5" />}
              {isWrong && <XCircle className="h-5 w-5" />}
            </button>
          );
        })}
      </div>
    </motion.div>
  );
}
