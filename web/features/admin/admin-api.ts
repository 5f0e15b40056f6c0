import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useAuth } from '@/app/use-auth';
import {
  ADMIN_REFRESH_MS,
  adminAiResponseListSchema,
  adminAiResponseSchema,
  adminOverviewSchema,
  adminProjectListSchema,
  adminProjectRowSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserRowSchema,
  type AdminProjectRow,
  type GRANTABLE_ROLES,
} from '@common/admin';
import { apiFetch } from '@/lib/api';

type GrantableRole = (typeof GRANTABLE_ROLES)[number];

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Every admin query starts with this key, so a change can refresh the whole console when it must. */
const ADMIN = 'admin';

export const adminOverviewQuery = queryOptions({
  queryKey: [ADMIN, 'overview'],
  queryFn: () => apiFetch('/api/admin/overview', adminOverviewSchema),
  refetchInterval: ADMIN_REFRESH_MS,
});

export const adminAiResponsesQuery = (provider: string | undefined) =>
  queryOptions({
    queryKey: [ADMIN, 'ai-responses', provider ?? 'all'],
    queryFn: async () => (await apiFetch(withQuery('/api/admin/ai-responses', { provider }), adminAiResponseListSchema)).responses,
    placeholderData: keepPreviousData,
  });

export interface AdminUsersFilter {
  role?: string;
  q?: string;
  page: number;
}

export const adminUsersQuery = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: [ADMIN, 'users', filter],
    queryFn: () => apiFetch(withQuery('/api/admin/users', { role: filter.role, q: filter.q, page: filter.page }), adminUserListSchema),
    placeholderData: keepPreviousData,
  });

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: [ADMIN, 'user', id],
    queryFn: () => apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, adminUserDetailSchema),
    // A missing user stays missing: no retries before « Utilisateur introuvable ».
    retry: false,
  });

export const adminProjectsQuery = (q: string | undefined) =>
  queryOptions({
    queryKey: [ADMIN, 'projects', q ?? ''],
    queryFn: () => apiFetch(withQuery('/api/admin/projects', { q }), adminProjectListSchema),
    placeholderData: keepPreviousData,
  });

/** Search boxes wait for a pause in typing before they ask the server. */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function useVerifyAiResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, verified }: { id: string; verified: boolean }) =>
      (
        await apiFetch(
          `/api/admin/ai-responses/${id}/verification`,
          z.object({ response: adminAiResponseSchema }),
          json('PUT', { verified }),
        )
      ).response,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN, 'ai-responses'] }),
  });
}

const userResponse = z.object({ user: adminUserRowSchema });

/** A user's row changed: the lists, their page and the figures that count them. */
function useInvalidateUser() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADMIN, 'users'] }),
      queryClient.invalidateQueries({ queryKey: [ADMIN, 'user', id] }),
      queryClient.invalidateQueries({ queryKey: [ADMIN, 'overview'] }),
      // The admin may have changed their own roles (premium, developer): the session state is read again.
      refresh(),
    ]);
}

export function useSetUserRoles() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: async ({ id, roles }: { id: string; roles: GrantableRole[] }) =>
      (await apiFetch(`/api/admin/users/${id}/roles`, userResponse, json('PUT', { roles }))).user,
    onSuccess: (user) => invalidate(user.id),
  });
}

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/admin/users/${id}/password-reset`, z.object({ sent: z.literal(true) }), json('POST', {})),
  });
}

export function useSuspendUser() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason?: string }) =>
      (await apiFetch(`/api/admin/users/${id}/suspension`, userResponse, json('POST', reason ? { reason } : {}))).user,
    onSuccess: (user) => invalidate(user.id),
  });
}

export function useUnsuspendUser() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: async (id: string) => (await apiFetch(`/api/admin/users/${id}/suspension`, userResponse, { method: 'DELETE' })).user,
    onSuccess: (user) => invalidate(user.id),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, sessionId }: { userId: string; sessionId: string }) =>
      apiFetch(`/api/admin/users/${userId}/sessions/${sessionId}`, z.object({ revoked: z.literal(true) }), { method: 'DELETE' }),
    onSuccess: (_result, { userId }) => queryClient.invalidateQueries({ queryKey: [ADMIN, 'user', userId] }),
  });
}

export function useSetProjectVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      (await apiFetch(`/api/admin/projects/${id}/visibility`, z.object({ project: adminProjectRowSchema }), json('PUT', { isPublic })))
        .project,
    onSuccess: (project) => {
      // The spec updates the list in place; the refetch that follows confirms it.
      queryClient.setQueriesData<{ projects: AdminProjectRow[]; total: number }>({ queryKey: [ADMIN, 'projects'] }, (list) =>
        list ? { ...list, projects: list.projects.map((row) => (row.id === project.id ? project : row)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: [ADMIN, 'projects'] });
    },
  });
}

export function useDeleteAdminProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/admin/projects/${id}`, z.object({ deleted: z.literal(true) }), { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN] }),
        // The owner may be this admin: their own lists change too.
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
