import { eq, inArray } from 'drizzle-orm';
import { MODERATION_ROOM, type ImportResult } from '@focustube/contracts';
import { recordEvents, schema, thumbnailFor, type Actor, type Database, type YouTubeClient } from '@focustube/core';

/** Where a video goes when the moderator named no category: YouTube's own category, where it maps onto ours. */
const CATEGORY_FROM_YOUTUBE: Record<string, string> = {
  '15': 'animals',
  '19': 'travel',
  '25': 'politics',
  '28': 'technology',
};

export interface ImportOptions {
  actor: Actor;
  source: string;
  assignedCategory?: string | null;
  subcategory?: string | null;
  suggestedBy?: number;
}

/** Category names by YouTube id, read from the database and asked of YouTube once for ids it has not seen. */
export async function youtubeCategoryNames(
  db: Database,
  youtube: YouTubeClient,
  ids: string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  const yc = schema.youtubeCategories;
  const known = wanted.length ? await db.select().from(yc).where(inArray(yc.categoryId, wanted)) : [];
  const names = new Map(known.map((k) => [k.categoryId, k.name]));
  for (const id of wanted.filter((w) => !names.has(w))) {
    const name = await youtube.getVideoCategoryName(id);
    if (!name) continue;
    names.set(id, name);
    await db.insert(yc).values({ categoryId: id, name }).onConflictDoNothing();
  }
  return names;
}

/**
 * Fetches the videos' details and adds the new ones to the pending queue, with one event for
 * moderators. Videos already known are left exactly as they are, so an import can run any number of times.
 */
export async function importVideos(
  db: Database,
  youtube: YouTubeClient,
  ids: string[],
  options: ImportOptions,
): Promise<ImportResult> {
  const v = schema.videos;
  const unique = [...new Set(ids)];
  const existing = unique.length ? await db.select({ id: v.videoId }).from(v).where(inArray(v.videoId, unique)) : [];
  const known = new Set(existing.map((e) => e.id));
  const fresh = unique.filter((id) => !known.has(id));
  const details = await youtube.getVideos(fresh);
  const names = await youtubeCategoryNames(
    db,
    youtube,
    details.flatMap((d) => (d.categoryId ? [d.categoryId] : [])),
  );
  const found = new Set(details.map((d) => d.videoId));
  const inserted = await db.transaction(async (tx) => {
    const rows = details.length
      ? await tx
          .insert(v)
          .values(
            details.map((d) => ({
              videoId: d.videoId,
              title: d.title,
              description: d.description,
              channelId: d.channelId,
              channelTitle: d.channelTitle,
              thumbnailUrl: d.thumbnailUrl || thumbnailFor(d.videoId),
              publishedAt: d.publishedAt ? new Date(d.publishedAt) : null,
              durationSeconds: d.durationSeconds,
              youtubeCategoryId: d.categoryId,
              youtubeCategoryName: d.categoryId ? (names.get(d.categoryId) ?? null) : null,
              assignedCategory:
                options.assignedCategory ?? (d.categoryId ? (CATEGORY_FROM_YOUTUBE[d.categoryId] ?? null) : null),
              subcategory: options.assignedCategory ? (options.subcategory ?? null) : null,
              tags: d.tags,
              status: 'pending' as const,
              source: options.source,
              suggestedBy: options.suggestedBy ?? null,
            })),
          )
          .onConflictDoNothing()
          .returning({ videoId: v.videoId })
      : [];
    await recordEvents(
      tx,
      rows.length
        ? [
            {
              event: 'videos:changed',
              room: MODERATION_ROOM,
              payload: {
                video_ids: rows.map((r) => r.videoId),
                from: null,
                to: 'pending',
                actor: options.actor.username,
              },
            },
          ]
        : [],
    );
    return rows;
  });
  return {
    requested: unique.length,
    imported: inserted.length,
    already_known: unique.length - fresh.length + (details.length - inserted.length),
    unavailable: fresh.filter((id) => !found.has(id)),
  };
}

export async function videoExists(db: Database, videoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.videos.id })
    .from(schema.videos)
    .where(eq(schema.videos.videoId, videoId))
    .limit(1);
  return Boolean(row);
}
