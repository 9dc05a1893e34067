import { AsyncLocalStorage } from 'node:async_hooks';
import type { CatalogueChange } from '@focustube/core';
import type { CachedBody } from './cached-body.ts';

/**
 * What a cached answer depends on, as tags; an announced change drops the answers whose tags it names.
 *
 * - `video:<id>`: the video itself (its page, its details, an answer that shows it or follows it);
 * - `category:<slug>`, `subcategory:<slug>`: a list of the approved videos there;
 * - `channel:<id>`: what else a channel has (a watch page's "more from" line);
 * - `any-approved`: the whole approved set (home, lists of every category, search, suggestions, sitemaps);
 * - `courses`: published courses;
 * - `constant`: nothing that changes while the server runs (menus, site settings): only a full clear drops it;
 * - `*`: unknown, so anything: dropped by every announcement.
 */
export type Tags = readonly string[];

/** An answer with what it depends on, when that is known only once it is made (a page, a recommendation). */
export interface Tagged {
  body: string | CachedBody;
  tags: Tags;
}

export const ANY_APPROVED = 'any-approved';
export const COURSES = 'courses';
export const CONSTANT = 'constant';
export const EVERYTHING = '*';
export const videoTag = (videoId: string) => `video:${videoId}`;
export const categoryTag = (slug: string) => `category:${slug}`;
export const subcategoryTag = (slug: string) => `subcategory:${slug}`;
export const channelTag = (channelId: string) => `channel:${channelId}`;

/** The tags an announced change drops. */
export function changeTags(change: CatalogueChange): string[] {
  const tags = new Set<string>();
  if (change.approved_set) tags.add(ANY_APPROVED);
  if (change.courses) tags.add(COURSES);
  for (const v of change.videos) {
    tags.add(videoTag(v.video_id));
    if (v.category) tags.add(categoryTag(v.category));
    if (v.subcategory) tags.add(subcategoryTag(v.subcategory));
    if (v.channel_id) tags.add(channelTag(v.channel_id));
  }
  return [...tags];
}

/** On an in-process call (a page being rendered on the server): the tags its answer depends on. */
export const CACHE_TAGS_HEADER = 'x-focustube-cache-tags';

const collecting = new AsyncLocalStorage<Set<string>>();

/**
 * Notes that the answer being made depends on `tags`: a page rendered on the server collects those of
 * every API answer it used (`collectDependencies`). Outside a collection it does nothing.
 */
export function dependsOn(tags: Iterable<string>): void {
  const into = collecting.getStore();
  if (into) for (const tag of tags) into.add(tag);
}

/** Runs `work` with the tags it notes collected into `tags`. */
export const collectInto = <T>(tags: Set<string>, work: () => T): T => collecting.run(tags, work);

/** Runs `work`, collecting the tags noted while it runs (its own calls' included). */
export async function collectDependencies<T>(work: () => Promise<T>): Promise<{ value: T; tags: Set<string> }> {
  const tags = new Set<string>();
  const value = await collecting.run(tags, work);
  return { value, tags };
}
