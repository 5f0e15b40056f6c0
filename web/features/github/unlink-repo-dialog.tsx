import { Loader2, Unlink } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiRequestError } from '@/lib/api';
import { useUnlinkRepo } from './github-api';

/** Asks before the project forgets its repository: nothing is deleted on GitHub or in Lumi. */
export function UnlinkRepoDialog({ projectId, fullName, open, onOpenChange }: { projectId: string; fullName: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const unlink = useUnlinkRepo(projectId);
  const confirm = () =>
    unlink.mutate(undefined, {
      onSuccess: () => {
        toast.success('Dépôt délié', { description: `Le dépôt ${fullName} reste sur GitHub.` });
        onOpenChange(false);
      },
      onError: (error) => toast.error('Impossible de délier le dépôt', { description: error instanceof ApiRequestError ? error.message : undefined }),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Délier le dépôt ?</DialogTitle>
        <DialogDescription>
          Ce projet ne sera plus synchronisé avec {fullName}. Le dépôt reste sur GitHub et le projet garde ses fichiers ; vous pourrez ensuite créer un autre dépôt pour ce projet.
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Annuler
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={unlink.isPending} onClick={confirm}>
            {unlink.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Unlink aria-hidden="true" />}
            Délier
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
