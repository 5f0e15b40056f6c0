import { z } from 'zod';

/** Every error the API answers has this body; `message` is French and can be shown as is. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** ISO time when a refused AI request becomes possible again (429 QUOTA_EXCEEDED). */
  retryAt: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
