import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { MODERATION_ROOM, PUBLIC_ROOM, type VideoStatus } from '@focustube/contracts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { outboxEvent, recordEvents, type OutboxEvent, type Tx } from '../outbox.ts';
import { toVideo } from '../catalogue/video-row.ts';
import { closeOpenReports } from '../reports/summary.ts';

const v = schema.videos;

/** The moderation state machine (DESIGN "Moderation state machine"). */
export const TRANSITIONS = {
  approve: { from: 'pending', to: 'approved' },
  remove: { from: 'pending', to: 'removed' },
  deapprove: { from: 'approved', to: 'removed' },
  approve_again: { from: 'removed', to: 'approved' },
} as const satisfies Record<string, { from: VideoStatus; to: VideoStatus }>;
export type TransitionName = keyof typeof TRANSITIONS;

export interface Actor {
  id: number | null;
  username: string | null;
}

export type VideoRow = typeof v.$inferSelect;

export type TransitionOutcome =
  | { outcome: 'done'; video: VideoRow }
  | { outcome: 'not_found' }
  /** An approval with no category given, of a video that has none: it would be published into no list. */
  | { outcome: 'needs_category' }
  | { outcome: 'conflict'; current: { status: VideoStatus; version: number; actor: string | null; at: string | null } };

/** Public lists change when a video enters or leaves `approved`; everything else concerns moderators only. */
export const roomFor = (from: VideoStatus | null, to: VideoStatus) =>
  from === 'approved' || to === 'approved' ? PUBLIC_ROOM : MODERATION_ROOM;

/** `movedFrom`: an approved video moved to another category, as it was before (its old lists drop it). */
export function videoChangedEvent(
  video: VideoRow,
  from: VideoStatus | null,
  actor: Actor,
  movedFrom?: Pick<VideoRow, 'assignedCategory' | 'subcategory'>,
): OutboxEvent<'video:changed'> {
  return outboxEvent('video:changed', roomFor(from, video.status), {
    video_id: video.videoId,
    from,
    to: video.status,
    actor: actor.username,
    video: toVideo(video),
    ...(movedFrom && {
      moved_from: { assigned_category: movedFrom.assignedCategory, subcategory: movedFrom.subcategory },
    }),
  });
}

/** The latest moderation of a video: who did it and when, for 409 answers. */
export async function lastModeration(db: Tx, videoKey: number) {
  const [last] = await db
    .select({ actor: schema.users.username, at: schema.moderationLog.createdAt })
    .from(schema.moderationLog)
    .leftJoin(schema.users, eq(schema.users.id, schema.moderationLog.actorId))
    .where(eq(schema.moderationLog.videoId, videoKey))
    .orderBy(desc(schema.moderationLog.id))
    .limit(1);
  return { actor: last?.actor ?? null, at: last ? new Date(last.at).toISOString() : null };
}

/**
 * Moves one video along the state machine with a single statement guarded by its expected status
 * (and the version the moderator saw, if given). The change, its log row and its event commit together;
 * a lost race or a stale version changes nothing and reports who acted first. Nothing becomes `approved`
 * without a category (given, or the video's own): every approving step — approve, approve_again — is refused
 * (`needs_category`) rather than publish a video into no list.
 */
export async function transitionVideo(
  db: Database,
  input: {
    action: TransitionName;
    videoId: string;
    actor: Actor;
    reason?: string | null;
    version?: number;
    category?: { assigned: string; subcategory: string | null };
  },
): Promise<TransitionOutcome> {
  const { from, to } = TRANSITIONS[input.action];
  const needsCategory = to === 'approved' && !input.category;
  return db.transaction(async (tx) => {
    const [video] = await tx
      .update(v)
      .set({
        status: to,
        version: sql`${v.version} + 1`,
        statusChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(to === 'approved' ? { approvedAt: sql`now()` } : {}),
        ...(input.category
          ? { assignedCategory: input.category.assigned, subcategory: input.category.subcategory }
          : {}),
      })
      .where(
        and(
          eq(v.videoId, input.videoId),
          eq(v.status, from),
          input.version === undefined ? undefined : eq(v.version, input.version),
          needsCategory ? isNotNull(v.assignedCategory) : undefined,
        ),
      )
      .returning();
    if (!video) {
      const [current] = await tx
        .select({ id: v.id, status: v.status, version: v.version, assignedCategory: v.assignedCategory })
        .from(v)
        .where(eq(v.videoId, input.videoId));
      if (!current) return { outcome: 'not_found' as const };
      const stale = current.status !== from || (input.version !== undefined && current.version !== input.version);
      if (needsCategory && !stale && current.assignedCategory === null) return { outcome: 'needs_category' as const };
      return {
        outcome: 'conflict' as const,
        current: { status: current.status, version: current.version, ...(await lastModeration(tx, current.id)) },
      };
    }
    await tx.insert(schema.moderationLog).values({
      videoId: video.id,
      actorId: input.actor.id,
      action: input.action,
      fromStatus: from,
      toStatus: to,
      reason: input.reason ?? null,
    });
    // A video leaving the catalogue settles its viewers' reports: they close as `removed`.
    const reports = from === 'approved' ? (await closeOpenReports(tx, video, 'removed', input.actor.id)).event : null;
    await recordEvents(tx, [videoChangedEvent(video, from, input.actor), ...(reports ? [reports] : [])]);
    return { outcome: 'done' as const, video };
  });
}
