import type { Job } from 'bullmq';
import type { ImportResult, JobPayload } from '@focustube/contracts';
import type { Database, YouTubeClient } from '@focustube/core';
import { importVideos } from './import-videos.ts';
import { withYouTubeRetries } from './youtube-errors.ts';

const CHUNK = 50;

/** Imports a channel's newest uploads into the pending queue, 50 at a time, reporting progress. */
export function channelImport(db: Database, youtube: YouTubeClient) {
  return (job: Job<JobPayload<'channel-import'>>): Promise<ImportResult> =>
    withYouTubeRetries(async () => {
      const d = job.data;
      const ids = await youtube.listChannelVideoIds(d.channel_id, d.max_results);
      await job.updateProgress(10);
      const total: ImportResult = { requested: 0, imported: 0, already_known: 0, unavailable: [] };
      for (let i = 0; i < ids.length; i += CHUNK) {
        const part = await importVideos(db, youtube, ids.slice(i, i + CHUNK), {
          actor: d.actor,
          source: `channel:${d.channel_id}`,
          assignedCategory: d.assigned_category,
          subcategory: d.subcategory,
        });
        total.requested += part.requested;
        total.imported += part.imported;
        total.already_known += part.already_known;
        total.unavailable.push(...part.unavailable);
        await job.updateProgress(10 + Math.round((Math.min(i + CHUNK, ids.length) / ids.length) * 90));
      }
      return total;
    });
}
