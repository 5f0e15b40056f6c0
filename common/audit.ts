import { z } from 'zod';

export const auditLogSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  action: z.string(),
  resourceType: z.string(),
  resourceId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  oldValues: z.unknown(),
  newValues: z.unknown(),
  createdAt: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const AUDIT_LIST_LIMIT = 100;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.');
/** The journal's « Filtrer »: an action, a user (id or email), a date range (days, both included). */
export const auditFilterSchema = z.object({
  action: z.string().trim().max(100, "L'action ne peut pas dépasser 100 caractères.").optional(),
  user: z.string().trim().max(200, "L'utilisateur ne peut pas dépasser 200 caractères.").optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
export const auditListQuerySchema = auditFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(AUDIT_LIST_LIMIT).default(AUDIT_LIST_LIMIT),
});
