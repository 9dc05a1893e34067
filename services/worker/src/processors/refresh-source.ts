import { eq } from 'drizzle-orm';
import { CHANNEL_FETCH_MAX } from '@focustube/contracts';
import { schema, type Database, type YouTubeClient } from '@focustube/core';
import type { Processor } from '../processor.ts';
import { importChannel, markSourceRefreshed } from './channel-import.ts';
import { withYouTubeRetries } from './youtube-errors.ts';

/**
 * A registered channel's scheduled re-import (its job scheduler fires it on the source's refresh_pattern):
 * its newest uploads into the source's category, as it is now. A source deleted meanwhile is skipped.
 */
export function refreshSource(db: Database, youtube: YouTubeClient): Processor<'refresh-source'> {
  return async ({ source_id }, job) => {
    const sources = schema.sources;
    const [source] = await db.select().from(sources).where(eq(sources.id, source_id));
    if (!source) return { source_id, skipped: true, requested: 0, imported: 0, already_known: 0, unavailable: [] };
    const result = await withYouTubeRetries(() =>
      importChannel(
        db,
        youtube,
        {
          channelId: source.channelId,
          maxResults: CHANNEL_FETCH_MAX,
          options: {
            actor: { id: null, username: 'scheduled refresh' },
            source: `channel:${source.channelId}`,
            assignedCategory: source.assignedCategory,
            subcategory: source.subcategory,
          },
        },
        job,
      ),
    );
    await markSourceRefreshed(db, source_id);
    return { source_id, ...result };
  };
}
