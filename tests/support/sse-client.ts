import { generationEventSchema, type GenerationEvent } from '../../common/generation.js';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/**
 * Reads a Server-Sent Events body into parsed generation events. With `until`, returns as soon as an event
 * matches and leaves the stream open (closing it would cancel the generation on the server).
 */
export async function readGenerationEvents(response: Response, until?: (event: GenerationEvent) => boolean): Promise<GenerationEvent[]> {
  const events: GenerationEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const event = generationEventSchema.parse(JSON.parse(value.data));
    events.push(event);
    if (until?.(event)) {
      reader.releaseLock();
      return events;
    }
  }
  return events;
}
