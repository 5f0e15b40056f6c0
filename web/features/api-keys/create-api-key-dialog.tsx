import { Check, Copy, KeyRound, Loader2, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { createApiKeySchema } from '@common/api-keys';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { ApiRequestError } from '@/lib/api';
import { useCreateApiKey } from './api-keys-api';
import { InlineCode } from './inline-code';

type Field = 'name' | 'expiresInDays';

const EXPIRY_CHOICES = [
  { value: '', label: 'Jamais' },
  { value: '30', label: '30 jours' },
  { value: '90', label: '90 jours' },
  { value: '365', label: '1 an' },
] as const;

interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * « Nouvelle clé »: a name and an expiry, then the full key, shown this once. Closing the dialog forgets it (the
 * content unmounts), so it is nowhere in the page afterwards.
 */
export function CreateApiKeyDialog({ open, onOpenChange }: CreateApiKeyDialogProps) {
  const [createdKey, setCreatedKey] = useState<string | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) setCreatedKey(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto"
        // A click beside the dialog must not lose a key that will never be shown again.
        onInteractOutside={createdKey ? (event) => event.preventDefault() : undefined}
      >
        {createdKey ? <CreatedKey apiKey={createdKey} onDone={() => changeOpen(false)} /> : <CreateKeyForm onCreated={setCreatedKey} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const ids: Record<Field, string> = { name: useId(), expiresInDays: useId() };
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const createKey = useCreateApiKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name, expiresInDays: expiry ? Number(expiry) : null });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'expiresInDays') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    createKey.mutate(parsed.data, {
      onSuccess: ({ key }) => onCreated(key),
      onError: (error) =>
        toast.error('Impossible de créer la clé', { description: error instanceof ApiRequestError ? error.message : undefined }),
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
    <form className="space-y-4" onSubmit={submit} noValidate>
      <div className="space-y-1.5 pr-8">
        <DialogTitle>Nouvelle clé d'API</DialogTitle>
        <DialogDescription>
          Donnez-lui un nom qui dit où elle sert (un script, un serveur, une intégration)&nbsp;: vous la reconnaîtrez dans la liste.
        </DialogDescription>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.name}>Nom</Label>
        <Input
          id={ids.name}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          placeholder="Par exemple : Script de sauvegarde"
          autoComplete="off"
          maxLength={80}
          required
          {...described('name')}
        />
        {fieldError('name')}
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.expiresInDays}>Expiration</Label>
        <NativeSelect
          id={ids.expiresInDays}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          {...described('expiresInDays')}
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
        {fieldError('expiresInDays')}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" disabled={createKey.isPending}>
          {createKey.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          Créer la clé
        </Button>
      </div>
    </form>
  );
}

function CreatedKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(apiKey).then(
      () => {
        setCopied(true);
        toast.success('Clé copiée');
      },
      () => toast.error('Copie impossible', { description: 'Sélectionnez la clé et copiez-la vous-même.' }),
    );
  };
  return (
    <div className="min-w-0 space-y-4">
      <div className="space-y-1.5 pr-8">
        <DialogTitle>Votre clé d'API est prête</DialogTitle>
        <DialogDescription>
          Envoyez-la dans l'en-tête de vos requêtes&nbsp;: <InlineCode>Authorization: Bearer &lt;clé&gt;</InlineCode>.
        </DialogDescription>
      </div>
      <div className="space-y-2">
        <Label htmlFor={fieldId}>Votre nouvelle clé</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Textarea
            id={fieldId}
            readOnly
            value={apiKey}
            rows={2}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-0 flex-1 resize-none break-all font-mono text-xs leading-relaxed"
          />
          <Button type="button" variant="outline" onClick={copy} className="shrink-0">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            Copier
          </Button>
        </div>
      </div>
      <p role="alert" className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        Copiez-la maintenant&nbsp;: elle ne sera plus affichée.
      </p>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone} className="w-full sm:w-auto">
          J'ai copié ma clé
        </Button>
      </div>
    </div>
  );
}
