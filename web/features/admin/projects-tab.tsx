import { useQuery } from '@tanstack/react-query';
import { Calendar, Download, Eye, EyeOff, FolderKanban, Loader2, Search, Trash2, User } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminProjectRow } from '@common/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api';
import { adminProjectsQuery, useDebouncedValue, useDeleteAdminProject, useSetProjectVisibility } from './admin-api';

const frDate = new Intl.DateTimeFormat('fr-FR');
const integer = new Intl.NumberFormat('fr-FR');
const serverMessage = (error: unknown) => (error instanceof ApiRequestError ? error.message : undefined);

export function ProjectsTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const projects = useQuery(adminProjectsQuery(q || undefined));
  const [deleting, setDeleting] = useState<AdminProjectRow | null>(null);
  const searchId = useId();
  const data = projects.data;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">Projets {data ? `(${integer.format(data.total)})` : ''}</h3>
          <p className="text-sm text-muted-foreground">Tous les projets de la plateforme, du plus récent au plus ancien.</p>
        </div>
        <div className="relative w-full sm:w-96">
          <label htmlFor={searchId} className="sr-only">
            Rechercher un projet
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Rechercher par titre, description ou utilisateur…"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>

      <div className="h-[500px] overflow-y-auto rounded-xl border bg-card" aria-busy={projects.isFetching}>
        {projects.isError ? (
          <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-sm">
            <span>Impossible de charger les projets. {projects.error.message}</span>
            <Button variant="outline" size="sm" onClick={() => void projects.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : !data ? (
          <div role="status" className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Chargement des projets...
          </div>
        ) : data.projects.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
            <FolderKanban className="size-8 text-primary" aria-hidden="true" />
            <p className="font-medium">Aucun projet trouvé</p>
            {q ? (
              <Button variant="outline" size="sm" onClick={() => setSearch('')}>
                Effacer la recherche
              </Button>
            ) : null}
          </div>
        ) : (
          <ul className={`divide-y transition-opacity ${projects.isPlaceholderData ? 'opacity-60' : ''}`} aria-label="Projets">
            {data.projects.map((project) => (
              <ProjectRow key={project.id} project={project} onDelete={() => setDeleting(project)} />
            ))}
          </ul>
        )}
      </div>
      {data && data.total > data.projects.length ? (
        <p className="text-xs text-muted-foreground">
          {integer.format(data.projects.length)} projets affichés sur {integer.format(data.total)} : affinez la recherche pour trouver les
          autres.
        </p>
      ) : null}
      {deleting ? <DeleteDialog project={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

function ProjectRow({ project, onDelete }: { project: AdminProjectRow; onDelete: () => void }) {
  const visibility = useSetProjectVisibility();
  const toggle = () =>
    visibility.mutate(
      { id: project.id, isPublic: !project.isPublic },
      {
        onSuccess: (updated) => toast.success(updated.isPublic ? 'Projet rendu public' : 'Projet rendu privé'),
        onError: (error) => toast.error('Impossible de modifier la visibilité', { description: serverMessage(error) }),
      },
    );
  const toggleLabel = project.isPublic ? 'Rendre privé' : 'Rendre public';

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{project.title}</h4>
          <Badge variant={project.isPublic ? 'success' : 'secondary'}>{project.isPublic ? 'Public' : 'Privé'}</Badge>
          {project.framework ? <Badge variant="outline">{project.framework}</Badge> : null}
        </div>
        {project.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{project.description}</p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex min-w-0 items-center gap-1">
            <User className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate" title={project.ownerEmail}>
              {project.ownerName || 'Utilisateur anonyme'}
            </span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5 shrink-0" aria-hidden="true" />
            {frDate.format(new Date(project.createdAt))}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <span title={project.isPublished ? undefined : "Ce projet n'est pas publié"}>
          <Button
            variant="outline"
            size="sm"
            onClick={toggle}
            disabled={!project.isPublished || visibility.isPending}
            aria-label={`${toggleLabel} : ${project.title}`}
          >
            {visibility.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : project.isPublic ? (
              <EyeOff aria-hidden="true" />
            ) : (
              <Eye aria-hidden="true" />
            )}
            {toggleLabel}
          </Button>
        </span>
        {project.downloadUrl ? (
          <Button asChild variant="outline" size="sm">
            <a href={project.downloadUrl} target="_blank" rel="noopener noreferrer" aria-label={`Télécharger ${project.title}`}>
              <Download aria-hidden="true" />
              Télécharger
            </a>
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10"
          onClick={onDelete}
          aria-label={`Supprimer ${project.title}`}
        >
          <Trash2 aria-hidden="true" />
          Supprimer
        </Button>
      </div>
    </li>
  );
}

function DeleteDialog({ project, onClose }: { project: AdminProjectRow; onClose: () => void }) {
  const remove = useDeleteAdminProject();
  const confirm = () =>
    remove.mutate(project.id, {
      onSuccess: () => {
        toast.success('Projet supprimé avec succès', { description: project.title });
        onClose();
      },
      onError: (error) => toast.error('Impossible de supprimer le projet', { description: serverMessage(error) }),
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Supprimer le projet"
      description={
        <span className="[overflow-wrap:anywhere]">
          Êtes-vous sûr de vouloir supprimer "{project.title}" ? Cette action est irréversible.
        </span>
      }
      confirmLabel="Supprimer"
      icon={<Trash2 aria-hidden="true" />}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
