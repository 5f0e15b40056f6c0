import { z } from 'zod';
import { roleSetSchema } from './auth.js';
import { safeText } from './input-rules.js';

export const FULL_NAME_MAX = 100;

/** The profile form: one schema for the browser's form and the server's PATCH. Empty is saved as null (spec). */
export const updateProfileSchema = z
  .object({
    fullName: safeText('Le nom complet')
      .transform((value) => value.trim())
      .pipe(z.string().max(FULL_NAME_MAX, `Le nom complet ne peut pas dépasser ${FULL_NAME_MAX} caractères`))
      .nullable(),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** Avatars accepted by « Changer la photo »: the server checks the bytes, not the name or the announced type. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square the server resizes every avatar to. */
export const AVATAR_SIZE = 256;

export const planSchema = z.enum(['free', 'pro']);
export type Plan = z.infer<typeof planSchema>;
export const PLAN_LABELS: Record<Plan, string> = { free: 'Gratuit', pro: 'Pro' };

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.string(),
  roles: roleSetSchema,
  plan: planSchema,
  usage: z.object({
    /** `limit` null: unlimited (Pro). */
    projects: z.object({ used: z.number(), limit: z.number().nullable() }),
    /** AI requests over the last 24 hours; `resetAt`: when the oldest of them leaves the window (null if none). */
    aiRequests: z.object({ used: z.number(), limit: z.number().nullable(), resetAt: z.string().nullable() }),
    /** Builds started since the first day of this month (UTC). */
    buildsThisMonth: z.number(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema });

/** « Supprimer mon compte »: the address typed again, compared on the server with the account's. */
export const deleteAccountSchema = z
  .object({
    email: safeText("L'adresse email").pipe(
      z.string().trim().min(1, 'Saisissez votre adresse email pour confirmer').max(320, 'Adresse email trop longue'),
    ),
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
