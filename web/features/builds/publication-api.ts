import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { publicationResponseSchema, publicationSchema, type Publication, type PublishInput } from '@common/publishing';
import { apiFetch } from '@/lib/api';

const publishResponseSchema = z.object({ buildId: z.string(), publication: publicationSchema.nullable() });

export const publicationQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'publication'],
    queryFn: async () => (await apiFetch(`/api/projects/${projectId}/publication`, publicationResponseSchema)).publication,
  });

const isMoving = (publication: Publication | null | undefined) =>
  Boolean(publication && (publication.state === 'publishing' || publication.pendingBuildId));

/** The project's publication; read every second while its web build runs, so the dialog shows when it is online. */
export function usePublication(projectId: string, enabled = true) {
  return useQuery({ ...publicationQuery(projectId), enabled, refetchInterval: (query) => (isMoving(query.state.data) ? 1000 : false) });
}

export function usePublish(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PublishInput) =>
      apiFetch(`/api/projects/${projectId}/publication`, publishResponseSchema, { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: (result) => {
      queryClient.setQueryData(publicationQuery(projectId).queryKey, result.publication);
      void queryClient.invalidateQueries({ queryKey: ['builds'] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

export function useUnpublish(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => apiFetch(`/api/projects/${projectId}/publication`, publicationResponseSchema, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(publicationQuery(projectId).queryKey, null);
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
