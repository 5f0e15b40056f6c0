import { unsafeTextProblem } from '../../../../common/input-rules.js';
import { checkFilePath, type ProjectFiles } from '../../../../common/projects.js';
import type { EditBlock } from './stream-parser.js';

/** One file operation of a reply, as the parser saw it. */
export type FileOperation =
  | { kind: 'write'; path: string; content: string }
  | { kind: 'edit'; path: string; blocks: EditBlock[] | null; error?: string }
  | { kind: 'delete'; path: string }
  | { kind: 'truncated'; path: string; what: 'file' | 'edit' };

export type OperationResult =
  | { ok: true; kind: 'write' | 'edit'; path: string; content: string }
  | { ok: true; kind: 'delete'; path: string }
  | { ok: false; path: string; reason: string };

/**
 * Lazy placeholders a model writes instead of code ("// reste du code inchangé"): writing such a
 * file would silently delete the code it stands for, so the write is refused.
 */
const PLACEHOLDER_PATTERNS = [
  /\/\/\s*\.{2,}\s*$/m,
  /\/\/.*\b(reste|suite)\s+(du|de)\s+(code|fichier|composant)/i,
  /\/\/.*\b(code|contenu|reste)\s+(existant|inchang[ée]s?|pr[ée]c[ée]dent)/i,
  /\/\/.*\b(rest of (the )?(code|file|component)|existing code|remains? (the )?same|unchanged)\b/i,
  /\/\*\s*\.{2,}\s*\*\//,
  /\{\s*\/\*\s*\.{2,}.*?\*\/\s*\}/,
  /\/\*.*\b(reste du code|code existant|existing code|rest of the code)\b.*\*\//i,
  /<!--\s*\.{2,}.*-->/,
];

export function findPlaceholder(content: string): string | null {
  for (const pattern of PLACEHOLDER_PATTERNS) {
    const match = pattern.exec(content);
    if (match) return match[0].trim().slice(0, 80);
  }
  return null;
}

/** Applies one operation to `files` (in place) and says what happened; a refused operation changes nothing. */
export function applyOperation(files: ProjectFiles, operation: FileOperation): OperationResult {
  const pathProblem = checkFilePath(operation.path);
  if (pathProblem) return { ok: false, path: operation.path, reason: `chemin refusé : ${pathProblem}` };

  switch (operation.kind) {
    case 'truncated':
      return {
        ok: false,
        path: operation.path,
        reason:
          operation.what === 'file'
            ? 'fichier coupé avant sa balise de fermeture : il n’a pas été écrit'
            : 'modification coupée avant sa fin',
      };
    case 'delete':
      if (!Object.hasOwn(files, operation.path)) return { ok: false, path: operation.path, reason: 'fichier à supprimer introuvable' };
      delete files[operation.path];
      return { ok: true, kind: 'delete', path: operation.path };
    case 'write': {
      const placeholder = findPlaceholder(operation.content);
      if (placeholder)
        return { ok: false, path: operation.path, reason: `contenu incomplet (« ${placeholder} ») : le fichier n’a pas été écrit` };
      const textProblem = unsafeTextProblem(operation.content);
      if (textProblem) return { ok: false, path: operation.path, reason: `le contenu ${textProblem} : le fichier n’a pas été écrit` };
      files[operation.path] = operation.content;
      return { ok: true, kind: 'write', path: operation.path, content: operation.content };
    }
    case 'edit': {
      if (!operation.blocks) return { ok: false, path: operation.path, reason: operation.error ?? 'modification illisible' };
      const current = Object.hasOwn(files, operation.path) ? files[operation.path] : undefined;
      if (current === undefined) return { ok: false, path: operation.path, reason: 'fichier à modifier introuvable' };
      let next = current;
      for (const [index, block] of operation.blocks.entries()) {
        const at = next.indexOf(block.search);
        if (at === -1) return { ok: false, path: operation.path, reason: `le bloc ${index + 1} ne correspond à aucun passage du fichier` };
        if (next.indexOf(block.search, at + 1) !== -1) {
          return { ok: false, path: operation.path, reason: `le bloc ${index + 1} correspond à plusieurs passages : il est ambigu` };
        }
        const placeholder = findPlaceholder(block.replace);
        if (placeholder && !block.search.includes(placeholder)) {
          return { ok: false, path: operation.path, reason: `contenu incomplet (« ${placeholder} ») dans le bloc ${index + 1}` };
        }
        next = next.slice(0, at) + block.replace + next.slice(at + block.search.length);
      }
      const textProblem = unsafeTextProblem(next);
      if (textProblem) return { ok: false, path: operation.path, reason: `le fichier modifié ${textProblem}` };
      files[operation.path] = next;
      return { ok: true, kind: 'edit', path: operation.path, content: next };
    }
  }
}
