import { z } from 'zod';
import { PG_INTEGER_MAX, safeText, showUnsafeText, unsafeTextProblem } from './input-rules.js';

export const PROJECT_TYPES = ['web', 'mobile', 'desktop', 'api', 'fullstack'] as const;
export const FRAMEWORKS = ['react', 'vue', 'angular', 'svelte', 'nodejs', 'python', 'java', 'csharp'] as const;
export const PROJECT_STATUSES = ['generating', 'draft', 'active', 'completed', 'archived'] as const;

export const projectTypeSchema = z.enum(PROJECT_TYPES);
export const frameworkSchema = z.enum(FRAMEWORKS);
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectType = z.infer<typeof projectTypeSchema>;
export type Framework = z.infer<typeof frameworkSchema>;
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const PROJECT_LIMITS = {
  maxFiles: 500,
  maxTotalBytes: 5 * 1024 * 1024,
  maxPathLength: 300,
  titleMaxLength: 200,
} as const;

/** Files of a project: path → text. */
export type ProjectFiles = Record<string, string>;

/**
 * A path → text map without a prototype, for every map built from what a user or a model sent: "constructor"
 * or "toString" are then keys like any other, never inherited functions.
 */
export function fileMap(from?: ProjectFiles | Iterable<[string, string]>): ProjectFiles {
  const map = Object.create(null) as ProjectFiles;
  if (!from) return map;
  for (const [path, content] of Symbol.iterator in from ? (from as Iterable<[string, string]>) : Object.entries(from)) map[path] = content;
  return map;
}

/** Refused as a file name: an object key that would set a prototype instead of storing a file. */
const RESERVED_PATHS = new Set(['__proto__']);

/** Why a path is refused, in French, or null when it is acceptable. */
export function checkFilePath(path: string): string | null {
  if (path.length === 0) return 'le chemin est vide';
  if (path.length > PROJECT_LIMITS.maxPathLength) return `le chemin dépasse ${PROJECT_LIMITS.maxPathLength} caractères`;
  if (path.includes('\0')) return 'le chemin contient un caractère nul';
  if (unsafeTextProblem(path)) return 'le chemin contient un caractère Unicode incomplet';
  if (RESERVED_PATHS.has(path)) return `« ${path} » est un nom réservé`;
  if (path.includes('\\')) return 'le chemin contient une barre oblique inverse (\\)';
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path)) return 'le chemin doit être relatif';
  const segments = path.split('/');
  if (segments.some((segment) => segment === '..')) return 'le chemin ne peut pas contenir ..';
  if (segments.some((segment) => segment === '' || segment === '.')) return 'le chemin contient un segment vide';
  return null;
}

/** A path shown in a message: cut, and without the characters that could not be shown or stored. */
const shownPath = (path: string) => showUnsafeText(path.slice(0, 80));

const filePathMessage = (path: string, problem: string) => `Chemin de fichier invalide « ${shownPath(path)} » : ${problem}.`;

export type FilesProblem = { kind: 'path' | 'too-many' | 'too-large'; message: string };

/** The project-wide rules on files; the server maps path problems to 400 and size problems to 413. */
export function checkProjectFiles(files: ProjectFiles): FilesProblem | null {
  const paths = Object.keys(files);
  for (const path of paths) {
    const problem = checkFilePath(path);
    if (problem) return { kind: 'path', message: filePathMessage(path, problem) };
  }
  if (paths.length > PROJECT_LIMITS.maxFiles) {
    return { kind: 'too-many', message: `Un projet ne peut pas dépasser ${PROJECT_LIMITS.maxFiles} fichiers (${paths.length} reçus).` };
  }
  let total = 0;
  for (const content of Object.values(files)) total += new TextEncoder().encode(content).length;
  if (total > PROJECT_LIMITS.maxTotalBytes) {
    return { kind: 'too-large', message: 'Le projet dépasse la taille maximale de 5 Mo.' };
  }
  return null;
}

/**
 * The spec's fallback for `code_files` / `chat_history` that may arrive as JSON text: unparsable or missing
 * values become the empty value instead of an error.
 */
export function parseJsonField<T>(value: unknown, schema: z.ZodType<T>, fallback: T): T {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return fallback;
    }
  }
  const parsed = schema.safeParse(candidate);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Files as sent: every path and every content is checked on the object as received, before zod copies it
 * (a copy made by assignment would silently lose a key such as "__proto__").
 */
export const filesMapSchema = z.preprocess(
  (value, ctx) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    for (const [path, content] of Object.entries(value)) {
      const pathProblem = checkFilePath(path);
      if (pathProblem) {
        ctx.addIssue({ code: 'custom', path: [path], message: filePathMessage(path, pathProblem), input: value });
        continue;
      }
      const contentProblem = typeof content === 'string' ? unsafeTextProblem(content) : null;
      if (contentProblem) {
        ctx.addIssue({ code: 'custom', path: [path], message: `Le fichier « ${shownPath(path)} » ${contentProblem}.`, input: value });
      }
    }
    return value;
  },
  z.record(z.string(), z.string()),
);

/**
 * `code_files` as an object or as JSON text; JSON text that cannot be parsed is an empty project (the spec's
 * fallback), but files that can be read are checked like any others, never replaced by an empty project.
 */
export const codeFilesInputSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return {};
  }
}, filesMapSchema);

const optionalText = (label: string, max: number) =>
  safeText(label)
    .trim()
    .max(max, `${max} caractères au maximum`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const projectTitleSchema = safeText('Le nom du projet')
  .trim()
  .min(1, 'Le nom du projet est requis')
  .max(PROJECT_LIMITS.titleMaxLength, `Le nom ne peut pas dépasser ${PROJECT_LIMITS.titleMaxLength} caractères`);

export const createProjectSchema = z.object({
  title: projectTitleSchema,
  description: optionalText('La description', 2000),
  prompt: optionalText('Le prompt', 20_000),
  projectType: projectTypeSchema.default('web'),
  framework: frameworkSchema.default('react'),
  status: z.enum(['draft', 'generating']).default('draft'),
  files: codeFilesInputSchema.optional(),
  /** The first chat entry (the landing idea), stored as the user's first message. */
  firstMessage: optionalText('Le premier message', 20_000),
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;

export const updateProjectSchema = z
  .object({
    title: projectTitleSchema.optional(),
    description: safeText('La description').trim().max(2000).nullable().optional(),
    projectType: projectTypeSchema.optional(),
    framework: frameworkSchema.optional(),
    status: projectStatusSchema.optional(),
    tags: z.array(safeText('Une étiquette').trim().min(1).max(40)).max(20).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: 'Aucune modification à enregistrer' });
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

export const favoriteSchema = z.object({ isFavorite: z.boolean() });

/** A version number as the API receives it: within PostgreSQL's integer, so SQL never sees an overflow. */
export const versionNumberSchema = z.number().int().min(1, 'Numéro de version invalide').max(PG_INTEGER_MAX, 'Numéro de version invalide');

export const saveVersionSchema = z.object({
  baseVersion: versionNumberSchema,
  // An object only: the spec's « unreadable JSON text is an empty project » fits a new project, never a save.
  files: filesMapSchema,
  summary: safeText('Le résumé').trim().max(200).optional(),
});
export type SaveVersionInput = z.input<typeof saveVersionSchema>;

export const restoreVersionSchema = z.object({ baseVersion: versionNumberSchema });

/** What the studio's preview showed for a version: POST /api/projects/:id/versions/:number/outcome. */
export const versionOutcomeSchema = z.object({ works: z.boolean({ error: 'Indiquez si la version fonctionne (vrai ou faux).' }) }).strict();

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  prompt: z.string().nullable(),
  projectType: z.string(),
  framework: z.string(),
  status: z.string(),
  isFavorite: z.boolean(),
  isPublic: z.boolean(),
  tags: z.array(z.string()),
  techStack: z.array(z.string()),
  folderId: z.string().nullable(),
  versionNumber: z.number(),
  previewUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastAccessedAt: z.string().nullable(),
  /** The address of the published app, when a version of it is online. */
  publishedUrl: z.string().nullable(),
  /** Visits of the published app over the last 30 days (null: not online). */
  visits30d: z.number().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/** POST /api/projects/import: the zip as sent, and what it may unpack to (a zip bomb stops there). */
export const IMPORT_LIMITS = {
  maxZipBytes: 20 * 1024 * 1024,
  maxUnpackedBytes: 50 * 1024 * 1024,
} as const;

export const IMPORT_TOO_LARGE_MESSAGE = "L'archive dépasse la taille maximale de 20 Mo.";

/** The imported project, and the files of the archive it could not keep (binary of an unknown type, not UTF-8…). */
export const importProjectResponseSchema = z.object({ project: projectSchema, skipped: z.array(z.string()) });
export type ImportProjectResponse = z.infer<typeof importProjectResponseSchema>;

export const projectMessageSchema = z.object({
  id: z.string(),
  role: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

export const projectDetailSchema = z.object({
  project: projectSchema,
  files: filesMapSchema,
  messages: z.array(projectMessageSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** What a card of the list shows: no prompt, the description cut (the settings dialog reads the whole project). */
export const PROJECT_LIST_DESCRIPTION_LENGTH = 200;
export const projectListItemSchema = projectSchema.omit({ prompt: true }).extend({
  /** The description was longer than PROJECT_LIST_DESCRIPTION_LENGTH and arrives cut. */
  isDescriptionCut: z.boolean(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const PROJECT_LIST_SORTS = ['updated', 'created', 'accessed', 'name'] as const;
export const PROJECT_LIST_LIMITS = { default: 24, max: 100, maxPage: 10_000, searchMaxLength: 200 } as const;

const LIMIT_MESSAGE = `Le nombre de projets par page doit être un entier entre 1 et ${PROJECT_LIST_LIMITS.max}.`;
const PAGE_MESSAGE = `Le numéro de page doit être un entier entre 1 et ${PROJECT_LIST_LIMITS.maxPage}.`;

/** GET /api/projects: a page of the user's projects, searched, filtered and sorted by the server. */
export const projectListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PROJECT_LIST_LIMITS.max, LIMIT_MESSAGE)
    .default(PROJECT_LIST_LIMITS.default),
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(PROJECT_LIST_LIMITS.maxPage, PAGE_MESSAGE)
    .default(1),
  q: safeText('La recherche')
    .trim()
    .max(PROJECT_LIST_LIMITS.searchMaxLength, `La recherche ne peut pas dépasser ${PROJECT_LIST_LIMITS.searchMaxLength} caractères.`)
    .optional(),
  sort: z.enum(PROJECT_LIST_SORTS, { error: 'Tri inconnu : updated, created, accessed ou name.' }).default('updated'),
  direction: z.enum(['asc', 'desc'], { error: 'Ordre inconnu : asc ou desc.' }).default('desc'),
  favorites: z.enum(['true', 'false'], { error: 'Le filtre « favoris » vaut true ou false.' }).optional(),
  status: z.enum(PROJECT_STATUSES, { error: 'Statut inconnu.' }).optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectListSchema = z.object({
  projects: z.array(projectListItemSchema),
  page: z.number(),
  limit: z.number(),
  hasMore: z.boolean(),
  /** Projects matching the search and filters, over every page. */
  matching: z.number(),
  /** Every project of the user (« N projets créés »), whatever the filters. */
  total: z.number(),
});
export type ProjectListPage = z.infer<typeof projectListSchema>;

/** GET /api/projects/names: every project's id and name, for the pickers (new build, support ticket). */
export const projectNamesSchema = z.object({ projects: z.array(z.object({ id: z.string(), title: z.string() })) });

export const versionSummarySchema = z.object({
  number: z.number(),
  /** 'github': brought in by « Récupérer depuis GitHub ». */
  author: z.enum(['user', 'ai', 'github']),
  summary: z.string(),
  fileCount: z.number(),
  /** Its preview rendered without error (« fonctionnelle »), failed, or has not been tried (null). */
  works: z.boolean().nullable(),
  createdAt: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionListSchema = z.object({ versions: z.array(versionSummarySchema) });
export const versionDetailSchema = versionSummarySchema.extend({ files: filesMapSchema });

export const dashboardStatsSchema = z.object({
  projects: z.object({
    total: z.number(),
    byStatus: z.record(projectStatusSchema, z.number()),
  }),
  aiGenerations: z.number(),
  /** Apps online now (published, not private). */
  publishedApps: z.number(),
  /** Visits of all the user's published apps over the last 30 days. */
  visits30d: z.number(),
  lastActivityAt: z.string().nullable(),
  recentProjects: z.array(projectListItemSchema),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** The card labels of the spec: Actif, Terminé, Archivé, and Brouillon for any other value. */
export type StatusLabel = 'Actif' | 'Terminé' | 'Archivé' | 'Brouillon';
const STATUS_LABELS: Record<string, StatusLabel> = { active: 'Actif', completed: 'Terminé', archived: 'Archivé' };

export function statusLabel(status: string): StatusLabel {
  return STATUS_LABELS[status] ?? 'Brouillon';
}
