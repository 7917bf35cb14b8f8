import { randomBytes } from 'node:crypto';

/** Lowercase words joined by single dashes (contracts' slug and id rules); "untitled" when none. */
export function slugify(text: string, max = 60): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
  return slug || 'untitled';
}

/** A short random suffix: ids of studio works never collide with the content folder's. */
export const randomSuffix = (bytes = 4) => randomBytes(bytes).toString('hex');

/** The first of slug, slug-2, slug-3… that `taken` says is free. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}
