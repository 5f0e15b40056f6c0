import { showUnsafeText } from '@common/input-rules';
import type { PreviewProblem, RuntimeError } from '@common/preview';

/** What "Corriger avec Lumi" hands to the assistant: the errors and a French request it can act on. */
export interface FixRequest {
  source: 'build' | 'runtime';
  errors: { message: string; file: string | null; line: number | null }[];
  /** The message sent to the generation endpoint. */
  message: string;
}

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
  return { source: 'build', errors, message: showUnsafeText(`L'aperçu ne se construit plus. Corrige ces erreurs sans rien changer d'autre :\n${list}`) };
}

export function runtimeFixRequest(error: RuntimeError): FixRequest {
  return {
    source: 'runtime',
    errors: [{ message: error.message, file: error.file, line: error.line }],
    message: showUnsafeText(`${runtimeKindLabel(error.kind)} dans l'aperçu${where(error)} : « ${error.message.slice(0, 1000)} ». Corrige cette erreur sans rien changer d'autre.`),
  };
}
