import { z } from 'zod';

export const healthReportSchema = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  uptimeSeconds: z.number(),
  checkedAt: z.string(),
  database: z.object({
    reachable: z.boolean(),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable(),
    error: z.string().optional(),
  }),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
