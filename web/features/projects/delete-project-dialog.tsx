import { Loader2, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Project } from '@common/projects';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useDeleteProject } from '@/lib/projects-api';

/** Deleting is confirmed in a dialog: it removes every version and the chat, and cannot be undone. */
export function DeleteProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <div className="space-y-2">
          <DialogTitle>Supprimer le projet</DialogTitle>
          <DialogDescription>
            Êtes-vous sûr de vouloir supprimer « {project.title} » ? Ses versions et sa conversation seront effacées. Cette action est
            irréversible.
          </DialogDescription>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            Supprimer
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
