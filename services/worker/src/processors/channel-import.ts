import { eq, sql } from 'drizzle-orm';
import type { ImportResult } from '@focustube/contracts';
import { importVideos, schema, type ImportOptions, type Database, type YouTubeClient } from '@focustube/core';
import type { JobContext, Processor } from '../processor.ts';
import { withYouTubeRetries } from './youtube-errors.ts';

const CHUNK = 50;

/** Imports a channel's newest uploads into the pending queue, 50 at a time, reporting progress. */
export async function importChannel(
  db: Database,
  youtube: YouTubeClient,
  input: { channelId: string; maxResults: number; options: ImportOptions },
  job: JobContext,
): Promise<ImportResult> {
  const ids = await youtube.listChannelVideoIds(input.channelId, input.maxResults);
  await job.updateProgress(10);
  const total: ImportResult = { requested: 0, imported: 0, already_known: 0, unavailable: [] };
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = await importVideos(db, youtube, ids.slice(i, i + CHUNK), input.options);
    total.requested += part.requested;
    total.imported += part.imported;
    total.already_known += part.already_known;
    total.unavailable.push(...part.unavailable);
    await job.updateProgress(10 + Math.round((Math.min(i + CHUNK, ids.length) / ids.length) * 90));
  }
  return total;
}

/** A registered source's import has finished: "Last refreshed" shows it (a source deleted meanwhile is left alone). */
export async function markSourceRefreshed(db: Database, sourceId: number): Promise<void> {
  await db
    .update(schema.sources)
    .set({ lastRefreshedAt: sql`now()` })
    .where(eq(schema.sources.id, sourceId));
}

/** A channel's newest uploads; a registered source's first import also marks the source refreshed. */
export function channelImport(db: Database, youtube: YouTubeClient): Processor<'channel-import'> {
  return async (d, job) => {
    const result = await withYouTubeRetries(() =>
      importChannel(
        db,
        youtube,
        {
          channelId: d.channel_id,
          maxResults: d.max_results,
          options: {
            actor: d.actor,
            source: `channel:${d.channel_id}`,
            assignedCategory: d.assigned_category,
            subcategory: d.subcategory,
          },
        },
        job,
      ),
    );
    if (d.source_id !== undefined) await markSourceRefreshed(db, d.source_id);
    return result;
  };
}
