import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildListSchema, buildResponseSchema, type Build, type CreateBuildInput } from '@common/builds';
import { versionListSchema } from '@common/projects';
import { apiFetch } from '@/lib/api';

const running = (builds: Build[] | undefined) =>
  builds?.some((build) => build.status === 'pending' || build.status === 'building') ?? false;

/** The user's builds. While one runs, useBuildsStream keeps the list moving. */
export const buildsQuery = queryOptions({
  queryKey: ['builds'],
  queryFn: async () => (await apiFetch('/api/builds', buildListSchema)).builds,
});

/**
 * The builds list, live: while a build runs, the server streams the list (Server-Sent Events) each time a stage
 * or a percentage moves, and the stream ends when nothing runs. A stream that breaks falls back to reading the
 * list every two seconds.
 */
export function useBuilds() {
  const queryClient = useQueryClient();
  const builds = useQuery(buildsQuery);
  const isRunning = running(builds.data);
  useEffect(() => {
    if (!isRunning) return;
    const source = new EventSource('/api/builds/events');
    let fallback: ReturnType<typeof setInterval> | undefined;
    source.addEventListener('builds', (event) => {
      const parsed = buildListSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) queryClient.setQueryData(buildsQuery.queryKey, parsed.data.builds);
    });
    source.onerror = () => {
      // The server closes the stream once nothing runs: the last list it sent says so, and the effect ends.
      source.close();
      fallback ??= setInterval(() => void queryClient.invalidateQueries({ queryKey: buildsQuery.queryKey }), 2000);
    };
    return () => {
      source.close();
      if (fallback) clearInterval(fallback);
    };
  }, [isRunning, queryClient]);
  return builds;
}

export const projectVersionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'versions'],
    queryFn: async () => (await apiFetch(`/api/projects/${projectId}/versions`, versionListSchema)).versions,
    enabled: projectId !== '',
  });

export function useStartBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateBuildInput) =>
      (await apiFetch('/api/builds', buildResponseSchema, { method: 'POST', body: JSON.stringify(input) })).build,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['builds'] }),
  });
}
