import { z } from 'zod';

export const analyzedAttachmentSchema = z.object({
  name: z.string(),
  kind: z.enum(['image', 'text', 'code', 'archive', 'other']),
  size: z.number(),
  /** Text and code: the content that goes into the assistant's context. */
  content: z.string().optional(),
  /** The first 200 characters, shown under the file. */
  preview: z.string(),
  lineCount: z.number().optional(),
  /** Zip archives: the files inside. */
  entries: z.array(z.string()).optional(),
  /** Images: the picture itself, for the preview and for providers that read images. */
  dataUrl: z.string().optional(),
  note: z.string().optional(),
});
export type AnalyzedAttachment = z.infer<typeof analyzedAttachmentSchema>;

/** The server accepts up to the component default (10 MB); the chat narrows it to 5 MB in the browser. */
export const ATTACHMENT_SERVER_MAX_BYTES = 10 * 1024 * 1024;
