import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Config } from '../env.js';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema.js';
import { writeAuditLog } from '../features/audit/write-audit-log.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword, verifyPassword } from './password.js';
import { PASSWORD_MIN_LENGTH } from '../../common/auth.js';

/** better-auth reads the client address only from headers: our HTTP layer sets this one from the socket. */
export const CLIENT_IP_HEADER = 'x-lumi-client-ip';

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Tests raise the sign-in/sign-up limits; production keeps the defaults. */
  rateLimits?: { signIn?: number; signUp?: number };
}

export type Auth = ReturnType<typeof createAuth>;

export function createAuth({ config, db, mailer, logger, rateLimits }: AuthDeps) {
  const isAdminEmail = (email: string) => config.adminEmails.includes(email.trim().toLowerCase());
  const socialProviders = {
    ...(config.google ? { google: { ...config.google, accessType: 'offline' as const, prompt: 'consent' as const } } : {}),
    ...(config.github ? { github: config.github } : {}),
  };

  return betterAuth({
    appName: 'Lumi',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: mailer.delivers,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Réinitialisation de votre mot de passe Lumi',
          text: `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :\n${url}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n\nL'équipe Lumi`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: mailer.delivers,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Confirmez votre adresse email Lumi',
          text: `Bienvenue sur Lumi !\n\nConfirmez votre adresse en ouvrant ce lien :\n${url}\n\nL'équipe Lumi`,
        });
      },
    },
    socialProviders,
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 10, max: rateLimits?.signIn ?? 3 },
        '/sign-up/email': { window: 10, max: rateLimits?.signUp ?? 3 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
        '/get-session': false,
      },
    },
    user: {
      additionalFields: {
        fullName: { type: 'string', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, role: isAdminEmail(user.email) ? 'admin' : 'user' } }),
          after: async (user, ctx) => {
            await writeAuditLog(db, {
              userId: user.id,
              action: 'signup',
              resourceType: 'user',
              resourceId: user.id,
              ipAddress: ctx?.request?.headers.get(CLIENT_IP_HEADER),
              userAgent: ctx?.request?.headers.get('user-agent'),
              newValues: { email: user.email },
            });
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await writeAuditLog(db, {
              userId: session.userId,
              action: 'login',
              resourceType: 'session',
              resourceId: session.id,
              ipAddress: session.ipAddress,
              userAgent: session.userAgent,
            });
          },
        },
        delete: {
          after: async (session, ctx) => {
            await writeAuditLog(db, {
              userId: session.userId,
              action: 'logout',
              resourceType: 'session',
              resourceId: session.id,
              ipAddress: ctx?.request?.headers.get(CLIENT_IP_HEADER) ?? session.ipAddress,
              userAgent: ctx?.request?.headers.get('user-agent') ?? session.userAgent,
            });
          },
        },
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    logger: {
      level: config.logLevel === 'debug' ? 'debug' : 'error',
      log: (level, message, ...args) => logger[level](`[auth] ${message}`, args.length ? args : undefined),
    },
  });
}
