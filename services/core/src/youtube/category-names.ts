import { inArray } from 'drizzle-orm';
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

/**
 * Category names by YouTube id, read from the database and asked of YouTube once for ids it has not seen
 * (without a client, only the names already remembered).
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
  if (!youtube) return names;
  for (const id of wanted.filter((w) => !names.has(w))) {
    const name = await youtube.getVideoCategoryName(id);
    if (!name) continue;
    names.set(id, name);
    await db.insert(yc).values({ categoryId: id, name }).onConflictDoNothing();
  }
  return names;
}
