import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { ApiKey } from '@common/api-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiRequestError } from '@/lib/api';
import { useRevokeApiKey } from './api-keys-api';

/** Asks before revoking: the key stops working at once, for every script that uses it. */
export function RevokeApiKeyDialog({ apiKey, onOpenChange }: { apiKey: ApiKey | null; onOpenChange: (open: boolean) => void }) {
  const revoke = useRevokeApiKey();
  const confirm = () =>
    apiKey &&
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast.success('Clé révoquée');
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error('Impossible de révoquer la clé', { description: error instanceof ApiRequestError ? error.message : undefined }),
    });
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={onOpenChange}
      title={`Révoquer la clé « ${apiKey?.name ?? ''} » ?`}
      description="Elle cesse de fonctionner immédiatement : les scripts et outils qui l'utilisent recevront une erreur 401. Cette action est définitive."
      confirmLabel="Révoquer"
      icon={<Trash2 aria-hidden="true" />}
      pending={revoke.isPending}
      disabled={!apiKey}
      onConfirm={confirm}
    />
  );
}
