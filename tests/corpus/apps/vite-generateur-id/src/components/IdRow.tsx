import { useState } from 'react'

export default function IdRow({ value }: { value: string }) {
  const [copied, setCopied] = useState(false)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      setTimeout(() => setCopied(false), 1200)
    } catch {
      setCopied(false)
    }
  }

  return (
    <li className="flex items-center justify-between gap-3 rounded-lg bg-white px-4 py-2.5 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
      <code className="truncate font-mono text-sm text-slate-800 dark:text-slate-100">{value}</code>
      <button onClick={copy} className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-primary hover:bg-primary-soft">
        {copied ? 'Copié ✓' : 'Copier'}
      </button>
    </li>
  )
}
