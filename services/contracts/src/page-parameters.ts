/**
 * The query parameters public pages read, with one rule for the server that renders a page and the
 * browser that takes it over: a value one accepts and the other drops draws two different pages (a
 * hydration error), and every value the server accepts is a page it renders and keeps.
 */

/** Lowercase words joined by hyphens: `python-from-zero`. */
export const COURSE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COURSE_SLUG_MAX = 80;

/** A lesson's course (`?course=` on a watch page): a course address, else none. */
export function courseParam(value: string | null | undefined): string | null {
  return value && value.length <= COURSE_SLUG_MAX && COURSE_SLUG_PATTERN.test(value) ? value : null;
}

/** The courses' filter (`?category=` on /courses): a category's slug, trimmed, else none. */
export function categoryParam(value: string | null | undefined): string | null {
  const slug = value?.trim();
  return slug && slug.length <= 40 && /^[a-z0-9_-]+$/.test(slug) ? slug : null;
}
