import { getNextMillis } from 'bullmq';
import { JOBS, jobOptions } from './jobs.ts';
import type { Queues } from './queues.ts';
import type { Database } from './db/client.ts';
import * as schema from './db/schema.ts';

/** Each registered channel is refreshed by its own BullMQ job scheduler, on its own `refresh_pattern`. */
export const sourceSchedulerId = (sourceId: number) => `source:${sourceId}`;
/** The single daily scheduler that refreshed every source at 03:00, before each had its own. */
const LEGACY_SCHEDULER = 'refresh-sources';

/** Whether BullMQ can schedule by this cron pattern (and it ever fires). */
export function isRefreshPattern(pattern: string): boolean {
  try {
    return typeof getNextMillis(Date.now(), { pattern }) === 'number';
  } catch {
    return false;
  }
}

const queueOf = (queues: Queues) => queues[JOBS['refresh-source'].queue];

/**
 * Creates or changes the source's scheduler (BullMQ keeps one per id, so calling it again only moves the
 * next run). Throws when BullMQ cannot read the pattern.
 */
export async function scheduleSourceRefresh(
  queues: Queues,
  source: { id: number; refreshPattern: string },
): Promise<void> {
  await queueOf(queues).upsertJobScheduler(
    sourceSchedulerId(source.id),
    { pattern: source.refreshPattern },
    { name: 'refresh-source', data: { source_id: source.id }, opts: jobOptions('refresh-source') },
  );
}

export async function unscheduleSourceRefresh(queues: Queues, sourceId: number): Promise<void> {
  await queueOf(queues).removeJobScheduler(sourceSchedulerId(sourceId));
}

/**
 * Makes the schedulers match the sources table (at worker start): one per source on its pattern, none
 * for deleted sources, and none of the old all-sources daily job.
 */
export async function syncSourceSchedules(db: Database, queues: Queues): Promise<void> {
  const sources = await db
    .select({ id: schema.sources.id, refreshPattern: schema.sources.refreshPattern })
    .from(schema.sources);
  const wanted = new Set(sources.map((s) => sourceSchedulerId(s.id)));
  const queue = queueOf(queues);
  for (const scheduler of await queue.getJobSchedulers()) {
    const id = scheduler.key;
    if (id === LEGACY_SCHEDULER || (id.startsWith('source:') && !wanted.has(id))) await queue.removeJobScheduler(id);
  }
  for (const source of sources) await scheduleSourceRefresh(queues, source);
}
