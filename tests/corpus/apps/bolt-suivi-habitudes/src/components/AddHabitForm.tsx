import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { useHabitStore } from '../store/useHabitStore';
import type { Habit } from '../types/habit';

const emojis = ['🧘', '🏃', '🥗', '✍️', '🎸', '😴'];

export default function AddHabitForm() {
  const addHabit = useHabitStore((s) => s.addHabit);
  const [name, setName] = useState('');
  const [emoji, setEmoji] = useState(emojis[0]);
  const [color, setColor] = useState<Habit['color']>('emerald');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    addHabit(name.trim(), emoji, color);
    setName('');
  };

  return (
    <form onSubmit={submit} className="mt-8 rounded-xl border border-dashed border-slate-300 p-4">
      <div className="flex flex-wrap gap-2">
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Nouvelle habitude…"
          className="min-w-0 flex-1 rounded-lg border border-slate-200 px-3 py-2 focus:outline-none focus:ring-2 focus:ring-emerald-400"
        />
        <select value={emoji} onChange={(e) => setEmoji(e.target.value)} className="rounded-lg border border-slate-200 px-2">
          {emojis.map((e) => (
            <option key={e}>{e}</option>
          ))}
        </select>
        <select
          value={color}
          onChange={(e) => setColor(e.target.value as Habit['color'])}
          className="rounded-lg border border-slate-200 px-2"
        >
          <option value="emerald">Vert</option>
          <option value="sky">Bleu</option>
          <option value="amber">Ambre</option>
          <option value="rose">Rose</option>
        </select>
        <button type="submit" className="flex items-center gap-1 rounded-lg bg-emerald-600 px-4 py-2 font-medium text-white hover:bg-emerald-700">
          <Plus className="h-4 w-4" /> Ajouter
        </button>
      </div>
    </form>
  );
}
