import { Trash2 } from 'lucide-react'
import Bulle from './assets/bulle.svg?react'
import MessageList from './components/MessageList'
import Composer from './components/Composer'
import { useChat } from './store/chat'

function App() {
  const clear = useChat((s) => s.clear)
  const count = useChat((s) => s.messages.length)

  return (
    <div className="flex h-full items-center justify-center bg-chat-soft p-4">
      <div className="flex h-[36rem] w-full max-w-md flex-col overflow-hidden rounded-3xl bg-white shadow-2xl">
        <header className="flex items-center justify-between bg-chat px-5 py-4 text-white">
          <div className="flex items-center gap-3">
            <Bulle className="size-7" />
            <div>
              <h1 className="font-semibold"># {import.meta.env.VITE_ROOM_NAME}</h1>
              <p className="text-xs text-white/70">{count} message{count > 1 ? 's' : ''}</p>
            </div>
          </div>
          <button onClick={clear} aria-label="Vider la discussion" className="rounded-full p-2 hover:bg-white/10">
            <Trash2 className="size-4" />
          </button>
        </header>
        <MessageList />
        <Composer />
      </div>
    </div>
  )
}

export default App
