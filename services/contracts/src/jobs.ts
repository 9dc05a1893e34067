import { z } from 'zod';
import { videoIdSchema } from './catalogue.ts';
import { giftAllInputSchema, giftCommunityResultSchema } from './gifts.ts';

/** Max results a moderator may ask of one channel fetch (spec §9); the import tool defaults to 5. */
export const CHANNEL_FETCH_MAX = 50;
export const CHANNEL_FETCH_DEFAULT = 5;
/** The most videos one channel-import job takes from a channel (registering a source and its refreshes ask 50). */
export const CHANNEL_IMPORT_MAX = 500;

const actor = z.object({ id: z.number().int().nullable(), username: z.string().nullable() });
/** Every job may carry the id of the HTTP request that started it, for its logs and the events it causes. */
const job = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, request_id: z.string().optional() });

export const jobPayloadSchemas = {
  'bulk-approve': job({ actor, video_ids: z.array(videoIdSchema).optional() }),
  'save-video': job({
    actor,
    video_id: videoIdSchema,
    assigned_category: z.string().nullable().optional(),
    subcategory: z.string().nullable().optional(),
    /** Set for a member's suggestion (POST /api/contributions/). */
    suggested_by: z.number().int().optional(),
    note: z.string().optional(),
  }),
  'channel-import': job({
    actor,
    channel_id: z.string(),
    max_results: z.number().int().min(1).max(CHANNEL_IMPORT_MAX),
    assigned_category: z.string().nullable().optional(),
    subcategory: z.string().nullable().optional(),
    /** Set for a registered source's first import (POST /api/sources/): its completion sets the source's last_refreshed_at. */
    source_id: z.number().int().optional(),
  }),
  /** A registered channel's scheduled re-import (one job scheduler per source, on its refresh_pattern). */
  'refresh-source': job({ source_id: z.number().int() }),
  /** Gift community: a voucher for every approved video that has none (one code for all, or one each). */
  'gift-community': job({ actor, gift_token: giftAllInputSchema.shape.gift_token }),
  /** "Best First" and the weekly popular list: every video's stats and quality score (scheduled, every 15 minutes). */
  'quality-scores': job({}),
  /** The outbox's published events past their retention, deleted (scheduled, hourly). */
  'prune-outbox': job({}),
} as const;
export type JobName = keyof typeof jobPayloadSchemas;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloadSchemas)[N]>;

export const jobStateSchema = z.enum(['waiting', 'active', 'completed', 'failed', 'delayed', 'unknown']);
export const jobSchema = z
  .object({
    job_id: z.string(),
    name: z.string(),
    state: jobStateSchema,
    progress: z.number(),
    result: z.unknown().nullable(),
    failed_reason: z.string().nullable(),
    attempts: z.number().int(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    retryable: z
      .boolean()
      .optional()
      .describe(
        'false when the job failed for good (YouTube has no such channel or video): running it again would fail ' +
          'the same way, so POST /api/jobs/{job_id}/retry/ answers 409. true otherwise; the API always sends it.',
      ),
  })
  .meta({ id: 'Job' });
export type JobView = z.infer<typeof jobSchema>;
export const jobAcceptedSchema = z.object({ job_id: z.string(), message: z.string() });
export const jobIdParamsSchema = z.object({ job_id: z.string().uuid('A job id is a UUID.') });

export const bulkApproveResultSchema = z.object({
  approved: z.number().int(),
  already_handled: z.array(z.object({ video_id: z.string(), status: z.string() })),
  not_found: z.array(z.string()),
  /** Still pending because they have no category (a bulk approval never publishes into no list). */
  needs_category: z.array(z.string()).describe('At most 1,000 ids; needs_category_total counts them all.'),
  needs_category_total: z.number().int(),
});
export type BulkApproveResult = z.infer<typeof bulkApproveResultSchema>;
export const importResultSchema = z.object({
  requested: z.number().int(),
  imported: z.number().int(),
  already_known: z.number().int(),
  unavailable: z.array(z.string()).describe('Ids YouTube did not return: private, deleted or wrong.'),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** What each job answers when it completes (`result` of /api/jobs/{id} and of `job:completed`). */
export const jobResultSchemas = {
  'bulk-approve': bulkApproveResultSchema,
  'save-video': importResultSchema,
  'channel-import': importResultSchema,
  'refresh-source': importResultSchema
    .extend({ source_id: z.number().int(), skipped: z.literal(true).optional() })
    .describe('skipped: the source was deleted before its refresh ran.'),
  'gift-community': giftCommunityResultSchema,
  'quality-scores': z.object({
    videos: z.number().int().describe('Videos whose quality score changed in this run.'),
    duration_ms: z.number().int(),
  }),
  'prune-outbox': z.object({
    deleted: z.number().int().describe('Published events older than the retention, deleted in this run.'),
    duration_ms: z.number().int(),
  }),
} as const satisfies Record<JobName, z.ZodType>;
export type JobResult<N extends JobName> = z.infer<(typeof jobResultSchemas)[N]>;
