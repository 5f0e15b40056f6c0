import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, dataDirOf } from './data-dir.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('')
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port(3000),
    CONTENT_PORT: port(3001),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    CONTENT_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// (must start with postgres://)')
        .optional(),
    ),
    ADMIN_EMAILS: z.string().default(''),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'au moins 32 caractères (at least 32 characters)').optional()),
    TRUST_PROXY: booleanFlag,
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().default('Lumi <no-reply@lumi.local>'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    /** The OAuth app that links a GitHub account to push and pull projects; unset: the sign-in app above. */
    GITHUB_LINK_CLIENT_ID: optionalText,
    GITHUB_LINK_CLIENT_SECRET: optionalText,
    GITHUB_LINK_SCOPE: z.enum(['repo', 'public_repo']).default('repo'),
    /** GitHub Enterprise (or the tests' fake GitHub on 127.0.0.1). */
    GITHUB_API_URL: z.url().default('https://api.github.com'),
    GITHUB_WEB_URL: z.url().default('https://github.com'),
    AI_PROVIDER: z.enum(['offline', 'gemini', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
    AI_MODEL: optionalText,
    AI_BASE_URL: optionalText.pipe(z.url().optional()),
    AI_API_KEY: optionalText,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    AI_OFFLINE_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(8),
    /** The response time the console compares AI responses with (spec: under 3 seconds). */
    AI_TARGET_RESPONSE_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
    /** How often each process records CPU, memory, disk, event-loop delay and a health probe; 0: never. */
    SYSTEM_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
    AI_FREE_DAILY_REQUESTS: z.coerce.number().int().min(0).default(10),
    FREE_PLAN_MAX_PROJECTS: z.coerce.number().int().min(0).default(3),
    FREE_PLAN_BUILDS_PER_PROJECT: z.coerce.number().int().min(0).default(5),
    JOBS_WORKER: z.enum(['in-process', 'off']).default('in-process'),
    ANDROID_HOME: optionalText,
    PUBLISH_URL_TEMPLATE: optionalText.pipe(
      z
        .string()
        .regex(
          /^https?:\/\/\{slug\}\.[a-z0-9.-]+(:\d+)?\/?$/i,
          'doit avoir la forme https://{slug}.votre-domaine (must look like https://{slug}.your-domain)',
        )
        .optional(),
    ),
    /** Where previews fetch the packages Lumi does not have installed; `off`: the local set only. */
    NPM_REGISTRY_URL: z.union([z.literal('off'), z.url()]).default('https://registry.npmjs.org'),
    PREVIEW_PACKAGES_DIR: optionalText,
    /** `off`: no warm-up builds at start (the test servers: the first preview then pays the cold build). */
    PREVIEW_WARM_UP: z.enum(['on', 'off']).default('on'),
    LUMI_PACKAGE_DENYLIST: z.string().default(''),
    PREVIEW_PACKAGE_MAX_MB: z.coerce.number().int().min(1).max(500).default(10),
    PREVIEW_PACKAGE_TREE_MAX_MB: z.coerce.number().int().min(1).max(2000).default(200),
    PREVIEW_PACKAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
    /** Public REST API requests per key and hour: free plan, Pro plan (administrators: unlimited). */
    API_RATE_LIMIT_FREE: z.coerce.number().int().min(1).default(1000),
    API_RATE_LIMIT_PRO: z.coerce.number().int().min(1).default(10_000),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine(
    (env, ctx) => {
      const pairs = [
        ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
        ['GITHUB_LINK_CLIENT_ID', 'GITHUB_LINK_CLIENT_SECRET'],
      ] as const;
      for (const [id, secret] of pairs) {
        if (Boolean(env[id]) !== Boolean(env[secret])) {
          ctx.addIssue({
            code: 'custom',
            path: [env[id] ? secret : id],
            message: `${id} et ${secret} vont ensemble (both or neither)`,
          });
        }
      }
      if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) {
        ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'requis avec AI_PROVIDER=openai-compatible' });
      }
      if (!['offline', 'openai-compatible'].includes(env.AI_PROVIDER) && !env.AI_API_KEY) {
        ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: `requis avec AI_PROVIDER=${env.AI_PROVIDER}` });
      }
      if (env.JOBS_WORKER === 'off' && !env.DATABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['JOBS_WORKER'],
          message:
            'off demande DATABASE_URL : avec la base intégrée, seul le serveur peut exécuter les tâches (un worker séparé ne peut pas ouvrir la même base)',
        });
      }
      // Run these checks even when another variable is already wrong, so the list at boot is complete.
    },
    { when: () => true },
  );

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide (invalid configuration):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; the rest of the server receives the typed result, never process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  return buildConfig(parsed.data);
}

function buildConfig(env: z.infer<typeof envSchema>) {
  const dataDir = dataDirOf(env.DATA_DIR);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin;
  const contentUrl = new URL(env.CONTENT_URL ?? `http://127.0.0.1:${env.CONTENT_PORT}`).origin;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    contentPort: env.CONTENT_PORT,
    host: env.HOST,
    publicUrl,
    contentUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    adminEmails: parseEmailList(env.ADMIN_EMAILS),
    authSecret: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    github:
      env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET }
        : undefined,
    githubLink: {
      /** null: no OAuth app on this server, the profile says how to set one. */
      app:
        env.GITHUB_LINK_CLIENT_ID && env.GITHUB_LINK_CLIENT_SECRET
          ? { clientId: env.GITHUB_LINK_CLIENT_ID, clientSecret: env.GITHUB_LINK_CLIENT_SECRET }
          : env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
            ? { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET }
            : null,
      scope: env.GITHUB_LINK_SCOPE,
      apiUrl: env.GITHUB_API_URL.replace(/\/+$/, ''),
      webUrl: env.GITHUB_WEB_URL.replace(/\/+$/, ''),
    },
    ai: {
      provider: env.AI_PROVIDER,
      model: env.AI_MODEL,
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      timeoutMs: env.AI_TIMEOUT_MS,
      offlineDelayMs: env.AI_OFFLINE_DELAY_MS,
      targetResponseMs: env.AI_TARGET_RESPONSE_MS,
    },
    limits: {
      freePlanMaxProjects: env.FREE_PLAN_MAX_PROJECTS,
      freeDailyAiRequests: env.AI_FREE_DAILY_REQUESTS,
      freePlanBuildsPerProject: env.FREE_PLAN_BUILDS_PER_PROJECT,
    },
    /** `off`: this process only queues jobs, `npm run worker` runs them (PostgreSQL only). */
    jobsWorker: env.JOBS_WORKER,
    systemSampleIntervalMs: env.SYSTEM_SAMPLE_INTERVAL_MS,
    /** The Android SDK a worker uses to make an APK; without it an Android build is an Android Studio project. */
    androidHome: env.ANDROID_HOME ?? null,
    /** `https://{slug}.apps.example.com`: each published app on its own origin; else `CONTENT_URL/a/{slug}/`. */
    publishUrlTemplate: env.PUBLISH_URL_TEMPLATE?.replace(/\/$/, '') ?? null,
    /** Builds a small app a few times at start so the first user's preview is not a cold one. */
    previewWarmUp: env.PREVIEW_WARM_UP === 'on',
    previewPackages: {
      /** Shared by several servers on one machine (a lock file stops two fetching one package at once). */
      cacheDir: path.resolve(env.PREVIEW_PACKAGES_DIR ?? path.join(dataDir, 'preview-packages')),
      registry:
        env.NPM_REGISTRY_URL === 'off'
          ? null
          : {
              registryUrl: env.NPM_REGISTRY_URL.replace(/\/+$/, ''),
              maxTarballBytes: env.PREVIEW_PACKAGE_MAX_MB * 1024 * 1024,
              maxUnpackedBytes: env.PREVIEW_PACKAGE_TREE_MAX_MB * 1024 * 1024,
              timeoutMs: env.PREVIEW_PACKAGE_TIMEOUT_MS,
              denyList: env.LUMI_PACKAGE_DENYLIST.split(',')
                .map((name) => name.trim())
                .filter(Boolean),
            },
    },
    publicApi: { hourlyLimitFree: env.API_RATE_LIMIT_FREE, hourlyLimitPro: env.API_RATE_LIMIT_PRO },
    logLevel: env.LOG_LEVEL,
  };
}

/** ADMIN_EMAILS compares trimmed, lower-cased addresses so a stray space or capital never locks an admin out. */
export function parseEmailList(list: string): string[] {
  return list
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
}

/** A generated secret is kept in DATA_DIR so sessions survive a restart without any set-up. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
