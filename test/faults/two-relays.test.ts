/**
 * Two workers, so two outbox relays, while moderators approve and then move to the dustbin 150 videos
 * at once: every event goes out exactly once (counted on the wire, the relays' Redis channel), none is
 * lost, and each video's two events go out and reach every client in the order they happened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, outboxChannel } from '@focustube/core';
import {
  insertPending,
  listen,
  moderator,
  outboxSince,
  lastOutboxId,
  recordFigure,
  request,
  startStack,
  waitFor,
  type FaultStack,
  type Listener,
} from './harness.ts';

const VIDEOS = 150;
const MODERATORS = 6;
let s: FaultStack;

beforeAll(async () => {
  s = await startStack('two-relays', { apis: 1, workers: 2 });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('two relays', () => {
  it('publish each event once, in order, none lost', async () => {
    const api = s.apis[0]!;
    const mod = await moderator(api.origin, s.db);
    const ids = await insertPending(s.db, VIDEOS, 't');
    const before = await lastOutboxId(s.db);
    const wire: number[] = [];
    const tap = connectRedis(s.redis.url, 'pubsub');
    tap.on('message', (_c: string, text: string) =>
      wire.push(...(JSON.parse(text) as { id: number }[]).map((e) => e.id)),
    );
    await tap.subscribe(outboxChannel('faults'));
    const clients: Listener[] = [];
    for (let i = 0; i < 5; i++) clients.push(await listen(`visitor-${i}`, api.origin));
    clients.push(await listen('moderator', api.origin, mod.token));

    const failures: string[] = [];
    const queue = [...ids];
    await Promise.all(
      Array.from({ length: MODERATORS }, async () => {
        for (let id = queue.shift(); id; id = queue.shift())
          for (const action of ['approve', 'deapprove']) {
            const res = await request(`${api.origin}/api/${action}/${id}/`, {
              method: 'POST',
              token: mod.token,
              body: {},
            });
            if (res.status !== 200) failures.push(`${action} ${id}: ${res.status}`);
          }
      }),
    );
    expect(failures).toEqual([]);

    const rows = await outboxSince(s.db, before);
    expect(rows).toHaveLength(VIDEOS * 2);
    await waitFor(async () => (await outboxSince(s.db, before)).every((r) => r.published), 20_000);
    await waitFor(() => rows.every((r) => wire.includes(r.id)), 20_000);
    await waitFor(() => clients.every((c) => c.distinct().size >= rows.length), 20_000);
    await tap.quit();

    // Which event is which: each video's approval and its move to the dustbin.
    const events = await s.db.query<{ id: number; video_id: string; to: string }>(
      `select id::int, payload->>'video_id' as video_id, payload->>'to' as to from outbox where id > $1 order by id`,
      [before],
    );
    const pairs = new Map<string, { approved?: number; removed?: number }>();
    for (const e of events) {
      const pair = pairs.get(e.video_id) ?? {};
      if (e.to === 'approved') pair.approved = e.id;
      else pair.removed = e.id;
      pairs.set(e.video_id, pair);
    }
    const inOrder = (order: number[]) =>
      [...pairs.values()].filter((p) => order.indexOf(p.approved!) < order.indexOf(p.removed!)).length;
    const sentTwice = rows.filter((r) => wire.filter((id) => id === r.id).length > 1).length;
    const lost = rows.filter((r) => !wire.includes(r.id)).length;
    const clientsInOrder = clients.filter((c) => inOrder(c.received.map((r) => r.id)) === VIDEOS).length;
    recordFigure('Two relays', {
      events: rows.length,
      published_once: rows.length - sentTwice - lost,
      published_twice: sentTwice,
      lost,
      videos_in_order_on_wire: inOrder(wire),
      clients_all_in_order: `${clientsInOrder}/${clients.length}`,
      client_repeats: clients.reduce((n, c) => n + c.duplicates(), 0),
    });

    expect({ sentTwice, lost }).toEqual({ sentTwice: 0, lost: 0 });
    expect(wire.filter((id) => id > before)).toHaveLength(rows.length);
    expect(inOrder(wire)).toBe(VIDEOS);
    for (const c of clients) {
      expect(c.distinct().size, c.name).toBe(rows.length);
      expect(c.duplicates(), c.name).toBe(0);
      expect(inOrder(c.received.map((r) => r.id)), c.name).toBe(VIDEOS);
      c.close();
    }
  }, 180_000);
});
