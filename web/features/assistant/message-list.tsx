import { Paperclip, RotateCcw, Sparkles, User } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BRAND } from '@common/brand';
import type { ChatMessage } from '@common/conversations';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Markdown } from '@/components/markdown';
import { quotaMessage, useTimePassed } from '@/lib/ai-quota';
import type { QueuedMessage } from './use-chat';

const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

export function MessageList({
  messages,
  queued = [],
  streaming,
  pending,
  onRetry,
  onRetryQueued,
}: {
  messages: ChatMessage[];
  /** Sent before the conversation existed or during a reply: shown now, answered in turn. */
  queued?: QueuedMessage[];
  streaming: string | null;
  pending: boolean;
  onRetry: (id: string) => void;
  /** Creates the conversation again after a failure; the messages waiting for it then leave. */
  onRetryQueued?: () => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, queued.length, streaming]);

  return (
    <div className="flex-1 overflow-y-auto px-3 py-4 sm:px-6" aria-live="polite" aria-relevant="additions">
      <ol className="mx-auto flex max-w-3xl flex-col gap-5" aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id} className={cn('flex gap-3', message.type === 'user' && 'flex-row-reverse')}>
            <Avatar type={message.type} />
            <div className={cn('min-w-0 max-w-[85%] space-y-1', message.type === 'user' && 'items-end text-right')}>
              <div
                className={cn(
                  'inline-block max-w-full rounded-2xl px-4 py-3 text-left [overflow-wrap:anywhere]',
                  message.type === 'user' ? 'bg-primary text-primary-foreground' : 'border bg-card',
                  message.isError && 'border-destructive/40 bg-destructive/5',
                )}
              >
                {message.quotaRetryAt ? (
                  <p className="text-sm">{quotaMessage(new Date(message.quotaRetryAt))}</p>
                ) : message.type === 'assistant' ? (
                  <Markdown>{message.content}</Markdown>
                ) : (
                  <p className="whitespace-pre-wrap text-sm">{message.content}</p>
                )}
                {message.attachments?.length ? (
                  <ul className="mt-2 flex flex-wrap gap-1.5">
                    {message.attachments.map((file) => (
                      <li key={file.name} className="inline-flex items-center gap-1 rounded-md bg-black/10 px-2 py-0.5 text-xs">
                        <Paperclip className="size-3" aria-hidden="true" />
                        {file.name}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <p className="text-xs text-muted-foreground">
                {message.type === 'assistant' ? BRAND : 'Vous'} · {time.format(new Date(message.timestamp))}
              </p>
              {message.isError ? <RetryButton message={message} pending={pending} onRetry={onRetry} /> : null}
            </div>
          </li>
        ))}
        {streaming !== null ? (
          <li className="flex gap-3">
            <Avatar type="assistant" />
            <div className="min-w-0 max-w-[85%] rounded-2xl border bg-card px-4 py-3 [overflow-wrap:anywhere]">
              {streaming ? (
                <Markdown>{streaming}</Markdown>
              ) : (
                <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                  <span className="inline-flex gap-1" aria-hidden="true">
                    <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.3s]" />
                    <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.15s]" />
                    <span className="size-1.5 animate-bounce rounded-full bg-primary" />
                  </span>
                  {BRAND} réfléchit...
                </p>
              )}
            </div>
          </li>
        ) : null}
        {queued.map(({ message, failed }, index) => (
          <li key={message.id} className="flex flex-row-reverse gap-3">
            <Avatar type="user" />
            <div className="flex min-w-0 max-w-[85%] flex-col items-end gap-1 text-right">
              <div
                className={cn(
                  'inline-block max-w-full rounded-2xl bg-primary px-4 py-3 text-left text-primary-foreground opacity-80 [overflow-wrap:anywhere]',
                  failed && 'opacity-100 ring-2 ring-destructive/60',
                )}
              >
                <p className="whitespace-pre-wrap text-sm">{message.content}</p>
              </div>
              {failed ? (
                <>
                  <p className="text-xs text-destructive">Vous · non envoyé : la conversation n'a pas pu être créée.</p>
                  {/* One button for all the messages waiting: they leave together, in order. */}
                  {index === queued.length - 1 && onRetryQueued ? (
                    <Button variant="outline" size="sm" onClick={onRetryQueued}>
                      <RotateCcw aria-hidden="true" />
                      Réessayer l'envoi
                    </Button>
                  ) : null}
                </>
              ) : (
                <p className="text-xs text-muted-foreground">Vous · en attente d'envoi…</p>
              )}
            </div>
          </li>
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}

/** « Réessayer » after a failure; after a spent quota, only once the next request is possible. */
function RetryButton({ message, pending, onRetry }: { message: ChatMessage; pending: boolean; onRetry: (id: string) => void }) {
  const ready = useTimePassed(message.quotaRetryAt ? new Date(message.quotaRetryAt) : null);
  if (!ready) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => onRetry(message.id)} disabled={pending}>
      <RotateCcw aria-hidden="true" />
      Réessayer
    </Button>
  );
}

function Avatar({ type }: { type: ChatMessage['type'] }) {
  return type === 'assistant' ? (
    <span className="bg-brand-gradient grid size-8 shrink-0 place-items-center rounded-full text-white" aria-hidden="true">
      <Sparkles className="size-4" />
    </span>
  ) : (
    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground" aria-hidden="true">
      <User className="size-4" />
    </span>
  );
}
