import { create } from 'zustand'
import { persist, createJSONStorage } from 'zustand/middleware'

export interface Message {
  id: number
  author: string
  text: string
  at: number
  mine: boolean
}

interface ChatState {
  me: string
  messages: Message[]
  typing: boolean
  send: (text: string) => void
  receive: (author: string, text: string) => void
  setTyping: (typing: boolean) => void
  clear: () => void
}

const bot = import.meta.env.VITE_BOT_NAME ?? 'Bot'

const welcome: Message[] = [
  { id: 1, author: bot, text: 'Bonjour ! Le point de 14 h est déplacé à 15 h.', at: Date.now() - 600_000, mine: false },
  { id: 2, author: 'Nadia', text: 'Merci, je préviens le client.', at: Date.now() - 540_000, mine: false },
]

export const useChat = create<ChatState>()(
  persist(
    (set, get) => ({
      me: 'Moi',
      messages: welcome,
      typing: false,
      send: (text) =>
        set((s) => ({ messages: [...s.messages, { id: Date.now(), author: get().me, text, at: Date.now(), mine: true }] })),
      receive: (author, text) =>
        set((s) => ({ messages: [...s.messages, { id: Date.now() + 1, author, text, at: Date.now(), mine: false }] })),
      setTyping: (typing) => set({ typing }),
      clear: () => set({ messages: [] }),
    }),
    {
      name: 'chat-zustand',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ messages: s.messages }),
    },
  ),
)

export const botName = bot
