import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { format } from 'date-fns';
import type { Habit } from '../types/habit';

interface HabitState {
  habits: Habit[];
  addHabit: (name: string, emoji: string, color: Habit['color']) => void;
  toggleDay: (id: string, day: Date) => void;
  removeHabit: (id: string) => void;
}

const today = format(new Date(), 'yyyy-MM-dd');

const starter: Habit[] = [
  { id: 'lire', name: 'Lire 20 minutes', emoji: '📚', color: 'sky', done: [], createdAt: today },
  { id: 'marcher', name: 'Marcher 8 000 pas', emoji: '🚶', color: 'emerald', done: [], createdAt: today },
  { id: 'eau', name: 'Boire 1,5 L d’eau', emoji: '💧', color: 'amber', done: [], createdAt: today },
];

export const useHabitStore = create<HabitState>()(
  persist(
    (set) => ({
      habits: starter,
      addHabit: (name, emoji, color) =>
        set((state) => ({
          habits: [...state.habits, { id: crypto.randomUUID(), name, emoji, color, done: [], createdAt: today }],
        })),
      toggleDay: (id, day) =>
        set((state) => ({
          habits: state.habits.map((habit) => {
            if (habit.id !== id) return habit;
            const key = format(day, 'yyyy-MM-dd');
            const done = habit.done.includes(key) ? habit.done.filter((d) => d !== key) : [...habit.done, key];
            return { ...habit, done };
          }),
        })),
      removeHabit: (id) => set((state) => ({ habits: state.habits.filter((h) => h.id !== id) })),
    }),
    { name: 'suivi-habitudes' }
  )
);
