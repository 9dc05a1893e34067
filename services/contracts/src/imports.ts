import { z } from 'zod';
import { CHANNEL_FETCH_DEFAULT, CHANNEL_FETCH_MAX } from './jobs.ts';

/** How often a registered channel is re-imported unless a moderator says otherwise: every day at 03:00. */
export const REFRESH_PATTERN_DEFAULT = '0 3 * * *';

const CHANNEL_ID = /^[A-Za-z0-9_-]{10,64}$/;
export const channelIdSchema = z
  .string({ error: 'Channel ID is required.' })
  .trim()
  .min(1, 'Channel ID is required.')
  .regex(CHANNEL_ID, 'A channel id looks like UCxxxxxxxxxxxxxxxxxxxxxx.');

/** What a moderator or member pastes: an id or a link (extractVideoId reads it). */
export const videoInputSchema = z
  .string({ error: 'Video ID is required.' })
  .trim()
  .min(1, 'Video ID is required.')
  .max(500)
  .describe('An 11-character video id or any YouTube link to the video.');

/** Where imported videos go; without a category, YouTube's own where it maps onto ours. */
const categoryFields = {
  assigned_category: z.string().trim().max(100).optional(),
  subcategory: z.string().trim().max(100).optional(),
};

/** The longest note a member may add to a suggested video. */
export const CONTRIBUTION_NOTE_MAX = 500;

export const saveVideoInputSchema = z.object({ video_id: videoInputSchema, ...categoryFields });
export const contributionInputSchema = z.object({
  video: videoInputSchema,
  ...categoryFields,
  note: z.string().trim().max(CONTRIBUTION_NOTE_MAX).optional(),
});

/** GET /api/fetch-videos/ */
export const channelFetchQuerySchema = z.object({
  channel_id: channelIdSchema,
  max_results: z.coerce
    .number({ error: 'max_results must be a number.' })
    .int('max_results must be a whole number.')
    .min(1, 'max_results must be 1 or more.')
    .max(CHANNEL_FETCH_MAX, `max_results can be at most ${CHANNEL_FETCH_MAX}.`)
    .default(CHANNEL_FETCH_DEFAULT),
});
/** GET /api/fetch-youtube-videos/: the same, into a category. */
export const channelFetchIntoCategoryQuerySchema = channelFetchQuerySchema.extend({
  category: z.string().trim().max(100).optional(),
  subcategory: z.string().trim().max(100).optional(),
});

export const resolveChannelQuerySchema = z.object({ video_id: videoInputSchema });
export const resolvedChannelSchema = z.object({ channel_id: z.string() });

export const youtubeCategoryParamsSchema = z.object({
  categoryId: z.string().regex(/^\d{1,4}$/, 'A category id is a number.'),
});
export const youtubeCategorySchema = z.object({ categoryId: z.string(), categoryName: z.string() });

/** A registered channel, re-imported on its `refresh_pattern`. */
export const sourceSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  channel_title: z.string().nullable(),
  assigned_category: z.string().nullable(),
  subcategory: z.string().nullable(),
  refresh_pattern: z
    .string()
    .describe('Cron pattern (minute hour day month weekday) of its re-import; at most once an hour.'),
  last_refreshed_at: z.string().nullable(),
  created_at: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;
export const sourceListSchema = z.object({ results: z.array(sourceSchema) });
export const sourceIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const sourceInputSchema = z.object({
  channel_id: channelIdSchema,
  ...categoryFields,
  refresh_pattern: z
    .string()
    .trim()
    .regex(
      /^(\S+\s+){4}\S+$/,
      'The schedule is five parts: minute, hour, day of the month, month and weekday, where * means "every". "0 3 * * *" is every day at 03:00; "30 6 * * 1" is every Monday at 06:30.',
    )
    .describe('When to re-import: a cron pattern (minute hour day month weekday) that runs at most once an hour.')
    .optional(),
});
export type SourceInput = z.infer<typeof sourceInputSchema>;
export const sourceChangesSchema = sourceInputSchema.omit({ channel_id: true });
export type SourceChanges = z.infer<typeof sourceChangesSchema>;
export const sourceCreatedSchema = z.object({ source: sourceSchema, job_id: z.string() });

/** GET /api/jobs/: the newest jobs of every queue, RECENT_JOBS_DEFAULT unless `limit` asks otherwise. */
export const RECENT_JOBS_DEFAULT = 30;
export const RECENT_JOBS_MAX = 100;
export const recentJobsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_JOBS_MAX).default(RECENT_JOBS_DEFAULT),
});
