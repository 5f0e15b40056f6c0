import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import {
  dashboardStatsSchema,
  importProjectResponseSchema,
  projectDetailSchema,
  projectListSchema,
  projectNamesSchema,
  projectSchema,
  type CreateProjectInput,
  type ImportProjectResponse,
  type Project,
  type ProjectListPage,
  type ProjectListQuery,
  type SaveVersionInput,
  type UpdateProjectInput,
} from '@common/projects';
import { apiErrorSchema } from '@common/errors';
import { apiFetch, ApiRequestError } from '@/lib/api';

const projectResponse = z.object({ project: projectSchema });

/** The list's filters as the server takes them; a page is fetched at a time (« Afficher plus »). */
export type ProjectListFilters = Omit<ProjectListQuery, 'page' | 'limit'>;

export const projectsPagesQuery = (filters: ProjectListFilters) =>
  infiniteQueryOptions({
    queryKey: ['projects', 'list', filters],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ page: String(pageParam) });
      for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
      return apiFetch(`/api/projects?${params.toString()}`, projectListSchema);
    },
    initialPageParam: 1,
    getNextPageParam: (last: ProjectListPage) => (last.hasMore ? last.page + 1 : undefined),
  });

/** Every project's id and name, for a picker (new build, support request). */
export const projectNamesQuery = queryOptions({
  queryKey: ['projects', 'names'],
  queryFn: async () => (await apiFetch('/api/projects/names', projectNamesSchema)).projects,
});

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: ['projects', id],
    queryFn: () => apiFetch(`/api/projects/${id}`, projectDetailSchema),
  });

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => apiFetch('/api/dashboard', dashboardStatsSchema),
});

export async function createProjectRequest(input: CreateProjectInput): Promise<Project> {
  const { project } = await apiFetch('/api/projects', projectResponse, { method: 'POST', body: JSON.stringify(input) });
  return project;
}

const versionResponse = z.object({ version: z.object({ number: z.number(), createdAt: z.string(), fileCount: z.number() }) });

/** A manual save of a project's files as its next version (409 when the project moved on meanwhile). */
export async function saveVersionRequest(id: string, input: SaveVersionInput) {
  const { version } = await apiFetch(`/api/projects/${id}/versions`, versionResponse, { method: 'POST', body: JSON.stringify(input) });
  return version;
}

/**
 * Sends a project's zip as is (POST /api/projects/import). XHR rather than fetch: it reports how much of the
 * upload is done, for the progress shown on the button.
 */
export function importProjectRequest({
  file,
  onProgress,
}: {
  file: File;
  onProgress: (percent: number) => void;
}): Promise<ImportProjectResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/projects/import');
    xhr.responseType = 'json';
    xhr.setRequestHeader('content-type', 'application/zip');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiRequestError('Impossible de joindre le serveur. Vérifiez votre connexion.', 0, 'NETWORK'));
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = importProjectResponseSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
      }
      const error = apiErrorSchema.safeParse(body);
      reject(
        new ApiRequestError(
          error.success ? error.data.message : "Impossible d'importer le projet. Veuillez réessayer.",
          xhr.status,
          error.success ? error.data.code : 'UNKNOWN',
        ),
      );
    };
    xhr.send(file);
  });
}

/** Every change to a project refreshes the list and the dashboard figures. */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['projects'] }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]);
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: createProjectRequest, onSuccess: invalidate });
}

export function useImportProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: importProjectRequest, onSuccess: invalidate });
}

export function useUpdateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateProjectInput }) =>
      (await apiFetch(`/api/projects/${id}`, projectResponse, { method: 'PATCH', body: JSON.stringify(changes) })).project,
    onSuccess: invalidate,
  });
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isFavorite }: { id: string; isFavorite: boolean }) =>
      (await apiFetch(`/api/projects/${id}/favorite`, projectResponse, { method: 'PUT', body: JSON.stringify({ isFavorite }) })).project,
    onSuccess: (project) => {
      queryClient.setQueriesData<InfiniteData<ProjectListPage>>({ queryKey: ['projects', 'list'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                projects: page.projects.map((p) => (p.id === project.id ? { ...p, isFavorite: project.isFavorite } : p)),
              })),
            }
          : data,
      );
      // A list filtered on favourites must gain or lose the project: fetched again, in the background.
      void queryClient.invalidateQueries({ queryKey: ['projects', 'list', { favorites: 'true' }], exact: false });
    },
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`/api/projects/${id}`, z.unknown(), { method: 'DELETE' });
    },
    onSuccess: invalidate,
  });
}
