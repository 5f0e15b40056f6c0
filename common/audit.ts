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
export const auditListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_LIST_LIMIT).default(AUDIT_LIST_LIMIT),
});
