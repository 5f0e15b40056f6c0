import { strToU8, zipSync } from 'fflate';
import type { ProjectFiles } from '@common/projects';

/** "Mon Appli !" → "mon-appli": a file name that works everywhere. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'projet';
}

/** Downloads the files as a zip built in the browser: nothing leaves the page. */
export function downloadProjectZip(title: string, files: ProjectFiles): void {
  const archive = zipSync(Object.fromEntries(Object.entries(files).map(([path, content]) => [path, strToU8(content)])));
  const url = URL.createObjectURL(new Blob([archive], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slugify(title)}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
