import { useState } from 'react';
import { toast } from 'sonner';
import type { ConflictChoice, FileConflict, PullInput } from '@common/github';
import { ApiRequestError } from '@/lib/api';
import { usePullFromGithub, usePushToGithub } from '@/lib/github-api';

export interface GithubSyncOptions {
  projectId: string;
  /** The studio holds edits not saved as a version yet. */
  dirty: boolean;
  /** Saves those edits (the server pushes the saved version); false if the save failed. */
  saveFirst: () => Promise<boolean>;
  /** Loads the version a pull wrote into the studio. */
  onPulled: () => Promise<void>;
}

const files = (count: number) => `${count} fichier${count > 1 ? 's' : ''} modifié${count > 1 ? 's' : ''}`;
const serverMessage = (error: unknown) => (error instanceof ApiRequestError ? error.message : undefined);

/**
 * « Pousser » and « Récupérer depuis GitHub » for one project. Pushing saves the studio's edits first (like
 * « Exporter » and « Publier »); pulling refuses while edits are unsaved, since it would replace them.
 */
export function useGithubSync({ projectId, dirty, saveFirst, onPulled }: GithubSyncOptions) {
  const push = usePushToGithub(projectId);
  const pull = usePullFromGithub(projectId);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ headSha: string; lumiVersion: number; conflicts: FileConflict[] } | null>(null);

  const pushNow = async () => {
    setSaving(true);
    const saved = await saveFirst();
    setSaving(false);
    if (!saved) return;
    push.mutate(undefined, {
      onSuccess: (result) =>
        result.pushed
          ? toast.success('Poussé sur GitHub', { description: `${files(result.changedFiles)} · ${result.repo.fullName}` })
          : toast.success('Déjà à jour sur GitHub'),
      onError: (error) => toast.error('Impossible de pousser sur GitHub', { description: serverMessage(error) }),
    });
  };

  const pullNow = (input: PullInput = {}) => {
    if (dirty) {
      toast.error('Modifications non enregistrées', {
        description: 'Sauvegardez vos modifications avant de récupérer depuis GitHub : la récupération part de la version enregistrée.',
      });
      return;
    }
    pull.mutate(input, {
      onSuccess: async (result) => {
        if (result.status === 'conflict') {
          if (conflict)
            toast.warning('Le projet ou GitHub a changé entre-temps', { description: 'Les fichiers en conflit sont à revoir.' });
          setConflict({ headSha: result.headSha, lumiVersion: result.lumiVersion, conflicts: result.conflicts });
          return;
        }
        setConflict(null);
        if (result.status === 'up-to-date') {
          toast.success('Déjà à jour', { description: 'GitHub ne contient rien de nouveau pour ce projet.' });
          return;
        }
        const loaded = await onPulled().then(
          () => true,
          () => false,
        );
        if (!loaded) toast.error("Le studio n'a pas pu charger la version récupérée", { description: 'Rechargez la page pour la voir.' });
        toast.success(`Version ${result.version} récupérée depuis GitHub`, { description: files(result.changedFiles) });
      },
      onError: (error) => toast.error('Impossible de récupérer depuis GitHub', { description: serverMessage(error) }),
    });
  };

  return {
    busy: saving || push.isPending || pull.isPending,
    conflict,
    push: pushNow,
    pull: () => pullNow(),
    resolve: (resolutions: Record<string, ConflictChoice>) =>
      conflict && pullNow({ headSha: conflict.headSha, lumiVersion: conflict.lumiVersion, resolutions }),
    dismissConflict: () => setConflict(null),
  };
}
