import { sql } from 'drizzle-orm';
import { JOBS, jobOptions, rowsOf, type Database, type Queues } from '@focustube/core';
import type { Processor } from '../processor.ts';

/**
 * How long a published event stays in the outbox. An API instance reads back only the last seconds of it
 * after a gap in its subscription (core's outbox feed), so this is for people: following one action
 * through its events (`request_id`) for a week after it happened.
 */
export const OUTBOX_RETENTION_DAYS = 7;
/** How often the scheduler runs the job (cron): hourly. */
export const PRUNE_OUTBOX_PATTERN = '41 * * * *';
export const PRUNE_OUTBOX_SCHEDULER = 'prune-outbox';
/** Rows per DELETE: each commits on its own, so a backlog of millions never holds one long transaction. */
export const PRUNE_OUTBOX_BATCH = 10_000;

/**
 * Without it the outbox grows by every moderation change, import and report, for good. Deletes published
 * rows older than the retention, oldest first, in batches; a row not yet published (Redis away, a relay
 * stopped) is never deleted, however old.
 */
export function pruneOutbox(db: Database, retentionDays = OUTBOX_RETENTION_DAYS): Processor<'prune-outbox'> {
  return async (_payload, job) => {
    const started = performance.now();
    let deleted = 0;
    for (;;) {
      // Published rows have the lowest ids, so walking the primary key from the start finds them at once.
      const [gone] = rowsOf<{ n: number }>(
        await db.execute(sql`
          with gone as (
            delete from outbox where id in (
              select id from outbox
              where published_at < now() - make_interval(days => ${retentionDays}::int)
              order by id limit ${PRUNE_OUTBOX_BATCH}::int)
            returning 1)
          select count(*)::int as n from gone`),
      );
      deleted += gone!.n;
      if (gone!.n < PRUNE_OUTBOX_BATCH) break;
    }
    await job.updateProgress(100);
    return { deleted, duration_ms: Math.round(performance.now() - started) };
  };
}

/** The repeatable run (a BullMQ job scheduler): calling it again only moves the next run. */
export async function schedulePruneOutbox(queues: Queues, pattern = PRUNE_OUTBOX_PATTERN): Promise<void> {
  await queues[JOBS['prune-outbox'].queue].upsertJobScheduler(
    PRUNE_OUTBOX_SCHEDULER,
    { pattern },
    { name: 'prune-outbox', data: {}, opts: jobOptions('prune-outbox') },
  );
}
