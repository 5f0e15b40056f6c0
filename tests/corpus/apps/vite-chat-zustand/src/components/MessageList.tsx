import { useEffect, useRef } from 'react'
import { AnimatePresence, motion } from 'motion/react'
import { useChat } from '../store/chat'

const time = (at: number) => new Date(at).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' })

export default function MessageList() {
  const messages = useChat((s) => s.messages)
  const typing = useChat((s) => s.typing)
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    end.current?.scrollIntoView({ behavior: 'smooth' })
  }, [messages.length, typing])

  return (
    <div className="flex-1 space-y-3 overflow-y-auto p-4">
      <AnimatePresence initial={false}>
        {messages.map((m) => (
          <motion.div
            key={m.id}
            layout
            initial={{ opacity: 0, y: 12, scale: 0.97 }}
            animate={{ opacity: 1, y: 0, scale: 1 }}
            className={`flex ${m.mine ? 'justify-end' : 'justify-start'}`}
          >
            <div className={`max-w-[75%] rounded-2xl px-4 py-2 ${m.mine ? 'rounded-br-sm bg-chat text-white' : 'rounded-bl-sm bg-bubble text-zinc-800'}`}>
              {!m.mine && <p className="text-xs font-semibold text-chat">{m.author}</p>}
              <p>{m.text}</p>
              <p className={`mt-0.5 text-right text-[10px] ${m.mine ? 'text-white/70' : 'text-zinc-400'}`}>{time(m.at)}</p>
            </div>
          </motion.div>
        ))}
      </AnimatePresence>
      {typing && (
        <div className="flex gap-1 pl-2">
          {[0, 1, 2].map((i) => (
            <span key={i} className="size-2 animate-blink rounded-full bg-zinc-400" style={{ animationDelay: `${i * 0.2}s` }} />
          ))}
        </div>
      )}
      <div ref={end} />
    </div>
  )
}
