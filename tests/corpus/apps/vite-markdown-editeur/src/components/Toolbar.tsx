type Props = {
  onInsert: (before: string, after?: string) => void
  words: number
  mode: 'split' | 'edit' | 'preview'
  onMode: (mode: 'split' | 'edit' | 'preview') => void
  onDownload: () => void
}

const actions = [
  { label: 'G', title: 'Gras', before: '**', after: '**' },
  { label: 'I', title: 'Italique', before: '_', after: '_' },
  { label: 'H2', title: 'Titre', before: '\n## ', after: '' },
  { label: '•', title: 'Liste', before: '\n- ', after: '' },
  { label: '</>', title: 'Code', before: '`', after: '`' },
  { label: '🔗', title: 'Lien', before: '[', after: '](https://)' },
]

export default function Toolbar({ onInsert, words, mode, onMode, onDownload }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-1 border-b border-zinc-200 bg-white px-4 py-2">
      {actions.map((a) => (
        <button
          key={a.title}
          title={a.title}
          onClick={() => onInsert(a.before, a.after)}
          className="min-w-9 rounded-md px-2 py-1 text-sm font-semibold text-zinc-700 hover:bg-zinc-100"
        >
          {a.label}
        </button>
      ))}
      <span className="ml-3 text-xs text-zinc-500">{words} mots</span>
      <div className="ml-auto flex items-center gap-2">
        <div className="flex rounded-lg bg-zinc-100 p-0.5 text-sm">
          {(['edit', 'split', 'preview'] as const).map((m) => (
            <button
              key={m}
              onClick={() => onMode(m)}
              className={`rounded-md px-3 py-1 ${mode === m ? 'bg-white shadow-sm' : 'text-zinc-500'}`}
            >
              {m === 'edit' ? 'Texte' : m === 'split' ? 'Les deux' : 'Aperçu'}
            </button>
          ))}
        </div>
        <button onClick={onDownload} className="rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-white hover:opacity-90">
          Télécharger .md
        </button>
      </div>
    </div>
  )
}
