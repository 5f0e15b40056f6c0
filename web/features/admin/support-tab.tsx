import { Inbox, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BRAND } from '@common/brand';
import { TICKET_STATUSES, TICKET_STATUS_LABELS, ticketStatusSchema, type Ticket, type TicketStatus } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useAdminTickets, useReplyToTicket, useSetTicketStatus } from './operations-api';

const STATUS_VARIANT: Record<TicketStatus, 'accent' | 'warning' | 'success'> = {
  open: 'accent',
  in_progress: 'warning',
  resolved: 'success',
};
const FILTERS: { value: TicketStatus | undefined; label: string }[] = [
  { value: undefined, label: 'Tous' },
  ...TICKET_STATUSES.map((status) => ({ value: status, label: TICKET_STATUS_LABELS[status] })),
];

const errorText = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback);

function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className="shrink-0 whitespace-nowrap">
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Support requests opened from /support: the list by status, one thread at a time, answers and status. */
export function SupportTab() {
  const [status, setStatus] = useState<TicketStatus | undefined>(undefined);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const tickets = useAdminTickets(status);
  const list = tickets.data ?? [];
  const selected = list.find((ticket) => ticket.id === selectedId) ?? null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Demandes de support</h2>
          <p className="text-sm text-muted-foreground">Les demandes ouvertes par les utilisateurs depuis la page Support.</p>
        </div>
        <div role="group" aria-label="Filtrer par statut" className="flex flex-wrap gap-1 rounded-lg border bg-card p-1">
          {FILTERS.map((filter) => (
            <Button
              key={filter.label}
              size="sm"
              variant={status === filter.value ? 'secondary' : 'ghost'}
              aria-pressed={status === filter.value}
              onClick={() => setStatus(filter.value)}
            >
              {filter.label}
            </Button>
          ))}
        </div>
      </div>

      {tickets.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
          <span>{errorText(tickets.error, 'Impossible de charger les demandes de support.')}</span>
          <Button variant="outline" size="sm" onClick={() => void tickets.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : tickets.isPending ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <Inbox className="size-8 text-primary" aria-hidden="true" />
          <p className="font-medium">Aucune demande de support</p>
          <p className="max-w-md text-sm text-muted-foreground">
            {status
              ? `Aucune demande au statut « ${TICKET_STATUS_LABELS[status]} ».`
              : 'Les demandes envoyées depuis la page Support apparaîtront ici.'}
          </p>
          {status ? (
            <Button variant="outline" size="sm" onClick={() => setStatus(undefined)}>
              Voir toutes les demandes
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul aria-label="Demandes" className="max-h-[600px] space-y-2 overflow-y-auto pr-1">
            {list.map((ticket) => (
              <li key={ticket.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(ticket.id)}
                  aria-current={ticket.id === selected?.id ? 'true' : undefined}
                  className={cn(
                    'w-full rounded-xl border bg-card p-3 text-left transition-colors hover:bg-secondary/60 focus-visible:outline-2 focus-visible:outline-ring',
                    ticket.id === selected?.id && 'border-primary bg-accent/40',
                  )}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0 break-words font-medium">{ticket.subject}</span>
                    <TicketStatusBadge status={ticket.status} />
                  </span>
                  <span className="mt-1 block truncate text-sm text-muted-foreground">{ticket.email}</span>
                  <span className="mt-1 block text-xs text-muted-foreground">
                    {ticket.projectTitle ? `Projet : ${ticket.projectTitle} · ` : ''}
                    {formatDateTime(ticket.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {selected ? (
            <TicketThread key={selected.id} ticket={selected} />
          ) : (
            <Card className="hidden items-center justify-center p-8 text-center text-sm text-muted-foreground lg:flex">
              Sélectionnez une demande pour lire la conversation et y répondre.
            </Card>
          )}
        </div>
      )}
    </div>
  );
}

function TicketThread({ ticket }: { ticket: Ticket }) {
  const reply = useReplyToTicket();
  const setStatus = useSetTicketStatus();
  const [message, setMessage] = useState('');
  const cardRef = useRef<HTMLDivElement>(null);
  // On one column the thread sits below the list: bring it into view when a request is chosen.
  useEffect(() => {
    if (window.matchMedia('(max-width: 1023px)').matches) cardRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text || reply.isPending) return;
    reply.mutate(
      { id: ticket.id, message: text },
      {
        onSuccess: () => {
          setMessage('');
          toast.success('Réponse envoyée');
        },
        onError: (error) => toast.error('Erreur', { description: errorText(error, "Impossible d'envoyer la réponse.") }),
      },
    );
  };

  const changeStatus = (value: string) => {
    const status = ticketStatusSchema.parse(value);
    setStatus.mutate(
      { id: ticket.id, status },
      {
        onSuccess: () => toast.success('Statut mis à jour', { description: TICKET_STATUS_LABELS[status] }),
        onError: (error) => toast.error('Erreur', { description: errorText(error, 'Impossible de modifier le statut.') }),
      },
    );
  };

  return (
    <Card
      ref={cardRef}
      className="flex min-w-0 scroll-mt-20 flex-col gap-4 p-4 sm:p-5"
      aria-label={`Demande : ${ticket.subject}`}
      role="region"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{ticket.subject}</h3>
          <p className="break-words text-sm text-muted-foreground">
            {ticket.email}
            {ticket.projectTitle ? ` · Projet : ${ticket.projectTitle}` : ''}
          </p>
          <p className="text-xs text-muted-foreground">Ouverte le {formatDateTime(ticket.createdAt)}</p>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={`ticket-status-${ticket.id}`} className="text-muted-foreground">
            Statut
          </Label>
          <NativeSelect
            id={`ticket-status-${ticket.id}`}
            value={ticket.status}
            onChange={(event) => changeStatus(event.target.value)}
            disabled={setStatus.isPending}
            className="w-36"
          >
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TICKET_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <ol aria-label="Conversation" className="max-h-[420px] space-y-3 overflow-y-auto">
        {ticket.messages.map((entry) => (
          <li
            key={entry.id}
            className={cn(
              'max-w-[90%] rounded-xl border px-3 py-2 text-sm',
              entry.author === 'staff' ? 'ml-auto border-primary/30 bg-accent/50' : 'bg-secondary/60',
            )}
          >
            <p className="mb-1 text-xs font-medium text-muted-foreground">
              {entry.author === 'staff' ? `Équipe ${BRAND}` : (entry.authorName ?? ticket.email)} · {formatDateTime(entry.createdAt)}
            </p>
            <p className="whitespace-pre-wrap break-words">{entry.message}</p>
          </li>
        ))}
      </ol>

      <form onSubmit={send} className="space-y-2">
        <Label htmlFor={`ticket-reply-${ticket.id}`}>Votre réponse</Label>
        <Textarea
          id={`ticket-reply-${ticket.id}`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={5000}
          placeholder="Écrivez votre réponse à l'utilisateur…"
          className="min-h-20"
        />
        <div className="flex justify-end">
          <Button type="submit" variant="brand" disabled={!message.trim() || reply.isPending}>
            {reply.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Répondre
          </Button>
        </div>
      </form>
    </Card>
  );
}
