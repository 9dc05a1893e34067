import { and, eq, sql } from 'drizzle-orm';
import {
  MODERATION_ROOM,
  PLAYER_REPORT_THRESHOLD,
  REPORT_REASONS,
  type ReportReason,
  type ReportsChangedEvent,
} from '@focustube/contracts';
import * as schema from '../db/schema.ts';
import { outboxEvent, type OutboxEvent, type Tx } from '../outbox.ts';
import { toVideo, type PublicVideoRow } from '../catalogue/video-row.ts';

const r = schema.videoReports;

/** How a moderator closed a video's reports. */
export type ReportResolution = 'kept' | 'moved' | 'removed';

/** A video's open reports: members' per reason, and the distinct viewers whose player failed. */
export interface OpenReports {
  reasons: Record<ReportReason, number>;
  memberReports: number;
  playerErrors: number;
  /** Reports that count towards the Reported section: members', and the player's once past the threshold. */
  openReports: number;
}

export const emptyReasons = (): Record<ReportReason, number> =>
  Object.fromEntries(REPORT_REASONS.map((reason) => [reason, 0])) as Record<ReportReason, number>;

/** Whether the player's reports alone are enough to show the video to moderators. */
export const playerErrorsCount = (playerErrors: number) => (playerErrors >= PLAYER_REPORT_THRESHOLD ? playerErrors : 0);

/** The open reports of one video (its internal key), read in the caller's transaction. */
export async function openReports(tx: Tx, videoKey: number): Promise<OpenReports> {
  const rows = await tx
    .select({ source: r.source, reason: r.reason, n: sql<number>`count(*)::int` })
    .from(r)
    .where(and(eq(r.videoId, videoKey), eq(r.status, 'open')))
    .groupBy(r.source, r.reason);
  const reasons = emptyReasons();
  let memberReports = 0;
  let playerErrors = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.source === 'player') playerErrors += n;
    else {
      memberReports += n;
      reasons[row.reason] += n;
    }
  }
  return { reasons, memberReports, playerErrors, openReports: memberReports + playerErrorsCount(playerErrors) };
}

/** The `reports:changed` event for moderators: what the Reported section shows of this video now. */
export function reportsChangedEvent(video: PublicVideoRow, open: OpenReports): OutboxEvent<'reports:changed'> {
  const payload: Omit<ReportsChangedEvent, 'outbox_id' | 'request_id'> = {
    video_id: video.videoId,
    open_reports: open.openReports,
    reasons: open.reasons,
    player_errors: open.playerErrors,
    video: toVideo(video),
  };
  return outboxEvent('reports:changed', MODERATION_ROOM, payload);
}

/**
 * Closes every open report of a video (a moderator kept, moved or removed it) in the caller's
 * transaction, and returns how many closed and the event that tells moderators (null when none were open).
 */
export async function closeOpenReports(
  tx: Tx,
  video: PublicVideoRow,
  resolution: ReportResolution,
  actorId: number | null,
): Promise<{ closed: number; event: OutboxEvent<'reports:changed'> | null }> {
  const closed = await tx
    .update(r)
    .set({ status: 'closed', resolution, closedBy: actorId, closedAt: sql`now()` })
    .where(and(eq(r.videoId, video.id), eq(r.status, 'open')))
    .returning({ id: r.id });
  if (closed.length === 0) return { closed: 0, event: null };
  return {
    closed: closed.length,
    event: reportsChangedEvent(video, { reasons: emptyReasons(), memberReports: 0, playerErrors: 0, openReports: 0 }),
  };
}

/** Approved videos in the Reported section: with a member's open report, or enough failed players. */
export async function reportedVideoCount(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    select count(*)::int as n from (
      select r.video_id
      from video_reports r join videos v on v.id = r.video_id and v.status = 'approved'
      where r.status = 'open'
      group by r.video_id
      having count(*) filter (where r.source = 'member') > 0
          or count(*) filter (where r.source = 'player') >= ${PLAYER_REPORT_THRESHOLD}
    ) reported`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
