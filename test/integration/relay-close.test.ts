/**
 * The relay sends the moderators' queue counts a second after a change, once it has read them. Stopped
 * while a count was being read (a worker shutting down), it must send nothing on the connections the
 * worker closes next: a PUBLISH on a closed connection rejects where nothing can catch it, and an
 * unhandled rejection ends a Node process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { closeRedis, connectRedis, recordEvents, outboxEvent } from '@focustube/core';
import { PUBLIC_ROOM } from '@focustube/contracts';
import { startOutboxRelay } from '@focustube/worker';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the outbox relay stopped while counting', () => {
  it('sends no queue counts after it is closed, on connections the worker then shuts', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const publisher = connectRedis(t.redisUrl, 'publisher');
    const redis = connectRedis(t.redisUrl, 'worker');
    let countingStarted!: () => void;
    const counting = new Promise<void>((resolve) => (countingStarted = resolve));
    let finishCounting: ((n: number) => void) | undefined;
    let closed = false;
    const relay = await startOutboxRelay({
      database: t.database,
      publisher,
      redis,
      prefix: `${t.prefix}-relay-close`,
      socketKey: `${t.prefix}-relay-close#io`,
      log: { info: () => undefined, warn: () => undefined },
      // The count of failed jobs is the slow part here: it answers only when the test says.
      failedJobs: () => {
        countingStarted();
        return new Promise<number>((resolve) => (finishCounting = resolve));
      },
    });
    try {
      await t.database.db.transaction((tx) =>
        recordEvents(tx, [
          outboxEvent('videos:changed', PUBLIC_ROOM, { video_ids: [], from: 'pending', to: 'approved' }),
        ]),
      );
      await relay.drain();
      await counting;
      // Closing waits for the count it started; the count answers a moment later.
      const closing = relay.close();
      setTimeout(() => finishCounting?.(0), 100);
      await closing;
      await Promise.all([closeRedis(publisher), closeRedis(redis)]);
      closed = true;
      // Anything the relay still sent would reject on the closed connection in the next few ticks.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
      const [row] = (
        (await t.database.db.execute(
          sql`select count(*)::int as n from outbox where published_at is null`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(row!.n).toBe(0);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      // Should a step above fail, the relay's poll must not outlive this file's database.
      if (!closed) {
        finishCounting?.(0);
        await relay.close().catch(() => undefined);
        await Promise.all([closeRedis(publisher), closeRedis(redis)]).catch(() => undefined);
      }
    }
  });
});
