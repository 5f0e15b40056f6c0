import { z } from 'zod';
import { safeText } from './input-rules.js';
import { filesMapSchema } from './projects.js';

/** Messages sent to the model as history: the last 10 (spec). */
export const HISTORY_LIMIT = 10;
export const MESSAGE_MAX_LENGTH = 20_000;

export const generationModeSchema = z.enum(['code', 'conversation']);
export type GenerationMode = z.infer<typeof generationModeSchema>;

export const historyMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: safeText("Un message de l'historique").max(MESSAGE_MAX_LENGTH),
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;

export const attachmentSchema = z.object({
  name: safeText('Le nom du fichier joint').trim().min(1).max(200),
  /** Text content (text and code files); images and archives are described by name and size only. */
  content: safeText('Le contenu du fichier joint').max(1_000_000).optional(),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  type: z.enum(['image', 'text', 'code', 'archive', 'other']).default('other'),
  /** Images, as analysed by POST /api/attachments; sent to providers that read images. */
  dataUrl: z
    .string()
    .max(14_000_000)
    .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/, 'Image invalide')
    .optional(),
  /** Zip archives: the files inside. */
  entries: z.array(safeText("Un nom de fichier de l'archive").max(500)).max(200).optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** Automatic fix turns after one request: the server's (build errors) and the studio's (runtime errors) together. */
export const AUTO_FIX_LIMIT = 2;

export const fixErrorSchema = z.object({
  message: safeText("Le message d'erreur").max(4000),
  file: safeText('Le fichier en erreur').max(500).nullable(),
  line: z.number().int().min(0).max(10_000_000).nullable(),
});
export type FixError = z.infer<typeof fixErrorSchema>;

/** « Corriger avec Lumi » and the studio's automatic fix: what the preview reported, so a fix can act on it. */
export const fixRequestSchema = z.object({
  source: z.enum(['build', 'runtime']),
  errors: z.array(fixErrorSchema).min(1).max(5),
  /** Sent by the studio on its own (errors within 5 s of a turn's first render), not by the user. */
  automatic: z.boolean().default(false),
});
export type FixRequestInput = z.input<typeof fixRequestSchema>;

/**
 * One request shape for every screen: the studio (projectId), the demo studio (files, no project),
 * the assistant chat (mode conversation, history) and the "Corriger avec Lumi" button.
 */
export const generateRequestSchema = z
  .object({
    mode: generationModeSchema.default('code'),
    message: safeText('Le message')
      .trim()
      .min(1, 'Le message est vide')
      .max(MESSAGE_MAX_LENGTH, `${MESSAGE_MAX_LENGTH} caractères au maximum`),
    projectId: z.uuid('Identifiant de projet invalide').optional(),
    /** Without a project: the files of a scratch project (demo studio). Ignored when projectId is given. */
    files: filesMapSchema.optional(),
    /** Without a project: the conversation so far (the last 10 are used). */
    history: z.array(historyMessageSchema).max(200).optional(),
    attachments: z.array(attachmentSchema).max(5).optional(),
    fix: fixRequestSchema.optional(),
  })
  .strict();
export type GenerateRequest = z.input<typeof generateRequestSchema>;

/** The events of one generation, streamed as Server-Sent Events (`data: <json>`), in this order. */
/**
 * Why a generation stream ended in error: a cancellation, the provider's time-out, rate limit or refused key, another
 * provider failure, or anything else. The message beside it is the French sentence to show.
 */
export const GENERATION_ERROR_CODES = ['CANCELLED', 'AI_TIMEOUT', 'AI_RATE_LIMITED', 'AI_AUTH', 'AI_PROVIDER', 'AI_FAILED'] as const;
export type GenerationErrorCode = (typeof GENERATION_ERROR_CODES)[number];

export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    generationId: z.string(),
    provider: z.string(),
    model: z.string(),
    /** Files left out of the model's context to fit the budget. */
    omittedFiles: z.array(z.string()),
  }),
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('file-start'), path: z.string() }),
  z.object({ type: z.literal('file-chunk'), path: z.string(), delta: z.string() }),
  /** The file as written: the only authoritative content (chunks are for live display). */
  z.object({ type: z.literal('file-done'), path: z.string(), content: z.string() }),
  z.object({ type: z.literal('file-deleted'), path: z.string() }),
  z.object({ type: z.literal('edit-applied'), path: z.string(), content: z.string() }),
  /** A write or edit that was refused; nothing of it was written. */
  z.object({ type: z.literal('edit-rejected'), path: z.string(), reason: z.string() }),
  z.object({
    type: z.literal('done'),
    /** The new project version, or null when nothing changed (or there is no project). */
    versionNumber: z.number().nullable(),
    filesChanged: z.array(z.string()),
    rejected: z.number(),
    usage: z.object({ inputTokens: z.number().nullable(), outputTokens: z.number().nullable() }),
    responseTimeMs: z.number(),
    qualityScore: z.number().nullable(),
    /** The assistant's text without the file operations. */
    reply: z.string(),
  }),
  z.object({ type: z.literal('error'), code: z.enum(GENERATION_ERROR_CODES), message: z.string() }),
  /**
   * The turn's files do not build: Lumi starts a fix turn on its own (attempt n of AUTO_FIX_LIMIT). Its events follow
   * in the same stream, each turn ending with its own `done`.
   */
  z.object({ type: z.literal('fix-start'), attempt: z.number(), message: z.string() }),
  /** Still broken after the last automatic attempt: the newest version that worked, to offer going back to it. */
  z.object({ type: z.literal('fix-exhausted'), lastWorkingVersion: z.number().nullable() }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/** Spec texts for failures, shown as toasts and assistant messages. */
export const GENERATION_ERRORS = {
  codeToast: 'Impossible de générer le code',
  codeAssistant: "Désolé, une erreur s'est produite lors de la génération du code. Veuillez réessayer.",
  chatTitle: 'Difficulté technique',
  chatToast: 'Problème temporaire avec Lumi',
  noFiles: 'Génération terminée.',
  autoFixLimit: `Lumi a déjà tenté ${AUTO_FIX_LIMIT} corrections automatiques de suite : décrivez le problème ou revenez à la dernière version qui fonctionnait.`,
} as const;

/** The chat's line for an automatic fix turn, and the request the model receives. */
export function autoFixMessage(attempt: number, source: 'build' | 'runtime', errors: FixError[]): string {
  const list = errors
    .map(
      (error) =>
        `- ${error.message}${error.file && !error.message.includes(error.file) ? ` (fichier ${error.file}${error.line ? `, ligne ${error.line}` : ''})` : ''}`,
    )
    .join('\n');
  const what = source === 'build' ? "L'aperçu ne se construit pas" : "L'application plante dans l'aperçu";
  return `Correction automatique (${attempt}/${AUTO_FIX_LIMIT}) : ${what}. Corrige ces erreurs sans rien changer d'autre :\n${list}`;
}
