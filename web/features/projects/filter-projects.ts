import type { ProjectListFilters } from '@/lib/projects-api';
import type { SortKey } from '@/lib/project-options';

export interface ProjectFilters {
  search: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
}

export const DEFAULT_FILTERS: ProjectFilters = { search: '', sort: 'updated', direction: 'desc' };

/** The page's filters as GET /api/projects takes them: the server searches (title or description) and sorts. */
export function toListQuery(filters: ProjectFilters, favoritesOnly: boolean): ProjectListFilters {
  const q = filters.search.trim();
  return {
    sort: filters.sort,
    direction: filters.direction,
    ...(q ? { q } : {}),
    ...(favoritesOnly ? { favorites: 'true' as const } : {}),
  };
}
