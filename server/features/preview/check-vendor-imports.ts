import type { PreviewProblem } from '../../../common/preview.js';
import type { PackageUse } from './link-modules.js';

/**
 * A name a package does not export would only fail in the browser ("does not provide an export named");
 * catching it here gives the assistant the file and the line, e.g. an icon lucide-react does not have.
 */
export function missingVendorExports(
  uses: PackageUse[],
  exportsBySpecifier: Map<string, Set<string>>,
  standIns: Map<string, string> = new Map(),
): PreviewProblem[] {
  const problems: PreviewProblem[] = [];
  for (const use of uses) {
    const available = exportsBySpecifier.get(use.specifier);
    if (!available) continue;
    for (const name of use.names) {
      if (available.has(name) || (use.specifier === 'lucide-react' && standIns.has(name))) continue;
      const what = name === 'default' ? "n'a pas d'export par défaut" : `n'exporte pas « ${name} »`;
      const hint = use.specifier === 'lucide-react' && name !== 'default' ? ' (icône inconnue de lucide-react)' : '';
      const prefix = use.file && use.line ? `${use.file}, ligne ${use.line} : ` : '';
      problems.push({
        file: use.file,
        line: use.line,
        column: null,
        lineText: use.lineText,
        message: `${prefix}le paquet « ${use.specifier} » ${what}${hint}.`,
      });
    }
  }
  return problems;
}
