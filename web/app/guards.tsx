import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { FullPageSpinner } from './page-spinner';
import { useAuth } from './use-auth';

/** Convenience only: the server checks the session and the role again on every call. */
export function RequireAuth({ children, redirectTo = '/auth' }: { children: ReactNode; redirectTo?: string }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const signedOut = !loading && !user;
  useEffect(() => {
    if (signedOut)
      toast.error('Authentification requise', { id: 'auth-required', description: 'Connectez-vous pour accéder à cette page.' });
  }, [signedOut]);
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, roles, loading } = useAuth();
  const denied = !loading && user !== null && !roles.isAdmin;
  useEffect(() => {
    if (denied)
      toast.error('Accès refusé', { id: 'admin-denied', description: "Vous n'avez pas les permissions administrateur nécessaires" });
  }, [denied]);
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!roles.isAdmin) return <Navigate to="/dashboard" replace />;
  return children;
}
