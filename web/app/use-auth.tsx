import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Me, RoleSet } from '@common/auth';
import { loadSession, sessionStore } from './session';

interface AuthState {
  user: NonNullable<Me['user']> | null;
  roles: RoleSet;
  /** True until the first session check has answered. */
  loading: boolean;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The session for every screen. It reads `/api/me` without TanStack Query or zod (web/app/session.ts), so the
 * landing page can show who is signed in without loading them; the better-auth client loads only to sign out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Starts from the store's initial state (what a prerendered page was drawn with) and follows it in transitions,
  // not with useSyncExternalStore: its updates are synchronous, so the first answer of /api/me, arriving while a
  // prerendered page hydrates, made React hydrate and re-render the whole page in one long task (Lighthouse's TBT).
  const [session, setSession] = useState(sessionStore.getInitial);
  useEffect(() => {
    const follow = () => startTransition(() => setSession(sessionStore.get()));
    const unsubscribe = sessionStore.subscribe(follow);
    follow();
    void loadSession();
    return unsubscribe;
  }, []);

  const refresh = useCallback(() => loadSession({ fresh: true }), []);

  const signOut = useCallback(async () => {
    const [{ authClient }, { queryClient }] = await Promise.all([import('@/lib/auth-client'), import('./query-client')]);
    const { error } = await authClient.signOut();
    if (error) throw new Error(error.message ?? 'Impossible de se déconnecter');
    // Everything cached belonged to the previous user.
    queryClient.clear();
    await loadSession({ fresh: true });
  }, []);

  const value = useMemo<AuthState>(() => ({ ...session, refresh, signOut }), [session, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
