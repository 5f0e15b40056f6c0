import { z } from 'zod';
import { safeText } from './input-rules.js';

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
/** A real calendar day between 2000 and 9998: 2026-02-31 or 0000-01-01 would roll over or be refused by PostgreSQL. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    const year = Number(value.slice(0, 4));
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && year >= 2000 && year <= 9998;
  }, 'Cette date n’existe pas (AAAA-MM-JJ, entre 2000 et 9998).');
/** The journal's « Filtrer »: an action, a user (id or email), a date range (days, both included). */
export const auditFilterSchema = z.object({
  action: safeText("L'action").trim().max(100, "L'action ne peut pas dépasser 100 caractères.").optional(),
  user: safeText("L'utilisateur").trim().max(200, "L'utilisateur ne peut pas dépasser 200 caractères.").optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
export const auditListQuerySchema = auditFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(AUDIT_LIST_LIMIT).default(AUDIT_LIST_LIMIT),
});
