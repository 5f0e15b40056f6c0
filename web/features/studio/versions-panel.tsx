import { useQuery } from '@tanstack/react-query';
import { diffLines } from 'diff';
import { AlertTriangle, CheckCircle2, History, Loader2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { versionDetailSchema, versionListSchema, type ProjectFiles } from '@common/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { apiFetch, ApiRequestError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

const AUTHOR_LABELS = { ai: 'Lumi', user: 'Vous', github: 'GitHub' } as const;

/** The files a version differs in from the current ones, with their line changes. */
function changes(from: ProjectFiles, to: ProjectFiles) {
  const paths = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return paths.filter((p) => from[p] !== to[p]).map((path) => ({ path, parts: diffLines(from[path] ?? '', to[path] ?? '') }));
}

export function VersionsPanel({
  projectId,
  currentFiles,
  currentVersion,
  dirty,
  onRestored,
  onClose,
}: {
  projectId: string;
  currentFiles: ProjectFiles;
  currentVersion: number;
  dirty: boolean;
  onRestored: () => Promise<void>;
  onClose: () => void;
}) {
  const versions = useQuery({
    queryKey: ['projects', projectId, 'versions'],
    queryFn: async () => (await apiFetch(`/api/projects/${projectId}/versions`, versionListSchema)).versions,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const version = useQuery({
    queryKey: ['projects', projectId, 'versions', selected],
    queryFn: () => apiFetch(`/api/projects/${projectId}/versions/${selected}`, versionDetailSchema),
    enabled: selected !== null,
  });
  const [restoring, setRestoring] = useState(false);

  const restore = async () => {
    if (selected === null) return;
    setRestoring(true);
    try {
      await apiFetch(`/api/projects/${projectId}/versions/${selected}/restore`, z.unknown(), {
        method: 'POST',
        body: JSON.stringify({ baseVersion: currentVersion }),
      });
      toast.success('Version restaurée', { description: `La version ${selected} est devenue une nouvelle version.` });
      await onRestored();
      onClose();
    } catch (error) {
      toast.error('Erreur', { description: error instanceof ApiRequestError ? error.message : 'Impossible de restaurer la version' });
    } finally {
      setRestoring(false);
    }
  };

  const diff = version.data ? changes(currentFiles, version.data.files) : [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-5xl grid-rows-[auto_1fr] overflow-hidden">
        <div>
          <DialogTitle className="flex items-center gap-2">
            <History className="size-5 text-primary" aria-hidden="true" />
            Historique des versions
          </DialogTitle>
          <DialogDescription>
            Chaque génération et chaque sauvegarde est une version. Restaurer crée une nouvelle version : rien n'est perdu.
          </DialogDescription>
        </div>
        <div className="grid min-h-0 gap-4 md:grid-cols-[16rem_1fr]">
          <ol className="max-h-[30dvh] min-h-0 space-y-1 overflow-y-auto md:max-h-[65dvh]" aria-label="Versions">
            {versions.isPending ? <li className="text-sm text-muted-foreground">Chargement…</li> : null}
            {versions.data?.map((v) => (
              <li key={v.number}>
                <button
                  type="button"
                  onClick={() => setSelected(v.number)}
                  className={cn(
                    'w-full rounded-lg border px-3 py-2 text-left text-sm hover:bg-secondary',
                    selected === v.number && 'border-primary bg-accent',
                  )}
                  aria-pressed={selected === v.number}
                >
                  <span className="flex items-center gap-2 font-medium">
                    Version {v.number}
                    <Badge variant={v.author === 'ai' ? 'accent' : v.author === 'github' ? 'outline' : 'secondary'}>
                      {AUTHOR_LABELS[v.author]}
                    </Badge>
                    {v.number === currentVersion ? <Badge variant="outline">actuelle</Badge> : null}
                  </span>
                  {v.works === null ? null : (
                    <span
                      className={cn(
                        'mt-1 inline-flex items-center gap-1 text-xs font-medium',
                        v.works ? 'text-success' : 'text-destructive',
                      )}
                    >
                      {v.works ? (
                        <CheckCircle2 className="size-3.5" aria-hidden="true" />
                      ) : (
                        <AlertTriangle className="size-3.5" aria-hidden="true" />
                      )}
                      {v.works ? 'fonctionnelle' : 'en erreur'}
                    </span>
                  )}
                  <span className="mt-0.5 block truncate text-xs text-muted-foreground">{v.summary}</span>
                  <span className="block text-xs text-muted-foreground">{formatDateTime(v.createdAt)}</span>
                </button>
              </li>
            ))}
          </ol>
          <div className="flex min-h-0 flex-col gap-3">
            {selected === null ? (
              <p className="text-sm text-muted-foreground">Choisissez une version pour voir ce qui la sépare des fichiers actuels.</p>
            ) : version.isPending ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Chargement de la version…
              </p>
            ) : (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm">
                    {diff.length === 0
                      ? 'Identique aux fichiers actuels.'
                      : `${diff.length} fichier${diff.length > 1 ? 's' : ''} différent${diff.length > 1 ? 's' : ''} des fichiers actuels :`}
                  </p>
                  <Button
                    size="sm"
                    variant="brand"
                    onClick={() => void restore()}
                    disabled={restoring || dirty || selected === currentVersion}
                  >
                    <RotateCcw aria-hidden="true" />
                    Restaurer la version {selected}
                  </Button>
                </div>
                {dirty ? (
                  <p className="text-xs text-warning">Sauvegardez d'abord vos modifications en cours pour pouvoir restaurer.</p>
                ) : null}
                <div className="min-h-0 flex-1 space-y-3 overflow-y-auto" aria-label="Différences">
                  {diff.map((file) => (
                    <section key={file.path} className="overflow-hidden rounded-lg border">
                      <h3 className="border-b bg-muted px-3 py-1.5 font-mono text-xs">{file.path}</h3>
                      <pre className="max-h-72 overflow-auto text-xs leading-5">
                        {file.parts.map((part, index) => (
                          <span
                            key={index}
                            className={cn(
                              'block whitespace-pre-wrap px-3',
                              part.added && 'bg-success/15 text-success',
                              part.removed && 'bg-destructive/10 text-destructive',
                              !part.added && !part.removed && 'text-muted-foreground',
                            )}
                          >
                            {part.value
                              .replace(/\n$/, '')
                              .split('\n')
                              .map((line) => `${part.added ? '+ ' : part.removed ? '- ' : '  '}${line}`)
                              .join('\n')}
                          </span>
                        ))}
                      </pre>
                    </section>
                  ))}
                </div>
              </>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
