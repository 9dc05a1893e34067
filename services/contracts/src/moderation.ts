import { z } from 'zod';
import { exampleVideo, videoIdSchema, videoSchema } from './catalogue.ts';

export const VIDEO_STATUSES = ['pending', 'approved', 'removed'] as const;
export const videoStatusSchema = z.enum(VIDEO_STATUSES);
export type VideoStatus = z.infer<typeof videoStatusSchema>;
export const PENDING_PAGE_SIZE = 50;
export const VOUCHER_REQUIRED = 'Please enter a voucher code.';

/** A video as moderators see it: its state, version and voucher too. */
export const moderationVideoSchema = videoSchema
  .extend({
    status: videoStatusSchema,
    version: z.number().int(),
    gift_token: z.string().nullable(),
    source: z.string(),
    suggested_by: z.string().nullable().describe('Username of the member who suggested it.'),
    created_at: z.string(),
    status_changed_at: z.string(),
  })
  .meta({ id: 'ModerationVideo', examples: [moderationExample('approved')] });
export type ModerationVideo = z.infer<typeof moderationVideoSchema>;

/** The example video as a moderator sees it, in a given state (for the API document). */
function moderationExample(status: VideoStatus) {
  return {
    ...exampleVideo,
    status,
    version: 4,
    gift_token: null,
    source: 'ted',
    suggested_by: null,
    created_at: '2025-03-01T08:00:00.000Z',
    status_changed_at: '2025-03-14T09:30:12.000Z',
  };
}

export const moderationPageSchema = z.object({
  results: z.array(moderationVideoSchema),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  count: z.number().int(),
});

const version = z
  .number()
  .int()
  .positive()
  // Versions are PostgreSQL integers: a larger number is no version any video has had.
  .max(2_147_483_647, 'version is not one this video has had: reload the video and try again.')
  .optional()
  .describe('The version the moderator saw; a newer one answers 409.');
const reason = z.string().trim().max(500, 'A reason can be at most 500 characters.').optional();

export const approveInputSchema = z
  .object({
    assigned_category: z.string().trim().max(100).optional(),
    subcategory: z.string().trim().max(100).nullish(),
    version,
  })
  .meta({ examples: [{ assigned_category: 'mindset', subcategory: 'learning', version: 3 }] });
export const removeInputSchema = z
  .object({ reason, version })
  .meta({ examples: [{ reason: 'Not educational: an advert for a product.', version: 3 }] });
export const assignGiftInputSchema = z.object({
  gift_token: z
    .string({ error: VOUCHER_REQUIRED })
    .trim()
    .min(1, VOUCHER_REQUIRED)
    .max(100, 'A voucher code can be at most 100 characters.'),
  version,
});
/** A bulk approval names its scope: the whole pending queue only when asked for in so many words. */
export const BULK_APPROVE_CHOICE =
  'Send either { "all": true } to approve every pending video or { "video_ids": [...] } to approve only those, not both.';
export const bulkApproveInputSchema = z
  .object(
    {
      all: z
        .literal(true, { error: BULK_APPROVE_CHOICE })
        .optional()
        .describe('true approves every pending video that has a category; the confirmation in the dashboard sends it.'),
      video_ids: z
        .array(videoIdSchema)
        .min(1, 'List at least one video id, or send { "all": true }.')
        .max(10_000)
        .optional()
        .describe('Only these videos.'),
    },
    { error: BULK_APPROVE_CHOICE },
  )
  .refine((b) => (b.all === true) !== (b.video_ids !== undefined), { message: BULK_APPROVE_CHOICE })
  .describe('Exactly one of `all: true` (the whole pending queue) or `video_ids`.')
  .meta({ examples: [{ all: true }, { video_ids: ['iG9CE55wbtY', 'rDiGYuQicpA'] }] });

export const transitionResultSchema = z
  .object({ message: z.string().describe('What happened, to show the moderator.'), video: moderationVideoSchema })
  .describe('Done: the message to show and the video as it is now')
  .meta({
    examples: [
      { message: 'Video approved.', video: moderationExample('approved') },
      { message: 'Video removed.', video: moderationExample('removed') },
    ],
  });

/** The 409 body: who handled the video first, and how it is now. */
export const conflictSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.literal(409),
    detail: z.string(),
    current: z.object({
      status: videoStatusSchema,
      version: z.number().int(),
      actor: z.string().nullable(),
      at: z.string().nullable(),
    }),
  })
  .describe('Someone else handled the video first, or it changed since you loaded it; `current` says how it is now')
  .meta({
    examples: [
      {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'This video was already approved by amina.',
        current: { status: 'approved', version: 4, actor: 'amina', at: '2025-03-14T09:30:12.000Z' },
      },
    ],
  });

/** What a moderation_log row records: the state machine's transitions and the other writes to a video. */
export const MODERATION_ACTIONS = [
  'approve',
  'remove',
  'deapprove',
  'approve_again',
  'bulk_approve',
  'assign_gift',
  'import',
  'suggest',
  'recategorize',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const historyEntrySchema = z.object({
  action: z.string().describe(`One of ${MODERATION_ACTIONS.join(', ')}.`),
  from: videoStatusSchema.nullable(),
  to: videoStatusSchema.nullable(),
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export const historySchema = z.object({ video_id: z.string(), results: z.array(historyEntrySchema) });
export type History = z.infer<typeof historySchema>;

export const moderationCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  removed: z.number().int(),
  failed_jobs: z.number().int(),
  reported: z.number().int().describe('Approved videos in the Reported section (open reports).'),
});
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;
