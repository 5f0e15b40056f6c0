import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiRequestError } from '@/lib/api';
import { useDisconnectGithub } from '@/lib/github-api';

/** Asks before unlinking: the repositories stay on GitHub, the projects keep their files. */
export function DisconnectGithubDialog({
  username,
  open,
  onOpenChange,
}: {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const disconnect = useDisconnectGithub();
  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        toast.success('GitHub déconnecté');
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error('Impossible de déconnecter GitHub', { description: error instanceof ApiRequestError ? error.message : undefined }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Déconnecter GitHub ?"
      description={`Lumi oubliera l'accès au compte @${username}. Vos dépôts restent sur GitHub et vos projets gardent leurs fichiers ; vous pourrez reconnecter GitHub à tout moment.`}
      confirmLabel="Déconnecter"
      icon={<LogOut aria-hidden="true" />}
      pending={disconnect.isPending}
      onConfirm={confirm}
    />
  );
}
