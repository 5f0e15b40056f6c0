import { FileText, ImageIcon, Loader2, Paperclip, Send, Square, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ACCEPT_ATTRIBUTE, CHAT_ATTACHMENT_LIMITS } from '@common/chat-rules';
import type { AnalyzedAttachment } from '@common/attachments';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { useAttachments, type AttachedFile } from './use-attachments';

const STATUS_LABELS: Record<AttachedFile['status'], string> = {
  uploading: 'Envoi…',
  analyzing: 'Analyse…',
  ready: 'Prêt',
  error: 'Erreur',
};

/** Enter sends, Shift+Enter adds a line; nothing is sent while attached files are being read. */
export function Composer({
  disabled,
  pending,
  onSend,
  onStop,
}: {
  disabled: boolean;
  pending: boolean;
  onSend: (text: string, attachments: AnalyzedAttachment[]) => Promise<boolean>;
  onStop: () => void;
}) {
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const attachments = useAttachments(CHAT_ATTACHMENT_LIMITS);
  const wide = useMediaQuery('(min-width: 640px)');
  // Sending is possible at any moment: before the conversation exists or while a reply streams, the chat queues it.
  const canSend = text.trim() !== '' && !attachments.busy;

  const submit = async () => {
    if (!canSend) return;
    const message = text;
    const files = attachments.ready;
    setText('');
    attachments.clear();
    // On failure the message stays in the conversation with a 'Réessayer' button (or the quota's next time).
    await onSend(message, files);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <div className="border-t bg-background px-3 py-3 sm:px-6">
      <div className="mx-auto max-w-3xl">
        {attachments.files.length ? (
          <ul className="mb-2 flex flex-wrap gap-2" aria-label="Fichiers joints">
            {attachments.files.map((file) => (
              <li
                key={file.id}
                className={cn(
                  'flex max-w-full items-center gap-2 rounded-lg border bg-card px-2 py-1.5 text-xs',
                  file.status === 'error' && 'border-destructive/50',
                )}
              >
                {file.type === 'image' && file.preview ? (
                  <img src={file.preview} alt="" className="size-8 rounded object-cover" />
                ) : file.type === 'image' ? (
                  <ImageIcon className="size-4 text-primary" aria-hidden="true" />
                ) : (
                  <FileText className="size-4 text-primary" aria-hidden="true" />
                )}
                <span className="min-w-0">
                  <span className="block max-w-48 truncate font-medium">{file.file.name}</span>
                  <span className={cn('block max-w-64 truncate text-muted-foreground', file.status === 'error' && 'text-destructive')}>
                    {file.status === 'ready' && file.type !== 'image'
                      ? file.preview || STATUS_LABELS.ready
                      : file.status === 'error'
                        ? file.error
                        : STATUS_LABELS[file.status]}
                  </span>
                </span>
                {file.status === 'uploading' || file.status === 'analyzing' ? (
                  <Loader2 className="size-3 animate-spin" aria-hidden="true" />
                ) : null}
                <button
                  type="button"
                  onClick={() => attachments.remove(file.id)}
                  className="rounded p-0.5 hover:bg-secondary"
                  aria-label={`Retirer ${file.file.name}`}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex items-end gap-2 rounded-2xl border bg-card p-2 focus-within:ring-2 focus-within:ring-ring">
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              if (e.target.files) attachments.add(e.target.files);
              e.target.value = '';
            }}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => fileInput.current?.click()}
            aria-label="Joindre des fichiers"
            disabled={disabled}
          >
            <Paperclip aria-hidden="true" />
          </Button>
          <Textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            // On a phone the keyboard hint does not fit on one line and names keys a touch keyboard does not have.
            placeholder={wide ? 'Écrivez à Lumi… (Entrée pour envoyer, Maj+Entrée pour un saut de ligne)' : 'Écrivez à Lumi…'}
            aria-label="Votre message"
            rows={1}
            className="max-h-48 min-h-10 flex-1 resize-none border-0 bg-transparent px-1 py-2 shadow-none focus-visible:outline-none"
          />
          {pending ? (
            <Button type="button" variant="outline" size="icon" onClick={onStop} aria-label="Arrêter la réponse">
              <Square aria-hidden="true" />
            </Button>
          ) : (
            <Button type="button" variant="brand" size="icon" onClick={() => void submit()} disabled={!canSend} aria-label="Envoyer">
              <Send aria-hidden="true" />
            </Button>
          )}
        </div>
        <p className="mt-1 text-center text-[11px] text-muted-foreground">
          {CHAT_ATTACHMENT_LIMITS.maxFiles} fichiers de {CHAT_ATTACHMENT_LIMITS.maxMb} Mo au plus : images, texte, code, zip.
        </p>
      </div>
    </div>
  );
}
