import type { Framework, ProjectType } from './projects.js';

export const DEFAULT_PROJECT_TITLE = 'Nouvelle application';
export const DESCRIPTION_MAX_LENGTH = 200;
export const LANDING_TITLE_LENGTH = 50;
export const LANDING_DESCRIPTION_LENGTH = 100;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "créer un X qui/pour/avec …" (or "create a X that/for/with …") gives X; else the first 3 words over 3 letters. */
export function deriveTitle(prompt: string): string {
  const text = prompt.trim().replace(/\s+/g, ' ');
  const phrase =
    /cr[ée]er\s+(?:(?:une|un|des|mon|ma|mes|les|le|la)\s+|l')(.+?)\s+(?:qui|pour|avec)\b/iu.exec(text) ??
    /create\s+(?:an|a|the|my)\s+(.+?)\s+(?:that|which|for|with)\b/iu.exec(text);
  if (phrase?.[1]) {
    const title = phrase[1].replace(/[.,;:!?]+$/u, '').trim();
    if (title.length > 0 && title.length <= 60) return capitalize(title);
  }
  const words = text
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word.length > 3)
    .slice(0, 3);
  return words.length > 0 ? capitalize(words.join(' ')) : DEFAULT_PROJECT_TITLE;
}

/** The first sentence longer than 20 characters, cut to 200 (the whole prompt, cut, when there is none). */
export function deriveDescription(prompt: string): string {
  const text = prompt.trim().replace(/\s+/g, ' ');
  const sentence = text
    .split(/(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .find((s) => s.length > 20);
  return (sentence ?? text).slice(0, DESCRIPTION_MAX_LENGTH);
}

/** Keywords in the spec's order: mobile, api/backend, desktop, fullstack; otherwise web. */
export function deriveProjectType(prompt: string): ProjectType {
  const text = prompt.toLowerCase();
  if (/\bmobile\b/u.test(text)) return 'mobile';
  if (/\b(api|backend)\b/u.test(text)) return 'api';
  if (/\bdesktop\b/u.test(text)) return 'desktop';
  if (/\b(fullstack|full-stack)\b/u.test(text)) return 'fullstack';
  return 'web';
}

/** Keywords: vue, angular, svelte, node/express, python/django/flask; otherwise react. */
export function deriveFramework(prompt: string): Framework {
  const text = prompt.toLowerCase();
  if (/\bvue(\.?js)?\b/u.test(text)) return 'vue';
  if (/\bangular\b/u.test(text)) return 'angular';
  if (/\bsvelte\b/u.test(text)) return 'svelte';
  if (/\b(node(\.?js)?|express)\b/u.test(text)) return 'nodejs';
  if (/\b(python|django|flask)\b/u.test(text)) return 'python';
  return 'react';
}

export function deriveProject(prompt: string) {
  return {
    title: deriveTitle(prompt),
    description: deriveDescription(prompt),
    projectType: deriveProjectType(prompt),
    framework: deriveFramework(prompt),
  };
}

/** Landing idea box: title cut to 50 characters and description to 100, each with '...' when cut. */
export function truncateWithEllipsis(text: string, length: number): string {
  const clean = text.trim();
  return clean.length > length ? `${clean.slice(0, length)}...` : clean;
}
