import { useQuery } from '@tanstack/react-query';
import { FolderInput } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { importRepoSchema, parseRepository } from '@common/github';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { ApiRequestError } from '@/lib/api';
import { githubReposQuery, useImportRepo } from '@/lib/github-api';

/** « Importer un dépôt »: one of the user's repositories, or any `owner/nom` or address; it becomes a new project. */
export function ImportRepoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const ids = { select: useId(), input: useId(), error: useId() };
  const repos = useQuery({ ...githubReposQuery, enabled: open });
  const [repository, setRepository] = useState('');
  const [error, setError] = useState<string | null>(null);
  const importRepo = useImportRepo();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = importRepoSchema.safeParse({ repository });
    const problem = !parsed.success
      ? (parsed.error.issues[0]?.message ?? 'Dépôt invalide')
      : parseRepository(parsed.data.repository)
        ? null
        : 'Indiquez le dépôt sous la forme propriétaire/nom, ou collez son adresse';
    setError(problem);
    if (problem || !parsed.success) return;
    importRepo.mutate(parsed.data, {
      onSuccess: ({ project, skipped }) => {
        toast.success('Dépôt importé', {
          description:
            skipped.length > 0
              ? `« ${project.title} » est prêt. Fichiers non importés : ${skipped.join(', ')}`
              : `« ${project.title} » est prêt dans le studio.`,
        });
        onOpenChange(false);
        navigate(`/studio/${project.id}`);
      },
      onError: (caught) =>
        toast.error("Impossible d'importer le dépôt", { description: caught instanceof ApiRequestError ? caught.message : undefined }),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setRepository('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div className="space-y-1.5 pr-8">
            <DialogTitle>Importer un dépôt</DialogTitle>
            <DialogDescription>Ses fichiers deviennent un nouveau projet Lumi. Le dépôt lui-même n'est pas modifié.</DialogDescription>
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.select}>Vos dépôts</Label>
            <NativeSelect
              id={ids.select}
              value={repos.data?.some((repo) => repo.fullName === repository) ? repository : ''}
              onChange={(event) => {
                setRepository(event.target.value);
                setError(null);
              }}
              disabled={!repos.data || repos.data.length === 0}
            >
              <option value="">
                {repos.isPending
                  ? 'Chargement de vos dépôts…'
                  : repos.isError
                    ? 'Liste indisponible : saisissez le dépôt ci-dessous'
                    : repos.data.length === 0
                      ? 'Aucun dépôt sur ce compte'
                      : 'Choisir un dépôt…'}
              </option>
              {repos.data?.map((repo) => (
                <option key={repo.fullName} value={repo.fullName}>
                  {repo.fullName}
                  {repo.private ? ' (privé)' : ''}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.input}>Ou un autre dépôt</Label>
            <Input
              id={ids.input}
              placeholder="propriétaire/nom ou https://github.com/…"
              autoComplete="off"
              spellCheck={false}
              value={repository}
              onChange={(event) => {
                setRepository(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
            {error ? (
              <p id={ids.error} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogActions label="Importer" icon={<FolderInput aria-hidden="true" />} pending={importRepo.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
