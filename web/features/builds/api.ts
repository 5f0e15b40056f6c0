import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildListSchema, buildResponseSchema, type Build, type CreateBuildInput } from '@common/builds';
import { versionListSchema } from '@common/projects';
import { apiFetch } from '@/lib/api';

const running = (builds: Build[] | undefined) => builds?.some((build) => build.status === 'pending' || build.status === 'building') ?? false;

/** The user's builds; read again every second while one of them is still running, so its progress moves. */
export const buildsQuery = queryOptions({
  queryKey: ['builds'],
  queryFn: async () => (await apiFetch('/api/builds', buildListSchema)).builds,
  refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
});

export const projectVersionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'versions'],
    queryFn: async () => (await apiFetch(`/api/projects/${projectId}/versions`, versionListSchema)).versions,
    enabled: projectId !== '',
  });

export function useStartBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateBuildInput) => (await apiFetch('/api/builds', buildResponseSchema, { method: 'POST', body: JSON.stringify(input) })).build,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['builds'] }),
  });
}
