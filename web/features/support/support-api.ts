import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketListSchema, ticketResponseSchema, type CreateTicketInput } from '@common/admin';
import { projectNamesSchema } from '@common/projects';
import { apiFetch } from '@/lib/api';

/** The signed-in user's own support requests (« Mes demandes » on /support). */

const REFRESH_MS = 60_000;

export const myTicketsQuery = queryOptions({
  queryKey: ['support', 'tickets'],
  queryFn: async () => (await apiFetch('/api/support/tickets', ticketListSchema)).tickets,
});

/** Refreshed every minute, so an answer from the team shows up while the page stays open. */
export function useMyTickets(enabled: boolean) {
  return useQuery({ ...myTicketsQuery, enabled, refetchInterval: REFRESH_MS });
}

/** The projects a request may be about: only their id and title (own cache key, so the projects page keeps its shape). */
export const ticketProjectChoicesQuery = queryOptions({
  queryKey: ['support', 'project-choices'],
  queryFn: async () => (await apiFetch('/api/projects/names', projectNamesSchema)).projects,
});

export function useTicketProjectChoices(enabled: boolean) {
  return useQuery({ ...ticketProjectChoicesQuery, enabled });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateTicketInput) =>
      (await apiFetch('/api/support/tickets', ticketResponseSchema, { method: 'POST', body: JSON.stringify(input) })).ticket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTicketsQuery.queryKey }),
  });
}

export function useReplyToMyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, message }: { id: string; message: string }) =>
      (await apiFetch(`/api/support/tickets/${id}/replies`, ticketResponseSchema, { method: 'POST', body: JSON.stringify({ message }) }))
        .ticket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTicketsQuery.queryKey }),
  });
}
