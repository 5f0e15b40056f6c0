import { type AppKind, type KindContext, pick, tr } from './kind.js';
import SEED from './seeds/chat.json' with { type: 'json' };

function data(context: KindContext): string {
  const rooms = pick(context.lang, SEED.rooms);
  return `export interface ChatSeedRoom {
  id: string;
  name: string;
  topic: string;
  /** How many of its messages were already read at first open. */
  read: number;
  messages: { author: string; minutesAgo: number; text: string }[];
}

export const chatSeedRooms: ChatSeedRoom[] = ${JSON.stringify(
    rooms.map((room) => ({ ...room, messages: room.messages.map(([author, minutesAgo, text]) => ({ author, minutesAgo, text })) })),
    null,
    2,
  )};

/** What the others answer, a moment after you write. */
export const chatReplies: string[] = ${JSON.stringify(pick(context.lang, SEED.replies))};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const height = context.mobile ? 'h-[calc(100dvh-12rem)]' : 'h-[calc(100dvh-8rem)]';
  return `import { ArrowLeft, Hash, MessageSquare, Plus, Send, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { chatReplies, chatSeedRooms } from '../data/chat';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

interface Room {
  id: string;
  name: string;
  topic: string;
}

interface Message {
  id: string;
  author: string;
  at: number;
  text: string;
  mine: boolean;
}

const started = Date.now();
const SEED_ROOMS: Room[] = chatSeedRooms.map(({ id, name, topic }) => ({ id, name, topic }));
const SEED_MESSAGES: Record<string, Message[]> = Object.fromEntries(
  chatSeedRooms.map((room) => [
    room.id,
    room.messages.map((message, index) => ({ id: \`\${room.id}-\${index}\`, author: message.author, at: started - message.minutesAgo * 60_000, text: message.text, mine: false })),
  ]),
);
const SEED_READ: Record<string, number> = Object.fromEntries(chatSeedRooms.map((room) => [room.id, room.read]));
const COLORS = ['bg-rose-500', 'bg-emerald-500', 'bg-amber-500', 'bg-sky-500', 'bg-violet-500', 'bg-teal-500'];

function colourOf(name: string) {
  let sum = 0;
  for (const letter of name) sum += letter.charCodeAt(0);
  return COLORS[sum % COLORS.length];
}

function when(at: number) {
  const date = new Date(at);
  const time = date.toLocaleTimeString('${t('fr-FR', 'en-GB')}', { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === new Date().toDateString()) return time;
  return \`\${date.toLocaleDateString('${t('fr-FR', 'en-GB')}', { day: 'numeric', month: 'short' })}, \${time}\`;
}

const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^#+/, '')
    .replace(/\\s+/g, '-')
    .slice(0, 30);

export default function ChatPage() {
  const [rooms, setRooms] = usePersistentState<Room[]>('chat:rooms', SEED_ROOMS);
  const [messages, setMessages] = usePersistentState<Record<string, Message[]>>('chat:messages', SEED_MESSAGES);
  const [read, setRead] = usePersistentState<Record<string, number>>('chat:read', SEED_READ);
  const [pseudo, setPseudo] = usePersistentState<string>('chat:pseudo', '');
  const [currentId, setCurrentId] = usePersistentState<string>('chat:current', SEED_ROOMS[0]?.id ?? '');
  const [mobileView, setMobileView] = useState<'list' | 'room'>('list');
  const [draft, setDraft] = useState('');
  const [pseudoDraft, setPseudoDraft] = useState('');
  const [creating, setCreating] = useState(false);
  const [roomName, setRoomName] = useState('');
  const [typing, setTyping] = useState<{ room: string; author: string } | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const current = rooms.find((room) => room.id === currentId) ?? rooms[0];
  const shown = current ? (messages[current.id] ?? []) : [];
  const unread = (room: Room) => Math.max(0, (messages[room.id] ?? []).length - (read[room.id] ?? 0));

  // The room on screen is read, including what arrives while it is open.
  useEffect(() => {
    if (current && (read[current.id] ?? 0) !== shown.length) setRead((all) => ({ ...all, [current.id]: shown.length }));
  }, [current, shown.length, read, setRead]);

  useEffect(() => {
    const box = bottom.current?.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
  }, [current?.id, shown.length, typing, mobileView]);

  // Someone answers a moment later.
  useEffect(() => {
    if (!typing) return;
    const timer = window.setTimeout(() => {
      const text = chatReplies[Math.floor(Math.random() * chatReplies.length)]!;
      setMessages((all) => ({ ...all, [typing.room]: [...(all[typing.room] ?? []), { id: \`reply-\${Date.now()}\`, author: typing.author, at: Date.now(), text, mine: false }] }));
      setTyping(null);
    }, 1800);
    return () => window.clearTimeout(timer);
  }, [typing, setMessages]);

  const open = (id: string) => {
    setCurrentId(id);
    setMobileView('room');
    setDraft('');
  };

  const send = () => {
    const text = draft.trim();
    if (!text || !current || !pseudo) return;
    setMessages((all) => ({ ...all, [current.id]: [...(all[current.id] ?? []), { id: \`m-\${Date.now()}\`, author: pseudo, at: Date.now(), text, mine: true }] }));
    setDraft('');
    const others = [...new Set(shown.filter((message) => !message.mine).map((message) => message.author))];
    if (others.length > 0 && !typing) setTyping({ room: current.id, author: others[Math.floor(Math.random() * others.length)]! });
  };

  const createRoom = () => {
    const name = slug(roomName);
    if (!name) return;
    const existing = rooms.find((room) => room.name === name);
    if (existing) {
      open(existing.id);
    } else {
      const id = \`room-\${Date.now()}\`;
      setRooms((list) => [...list, { id, name, topic: '${t('Nouveau salon', 'New room')}' }]);
      setMessages((all) => ({ ...all, [id]: [] }));
      open(id);
    }
    setRoomName('');
    setCreating(false);
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <div className={\`flex ${height} min-h-[26rem] overflow-hidden rounded-2xl \${theme.card}\`}>
        <section
          aria-label="${t('Salons', 'Rooms')}"
          className={\`\${mobileView === 'list' ? 'flex' : 'hidden'} w-full flex-col border-slate-200/60 md:flex md:w-72 md:shrink-0 md:border-r \${theme.surface}\`}
        >
          <div className="flex items-center justify-between gap-2 px-4 pb-2 pt-4">
            <h2 className={\`text-lg font-bold \${theme.heading}\`}>${t('Salons', 'Rooms')}</h2>
            <button
              type="button"
              onClick={() => setCreating((value) => !value)}
              aria-expanded={creating}
              className={\`inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium \${theme.buttonSecondary}\`}
            >
              {creating ? <X className="h-4 w-4" aria-hidden="true" /> : <Plus className="h-4 w-4" aria-hidden="true" />}
              {creating ? '${t('Annuler', 'Cancel')}' : '${t('Nouveau salon', 'New room')}'}
            </button>
          </div>
          {creating && (
            <form
              className="flex gap-2 px-4 pb-3"
              onSubmit={(event) => {
                event.preventDefault();
                createRoom();
              }}
            >
              <input
                autoFocus
                value={roomName}
                onChange={(event) => setRoomName(event.target.value)}
                aria-label="${t('Nom du salon', 'Room name')}"
                placeholder="${t('ex. sorties', 'e.g. outings')}"
                className={\`min-w-0 flex-1 rounded-lg px-3 py-1.5 text-sm outline-none \${theme.input} \${theme.ring}\`}
              />
              <button type="submit" className={\`rounded-lg px-3 py-1.5 text-sm font-semibold \${theme.button}\`}>${t('Créer', 'Create')}</button>
            </form>
          )}
          <ul className="flex-1 space-y-1 overflow-y-auto px-2 pb-2">
            {rooms.map((room) => {
              const count = unread(room);
              const list = messages[room.id] ?? [];
              const last = list[list.length - 1];
              const active = room.id === current?.id;
              return (
                <li key={room.id}>
                  <button
                    type="button"
                    onClick={() => open(room.id)}
                    aria-current={active ? 'true' : undefined}
                    aria-label={count > 0 ? \`\${room.name}, \${count} ${t('non lus', 'unread')}\` : room.name}
                    className={\`flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left \${active ? theme.accentSoft : 'hover:bg-slate-500/10'}\`}
                  >
                    <Hash className="h-4 w-4 shrink-0 opacity-60" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className={\`block truncate text-sm \${count > 0 ? 'font-bold' : 'font-medium'}\`}>{room.name}</span>
                      <span className={\`block truncate text-xs \${theme.muted}\`}>{last ? \`\${last.mine ? '${t('Vous', 'You')}' : last.author}${t(' : ', ': ')}\${last.text}\` : '${t('Pas encore de message', 'No messages yet')}'}</span>
                    </span>
                    {count > 0 && <span className={\`rounded-full px-2 py-0.5 text-xs font-bold \${theme.button}\`}>{count}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          <p className={\`border-t border-slate-200/60 px-4 py-3 text-xs \${theme.muted}\`}>
            {pseudo ? (
              <>
                ${t('Connecté en tant que', 'Signed in as')} <strong className={theme.heading}>{pseudo}</strong> ·{' '}
                <button type="button" onClick={() => setPseudo('')} className={\`underline \${theme.accentText}\`}>${t('changer', 'change')}</button>
              </>
            ) : (
              '${t('Choisissez un pseudo pour écrire.', 'Pick a nickname to write.')}'
            )}
          </p>
        </section>

        {current ? (
          <section aria-label={\`${t('Salon', 'Room')} \${current.name}\`} className={\`\${mobileView === 'room' ? 'flex' : 'hidden'} min-w-0 flex-1 flex-col md:flex\`}>
            <header className="flex items-center gap-2 border-b border-slate-200/60 px-4 py-3">
              <button type="button" onClick={() => setMobileView('list')} aria-label="${t('Retour aux salons', 'Back to rooms')}" className={\`rounded-lg p-1.5 md:hidden \${theme.buttonSecondary}\`}>
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              </button>
              <div className="min-w-0 flex-1">
                <h3 className={\`flex items-center gap-1 truncate font-semibold \${theme.heading}\`}>
                  <Hash className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {current.name}
                </h3>
                <p className={\`truncate text-xs \${theme.muted}\`}>{current.topic}</p>
              </div>
              <span className={\`hidden text-xs sm:inline \${theme.muted}\`}>{shown.length} ${t('messages', 'messages')}</span>
            </header>
            <div className="flex-1 overflow-y-auto px-4 py-4">
              {shown.length === 0 ? (
                <div className={\`flex h-full flex-col items-center justify-center gap-2 text-center text-sm \${theme.muted}\`}>
                  <MessageSquare className="h-8 w-8 opacity-50" aria-hidden="true" />
                  ${t('Pas encore de message ici : lancez la conversation !', 'No messages here yet: start the conversation!')}
                </div>
              ) : (
                <ol aria-label="${t('Messages', 'Messages')}" className="space-y-3">
                  {shown.map((message, index) => {
                    const previous = shown[index - 1];
                    const grouped = previous && previous.author === message.author && previous.mine === message.mine && message.at - previous.at < 5 * 60_000;
                    return (
                      <li key={message.id} className={\`flex gap-2 \${message.mine ? 'flex-row-reverse' : ''} \${grouped ? '-mt-1.5' : ''}\`}>
                        {message.mine ? null : grouped ? (
                          <span className="w-8 shrink-0" aria-hidden="true" />
                        ) : (
                          <span aria-hidden="true" className={\`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white \${colourOf(message.author)}\`}>
                            {message.author.slice(0, 1).toUpperCase()}
                          </span>
                        )}
                        <div className={\`max-w-[80%] \${message.mine ? 'items-end text-right' : ''} flex flex-col\`}>
                          {!grouped && (
                            <p className={\`mb-0.5 text-xs \${theme.muted}\`}>
                              <span className={\`font-semibold \${theme.heading}\`}>{message.mine ? '${t('Vous', 'You')}' : message.author}</span> · <time dateTime={new Date(message.at).toISOString()}>{when(message.at)}</time>
                            </p>
                          )}
                          <p className={\`whitespace-pre-line break-words rounded-2xl px-3 py-2 text-left text-sm \${message.mine ? \`rounded-tr-sm \${theme.button}\` : \`rounded-tl-sm \${theme.surface}\`}\`}>{message.text}</p>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
              {typing && typing.room === current.id && (
                <p className={\`mt-3 text-xs italic \${theme.muted}\`} aria-live="polite">
                  {typing.author} ${t('écrit…', 'is typing…')}
                </p>
              )}
              <div ref={bottom} />
            </div>
            {pseudo ? (
              <form
                className="flex gap-2 border-t border-slate-200/60 p-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  send();
                }}
              >
                <input
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  aria-label="${t('Votre message', 'Your message')}"
                  placeholder={\`${t('Écrire dans', 'Message')} #\${current.name}\`}
                  className={\`min-w-0 flex-1 rounded-xl px-3 py-2 outline-none \${theme.input} \${theme.ring}\`}
                />
                <button type="submit" aria-label="${t('Envoyer', 'Send')}" disabled={!draft.trim()} className={\`inline-flex items-center gap-1 rounded-xl px-4 py-2 text-sm font-semibold disabled:opacity-50 \${theme.button}\`}>
                  <Send className="h-4 w-4" aria-hidden="true" />
                  <span className="hidden sm:inline">${t('Envoyer', 'Send')}</span>
                </button>
              </form>
            ) : (
              <form
                className={\`flex flex-wrap items-center gap-2 border-t border-slate-200/60 p-3 \${theme.surface}\`}
                onSubmit={(event) => {
                  event.preventDefault();
                  const name = pseudoDraft.trim().slice(0, 24);
                  if (name) setPseudo(name);
                }}
              >
                <span className="w-full text-sm font-medium sm:w-auto">${t('Choisissez votre pseudo :', 'Pick your nickname:')}</span>
                <input
                  value={pseudoDraft}
                  onChange={(event) => setPseudoDraft(event.target.value)}
                  aria-label="${t('Votre pseudo', 'Your nickname')}"
                  placeholder="${t('ex. Alex', 'e.g. Alex')}"
                  className={\`min-w-0 flex-1 rounded-xl px-3 py-2 outline-none \${theme.input} \${theme.ring}\`}
                />
                <button type="submit" className={\`rounded-xl px-4 py-2 text-sm font-semibold \${theme.button}\`}>${t('Rejoindre', 'Join')}</button>
              </form>
            )}
          </section>
        ) : (
          <p className={\`m-auto p-6 text-sm \${theme.muted}\`}>${t('Créez un salon pour commencer.', 'Create a room to get started.')}</p>
        )}
      </div>
    </section>
  );
}
`;
}

export const chatKind: AppKind = {
  id: 'chat',
  keywords:
    /(?<!\p{L})(?:chats?|tchats?|chat ?rooms?|messageries?|messaging|messenger|messages?|messagerie instantan[ée]e|channels?|canaux|canal|salons? de discussion|conversations?|(?:remote|distributed) teams?|[ée]quipes? [àa] distance|slack|discord|walkie)(?!\p{L})/iu,
  appName: { fr: 'La Messagerie', en: 'Team Chat' },
  tagline: { fr: 'Des salons pour échanger, en direct et sans prise de tête.', en: 'Rooms to talk in, live and hassle-free.' },
  page: {
    component: 'ChatPage',
    path: { fr: '/discussion', en: '/chat' },
    label: { fr: 'Discussion', en: 'Chat' },
    icon: 'MessagesSquare',
  },
  files: (context) => ({ 'src/data/chat.ts': data(context), 'src/pages/ChatPage.tsx': page(context) }),
  summary: {
    fr: 'une messagerie en salons avec messages non lus, création de salon et pseudo, gardés d’une visite à l’autre',
    en: 'a chat with rooms, unread counts, room creation and a nickname, kept between visits',
  },
};
