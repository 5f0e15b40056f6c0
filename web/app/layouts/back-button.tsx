import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT } from '@common/brand';
import { Button } from '@/components/ui/button';

const toDashboard = ['/projects', `/${PRODUCT}`, '/builds', '/profile', '/admin'];

/** The spec's fallbacks when there is no history to go back to (a link opened in a new tab). */
export function backFallback(pathname: string, fallback = '/dashboard'): string {
  if (pathname.startsWith('/dev-studio')) return '/projects';
  if (toDashboard.some((prefix) => pathname.startsWith(prefix))) return '/dashboard';
  return fallback;
}

export function BackButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goBack = () => {
    // react-router keeps the position in its history stack in history.state.idx.
    const state: unknown = window.history.state;
    const index = state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
    if (index > 0) navigate(-1);
    else navigate(backFallback(pathname));
  };
  return (
    <Button variant="ghost" size="icon" onClick={goBack} aria-label="Retour">
      <ArrowLeft aria-hidden="true" />
    </Button>
  );
}
