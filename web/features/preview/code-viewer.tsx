import { Check, Copy, FileCode2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { ProjectFiles } from '@common/projects';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const COPIED_MS = 2000;
const fileName = (path: string) => path.split('/').pop() ?? path;

/** The code-only viewer: one tab per file, copy, line count; read-only. */
export function CodeViewer({ files, className }: { files: ProjectFiles; className?: string }) {
  const paths = useMemo(() => Object.keys(files).sort((a, b) => a.localeCompare(b)), [files]);
  const [selected, setSelected] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const current = selected !== null && selected in files ? selected : (paths[0] ?? null);
  const content = current !== null ? (files[current] ?? '') : '';
  const lineCount = content === '' ? 0 : content.split('\n').length;
  const gutter = useMemo(() => Array.from({ length: Math.max(lineCount, 1) }, (_, index) => index + 1).join('\n'), [lineCount]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard.writeText(content).then(
      () => setCopied(true),
      () => toast.error('Erreur', { description: 'Impossible de copier le contenu' }),
    );
  };

  if (current === null) {
    return (
      <section aria-label="Code" className={cn('grid place-items-center rounded-xl border bg-card p-6 text-center', className)}>
        <div className="flex flex-col items-center gap-2 text-muted-foreground">
          <FileCode2 className="size-8 text-primary" aria-hidden="true" />
          <p className="text-sm">Aucun code à afficher</p>
        </div>
      </section>
    );
  }

  return (
    <section aria-label="Code" className={cn('flex min-h-0 min-w-0 flex-col overflow-hidden rounded-xl border bg-card', className)}>
      <div role="tablist" aria-label="Fichiers" className="flex shrink-0 overflow-x-auto border-b bg-muted/40">
        {paths.map((path) => (
          <button
            key={path}
            type="button"
            role="tab"
            aria-selected={path === current}
            title={path}
            onClick={() => setSelected(path)}
            className={cn(
              'shrink-0 border-r px-3 py-2 font-mono text-xs text-muted-foreground transition-colors hover:bg-background focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
              path === current && 'bg-background font-medium text-foreground',
            )}
          >
            {fileName(path)}
          </button>
        ))}
      </div>
      <div className="flex shrink-0 items-center justify-between gap-2 border-b px-3 py-1.5 text-xs text-muted-foreground">
        <span className="truncate font-mono">{current}</span>
        <span className="flex shrink-0 items-center gap-2">
          <span>{lineCount > 1 ? `${lineCount} lignes` : `${lineCount} ligne`}</span>
          <Button variant="ghost" size="sm" className="h-7" onClick={copy} aria-live="polite">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copié' : 'Copier'}
          </Button>
        </span>
      </div>
      <div
        role="tabpanel"
        aria-label={current}
        tabIndex={0}
        className="flex min-h-0 min-w-0 flex-1 overflow-auto font-mono text-xs leading-5 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <pre aria-hidden="true" className="sticky left-0 select-none border-r bg-muted/40 px-3 py-3 text-right text-muted-foreground">
          {gutter}
        </pre>
        <pre className="flex-1 px-3 py-3">
          <code>{content}</code>
        </pre>
      </div>
    </section>
  );
}
