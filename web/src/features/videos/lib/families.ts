import { HOME_CATEGORIES } from '@focustube/contracts';

/** The watch pages (spec §2). A card opens the watch page of its list's family, and its side list stays there. */
export const WATCH_FAMILIES = ['watch_home', 'watch_mindset', 'watch_technology', 'watch_more', 'watch'] as const;
export type WatchFamily = (typeof WATCH_FAMILIES)[number];

export { HOME_CATEGORIES };
/** The watch screen's side list when nothing narrower is known (spec §7). */
export const WATCH_CATEGORIES = ['technology', 'languages', 'mindset', 'motivation'] as const;

export const watchPath = (family: WatchFamily, videoId: string) => `/${family}/${encodeURIComponent(videoId)}`;

/** The one address search engines should keep for a video, whichever list it was opened from (as in the sitemap). */
export const canonicalWatchPath = (videoId: string) => watchPath('watch', videoId);

/**
 * The categories a watch page's side list shows. Home, mindset and technology are fixed families;
 * the generic and "more" pages follow the category of the video being watched.
 */
export function sideListCategories(family: WatchFamily, videoCategory: string | null | undefined): readonly string[] {
  switch (family) {
    case 'watch_home':
      return HOME_CATEGORIES;
    case 'watch_mindset':
      return ['mindset', 'motivation'];
    case 'watch_technology':
      return ['technology'];
    default:
      return videoCategory ? [videoCategory] : WATCH_CATEGORIES;
  }
}

export function isWatchFamily(value: string | undefined): value is WatchFamily {
  return (WATCH_FAMILIES as readonly string[]).includes(value ?? '');
}
