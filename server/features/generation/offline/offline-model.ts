import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3StreamPart, LanguageModelV3Usage } from '@ai-sdk/provider';
import { z } from 'zod';
import { attachmentSchema, fixErrorSchema, generationModeSchema, historyMessageSchema } from '../../../../common/generation.js';
import { filesMapSchema } from '../../../../common/projects.js';
import { composeOfflineReply, type OfflineRequest } from './compose-reply.js';

/** What the generation service passes in `providerOptions.lumi`; real providers ignore this namespace. */
export const offlineOptionsSchema = z.object({
  mode: generationModeSchema,
  message: z.string(),
  files: filesMapSchema.default({}),
  history: z.array(historyMessageSchema).default([]),
  attachments: z.array(attachmentSchema).default([]),
  fix: z.object({ source: z.enum(['build', 'runtime']), errors: z.array(fixErrorSchema) }).optional(),
  lastWorkingFiles: filesMapSchema.optional(),
});

export interface OfflineModelOptions {
  /** Pause between streamed pieces, so the UI shows a realistic stream (0 in tests). */
  chunkDelayMs: number;
  chunkSize?: number;
}

const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * About this many pieces per answer (cuts at word boundaries make some shorter): a whole app (25–30 KB, ~1,200
 * pieces of 24 characters) streamed for 8–10 s at 8 ms a piece, a wait that showed nothing but the pacing itself; in
 * bigger pieces it arrives in under 3 s, still file by file. Short answers (a chat reply) keep their word-sized pieces.
 */
const MAX_PIECES = 300;

function usage(input: string, output: string): LanguageModelV3Usage {
  return {
    inputTokens: { total: estimateTokens(input), noCache: estimateTokens(input), cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: estimateTokens(output), text: estimateTokens(output), reasoning: 0 },
  };
}

function readRequest(options: LanguageModelV3CallOptions): { request: OfflineRequest; input: string } {
  const parsed = offlineOptionsSchema.safeParse(options.providerOptions?.lumi ?? {});
  const input = JSON.stringify(options.prompt);
  if (parsed.success) return { request: parsed.data, input };
  // Called without our options (e.g. directly through the AI SDK): answer the last user text as a chat.
  const lastUser = [...options.prompt].reverse().find((m) => m.role === 'user');
  const message = lastUser && Array.isArray(lastUser.content) ? lastUser.content.map((p) => ('text' in p ? p.text : '')).join('\n') : '';
  return { request: { mode: 'conversation', message, files: {}, history: [], attachments: [] }, input };
}

/** Splits on word boundaries so streamed pieces look like tokens, not arbitrary bytes. */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    let end = Math.min(text.length, at + size);
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > at + size / 2) end = space + 1;
    out.push(text.slice(at, end));
    at = end;
  }
  return out;
}

/**
 * Lumi's offline generator as an AI SDK language model: the generation pipeline streams from it
 * exactly as from Gemini or OpenAI, so every path works without a key.
 */
export function createOfflineModel(modelOptions: OfflineModelOptions): LanguageModelV3 {
  const chunkSize = modelOptions.chunkSize ?? 24;
  return {
    specificationVersion: 'v3',
    provider: 'lumi-offline',
    modelId: 'lumi-offline-1',
    supportedUrls: {},
    async doGenerate(options) {
      const { request, input } = readRequest(options);
      const text = composeOfflineReply(request);
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usage(input, text),
        warnings: [],
      };
    },
    async doStream(options) {
      const { request, input } = readRequest(options);
      const text = composeOfflineReply(request);
      const signal = options.abortSignal;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'offline' });
          for (const piece of pieces(text, Math.max(chunkSize, Math.ceil(text.length / MAX_PIECES)))) {
            if (signal?.aborted) {
              controller.error(signal.reason ?? new DOMException('Annulé', 'AbortError'));
              return;
            }
            controller.enqueue({ type: 'text-delta', id: 'offline', delta: piece });
            if (modelOptions.chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, modelOptions.chunkDelayMs));
          }
          controller.enqueue({ type: 'text-end', id: 'offline' });
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: usage(input, text) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
