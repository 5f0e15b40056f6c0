import { queryOptions } from '@tanstack/react-query';
import { publicConfigSchema } from '@common/auth';
import { apiFetch } from '@/lib/api';

/** What the sign-in page needs from the server's configuration (OAuth providers, verification, plan limit). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch('/api/public-config', publicConfigSchema),
  staleTime: Infinity,
});
