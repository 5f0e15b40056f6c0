import { FileArchive, Loader2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { IMPORT_LIMITS, IMPORT_TOO_LARGE_MESSAGE } from '@common/projects';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useImportProject } from '@/lib/projects-api';

const skippedLabel = (count: number) => `${count} fichier${count > 1 ? 's' : ''} ignoré${count > 1 ? 's' : ''}`;

/** « Importer un projet (.zip) »: picks a zip, uploads it with its progress, then opens the new project's studio. */
export function ImportProjectButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const importProject = useImportProject();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState(0);
  const busy = importProject.isPending;

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again must fire another change.
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_LIMITS.maxZipBytes) {
      toast.error("Erreur d'importation", { description: IMPORT_TOO_LARGE_MESSAGE });
      return;
    }
    setPercent(0);
    importProject.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: ({ project, skipped }) => {
          toast.success('Projet importé', {
            description: skipped.length ? `${project.title} · ${skippedLabel(skipped.length)}` : project.title,
          });
          navigate(`/studio/${project.id}`);
        },
        onError: (error) => {
          toast.error("Erreur d'importation", {
            description:
              error instanceof ApiRequestError && error.status !== 500
                ? error.message
                : "Impossible d'importer le projet. Veuillez réessayer.",
          });
        },
      },
    );
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip,application/x-zip-compressed"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={upload}
      />
      <Button variant="outline" className={cn(className)} disabled={busy} onClick={() => input.current?.click()} aria-live="polite">
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileArchive aria-hidden="true" />}
        {busy ? `Importation… ${percent} %` : 'Importer un projet (.zip)'}
      </Button>
    </>
  );
}
