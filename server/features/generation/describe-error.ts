import { APICallError } from 'ai';
import { GENERATION_ERRORS, type GenerationErrorCode, type GenerationMode } from '../../../common/generation.js';

/** Provider failures, timeouts and rate limits as the spec's French messages; the details go to the log. */
export function describeGenerationError(
  error: unknown,
  mode: GenerationMode,
  timedOut: boolean,
): { code: GenerationErrorCode; message: string } {
  const fallback = mode === 'code' ? GENERATION_ERRORS.codeToast : GENERATION_ERRORS.chatToast;
  if (timedOut) return { code: 'AI_TIMEOUT', message: `${fallback} : Lumi a mis trop de temps à répondre. Réessayez.` };
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429) {
      return {
        code: 'AI_RATE_LIMITED',
        message: `${fallback} : le fournisseur d'IA est très sollicité en ce moment. Réessayez dans un instant.`,
      };
    }
    if (error.statusCode === 401 || error.statusCode === 403) {
      return { code: 'AI_AUTH', message: `${fallback} : le fournisseur d'IA a refusé la clé configurée. Prévenez l'administrateur.` };
    }
    return {
      code: 'AI_PROVIDER',
      message: `${fallback} : le fournisseur d'IA ne répond pas correctement (${error.statusCode ?? 'réseau'}).`,
    };
  }
  return { code: 'AI_FAILED', message: fallback };
}
