import { eq, sql } from 'drizzle-orm';
import { schema, enqueue, type Database, type Queues } from '@focustube/core';

/**
 * The daily refresh: one channel import per registered source. Job ids carry the day, so a refresh
 * that runs twice on one day queues each channel once.
 */
export function refreshSources(db: Database, queues: Queues) {
  return async (): Promise<{ queued: number }> => {
    const sources = await db.select().from(schema.sources);
    const day = new Date().toISOString().slice(0, 10);
    for (const source of sources) {
      await enqueue(
        queues,
        'channel-import',
        {
          actor: { id: null, username: 'daily refresh' },
          channel_id: source.channelId,
          max_results: 50,
          assigned_category: source.assignedCategory,
          subcategory: source.subcategory,
        },
        { jobId: `refresh-${source.id}-${day}` },
      );
      await db
        .update(schema.sources)
        .set({ lastRefreshedAt: sql`now()` })
        .where(eq(schema.sources.id, source.id));
    }
    return { queued: sources.length };
  };
}
