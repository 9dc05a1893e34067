import { and, eq, sql } from 'drizzle-orm';
import type { VideoStatus } from '@focustube/contracts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { recordEvents } from '../outbox.ts';
import {
  lastModeration,
  transitionVideo,
  videoChangedEvent,
  type Actor,
  type VideoRow,
} from '../moderation/transition.ts';
import { closeOpenReports, openReports } from './summary.ts';

const v = schema.videos;

export type ResolveAction = 'keep' | 'move' | 'remove';

export type ResolveOutcome =
  | { outcome: 'done'; closed: number; video: VideoRow }
  | { outcome: 'not_found' }
  /** Nothing is open any more: someone resolved them first (`by`, when known). */
  | { outcome: 'no_reports'; by: string | null }
  | { outcome: 'conflict'; current: { status: VideoStatus; version: number; actor: string | null; at: string | null } };

/**
 * A moderator settles a reported video: keep it (its reports close), move it to another category (it
 * stays approved; the change is logged and public lists follow) or remove it (approved → removed through
 * the state machine's `deapprove`). Its open reports close in the same transaction, with the history row
 * and the events; a stale `version` or a lost race changes nothing.
 */
export async function resolveReports(
  db: Database,
  input: {
    videoId: string;
    action: ResolveAction;
    actor: Actor;
    category?: { assigned: string; subcategory: string | null };
    reason?: string | null;
    version?: number;
  },
): Promise<ResolveOutcome> {
  return db.transaction(async (tx) => {
    // Locked first, so reports arriving meanwhile wait for the outcome (see reportVideo).
    const [video] = await tx.select().from(v).where(eq(v.videoId, input.videoId)).for('no key update');
    if (!video) return { outcome: 'not_found' as const };
    const conflict = async () => ({
      outcome: 'conflict' as const,
      current: { status: video.status, version: video.version, ...(await lastModeration(tx, video.id)) },
    });
    if (video.status !== 'approved' || (input.version !== undefined && input.version !== video.version))
      return conflict();
    const open = await openReports(tx, video.id);
    if (open.memberReports + open.playerErrors === 0) {
      const [last] = await tx
        .select({ by: schema.users.username })
        .from(schema.videoReports)
        .leftJoin(schema.users, eq(schema.users.id, schema.videoReports.closedBy))
        .where(and(eq(schema.videoReports.videoId, video.id), eq(schema.videoReports.status, 'closed')))
        .orderBy(sql`${schema.videoReports.closedAt} desc nulls last`)
        .limit(1);
      return { outcome: 'no_reports' as const, by: last?.by ?? null };
    }

    if (input.action === 'remove') {
      // The state machine's own step, inside this transaction: it closes the reports as `removed`.
      const removed = await transitionVideo(tx as unknown as Database, {
        action: 'deapprove',
        videoId: input.videoId,
        actor: input.actor,
        reason: input.reason ?? 'Reported by viewers',
        version: video.version,
      });
      if (removed.outcome !== 'done') return conflict();
      return { outcome: 'done' as const, closed: open.memberReports + open.playerErrors, video: removed.video };
    }

    let current: VideoRow = video;
    if (input.action === 'move') {
      const to = input.category!;
      const [moved] = await tx
        .update(v)
        .set({
          assignedCategory: to.assigned,
          subcategory: to.subcategory,
          version: sql`${v.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(v.id, video.id))
        .returning();
      current = moved!;
      const place = (category: string | null, sub: string | null) =>
        category ? (sub ? `${category} / ${sub}` : category) : 'no category';
      await tx.insert(schema.moderationLog).values({
        videoId: video.id,
        actorId: input.actor.id,
        action: 'recategorize',
        fromStatus: 'approved',
        toStatus: 'approved',
        reason:
          input.reason ||
          `Moved from ${place(video.assignedCategory, video.subcategory)} to ${place(to.assigned, to.subcategory)} after viewers' reports`,
      });
    }
    const { closed, event } = await closeOpenReports(
      tx,
      current,
      input.action === 'move' ? 'moved' : 'kept',
      input.actor.id,
    );
    await recordEvents(tx, [
      ...(input.action === 'move' ? [videoChangedEvent(current, 'approved', input.actor, video)] : []),
      ...(event ? [event] : []),
    ]);
    return { outcome: 'done' as const, closed, video: current };
  });
}
