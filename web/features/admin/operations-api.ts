import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ADMIN_REFRESH_MS,
  adminSettingsSchema,
  adminSystemSchema,
  auditStatsSchema,
  ticketListSchema,
  ticketResponseSchema,
  type TicketStatus,
} from '@common/admin';
import { auditLogSchema, type AuditFilter } from '@common/audit';
import { apiDownload, apiFetch } from '@/lib/api';

/** Data access for the console's last four tabs: support, audit, system and settings. */

const auditLogListSchema = z.object({ logs: z.array(auditLogSchema) });

/** `?a=1&b=2` from the filled fields only; empty when none is. */
function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

// ---------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------

export const adminTicketsQuery = (status: TicketStatus | undefined) =>
  queryOptions({
    queryKey: ['admin', 'tickets', status ?? 'all'],
    queryFn: async () => (await apiFetch(`/api/admin/support/tickets${queryString({ status })}`, ticketListSchema)).tickets,
  });

export function useAdminTickets(status: TicketStatus | undefined) {
  return useQuery({ ...adminTicketsQuery(status), refetchInterval: ADMIN_REFRESH_MS, placeholderData: keepPreviousData });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, message }: { id: string; message: string }) =>
      (
        await apiFetch(`/api/admin/support/tickets/${id}/replies`, ticketResponseSchema, {
          method: 'POST',
          body: JSON.stringify({ message }),
        })
      ).ticket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'tickets'] }),
  });
}

export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: TicketStatus }) =>
      (await apiFetch(`/api/admin/support/tickets/${id}/status`, ticketResponseSchema, { method: 'PUT', body: JSON.stringify({ status }) }))
        .ticket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'tickets'] }),
  });
}

// ---------------------------------------------------------------------------
// Audit
// ---------------------------------------------------------------------------

export const auditLogsQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit-logs', filter],
    queryFn: async () => (await apiFetch(`/api/admin/audit-logs${queryString(filter)}`, auditLogListSchema)).logs,
  });

export function useAuditLogs(filter: AuditFilter) {
  return useQuery({ ...auditLogsQuery(filter), placeholderData: keepPreviousData });
}

/** The 30-day figures above the journal. */
export const auditStatsQuery = queryOptions({
  queryKey: ['admin', 'audit-stats'],
  queryFn: () => apiFetch('/api/admin/audit-logs/stats', auditStatsSchema),
});

export function useAuditStats() {
  return useQuery(auditStatsQuery);
}

/** Saves `audit-logs-{date}.csv` with the journal's current filters (the server names the file). */
export function exportAuditLogs(filter: AuditFilter): Promise<void> {
  return apiDownload(`/api/admin/audit-logs/export${queryString(filter)}`);
}

// ---------------------------------------------------------------------------
// Système
// ---------------------------------------------------------------------------

export const systemQuery = queryOptions({
  queryKey: ['admin', 'system'],
  queryFn: () => apiFetch('/api/admin/system', adminSystemSchema),
});

export function useSystem() {
  return useQuery({ ...systemQuery, refetchInterval: ADMIN_REFRESH_MS });
}

/** « Générer métriques »: the server takes a real sample now and answers the tab's fresh data. */
export function useRecordSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/system/samples', adminSystemSchema, { method: 'POST', body: JSON.stringify({}) }),
    onSuccess: (system) => queryClient.setQueryData(systemQuery.queryKey, system),
  });
}

// ---------------------------------------------------------------------------
// Paramètres
// ---------------------------------------------------------------------------

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: () => apiFetch('/api/admin/settings', adminSettingsSchema),
});

export function useSettings() {
  return useQuery(settingsQuery);
}
