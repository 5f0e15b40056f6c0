import type { Framework, ProjectType } from '@common/projects';

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  web: 'Application web',
  mobile: 'Application mobile',
  desktop: 'Application de bureau',
  api: 'API / backend',
  fullstack: 'Full-stack',
};

export const FRAMEWORK_LABELS: Record<Framework, string> = {
  react: 'React',
  vue: 'Vue',
  angular: 'Angular',
  svelte: 'Svelte',
  nodejs: 'Node.js',
  python: 'Python',
  java: 'Java',
  csharp: 'C#',
};

export const SORT_KEYS = ['updated', 'created', 'accessed', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  updated: 'Dernière modification',
  created: 'Date de création',
  accessed: 'Dernier accès',
  name: 'Nom',
};
