import { z } from 'zod';
import { exampleVideo, exampleVideoCard, videoCardSchema, videoIdSchema } from './catalogue.ts';
import { learningCourseSchema } from './courses.ts';

/** A video counts as completed at 90% watched or within the last 20 seconds. */
export const COMPLETED_SHARE = 0.9;
export const COMPLETED_TAIL_SECONDS = 20;
/** Whether a position counts as watched to the end: 90% of the video, or within its last 20 seconds. */
export const watchedToEnd = (position: number, duration: number): boolean =>
  position >= duration * COMPLETED_SHARE || duration - position <= COMPLETED_TAIL_SECONDS;

const exampleBookmark = { video: exampleVideoCard, added_at: '2025-03-14T18:04:51.000Z' };
export const bookmarkInputSchema = z
  .object({ video_id: videoIdSchema })
  .meta({ examples: [{ video_id: exampleVideo.video_id }] });
export const bookmarkSchema = z
  .object({ video: videoCardSchema, added_at: z.string() })
  .meta({ id: 'Bookmark', examples: [exampleBookmark] });
/** Whether one video is in the caller's My List (a watch page's Save button, a card's menu). */
export const myListEntrySchema = z
  .object({ video_id: videoIdSchema, saved: z.boolean(), added_at: z.string().nullable() })
  .meta({
    id: 'MyListEntry',
    examples: [{ video_id: exampleVideo.video_id, saved: true, added_at: exampleBookmark.added_at }],
  });
export type MyListEntry = z.infer<typeof myListEntrySchema>;
export const bookmarkPageSchema = z
  .object({
    results: z.array(bookmarkSchema),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    count: z.number().int(),
  })
  .meta({ examples: [{ results: [exampleBookmark], next: null, previous: null, count: 1 }] });

export const progressInputSchema = z
  .object({
    position_seconds: z
      .number({ error: 'position_seconds must be a number.' })
      .min(0, 'position_seconds cannot be negative.')
      .max(86_400),
    duration_seconds: z
      .number({ error: 'duration_seconds must be a number.' })
      .positive('duration_seconds must be more than 0.')
      .max(86_400),
  })
  .refine((p) => p.position_seconds <= p.duration_seconds + 1, {
    path: ['position_seconds'],
    message: 'position_seconds cannot be past the end of the video.',
  })
  .meta({ examples: [{ position_seconds: 754.3, duration_seconds: 1204 }] });
export const progressSchema = z
  .object({
    video_id: z.string(),
    position_seconds: z.number(),
    duration_seconds: z.number(),
    percent: z.number().int(),
    completed: z.boolean(),
    /** Where the player should start: the saved position, or 0 once the video was completed. */
    resume_at: z.number(),
    updated_at: z.string(),
  })
  .meta({
    id: 'Progress',
    examples: [
      {
        video_id: exampleVideo.video_id,
        position_seconds: 754,
        duration_seconds: 1204,
        percent: 63,
        completed: false,
        resume_at: 754,
        updated_at: '2025-03-14T18:22:05.000Z',
      },
    ],
  });
export type Progress = z.infer<typeof progressSchema>;

export const learningItemSchema = z.object({ video: videoCardSchema, progress: progressSchema });
export const myLearningSchema = z.object({
  courses: z
    .array(learningCourseSchema)
    .describe('Started courses: unfinished first, then by the latest lesson watched (or the start).'),
  continue_learning: z.array(learningItemSchema),
  completed: z.array(learningItemSchema),
  bookmarks: z.number().int().describe('How many videos are in My List.'),
});
