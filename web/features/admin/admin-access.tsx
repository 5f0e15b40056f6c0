import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { settingsQuery } from './operations-api';

/** The spec's access-denied screen. */
export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Accès administrateur requis</h2>
      <p className="text-sm text-muted-foreground">Cette page est réservée aux administrateurs de la plateforme.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="brand">
          <Link to="/auth">Se connecter</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Retour au tableau de bord</Link>
        </Button>
      </div>
    </div>
  );
}

const isRefusal = (error: unknown) => error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/**
 * The router's guard reads the role the app loaded at sign-in; the server checks it again on every call. When the
 * server refuses any admin request (the role was taken away, or the session ended, while the console was open), the
 * console shows the access-denied screen instead of tabs full of errors. The settings request, the lightest admin
 * call, also asks again every 30 s and when the person comes back to the browser tab.
 */
export function AdminAccess({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const probe = useQuery({ ...settingsQuery, refetchInterval: 30_000, refetchOnWindowFocus: true, retry: false });
  const [refused, setRefused] = useState(false);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryKey[0] === 'admin' && isRefusal(event.query.state.error)) setRefused(true);
      }),
    [queryClient],
  );
  return refused || isRefusal(probe.error) ? <AccessDenied /> : children;
}
