import '@common/zod-locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { use } from 'react';
import { Outlet } from 'react-router-dom';
import { requestToaster, toasterMounted } from './deferred-toaster';
import { queryClient } from './query-client';
// Loaded with this layout (not after it), so the Toaster mounts without a second round trip before the screen.
import './toaster';

// Every screen but the landing goes through this layout: it brings TanStack Query, zod's French messages and the
// Toaster with it (decision 031). Screens toast from their first effects, so they render once the Toaster listens.
void requestToaster();

export default function AppProviders() {
  // The prerender (web/prerender.tsx) mounts no Toaster and shows no toast: it renders the screen at once.
  if (!import.meta.env.SSR) use(toasterMounted);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
