import { z } from 'zod';
import { buildSchema, createBuildSchema } from './builds.js';
import { generationEventSchema, MESSAGE_MAX_LENGTH } from './generation.js';
import {
  createProjectSchema,
  filesMapSchema,
  projectSchema,
  projectStatusSchema,
  projectTitleSchema,
  saveVersionSchema,
  versionNumberSchema,
  versionSummarySchema,
} from './projects.js';
import { safeText } from './input-rules.js';

/** Every /v1 error: the app's code and French message, under `error`. */
export const v1ErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    retryAt: z.string().optional(),
  }),
});

/** A project as the public API shows it (no preview internals). */
export const v1ProjectSchema = projectSchema.pick({
  id: true,
  title: true,
  description: true,
  projectType: true,
  framework: true,
  status: true,
  isFavorite: true,
  versionNumber: true,
  createdAt: true,
  updatedAt: true,
  publishedUrl: true,
});
export type V1Project = z.infer<typeof v1ProjectSchema>;

export const V1_PAGE_MAX = 100;

export const v1ListProjectsQuerySchema = z.object({
  /** From the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1, 'Au moins 1').max(V1_PAGE_MAX, `Au plus ${V1_PAGE_MAX}`).default(50),
  /** Only projects modified at or after this instant (ISO 8601). */
  updated_since: z.iso.datetime({ offset: true, error: 'Date ISO 8601 attendue (ex. 2026-11-24T10:00:00Z)' }).optional(),
});

export const v1ProjectListSchema = z.object({ projects: z.array(v1ProjectSchema), nextCursor: z.string().nullable() });
export const v1ProjectResponseSchema = z.object({ project: v1ProjectSchema });

/** Files as an object only (the app's form also takes JSON text, as the spec's own client sent it). */
export const v1CreateProjectSchema = createProjectSchema
  .pick({ title: true, description: true, projectType: true, framework: true })
  .extend({ files: filesMapSchema.optional() })
  .strict();

export const v1UpdateProjectSchema = z
  .object({
    title: projectTitleSchema.optional(),
    description: safeText('La description').trim().max(2000).nullable().optional(),
    status: projectStatusSchema.optional(),
    isFavorite: z.boolean().optional(),
  })
  .strict()
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: 'Aucune modification à enregistrer' });

export const v1FilesQuerySchema = z.object({ version: z.coerce.number().pipe(versionNumberSchema).optional() });
export const v1FilesSchema = z.object({ version: z.number(), files: filesMapSchema });
export const v1SaveFilesSchema = saveVersionSchema.strict();
export const v1SavedVersionSchema = z.object({ version: z.object({ number: z.number(), createdAt: z.string(), fileCount: z.number() }) });
export const v1VersionListSchema = z.object({ versions: z.array(versionSummarySchema) });

export const v1GenerationRequestSchema = z
  .object({
    message: safeText('Le message')
      .trim()
      .min(1, 'Le message est vide')
      .max(MESSAGE_MAX_LENGTH, `${MESSAGE_MAX_LENGTH} caractères au maximum`),
  })
  .strict();
export const v1GenerationQuerySchema = z.object({
  /** true: wait for the end and answer JSON instead of Server-Sent Events. */
  wait: z.enum(['true', 'false']).default('false'),
});
/** `?wait=true`: the turn's outcome. */
export const v1GenerationResultSchema = z.object({
  generationId: z.string().nullable(),
  versionNumber: z.number().nullable(),
  filesChanged: z.array(z.string()),
  reply: z.string(),
  events: z.array(generationEventSchema),
});

export const v1CreateBuildSchema = createBuildSchema.omit({ projectId: true }).strict();
export const v1BuildResponseSchema = z.object({ build: buildSchema });
