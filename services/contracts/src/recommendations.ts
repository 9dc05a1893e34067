import { z } from 'zod';
import { videoCardSchema } from './catalogue.ts';
import { courseSummarySchema } from './courses.ts';

/**
 * Recommendations (DESIGN "Learning paths"):
 *   GET /api/recommendations/?limit=&after=
 *     signed in → approved videos and published courses the member has not finished, drawn from the categories,
 *                 subcategories, channels and courses they watched or bookmarked, at most 2 per channel in a row
 *                 of 10, never removed, pending or finished; each with why.
 *     anonymous → what members completed most this week (aggregates only).
 *     `after` = the video just watched (end of a watch page): it and its channel's neighbours lead.
 *   Answers are never shared between members (Cache-Control: private for a member).
 *   GET /api/approved/?ordering=best  "Best First": by score (video_ranks, written by the scheduled quality-scores job).
 */

export const RECOMMENDATIONS_DEFAULT = 10;
export const RECOMMENDATIONS_MAX = 30;

export const recommendationReasonSchema = z.object({
  /** Where it came from; `picked`: a quiet week's (or a new site's) fill-in, the best-scored approved videos. */
  kind: z.enum(['category', 'subcategory', 'channel', 'course', 'popular', 'picked']),
  /** Which sentence says why, for a client to put in its reader's language with `subject`. */
  message: z.enum(['because_watched', 'because_saved', 'more_from', 'next_in', 'continue', 'popular', 'picked']),
  /** The title, channel or course the sentence names. */
  subject: z.string().optional(),
  /** The sentence in English: "Because you watched Do schools kill creativity?", "Popular this week". */
  text: z.string(),
  because_video_id: z.string().optional(),
});
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;
export const recommendationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('video'), video: videoCardSchema, reason: recommendationReasonSchema }),
  z.object({ type: z.literal('course'), course: courseSummarySchema, reason: recommendationReasonSchema }),
]);
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationsSchema = z
  .object({
    personal: z.boolean().describe('false: popular this week (a visitor, or a member with no history yet).'),
    results: z.array(recommendationSchema),
  })
  .meta({ id: 'Recommendations' });
export type Recommendations = z.infer<typeof recommendationsSchema>;
export const recommendationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be 1 or more.')
    .max(RECOMMENDATIONS_MAX, `limit can be at most ${RECOMMENDATIONS_MAX}.`)
    .optional(),
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, 'after is a video id: 11 letters, digits, "_" or "-".')
    .optional(),
});
