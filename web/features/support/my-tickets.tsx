import { ChevronDown, Inbox, LifeBuoy, Loader2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { BRAND } from '@common/brand';
import { createTicketSchema, TICKET_STATUS_LABELS, ticketReplySchema, type Ticket, type TicketStatus } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/app/use-auth';
import { ApiRequestError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCreateTicket, useMyTickets, useReplyToMyTicket, useTicketProjectChoices } from './support-api';

const STATUS_VARIANT: Record<TicketStatus, 'accent' | 'warning' | 'success'> = {
  open: 'accent',
  in_progress: 'warning',
  resolved: 'success',
};
const errorText = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback);

/** « Mes demandes » on /support: open a request to the team and follow its answers (signed-in visitors only). */
export function MyTickets() {
  const { user, loading } = useAuth();
  return (
    <section aria-labelledby="my-tickets" className="mt-12 sm:mt-16">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <LifeBuoy className="size-5" aria-hidden="true" />
        </span>
        <h2 id="my-tickets" className="text-2xl font-bold tracking-tight">
          Mes demandes
        </h2>
      </div>
      <p className="mt-2 text-muted-foreground">
        Une question sur votre compte ou un projet ? Écrivez à l’équipe {BRAND} : ses réponses arrivent ici.
      </p>
      {loading ? (
        <Skeleton className="mt-6 h-40 rounded-xl" />
      ) : user ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <NewTicketForm />
          <TicketList />
        </div>
      ) : (
        <p className="mt-4 text-muted-foreground">
          <Link to="/auth" state={{ from: '/support' }} className="font-medium text-primary underline-offset-4 hover:underline">
            Connectez-vous
          </Link>{' '}
          pour ouvrir une demande et suivre les réponses.
        </p>
      )}
    </section>
  );
}

const EMPTY = { subject: '', message: '', projectId: '' };

function NewTicketForm() {
  const createTicket = useCreateTicket();
  const projects = useTicketProjectChoices(true);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<'subject' | 'message', string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (createTicket.isPending) return;
    // The server parses the same schema: what passes here passes there.
    const parsed = createTicketSchema.safeParse({ subject: form.subject, message: form.message, projectId: form.projectId || null });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subject' || field === 'message') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    createTicket.mutate(parsed.data, {
      onSuccess: () => {
        setForm(EMPTY);
        toast.success('Demande envoyée', { description: 'Notre équipe vous répondra ici.' });
      },
      onError: (error) => toast.error('Erreur', { description: errorText(error, "Impossible d'envoyer la demande.") }),
    });
  };

  return (
    <Card className="h-fit min-w-0 p-5">
      <h3 className="text-lg font-semibold">Nouvelle demande</h3>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <div className="space-y-2">
          <Label htmlFor="ticket-subject">Sujet</Label>
          <Input
            id="ticket-subject"
            value={form.subject}
            onChange={(e) => setForm({ ...form, subject: e.target.value })}
            maxLength={200}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? 'ticket-subject-error' : undefined}
            placeholder="Ex. : ma prévisualisation reste blanche"
          />
          {errors.subject ? (
            <p id="ticket-subject-error" className="text-sm text-destructive">
              {errors.subject}
            </p>
          ) : null}
        </div>
        <div className="space-y-2">
          <Label htmlFor="ticket-message">Message</Label>
          <Textarea
            id="ticket-message"
            value={form.message}
            onChange={(e) => setForm({ ...form, message: e.target.value })}
            maxLength={5000}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'ticket-message-error' : undefined}
            placeholder="Décrivez ce qui se passe et ce que vous attendiez."
            className="min-h-32"
          />
          {errors.message ? (
            <p id="ticket-message-error" className="text-sm text-destructive">
              {errors.message}
            </p>
          ) : null}
        </div>
        <div className="space-y-2">
          <Label htmlFor="ticket-project">Projet concerné (facultatif)</Label>
          <NativeSelect
            id="ticket-project"
            value={form.projectId}
            onChange={(e) => setForm({ ...form, projectId: e.target.value })}
            disabled={projects.isPending}
          >
            <option value="">Aucun projet</option>
            {(projects.data ?? []).map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="brand" className="w-full" disabled={createTicket.isPending}>
          {createTicket.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          Envoyer la demande
        </Button>
      </form>
    </Card>
  );
}

function TicketList() {
  const tickets = useMyTickets(true);
  const [openId, setOpenId] = useState<string | null>(null);
  if (tickets.isError) {
    return (
      <div role="alert" className="flex h-fit flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
        <span>{errorText(tickets.error, 'Impossible de charger vos demandes.')}</span>
        <Button variant="outline" size="sm" onClick={() => void tickets.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (tickets.isPending) return <Skeleton className="h-48 rounded-xl" />;
  if (tickets.data.length === 0) {
    return (
      <div className="flex h-fit flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
        <Inbox className="size-8 text-primary" aria-hidden="true" />
        <p className="font-medium">Aucune demande pour le moment</p>
        <p className="max-w-sm text-sm text-muted-foreground">Vos demandes et les réponses de l’équipe {BRAND} apparaîtront ici.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Vos demandes" className="min-w-0 space-y-3">
      {tickets.data.map((ticket) => (
        <TicketItem
          key={ticket.id}
          ticket={ticket}
          open={ticket.id === openId}
          onToggle={() => setOpenId(ticket.id === openId ? null : ticket.id)}
        />
      ))}
    </ul>
  );
}

function TicketItem({ ticket, open, onToggle }: { ticket: Ticket; open: boolean; onToggle: () => void }) {
  const answers = ticket.messages.filter((message) => message.author === 'staff').length;
  const panelId = `ticket-panel-${ticket.id}`;
  return (
    <li className="rounded-xl border bg-card">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-secondary/40 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 break-words font-medium">{ticket.subject}</span>
            <Badge variant={STATUS_VARIANT[ticket.status]} className="whitespace-nowrap">
              {TICKET_STATUS_LABELS[ticket.status]}
            </Badge>
          </span>
          <span className="mt-1 block text-xs text-muted-foreground">
            {ticket.projectTitle ? `Projet : ${ticket.projectTitle} · ` : ''}
            Ouverte le {formatDateTime(ticket.createdAt)} ·{' '}
            {answers === 0 ? 'pas encore de réponse' : answers === 1 ? '1 réponse' : `${answers} réponses`}
          </span>
        </span>
        <ChevronDown
          className={cn('mt-1 size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div id={panelId} className="space-y-4 border-t p-4">
          <ol aria-label="Conversation" className="space-y-3">
            {ticket.messages.map((entry) => (
              <li
                key={entry.id}
                className={cn(
                  'max-w-[90%] rounded-xl border px-3 py-2 text-sm',
                  entry.author === 'staff' ? 'border-primary/30 bg-accent/50' : 'ml-auto bg-secondary/60',
                )}
              >
                <p className="mb-1 text-xs font-medium text-muted-foreground">
                  {entry.author === 'staff' ? `Équipe ${BRAND}` : 'Vous'} · {formatDateTime(entry.createdAt)}
                </p>
                <p className="whitespace-pre-wrap break-words">{entry.message}</p>
              </li>
            ))}
          </ol>
          <ReplyForm ticket={ticket} />
        </div>
      ) : null}
    </li>
  );
}

function ReplyForm({ ticket }: { ticket: Ticket }) {
  const reply = useReplyToMyTicket();
  const [message, setMessage] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketReplySchema.safeParse({ message });
    if (!parsed.success || reply.isPending) return;
    reply.mutate(
      { id: ticket.id, message: parsed.data.message },
      {
        onSuccess: () => {
          setMessage('');
          toast.success('Réponse envoyée');
        },
        onError: (error) => toast.error('Erreur', { description: errorText(error, "Impossible d'envoyer la réponse.") }),
      },
    );
  };
  return (
    <form onSubmit={send} className="space-y-2">
      <Label htmlFor={`my-ticket-reply-${ticket.id}`}>Votre message</Label>
      <Textarea
        id={`my-ticket-reply-${ticket.id}`}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={5000}
        className="min-h-20"
        placeholder={ticket.status === 'resolved' ? 'Écrire de nouveau à l’équipe…' : 'Ajouter une précision…'}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={!message.trim() || reply.isPending}>
          {reply.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          Répondre
        </Button>
      </div>
    </form>
  );
}
