import { z } from 'zod';
import { filesMapSchema, projectTitleSchema, versionNumberSchema } from './projects.js';

/** Files not saved in a project yet (the demo studio) exported as a source archive. */
export const exportFilesSchema = z.object({ title: projectTitleSchema, files: filesMapSchema });
export type ExportFilesInput = z.input<typeof exportFilesSchema>;

/** The spec's platforms, all buildable: web (installable site), Android and iOS (Capacitor projects), source. */
export const BUILD_PLATFORMS = ['web', 'android', 'ios', 'source'] as const;
export type BuildPlatform = (typeof BUILD_PLATFORMS)[number];

export const BUILD_STATUSES = ['pending', 'building', 'completed', 'failed'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

export const createBuildSchema = z.object({
  projectId: z.uuid('Identifiant de projet invalide'),
  /** The latest saved version when absent. */
  versionNumber: versionNumberSchema.optional(),
  platform: z.enum(BUILD_PLATFORMS, { error: 'Plateforme inconnue : choisissez web, android, ios ou source.' }),
});
export type CreateBuildInput = z.input<typeof createBuildSchema>;

export const buildSchema = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  versionNumber: z.number().nullable(),
  platform: z.enum(BUILD_PLATFORMS),
  status: z.enum(BUILD_STATUSES),
  stage: z.string().nullable(),
  progress: z.number(),
  error: z.string().nullable(),
  log: z.string(),
  /** Bytes of the artifact. */
  fileSize: z.number().nullable(),
  /** Seconds from start to end. */
  durationSeconds: z.number().nullable(),
  /** What the artifact is, in French (« Code source (.zip) »); null until there is one. */
  artifactLabel: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Build = z.infer<typeof buildSchema>;
export const buildResponseSchema = z.object({ build: buildSchema });
export const buildListSchema = z.object({ builds: z.array(buildSchema) });
