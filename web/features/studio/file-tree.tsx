import {
  ChevronDown,
  ChevronRight,
  FileCode2,
  FileImage,
  FileJson,
  FileText,
  FileType,
  Folder,
  FolderOpen,
  Palette,
  Pencil,
  Plus,
  Trash2,
  Upload,
} from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { isBinaryPath } from '@common/assets';
import { checkFilePath } from '@common/projects';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface TreeNode {
  name: string;
  path: string;
  children: TreeNode[] | null;
}

/** Folders and files from path segments; folders first, then by name (spec). */
export function buildTree(paths: string[]): TreeNode[] {
  const root: TreeNode = { name: '', path: '', children: [] };
  for (const path of paths) {
    let node = root;
    const segments = path.split('/');
    segments.forEach((segment, index) => {
      const isFile = index === segments.length - 1;
      const childPath = segments.slice(0, index + 1).join('/');
      let child = node.children!.find((c) => c.name === segment && (c.children === null) === isFile);
      if (!child) {
        child = { name: segment, path: childPath, children: isFile ? null : [] };
        node.children!.push(child);
      }
      node = child;
    });
  }
  const sort = (nodes: TreeNode[]): TreeNode[] =>
    nodes
      .map((n) => (n.children ? { ...n, children: sort(n.children) } : n))
      .sort((a, b) => (a.children === null ? 1 : 0) - (b.children === null ? 1 : 0) || a.name.localeCompare(b.name, 'fr'));
  return sort(root.children!);
}

/** Rows indent little and names wrap rather than being cut: a name is always read in full (#12). */
const INDENT_PX = 10;
const ROW_ICON = 'mt-0.5 size-4 shrink-0';
const ROW_ICON_SMALL = 'mt-[3px] size-3.5 shrink-0';
const NAME = 'min-w-0 [overflow-wrap:anywhere]';

function FileIcon({ path }: { path: string }) {
  const ext = path.split('.').pop()?.toLowerCase();
  const className = ROW_ICON;
  if (ext === 'tsx' || ext === 'jsx' || ext === 'ts' || ext === 'js')
    return <FileCode2 className={cn(className, 'text-sky-600')} aria-hidden="true" />;
  if (ext === 'json') return <FileJson className={cn(className, 'text-amber-600')} aria-hidden="true" />;
  if (ext === 'css') return <Palette className={cn(className, 'text-pink-600')} aria-hidden="true" />;
  if (ext === 'html') return <FileType className={cn(className, 'text-orange-600')} aria-hidden="true" />;
  if (isBinaryPath(`x.${ext}`) || ext === 'svg') return <FileImage className={cn(className, 'text-emerald-600')} aria-hidden="true" />;
  return <FileText className={cn(className, 'text-muted-foreground')} aria-hidden="true" />;
}

type Editing = { mode: 'create' } | { mode: 'rename'; path: string } | null;

export function FileTree({
  files,
  selected,
  writingPath,
  readOnly,
  onSelect,
  onCreate,
  onRename,
  onDelete,
  onUpload,
}: {
  files: string[];
  selected: string | null;
  writingPath: string | null;
  readOnly: boolean;
  onSelect: (path: string) => void;
  onCreate: (path: string) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (path: string) => void;
  /** Files chosen on the computer: images, fonts and sounds go to public/, anything else to src/. */
  onUpload?: (files: File[]) => void;
}) {
  const tree = useMemo(() => buildTree(files), [files]);
  const [closed, setClosed] = useState<Set<string>>(() => new Set());
  const [opened, setOpened] = useState<Set<string>>(() => new Set(['src']));
  const [editing, setEditing] = useState<Editing>(null);
  const upload = useRef<HTMLInputElement>(null);
  const isOpen = (path: string) => opened.has(path) || (!closed.has(path) && (selected?.startsWith(`${path}/`) ?? false));
  const toggle = (path: string) => {
    const open = isOpen(path);
    setOpened((current) => {
      const next = new Set(current);
      if (open) next.delete(path);
      else next.add(path);
      return next;
    });
    setClosed((current) => {
      const next = new Set(current);
      if (open) next.add(path);
      else next.delete(path);
      return next;
    });
  };

  const render = (nodes: TreeNode[], depth: number): ReactNode =>
    nodes.map((node) =>
      node.children ? (
        <li key={node.path}>
          <button
            type="button"
            onClick={() => toggle(node.path)}
            className="flex w-full items-start gap-1 rounded-md py-1 pr-2 text-left text-sm hover:bg-secondary"
            style={{ paddingLeft: `${depth * INDENT_PX + 4}px` }}
            aria-expanded={isOpen(node.path)}
            title={node.path}
          >
            {isOpen(node.path) ? (
              <ChevronDown className={ROW_ICON_SMALL} aria-hidden="true" />
            ) : (
              <ChevronRight className={ROW_ICON_SMALL} aria-hidden="true" />
            )}
            {isOpen(node.path) ? (
              <FolderOpen className={cn(ROW_ICON, 'text-primary')} aria-hidden="true" />
            ) : (
              <Folder className={cn(ROW_ICON, 'text-primary')} aria-hidden="true" />
            )}
            <span className={NAME}>{node.name}</span>
          </button>
          {isOpen(node.path) ? <ul>{render(node.children, depth + 1)}</ul> : null}
        </li>
      ) : (
        <li key={node.path} className="group relative">
          <button
            type="button"
            onClick={() => onSelect(node.path)}
            className={cn(
              'flex w-full items-start gap-1 rounded-md py-1 pr-2 text-left text-sm hover:bg-secondary',
              selected === node.path && 'bg-accent text-accent-foreground hover:bg-accent',
            )}
            // Aligned with the folder icon of its parent's row (chevron + gap).
            style={{ paddingLeft: `${depth * INDENT_PX + 22}px` }}
            aria-current={selected === node.path ? 'true' : undefined}
            title={node.path}
          >
            <FileIcon path={node.path} />
            <span className={NAME}>{node.name}</span>
            {writingPath === node.path ? (
              <span className="ml-auto mt-1.5 size-2 shrink-0 animate-pulse rounded-full bg-primary" aria-label="en cours d'écriture" />
            ) : null}
          </button>
          {!readOnly ? (
            // Over the end of the row while it is hovered or focused: no room is kept for them the rest of the time.
            <span className="absolute right-1 top-1/2 hidden -translate-y-1/2 gap-0.5 rounded-md bg-secondary shadow-sm group-focus-within:flex group-hover:flex">
              <button
                type="button"
                className="rounded p-1 hover:bg-background"
                onClick={() => setEditing({ mode: 'rename', path: node.path })}
                aria-label={`Renommer ${node.path}`}
              >
                <Pencil className="size-3" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="rounded p-1 hover:bg-background"
                onClick={() => onDelete(node.path)}
                aria-label={`Supprimer ${node.path}`}
              >
                <Trash2 className="size-3" aria-hidden="true" />
              </button>
            </span>
          ) : null}
        </li>
      ),
    );

  return (
    <nav aria-label="Fichiers du projet" className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between border-b px-3 py-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Fichiers</span>
        <span className="flex items-center gap-0.5">
          {onUpload ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                onClick={() => upload.current?.click()}
                disabled={readOnly}
                aria-label="Importer des fichiers"
                title="Importer des fichiers (images, polices, sons, code)"
              >
                <Upload aria-hidden="true" />
              </Button>
              <input
                ref={upload}
                type="file"
                multiple
                className="hidden"
                onChange={(event) => {
                  const chosen = [...(event.target.files ?? [])];
                  event.target.value = '';
                  if (chosen.length > 0) onUpload(chosen);
                }}
              />
            </>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            onClick={() => setEditing({ mode: 'create' })}
            disabled={readOnly}
            aria-label="Nouveau fichier"
          >
            <Plus aria-hidden="true" />
          </Button>
        </span>
      </div>
      <ul className="min-h-0 flex-1 overflow-auto py-1">
        {files.length ? render(tree, 0) : <li className="px-3 py-2 text-sm text-muted-foreground">Aucun fichier</li>}
      </ul>
      {editing ? (
        <PathDialog
          title={editing.mode === 'create' ? 'Nouveau fichier' : 'Renommer le fichier'}
          initial={editing.mode === 'rename' ? editing.path : 'src/'}
          existing={files}
          onClose={() => setEditing(null)}
          onSubmit={(path) => {
            if (editing.mode === 'create') onCreate(path);
            else onRename(editing.path, path);
            setEditing(null);
          }}
        />
      ) : null}
    </nav>
  );
}

function PathDialog({
  title,
  initial,
  existing,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: string;
  existing: string[];
  onClose: () => void;
  onSubmit: (path: string) => void;
}) {
  const [path, setPath] = useState(initial);
  const trimmed = path.trim();
  const problem = trimmed === initial ? null : existing.includes(trimmed) ? 'Ce fichier existe déjà' : checkFilePath(trimmed);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>Chemin relatif du fichier, par exemple src/components/Carte.tsx.</DialogDescription>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem && trimmed && trimmed !== initial) onSubmit(trimmed);
          }}
          className="space-y-3"
        >
          <Label htmlFor="file-path">Chemin</Label>
          <Input id="file-path" value={path} onChange={(e) => setPath(e.target.value)} autoFocus aria-invalid={Boolean(problem)} />
          {problem ? <p className="text-sm text-destructive">{problem.charAt(0).toUpperCase() + problem.slice(1)}</p> : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" variant="brand" disabled={Boolean(problem) || !trimmed || trimmed === initial}>
              Valider
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
