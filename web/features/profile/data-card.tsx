import { useQueryClient } from '@tanstack/react-query';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { apiDownload, apiFetch, ApiRequestError } from '@/lib/api';
import { useAuth } from '@/app/use-auth';
import { z } from 'zod';

export function DataCard({ email }: { email: string }) {
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      await apiDownload('/api/profile/export');
      toast.success('Export prêt', { description: 'Le fichier zip de vos données a été téléchargé.' });
    } catch (error) {
      toast.error('Erreur', { description: error instanceof ApiRequestError ? error.message : "Impossible d'exporter vos données." });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Vos données</CardTitle>
        <CardDescription>Emportez tout ce que vous avez créé, ou supprimez votre compte.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">
            Un fichier zip avec votre profil, vos conversations et, pour chaque projet, ses fichiers et la liste de ses versions.
          </p>
          <Button variant="outline" disabled={exporting} onClick={() => void download()}>
            {exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            Exporter mes données
          </Button>
        </div>
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">
            Vos projets, conversations, builds, applications publiées et sessions sont effacés définitivement.
          </p>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Supprimer mon compte
          </Button>
        </div>
      </CardContent>
      <DeleteAccountDialog email={email} open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}

function DeleteAccountDialog({ email, open, onOpenChange }: { email: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const ids = { input: useId(), error: useId() };
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError("L'adresse ne correspond pas");
      return;
    }
    setPending(true);
    try {
      await apiFetch('/api/profile/delete', z.object({ deleted: z.literal(true) }), {
        method: 'POST',
        body: JSON.stringify({ email: typed }),
      });
      queryClient.clear();
      await refresh();
      toast.success('Compte supprimé', { description: 'Vos données ont été effacées. À bientôt !' });
      navigate('/');
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : 'Impossible de supprimer le compte.');
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTyped('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle>Supprimer mon compte</DialogTitle>
          <DialogDescription>
            Cette action est définitive : vos projets, conversations, builds, applications publiées et sessions seront effacés. Le journal
            d'audit est conservé, détaché de votre compte, comme la loi le permet.
          </DialogDescription>
          <div className="space-y-2">
            <Label htmlFor={ids.input} className="block leading-normal">
              Pour confirmer, saisissez votre adresse email :<span className="block break-all font-semibold">{email}</span>
            </Label>
            <Input
              id={ids.input}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
            {error ? (
              <p id={ids.error} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogActions
            label="Supprimer définitivement"
            icon={<Trash2 aria-hidden="true" />}
            pending={pending}
            disabled={!matches}
            variant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
