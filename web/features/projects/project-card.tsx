import { Copy, ExternalLink, Globe, MoreVertical, Pencil, Settings, Star, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { frameworkSchema, projectTypeSchema, statusLabel, type ProjectListItem, type StatusLabel } from '@common/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useToggleFavorite } from '@/lib/projects-api';
import { FRAMEWORK_LABELS, PROJECT_TYPE_LABELS } from '@/lib/project-options';

const statusVariant = { Actif: 'success', Terminé: 'accent', Archivé: 'secondary', Brouillon: 'outline' } as const satisfies Record<
  StatusLabel,
  string
>;

export type CardAction = 'rename' | 'settings' | 'delete';

export function ProjectCard({
  project,
  onAction,
}: {
  project: ProjectListItem;
  onAction: (action: CardAction, project: ProjectListItem) => void;
}) {
  const navigate = useNavigate();
  const favorite = useToggleFavorite();
  const label = statusLabel(project.status);
  const type = projectTypeSchema.safeParse(project.projectType);
  const framework = frameworkSchema.safeParse(project.framework);
  const studioPath = `/dev-studio/${project.id}`;

  const toggleFavorite = () =>
    favorite.mutate(
      { id: project.id, isFavorite: !project.isFavorite },
      {
        onSuccess: (updated) => toast.success(updated.isFavorite ? 'Ajouté aux favoris' : 'Retiré des favoris'),
        onError: () => toast.error('Impossible de mettre à jour le favori', { description: 'Impossible de modifier les favoris' }),
      },
    );

  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5 transition-colors hover:border-primary/40">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link to={studioPath} className="hover:underline">
              {project.title}
            </Link>
          </h3>
          <p className="mt-1 line-clamp-2 min-h-10 text-sm text-muted-foreground">{project.description || 'Pas de description'}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          onClick={toggleFavorite}
          aria-pressed={project.isFavorite}
          aria-label={project.isFavorite ? `Retirer « ${project.title} » des favoris` : `Ajouter « ${project.title} » aux favoris`}
        >
          <Star className={cn(project.isFavorite && 'fill-amber-400 text-amber-500')} aria-hidden="true" />
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Actions du projet « ${project.title} »`}>
              <MoreVertical aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => navigate(studioPath)}>
              <ExternalLink aria-hidden="true" />
              Ouvrir le studio
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('rename', project)}>
              <Pencil aria-hidden="true" />
              Renommer
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('settings', project)}>
              <Settings aria-hidden="true" />
              Réglages
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive data-[highlighted]:text-destructive" onSelect={() => onAction('delete', project)}>
              <Trash2 aria-hidden="true" />
              Supprimer
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant={statusVariant[label]}>{label}</Badge>
        <Badge variant="secondary">{type.success ? PROJECT_TYPE_LABELS[type.data] : project.projectType}</Badge>
        <Badge variant="secondary">{framework.success ? FRAMEWORK_LABELS[framework.data] : project.framework}</Badge>
      </div>
      {project.publishedUrl ? (
        <div className="flex min-w-0 items-center gap-1.5 text-xs">
          <Globe className="size-3.5 shrink-0 text-success" aria-label="En ligne" />
          <a
            href={project.publishedUrl}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 flex-1 truncate text-primary underline underline-offset-2"
          >
            {project.publishedUrl.replace(/^https?:\/\//, '')}
          </a>
          <Button
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            aria-label={`Copier l'adresse publique de « ${project.title} »`}
            onClick={() =>
              navigator.clipboard.writeText(project.publishedUrl ?? '').then(
                () => toast.success('Adresse copiée'),
                () => toast.error('Copie impossible', { description: project.publishedUrl ?? '' }),
              )
            }
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {project.publishedUrl && project.visits30d !== null ? (
        <p className="-mt-2 text-xs tabular-nums text-muted-foreground" title="Visites sur les 30 derniers jours">
          {project.visits30d.toLocaleString('fr-FR')} visite{project.visits30d > 1 ? 's' : ''} sur 30 jours
        </p>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-2 border-t pt-4">
        <p className="text-xs text-muted-foreground">Modifié le {formatDate(project.updatedAt)}</p>
        <Button asChild size="sm" variant="outline">
          <Link to={studioPath} aria-label={`Ouvrir « ${project.title} » dans le studio`}>
            Ouvrir
          </Link>
        </Button>
      </div>
    </Card>
  );
}
