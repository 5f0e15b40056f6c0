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
