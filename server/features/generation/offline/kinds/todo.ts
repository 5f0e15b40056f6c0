import { type AppKind, type KindContext, tr } from './kind.js';

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const seed =
    context.lang === 'fr'
      ? [
          ['Préparer la réunion de lundi', 'todo', 'Travail'],
          ['Appeler le plombier', 'doing', 'Maison'],
          ['Réserver les billets de train', 'todo', 'Perso'],
          ['Envoyer la facture de mars', 'done', 'Travail'],
        ]
      : [
          ['Prepare Monday meeting', 'todo', 'Work'],
          ['Call the plumber', 'doing', 'Home'],
          ['Book train tickets', 'todo', 'Personal'],
          ['Send the March invoice', 'done', 'Work'],
        ];
  return `import { ArrowLeft, ArrowRight, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

type Status = 'todo' | 'doing' | 'done';
interface Task {
  id: number;
  title: string;
  status: Status;
  tag: string;
  due: string;
}

const COLUMNS: { status: Status; label: string }[] = [
  { status: 'todo', label: '${t('À faire', 'To do')}' },
  { status: 'doing', label: '${t('En cours', 'In progress')}' },
  { status: 'done', label: '${t('Terminé', 'Done')}' },
];

const SEED: Task[] = ${JSON.stringify(seed.map(([title, status, tag], index) => ({ id: index + 1, title, status, tag, due: '' })))};

export default function TasksPage() {
  const [tasks, setTasks] = usePersistentState<Task[]>('taches:liste', SEED);
  const [filter, setFilter] = useState<string>('');
  const [title, setTitle] = useState('');
  const [tag, setTag] = useState('');
  const [due, setDue] = useState('');

  const tags = [...new Set(tasks.map((task) => task.tag).filter(Boolean))];
  const move = (id: number, step: 1 | -1) =>
    setTasks((list) =>
      list.map((task) => {
        if (task.id !== id) return task;
        const index = COLUMNS.findIndex((column) => column.status === task.status);
        const next = COLUMNS[Math.min(COLUMNS.length - 1, Math.max(0, index + step))]!;
        return { ...task, status: next.status };
      }),
    );
  const done = tasks.filter((task) => task.status === 'done').length;

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <form
        className={\`flex flex-wrap gap-2 rounded-2xl p-4 \${theme.card}\`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) return;
          setTasks((list) => [...list, { id: Date.now(), title: title.trim(), status: 'todo', tag: tag.trim(), due }]);
          setTitle('');
        }}
      >
        <input value={title} onChange={(event) => setTitle(event.target.value)} aria-label="${t('Nouvelle tâche', 'New task')}" placeholder="${t('Nouvelle tâche…', 'New task…')}" className={\`min-w-48 flex-1 rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
        <input value={tag} onChange={(event) => setTag(event.target.value)} aria-label="${t('Étiquette', 'Tag')}" placeholder="${t('Étiquette', 'Tag')}" className={\`w-32 rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
        <input type="date" value={due} onChange={(event) => setDue(event.target.value)} aria-label="${t('Échéance', 'Due date')}" className={\`rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
        <button type="submit" className={\`inline-flex items-center gap-1 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
          <Plus className="h-4 w-4" aria-hidden="true" /> ${t('Ajouter', 'Add')}
        </button>
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span className={theme.muted}>{done} / {tasks.length} ${t('terminées', 'done')}</span>
        <span className="mx-2 h-4 w-px bg-slate-300" aria-hidden="true" />
        {['', ...tags].map((value) => (
          <button key={value || 'all'} type="button" aria-pressed={filter === value} onClick={() => setFilter(value)} className={\`rounded-full px-3 py-1 \${filter === value ? theme.button : theme.buttonSecondary}\`}>
            {value || '${t('Toutes', 'All')}'}
          </button>
        ))}
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {COLUMNS.map((column, columnIndex) => {
          const items = tasks.filter((task) => task.status === column.status && (!filter || task.tag === filter));
          return (
            <section key={column.status} aria-label={column.label} className={\`rounded-2xl p-4 \${theme.surface}\`}>
              <h2 className={\`mb-3 flex items-center justify-between font-semibold \${theme.heading}\`}>
                {column.label}
                <span className={\`rounded-full px-2 text-xs \${theme.accentSoft}\`}>{items.length}</span>
              </h2>
              <ul className="space-y-2">
                {items.map((task) => (
                  <li key={task.id} className={\`rounded-xl p-3 \${theme.card}\`}>
                    <p className={task.status === 'done' ? \`line-through \${theme.muted}\` : ''}>{task.title}</p>
                    <div className="mt-2 flex items-center gap-2 text-xs">
                      {task.tag ? <span className={\`rounded-full px-2 py-0.5 \${theme.accentSoft}\`}>{task.tag}</span> : null}
                      {task.due ? <span className={theme.muted}>{new Date(task.due).toLocaleDateString('${t('fr-FR', 'en-GB')}')}</span> : null}
                      <span className="ml-auto flex gap-1">
                        {columnIndex > 0 ? (
                          <button type="button" onClick={() => move(task.id, -1)} aria-label={\`${t('Reculer', 'Move back')} : \${task.title}\`} className={\`rounded p-1 \${theme.buttonSecondary}\`}>
                            <ArrowLeft className="h-3.5 w-3.5" aria-hidden="true" />
                          </button>
                        ) : null}
                        {columnIndex < COLUMNS.length - 1 ? (
                          <button type="button" onClick={() => move(task.id, 1)} aria-label={\`${t('Avancer', 'Move forward')} : \${task.title}\`} className={\`rounded p-1 \${theme.buttonSecondary}\`}>
                            <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
                          </button>
                        ) : null}
                        <button type="button" onClick={() => setTasks((list) => list.filter((other) => other.id !== task.id))} aria-label={\`${t('Supprimer', 'Delete')} : \${task.title}\`} className={\`rounded p-1 \${theme.buttonSecondary}\`}>
                          <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                        </button>
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
`;
}

export const todoKind: AppKind = {
  id: 'todo',
  keywords:
    /\b(t[âa]ches?|to-?dos?|todo list|kanban|trello|projets? d'[ée]quipe|tasks?|checklist|liste de choses|organis\w+|productivit[ée]|productivity)\b/iu,
  appName: { fr: 'Mes Tâches', en: 'My Tasks' },
  tagline: { fr: 'Vos tâches, en colonnes, à faire avancer.', en: 'Your tasks, in columns, moving forward.' },
  page: { component: 'TasksPage', path: { fr: '/taches', en: '/tasks' }, label: { fr: 'Tâches', en: 'Tasks' }, icon: 'ListTodo' },
  files: (context) => ({ 'src/pages/TasksPage.tsx': page(context) }),
  summary: {
    fr: 'un tableau de tâches en trois colonnes (ajouter, avancer, terminer, supprimer) avec étiquettes, échéances et filtre',
    en: 'a three-column task board (add, move forward, complete, delete) with tags, due dates and a filter',
  },
};
