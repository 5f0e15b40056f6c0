import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { GITHUB_REDIRECT_STORAGE_KEY } from '@common/github';
import { githubStatusQuery } from '@/lib/github-api';

const RETURN_PARAMS = ['github_connected', 'github_error'] as const;

/**
 * Back from GitHub's consent screen, the server lands on /profile?github_connected=true or ?github_error=…: this
 * says how it went, takes those words out of the address, and goes back to the page the connection started from.
 */
export function useGithubReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice: the toast and the navigation happen once.
  const handled = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const connected = params.get('github_connected') === 'true';
    const error = params.get('github_error');
    if (handled.current || (!connected && error === null)) return;
    handled.current = true;

    if (connected) {
      toast.success('GitHub connecté', { id: 'github-return' });
      void queryClient.invalidateQueries({ queryKey: githubStatusQuery.queryKey });
    } else {
      // URLSearchParams already decoded the message once.
      toast.error('Erreur GitHub', { id: 'github-return', description: error || 'La connexion à GitHub a échoué.' });
    }

    for (const name of RETURN_PARAMS) params.delete(name);
    const rest = params.toString();
    const here = `${location.pathname}${rest ? `?${rest}` : ''}`;
    const back = sessionStorage.getItem(GITHUB_REDIRECT_STORAGE_KEY);
    sessionStorage.removeItem(GITHUB_REDIRECT_STORAGE_KEY);
    navigate(back && back !== here && back.startsWith('/') && !back.startsWith('//') ? back : here, { replace: true });
  }, [location.pathname, location.search, navigate, queryClient]);
}
