import { toast } from 'sonner';
import { SUPPORT_EMAIL } from '@common/brand';
import { LANDING_DESCRIPTION_LENGTH, LANDING_TITLE_LENGTH, truncateWithEllipsis } from '@common/derive-project';
import { queryClient } from '@/app/query-client';
import { ApiRequestError } from '@/lib/api';
import { QUOTA_TITLE, quotaRetryAt } from '@/lib/ai-quota';
import { savePendingIdea } from '@/lib/pending-idea';
import { createProjectRequest } from '@/lib/projects-api';

/**
 * What the idea box does when sent, loaded when a person focuses it or sends it rather than with `/` (it brings
 * sonner, zod and TanStack Query's cache: decision 031). The Toaster is mounted before any of these runs.
 */
export function refuseEmptyIdea() {
  toast.error('Idée requise', { description: "Veuillez décrire votre idée d'application avant de générer" });
}

export function askToSignIn(text: string) {
  savePendingIdea(text);
  toast.error('Authentification requise', { description: 'Vous devez être connecté pour générer une application' });
}

/** Creates the project of the idea; returns its id, or null when it was refused (said in a toast, or by `onQuota`). */
export async function createProjectFromIdea(text: string, onQuota: (retryAt: Date) => void): Promise<string | null> {
  try {
    const project = await createProjectRequest({
      title: truncateWithEllipsis(text, LANDING_TITLE_LENGTH),
      description: truncateWithEllipsis(text, LANDING_DESCRIPTION_LENGTH),
      prompt: text,
      projectType: 'web',
      framework: 'react',
      status: 'generating',
      firstMessage: text,
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
    toast.success('🚀 Projet créé !', { description: 'Ouverture du studio…' });
    return project.id;
  } catch (error) {
    // The spent quota creates nothing: the idea stays in the box and the page says when to send it.
    const retryAt = quotaRetryAt(error);
    if (retryAt) {
      onQuota(retryAt);
      toast.error(QUOTA_TITLE, { id: 'idea-quota', description: "Votre idée est conservée ; aucun projet n'a été créé." });
      return null;
    }
    toast.error('Erreur', {
      description:
        error instanceof ApiRequestError && error.status > 0 && error.status < 500
          ? error.message
          : `Erreur lors de la création du projet. Contactez ${SUPPORT_EMAIL}`,
    });
    return null;
  }
}
