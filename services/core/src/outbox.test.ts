import { describe, expect, expectTypeOf, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MODERATION_ROOM, PUBLIC_ROOM, type VideosChangedEvent } from '@focustube/contracts';
import {
  audiences,
  eventInsertSql,
  outboxEvent,
  outboxMessages,
  publishedEvent,
  type OutboxEvent,
  type PublishedEvent,
  type StoredPayload,
} from './outbox.ts';
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

describe('a published event', () => {
  const row = {
    id: 7,
    event: 'video:changed' as const,
    room: PUBLIC_ROOM,
    payload: { video_id: 'abcdefghijk', from: 'pending', to: 'approved', actor: 'mod' },
    requestId: 'req-1',
  };

  it('carries the row’s id and request in what clients receive', () => {
    expect(publishedEvent(row).payload).toEqual({ outbox_id: 7, request_id: 'req-1', ...row.payload });
    expect(publishedEvent({ ...row, requestId: null }).payload).not.toHaveProperty('request_id');
  });

  it('goes whole to moderators and without who acted to everyone else; other rooms get it as it is', () => {
    const [moderators, everyone] = audiences(publishedEvent(row));
    expect(moderators).toEqual({ room: MODERATION_ROOM, payload: expect.objectContaining({ actor: 'mod' }) });
    expect(everyone!.room).toBe(PUBLIC_ROOM);
    expect(everyone!.except).toBe(MODERATION_ROOM);
    expect(everyone!.payload).not.toHaveProperty('actor');
    expect(everyone!.payload.outbox_id).toBe(7);
    expect(audiences(publishedEvent({ ...row, room: MODERATION_ROOM }))).toEqual([
      { room: MODERATION_ROOM, payload: publishedEvent(row).payload },
    ]);
  });

  it('travels in messages of at most ~256 KB, in id order, none left out', () => {
    const big = (id: number): PublishedEvent => ({
      id,
      event: 'videos:changed',
      room: PUBLIC_ROOM,
      payload: { outbox_id: id, video_ids: Array.from({ length: 5000 }, (_, i) => `v${String(i).padStart(10, '0')}`) },
    });
    const events = Array.from({ length: 10 }, (_, i) => big(i + 1));
    const messages = outboxMessages(events);
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) expect(m.length).toBeLessThan(256 * 1024 + 100_000);
    expect(messages.flatMap((m) => (JSON.parse(m) as PublishedEvent[]).map((e) => e.id))).toEqual(
      events.map((e) => e.id),
    );
    expect(outboxMessages([])).toEqual([]);
  });
});
