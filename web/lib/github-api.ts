import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  GITHUB_REDIRECT_STORAGE_KEY,
  githubAuthUrlSchema,
  githubReposSchema,
  githubStatusSchema,
  projectGithubSchema,
  pullResultSchema,
  pushResultSchema,
  type CreateRepoInput,
  type ImportRepoInput,
  type PullInput,
} from '@common/github';
import { apiFetch } from '@/lib/api';

/** The account's GitHub link, as « Mon Profil » and the studio menu show it. */
export const githubStatusQuery = queryOptions({
  queryKey: ['github'],
  queryFn: () => apiFetch('/api/github', githubStatusSchema),
});

export const useGithubStatus = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...githubStatusQuery, enabled: options.enabled ?? true });

/** The user's repositories, for the import picker (asked for only when the dialog opens). */
export const githubReposQuery = queryOptions({
  queryKey: ['github', 'repos'],
  queryFn: async () => (await apiFetch('/api/github/repos', githubReposSchema)).repos,
  staleTime: 60_000,
});

export const projectGithubQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project-github', projectId],
    queryFn: () => apiFetch(`/api/projects/${projectId}/github`, projectGithubSchema),
  });

/**
 * Starts GitHub's consent screen. The page to come back to is kept in session storage (the server always returns
 * to /profile, which sends the browser on; see use-github-return.ts).
 */
export async function startGithubConnect(): Promise<void> {
  const { authUrl } = await apiFetch('/api/github/connect', githubAuthUrlSchema, { method: 'POST' });
  sessionStorage.setItem(GITHUB_REDIRECT_STORAGE_KEY, `${window.location.pathname}${window.location.search}`);
  window.location.href = authUrl;
}

export function useDisconnectGithub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/github/disconnect', githubStatusSchema, { method: 'POST' }),
    onSuccess: (status) => {
      queryClient.setQueryData(githubStatusQuery.queryKey, status);
      queryClient.removeQueries({ queryKey: githubReposQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['project-github'] });
    },
  });
}

const importedSchema = z.object({ project: z.object({ id: z.string(), title: z.string() }), skipped: z.array(z.string()) });

export function useImportRepo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportRepoInput) => apiFetch('/api/github/import', importedSchema, { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['projects', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['projects', 'names'] }),
      ]),
  });
}

/** Every GitHub action on a project changes what the studio menu shows: it is read again after each. */
function useProjectGithubMutation<Input, Output>(projectId: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectGithubQuery(projectId).queryKey }),
  });
}

export const useCreateRepo = (projectId: string) =>
  useProjectGithubMutation(projectId, (input: CreateRepoInput) =>
    apiFetch(`/api/projects/${projectId}/github/repo`, pushResultSchema, { method: 'POST', body: JSON.stringify(input) }),
  );

export const usePushToGithub = (projectId: string) =>
  useProjectGithubMutation(projectId, () => apiFetch(`/api/projects/${projectId}/github/push`, pushResultSchema, { method: 'POST' }));

export const useUnlinkRepo = (projectId: string) =>
  useProjectGithubMutation(projectId, () => apiFetch(`/api/projects/${projectId}/github`, projectGithubSchema, { method: 'DELETE' }));

export const usePullFromGithub = (projectId: string) =>
  useProjectGithubMutation(projectId, (input: PullInput) =>
    apiFetch(`/api/projects/${projectId}/github/pull`, pullResultSchema, { method: 'POST', body: JSON.stringify(input) }),
  );
