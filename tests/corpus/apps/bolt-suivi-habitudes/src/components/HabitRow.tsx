import { format, isToday } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Check, Flame, Trash2 } from 'lucide-react';
import type { Habit } from '../types/habit';
import { useHabitStore } from '../store/useHabitStore';

const colors: Record<Habit['color'], string> = {
  emerald: 'bg-emerald-500',
  sky: 'bg-sky-500',
  amber: 'bg-amber-500',
  rose: 'bg-rose-500',
};

function streakOf(habit: Habit, days: Date[]) {
  let streak = 0;
  for (const day of [...days].reverse()) {
    if (habit.done.includes(format(day, 'yyyy-MM-dd'))) streak++;
    else if (!isToday(day)) break;
  }
  return streak;
}

export default function HabitRow({ habit, days }: { habit: Habit; days: Date[] }) {
  const toggleDay = useHabitStore((s) => s.toggleDay);
  const removeHabit = useHabitStore((s) => s.removeHabit);
  const streak = streakOf(habit, days);

  return (
    <li className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm">
      <span className="text-2xl">{habit.emoji}</span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-800">{habit.name}</p>
        <p className="flex items-center gap-1 text-xs text-slate-500">
          <Flame className="h-3 w-3 text-orange-500" /> {streak} jour{streak > 1 ? 's' : ''} d’affilée
        </p>
      </div>
      <div className="flex gap-1.5">
        {days.map((day) => {
          const done = habit.done.includes(format(day, 'yyyy-MM-dd'));
          return (
            <button
              key={day.toISOString()}
              onClick={() => toggleDay(habit.id, day)}
              title={format(day, 'EEEE d MMMM', { locale: fr })}
              className={`flex h-8 w-8 items-center justify-center rounded-lg text-white transition ${
                done ? colors[habit.color] : 'bg-slate-100 hover:bg-slate-200'
              } ${isToday(day) ? 'ring-2 ring-slate-300 ring-offset-1' : ''}`}
            >
              {done && <Check className="h-4 w-4" />}
            </button>
          );
        })}
      </div>
      <button onClick={() => removeHabit(habit.id)} className="p-1 text-slate-300 hover:text-rose-500" aria-label="Supprimer">
        <Trash2 className="h-4 w-4" />
      </button>
    </li>
  );
}
