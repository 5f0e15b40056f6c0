import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { meSchema, publicConfigSchema, type Me, type RoleSet } from '@common/auth';
import { apiFetch } from '@/lib/api';
import { authClient } from '@/lib/auth-client';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => apiFetch('/api/me', meSchema),
  staleTime: 30_000,
});

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch('/api/public-config', publicConfigSchema),
  staleTime: Infinity,
});

const EMPTY_ROLES: RoleSet = { roles: [], isAdmin: false, isPremium: false, isDeveloper: false };

interface AuthState {
  user: NonNullable<Me['user']> | null;
  roles: RoleSet;
  /** True until the first session check has answered. */
  loading: boolean;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    const { error } = await authClient.signOut();
    if (error) throw new Error(error.message ?? 'Impossible de se déconnecter');
    // Everything cached belonged to the previous user.
    queryClient.clear();
    await queryClient.fetchQuery(meQuery);
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      user: me.data?.user ?? null,
      roles: me.data?.user ? me.data.roles : EMPTY_ROLES,
      loading: me.isPending,
      refresh,
      signOut,
    }),
    [me.data, me.isPending, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
