export type ColumnId = 'todo' | 'doing' | 'done';

export type Priority = 'basse' | 'moyenne' | 'haute';

export interface Card {
  id: string;
  title: string;
  column: ColumnId;
  priority: Priority;
  assignee?: string;
}

export const COLUMNS: { id: ColumnId; title: string }[] = [
  { id: 'todo', title: 'À faire' },
  { id: 'doing', title: 'En cours' },
  { id: 'done', title: 'Terminé' },
];
