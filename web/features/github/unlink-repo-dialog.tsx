import { Unlink } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiRequestError } from '@/lib/api';
import { useUnlinkRepo } from '@/lib/github-api';

/** Asks before the project forgets its repository: nothing is deleted on GitHub or in Lumi. */
export function UnlinkRepoDialog({
  projectId,
  fullName,
  open,
  onOpenChange,
}: {
  projectId: string;
  fullName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const unlink = useUnlinkRepo(projectId);
  const confirm = () =>
    unlink.mutate(undefined, {
      onSuccess: () => {
        toast.success('Dépôt délié', { description: `Le dépôt ${fullName} reste sur GitHub.` });
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error('Impossible de délier le dépôt', { description: error instanceof ApiRequestError ? error.message : undefined }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Délier le dépôt ?"
      description={`Ce projet ne sera plus synchronisé avec ${fullName}. Le dépôt reste sur GitHub et le projet garde ses fichiers ; vous pourrez ensuite créer un autre dépôt pour ce projet.`}
      confirmLabel="Délier"
      icon={<Unlink aria-hidden="true" />}
      pending={unlink.isPending}
      onConfirm={confirm}
    />
  );
}
