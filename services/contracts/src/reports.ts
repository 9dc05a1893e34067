import { z } from 'zod';
import { videoSchema } from './catalogue.ts';
import { moderationVideoSchema } from './moderation.ts';
// The plain numbers (REPORT_NOTE_MAX, UNAVAILABLE_PLAYER_ERRORS…) are in limits.ts, free of zod, so the player
// reads them without loading the schemas.
import { REPORT_NOTE_MAX, UNAVAILABLE_PLAYER_ERRORS } from './limits.ts';

/**
 * Viewer reports (DESIGN "Learning paths"): members report an approved video once; the player reports
 * YouTube's "unavailable" errors by itself. Open reports put the video in the dashboard's Reported section.
 *
 *   POST /api/videos/:video_id/reports/          member; reportInputSchema → 201 reportSchema; a second report
 *                                                of the same video answers 409; non-approved → 404; rate-limited
 *   POST /api/videos/:video_id/playback-errors/  anyone; playbackErrorInputSchema → 202 (counted once per viewer)
 *   GET  /api/moderation/reports/?page=          moderator; reportedPageSchema (most reported first)
 *   POST /api/moderation/reports/:video_id/resolve/
 *                                                moderator; resolveReportsInputSchema → resolveReportsResultSchema:
 *                                                keep (reports close), move (new category; reports close),
 *                                                remove (the video goes to the dustbin; reports close)
 * Events: `reports:changed` to the moderation room whenever a video's open reports change.
 */

export const REPORT_REASONS = ['not_educational', 'wrong_category', 'unavailable', 'other'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS, {
  error: 'Choose a reason: not_educational, wrong_category, unavailable or other.',
});
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** Open reports per reason (every reason present, 0 when none). */
export const reasonCountsSchema = z.object({
  not_educational: z.number().int(),
  wrong_category: z.number().int(),
  unavailable: z.number().int(),
  other: z.number().int(),
}) satisfies z.ZodType<Record<ReportReason, number>>;

export const reportInputSchema = z
  .object({
    reason: reportReasonSchema,
    note: z.string().trim().max(REPORT_NOTE_MAX, `A note can be at most ${REPORT_NOTE_MAX} characters.`).optional(),
  })
  .refine((r) => r.reason !== 'other' || (r.note ?? '').length > 0, {
    path: ['note'],
    message: 'Say what is wrong with the video.',
  })
  .meta({ examples: [{ reason: 'wrong_category', note: 'This is about cooking, not business.' }] });
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportSchema = z.object({
  video_id: z.string(),
  reason: reportReasonSchema,
  note: z.string().nullable(),
  created_at: z.string(),
  message: z.string().describe('What to tell the member, e.g. "Thanks — a moderator will look at this video."'),
});

/** GET /api/videos/{video_id}/reports/mine/: the member's report of the video still open, if any. */
export const myReportSchema = z.object({
  open: z.boolean().describe('true: they reported it and no moderator has settled it yet (a new report is a 409).'),
  reason: reportReasonSchema.nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;

export const playbackErrorInputSchema = z.object({
  code: z
    .number()
    .int()
    .describe(`The player's onError code; ${UNAVAILABLE_PLAYER_ERRORS.join(', ')} count.`),
});

export const playbackErrorResultSchema = z.object({
  counted: z.boolean().describe('false: a code that does not mean "unavailable", or this viewer was counted already.'),
});

export const reportedVideoSchema = z
  .object({
    video: moderationVideoSchema,
    open_reports: z.number().int(),
    reasons: reasonCountsSchema.describe("Members' open reports per reason."),
    player_errors: z.number().int().describe('Distinct viewers whose player could not play it.'),
    notes: z
      .array(z.object({ reason: reportReasonSchema, note: z.string(), at: z.string() }))
      .describe('Latest first, at most 10.'),
    first_reported_at: z.string(),
    last_reported_at: z.string(),
  })
  .meta({ id: 'ReportedVideo' });
export type ReportedVideo = z.infer<typeof reportedVideoSchema>;
export const reportedPageSchema = z.object({
  results: z.array(reportedVideoSchema),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  count: z.number().int(),
});

export const resolveReportsInputSchema = z
  .object({
    action: z.enum(['keep', 'move', 'remove'], { error: 'Choose keep, move or remove.' }),
    assigned_category: z.string().trim().max(100).optional(),
    subcategory: z.string().trim().max(100).nullish(),
    reason: z.string().trim().max(500).optional(),
    version: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((r) => r.action !== 'move' || !!r.assigned_category, {
    path: ['assigned_category'],
    message: 'Choose the category to move the video to.',
  });
export const resolveReportsResultSchema = z.object({
  message: z.string(),
  closed_reports: z.number().int(),
  video: moderationVideoSchema,
});

/** The public part of a reported video never leaves the moderation room. */
export const reportsChangedEventSchema = z.object({
  outbox_id: z.number().int(),
  request_id: z.string().optional(),
  video_id: z.string(),
  open_reports: z.number().int().describe('0 once a moderator resolved them.'),
  reasons: reasonCountsSchema,
  player_errors: z.number().int().optional().describe('Distinct viewers whose player could not play it.'),
  video: videoSchema.optional(),
});
export type ReportsChangedEvent = z.infer<typeof reportsChangedEventSchema>;
