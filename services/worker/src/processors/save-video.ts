import { importVideos, PermanentJobError, type Database, type YouTubeClient } from '@focustube/core';
import type { Processor } from '../processor.ts';
import { withYouTubeRetries } from './youtube-errors.ts';

/** Saves one video by id into the pending queue (the import tool, and members' suggestions). */
export function saveVideo(db: Database, youtube: YouTubeClient): Processor<'save-video'> {
  return (d) =>
    withYouTubeRetries(async () => {
      const result = await importVideos(db, youtube, [d.video_id], {
        actor: d.actor,
        source: d.suggested_by ? 'suggestion' : 'manual',
        assignedCategory: d.assigned_category,
        subcategory: d.subcategory,
        suggestedBy: d.suggested_by,
      });
      if (result.unavailable.length > 0) {
        throw new PermanentJobError(
          `YouTube has no public video with the id "${d.video_id}": it may be private or deleted.`,
        );
      }
      return result;
    });
}
