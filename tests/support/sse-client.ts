import { generationEventSchema, type GenerationEvent } from '../../common/generation.js';

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
    buffer += value;
    let separator: number;
    while ((separator = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, separator);
      buffer = buffer.slice(separator + 2);
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
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
