import clsx from 'clsx';
import { Trash2, User } from 'lucide-react';
import type { Card } from '@/lib/types';
import { useBoard } from '@/store/board';

const priorityStyles = {
  basse: 'bg-green-100 text-green-700',
  moyenne: 'bg-yellow-100 text-yellow-800',
  haute: 'bg-red-100 text-red-700',
};

export default function KanbanCard({ card }: { card: Card }) {
  const remove = useBoard((s) => s.remove);

  return (
    <div
      draggable
      onDragStart={(e) => e.dataTransfer.setData('text/plain', card.id)}
      className="group cursor-grab rounded-md bg-white p-3 shadow-card active:cursor-grabbing"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm text-gray-800">{card.title}</p>
        <button onClick={() => remove(card.id)} className="opacity-0 transition group-hover:opacity-100" aria-label="Supprimer la carte">
          <Trash2 className="h-3.5 w-3.5 text-gray-400 hover:text-red-500" />
        </button>
      </div>
      <div className="mt-3 flex items-center justify-between">
        <span className={clsx('rounded px-1.5 py-0.5 text-[11px] font-semibold uppercase', priorityStyles[card.priority])}>
          {card.priority}
        </span>
        {card.assignee ? (
          <span className="flex h-6 w-6 items-center justify-center rounded-full bg-violet-600 text-[10px] font-bold text-white">
            {card.assignee}
          </span>
        ) : (
          <User className="h-4 w-4 text-gray-300" />
        )}
      </div>
    </div>
  );
}
