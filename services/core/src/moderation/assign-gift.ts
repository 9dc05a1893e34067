import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { recordEvents } from '../outbox.ts';
import { videoChangedEvent, type Actor, type VideoRow } from './transition.ts';

const v = schema.videos;

/**
 * Attaches a voucher code to a video (it then shows as "Gifted"), whatever its status. The change, its
 * log row and its `video:changed` event commit together; the new version travels in the event, so the
 * moderator's own card stays current. Null when there is no such video.
 */
export async function assignGift(
  db: Database,
  input: { videoId: string; giftToken: string; actor: Actor },
): Promise<VideoRow | null> {
  return db.transaction(async (tx) => {
    const [video] = await tx
      .update(v)
      .set({ giftToken: input.giftToken, version: sql`${v.version} + 1`, updatedAt: sql`now()` })
      .where(eq(v.videoId, input.videoId))
      .returning();
    if (!video) return null;
    await tx.insert(schema.moderationLog).values({
      videoId: video.id,
      actorId: input.actor.id,
      action: 'assign_gift',
      fromStatus: video.status,
      toStatus: video.status,
    });
    await recordEvents(tx, [videoChangedEvent(video, video.status, input.actor)]);
    return video;
  });
}
