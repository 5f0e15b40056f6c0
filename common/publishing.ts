import { z } from 'zod';
import { versionNumberSchema } from './projects.js';

/** Names the content origin uses itself, or that would mislead a visitor. */
export const RESERVED_SLUGS = [
  'a',
  'p',
  'api',
  'app',
  'admin',
  'assets',
  'health',
  'lumi',
  'runtime',
  'static',
  'vendor',
  'www',
  'mail',
  'support',
  'status',
] as const;

/** Where a published app is reached: its own origin with PUBLISH_URL_TEMPLATE, else a folder of the content origin. */
export function publishedUrl(config: { contentUrl: string; publishUrlTemplate: string | null }, slug: string): string {
  if (config.publishUrlTemplate) return `${config.publishUrlTemplate.replace('{slug}', slug)}/`;
  return `${config.contentUrl}/a/${slug}/`;
}

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/** The published app's name in its address: lower-case letters, digits and dashes, as a subdomain allows. */
export const publishSlugSchema = z
  .string({ error: 'Adresse invalide' })
  .trim()
  .min(SLUG_MIN, `L'adresse doit faire au moins ${SLUG_MIN} caractères.`)
  .max(SLUG_MAX, `L'adresse doit faire au plus ${SLUG_MAX} caractères.`)
  .regex(/^[a-z0-9-]+$/, "L'adresse ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets.")
  .regex(/^[a-z0-9].*[a-z0-9]$/, "L'adresse ne peut pas commencer ni finir par un tiret.")
  .refine((slug) => !slug.includes('--'), "L'adresse ne peut pas contenir deux tirets de suite.")
  .refine(
    (slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug),
    'Cette adresse est réservée par Lumi : choisissez-en une autre.',
  );

export const publishSchema = z.object({
  slug: publishSlugSchema,
  /** The latest saved version when absent. */
  versionNumber: versionNumberSchema.optional(),
});
export type PublishInput = z.input<typeof publishSchema>;

export const PUBLICATION_STATES = ['publishing', 'published', 'failed'] as const;

export const publicationSchema = z.object({
  slug: z.string(),
  url: z.string(),
  /** publishing: the first web build for this address runs; failed: it failed and nothing is served yet. */
  state: z.enum(PUBLICATION_STATES),
  /** The version served; null until a build is served. */
  versionNumber: z.number().nullable(),
  publishedAt: z.string().nullable(),
  /** The build running for the next version, if any. */
  pendingBuildId: z.string().nullable(),
  /** Why the last « Publier » failed, when it failed after the version served. */
  lastError: z.string().nullable(),
  /** Visits counted over the last 30 days. */
  visits30d: z.number(),
});
export type Publication = z.infer<typeof publicationSchema>;
export const publicationResponseSchema = z.object({ publication: publicationSchema.nullable() });

/** A finding of the check before publishing, shown with its file and line. */
export const publishFindingSchema = z.object({ path: z.string(), message: z.string() });
