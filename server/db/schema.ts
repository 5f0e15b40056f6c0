import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------
// better-auth tables (core + admin plugin fields). JS keys follow better-auth's field names.
// ---------------------------------------------------------------------------

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  /** Profile's full name; null when the user left it empty (spec: empty is saved as null). */
  fullName: text('full_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: uuid('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters live in the database so several app processes share them. */
export const rateLimits = pgTable('rate_limits', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------
// Roles (spec: get_user_roles). ADMIN_EMAILS grants admin on top of these rows.
// ---------------------------------------------------------------------------

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

// ---------------------------------------------------------------------------
// Projects, their versions (content-addressed files) and their chat.
// One table replaces the spec's dev_projects + projects (docs/decisions/002).
// ---------------------------------------------------------------------------

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    prompt: text('prompt'),
    projectType: text('project_type').notNull().default('web'),
    framework: text('framework').notNull().default('react'),
    status: text('status').notNull().default('draft'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    /** Set by an administrator's « Rendre privé »: a new publication of the project stays hidden until lifted. */
    hiddenByAdmin: boolean('hidden_by_admin').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    techStack: text('tech_stack')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    folderId: uuid('folder_id'),
    versionNumber: integer('version_number').notNull().default(1),
    previewUrl: text('preview_url'),
    downloadUrl: text('download_url'),
    buildPlatform: text('build_platform'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    /** Set while an AI turn runs on the project: one turn at a time, across tabs and processes. */
    generationStartedAt: timestamp('generation_started_at', { withTimezone: true }),
  },
  // The list's default order (last modified first, id to break ties) read straight from the index: with a sort, the
  // database computed every row of the user before keeping a page (decision 032).
  (t) => [index('projects_user_updated_id_idx').on(t.userId, t.updatedAt, t.id)],
);

/** File contents keyed by SHA-256, so an unchanged file is stored once across all versions. */
export const fileBlobs = pgTable('file_blobs', {
  sha256: text('sha256').primaryKey(),
  content: text('content').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

export const projectVersions = pgTable(
  'project_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    author: text('author').notNull(),
    summary: text('summary').notNull().default(''),
    /** path → sha256 of a file_blobs row */
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    /** Whether its preview rendered without error: null until a build or the studio's frame has told. */
    works: boolean('works'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_versions_number_uq').on(t.projectId, t.number)],
);

export const projectMessages = pgTable(
  'project_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('project_messages_project_idx').on(t.projectId, t.createdAt)],
);

export const deployments = pgTable(
  'deployments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    versionNumber: integer('version_number').notNull(),
    createdAt: createdAt(),
    /** The web build served at the slug; null while the first build for it runs. */
    buildId: uuid('build_id').references((): AnyPgColumn => builds.id, { onDelete: 'set null' }),
    /** The build served before the last republish: a visitor holding its page still gets its hashed files. */
    previousBuildId: uuid('previous_build_id').references((): AnyPgColumn => builds.id, { onDelete: 'set null' }),
    /** Set by an administrator: the app answers 404 until it is public again. */
    isPrivate: boolean('is_private').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('deployments_project_uq').on(t.projectId)],
);

/** Visits of a published app, one row per day: no cookie, no address, only a count. */
export const appVisits = pgTable(
  'app_visits',
  {
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deploymentId, t.day] })],
);

export const builds = pgTable(
  'builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildPlatform: text('build_platform').notNull(),
    buildStatus: text('build_status').notNull().default('pending'),
    fileSize: bigint('file_size', { mode: 'number' }),
    buildDuration: integer('build_duration'),
    buildUrl: text('build_url'),
    log: text('log').notNull().default(''),
    /** The project version built (one build = one version, one platform). */
    versionNumber: integer('version_number'),
    /** What the worker is doing, in French, and how far it is (0–100): stored so every page and process sees it. */
    stage: text('stage'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** A web build started by « Publier »: once done, it is served at this slug. */
    publishSlug: text('publish_slug'),
    /** Written by the worker while it builds: a build « building » whose worker went silent is taken up again. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('builds_user_idx').on(t.userId, t.createdAt), index('builds_project_idx').on(t.projectId)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A build's file, kept in the database so that any server or worker process can serve it. */
export const buildArtifacts = pgTable('build_artifacts', {
  buildId: uuid('build_id')
    .primaryKey()
    .references(() => builds.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------
// Assistant: conversations, prompts, responses and their analytics.
// ---------------------------------------------------------------------------

export const lumiConversations = pgTable(
  'lumi_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Nouvelle conversation'),
    messages: jsonb('messages')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lumi_conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const lumiPrompts = pgTable(
  'lumi_prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    promptText: text('prompt_text').notNull(),
    mode: text('mode').notNull().default('code'),
    /** A turn Lumi started itself to fix what the previous turn broke: not counted in the user's quota. */
    autoFix: boolean('auto_fix').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('lumi_prompts_user_created_idx').on(t.userId, t.createdAt)],
);

export const lumiAiResponses = pgTable(
  'lumi_ai_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => lumiPrompts.id, { onDelete: 'cascade' }),
    aiProvider: text('ai_provider').notNull(),
    model: text('model').notNull(),
    responseText: text('response_text').notNull(),
    tokensIn: integer('tokens_in'),
    tokensOut: integer('tokens_out'),
    tokensUsed: integer('tokens_used'),
    responseTimeMs: integer('response_time_ms'),
    qualityScore: real('quality_score'),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lumi_ai_responses_created_idx').on(t.createdAt)],
);

export const aiPromptAnalytics = pgTable('ai_prompt_analytics', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  promptId: uuid('prompt_id').references(() => lumiPrompts.id, { onDelete: 'cascade' }),
  responseTimeMs: integer('response_time_ms'),
  createdAt: createdAt(),
});

export const lumiUserActivity = pgTable(
  'lumi_user_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lumi_user_activity_user_idx').on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------------------
// GitHub link, audit, metrics, payments, support, API keys.
// ---------------------------------------------------------------------------

export const githubConnections = pgTable('github_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  githubUsername: text('github_username').notNull(),
  avatarUrl: text('avatar_url'),
  /** AES-GCM ciphertext under a key derived from AUTH_SECRET; never returned to a client. */
  tokenEncrypted: text('token_encrypted').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A project's GitHub repository and where Lumi and GitHub last agreed (one repository per project). */
export const projectGithubRepos = pgTable('project_github_repos', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  owner: text('owner').notNull(),
  name: text('name').notNull(),
  branch: text('branch').notNull(),
  isPrivate: boolean('is_private').notNull(),
  htmlUrl: text('html_url').notNull(),
  /** The commit Lumi last pushed or pulled: a later push has it as parent. */
  lastCommitSha: text('last_commit_sha').notNull(),
  /** path → sha256 (file_blobs) of the files that commit holds: the base when Lumi and GitHub both changed. */
  syncedFiles: jsonb('synced_files').$type<Record<string, string>>().notNull(),
  /** The Lumi version GitHub holds exactly; null after a pull that kept changes GitHub does not have yet. */
  lastPushedVersion: integer('last_pushed_version'),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The commit a push is about to put on the branch, written before the ref moves: if the answer is lost, the retry
   * finds it at the head and adopts it, and no other commit (whatever its message says) is ever taken for Lumi's.
   */
  pendingCommitSha: text('pending_commit_sha'),
  pendingVersion: integer('pending_version'),
});

/** Append-only: the application only ever inserts into this table. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
    index('audit_logs_user_idx').on(t.userId, t.createdAt),
  ],
);

export const systemMetrics = pgTable(
  'system_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    metricName: text('metric_name').notNull(),
    metricValue: doublePrecision('metric_value').notNull(),
    metricUnit: text('metric_unit').notNull(),
    /** The app process's host name: with several processes on PostgreSQL, each one's samples stay apart. */
    host: text('host'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_metrics_recorded_idx').on(t.recordedAt)],
);

export const paymentHistory = pgTable('payment_history', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  currency: text('currency').notNull().default('EUR'),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    priority: text('priority').notNull().default('normal'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('support_tickets_user_idx').on(t.userId, t.updatedAt), index('support_tickets_status_idx').on(t.status, t.updatedAt)],
);

/** The thread of a ticket: the first message is the ticket's own, then answers of the user and of administrators. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    isStaff: boolean('is_staff').notNull().default(false),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Only a SHA-256 of the key is kept; the prefix lets a user recognise it in a list. */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Requests per public API key and clock hour, shared by every process through the database. */
export const apiRateLimits = pgTable(
  'api_rate_limits',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.windowStart] })],
);
