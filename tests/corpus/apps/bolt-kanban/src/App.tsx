import { KanbanSquare, Search } from 'lucide-react';
import Column from '@/components/Column';
import { COLUMNS } from '@/lib/types';
import { useBoard } from '@/store/board';

function App() {
  const filter = useBoard((s) => s.filter);
  const setFilter = useBoard((s) => s.setFilter);

  return (
    <div className="flex min-h-screen flex-col bg-board">
      <header className="flex items-center justify-between bg-violet-700 px-6 py-3 text-white">
        <h1 className="flex items-center gap-2 text-lg font-bold">
          <KanbanSquare className="h-5 w-5" /> Refonte du site — Sprint 12
        </h1>
        <label className="flex items-center gap-2 rounded-md bg-white/15 px-3 py-1.5">
          <Search className="h-4 w-4" />
          <input
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Filtrer les cartes"
            className="bg-transparent text-sm placeholder:text-white/70 focus:outline-none"
          />
        </label>
      </header>
      <main className="flex flex-1 gap-4 overflow-x-auto p-6">
        {COLUMNS.map((column) => (
          <Column key={column.id} id={column.id} title={column.title} />
        ))}
      </main>
    </div>
  );
}

export default App;
