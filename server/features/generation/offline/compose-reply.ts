import type { Attachment, GenerationMode, HistoryMessage } from '../../../../common/generation.js';
import { fixAppOffline, type OfflineFix } from './fix-app.js';
import { conversationReply } from './conversation.js';
import { editExistingApp } from './edit-app.js';
import { newAppReply } from './new-app.js';

export interface OfflineRequest {
  mode: GenerationMode;
  message: string;
  files: Record<string, string>;
  history: HistoryMessage[];
  attachments: Attachment[];
  /** « Corriger avec Lumi » or an automatic fix: the errors, and the files of the last version that worked. */
  fix?: OfflineFix;
  lastWorkingFiles?: Record<string, string>;
}

const LIMITS_NOTE =
  'Le générateur hors ligne de Lumi sait : ajouter une page (contact, à propos, FAQ, tarifs…), ajouter une section (témoignages, newsletter), changer la couleur principale, passer en mode sombre ou clair, renommer l’application. Pour des demandes libres, configurez un fournisseur d’IA (variable AI_PROVIDER).';

/** What the offline model "writes": the same protocol a real model would stream. */
export function composeOfflineReply(request: OfflineRequest): string {
  if (request.mode === 'conversation') return conversationReply(request.message, request.history, request.attachments);

  const isOfflineApp = Boolean(request.files['src/theme.ts'] && request.files['src/App.tsx']);
  const hasApp = Object.keys(request.files).some((path) => /(^|\/)App\.(t|j)sx$/.test(path) || path.endsWith('index.html'));
  if (!hasApp) return newAppReply(request.message);

  if (request.fix && request.fix.errors.length > 0) return fixAppOffline(request.files, request.fix, request.lastWorkingFiles ?? null);
  if (isOfflineApp) {
    const edit = editExistingApp(request.files, request.message);
    if (edit) return edit;
  }
  return `Je n’ai pas su traduire cette demande en modification du code.\n\n${LIMITS_NOTE}`;
}
