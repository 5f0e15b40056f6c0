import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Config } from '../../env.js';
import { createOfflineModel } from './offline/offline-model.js';

export const DEFAULT_MODELS = {
  offline: 'lumi-offline-1',
  gemini: 'gemini-2.5-pro',
  openai: 'gpt-4.1',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'llama3.1',
} as const;

export interface LanguageModelHandle {
  model: LanguageModelV3;
  provider: Config['ai']['provider'];
  modelId: string;
}

/** The model behind AI_PROVIDER; AI_BASE_URL points any of them elsewhere (a proxy, or a test server). */
export function createLanguageModel(ai: Config['ai']): LanguageModelHandle {
  const modelId = ai.model ?? DEFAULT_MODELS[ai.provider];
  const baseURL = ai.baseUrl;
  switch (ai.provider) {
    case 'offline':
      return { model: createOfflineModel({ chunkDelayMs: ai.offlineDelayMs }), provider: 'offline', modelId: DEFAULT_MODELS.offline };
    case 'gemini':
      return { model: createGoogleGenerativeAI({ apiKey: ai.apiKey, baseURL })(modelId), provider: ai.provider, modelId };
    case 'openai':
      return { model: createOpenAI({ apiKey: ai.apiKey, baseURL }).chat(modelId), provider: ai.provider, modelId };
    case 'anthropic':
      return { model: createAnthropic({ apiKey: ai.apiKey, baseURL })(modelId), provider: ai.provider, modelId };
    case 'openai-compatible':
      return {
        model: createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: baseURL ?? 'http://127.0.0.1:11434/v1',
          apiKey: ai.apiKey,
          includeUsage: true,
        }).chatModel(modelId),
        provider: ai.provider,
        modelId,
      };
  }
}
