import type {
  JobEvent,
  ModerationCounts,
  ReviewingEvent,
  VideoChangedEvent,
  VideosChangedEvent,
} from '@focustube/contracts';

/** What the `moderation` room tells a moderator's page; `reconnected` means events may have been missed. */
export type ModerationEvent =
  | { type: 'video:changed'; event: VideoChangedEvent }
  | { type: 'videos:changed'; event: VideosChangedEvent }
  | { type: 'video:reviewing'; event: ReviewingEvent }
  | { type: 'queue:counts'; counts: ModerationCounts }
  | { type: 'job:progress' | 'job:completed' | 'job:failed'; event: JobEvent }
  | { type: 'reconnected' };
