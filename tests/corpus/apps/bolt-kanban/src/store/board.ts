import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Card, ColumnId, Priority } from '@/lib/types';

interface BoardState {
  cards: Card[];
  filter: string;
  add: (title: string, column: ColumnId, priority: Priority) => void;
  move: (id: string, column: ColumnId) => void;
  remove: (id: string) => void;
  setFilter: (filter: string) => void;
}

const initialCards: Card[] = [
  { id: 'c1', title: 'Maquetter la page d’accueil', column: 'done', priority: 'moyenne', assignee: 'LB' },
  { id: 'c2', title: 'Brancher le paiement Stripe', column: 'doing', priority: 'haute', assignee: 'MK' },
  { id: 'c3', title: 'Rédiger les mentions légales', column: 'todo', priority: 'basse' },
  { id: 'c4', title: 'Corriger le menu sur mobile', column: 'todo', priority: 'haute', assignee: 'LB' },
  { id: 'c5', title: 'Préparer la démo client', column: 'doing', priority: 'moyenne', assignee: 'SA' },
];

export const useBoard = create<BoardState>()(
  persist(
    (set) => ({
      cards: initialCards,
      filter: '',
      add: (title, column, priority) =>
        set((s) => ({ cards: [...s.cards, { id: Math.random().toString(36).slice(2, 9), title, column, priority }] })),
      move: (id, column) => set((s) => ({ cards: s.cards.map((c) => (c.id === id ? { ...c, column } : c)) })),
      remove: (id) => set((s) => ({ cards: s.cards.filter((c) => c.id !== id) })),
      setFilter: (filter) => set({ filter }),
    }),
    { name: 'kanban-board', partialize: (s) => ({ cards: s.cards }) }
  )
);
