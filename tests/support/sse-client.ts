import { generationEventSchema, type GenerationEvent } from '../../common/generation.js';
import { takeSseData } from '../../common/sse.js';

/**
 * Reads a Server-Sent Events body into parsed generation events. With `until`, returns as soon as an event
 * matches and leaves the stream open (closing it would cancel the generation on the server).
 */
export async function readGenerationEvents(response: Response, until?: (event: GenerationEvent) => boolean): Promise<GenerationEvent[]> {
  const events: GenerationEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const taken = takeSseData(buffer + value);
    buffer = taken.rest;
    for (const data of taken.data) {
      const event = generationEventSchema.parse(JSON.parse(data));
      events.push(event);
      if (until?.(event)) {
        reader.releaseLock();
        return events;
      }
    }
  }
  return events;
}
