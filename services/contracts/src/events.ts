import { z } from 'zod';
import { videoSchema } from './catalogue.ts';
import { moderationCountsSchema, videoStatusSchema } from './moderation.ts';
import type { JobName, JobResult } from './jobs.ts';
import { courseStatusSchema, courseSummarySchema } from './courses.ts';
import type { ReportsChangedEvent } from './reports.ts';
import type { Role } from './accounts.ts';

/** Socket.IO rooms (DESIGN "Realtime events"). */
export const PUBLIC_ROOM = 'public';
export const MODERATION_ROOM = 'moderation';
export const userRoom = (id: number) => `user:${id}`;

/** The request that caused an event (`x-request-id` of the moderator's call), when one did. */
const requestId = z.string().optional();

/** Who acted (null: the system). Sent to the moderation room only; visitors' copies of an event leave it out. */
const actor = z.string().nullable().optional();

/** One video changed state. `outbox_id` lets clients drop the repeats an at-least-once relay may send. */
/** Where a video is listed: its category and subcategory. */
export const videoPlaceSchema = z.object({
  assigned_category: z.string().nullable(),
  subcategory: z.string().nullable(),
});

export const videoChangedEventSchema = z.object({
  outbox_id: z.number().int(),
  request_id: requestId,
  video_id: z.string(),
  from: videoStatusSchema.nullable(),
  to: videoStatusSchema,
  actor,
  video: videoSchema,
  /** An approved video moved to another category: where it was (the lists it left). */
  moved_from: videoPlaceSchema.optional(),
});
export type VideoChangedEvent = z.infer<typeof videoChangedEventSchema>;

/** Many videos changed at once (bulk approval, a channel import): one message, not one per video. */
export const videosChangedEventSchema = z.object({
  outbox_id: z.number().int(),
  request_id: requestId,
  video_ids: z.array(z.string()),
  from: videoStatusSchema.nullable(),
  to: videoStatusSchema,
  actor,
});
export type VideosChangedEvent = z.infer<typeof videosChangedEventSchema>;

export const queueCountsEventSchema = moderationCountsSchema;

export const jobEventSchema = z.object({
  job_id: z.string(),
  request_id: requestId,
  name: z.string(),
  progress: z.number().min(0).max(100).optional(),
  result: z.unknown().optional(),
  failed_reason: z.string().optional(),
});
export type JobEvent = z.infer<typeof jobEventSchema>;
/** A finished job: its `result` has the shape its name promises (jobResultSchemas). */
export type JobCompletedEvent = {
  [N in JobName]: Omit<JobEvent, 'name' | 'result'> & { name: N; result: JobResult<N> };
}[JobName];

/** A moderator is looking at a video: other moderators can leave it to them for a while. */
export const reviewingEventSchema = z.object({
  video_id: z.string(),
  username: z.string(),
  until: z.string().describe('When the claim lapses unless renewed.'),
});
export type ReviewingEvent = z.infer<typeof reviewingEventSchema>;
export const REVIEW_CLAIM_SECONDS = 120;

/**
 * A course changed (created, edited, lessons, published, unpublished, deleted). Sent to the public room when it
 * is or was published (open course pages and lists refetch), otherwise to moderators only.
 */
export const courseChangedEventSchema = z.object({
  outbox_id: z.number().int(),
  request_id: requestId,
  slug: z.string(),
  /** The slug before a rename, so pages open at the old address can follow. */
  previous_slug: z.string().optional(),
  action: z.string(),
  status: courseStatusSchema.nullable().describe('null: deleted.'),
  version: z.number().int(),
  actor,
  course: courseSummarySchema.optional().describe('Left out when deleted.'),
});
export type CourseChangedEvent = z.infer<typeof courseChangedEventSchema>;

export interface ServerToClientEvents {
  'course:changed': (event: CourseChangedEvent) => void;
  'reports:changed': (event: ReportsChangedEvent) => void;
  'video:reviewing': (event: ReviewingEvent) => void;
  'video:changed': (event: VideoChangedEvent) => void;
  'videos:changed': (event: VideosChangedEvent) => void;
  'queue:counts': (counts: z.infer<typeof queueCountsEventSchema>) => void;
  'job:progress': (event: JobEvent) => void;
  'job:completed': (event: JobCompletedEvent) => void;
  'job:failed': (event: JobEvent) => void;
  /** An admin changed this account's role (to its `user:{id}` room): renew the access token, so screens follow it. */
  'account:changed': (event: AccountChangedEvent) => void;
  /** The moderation events this socket's handshake asked for again (`missed_ms`) are no longer all held: read again. */
  'live:reread': () => void;
}

/** What an account's own sockets hear when an admin changes its role. */
export interface AccountChangedEvent {
  role: Role;
}

/** A socket's handshake (`auth`): its access token, and on a page's first connect how much it may have missed. */
export interface SocketHandshake {
  token?: string;
  /** Milliseconds (at most LIVE_REPLAY_MS) since the data this page shows may have been read. */
  missed_ms?: number;
}
