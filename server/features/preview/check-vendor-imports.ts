import type { PreviewProblem } from '../../../common/preview.js';
import type { ProjectFiles } from '../../../common/projects.js';

// esbuild prints the imports it leaves to the import map as plain statements at the top of the bundle.
const importStatement = /^import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}\s*|\*\s+as\s+[\w$]+\s*)?from\s*"([^"]+)";/gm;

/** The names the bundle imports from each allowed package: "default" for a default import. */
export function importedNames(js: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const match of js.matchAll(importStatement)) {
    const [, defaultName, named, specifier] = match;
    if (!specifier) continue;
    const names = found.get(specifier) ?? new Set<string>();
    if (defaultName) names.add('default');
    for (const part of (named ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim();
      if (name) names.add(name.replace(/^"|"$/g, ''));
    }
    found.set(specifier, names);
  }
  return found;
}

function locate(files: ProjectFiles, specifier: string, name: string): Pick<PreviewProblem, 'file' | 'line' | 'column' | 'lineText'> {
  const from = new RegExp(`from\\s*["']${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`);
  const word = new RegExp(name === 'default' ? '^\\s*import\\s+[\\w$]+' : `\\b${name.replace(/\$/g, '\\$')}\\b`);
  for (const [file, content] of Object.entries(files)) {
    if (!from.test(content)) continue;
    const lines = content.split('\n');
    const index = lines.findIndex((line) => word.test(line));
    if (index >= 0) return { file, line: index + 1, column: Math.max(0, lines[index]!.search(word)), lineText: lines[index]! };
  }
  return { file: null, line: null, column: null, lineText: null };
}

/**
 * A name a package does not export would only fail in the browser ("does not provide an export named");
 * catching it here gives the assistant the file and the line, e.g. an icon lucide-react does not have.
 */
export function missingVendorExports(js: string, exportsBySpecifier: Map<string, Set<string>>, files: ProjectFiles): PreviewProblem[] {
  const problems: PreviewProblem[] = [];
  for (const [specifier, names] of importedNames(js)) {
    const available = exportsBySpecifier.get(specifier);
    if (!available) continue;
    for (const name of names) {
      if (available.has(name)) continue;
      const where = locate(files, specifier, name);
      const what = name === 'default' ? "n'a pas d'export par défaut" : `n'exporte pas « ${name} »`;
      const hint = specifier === 'lucide-react' && name !== 'default' ? ' (icône inconnue de lucide-react)' : '';
      const prefix = where.file ? `${where.file}, ligne ${where.line} : ` : '';
      problems.push({ ...where, message: `${prefix}le paquet « ${specifier} » ${what}${hint}.` });
    }
  }
  return problems;
}
