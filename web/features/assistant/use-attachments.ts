import { useState } from 'react';
import { toast } from 'sonner';
import type { AnalyzedAttachment } from '@common/attachments';
import { isAcceptedName, kindFromName, limitMessages, type AttachmentKind } from '@common/chat-rules';
import { analyzeAttachment } from './api';

export interface AttachedFile {
  id: string;
  file: File;
  type: AttachmentKind;
  status: 'uploading' | 'analyzing' | 'ready' | 'error';
  /** Image preview (object URL) or the first 200 characters of a text file. */
  preview?: string;
  analysis?: AnalyzedAttachment;
  error?: string;
}

/** The spec's attached-file lifecycle: uploading → analyzing → ready, or error; limits checked before upload. */
export function useAttachments(limits: { maxFiles: number; maxMb: number }) {
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const messages = limitMessages(limits);

  const update = (id: string, patch: Partial<AttachedFile>) =>
    setFiles((current) => current.map((f) => (f.id === id ? { ...f, ...patch } : f)));

  const add = (incoming: FileList | File[]) => {
    const list = [...incoming];
    if (files.length + list.length > limits.maxFiles) {
      toast.error(messages.tooMany.title, { description: messages.tooMany.description });
      return;
    }
    for (const file of list) {
      if (file.size > limits.maxMb * 1024 * 1024) {
        toast.error(messages.tooLarge.title, { description: messages.tooLarge.description });
        continue;
      }
      if (!isAcceptedName(file.name)) {
        toast.error("Erreur d'analyse", { description: `Impossible d'analyser ${file.name} : type de fichier non accepté` });
        continue;
      }
      const id = crypto.randomUUID();
      const type = kindFromName(file.name);
      const entry: AttachedFile = {
        id,
        file,
        type,
        status: 'uploading',
        preview: type === 'image' ? URL.createObjectURL(file) : undefined,
      };
      setFiles((current) => [...current, entry]);
      analyzeAttachment(file, () => update(id, { status: 'analyzing' }))
        .then((result) => {
          update(id, { status: 'ready', analysis: result, preview: type === 'image' ? entry.preview : result.preview });
          toast.success('Fichier analysé', { description: file.name });
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : `Impossible d'analyser ${file.name}`;
          update(id, { status: 'error', error: message });
          toast.error("Erreur d'analyse", { description: message });
        });
    }
  };

  const remove = (id: string) =>
    setFiles((current) => {
      const gone = current.find((f) => f.id === id);
      if (gone?.preview && gone.type === 'image') URL.revokeObjectURL(gone.preview);
      return current.filter((f) => f.id !== id);
    });

  const clear = () => setFiles([]);
  const busy = files.some((f) => f.status === 'uploading' || f.status === 'analyzing');
  const ready = files.filter((f) => f.status === 'ready' && f.analysis).map((f) => f.analysis!);
  return { files, add, remove, clear, busy, ready };
}
