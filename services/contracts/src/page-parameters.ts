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

/**
 * The most pages a list's or search's address may name: 2,000,000 videos at 20 a page, past the end of any
 * list. A larger number is no page of a list but a mistyped or made-up one.
 */
export const LIST_PAGE_MAX = 100_000;

/**
 * A list's or search results' page (`?page=` on the lists and /search: the plain links a reader or crawler
 * without JavaScript follows): a whole number from 2 to LIST_PAGE_MAX, else null, the first page. As with
 * the other parameters, a value that is no page (`1`, `0`, `-2`, `2.5`, `two`, an empty one) draws the page
 * without it, not an error: the address is a list, and its first page is what the reader came for.
 */
export function listPageParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,7}$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 && page <= LIST_PAGE_MAX ? page : null;
}
