import { useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { Plus } from 'lucide-react';
import type { ColumnId, Priority } from '@/lib/types';
import { useBoard } from '@/store/board';
import KanbanCard from './KanbanCard';

export default function Column({ id, title }: { id: ColumnId; title: string }) {
  const cards = useBoard((s) => s.cards);
  const filter = useBoard((s) => s.filter);
  const move = useBoard((s) => s.move);
  const add = useBoard((s) => s.add);
  const [over, setOver] = useState(false);
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const [priority, setPriority] = useState<Priority>('moyenne');

  const visible = cards.filter((c) => c.column === id && c.title.toLowerCase().includes(filter.toLowerCase()));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    add(text.trim(), id, priority);
    setText('');
    setAdding(false);
  };

  return (
    <section
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        move(e.dataTransfer.getData('text/plain'), id);
        setOver(false);
      }}
      className={clsx('flex w-72 shrink-0 flex-col rounded-lg bg-column p-3', over && 'ring-2 ring-violet-400')}
    >
      <h2 className="mb-3 flex items-center justify-between px-1 text-sm font-semibold text-gray-700">
        {title}
        <span className="rounded-full bg-gray-300/60 px-2 text-xs">{visible.length}</span>
      </h2>
      <div className="flex flex-1 flex-col gap-2">
        {visible.map((card) => (
          <KanbanCard key={card.id} card={card} />
        ))}
      </div>
      {adding ? (
        <form onSubmit={submit} className="mt-2 space-y-2">
          <textarea
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Titre de la carte"
            className="w-full rounded-md border-0 p-2 text-sm shadow-card focus:ring-2 focus:ring-violet-400"
          />
          <div className="flex gap-2">
            <select value={priority} onChange={(e) => setPriority(e.target.value as Priority)} className="rounded-md text-sm">
              <option value="basse">Basse</option>
              <option value="moyenne">Moyenne</option>
              <option value="haute">Haute</option>
            </select>
            <button type="submit" className="rounded-md bg-violet-600 px-3 py-1 text-sm font-medium text-white">
              Ajouter
            </button>
            <button type="button" onClick={() => setAdding(false)} className="text-sm text-gray-500">
              Annuler
            </button>
          </div>
        </form>
      ) : (
        <button
          onClick={() => setAdding(true)}
          className="mt-2 flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-gray-600 hover:bg-gray-300/50"
        >
          <Plus className="h-4 w-4" /> Ajouter une carte
        </button>
      )}
    </section>
  );
}
