export interface Habit {
  id: string;
  name: string;
  emoji: string;
  color: 'emerald' | 'sky' | 'amber' | 'rose';
  /** Days done, as yyyy-MM-dd */
  done: string[];
  createdAt: string;
}
