import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { recordEvents } from '../outbox.ts';
import { lastModeration, videoChangedEvent, type Actor, type TransitionOutcome } from './transition.ts';

const v = schema.videos;

/**
 * Attaches a voucher code to a video (it then shows as "Gifted"), whatever its status. The change, its
 * log row and its `video:changed` event commit together; the new version travels in the event, so the
 * moderator's own card stays current. With the `version` the moderator saw, a video changed since (another
 * moderator's voucher, approval or removal) is left as it is and reported as a conflict naming who acted
 * last, as approvals and removals are: one voucher never silently replaces another.
 */
export async function assignGift(
  db: Database,
  input: { videoId: string; giftToken: string; actor: Actor; version?: number },
): Promise<Exclude<TransitionOutcome, { outcome: 'needs_category' }>> {
  return db.transaction(async (tx) => {
    const [video] = await tx
      .update(v)
      .set({ giftToken: input.giftToken, version: sql`${v.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(v.videoId, input.videoId), input.version === undefined ? undefined : eq(v.version, input.version)))
      .returning();
    if (!video) {
      const [current] = await tx
        .select({ id: v.id, status: v.status, version: v.version })
        .from(v)
        .where(eq(v.videoId, input.videoId));
      if (!current) return { outcome: 'not_found' as const };
      return {
        outcome: 'conflict' as const,
        current: { status: current.status, version: current.version, ...(await lastModeration(tx, current.id)) },
      };
    }
    await tx.insert(schema.moderationLog).values({
      videoId: video.id,
      actorId: input.actor.id,
      action: 'assign_gift',
      fromStatus: video.status,
      toStatus: video.status,
    });
    await recordEvents(tx, [videoChangedEvent(video, video.status, input.actor)]);
    return { outcome: 'done' as const, video };
  });
}
