/**
 * The outbox keeps published events a week, for following an action through its events; the hourly
 * prune-outbox job deletes the older ones in batches, and never an event not yet published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  OUTBOX_RETENTION_DAYS,
  PRUNE_OUTBOX_BATCH,
  PRUNE_OUTBOX_SCHEDULER,
  pruneOutbox,
} from '../../services/worker/src/processors/prune-outbox.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let t: TestStack;
beforeAll(async () => {
  t = await startTestStack();
});
afterAll(async () => {
  await t?.close();
});

const count = async (where: ReturnType<typeof sql>) =>
  (
    (await t.database.db.execute(sql`select count(*)::int as n from outbox where ${where}`)) as unknown as {
      rows: [{ n: number }];
    }
  ).rows[0].n;

describe('the prune-outbox job', () => {
  it('is scheduled by the worker', async () => {
    const schedulers = await t.app.queues.imports.getJobSchedulers();
    expect(schedulers.find((s) => s.key === PRUNE_OUTBOX_SCHEDULER)).toMatchObject({ name: 'prune-outbox' });
  });

  it('deletes published events past the retention, in batches, and keeps the rest', async () => {
    // The relay stopped (this file needs no events): the rows below must stay as written, published or not.
    await t.worker.relay.close();
    const old = PRUNE_OUTBOX_BATCH + 5; // more than one batch
    const insert = (n: number, publishedAt: ReturnType<typeof sql>, createdAt: ReturnType<typeof sql>) =>
      t.database.db.execute(sql`
        insert into outbox (event, room, payload, created_at, published_at)
        select 'test:prune', 'nobody', '{}'::jsonb, ${createdAt}, ${publishedAt} from generate_series(1, ${n})`);
    const days = (d: number) => sql`now() - make_interval(days => ${d}::int)`;
    await insert(old, days(OUTBOX_RETENTION_DAYS + 1), days(OUTBOX_RETENTION_DAYS + 1));
    await insert(3, days(OUTBOX_RETENTION_DAYS - 1), days(OUTBOX_RETENTION_DAYS - 1)); // published, within the week
    // Written long ago and never published (Redis was away, say): it still has to go out, so it stays.
    await t.database.db.execute(sql`
      insert into outbox (event, room, payload, created_at, published_at)
      values ('test:prune', 'nobody', '{}'::jsonb, ${days(OUTBOX_RETENTION_DAYS + 30)}, null)`);

    const progress: number[] = [];
    const result = await pruneOutbox(t.database.db)({}, { updateProgress: async (p) => void progress.push(p) });
    expect(result.deleted).toBe(old);
    expect(progress).toEqual([100]);
    expect(await count(sql`event = 'test:prune' and published_at is not null`)).toBe(3);
    expect(await count(sql`event = 'test:prune' and published_at is null`)).toBe(1);
    // Nothing left to do: a second run deletes nothing.
    expect((await pruneOutbox(t.database.db)({}, { updateProgress: async () => undefined })).deleted).toBe(0);
  });
});
