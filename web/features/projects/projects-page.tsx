import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, FolderOpen, Plus, RotateCw, Search, SearchX, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PROJECT_LIST_LIMITS, type ProjectListItem } from '@common/projects';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { projectsPagesQuery } from '@/lib/projects-api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DeleteProjectDialog } from './delete-project-dialog';
import { DEFAULT_FILTERS, toListQuery, type ProjectFilters } from './filter-projects';
import { ImportProjectButton } from './import-project-button';
import { NewProjectDialog } from './new-project-dialog';
import { ProjectCard, type CardAction } from './project-card';
import { SORT_KEYS, SORT_LABELS } from '@/lib/project-options';
import { ProjectSettingsDialog } from './project-settings-dialog';

const SKELETON_CARDS = 6;
const SEARCH_DEBOUNCE_MS = 250;

export function ProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<ProjectFilters>(DEFAULT_FILTERS);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  // The previous results stay on screen while the next search or sort loads: no flash of skeletons at each key.
  const projects = useInfiniteQuery({
    ...projectsPagesQuery(toListQuery({ ...filters, search }, favoritesOnly)),
    placeholderData: keepPreviousData,
  });
  const [pending, setPending] = useState<{ action: CardAction; project: ProjectListItem } | null>(null);
  // ?nouveau=1 (from "Nouveau projet" elsewhere) opens the creation dialog.
  const creating = searchParams.get('nouveau') === '1';
  const setCreating = (open: boolean) => setSearchParams(open ? { nouveau: '1' } : {}, { replace: true });

  useEffect(() => {
    if (projects.isError) toast.error('Erreur', { id: 'projects-load', description: 'Impossible de charger les projets' });
  }, [projects.isError]);

  const visible = projects.data?.pages.flatMap((page) => page.projects) ?? [];
  const total = projects.data?.pages[0]?.total ?? 0;
  const matching = projects.data?.pages[0]?.matching ?? 0;
  const filtered = filters.search.trim() !== '' || favoritesOnly;
  const clearFilters = () => {
    setFilters({ ...filters, search: '' });
    setFavoritesOnly(false);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {projects.isSuccess ? `${total} projet${total > 1 ? 's' : ''} créé${total > 1 ? 's' : ''}` : '\u00a0'}
          </p>
        </div>
        {/* On a phone the main action comes first; side by side, it ends the row. */}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <ImportProjectButton />
          <Button variant="brand" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Nouveau Projet
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Rechercher un projet"
            placeholder="Rechercher un projet..."
            maxLength={PROJECT_LIST_LIMITS.searchMaxLength}
            value={filters.search}
            onChange={(e) => setFilters({ ...filters, search: e.target.value })}
            className="pl-9"
          />
        </div>
        <div className="flex gap-2">
          <NativeSelect
            aria-label="Trier par"
            value={filters.sort}
            onChange={(e) => setFilters({ ...filters, sort: SORT_KEYS.find((key) => key === e.target.value) ?? 'updated' })}
            className="min-w-0 flex-1 md:w-56 md:flex-none"
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="outline"
            size="icon"
            onClick={() => setFilters({ ...filters, direction: filters.direction === 'desc' ? 'asc' : 'desc' })}
            aria-label={
              filters.direction === 'desc' ? 'Ordre décroissant (cliquer pour croissant)' : 'Ordre croissant (cliquer pour décroissant)'
            }
          >
            {filters.direction === 'desc' ? <ArrowDownWideNarrow aria-hidden="true" /> : <ArrowUpNarrowWide aria-hidden="true" />}
          </Button>
          <Button
            variant={favoritesOnly ? 'secondary' : 'outline'}
            onClick={() => setFavoritesOnly((v) => !v)}
            aria-pressed={favoritesOnly}
          >
            <Star className={favoritesOnly ? 'fill-amber-400 text-amber-500' : undefined} aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Favoris</span>
          </Button>
        </div>
      </div>

      {projects.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Chargement des projets">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Skeleton key={i} className="h-48 rounded-xl" />
          ))}
        </div>
      ) : projects.isError ? (
        <EmptyState
          icon={<RotateCw className="size-10 text-destructive" aria-hidden="true" />}
          title="Impossible de charger les projets"
          text={projects.error.message}
          action={
            <Button variant="outline" onClick={() => void projects.refetch()}>
              Réessayer
            </Button>
          }
        />
      ) : total === 0 ? (
        <EmptyState
          icon={<FolderOpen className="size-10 text-primary" aria-hidden="true" />}
          title="Aucun projet"
          text="Créez votre premier projet : décrivez une idée, Lumi s'occupe du reste. Ou importez une application React existante."
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="brand" onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                Nouveau Projet
              </Button>
              <ImportProjectButton />
            </div>
          }
        />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="Aucun projet trouvé"
          text="Aucun projet ne correspond à votre recherche."
          action={
            filtered ? (
              <Button variant="outline" onClick={clearFilters}>
                Effacer les filtres
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Projets">
            {visible.map((project) => (
              <li key={project.id} className="grid min-w-0">
                <ProjectCard project={project} onAction={(action, target) => setPending({ action, project: target })} />
              </li>
            ))}
          </ul>
          {projects.hasNextPage ? (
            <div className="flex flex-col items-center gap-2">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {visible.length} sur {matching} projets affichés
              </p>
              <Button variant="outline" onClick={() => void projects.fetchNextPage()} disabled={projects.isFetchingNextPage}>
                {projects.isFetchingNextPage ? 'Chargement…' : 'Afficher plus'}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <NewProjectDialog open={creating} onOpenChange={setCreating} />
      {pending?.action === 'delete' ? <DeleteProjectDialog project={pending.project} onClose={() => setPending(null)} /> : null}
      {pending && pending.action !== 'delete' ? (
        <ProjectSettingsDialog
          key={pending.project.id + pending.action}
          project={pending.project}
          mode={pending.action}
          onClose={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}

function EmptyState({ icon, title, text, action }: { icon: React.ReactNode; title: string; text: string; action?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
      {icon}
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}
