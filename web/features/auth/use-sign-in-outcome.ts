import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/app/use-auth';
import { loadAuthActions } from './load-auth-actions';

/**
 * The spec's sign-in outcome: once a user is known on /auth, a pending landing idea becomes
 * new-project data and the user goes to the studio; otherwise to the dashboard. A GitHub sign-in that failed comes
 * back with `?error=code`: the page says why, once, and the address loses the code.
 */
export function useSignInOutcome() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const done = useRef(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const returnError = searchParams.get('error');
  useEffect(() => {
    if (!returnError) return;
    void loadAuthActions()
      .then(({ oauthReturnMessage, toast }) =>
        toast.error("Erreur d'authentification", { id: 'oauth-return', description: oauthReturnMessage(returnError), duration: 10_000 }),
      )
      .catch(() => {});
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('error_description');
        return next;
      },
      { replace: true },
    );
  }, [returnError, setSearchParams]);
  useEffect(() => {
    if (loading || !user || done.current) return;
    done.current = true;
    void loadAuthActions()
      .then(({ promotePendingIdea, toast }) => {
        if (!promotePendingIdea()) return navigate('/dashboard', { replace: true });
        toast.success('Connexion réussie !', { description: 'Votre idée vous attend dans le studio.' });
        return navigate('/dev-studio', { replace: true });
      })
      // Without the code that reads it (the network), the idea stays saved for the next sign-in.
      .catch(() => navigate('/dashboard', { replace: true }));
  }, [user, loading, navigate]);
}
