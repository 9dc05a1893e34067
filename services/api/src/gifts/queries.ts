import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { GiftClaim } from '@focustube/contracts';
import { publicVideoColumns, schema, toVideo, type Database } from '@focustube/core';

const v = schema.videos;
const gc = schema.giftClaims;
const gifted = and(eq(v.status, 'approved'), isNotNull(v.giftToken));

/** Gifted videos, newest voucher first, never with their tokens; `claimed` for the given member. */
export async function listGifts(db: Database, userId: number | null, page: { limit: number; offset: number }) {
  const claimed =
    userId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${gc} where ${gc.videoId} = ${v.id} and ${gc.userId} = ${userId})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...publicVideoColumns, claimed })
      .from(v)
      .where(gifted)
      .orderBy(desc(v.updatedAt), desc(v.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(v).where(gifted),
  ]);
  return {
    results: rows.map((r) => ({ video: toVideo(r), claimed: Boolean(r.claimed) })),
    total: Number(total?.n ?? 0),
  };
}

/** Gives a member a video's voucher and remembers it (a second claim answers the first); null without a gift. */
export async function claimGift(db: Database, userId: number, videoId: string): Promise<GiftClaim | null> {
  const [video] = await db
    .select({ id: v.id, token: v.giftToken })
    .from(v)
    .where(and(gifted, eq(v.videoId, videoId)))
    .limit(1);
  if (!video?.token) return null;
  await db.insert(gc).values({ userId, videoId: video.id }).onConflictDoNothing();
  const [claim] = await db
    .select()
    .from(gc)
    .where(and(eq(gc.userId, userId), eq(gc.videoId, video.id)));
  return { video_id: videoId, gift_token: video.token, claimed_at: new Date(claim!.claimedAt).toISOString() };
}
