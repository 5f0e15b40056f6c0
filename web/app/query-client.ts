import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app, shared by every screen that loads TanStack Query (not the landing: decision 031). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
