import { REPO_NAME_PATTERN } from '@common/github';

const FALLBACK = 'projet-lumi';

/** A repository name GitHub accepts, made from a project's title: « Carnet de recettes d’Élise » → carnet-de-recettes-d-elise. */
export function repoNameFromTitle(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100)
    .replace(/[-.]+$/, '');
  return slug && REPO_NAME_PATTERN.test(slug) ? slug : FALLBACK;
}
