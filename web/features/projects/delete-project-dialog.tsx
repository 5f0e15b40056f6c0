import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { ProjectListItem } from '@common/projects';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteProject } from '@/lib/projects-api';

/** Deleting is confirmed in a dialog: it removes every version and the chat, and cannot be undone. */
export function DeleteProjectDialog({ project, onClose }: { project: ProjectListItem; onClose: () => void }) {
  const remove = useDeleteProject();
  const confirm = () =>
    remove.mutate(project.id, {
      onSuccess: () => {
        toast.success('Projet supprimé', { description: project.title });
        onClose();
      },
      onError: () => toast.error('Erreur', { description: 'Impossible de supprimer le projet' }),
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Supprimer le projet"
      description={
        <>
          Êtes-vous sûr de vouloir supprimer « {project.title} » ? Ses versions et sa conversation seront effacées. Cette action est
          irréversible.
        </>
      }
      confirmLabel="Supprimer"
      icon={<Trash2 aria-hidden="true" />}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
