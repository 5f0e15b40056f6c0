import { StrictMode, type ReactNode } from 'react';
import { DeferredToaster } from './deferred-toaster';
import { AuthProvider } from './use-auth';

/**
 * The app around its router: the same tree in the browser (web/main.tsx) and in the prerender (web/prerender.tsx,
 * with the static router), so that a prerendered page hydrates without a difference.
 */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <AuthProvider>
        {router}
        <DeferredToaster />
      </AuthProvider>
    </StrictMode>
  );
}
