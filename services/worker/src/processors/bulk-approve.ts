import type { Job } from 'bullmq';
import { eq, inArray, sql } from 'drizzle-orm';
import { PUBLIC_ROOM, type JobPayload } from '@focustube/contracts';
import { recordEvents, schema, type Database } from '@focustube/core';

const BATCH = 2000;
const v = schema.videos;

type Payload = JobPayload<'bulk-approve'>;
export interface BulkApproveResult {
  approved: number;
  already_handled: { video_id: string; status: string }[];
  not_found: string[];
}

/**
 * Approves pending videos in batches: each batch is one guarded UPDATE (only rows still pending), its
 * log rows and ONE event listing the batch, all in one transaction. Videos someone else already handled
 * are reported, never overwritten; running the job again approves nothing twice.
 */
export function bulkApprove(db: Database) {
  return async (job: Job<Payload>): Promise<BulkApproveResult> => {
    const { actor, video_ids: only } = job.data;
    const approveBatch = (ids?: string[]) =>
      db.transaction(async (tx) => {
        const target = ids
          ? sql`select id from ${v} where ${inArray(v.videoId, ids)} and status = 'pending' for update skip locked`
          : sql`select id from ${v} where status = 'pending' order by created_at, id limit ${BATCH} for update skip locked`;
        const rows = await tx
          .update(v)
          .set({
            status: 'approved',
            approvedAt: sql`now()`,
            statusChangedAt: sql`now()`,
            updatedAt: sql`now()`,
            version: sql`${v.version} + 1`,
          })
          .where(sql`${v.id} in (${target})`)
          .returning({ id: v.id, videoId: v.videoId });
        if (rows.length === 0) return rows;
        await tx.insert(schema.moderationLog).values(
          rows.map((r) => ({
            videoId: r.id,
            actorId: actor.id,
            action: 'bulk_approve',
            fromStatus: 'pending' as const,
            toStatus: 'approved' as const,
          })),
        );
        await recordEvents(tx, [
          {
            event: 'videos:changed',
            room: PUBLIC_ROOM,
            payload: { video_ids: rows.map((r) => r.videoId), from: 'pending', to: 'approved', actor: actor.username },
          },
        ]);
        return rows;
      });

    if (only) {
      const approvedIds = new Set<string>();
      for (let i = 0; i < only.length; i += BATCH) {
        for (const r of await approveBatch(only.slice(i, i + BATCH))) approvedIds.add(r.videoId);
        await job.updateProgress(Math.min(100, Math.round(((i + BATCH) / only.length) * 100)));
      }
      const rest = only.filter((id) => !approvedIds.has(id));
      const current = rest.length
        ? await db.select({ videoId: v.videoId, status: v.status }).from(v).where(inArray(v.videoId, rest))
        : [];
      const known = new Map(current.map((c) => [c.videoId, c.status]));
      return {
        approved: approvedIds.size,
        already_handled: rest.filter((id) => known.has(id)).map((id) => ({ video_id: id, status: known.get(id)! })),
        not_found: rest.filter((id) => !known.has(id)),
      };
    }

    const [pending] = await db
      .select({ n: sql<string>`count(*)` })
      .from(v)
      .where(eq(v.status, 'pending'));
    const total = Math.max(1, Number(pending?.n ?? 0));
    let approved = 0;
    for (;;) {
      const rows = await approveBatch();
      if (rows.length === 0) break;
      approved += rows.length;
      await job.updateProgress(Math.min(99, Math.round((approved / total) * 100)));
    }
    return { approved, already_handled: [], not_found: [] };
  };
}
