import type { ModelMessage } from 'ai';
import { HISTORY_LIMIT, type Attachment, type GenerationMode, type HistoryMessage } from '../../../common/generation.js';
import { PREVIEW_LOCAL_PACKAGES, PREVIEW_PACKAGES } from '../../../common/preview.js';

/** About 30,000 tokens of files; the rest is listed by name so the model knows it exists. */
export const CONTEXT_BUDGET_CHARS = 120_000;

const CODE_SYSTEM_PROMPT = `Tu es Lumi, un assistant qui construit des applications web React + TypeScript pour des personnes qui ne codent pas.

Règles de réponse :
- Réponds en français, en quelques phrases claires, puis donne les fichiers.
- Tout le texte visible de l'application générée est en français.
- Pile technique : React 19, TypeScript, Tailwind CSS v4 (classes utilitaires, écrites en entier dans le code), react-router-dom avec HashRouter.
- Le point d'entrée est src/App.tsx (export default du composant App) ; src/main.tsx le monte dans #root ; les styles globaux vont dans src/index.css.
- Paquets installés avec Lumi, disponibles même hors ligne : ${PREVIEW_PACKAGES.join(', ')}, ${PREVIEW_LOCAL_PACKAGES.map((name) => name.replace('*', 'xxx (toutes les primitives Radix)')).join(', ')}. Préfère-les ; un autre paquet npm n'est chargé que si le serveur a accès au registre npm. Jamais de module Node (fs, path…) ni de fichier hors du projet.

Format des modifications de fichiers (obligatoire) :
- Nouveau fichier ou réécriture complète :
<lumi-file path="src/components/Exemple.tsx">
…contenu complet du fichier…
</lumi-file>
- Petite modification d'un fichier existant, avec un texte SEARCH copié exactement du fichier actuel et unique dans ce fichier :
<lumi-edit path="src/App.tsx">
<<<<<<< SEARCH
lignes actuelles exactes
=======
nouvelles lignes
>>>>>>> REPLACE
</lumi-edit>
- Suppression, seule sur sa ligne :
<lumi-delete path="src/ancien.tsx"/>
- Chaque balise commence une ligne. </lumi-file> et </lumi-edit>, comme les lignes <<<<<<< SEARCH, ======= et >>>>>>> REPLACE, sont seules sur leur ligne : ailleurs (dans une chaîne, un commentaire, une phrase), ce texte fait partie du fichier et ne ferme rien.
- Termine chaque fichier par un retour à la ligne avant </lumi-file>.
- N'écris jamais de commentaire de remplissage comme « // reste du code inchangé » ou « // ... » : un tel fichier est refusé. Écris le fichier entier, ou utilise <lumi-edit>.
- Les chemins sont relatifs (src/…), sans « .. » ni barre oblique inverse.`;

const CHAT_SYSTEM_PROMPT = `Tu es Lumi, l'assistant d'une plateforme française qui transforme des idées en applications.
Réponds en français, avec le vouvoiement, en Markdown court : reformule l'idée, propose des fonctionnalités concrètes et les prochaines étapes dans Lumi (générateur, studio, versions, export, publication).
Si des fichiers sont joints, appuie-toi sur leur contenu. N'écris pas de balises <lumi-file> dans cette conversation.`;

export function systemPromptFor(mode: GenerationMode): string {
  return mode === 'code' ? CODE_SYSTEM_PROMPT : CHAT_SYSTEM_PROMPT;
}

const ENTRY_FILES = ['src/App.tsx', 'src/App.jsx', 'App.tsx', 'src/main.tsx', 'index.html', 'package.json'];

function languageOf(path: string): string {
  const ext = path.split('.').pop() ?? '';
  return { tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', css: 'css', html: 'html', json: 'json', md: 'md' }[ext] ?? '';
}

/**
 * The project's files within the budget: entry files first, then files the message names, then the
 * smallest. Files that do not fit are returned by name.
 */
export function selectContextFiles(files: Record<string, string>, message: string, budget = CONTEXT_BUDGET_CHARS) {
  const paths = Object.keys(files);
  const mentioned = (path: string) => message.includes(path) || message.includes(path.split('/').pop() ?? path);
  const rank = (path: string) => (ENTRY_FILES.includes(path) ? 0 : mentioned(path) ? 1 : 2);
  const ordered = [...paths].sort((a, b) => rank(a) - rank(b) || files[a]!.length - files[b]!.length || a.localeCompare(b));
  const included: string[] = [];
  const omitted: string[] = [];
  let used = 0;
  for (const path of ordered) {
    const cost = files[path]!.length + path.length + 20;
    if (used + cost <= budget) {
      included.push(path);
      used += cost;
    } else omitted.push(path);
  }
  return { included: included.sort(), omitted: omitted.sort() };
}

function attachmentsText(attachments: Attachment[]): string {
  if (attachments.length === 0) return '';
  const blocks = attachments.map((file) => {
    if (file.content !== undefined) return `Fichier joint « ${file.name} » :\n\`\`\`\n${file.content.slice(0, 40_000)}\n\`\`\``;
    if (file.entries) return `Archive jointe « ${file.name} », fichiers : ${file.entries.join(', ')}`;
    return `Fichier joint « ${file.name} » (${file.type}${file.size ? `, ${file.size} octets` : ''}${file.dataUrl ? ', image jointe' : ', contenu non textuel'}).`;
  });
  return `\n\n${blocks.join('\n\n')}`;
}

/** Images as message parts, for providers that read them. */
function imageParts(attachments: Attachment[]) {
  return attachments.flatMap((file) => {
    const match = file.dataUrl ? /^data:(image\/[a-z]+);base64,(.*)$/.exec(file.dataUrl) : null;
    return match ? [{ type: 'image' as const, image: Buffer.from(match[2]!, 'base64'), mediaType: match[1]! }] : [];
  });
}

/** System prompt, the project's files, the last 10 messages and the user's message, as AI SDK messages. */
export function buildMessages(input: {
  mode: GenerationMode;
  message: string;
  files: Record<string, string>;
  history: HistoryMessage[];
  attachments: Attachment[];
  supportsImages?: boolean;
}): { system: string; messages: ModelMessage[]; omittedFiles: string[] } {
  let system = systemPromptFor(input.mode);
  let omittedFiles: string[] = [];
  if (input.mode === 'code') {
    const { included, omitted } = selectContextFiles(input.files, input.message);
    omittedFiles = omitted;
    const listing = included.map((path) => `### ${path}\n\`\`\`${languageOf(path)}\n${input.files[path]}\n\`\`\``).join('\n\n');
    system += included.length
      ? `\n\nFichiers actuels du projet :\n\n${listing}`
      : '\n\nLe projet est vide : crée une application complète.';
    if (omitted.length) system += `\n\nFichiers présents mais non inclus (place limitée) : ${omitted.join(', ')}.`;
  }
  const history = input.history.slice(-HISTORY_LIMIT).map((m): ModelMessage => ({ role: m.role, content: m.content }));
  const text = input.message + attachmentsText(input.attachments);
  const images = input.supportsImages ? imageParts(input.attachments) : [];
  const user: ModelMessage = images.length
    ? { role: 'user', content: [{ type: 'text', text }, ...images] }
    : { role: 'user', content: text };
  return { system, messages: [...history, user], omittedFiles };
}
