import type { Project } from '@common/projects';
import type { SortKey } from '@/lib/project-options';

export interface ProjectFilters {
  search: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
}

export const DEFAULT_FILTERS: ProjectFilters = { search: '', sort: 'updated', direction: 'desc' };

const collator = new Intl.Collator('fr-FR', { sensitivity: 'base', numeric: true });

const sortValue: Record<Exclude<SortKey, 'name'>, (p: Project) => number> = {
  updated: (p) => Date.parse(p.updatedAt),
  created: (p) => Date.parse(p.createdAt),
  // Never-opened projects sort as the oldest.
  accessed: (p) => (p.lastAccessedAt ? Date.parse(p.lastAccessedAt) : 0),
};

/** Case-insensitive search on title or description, then the chosen sort and direction. */
export function filterProjects(projects: readonly Project[], filters: ProjectFilters): Project[] {
  const needle = filters.search.trim().toLocaleLowerCase('fr-FR');
  const matching = needle
    ? projects.filter(
        (p) => p.title.toLocaleLowerCase('fr-FR').includes(needle) || (p.description ?? '').toLocaleLowerCase('fr-FR').includes(needle),
      )
    : [...projects];
  const sign = filters.direction === 'asc' ? 1 : -1;
  const { sort } = filters;
  return matching.sort((a, b) =>
    sort === 'name' ? sign * collator.compare(a.title, b.title) : sign * (sortValue[sort](a) - sortValue[sort](b)),
  );
}
