import { watchPath, type WatchFamily } from './families';

/** Which approved videos a list shows; `subcategory` null means the whole category. */
export type ListFilter = {
  categories: readonly string[];
  subcategory: string | null;
  /** "Best First": by quality score (`?ordering=best` in the list's URL); newest approval first otherwise. */
  ordering?: 'best';
  /** The page the list starts at (`?page=N` in its URL, N ≥ 2); its first page otherwise. */
  page?: number;
};

/** Everything a list screen needs to know, read from its URL. */
export type ListDefinition = {
  filter: ListFilter;
  /** Where a card leads. */
  family: WatchFamily;
  /** `quran` is the fixed 3-column grid; `grid` is 1/2/3 columns by width. */
  layout: 'grid' | 'quran';
  /** The card menu offers "Open on YouTube" where the spec's lists had a Download link. */
  youtubeLink: boolean;
  /** A heading to show instead of the category's label. */
  title?: string;
  /** The collapsible about section shown above the list. */
  about?: 'technology';
};

const slug = (segment: string | undefined) =>
  decodeURIComponent(segment ?? '')
    .trim()
    .toLowerCase();

/** A category and an optional subcategory; `/motivation/motivation` (a repeat) is the whole category. */
function filterOf(category: string, subcategory?: string): ListFilter {
  const sub = slug(subcategory);
  return { categories: [category], subcategory: sub && sub !== category ? sub : null };
}

const MORE_LISTS = new Set(['business', 'poverty', 'politics']);
const SECTION_LISTS = new Set(['health', 'travel', 'animals']);

/**
 * Reads a list route's URL (spec §2): case-insensitive, with each family's own watch page, layout and
 * menu. Returns null for paths that are not lists.
 */
export function listFromUrl(pathname: string): ListDefinition | null {
  const [first, second, ...rest] = pathname.split('/').filter(Boolean).map(slug);
  if (!first || rest.length > 0) return null;
  const base = { layout: 'grid', youtubeLink: false } as const;

  if (second === undefined) {
    if (MORE_LISTS.has(first)) return { ...base, filter: filterOf(first), family: 'watch_more' };
    if (first === 'maulidi') {
      return { filter: filterOf('quran'), family: 'watch_more', layout: 'quran', youtubeLink: true, title: 'Maulidi' };
    }
    return null;
  }
  if (first === 'category') return { ...base, filter: filterOf(second), family: 'watch' };
  if (first === 'technology') {
    return {
      ...base,
      filter: filterOf('technology', second),
      family: 'watch_technology',
      youtubeLink: true,
      about: 'technology',
    };
  }
  if (first === 'mindset' || first === 'motivation') {
    return { ...base, filter: filterOf(first, second), family: 'watch_mindset', youtubeLink: true };
  }
  if (first === 'quran')
    return { filter: filterOf('quran', second), family: 'watch_more', layout: 'quran', youtubeLink: true };
  if (SECTION_LISTS.has(first)) return { ...base, filter: filterOf(first, second), family: 'watch_more' };
  if (first === 'languages') return { ...base, filter: filterOf('languages', second), family: 'watch' };
  return { ...base, filter: filterOf(first, second), family: 'watch' };
}

export const cardPath = (list: ListDefinition, videoId: string) => watchPath(list.family, videoId);

/** The list from its page `page` on (`?page=`); the filter itself from its first page. */
export const fromPage = (filter: ListFilter, page: number): ListFilter => (page > 1 ? { ...filter, page } : filter);
