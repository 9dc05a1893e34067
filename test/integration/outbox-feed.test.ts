/**
 * An API instance whose Redis subscription dropped: what the relay published meanwhile reached no socket
 * of it, so once subscribed again it reads those events from the outbox and passes them on, once, to the
 * clients they are for; what was published long before the gap is not sent again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectRedis } from '@focustube/core';
import { startTestStack, type TestStack } from '../support/stack.ts';

let t: TestStack;

beforeAll(async () => {
  t = await startTestStack();
});
afterAll(async () => {
  await t?.close();
});

/** An outbox row as the relay leaves it once published (`published_at` set, so no relay sends it again). */
async function publishedRow(room: string, videoIds: string[], publishedAgo = '0 seconds'): Promise<number> {
  const result = (await t.database.db.execute(sql`
    insert into outbox (event, room, payload, published_at)
    values ('videos:changed', ${room}, ${JSON.stringify({ video_ids: videoIds, from: 'pending', to: 'approved', actor: 'someone' })}::jsonb,
            clock_timestamp() - ${publishedAgo}::interval)
    returning id`)) as unknown as { rows: { id: string }[] };
  return Number(result.rows[0]!.id);
}

/**
 * A row published an hour ago, from before this instance started: its id is below every row the instance
 * knew of then (the seeded courses' events), as an old event's id is.
 */
async function oldRow(room: string, videoIds: string[]): Promise<number> {
  const result = (await t.database.db.execute(sql`
    insert into outbox (id, event, room, payload, published_at) overriding system value
    select coalesce(min(id), 1) - 1, 'videos:changed', ${room},
           ${JSON.stringify({ video_ids: videoIds, from: 'pending', to: 'approved', actor: 'someone' })}::jsonb,
           clock_timestamp() - interval '1 hour'
    from outbox
    returning id`)) as unknown as { rows: { id: string }[] };
  return Number(result.rows[0]!.id);
}

const idsOf = (events: { name: string; payload: Record<string, unknown> }[]) =>
  events.filter((e) => e.name === 'videos:changed').map((e) => e.payload.outbox_id as number);

describe('the outbox feed of an API instance', () => {
  it('passes on, once, the events published while its subscription was down, and nothing older', async () => {
    const visitor = await t.connect();
    const old = await oldRow('public', ['aaaaaaaaaaa']);
    // Published while this instance's subscription was down: nobody heard it.
    const missedPublic = await publishedRow('public', ['bbbbbbbbbbb']);
    const missedModeration = await publishedRow('moderation', ['ccccccccccc']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(idsOf(visitor.events)).toEqual([]);

    // The link between this instance and Redis drops (only this connection: the Redis is shared).
    const admin = connectRedis(t.redisUrl, 'worker');
    try {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const feed = clients.split('\n').find((line) => line.includes(` name=${t.prefix}:outbox-feed `));
      expect(feed).toBeDefined();
      await admin.call('CLIENT', 'KILL', 'ID', /id=(\d+)/.exec(feed!)![1]!);
    } finally {
      admin.disconnect();
    }

    await expect.poll(() => idsOf(visitor.events), { timeout: 10_000 }).toEqual([missedPublic]);
    // The public copy leaves out who acted, as the live path does.
    expect(visitor.events.find((e) => e.name === 'videos:changed')!.payload).not.toHaveProperty('actor');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(idsOf(visitor.events)).toEqual([missedPublic]);
    expect(idsOf(visitor.events)).not.toContain(old);
    expect(idsOf(visitor.events)).not.toContain(missedModeration);
  });
});
