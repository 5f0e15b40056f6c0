import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  dashboardStatsSchema,
  projectDetailSchema,
  projectListSchema,
  projectSchema,
  type CreateProjectInput,
  type Project,
  type SaveVersionInput,
  type UpdateProjectInput,
} from '@common/projects';
import { apiFetch } from '@/lib/api';

const projectResponse = z.object({ project: projectSchema });

export const projectsQuery = queryOptions({
  queryKey: ['projects'],
  queryFn: async () => (await apiFetch('/api/projects', projectListSchema)).projects,
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

/** Every change to a project refreshes the list and the dashboard figures. */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['projects'] }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]);
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: createProjectRequest, onSuccess: invalidate });
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
      queryClient.setQueryData(projectsQuery.queryKey, (list) => list?.map((p) => (p.id === project.id ? project : p)));
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
