import { z } from 'zod';
import { roleSchema } from './auth.js';
import { safeText } from './input-rules.js';

/** The console's eight tabs, in the spec's order; the tab is in the URL (`/admin?tab=users`). */
export const ADMIN_TABS = ['dashboard', 'ai-responses', 'users', 'projects', 'support', 'audit', 'system', 'settings'] as const;
export const adminTabSchema = z.enum(ADMIN_TABS);
export type AdminTab = z.infer<typeof adminTabSchema>;

export const ADMIN_REFRESH_MS = 30_000;
const uuid = z.uuid('Identifiant invalide');
export const adminIdParam = z.object({ id: uuid });

// ---------------------------------------------------------------------------
// Vue d'ensemble
// ---------------------------------------------------------------------------

export const adminOverviewSchema = z.object({
  totalUsers: z.number(),
  /** The spec's definition: profiles created within the last 30 days. */
  activeUsers: z.number(),
  totalProjects: z.number(),
  totalBuilds: z.number(),
  /** Completed payments only, summed as stored (the spec shows it in FCFA). */
  revenue: z.number(),
  /** Average AI response time since local midnight of the server; null when no response today. */
  averageResponseMsToday: z.number().nullable(),
  /** Share (0–100) of successful health samples over 30 days; null before the first sample. */
  availability: z.number().nullable(),
  availabilitySamples: z.number(),
  growth: z.object({ thisMonth: z.number(), lastMonth: z.number(), percent: z.number().nullable() }),
  /** One row per day, the 30 last days, oldest first (YYYY-MM-DD). */
  daily: z.array(z.object({ day: z.string(), users: z.number(), generations: z.number() })),
  projectsByUser: z.array(z.object({ userId: z.string(), email: z.string(), fullName: z.string().nullable(), projects: z.number() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---------------------------------------------------------------------------
// Réponses IA
// ---------------------------------------------------------------------------

/** The spec's three, then every provider Lumi really has (server/features/generation/providers.ts). */
export const AI_PROVIDER_FILTERS = ['gemini', 'gpt-4', 'claude', 'openai', 'anthropic', 'openai-compatible', 'offline'] as const;
export const AI_RESPONSE_LIMIT = 100;
export const aiResponsesQuerySchema = z.object({ provider: safeText('Le fournisseur').trim().max(60).optional() });

export const adminAiResponseSchema = z.object({
  id: z.string(),
  aiProvider: z.string(),
  model: z.string(),
  responseText: z.string(),
  qualityScore: z.number().nullable(),
  responseTimeMs: z.number().nullable(),
  tokensUsed: z.number().nullable(),
  isVerified: z.boolean(),
  verifiedBy: z.string().nullable(),
  createdAt: z.string(),
  promptText: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
});
export type AdminAiResponse = z.infer<typeof adminAiResponseSchema>;
export const adminAiResponseListSchema = z.object({ responses: z.array(adminAiResponseSchema) });
export const verifyAiResponseSchema = z.object({ verified: z.boolean({ error: 'Indiquez si la réponse est vérifiée.' }) });

/** The spec's bands: ≥ 0.8 Excellent, ≥ 0.6 Bon, ≥ 0.4 Moyen, below Faible, no score N/A. */
export function qualityLabel(score: number | null | undefined): 'Excellent' | 'Bon' | 'Moyen' | 'Faible' | 'N/A' {
  if (score === null || score === undefined || Number.isNaN(score)) return 'N/A';
  if (score >= 0.8) return 'Excellent';
  if (score >= 0.6) return 'Bon';
  if (score >= 0.4) return 'Moyen';
  return 'Faible';
}

// ---------------------------------------------------------------------------
// Utilisateurs
// ---------------------------------------------------------------------------

/** The spec's filter list: moderator and super_admin exist only as filters (and colours). */
export const ADMIN_ROLE_FILTERS = ['user', 'premium', 'developer', 'moderator', 'admin', 'super_admin'] as const;
export const adminRoleFilterSchema = z.enum(ADMIN_ROLE_FILTERS);
/** Roles an administrator can give; « user » is what remains when none is given. */
export const GRANTABLE_ROLES = ['premium', 'developer', 'admin'] as const;
export const ADMIN_USERS_PAGE_SIZE = 50;

export const adminUsersQuerySchema = z.object({
  role: adminRoleFilterSchema.optional(),
  q: safeText('La recherche').trim().max(200, 'La recherche ne peut pas dépasser 200 caractères.').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  name: z.string(),
  roles: z.array(roleSchema),
  primaryRole: roleSchema,
  /** Premium when completed payments total more than 0, else free (spec §4). */
  subscriptionStatus: z.enum(['free', 'premium']),
  projectsCount: z.number(),
  aiRequestsCount: z.number(),
  totalSpent: z.number(),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserListSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const setRolesSchema = z.object({ roles: z.array(z.enum(GRANTABLE_ROLES, 'Rôle inconnu.')).max(3) });
export const suspendSchema = z.object({
  reason: safeText('La raison').trim().max(500, 'La raison ne peut pas dépasser 500 caractères.').optional(),
});

export const adminSessionSchema = z.object({
  id: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({ emailVerified: z.boolean(), banReason: z.string().nullable() }),
  projects: z.array(z.object({ id: z.string(), title: z.string(), status: z.string(), updatedAt: z.string(), versionNumber: z.number() })),
  builds: z.array(
    z.object({ id: z.string(), projectTitle: z.string().nullable(), platform: z.string(), status: z.string(), createdAt: z.string() }),
  ),
  aiUsage: z.array(z.object({ day: z.string(), requests: z.number() })),
  audit: z.array(
    z.object({ id: z.string(), action: z.string(), resourceType: z.string(), resourceId: z.string().nullable(), createdAt: z.string() }),
  ),
  sessions: z.array(adminSessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminSessionParam = z.object({ id: uuid, sessionId: uuid });

// ---------------------------------------------------------------------------
// Projets
// ---------------------------------------------------------------------------

export const adminProjectsQuerySchema = z.object({
  q: safeText('La recherche').trim().max(200, 'La recherche ne peut pas dépasser 200 caractères.').optional(),
});
export const ADMIN_PROJECTS_LIMIT = 500;
export const adminProjectRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  framework: z.string().nullable(),
  /** Published and reachable: an administrator's « rendre privé » makes the app answer 404. */
  isPublic: z.boolean(),
  isPublished: z.boolean(),
  ownerId: z.string(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string(),
  /** The newest finished build's file, when there is one. */
  downloadUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;
export const adminProjectListSchema = z.object({ projects: z.array(adminProjectRowSchema), total: z.number() });
export const projectVisibilitySchema = z.object({ isPublic: z.boolean({ error: 'Indiquez la visibilité du projet.' }) });

// ---------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES, 'Statut inconnu.');
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = { open: 'Ouvert', in_progress: 'En cours', resolved: 'Résolu' };

export const createTicketSchema = z.object({
  subject: safeText('Le sujet')
    .trim()
    .min(3, 'Le sujet doit contenir au moins 3 caractères.')
    .max(200, 'Le sujet ne peut pas dépasser 200 caractères.'),
  message: safeText('Le message')
    .trim()
    .min(10, 'Le message doit contenir au moins 10 caractères.')
    .max(5000, 'Le message ne peut pas dépasser 5 000 caractères.'),
  projectId: uuid.nullish(),
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;
export const ticketReplySchema = z.object({
  message: safeText('La réponse')
    .trim()
    .min(1, 'La réponse ne peut pas être vide.')
    .max(5000, 'La réponse ne peut pas dépasser 5 000 caractères.'),
});
export const ticketStatusUpdateSchema = z.object({ status: ticketStatusSchema });
export const adminTicketsQuerySchema = z.object({ status: ticketStatusSchema.optional() });

export const ticketMessageSchema = z.object({
  id: z.string(),
  /** « staff » for an administrator's answer, « user » for the person who opened the ticket. */
  author: z.enum(['user', 'staff']),
  authorName: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export const ticketSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  subject: z.string(),
  status: ticketStatusSchema,
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(ticketMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketListSchema = z.object({ tickets: z.array(ticketSchema) });
export const ticketResponseSchema = z.object({ ticket: ticketSchema });

// ---------------------------------------------------------------------------
// Audit
// ---------------------------------------------------------------------------

export const auditStatsSchema = z.object({
  totalActions: z.number(),
  uniqueUsers: z.number(),
  topActions: z.array(z.object({ action: z.string(), count: z.number() })),
  daily: z.array(z.object({ day: z.string(), count: z.number() })),
});
export type AuditStats = z.infer<typeof auditStatsSchema>;

// ---------------------------------------------------------------------------
// Système
// ---------------------------------------------------------------------------

export const METRIC_NAMES = ['cpu_usage', 'memory_usage', 'disk_usage', 'network_latency'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
export const systemMetricSchema = z.object({
  id: z.string(),
  metricName: z.string(),
  metricValue: z.number(),
  metricUnit: z.string(),
  host: z.string().nullable(),
  recordedAt: z.string(),
});
export type SystemMetric = z.infer<typeof systemMetricSchema>;
export const systemStatusSchema = z.enum(['healthy', 'warning', 'critical']);
export const adminSystemSchema = z.object({
  status: systemStatusSchema,
  latest: z.object({
    cpu_usage: z.number().nullable(),
    memory_usage: z.number().nullable(),
    disk_usage: z.number().nullable(),
    network_latency: z.number().nullable(),
  }),
  /** Seconds this server process has been running. */
  processUptimeSeconds: z.number(),
  /** Share (0–100) of successful health samples over 30 days; null before the first one. */
  availability: z.number().nullable(),
  recent: z.array(systemMetricSchema),
  /** Last 24 h, one point per sample time, for the chart. */
  chart: z.array(
    z.object({
      at: z.string(),
      cpu_usage: z.number().nullable(),
      memory_usage: z.number().nullable(),
      disk_usage: z.number().nullable(),
      network_latency: z.number().nullable(),
    }),
  ),
});
export type AdminSystem = z.infer<typeof adminSystemSchema>;

/** Spec §4: warning when the latest CPU exceeds 80, critical when the latest memory exceeds 90; critical wins. */
export function systemStatus(latest: { cpu_usage: number | null; memory_usage: number | null }): z.infer<typeof systemStatusSchema> {
  if ((latest.memory_usage ?? 0) > 90) return 'critical';
  if ((latest.cpu_usage ?? 0) > 80) return 'warning';
  return 'healthy';
}

/** Spec §4: Normal up to 70, Élevé above 70, Critique above 90. */
export function metricLevel(value: number | null): 'Normal' | 'Élevé' | 'Critique' {
  if (value !== null && value > 90) return 'Critique';
  if (value !== null && value > 70) return 'Élevé';
  return 'Normal';
}

// ---------------------------------------------------------------------------
// Paramètres (read from the running configuration)
// ---------------------------------------------------------------------------

export const adminSettingsSchema = z.object({
  aiProvider: z.string(),
  aiModel: z.string(),
  /** Null: no daily limit on paid plans (the free plan's limit is freeAiRequestsPerDay). */
  generationsPerDay: z.number().nullable(),
  freeProjects: z.number(),
  buildsPerProject: z.number().nullable(),
  freeAiRequestsPerDay: z.number(),
  targetResponseMs: z.number(),
  auditLogs: z.boolean(),
  rateLimiting: z.boolean(),
  smtp: z.boolean(),
  oauth: z.object({ google: z.boolean(), github: z.boolean() }),
  emailVerificationRequired: z.boolean(),
  adminEmails: z.number(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
