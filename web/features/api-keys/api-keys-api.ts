import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiKeyListSchema, createdApiKeySchema, type CreateApiKeyInput } from '@common/api-keys';
import { apiFetch } from '@/lib/api';

/** The account's keys that are not revoked (expired ones included) and the hourly limit each gets. */
export const apiKeysQuery = queryOptions({
  queryKey: ['api-keys'],
  queryFn: () => apiFetch('/api/api-keys', apiKeyListSchema),
});

export const useApiKeys = () => useQuery(apiKeysQuery);

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      apiFetch('/api/api-keys', createdApiKeySchema, { method: 'POST', body: JSON.stringify(input) }),
    // The answer holds the full key: it is not kept in the mutation cache once the dialog that shows it is gone.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // 204: no body, which apiFetch reads as null.
    mutationFn: (id: string) => apiFetch(`/api/api-keys/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(apiKeysQuery.queryKey, (list) =>
        list ? { ...list, keys: list.keys.filter((key) => key.id !== id) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey });
    },
  });
}
