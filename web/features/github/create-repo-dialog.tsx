import { GitBranch, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { createRepoSchema } from '@common/github';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label, Textarea } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api';
import { useCreateRepo } from '@/lib/github-api';
import { repoNameFromTitle } from './repo-name';

type Field = 'name' | 'description';

interface CreateRepoDialogProps {
  projectId: string;
  projectTitle: string;
  projectDescription: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the studio's unsaved edits first (the repository receives the saved version); false if that failed. */
  beforeCreate: () => Promise<boolean>;
}

/** « Créer un dépôt »: a new repository on the user's account, holding the project's saved version. */
export function CreateRepoDialog(props: CreateRepoDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">{props.open ? <CreateRepoForm {...props} /> : null}</DialogContent>
    </Dialog>
  );
}

function CreateRepoForm({ projectId, projectTitle, projectDescription, onOpenChange, beforeCreate }: CreateRepoDialogProps) {
  const ids = { name: useId(), description: useId(), private: useId() };
  const [name, setName] = useState(() => repoNameFromTitle(projectTitle));
  const [description, setDescription] = useState(() => (projectDescription ?? '').slice(0, 350));
  const [isPrivate, setIsPrivate] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const createRepo = useCreateRepo(projectId);
  const pending = saving || createRepo.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createRepoSchema.safeParse({ name, private: isPrivate, ...(description.trim() ? { description } : {}) });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'description') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await beforeCreate();
    setSaving(false);
    if (!saved) return;
    createRepo.mutate(parsed.data, {
      onSuccess: ({ repo }) => {
        toast.success('Dépôt créé avec succès', {
          description: (
            <a href={repo.htmlUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
              {repo.fullName}
            </a>
          ),
        });
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error('Impossible de créer le dépôt GitHub', { description: error instanceof ApiRequestError ? error.message : undefined }),
    });
  };

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} role="alert" className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${ids[field]}-error` } : {});

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="space-y-1.5 pr-8">
        <DialogTitle>Créer un dépôt</DialogTitle>
        <DialogDescription>
          Un nouveau dépôt sur votre compte GitHub, avec les fichiers de la version enregistrée du projet.
        </DialogDescription>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.name}>Nom</Label>
        <Input
          id={ids.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
          {...described('name')}
        />
        {fieldError('name')}
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea
          id={ids.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="Facultative"
          className="min-h-20"
          {...described('description')}
        />
        {fieldError('description')}
      </div>
      <div className="flex items-start gap-2">
        <input
          id={ids.private}
          type="checkbox"
          checked={isPrivate}
          onChange={(event) => setIsPrivate(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <div className="space-y-1">
          <Label htmlFor={ids.private}>Dépôt privé</Label>
          <p className="text-xs text-muted-foreground">
            {isPrivate ? 'Vous seul (et les personnes que vous invitez) le voyez.' : 'Tout le monde pourra voir le code.'}
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <GitBranch aria-hidden="true" />}
          Créer le dépôt
        </Button>
      </div>
    </form>
  );
}
