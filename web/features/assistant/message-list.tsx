import { Paperclip, RotateCcw, Sparkles, User } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BRAND } from '@common/brand';
import type { ChatMessage } from '@common/conversations';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Markdown } from '@/components/markdown';

const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

export function MessageList({
  messages,
  streaming,
  pending,
  onRetry,
}: {
  messages: ChatMessage[];
  streaming: string | null;
  pending: boolean;
  onRetry: (id: string) => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, streaming]);

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
                {message.type === 'assistant' ? <Markdown>{message.content}</Markdown> : <p className="whitespace-pre-wrap text-sm">{message.content}</p>}
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
              {message.isError ? (
                <Button variant="outline" size="sm" onClick={() => onRetry(message.id)} disabled={pending}>
                  <RotateCcw aria-hidden="true" />
                  Réessayer
                </Button>
              ) : null}
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
      </ol>
      <div ref={end} />
    </div>
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

