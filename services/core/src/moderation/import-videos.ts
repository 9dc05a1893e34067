import { inArray } from 'drizzle-orm';
import { MODERATION_ROOM, type ImportResult } from '@focustube/contracts';
import { thumbnailFor } from '../catalogue/seed.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { outboxEvent, recordEvents } from '../outbox.ts';
import { CATEGORY_FROM_YOUTUBE, youtubeCategoryNames } from '../youtube/category-names.ts';
import type { YouTubeClient, YouTubeVideo } from '../youtube/client.ts';
import type { Actor } from './transition.ts';

const v = schema.videos;

export interface ImportOptions {
  actor: Actor;
  /** Where the videos came from: `channel:{id}`, `manual` or `suggestion`. */
  source: string;
  assignedCategory?: string | null;
  subcategory?: string | null;
  suggestedBy?: number;
}

/**
 * Adds videos to the pending queue: the rows, a log row each and ONE `videos:changed` event for
 * moderators, in one transaction. Ids already known are left exactly as they are (a second import
 * changes nothing). Returns the ids it added.
 */
export async function addPendingVideos(
  db: Database,
  details: readonly YouTubeVideo[],
  categoryNames: ReadonlyMap<string, string>,
  options: ImportOptions,
): Promise<string[]> {
  if (details.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
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
          youtubeCategoryName: d.categoryId ? (categoryNames.get(d.categoryId) ?? null) : null,
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
      .returning({ id: v.id, videoId: v.videoId });
    if (rows.length === 0) return [];
    await tx.insert(schema.moderationLog).values(
      rows.map((r) => ({
        videoId: r.id,
        actorId: options.actor.id,
        action: options.suggestedBy ? ('suggest' as const) : ('import' as const),
        fromStatus: null,
        toStatus: 'pending' as const,
      })),
    );
    await recordEvents(tx, [
      outboxEvent('videos:changed', MODERATION_ROOM, {
        video_ids: rows.map((r) => r.videoId),
        from: null,
        to: 'pending',
        actor: options.actor.username,
      }),
    ]);
    return rows.map((r) => r.videoId);
  });
}

/**
 * Fetches the details of the ids not known yet and adds those YouTube returned to the pending queue.
 * Running it again changes nothing, so an import can run any number of times.
 */
export async function importVideos(
  db: Database,
  youtube: YouTubeClient,
  ids: readonly string[],
  options: ImportOptions,
): Promise<ImportResult> {
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
  const inserted = await addPendingVideos(db, details, names, options);
  return {
    requested: unique.length,
    imported: inserted.length,
    already_known: unique.length - fresh.length + (details.length - inserted.length),
    unavailable: fresh.filter((id) => !found.has(id)),
  };
}
