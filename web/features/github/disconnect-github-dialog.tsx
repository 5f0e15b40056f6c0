import { Loader2, LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiRequestError } from '@/lib/api';
import { useDisconnectGithub } from './github-api';

/** Asks before unlinking: the repositories stay on GitHub, the projects keep their files. */
export function DisconnectGithubDialog({ username, open, onOpenChange }: { username: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const disconnect = useDisconnectGithub();
  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        toast.success('GitHub déconnecté');
        onOpenChange(false);
      },
      onError: (error) => toast.error('Impossible de déconnecter GitHub', { description: error instanceof ApiRequestError ? error.message : undefined }),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Déconnecter GitHub ?</DialogTitle>
        <DialogDescription>
          Lumi oubliera l'accès au compte @{username}. Vos dépôts restent sur GitHub et vos projets gardent leurs fichiers ; vous pourrez reconnecter GitHub à tout moment.
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Annuler
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={disconnect.isPending} onClick={confirm}>
            {disconnect.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
            Déconnecter
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
