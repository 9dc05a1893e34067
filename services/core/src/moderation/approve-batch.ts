import { inArray, sql } from 'drizzle-orm';
import { PUBLIC_ROOM, type ModerationAction } from '@focustube/contracts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { eventInsertSql, recordedInStatement } from '../outbox.ts';
import type { Actor } from './transition.ts';

const v = schema.videos;

/**
 * One batch of a bulk approval, as ONE statement: the guarded update (only rows still pending, and only
 * those with a category — a bulk approval never publishes into no list), their log rows and ONE
 * `videos:changed` event listing the batch, in one transaction. Rows another transaction holds are
 * skipped, never waited for or overwritten. Returns the ids it approved; none when nothing was left.
 *
 * Set-based on purpose: 100,000 approvals take about 10 s this way, where a row at a time takes minutes.
 */
export async function approveBatch(
  db: Database,
  input: { actor: Actor; limit: number; videoIds?: string[] },
): Promise<string[]> {
  const { actor } = input;
  const target = input.videoIds
    ? sql`select id from ${v} where ${inArray(v.videoId, input.videoIds)} and status = 'pending'
        and assigned_category is not null for update skip locked`
    : sql`select id from ${v} where status = 'pending' and assigned_category is not null
        order by created_at, id limit ${input.limit} for update skip locked`;
  const event = eventInsertSql(
    'videos:changed',
    PUBLIC_ROOM,
    {
      video_ids: sql`jsonb_agg(video_id)`,
      from: sql`'pending'::text`,
      to: sql`'approved'::text`,
      actor: sql`${actor.username}::text`,
    },
    sql`from approved having count(*) > 0`,
  );
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with batch as (${target}),
      approved as (
        update videos set status = 'approved', approved_at = now(), status_changed_at = now(), updated_at = now(),
          version = videos.version + 1
        from batch where videos.id = batch.id
        returning videos.id, videos.video_id),
      logged as (
        insert into moderation_log (video_id, actor_id, action, from_status, to_status)
        select id, ${actor.id}::bigint, ${'bulk_approve' satisfies ModerationAction}::text, 'pending', 'approved' from approved),
      event as (${event})
      select coalesce(array_agg(video_id), '{}') as video_ids from approved`);
    const approved = (result as unknown as { rows: { video_ids: string[] }[] }).rows[0]?.video_ids ?? [];
    if (approved.length > 0) await recordedInStatement(tx);
    return approved;
  });
}
