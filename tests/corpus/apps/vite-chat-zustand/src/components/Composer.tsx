import { useState, type FormEvent } from 'react'
import { SendHorizontal } from 'lucide-react'
import { botName, useChat } from '../store/chat'

const replies = ['Bien noté 👍', 'Je regarde ça tout de suite.', 'Tu peux ajouter le lien dans le ticket ?', 'Parfait, merci !']

export default function Composer() {
  const [text, setText] = useState('')
  const send = useChat((s) => s.send)
  const receive = useChat((s) => s.receive)
  const setTyping = useChat((s) => s.setTyping)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const value = text.trim()
    if (!value) return
    send(value)
    setText('')
    setTyping(true)
    setTimeout(() => {
      setTyping(false)
      receive(botName, replies[Math.floor(Math.random() * replies.length)])
    }, 1200)
  }

  return (
    <form onSubmit={submit} className="flex gap-2 border-t border-zinc-200 p-3">
      <input
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Écrire un message…"
        className="flex-1 rounded-full border border-zinc-300 px-4 py-2 outline-none focus:border-chat"
      />
      <button type="submit" aria-label="Envoyer" className="flex size-10 items-center justify-center rounded-full bg-chat text-white disabled:opacity-40" disabled={!text.trim()}>
        <SendHorizontal className="size-4" />
      </button>
    </form>
  )
}
