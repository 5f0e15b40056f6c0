import { useMemo } from 'react';
import { eachDayOfInterval, format, subDays } from 'date-fns';
import { fr } from 'date-fns/locale';
import { CalendarCheck } from 'lucide-react';
import { useHabitStore } from './store/useHabitStore';
import HabitRow from './components/HabitRow';
import AddHabitForm from './components/AddHabitForm';

function App() {
  const habits = useHabitStore((s) => s.habits);
  const days = useMemo(() => eachDayOfInterval({ start: subDays(new Date(), 6), end: new Date() }), []);
  const todayKey = format(new Date(), 'yyyy-MM-dd');
  const doneToday = habits.filter((h) => h.done.includes(todayKey)).length;

  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-12">
        <header className="mb-8 flex items-end justify-between">
          <div>
            <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
              <CalendarCheck className="h-8 w-8 text-emerald-600" />
              Mes habitudes
            </h1>
            <p className="mt-1 capitalize text-slate-500">{format(new Date(), 'EEEE d MMMM yyyy', { locale: fr })}</p>
          </div>
          <div className="rounded-xl bg-emerald-600 px-4 py-2 text-right text-white">
            <p className="text-2xl font-bold">
              {doneToday}/{habits.length}
            </p>
            <p className="text-xs opacity-80">aujourd’hui</p>
          </div>
        </header>

        <div className="mb-2 flex justify-end gap-1.5 pr-10 text-center text-xs text-slate-400">
          {days.map((day) => (
            <span key={day.toISOString()} className="w-8">
              {format(day, 'EEEEE', { locale: fr })}
            </span>
          ))}
        </div>

        {habits.length === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center text-slate-500">Aucune habitude pour l’instant. Ajoutez-en une ci-dessous.</p>
        ) : (
          <ul className="space-y-3">
            {habits.map((habit) => (
              <HabitRow key={habit.id} habit={habit} days={days} />
            ))}
          </ul>
        )}

        <AddHabitForm />
      </div>
    </div>
  );
}

export default App;
