import { z } from 'zod';
import { safeText } from './input-rules.js';

/** At most this many keys not revoked (expired ones count until revoked) per account. */
export const MAX_ACTIVE_API_KEYS = 20;
export const API_KEY_PREFIX = 'lumi_';

/** « Nouvelle clé »: a name, and an expiry in days (none: valid until revoked). */
export const createApiKeySchema = z
  .object({
    name: safeText('Le nom de la clé').pipe(
      z.string().trim().min(1, 'Donnez un nom à la clé').max(60, 'Le nom de la clé ne peut pas dépasser 60 caractères'),
    ),
    expiresInDays: z
      .number()
      .int('Un nombre entier de jours')
      .min(1, 'Au moins 1 jour')
      .max(3650, 'Au plus 3650 jours (10 ans)')
      .nullable()
      .default(null),
  })
  .strict();
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, enough to recognise it in a list; the rest is never stored. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema),
  /** Requests per hour this account's keys get (null: unlimited). */
  hourlyLimit: z.number().nullable(),
});
/** The full key is in this answer only: it is shown once. */
export const createdApiKeySchema = z.object({ key: z.string(), apiKey: apiKeySchema });
