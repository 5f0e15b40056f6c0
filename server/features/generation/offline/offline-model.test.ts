import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from './offline-model.js';

/** Streams one offline answer and returns its text pieces as the generation service receives them. */
async function streamedPieces(mode: 'code' | 'conversation', message: string): Promise<string[]> {
  const model = createOfflineModel({ chunkDelayMs: 0 });
  const options = {
    prompt: [{ role: 'user', content: [{ type: 'text', text: message }] }],
    providerOptions: { lumi: { mode, message } },
  } as unknown as LanguageModelV3CallOptions;
  const { stream } = await model.doStream(options);
  const pieces: string[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    const value: LanguageModelV3StreamPart = part.value;
    if (value.type === 'text-delta') pieces.push(value.delta);
  }
  return pieces;
}

describe('le flux du générateur hors ligne', () => {
  it('une application entière arrive en 300 morceaux environ (moins de 3 s au rythme par défaut), pas en un millier', async () => {
    const pieces = await streamedPieces('code', 'Une application de recettes avec favoris et un blog');
    const text = pieces.join('');
    // An app of ~25 KB: ~1,000 pieces of 24 characters before, each one a pause of AI_OFFLINE_DELAY_MS.
    expect(text.length).toBeGreaterThan(15_000);
    // Cut at word boundaries, a piece can be shorter than the size: about 300, never the thousand of before.
    expect(pieces.length).toBeLessThanOrEqual(360);
    expect(pieces.length).toBeGreaterThan(100);
  });

  it('une réponse de discussion garde des morceaux de la taille de quelques mots', async () => {
    const pieces = await streamedPieces('conversation', 'Bonjour, que sais-tu faire ?');
    expect(pieces.length).toBeGreaterThan(3);
    // 24 characters, and the space where the cut falls.
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(25);
  });
});
