import { AUTO_FIX_LIMIT } from '@common/generation';
import { showUnsafeText } from '@common/input-rules';
import type { PreviewProblem, RuntimeError } from '@common/preview';

/** What "Corriger avec Lumi" hands to the assistant: the errors and a French request it can act on. */
export interface FixRequest {
  source: 'build' | 'runtime';
  errors: { message: string; file: string | null; line: number | null }[];
  /** The message sent to the generation endpoint. */
  message: string;
}

/** What the preview showed for the files on screen, once it knows (PreviewPanel's onOutcome). */
export interface PreviewOutcome {
  works: boolean;
  /** The errors, when it failed with some (a blank page has none). */
  fix: FixRequest | null;
  /** It failed to build, or within 5 s of its first render: the turn that wrote the files is to blame. */
  early: boolean;
}

/** After the last automatic fix turn, when the app still fails. */
export const FIX_EXHAUSTED = `Lumi n’a pas réussi à corriger l’application en ${AUTO_FIX_LIMIT} tentatives automatiques. Décrivez ce qui ne va pas, ou revenez à la dernière version qui fonctionnait.`;

const where = (error: { file: string | null; line: number | null }) =>
  error.file ? ` (fichier ${error.file}${error.line ? `, ligne ${error.line}` : ''})` : '';

const runtimeKinds: Record<RuntimeError['kind'], string> = {
  'runtime-error': "Erreur d'exécution",
  'unhandled-rejection': 'Promesse rejetée sans traitement',
  'console-error': 'Erreur dans la console',
};

export function runtimeKindLabel(kind: RuntimeError['kind']): string {
  return runtimeKinds[kind];
}

export function buildFixRequest(problems: PreviewProblem[]): FixRequest {
  const errors = problems.slice(0, 5).map(({ message, file, line }) => ({ message, file, line }));
  const list = errors.map((error) => `- ${error.message}${error.message.includes(`${error.file}, ligne`) ? '' : where(error)}`).join('\n');
  // The app's own error text may hold characters the server refuses (NUL): shown as « � », the request still goes.
  return {
    source: 'build',
    errors,
    message: showUnsafeText(`L'aperçu ne se construit plus. Corrige ces erreurs sans rien changer d'autre :\n${list}`),
  };
}

export function runtimeFixRequest(error: RuntimeError): FixRequest {
  return {
    source: 'runtime',
    errors: [{ message: error.message, file: error.file, line: error.line }],
    message: showUnsafeText(
      `${runtimeKindLabel(error.kind)} dans l'aperçu${where(error)} : « ${error.message.slice(0, 1000)} ». Corrige cette erreur sans rien changer d'autre.`,
    ),
  };
}
