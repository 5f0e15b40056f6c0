import type { Attachment, GenerationMode, HistoryMessage } from '../../../../common/generation.js';
import { conversationReply } from './conversation.js';
import { editExistingApp } from './edit-app.js';
import { newAppReply } from './new-app.js';

export interface OfflineRequest {
  mode: GenerationMode;
  message: string;
  files: Record<string, string>;
  history: HistoryMessage[];
  attachments: Attachment[];
}

const LIMITS_NOTE =
  'Le générateur hors ligne de Lumi sait : ajouter une page (contact, à propos, FAQ, tarifs…), ajouter une section (témoignages, newsletter), changer la couleur principale, passer en mode sombre ou clair, renommer l’application. Pour des demandes libres, configurez un fournisseur d’IA (variable AI_PROVIDER).';

/** What the offline model "writes": the same protocol a real model would stream. */
export function composeOfflineReply(request: OfflineRequest): string {
  if (request.mode === 'conversation') return conversationReply(request.message, request.history, request.attachments);

  const isOfflineApp = Boolean(request.files['src/theme.ts'] && request.files['src/App.tsx']);
  const hasApp = Object.keys(request.files).some((path) => /(^|\/)App\.(t|j)sx$/.test(path) || path.endsWith('index.html'));
  if (!hasApp) return newAppReply(request.message);

  const isErrorReport = /\b(erreur|error|exception|corrig|fix)\b/i.test(request.message) && /:\d+/.test(request.message);
  if (isErrorReport) {
    const where = /([\w./-]+\.(?:tsx?|jsx?|css)):(\d+)/.exec(request.message);
    return `Je ne sais pas corriger automatiquement une erreur d’exécution hors ligne.${where ? ` Regardez \`${where[1]}\` autour de la ligne ${where[2]}.` : ''} Vous pouvez restaurer une version précédente depuis l’historique, ou configurer un fournisseur d’IA pour une correction automatique.`;
  }
  if (isOfflineApp) {
    const edit = editExistingApp(request.files, request.message);
    if (edit) return edit;
  }
  return `Je n’ai pas su traduire cette demande en modification du code.\n\n${LIMITS_NOTE}`;
}
