import { Loader2, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { ApiKey } from '@common/api-keys';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiRequestError } from '@/lib/api';
import { useRevokeApiKey } from './api-keys-api';

/** Asks before revoking: the key stops working at once, for every script that uses it. */
export function RevokeApiKeyDialog({ apiKey, onOpenChange }: { apiKey: ApiKey | null; onOpenChange: (open: boolean) => void }) {
  const revoke = useRevokeApiKey();
  const confirm = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => {
        toast.success('Clé révoquée');
        onOpenChange(false);
      },
      onError: (error) => toast.error('Impossible de révoquer la clé', { description: error instanceof ApiRequestError ? error.message : undefined }),
    });
  return (
    <Dialog open={apiKey !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle className="pr-8 [overflow-wrap:anywhere]">Révoquer la clé « {apiKey?.name} » ?</DialogTitle>
        <DialogDescription>
          Elle cesse de fonctionner immédiatement : les scripts et outils qui l'utilisent recevront une erreur 401. Cette action est définitive.
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Annuler
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={revoke.isPending || !apiKey} onClick={() => apiKey && confirm(apiKey.id)}>
            {revoke.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            Révoquer
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
