import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import '@common/zod-locale';
import { router } from '@/app/router';
import { AuthProvider } from '@/app/use-auth';
import './index.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// A screen's chunk that no longer exists (Lumi was updated since this tab opened): load the new version once,
// rather than leave a blank page; a second failure within a minute is shown as the error it is.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('lumi-reloaded-at') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('lumi-reloaded-at', String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        {/* Raised above the composers and footers that sit at the bottom of the chat and studio screens. */}
        <Toaster position="bottom-right" richColors closeButton offset={{ bottom: 96, right: 16 }} mobileOffset={{ bottom: 88 }} />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
