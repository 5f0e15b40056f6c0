import { useEffect, useState } from 'react';

const KEY = 'quiz-capitales:meilleur-score';

export function useBestScore() {
  const [best, setBest] = useState<number>(() => {
    const saved = localStorage.getItem(KEY);
    return saved ? Number(saved) : 0;
  });

  useEffect(() => {
    localStorage.setItem(KEY, String(best));
  }, [best]);

  const submit = (score: number) => setBest((current) => Math.max(current, score));

  return { best, submit };
}
