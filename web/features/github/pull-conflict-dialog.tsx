import { GitMerge, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ConflictChoice, FileConflict } from '@common/github';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

interface PullConflictDialogProps {
  /** The conflict to settle, or null when there is none (the dialog is closed). */
  conflict: { headSha: string; lumiVersion: number; conflicts: FileConflict[] } | null;
  pending: boolean;
  onResolve: (resolutions: Record<string, ConflictChoice>) => void;
  onCancel: () => void;
}

/**
 * « Récupérer depuis GitHub » found files changed on both sides since the last sync: each one is shown with both
 * contents, and nothing is written until every file has a choice.
 */
export function PullConflictDialog({ conflict, pending, onResolve, onCancel }: PullConflictDialogProps) {
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="flex max-h-[90dvh] max-w-5xl flex-col gap-4 overflow-hidden p-4 sm:p-6">
        {/* A new conflict (GitHub moved meanwhile) asks every choice again. */}
        {conflict ? (
          <ConflictForm
            key={`${conflict.headSha}-${conflict.lumiVersion}`}
            conflicts={conflict.conflicts}
            pending={pending}
            onResolve={onResolve}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ConflictForm({
  conflicts,
  pending,
  onResolve,
}: {
  conflicts: FileConflict[];
  pending: boolean;
  onResolve: PullConflictDialogProps['onResolve'];
}) {
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const complete = conflicts.every((file) => choices[file.path]);
  const count = conflicts.length;
  return (
    <form
      className="flex min-h-0 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onResolve(choices);
      }}
    >
      <div className="space-y-1.5 pr-8">
        <DialogTitle className="flex items-center gap-2">
          <GitMerge className="size-5 text-warning" aria-hidden="true" />
          Conflit avec GitHub
        </DialogTitle>
        <DialogDescription>
          {count === 1 ? 'Ce fichier a été modifié' : `Ces ${count} fichiers ont été modifiés`} dans Lumi et sur GitHub depuis la dernière
          synchronisation. Choisissez, pour chacun, la version à garder : rien n'est écrit avant votre choix.
        </DialogDescription>
      </div>
      <ul className="min-h-0 flex-1 space-y-4 overflow-y-auto pr-1" aria-label="Fichiers en conflit">
        {conflicts.map((file) => (
          <ConflictItem
            key={file.path}
            file={file}
            choice={choices[file.path]}
            onChoose={(choice) => setChoices((current) => ({ ...current, [file.path]: choice }))}
          />
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {complete ? null : <p className="text-xs text-muted-foreground sm:mr-auto">Choisissez une version pour chaque fichier.</p>}
        <DialogClose asChild>
          <Button type="button" variant="outline" className="order-last sm:order-none">
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!complete || pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Appliquer mes choix
        </Button>
      </div>
    </form>
  );
}

const SIDES: { choice: ConflictChoice; label: string; title: string }[] = [
  { choice: 'lumi', label: 'Garder Lumi', title: 'Dans Lumi' },
  { choice: 'github', label: 'Prendre GitHub', title: 'Sur GitHub' },
];

function ConflictItem({
  file,
  choice,
  onChoose,
}: {
  file: FileConflict;
  choice: ConflictChoice | undefined;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const name = useId();
  return (
    <li className="rounded-lg border">
      <fieldset className="space-y-3 p-3">
        <legend className="sr-only">{file.path}</legend>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="min-w-0 break-all font-mono text-sm font-semibold" aria-hidden="true">
            {file.path}
          </p>
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            {SIDES.map((side) => (
              <label
                key={side.choice}
                className={cn(
                  'flex cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-md border px-2.5 py-1.5 text-sm',
                  choice === side.choice ? 'border-primary bg-primary/10 font-medium' : 'hover:bg-secondary',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={side.choice}
                  checked={choice === side.choice}
                  onChange={() => onChoose(side.choice)}
                  className="accent-primary"
                />
                {side.label}
              </label>
            ))}
          </div>
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          {SIDES.map((side) => {
            const content = side.choice === 'lumi' ? file.lumi : file.github;
            return (
              <div key={side.choice} className={cn('min-w-0 space-y-1', choice && choice !== side.choice && 'opacity-60')}>
                <p className="text-xs font-medium text-muted-foreground">{side.title}</p>
                {content === null ? (
                  <p className="rounded-md border border-dashed p-3 text-xs italic text-muted-foreground">Fichier supprimé de ce côté</p>
                ) : (
                  <pre className="max-h-60 overflow-auto rounded-md bg-secondary p-3 font-mono text-xs leading-5">{content}</pre>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
    </li>
  );
}
