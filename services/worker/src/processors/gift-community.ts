import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { GIFT_COMMUNITY_LISTED } from '@focustube/contracts';
import { giftCommunityBatch, schema, type Database, type GiftedVideo } from '@focustube/core';
import type { Processor } from '../processor.ts';

/** Videos per transaction and per `videos:changed` message. */
export const GIFT_COMMUNITY_BATCH = 1000;
const v = schema.videos;
const approved = eq(v.status, 'approved');

/**
 * Gift community: gives every approved video that has no voucher one, in batches through core's
 * `giftCommunityBatch` (one code for all, or a distinct generated code each). A video that has a voucher
 * keeps it and is reported as such; running the job again gifts nothing more.
 */
export function giftCommunity(db: Database): Processor<'gift-community'> {
  return async ({ actor, gift_token: giftToken }, job) => {
    // What already holds a voucher before this run: named up to the cap, counted in full.
    const had = await db
      .select({ video_id: v.videoId, title: v.title, total: sql<string>`count(*) over ()` })
      .from(v)
      .where(and(approved, isNotNull(v.giftToken)))
      .orderBy(desc(v.approvedAt), desc(v.id))
      .limit(GIFT_COMMUNITY_LISTED);
    const [left] = await db
      .select({ n: sql<string>`count(*)` })
      .from(v)
      .where(and(approved, isNull(v.giftToken)));
    const total = Math.max(1, Number(left?.n ?? 0));

    let gifted: GiftedVideo[] = [];
    let giftedTotal = 0;
    for (;;) {
      const batch = await giftCommunityBatch(db, { actor, limit: GIFT_COMMUNITY_BATCH, giftToken });
      if (batch.length === 0) break;
      giftedTotal += batch.length;
      // Batches run oldest approval first; the result names the newest ones.
      gifted = [...batch, ...gifted].slice(0, GIFT_COMMUNITY_LISTED);
      await job.updateProgress(Math.min(99, Math.round((giftedTotal / total) * 100)));
    }
    await job.updateProgress(100);
    return {
      gifted,
      gifted_total: giftedTotal,
      already_gifted: had.map(({ video_id, title }) => ({ video_id, title })),
      already_gifted_total: Number(had[0]?.total ?? 0),
    };
  };
}
