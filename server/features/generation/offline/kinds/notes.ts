import { type AppKind, type KindContext, tr } from './kind.js';

const NOTES = {
  fr: [
    {
      title: 'Anniversaire de Léa',
      tags: ['Perso'],
      pinned: true,
      days: 0,
      body: '# Anniversaire de Léa\nSamedi 14, à la maison.\n\n- Gâteau au chocolat **sans noisettes**\n- Guirlandes et bougies\n- Playlist des années 90\n\nDemander à *Hugo* s’il peut venir plus tôt.',
    },
    {
      title: 'Histoire : la Révolution',
      tags: ['Cours'],
      pinned: false,
      days: 1,
      body: '# La Révolution française\n## Dates clés\n- **1789** : prise de la Bastille\n- **1792** : proclamation de la République\n- **1794** : chute de Robespierre\n\nÀ relire avant le *contrôle de jeudi*.',
    },
    {
      title: 'Potager sur le balcon',
      tags: ['Maison', 'Projets'],
      pinned: false,
      days: 2,
      body: '# Potager sur le balcon\nTrois jardinières de 80 cm, plein sud.\n\n- Tomates cerises\n- Basilic et persil\n- Fraisiers\n\nArroser **le soir** en été.',
    },
    {
      title: 'Livres à lire',
      tags: ['Lecture'],
      pinned: false,
      days: 4,
      body: '- *L’Étranger*, Albert Camus\n- *Le Petit Prince*, Antoine de Saint-Exupéry\n- **Sapiens**, Yuval Noah Harari\n\nPrêtés par Claire : à rendre en juin.',
    },
    {
      title: 'Réunion du mardi',
      tags: ['Travail'],
      pinned: false,
      days: 6,
      body: '## Points abordés\n- Nouveau planning des congés\n- Stand du salon de mars\n\n**Suite** : compte rendu à partager vendredi.',
    },
    {
      title: 'Physique : l’énergie',
      tags: ['Cours'],
      pinned: false,
      days: 9,
      body: '# Énergie cinétique\nFormule : **Ec = ½ m v²**\n\n- m en kilogrammes\n- v en mètres par seconde\n\n*Exercices 4 et 7, page 112.*',
    },
  ],
  en: [
    {
      title: 'Emma’s birthday',
      tags: ['Personal'],
      pinned: true,
      days: 0,
      body: '# Emma’s birthday\nSaturday the 14th, at home.\n\n- Chocolate cake **without nuts**\n- Bunting and candles\n- A 90s playlist\n\nAsk *Hugo* whether he can come early.',
    },
    {
      title: 'History: the French Revolution',
      tags: ['Lectures'],
      pinned: false,
      days: 1,
      body: '# The French Revolution\n## Key dates\n- **1789**: storming of the Bastille\n- **1792**: the Republic is proclaimed\n- **1794**: fall of Robespierre\n\nRevise before *Thursday’s test*.',
    },
    {
      title: 'Balcony garden',
      tags: ['Home', 'Projects'],
      pinned: false,
      days: 2,
      body: '# Balcony garden\nThree 80 cm planters, facing south.\n\n- Cherry tomatoes\n- Basil and parsley\n- Strawberries\n\nWater **in the evening** in summer.',
    },
    {
      title: 'Books to read',
      tags: ['Reading'],
      pinned: false,
      days: 4,
      body: '- *The Remains of the Day*, Kazuo Ishiguro\n- *Small Things Like These*, Claire Keegan\n- **Sapiens**, Yuval Noah Harari\n\nBorrowed from Claire: give back in June.',
    },
    {
      title: 'Tuesday meeting',
      tags: ['Work'],
      pinned: false,
      days: 6,
      body: '## Covered\n- New holiday rota\n- Stand for the March trade fair\n\n**Next**: share the minutes on Friday.',
    },
    {
      title: 'Physics: kinetic energy',
      tags: ['Lectures'],
      pinned: false,
      days: 9,
      body: '# Kinetic energy\nFormula: **Ek = ½ m v²**\n\n- m in kilograms\n- v in metres per second\n\n*Exercises 4 and 7, page 112.*',
    },
  ],
};

/** The tiny, safe formatter: React elements only (# headings, **bold**, *italic*, - lists, line breaks). */
const MARKDOWN = String.raw`import { Fragment, type ReactNode } from 'react';
import { theme } from '../theme';

/** **bold** and *italic* inside one line. */
function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/g)
    .filter(Boolean)
    .map((part, index) => {
      if (part.length > 4 && part.startsWith('**') && part.endsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
      if (part.length > 2 && part.startsWith('*') && part.endsWith('*')) return <em key={index}>{part.slice(1, -1)}</em>;
      return <Fragment key={index}>{part}</Fragment>;
    });
}

const HEADINGS = ['text-xl font-bold', 'text-lg font-semibold', 'font-semibold'];

/** Renders a note's text as React elements (never raw HTML): what is typed is always shown as text. */
export function NotesMarkdown({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (items.length) {
      const list = items;
      blocks.push(
        <ul key={blocks.length} className="list-disc space-y-1 pl-5">
          {list.map((item, index) => <li key={index}>{inline(item)}</li>)}
        </ul>,
      );
      items = [];
    }
    if (lines.length) {
      const paragraph = lines;
      blocks.push(
        <p key={blocks.length}>
          {paragraph.map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {inline(line)}
            </Fragment>
          ))}
        </p>,
      );
      lines = [];
    }
  };
  for (const line of text.split('\n')) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const Tag = level === 1 ? 'h3' : level === 2 ? 'h4' : 'h5';
      blocks.push(<Tag key={blocks.length} className={HEADINGS[level - 1] + ' ' + theme.heading}>{inline(heading[2]!)}</Tag>);
    } else if (item) {
      if (lines.length) flush();
      items.push(item[1]!);
    } else if (!line.trim()) {
      flush();
    } else {
      if (items.length) flush();
      lines.push(line);
    }
  }
  flush();
  return <div className="space-y-3 leading-relaxed">{blocks}</div>;
}
`;

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  const seed = NOTES[context.lang].map((note, index) => ({ id: index + 1, ...note }));
  return `import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, Pin, PinOff, Plus, Search, Tag, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toast, Toaster } from 'sonner';
import { NotesMarkdown } from '../components/NotesMarkdown';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

interface Note {
  id: number;
  title: string;
  body: string;
  tags: string[];
  pinned: boolean;
  updated: string;
}

const DAY = 86_400_000;
const SEED: Note[] = ${JSON.stringify(seed)}.map(({ days, ...note }) => ({ ...note, updated: new Date(Date.now() - days * DAY).toISOString() }));

const wide = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;
const excerpt = (note: Note) =>
  note.body.replace(/[#*]/g, '').replace(/^\\s*-\\s+/gm, '').split('\\n').map((line) => line.trim()).filter((line) => line && line !== note.title).join(' · ');
const when = (iso: string) => new Date(iso).toLocaleDateString('${locale}', { day: 'numeric', month: 'short' });

export default function NotesPage() {
  const [notes, setNotes] = usePersistentState<Note[]>('notes:liste', SEED);
  const [query, setQuery] = useState('');
  const [tagFilter, setTagFilter] = useState('');
  const [openId, setOpenId] = useState<number | null>(() => (wide() ? ([...notes].sort((a, b) => Number(b.pinned) - Number(a.pinned))[0]?.id ?? null) : null));
  const [newTag, setNewTag] = useState('');
  const [confirming, setConfirming] = useState<Note | null>(null);

  const sorted = [...notes].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.updated.localeCompare(a.updated));
  const q = query.trim().toLowerCase();
  const shown = sorted.filter(
    (note) =>
      (!tagFilter || note.tags.includes(tagFilter)) &&
      (!q || note.title.toLowerCase().includes(q) || note.body.toLowerCase().includes(q) || note.tags.some((tag) => tag.toLowerCase().includes(q))),
  );
  const tags = [...new Set(notes.flatMap((note) => note.tags))].sort();
  const open = notes.find((note) => note.id === openId);
  const pinnedCount = notes.filter((note) => note.pinned).length;

  const edit = (id: number, patch: Partial<Note>) =>
    setNotes((list) => list.map((note) => (note.id === id ? { ...note, ...patch, updated: new Date().toISOString() } : note)));
  const create = () => {
    const note: Note = { id: Date.now(), title: '', body: '', tags: tagFilter ? [tagFilter] : [], pinned: false, updated: new Date().toISOString() };
    setNotes((list) => [note, ...list]);
    setQuery('');
    setOpenId(note.id);
  };
  const remove = (note: Note) => {
    setNotes((list) => list.filter((other) => other.id !== note.id));
    setConfirming(null);
    setOpenId(null);
    // La confirmation protège d'un clic de trop ; l'annulation, d'un « oui » trop rapide.
    toast(\`${t('Note supprimée', 'Note deleted')} : \${note.title || '${t('Sans titre', 'Untitled')}'}\`, {
      duration: 8000,
      action: {
        label: '${t('Annuler', 'Undo')}',
        onClick: () => {
          setNotes((list) => [note, ...list]);
          setOpenId(note.id);
        },
      },
    });
  };
  const addTag = (note: Note) => {
    const tag = newTag.trim();
    if (tag && !note.tags.includes(tag)) edit(note.id, { tags: [...note.tags, tag] });
    setNewTag('');
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Notes', 'Notes')}</h2>
          <p className={\`text-sm \${theme.muted}\`}>{notes.length} {notes.length > 1 ? 'notes' : 'note'} · {pinnedCount} {pinnedCount > 1 ? '${t('épinglées', 'pinned')}' : '${t('épinglée', 'pinned')}'}</p>
        </div>
        <button type="button" onClick={create} className={\`inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
          <Plus className="h-4 w-4" aria-hidden="true" /> ${t('Nouvelle note', 'New note')}
        </button>
      </div>

      <div className="mt-6 gap-6 md:grid md:grid-cols-3">
        <section aria-label="${t('Liste des notes', 'Note list')}" className={open ? 'hidden md:block' : ''}>
          <div className="relative">
            <Search className={\`pointer-events-none absolute left-3 top-2.5 h-4 w-4 \${theme.muted}\`} aria-hidden="true" />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-label="${t('Rechercher dans les notes', 'Search notes')}"
              placeholder="${t('Titre, texte ou étiquette…', 'Title, text or tag…')}"
              className={\`w-full rounded-lg py-2 pl-9 pr-3 outline-none \${theme.input} \${theme.ring}\`}
            />
          </div>
          {tags.length ? (
            <div className="mt-3 flex flex-wrap gap-1.5 text-xs">
              {['', ...tags].map((tag) => (
                <button key={tag || 'all'} type="button" aria-pressed={tagFilter === tag} onClick={() => setTagFilter(tag)} className={\`rounded-full px-2.5 py-1 \${tagFilter === tag ? theme.button : theme.buttonSecondary}\`}>
                  {tag || '${t('Toutes', 'All')}'}
                </button>
              ))}
            </div>
          ) : null}
          {shown.length === 0 ? (
            <p className={\`mt-6 text-sm \${theme.muted}\`}>{notes.length === 0 ? '${t('Pas encore de note : créez la première.', 'No notes yet: write the first one.')}' : '${t('Rien ne correspond à cette recherche.', 'Nothing matches this search.')}'}</p>
          ) : (
            <ul className="mt-4 space-y-2">
              {shown.map((note) => (
                <li key={note.id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(note.id)}
                    aria-current={note.id === openId ? 'true' : undefined}
                    className={\`block w-full rounded-xl p-3 text-left transition \${note.id === openId ? \`border border-transparent \${theme.accentSoft}\` : theme.card}\`}
                  >
                    <span className="flex items-center gap-2">
                      {note.pinned ? <Pin className={\`h-3.5 w-3.5 shrink-0 \${theme.accentText}\`} aria-label="${t('Épinglée', 'Pinned')}" /> : null}
                      <span className={\`truncate font-semibold \${theme.heading}\`}>{note.title || '${t('Sans titre', 'Untitled')}'}</span>
                      <span className={\`ml-auto shrink-0 text-xs \${theme.muted}\`}>{when(note.updated)}</span>
                    </span>
                    <span className={\`mt-1 line-clamp-2 text-sm \${theme.muted}\`}>{excerpt(note) || '${t('Note vide', 'Empty note')}'}</span>
                    {note.tags.length ? (
                      <span className="mt-2 flex flex-wrap gap-1">
                        {note.tags.map((tag) => (
                          <span key={tag} className={\`rounded-full px-2 py-0.5 text-xs \${theme.accentSoft}\`}>{tag}</span>
                        ))}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-label="${t('Éditeur de note', 'Note editor')}" className={\`md:col-span-2 \${open ? '' : 'hidden md:block'}\`}>
          {open ? (
            <div className={\`rounded-2xl p-4 sm:p-5 \${theme.card}\`}>
              <div className="flex flex-wrap items-center gap-2">
                <button type="button" onClick={() => setOpenId(null)} className={\`inline-flex items-center gap-1 text-sm md:hidden \${theme.accentText}\`}>
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" /> ${t('Toutes les notes', 'All notes')}
                </button>
                <span className={\`text-xs \${theme.muted}\`}>${t('Modifiée le', 'Edited')} {when(open.updated)}</span>
                <span className="ml-auto flex gap-2">
                  <button
                    type="button"
                    aria-pressed={open.pinned}
                    onClick={() => setNotes((list) => list.map((note) => (note.id === open.id ? { ...note, pinned: !note.pinned } : note)))}
                    className={\`inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm \${open.pinned ? theme.accentSoft : theme.buttonSecondary}\`}
                  >
                    {open.pinned ? <PinOff className="h-4 w-4" aria-hidden="true" /> : <Pin className="h-4 w-4" aria-hidden="true" />}
                    {open.pinned ? '${t('Désépingler', 'Unpin')}' : '${t('Épingler', 'Pin')}'}
                  </button>
                  <button type="button" onClick={() => setConfirming(open)} className={\`inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm \${theme.buttonSecondary}\`}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" /> ${t('Supprimer', 'Delete')}
                  </button>
                </span>
              </div>
              <input
                value={open.title}
                onChange={(event) => edit(open.id, { title: event.target.value })}
                aria-label="${t('Titre de la note', 'Note title')}"
                placeholder="${t('Titre', 'Title')}"
                className={\`mt-4 w-full rounded-lg px-3 py-2 text-lg font-semibold outline-none \${theme.input} \${theme.ring}\`}
              />
              <div className="mt-3 flex flex-wrap items-center gap-1.5">
                <Tag className={\`h-4 w-4 \${theme.muted}\`} aria-hidden="true" />
                {open.tags.map((tag) => (
                  <span key={tag} className={\`inline-flex items-center gap-1 rounded-full py-0.5 pl-2 pr-1 text-xs \${theme.accentSoft}\`}>
                    {tag}
                    <button type="button" aria-label={\`${t('Retirer l’étiquette', 'Remove tag')} \${tag}\`} onClick={() => edit(open.id, { tags: open.tags.filter((other) => other !== tag) })}>
                      <X className="h-3 w-3" aria-hidden="true" />
                    </button>
                  </span>
                ))}
                <form
                  className="flex"
                  onSubmit={(event) => {
                    event.preventDefault();
                    addTag(open);
                  }}
                >
                  <input
                    value={newTag}
                    onChange={(event) => setNewTag(event.target.value)}
                    aria-label="${t('Nouvelle étiquette', 'New tag')}"
                    placeholder="${t('+ étiquette', '+ tag')}"
                    className={\`w-28 rounded-full px-2.5 py-0.5 text-xs outline-none \${theme.input} \${theme.ring}\`}
                  />
                </form>
              </div>
              <div className="mt-4 grid gap-4 lg:grid-cols-2">
                <div>
                  <textarea
                    value={open.body}
                    onChange={(event) => edit(open.id, { body: event.target.value })}
                    aria-label="${t('Texte de la note', 'Note text')}"
                    placeholder="${t('Écrivez ici…', 'Write here…')}"
                    rows={14}
                    className={\`w-full resize-y rounded-lg px-3 py-2 font-mono text-sm leading-relaxed outline-none \${theme.input} \${theme.ring}\`}
                  />
                  <p className={\`mt-1 text-xs \${theme.muted}\`}>${t('Mise en forme : # titre, **gras**, *italique*, - liste', 'Formatting: # heading, **bold**, *italic*, - list')}</p>
                </div>
                <div role="region" aria-label="${t('Aperçu', 'Preview')}" className={\`min-h-40 rounded-lg p-4 \${theme.surface}\`}>
                  <p className={\`mb-2 text-xs font-semibold uppercase tracking-wide \${theme.muted}\`}>${t('Aperçu', 'Preview')}</p>
                  {open.body.trim() ? <NotesMarkdown text={open.body} /> : <p className={\`text-sm \${theme.muted}\`}>${t('L’aperçu s’affiche ici pendant que vous écrivez.', 'The preview shows here as you type.')}</p>}
                </div>
              </div>
            </div>
          ) : (
            <div className={\`flex h-64 items-center justify-center rounded-2xl p-6 text-center text-sm \${theme.surface} \${theme.muted}\`}>
              ${t('Choisissez une note dans la liste, ou créez-en une nouvelle.', 'Pick a note from the list, or start a new one.')}
            </div>
          )}
        </section>
      </div>

      <Dialog.Root
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
      >
        {confirming ? (
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
            <Dialog.Content className={\`fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl p-5 shadow-xl \${theme.card} \${theme.heading}\`}>
              <Dialog.Title className="text-lg font-semibold">${t('Supprimer cette note ?', 'Delete this note?')}</Dialog.Title>
              <Dialog.Description className={\`mt-2 text-sm \${theme.muted}\`}>
                « {confirming.title || '${t('Sans titre', 'Untitled')}'} » ${t('sera supprimée. Vous pourrez encore l’annuler quelques secondes.', 'will be deleted. You can still undo it for a few seconds.')}
              </Dialog.Description>
              <div className="mt-5 flex flex-wrap justify-end gap-2">
                <Dialog.Close className={\`rounded-lg px-4 py-2 text-sm font-medium \${theme.buttonSecondary}\`}>${t('Annuler', 'Cancel')}</Dialog.Close>
                <button type="button" onClick={() => remove(confirming)} className="inline-flex items-center gap-1 rounded-lg bg-rose-600 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-700">
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> ${t('Supprimer', 'Delete')}
                </button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        ) : null}
      </Dialog.Root>
      <Toaster position="${context.mobile ? 'top-center' : 'bottom-right'}" theme={theme.mode === 'sombre' ? 'dark' : 'light'} />
    </section>
  );
}
`;
}

export const notesKind: AppKind = {
  id: 'notes',
  keywords:
    /(?<!\p{L})(notes?|noter|prises? de notes?|carnets?|bloc-notes|notebooks?|note-taking|m[ée]mos?|id[ée]es?|ideas?|pense-b[êe]tes?)(?!\p{L})/iu,
  appName: { fr: 'Mes Notes', en: 'My Notes' },
  tagline: { fr: 'Vos notes, vos idées, retrouvées en un instant.', en: 'Your notes and ideas, found in a second.' },
  page: { component: 'NotesPage', path: { fr: '/notes', en: '/notes' }, label: { fr: 'Notes', en: 'Notes' }, icon: 'NotebookPen' },
  files: (context) => ({ 'src/components/NotesMarkdown.tsx': MARKDOWN, 'src/pages/NotesPage.tsx': page(context) }),
  dependencies: { '@radix-ui/react-dialog': '^1.1.0', sonner: '^2.0.0' },
  summary: {
    fr: 'des notes avec recherche dans le titre et le texte, un éditeur avec aperçu mis en forme, des notes épinglées, des étiquettes et la suppression confirmée, qu’on peut encore annuler',
    en: 'notes with search in titles and text, an editor with a formatted preview, pinned notes, tags and delete with a confirmation and undo',
  },
};
