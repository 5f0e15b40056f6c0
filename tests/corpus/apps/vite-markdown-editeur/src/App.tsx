import { useRef, useState } from 'react'
import Toolbar from './components/Toolbar'
import Preview from './components/Preview'
import { useLocalStorage } from './hooks/useLocalStorage'
import { exemple } from './exemple'

function App() {
  const [text, setText] = useLocalStorage('editeur-markdown:brouillon', exemple)
  const [mode, setMode] = useState<'split' | 'edit' | 'preview'>('split')
  const area = useRef<HTMLTextAreaElement>(null)

  const insert = (before: string, after = '') => {
    const el = area.current
    if (!el) return
    const { selectionStart: start, selectionEnd: end } = el
    const next = text.slice(0, start) + before + text.slice(start, end) + after + text.slice(end)
    setText(next)
    requestAnimationFrame(() => {
      el.focus()
      el.setSelectionRange(start + before.length, end + before.length)
    })
  }

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'notes.md'
    link.click()
    URL.revokeObjectURL(url)
  }

  const words = text.trim() ? text.trim().split(/\s+/).length : 0

  return (
    <div className="flex h-screen flex-col bg-zinc-50">
      <header className="flex items-center justify-between bg-ink px-4 py-3 text-white">
        <h1 className="font-semibold">Éditeur Markdown</h1>
        <span className="text-xs text-zinc-400">Brouillon enregistré dans ce navigateur</span>
      </header>
      <Toolbar onInsert={insert} words={words} mode={mode} onMode={setMode} onDownload={download} />
      <main className={`grid min-h-0 flex-1 ${mode === 'split' ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {mode !== 'preview' && (
          <textarea
            ref={area}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            className="h-full resize-none border-r border-zinc-200 bg-white p-6 font-mono text-sm leading-6 outline-none"
          />
        )}
        {mode !== 'edit' && <Preview source={text} />}
      </main>
    </div>
  )
}

export default App
