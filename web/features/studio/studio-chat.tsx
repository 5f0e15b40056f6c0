import { Bot, Loader2, RotateCcw, Send, User, Wrench } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BRAND } from '@common/brand';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Markdown } from '@/components/markdown';
import { cn } from '@/lib/utils';

export interface ChatMessage {
  id: string;
  /** notice: what Lumi did on its own (an automatic fix), shown between the turns. */
  role: 'user' | 'assistant' | 'notice';
  content: string;
  isError?: boolean;
  /** Files the assistant wrote in this turn. */
  files?: string[];
  /** A button under a notice (« Revenir à la dernière version qui fonctionnait »). */
  action?: { label: string; run: () => void };
}

/** The spec's four quick suggestions. */
export const CHAT_SUGGESTIONS = [
  "Créer une page d'accueil moderne",
  'Améliorer le design',
  'Ajouter des composants UI',
  'Rendre responsive',
];

/** The assistant chat of the studio: messages, suggestions, and an input that sends on Enter. */
export function StudioChat(props: {
  messages: ChatMessage[];
  isGenerating: boolean;
  onSend: (message: string) => void;
  fileCount: number;
  title: string;
  welcome: string;
  /** Cancels the running generation; the project stays as it was. */
  onStop?: () => void;
  className?: string;
}) {
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const lastMessage = props.messages.at(-1);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [props.messages.length, lastMessage?.content]);

  const send = (text: string) => {
    if (!text.trim() || props.isGenerating) return;
    props.onSend(text.trim());
    setDraft('');
  };

  return (
    <section aria-label={`Discussion avec ${BRAND}`} className={cn('flex min-h-0 flex-col bg-card', props.className)}>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2 text-xs text-muted-foreground">
        <span className="truncate font-medium text-foreground">{props.title}</span>
        <span className="shrink-0">{props.fileCount > 1 ? `${props.fileCount} fichiers` : `${props.fileCount} fichier`}</span>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <div className="flex gap-3">
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-gradient text-white">
            <Bot className="size-4" aria-hidden="true" />
          </span>
          <p className="rounded-2xl rounded-tl-sm bg-muted px-3 py-2 text-sm">{props.welcome}</p>
        </div>
        {props.messages.length === 0 ? (
          <div className="mt-4 flex flex-wrap gap-2" aria-label="Suggestions">
            {CHAT_SUGGESTIONS.map((suggestion) => (
              <Button
                key={suggestion}
                variant="outline"
                size="sm"
                className="rounded-full"
                disabled={props.isGenerating}
                onClick={() => send(suggestion)}
              >
                {suggestion}
              </Button>
            ))}
          </div>
        ) : null}
        <ol ref={list} className="mt-4 space-y-4" aria-label="Messages">
          {props.messages.map((message) =>
            message.role === 'notice' ? (
              <li
                key={message.id}
                className={cn(
                  'rounded-xl border px-3 py-2 text-xs',
                  message.isError
                    ? 'border-destructive/40 bg-destructive/10 text-destructive'
                    : 'border-primary/30 bg-accent text-accent-foreground',
                )}
              >
                <p className="flex items-start gap-2 whitespace-pre-wrap [overflow-wrap:anywhere]">
                  <Wrench className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  <span>{message.content}</span>
                </p>
                {message.action ? (
                  <Button size="sm" variant="outline" className="mt-2" onClick={message.action.run} disabled={props.isGenerating}>
                    <RotateCcw aria-hidden="true" />
                    {message.action.label}
                  </Button>
                ) : null}
              </li>
            ) : (
              <li key={message.id} className={cn('flex gap-3', message.role === 'user' && 'flex-row-reverse')}>
                <span
                  className={cn(
                    'grid size-8 shrink-0 place-items-center rounded-full',
                    message.role === 'user' ? 'bg-secondary text-secondary-foreground' : 'bg-brand-gradient text-white',
                  )}
                >
                  {message.role === 'user' ? <User className="size-4" aria-hidden="true" /> : <Bot className="size-4" aria-hidden="true" />}
                  <span className="sr-only">{message.role === 'user' ? 'Vous' : BRAND}</span>
                </span>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]',
                    message.role === 'user' ? 'rounded-tr-sm bg-primary text-primary-foreground' : 'rounded-tl-sm bg-muted',
                    message.isError && 'border border-destructive/40 bg-destructive/10 text-destructive',
                  )}
                >
                  {message.role === 'assistant' && message.content ? (
                    <Markdown>{message.content}</Markdown>
                  ) : (
                    message.content || (message.role === 'assistant' && props.isGenerating ? '…' : '')
                  )}
                  {message.files && message.files.length > 0 ? (
                    <ul className="mt-2 space-y-0.5 border-t border-foreground/10 pt-2 font-mono text-xs text-muted-foreground">
                      {message.files.map((file) => (
                        <li key={file}>{file}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ),
          )}
        </ol>
      </div>
      <form
        className="border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
      >
        {props.isGenerating ? (
          <div className="mb-2 flex items-center justify-between gap-2">
            <p role="status" className="flex items-center gap-2 text-xs text-primary">
              <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
              Génération en cours...
            </p>
            {props.onStop ? (
              <Button type="button" variant="outline" size="sm" onClick={props.onStop}>
                Arrêter
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="flex items-end gap-2">
          <label htmlFor="studio-chat-input" className="sr-only">
            Message pour {BRAND}
          </label>
          <Textarea
            id="studio-chat-input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send(draft);
              }
            }}
            disabled={props.isGenerating}
            // An empty project (created without a prompt) opens ready for its first request.
            autoFocus={props.fileCount === 0 && props.messages.length === 0}
            placeholder={`Décrivez une modification à ${BRAND}…`}
            rows={2}
            className="min-h-12 resize-none"
          />
          <Button type="submit" variant="brand" size="icon" aria-label="Envoyer" disabled={props.isGenerating || !draft.trim()}>
            <Send aria-hidden="true" />
          </Button>
        </div>
      </form>
    </section>
  );
}
