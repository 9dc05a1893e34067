import { describe, expect, expectTypeOf, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MODERATION_ROOM, PUBLIC_ROOM, type VideosChangedEvent } from '@focustube/contracts';
import { eventInsertSql, outboxEvent, type OutboxEvent, type StoredPayload } from './outbox.ts';
import { withRequestId } from './request-context.ts';

describe('OutboxEvent', () => {
  it('is typed by the event map: the payload is the event’s, without outbox_id and request_id', () => {
    expectTypeOf<StoredPayload<'videos:changed'>>().toEqualTypeOf<
      Omit<VideosChangedEvent, 'outbox_id' | 'request_id'>
    >();
    expectTypeOf<OutboxEvent<'videos:changed'>['event']>().toEqualTypeOf<'videos:changed'>();
    const event = outboxEvent('videos:changed', MODERATION_ROOM, {
      video_ids: ['abcdefghijk'],
      from: null,
      to: 'pending',
      actor: null,
    });
    expect(event).toEqual({
      event: 'videos:changed',
      room: MODERATION_ROOM,
      payload: { video_ids: ['abcdefghijk'], from: null, to: 'pending', actor: null },
    });
  });

  it('rejects a payload that is not the event’s', () => {
    // @ts-expect-error `to` must be a video status, and `video_ids` is required
    outboxEvent('videos:changed', PUBLIC_ROOM, { video_id: 'abcdefghijk', from: null, to: 'published', actor: null });
    const wrongPair: OutboxEvent = {
      event: 'videos:changed',
      room: PUBLIC_ROOM,
      // @ts-expect-error a `video:changed` payload under the `videos:changed` name
      payload: { video_id: 'abcdefghijk', from: null, to: 'approved', actor: null, video: {} as never },
    };
    expect(wrongPair.room).toBe(PUBLIC_ROOM);
  });
});

describe('eventInsertSql', () => {
  it('writes the event name, room, a payload of every field, and the request id into the outbox', () => {
    const query = withRequestId('req-1', () =>
      eventInsertSql(
        'videos:changed',
        PUBLIC_ROOM,
        { video_ids: sql`jsonb_agg(video_id)`, from: sql`'pending'`, to: sql`'approved'`, actor: sql`null` },
        sql`from approved`,
      ),
    );
    const { sql: text, params } = new PgDialect().sqlToQuery(query);
    expect(text).toMatch(/^insert into "outbox" \("event", "room", "payload", "request_id"\)/);
    expect(text).toContain("jsonb_build_object($3::text, jsonb_agg(video_id), $4::text, 'pending'");
    expect(params).toEqual(['videos:changed', PUBLIC_ROOM, 'video_ids', 'from', 'to', 'actor', 'req-1']);
  });

  it('needs every field of the payload', () => {
    eventInsertSql(
      'videos:changed',
      PUBLIC_ROOM,
      // @ts-expect-error `actor` is missing
      { video_ids: sql`'[]'`, from: sql`null`, to: sql`'approved'` },
      sql``,
    );
  });
});
