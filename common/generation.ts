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

/**
 * One request shape for every screen: the studio (projectId), the demo studio (files, no project),
 * the assistant chat (mode conversation, history) and the "Corriger avec Lumi" button.
 */
export const generateRequestSchema = z
  .object({
    mode: generationModeSchema.default('code'),
    message: safeText('Le message').trim().min(1, 'Le message est vide').max(MESSAGE_MAX_LENGTH, `${MESSAGE_MAX_LENGTH} caractères au maximum`),
    projectId: z.uuid('Identifiant de projet invalide').optional(),
    /** Without a project: the files of a scratch project (demo studio). Ignored when projectId is given. */
    files: filesMapSchema.optional(),
    /** Without a project: the conversation so far (the last 10 are used). */
    history: z.array(historyMessageSchema).max(200).optional(),
    attachments: z.array(attachmentSchema).max(5).optional(),
  })
  .strict();
export type GenerateRequest = z.input<typeof generateRequestSchema>;

/** The events of one generation, streamed as Server-Sent Events (`data: <json>`), in this order. */
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
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/** Spec texts for failures, shown as toasts and assistant messages. */
export const GENERATION_ERRORS = {
  codeToast: 'Impossible de générer le code',
  codeAssistant: "Désolé, une erreur s'est produite lors de la génération du code. Veuillez réessayer.",
  chatTitle: 'Difficulté technique',
  chatToast: 'Problème temporaire avec Lumi',
  noFiles: 'Génération terminée.',
} as const;
