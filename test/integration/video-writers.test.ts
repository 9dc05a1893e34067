/**
 * core's writers of video state, against PostgreSQL: each change commits with its moderation_log rows and
 * exactly the outbox event the event map describes, stamped with the request that caused it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt, inArray } from 'drizzle-orm';
import { PUBLIC_ROOM, MODERATION_ROOM } from '@focustube/contracts';
import { addPendingVideos, approveBatch, assignGift, schema, withRequestId, type YouTubeVideo } from '@focustube/core';
import { startTestApp, type TestApp } from '../support/app.ts';
import { insertVideos, newVideoId, youtubeVideo } from '../support/fixtures.ts';

let t: TestApp;
const actor = { id: null, username: 'writer test' };

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const lastOutboxId = async () =>
  (await t.database.db.select({ id: schema.outbox.id }).from(schema.outbox).orderBy(desc(schema.outbox.id)).limit(1))[0]
    ?.id ?? 0;
const eventsSince = (id: number) =>
  t.database.db.select().from(schema.outbox).where(gt(schema.outbox.id, id)).orderBy(schema.outbox.id);
const logOf = async (videoIds: string[]) =>
  t.database.db
    .select({
      action: schema.moderationLog.action,
      from: schema.moderationLog.fromStatus,
      to: schema.moderationLog.toStatus,
    })
    .from(schema.moderationLog)
    .innerJoin(schema.videos, eq(schema.videos.id, schema.moderationLog.videoId))
    .where(inArray(schema.videos.videoId, videoIds));

describe('approveBatch', () => {
  it('approves only pending videos with a category, logs each, and writes one videos:changed event', async () => {
    const ready = await insertVideos(t.database.db, [
      { status: 'pending', approvedAt: null, assignedCategory: 'health' },
      { status: 'pending', approvedAt: null, assignedCategory: 'technology' },
    ]);
    const [uncategorised] = await insertVideos(t.database.db, [{ status: 'pending', approvedAt: null }]);
    const before = await lastOutboxId();
    const approved = await withRequestId('req-bulk-1', () =>
      approveBatch(t.database.db, { actor, limit: 10, videoIds: [...ready, uncategorised!] }),
    );
    expect([...approved].sort()).toEqual([...ready].sort());
    expect(await logOf([...ready, uncategorised!])).toEqual([
      { action: 'bulk_approve', from: 'pending', to: 'approved' },
      { action: 'bulk_approve', from: 'pending', to: 'approved' },
    ]);
    const events = await eventsSince(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'videos:changed',
      room: PUBLIC_ROOM,
      requestId: 'req-bulk-1',
      payload: { from: 'pending', to: 'approved', actor: 'writer test' },
    });
    expect(Object.keys(events[0]!.payload as object).sort()).toEqual(['actor', 'from', 'to', 'video_ids']);
    expect([...(events[0]!.payload as { video_ids: string[] }).video_ids].sort()).toEqual([...ready].sort());

    // Nothing left to do: no change, no log row, no event.
    expect(await approveBatch(t.database.db, { actor, limit: 10, videoIds: ready })).toEqual([]);
    expect(await eventsSince(before)).toHaveLength(1);
  });
});

describe('assignGift', () => {
  it('sets the voucher, bumps the version, logs it and tells the video’s room', async () => {
    const [id] = await insertVideos(t.database.db, [{ assignedCategory: 'health' }]);
    const before = await lastOutboxId();
    const given = await assignGift(t.database.db, { videoId: id!, giftToken: 'VOUCHER-1', actor, version: 1 });
    expect(given).toMatchObject({ outcome: 'done', video: { giftToken: 'VOUCHER-1', version: 2 } });
    expect(await logOf([id!])).toEqual([{ action: 'assign_gift', from: 'approved', to: 'approved' }]);
    expect(await eventsSince(before)).toMatchObject([
      { event: 'video:changed', room: PUBLIC_ROOM, payload: { video_id: id, from: 'approved', to: 'approved' } },
    ]);
    // As of a version since changed: nothing written, and who changed it said.
    expect(await assignGift(t.database.db, { videoId: id!, giftToken: 'LATE', actor, version: 1 })).toMatchObject({
      outcome: 'conflict',
      current: { status: 'approved', version: 2 },
    });
    expect(await assignGift(t.database.db, { videoId: newVideoId(), giftToken: 'X', actor })).toEqual({
      outcome: 'not_found',
    });
    expect(await logOf([id!])).toHaveLength(1);
    expect(await eventsSince(before)).toHaveLength(1);
  });
});

describe('addPendingVideos', () => {
  const details = (videoId: string): YouTubeVideo => youtubeVideo({ videoId });

  it('adds new videos as pending with an import log row each and one event for moderators; known ids change nothing', async () => {
    const ids = [newVideoId(), newVideoId()];
    const before = await lastOutboxId();
    const added = await addPendingVideos(t.database.db, ids.map(details), new Map(), { actor, source: 'manual' });
    expect(added.sort()).toEqual([...ids].sort());
    const rows = await t.database.db.select().from(schema.videos).where(inArray(schema.videos.videoId, ids));
    // No category named: YouTube's "Science & Technology" (28) maps onto ours.
    expect(rows.map((r) => [r.status, r.assignedCategory])).toEqual([
      ['pending', 'technology'],
      ['pending', 'technology'],
    ]);
    expect(await logOf(ids)).toEqual([
      { action: 'import', from: null, to: 'pending' },
      { action: 'import', from: null, to: 'pending' },
    ]);
    expect(await eventsSince(before)).toMatchObject([
      { event: 'videos:changed', room: MODERATION_ROOM, payload: { from: null, to: 'pending', actor: 'writer test' } },
    ]);
    expect(await addPendingVideos(t.database.db, ids.map(details), new Map(), { actor, source: 'manual' })).toEqual([]);
    expect(await eventsSince(before)).toHaveLength(1);
  });
});
