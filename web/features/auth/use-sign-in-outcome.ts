import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { promotePendingIdea } from '@/lib/pending-idea';
import { useAuth } from '@/app/use-auth';

/**
 * The spec's sign-in outcome: once a user is known on /auth, a pending landing idea becomes
 * new-project data and the user goes to the studio; otherwise to the dashboard.
 */
export function useSignInOutcome() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (loading || !user || done.current) return;
    done.current = true;
    if (promotePendingIdea()) {
      toast.success('Connexion réussie !', { description: 'Votre idée vous attend dans le studio.' });
      navigate('/dev-studio', { replace: true });
    } else {
      navigate('/dashboard', { replace: true });
    }
  }, [user, loading, navigate]);
}
