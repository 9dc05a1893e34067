import { COURSE_SLUG_PATTERN, RESERVED_COURSE_SLUGS } from '@focustube/contracts';

/** The longest address a course may have (courseSlugSchema). */
export const COURSE_SLUG_MAX = 80;

/**
 * A course address made from its title: `Python from zero!` → `python-from-zero`. Accents lose their marks
 * (`Français` → `francais`); a title with no Latin letter or digit at all becomes `course`. Never longer than
 * `max`, cut at a hyphen when one is near.
 */
export function slugFromTitle(title: string, max = COURSE_SLUG_MAX): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = words.slice(0, max).replace(/-+$/, '');
  if (words.length > max) {
    const cut = slug.lastIndexOf('-');
    if (cut > max / 2) slug = slug.slice(0, cut);
  }
  if (!COURSE_SLUG_PATTERN.test(slug)) return 'course';
  // A course titled "New" must not take the editor's own address.
  return RESERVED_COURSE_SLUGS.includes(slug) ? `${slug}-course` : slug;
}

/** `base`, or `base-2`, `base-3`… : the first not in `taken`, never longer than `max`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>, max = COURSE_SLUG_MAX): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, max - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
