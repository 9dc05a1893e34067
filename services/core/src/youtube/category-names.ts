import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { YouTubeClient } from './client.ts';

/** Where a video goes when the moderator named no category: YouTube's own category, where it maps onto ours. */
export const CATEGORY_FROM_YOUTUBE: Readonly<Record<string, string>> = {
  '15': 'animals',
  '19': 'travel',
  '25': 'politics',
  '28': 'technology',
};

/** How long one listing of YouTube's categories answers for ids it did not contain (they change rarely). */
export const CATEGORY_LISTING_TTL_MS = 24 * 60 * 60_000;
/** After a failed listing (quota, outage), how long callers get only the remembered names before it is tried again. */
export const CATEGORY_LISTING_RETRY_MS = 60_000;

type Listing = { until: number; names: Promise<Map<string, string>> };
/** One listing per client (per process), shared by concurrent callers. */
const listings = new WeakMap<YouTubeClient, Listing>();

/**
 * YouTube's whole category list, fetched at most once per CATEGORY_LISTING_TTL_MS for each client and
 * remembered in the database; a failure answers an empty list for CATEGORY_LISTING_RETRY_MS. So no
 * caller, however many ids it tries, costs more than one request a day of the YouTube quota.
 */
function listedCategories(db: Database, youtube: YouTubeClient): Promise<Map<string, string>> {
  const now = Date.now();
  const current = listings.get(youtube);
  if (current && now < current.until) return current.names;
  const yc = schema.youtubeCategories;
  const listing: Listing = {
    until: now + CATEGORY_LISTING_TTL_MS,
    names: youtube.listVideoCategories().then(async (names) => {
      if (names.size > 0)
        await db
          .insert(yc)
          .values([...names].map(([categoryId, name]) => ({ categoryId, name })))
          .onConflictDoUpdate({ target: yc.categoryId, set: { name: sql`excluded.name`, fetchedAt: sql`now()` } });
      return names;
    }),
  };
  listing.names = listing.names.catch((error: unknown) => {
    listing.until = Date.now() + CATEGORY_LISTING_RETRY_MS;
    throw error;
  });
  listings.set(youtube, listing);
  return listing.names;
}

/**
 * Category names by YouTube id, read from the database; ids it has not seen are looked up in YouTube's
 * category list, fetched once (see listedCategories), never one request per id. Without a client, only
 * the names already remembered. An id in neither has no name.
 */
export async function youtubeCategoryNames(
  db: Database,
  youtube: YouTubeClient | null,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  const yc = schema.youtubeCategories;
  const known = wanted.length ? await db.select().from(yc).where(inArray(yc.categoryId, wanted)) : [];
  const names = new Map(known.map((k) => [k.categoryId, k.name]));
  const missing = wanted.filter((w) => !names.has(w));
  if (!youtube || missing.length === 0) return names;
  const listed = await listedCategories(db, youtube);
  for (const id of missing) {
    const name = listed.get(id);
    if (name) names.set(id, name);
  }
  return names;
}
