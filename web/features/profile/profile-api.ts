import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema, type UpdateProfileInput } from '@common/profile';
import { apiFetch } from '@/lib/api';
import { authClient } from '@/lib/auth-client';
import { useAuth } from '@/app/use-auth';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async () => (await apiFetch('/api/profile', profileResponseSchema)).profile,
});

export const useProfile = () => useQuery(profileQuery);

/** Every change to the profile answers the new profile: it replaces the cached one, and /api/me follows. */
function useProfileMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: async (input: Input) => profileResponseSchema.parse(await send(input)).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      void refresh();
    },
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((input: UpdateProfileInput) =>
    apiFetch('/api/profile', profileResponseSchema, { method: 'PATCH', body: JSON.stringify(input) }),
  );

export const useUploadAvatar = () =>
  useProfileMutation((file: File) => {
    const form = new FormData();
    form.set('file', file);
    return apiFetch('/api/profile/avatar', profileResponseSchema, { method: 'POST', body: form });
  });

export const useRemoveAvatar = () => useProfileMutation(() => apiFetch('/api/profile/avatar', profileResponseSchema, { method: 'DELETE' }));

/** « Utiliser ma photo GitHub »: the server copies the linked account's avatar, resized as any uploaded photo. */
export const useGithubAvatar = () => useProfileMutation(() => apiFetch('/api/github/avatar', profileResponseSchema, { method: 'POST' }));

/** The account's sessions (better-auth) and which one is this browser's. */
export const sessionsQuery = queryOptions({
  queryKey: ['profile', 'sessions'],
  queryFn: async () => {
    const [list, current] = await Promise.all([authClient.listSessions(), authClient.getSession()]);
    if (list.error) throw new Error(list.error.message ?? 'Impossible de charger les sessions');
    const sessions = [...list.data].sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
    return { sessions, currentToken: current.data?.session.token ?? null };
  },
});
