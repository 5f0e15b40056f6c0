import { create } from "zustand";
import { persist } from "zustand/middleware";

export type NoteColor = "yellow" | "pink" | "blue" | "green";

export interface Note {
  id: string;
  title: string;
  body: string;
  color: NoteColor;
  pinned: boolean;
  tags: string[];
  updatedAt: number;
}

interface NotesState {
  notes: Note[];
  addNote: (note: Pick<Note, "title" | "body" | "color" | "tags">) => void;
  updateNote: (id: string, patch: Partial<Omit<Note, "id">>) => void;
  removeNote: (id: string) => void;
  togglePin: (id: string) => void;
}

const now = Date.now();

export const useNotes = create<NotesState>()(
  persist(
    (set) => ({
      notes: [
        { id: "n1", title: "Courses du week-end", body: "Farine T65, œufs, beurre demi-sel, pommes pour la tarte.", color: "yellow", pinned: true, tags: ["maison"], updatedAt: now - 3600_000 },
        { id: "n2", title: "Idées d'anniversaire pour Lou", body: "Atelier poterie ? Un livre de BD ? Demander à Max.", color: "pink", pinned: false, tags: ["cadeaux"], updatedAt: now - 86400_000 },
        { id: "n3", title: "Réunion produit", body: "Revoir la page de paiement, prioriser les retours clients de septembre.", color: "blue", pinned: false, tags: ["travail"], updatedAt: now - 2 * 86400_000 },
      ],
      addNote: (note) =>
        set((state) => ({
          notes: [{ ...note, id: crypto.randomUUID(), pinned: false, updatedAt: Date.now() }, ...state.notes],
        })),
      updateNote: (id, patch) =>
        set((state) => ({
          notes: state.notes.map((n) => (n.id === id ? { ...n, ...patch, updatedAt: Date.now() } : n)),
        })),
      removeNote: (id) => set((state) => ({ notes: state.notes.filter((n) => n.id !== id) })),
      togglePin: (id) =>
        set((state) => ({ notes: state.notes.map((n) => (n.id === id ? { ...n, pinned: !n.pinned } : n)) })),
    }),
    { name: "dyad-notes" },
  ),
);
