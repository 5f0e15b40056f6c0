import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Config } from '../env.js';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema.js';
import { writeAuditLog } from '../features/audit/index.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { preloadCommonPasswords } from './check-password.js';
import { createAuthLog } from './auth-log.js';
import { guardAuthRequests } from './guard-auth-requests.js';
import { hashPassword, verifyPassword } from './password.js';
import { PASSWORD_MIN_LENGTH } from '../../common/auth.js';

/** better-auth reads the client address only from headers: our HTTP layer sets this one from the socket. */
export const CLIENT_IP_HEADER = 'x-lumi-client-ip';

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Tests raise the sign-in/sign-up and password-reset limits; production keeps the defaults. */
  rateLimits?: { signIn?: number; signUp?: number; passwordReset?: number };
}

export type Auth = ReturnType<typeof createAuth>;

export function createAuth({ config, db, mailer, logger, rateLimits }: AuthDeps) {
  preloadCommonPasswords();
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
      // better-auth turns its origin and callbackURL checks off when it detects a test runner: tests run what production runs.
      disableOriginCheck: false,
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
      // With verification on (SMTP), better-auth answers a sign-up for a taken address exactly as for a new one
      // and calls this instead of creating anything: the owner learns it by mail, nobody else does (decision 014).
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({
          to: user.email,
          subject: 'Vous avez déjà un compte Lumi',
          text:
            `Bonjour,\n\nQuelqu'un, vous peut-être, a voulu créer un compte Lumi avec cette adresse. Vous avez déjà un compte : ` +
            `connectez-vous ici :\n${config.publicUrl}/auth\n\nMot de passe oublié ? Demandez un lien de réinitialisation ici :\n` +
            `${config.publicUrl}/auth?mode=forgot\n\nSi ce n'est pas vous, ignorez ce message : votre compte n'a pas changé.\n\nL'équipe Lumi`,
        });
      },
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
    hooks: { before: guardAuthRequests },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 10, max: rateLimits?.signIn ?? 3 },
        '/sign-up/email': { window: 10, max: rateLimits?.signUp ?? 3 },
        '/request-password-reset': { window: 60, max: rateLimits?.passwordReset ?? 3 },
        '/reset-password': { window: 60, max: rateLimits?.passwordReset ?? 5 },
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
        // No role is written at sign-up: ADMIN_EMAILS is read at each request (roles.ts, decision 012).
        create: {
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
            // A suspension committed between the admin plugin's check and this insert: the new session must not live.
            const [owner] = await db.select({ banned: schema.users.banned }).from(schema.users).where(eq(schema.users.id, session.userId));
            if (owner?.banned) await db.delete(schema.sessions).where(eq(schema.sessions.id, session.id));
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
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: 'Ce compte est suspendu. Contactez le support.' })],
    // An error that is not better-auth's own answer (a failed query) leaves the router and reaches the app's error
    // handler: logged through describeErrorForLog, answered with our French 500. Without this, better-call prints
    // the raw error, query parameters (emails, tokens, names) included, with console.error.
    // An OAuth sign-in that fails (cancelled on GitHub, expired state) comes back to /auth, which says why in French,
    // instead of better-auth's English /api/auth/error page.
    onAPIError: { throw: true, errorURL: `${config.publicUrl}/auth` },
    logger: {
      level: config.logLevel === 'debug' ? 'debug' : 'error',
      // better-auth logs the adapter's errors as they are (« Failed to create user », e): the query's shape only.
      log: createAuthLog(logger),
    },
  });
}
