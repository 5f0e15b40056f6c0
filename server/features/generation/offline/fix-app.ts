import path from 'node:path/posix';
import type { FixError } from '../../../../common/generation.js';
import { lucideIconNames } from '../../preview/index.js';
import { editTag, fileTag } from '../protocol/write-operations.js';

type Files = Record<string, string>;

export interface OfflineFix {
  source: 'build' | 'runtime';
  errors: FixError[];
}

/** What one error led to: operations in the protocol's tags, and a sentence for the reply. */
interface Repair {
  operations: string;
  said: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const REACT_NAMES = [
  'useState',
  'useEffect',
  'useMemo',
  'useRef',
  'useCallback',
  'useReducer',
  'useContext',
  'useId',
  'useLayoutEffect',
  'createContext',
  'Fragment',
  'memo',
  'forwardRef',
];
const ROUTER_NAMES = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Routes',
  'Route',
  'useNavigate',
  'useParams',
  'useLocation',
  'useSearchParams',
  'HashRouter',
  'BrowserRouter',
];

/** Packages the preview lacks and the allowed one that does the same job, with how the import line changes. */
const REPLACEMENTS: { match: RegExp; to: string; rewrite: (line: string) => string | null }[] = [
  { match: /^classnames$/, to: 'clsx', rewrite: (line) => line.replace(/(['"])classnames\1/, "'clsx'") },
  { match: /^moment$/, to: 'date-fns', rewrite: () => null },
  {
    match: /^(react-icons(\/.*)?|@heroicons\/react(\/.*)?)$/,
    to: 'lucide-react',
    rewrite: (line) => {
      const names = /import\s*\{([^}]*)\}/.exec(line)?.[1];
      if (!names) return null;
      const icons = lucideIconNames();
      const mapped = names
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
          const bare = imported.replace(/^(Fa|Fi|Md|Hi|Bi|Ai|Bs|Io|Ri|Tb|Lu|Gi|Si|Pi)(Outline|Solid)?/, '').replace(/Icon$/, '');
          const icon = icons.has(bare) ? bare : 'Circle';
          return icon === local ? icon : `${icon} as ${local}`;
        });
      return `import { ${mapped.join(', ')} } from 'lucide-react';`;
    },
  },
  {
    match: /^uuid$/,
    to: 'crypto.randomUUID()',
    rewrite: (line) => {
      const names = /import\s*\{([^}]*)\}/.exec(line)?.[1];
      if (!names) return null;
      const local = names
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1)!,
        )
        .filter(Boolean);
      return local.map((name) => `const ${name} = () => crypto.randomUUID();`).join('\n');
    },
  },
];

const importLineOf = (content: string, specifier: string) =>
  content
    .split('\n')
    .find((line) => /^\s*import\b/.test(line) && new RegExp(`(['"])${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`).test(line)) ??
  null;

/** The file an error is about: the one it names, else the one whose text holds the name it quotes. */
function fileOf(error: FixError, files: Files): string | null {
  const named = error.file ?? /([\w./@-]+\.(?:tsx?|jsx?|css))(?:, ligne|:\d)/.exec(error.message)?.[1] ?? null;
  if (!named) return null;
  if (Object.hasOwn(files, named)) return named;
  return Object.keys(files).find((file) => file.endsWith(`/${named}`) || named.endsWith(`/${file}`)) ?? null;
}

/** Puts `path` back as it was in the last version that worked, when that is a change. */
function revert(path: string, files: Files, lastWorking: Files | null, why: string): Repair | null {
  const before = lastWorking?.[path];
  if (before === undefined || before === files[path]) return null;
  return {
    operations: fileTag(path, before),
    said: `${why} : j’ai remis \`${path}\` tel qu’il était dans la dernière version qui fonctionnait (vos modifications de ce fichier sont dans l’historique des versions).`,
  };
}

function addImport(content: string, name: string, from: string): string {
  const existing = importLineOf(content, from);
  if (existing) {
    const named = /import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}/.exec(existing);
    // « { useState, } » as well as « { useState } »: the name goes after the last one, with one comma.
    if (named)
      return content.replace(
        existing,
        existing.replace(
          `{${named[1]}}`,
          `{ ${[
            ...named[1]!
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean),
            name,
          ].join(', ')} }`,
        ),
      );
  }
  return `import { ${name} } from '${from}';\n${content}`;
}

/** « X is not defined »: an import of a React hook, a router piece, an icon or a component of the project. */
function importMissingName(name: string, file: string, files: Files): Repair | null {
  const content = files[file]!;
  let from: string | null = null;
  let line: string | null = null;
  if (REACT_NAMES.includes(name)) from = 'react';
  else if (ROUTER_NAMES.includes(name)) from = 'react-router-dom';
  else if (lucideIconNames().has(name) && !/^[a-z]/.test(name)) from = 'lucide-react';
  else {
    const component = Object.keys(files).find(
      (other) => other !== file && /\.(t|j)sx?$/.test(other) && path.basename(other).replace(/\.(t|j)sx?$/, '') === name,
    );
    if (!component) return null;
    let relative = path.relative(path.dirname(file), component.replace(/\.(t|j)sx?$/, ''));
    if (!relative.startsWith('.')) relative = `./${relative}`;
    const exportsDefault = /export\s+default\b/.test(files[component]!);
    line = exportsDefault ? `import ${name} from '${relative}';` : `import { ${name} } from '${relative}';`;
    from = relative;
  }
  const next = line ? `${line}\n${content}` : addImport(content, name, from);
  return {
    operations: fileTag(file, next),
    said: `\`${name}\` était utilisé sans être importé dans \`${file}\` : j’ai ajouté son import depuis \`${from}\`.`,
  };
}

function replacePackage(specifier: string, file: string, files: Files): Repair | null {
  const replacement = REPLACEMENTS.find((entry) => entry.match.test(specifier));
  const line = importLineOf(files[file]!, specifier);
  if (!replacement || !line) return null;
  const rewritten = replacement.rewrite(line);
  if (rewritten === null) return null;
  return {
    operations: editTag(file, [{ search: line, replace: rewritten }]),
    said: `Le paquet « ${specifier} » n’est pas disponible dans l’aperçu : \`${file}\` utilise maintenant ${replacement.to} à la place.`,
  };
}

/** An icon lucide-react does not have (a brand icon of an older version): a neutral one under the same name. */
function replaceMissingIcon(name: string, file: string, files: Files): Repair | null {
  if (!IDENTIFIER.test(name)) return null;
  const line = importLineOf(files[file]!, 'lucide-react');
  if (!line || !new RegExp(`\\b${name}\\b`).test(line)) return null;
  return {
    operations: editTag(file, [{ search: line, replace: line.replace(new RegExp(`\\b${name}\\b(?!\\s+as)`), `Globe as ${name}`) }]),
    said: `lucide-react n’a pas d’icône « ${name} » : \`${file}\` affiche l’icône Globe à sa place.`,
  };
}

/** One error: the repair it calls for, or null when the offline generator does not know one. */
function repairOne(error: FixError, source: OfflineFix['source'], files: Files, lastWorking: Files | null): Repair | null {
  const file = fileOf(error, files);
  const notDefined =
    /\b([A-Za-z_$][\w$]*) is not defined\b/.exec(error.message)?.[1] ?? /Can't find variable: ([\w$]+)/.exec(error.message)?.[1];
  if (notDefined) {
    const name = notDefined.replace(/\$/g, '\\$');
    const target =
      file ??
      Object.keys(files).find(
        (other) =>
          /\.(t|j)sx?$/.test(other) &&
          new RegExp(`[<({\\s]${name}\\b`).test(files[other]!) &&
          !new RegExp(`import[^;]*\\b${name}\\b|(function|const|let|class)\\s+${name}\\b`).test(files[other]!),
      ) ??
      null;
    if (target) return importMissingName(notDefined, target, files);
    return null;
  }
  const pkg = /Le paquet « ([^»]+) » n'est pas disponible/.exec(error.message)?.[1];
  if (pkg && file) return replacePackage(pkg.trim(), file, files);
  const icon = /le paquet « lucide-react » n'exporte pas « ([^»]+) »/.exec(error.message)?.[1];
  if (icon && file) return replaceMissingIcon(icon.trim(), file, files);
  const missingFile = /Fichier « ([^»]+) » introuvable/.exec(error.message)?.[1];
  if (missingFile && file) {
    const wanted = path.normalize(path.join(path.dirname(file), missingFile.trim()));
    const restored = Object.keys(lastWorking ?? {}).find(
      (other) => other.replace(/\.(t|j)sx?$/, '') === wanted.replace(/\.(t|j)sx?$/, '') && files[other] === undefined,
    );
    if (restored)
      return {
        operations: fileTag(restored, lastWorking![restored]!),
        said: `\`${restored}\` manquait (importé depuis \`${file}\`) : je l’ai remis tel qu’il était dans la dernière version qui fonctionnait.`,
      };
    return null;
  }
  if (!file) return null;
  if (/erreur de syntaxe/.test(error.message))
    return revert(file, files, lastWorking, `\`${file}\` ne se compile plus (erreur de syntaxe)`);
  if (source === 'runtime')
    return revert(file, files, lastWorking, `\`${file}\` lance une erreur à l’exécution (« ${error.message.slice(0, 160)} »)`);
  return null;
}

/**
 * « Corriger avec Lumi » without an AI: the common failures fixed by rule (a missing import, a package the preview
 * lacks, a missing icon, a file that no longer compiles or throws put back as it last worked), and a plain account
 * of what it could not fix.
 */
export function fixAppOffline(files: Files, fix: OfflineFix, lastWorking: Files | null): string {
  const done: Repair[] = [];
  const left: FixError[] = [];
  const touched = new Set<string>();
  for (const error of fix.errors) {
    let repair: Repair | null = null;
    try {
      repair = repairOne(error, fix.source, files, lastWorking);
    } catch {
      // A file the protocol cannot carry (a line that is only a closing tag), or a message that fools a rule: not fixed.
      repair = null;
    }
    const path = repair ? /<lumi-(?:file|edit) path="([^"]+)">/.exec(repair.operations)?.[1] : undefined;
    // One operation per file and turn: a second error in the same file waits for the next try.
    if (repair && path && !touched.has(path)) {
      touched.add(path);
      done.push(repair);
    } else if (!repair) left.push(error);
  }
  if (done.length === 0) {
    const first = fix.errors[0]!;
    const where = first.file ? ` Regardez \`${first.file}\`${first.line ? ` autour de la ligne ${first.line}` : ''}.` : '';
    const hint = lastWorking ? ' Vous pouvez aussi revenir à la dernière version qui fonctionnait depuis l’historique des versions.' : '';
    return `Je n’ai pas trouvé de correction sûre pour cette erreur hors ligne : « ${first.message.slice(0, 300)} ».${where}${hint} Avec un fournisseur d’IA configuré (variable AI_PROVIDER), Lumi corrige les erreurs libres.`;
  }
  const lines = done.map((repair) => `- ${repair.said}`).join('\n');
  const rest = left.length
    ? `\n\nJe n’ai pas su corriger hors ligne : ${left.map((error) => `« ${error.message.slice(0, 160)} »`).join(', ')}.`
    : '';
  return `Voici ce que j’ai corrigé :\n${lines}${rest}\n\n${done.map((repair) => repair.operations).join('')}`;
}
