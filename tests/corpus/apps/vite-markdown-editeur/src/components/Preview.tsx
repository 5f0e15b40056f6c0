import { useMemo } from 'react'
import { marked } from 'marked'

marked.setOptions({ gfm: true, breaks: false })

export default function Preview({ source }: { source: string }) {
  const html = useMemo(() => marked.parse(source, { async: false }) as string, [source])
  return <article className="apercu h-full overflow-y-auto bg-paper px-8 py-6 text-ink" dangerouslySetInnerHTML={{ __html: html }} />
}
