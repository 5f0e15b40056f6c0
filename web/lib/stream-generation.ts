import { apiErrorSchema } from '@common/errors';
import { GENERATION_ERRORS, generationEventSchema, type GenerateRequest, type GenerationEvent } from '@common/generation';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { ApiRequestError } from '@/lib/api';

/** A generation refused before it started (quota, busy project, bad input): the server's French message. */
export class GenerationRequestError extends ApiRequestError {
  constructor(message: string, status: number, code: string, retryAt?: string) {
    super(message, status, code, retryAt);
    this.name = 'GenerationRequestError';
  }
}

/**
 * Calls POST /api/generate and hands each Server-Sent Event to `onEvent` as it arrives. Aborting
 * `signal` cancels the turn on the server (the project is left as it was). Resolves with the last event.
 */
export async function streamGeneration(
  request: GenerateRequest,
  options: { onEvent: (event: GenerationEvent) => void; signal?: AbortSignal },
): Promise<GenerationEvent | null> {
  let response: Response;
  try {
    response = await fetch('/api/generate', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal: options.signal,
    });
  } catch {
    if (options.signal?.aborted) return null;
    throw new GenerationRequestError(`${GENERATION_ERRORS.codeToast} : impossible de joindre le serveur.`, 0, 'NETWORK');
  }
  if (!response.ok || !response.body) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new GenerationRequestError(
      parsed.success ? parsed.data.message : GENERATION_ERRORS.codeToast,
      response.status,
      parsed.success ? parsed.data.code : 'UNKNOWN',
      parsed.success ? parsed.data.retryAt : undefined,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  let last: GenerationEvent | null = null;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = generationEventSchema.safeParse(JSON.parse(value.data));
      if (!parsed.success) continue;
      last = parsed.data;
      options.onEvent(parsed.data);
    }
  } catch (error) {
    if (options.signal?.aborted) return last;
    throw error;
  }
  return last;
}
