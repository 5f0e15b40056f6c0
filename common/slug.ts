/** "Mon Appli !" → "mon-appli": a name that works as a file name, a folder, an npm package name and a URL part. */
export function slugify(title: string, fallback = 'projet'): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
