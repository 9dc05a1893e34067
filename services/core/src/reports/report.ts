import { and, eq, sql } from 'drizzle-orm';
import { UNAVAILABLE_PLAYER_ERRORS, type ReportInput } from '@focustube/contracts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { recordEvents, type Tx } from '../outbox.ts';
import { publicVideoColumns } from '../catalogue/video-row.ts';
import { openReports, reportsChangedEvent } from './summary.ts';

const r = schema.videoReports;
const v = schema.videos;

export type ReportRow = typeof r.$inferSelect;

/**
 * An approved video, locked until the caller's transaction ends: a report never lands on a video just
 * removed nor stays open after its reports were closed, and reports of one video are counted one at a
 * time, so each event carries the counts as they are (the threshold is crossed in exactly one of them).
 */
async function approvedVideo(tx: Tx, videoId: string) {
  const [video] = await tx
    .select(publicVideoColumns)
    .from(v)
    .where(and(eq(v.videoId, videoId), eq(v.status, 'approved')))
    .for('no key update');
  return video ?? null;
}

/**
 * A member reports an approved video, once while their report is open. The report and the
 * `reports:changed` event for moderators commit together.
 */
export async function reportVideo(
  db: Database,
  input: { videoId: string; memberId: number } & ReportInput,
): Promise<{ outcome: 'done'; report: ReportRow } | { outcome: 'not_found' } | { outcome: 'duplicate' }> {
  return db.transaction(async (tx) => {
    const video = await approvedVideo(tx, input.videoId);
    if (!video) return { outcome: 'not_found' as const };
    const [report] = await tx
      .insert(r)
      .values({
        videoId: video.id,
        userId: input.memberId,
        source: 'member',
        reason: input.reason,
        note: input.note ? input.note : null,
      })
      .onConflictDoNothing({
        target: [r.videoId, r.userId],
        where: sql`source = 'member' and status = 'open'`,
      })
      .returning();
    if (!report) return { outcome: 'duplicate' as const };
    await recordEvents(tx, [reportsChangedEvent(video, await openReports(tx, video.id))]);
    return { outcome: 'done' as const, report };
  });
}

/** Whether a player error code means "this video cannot be played here". */
export const isUnavailableError = (code: number) => (UNAVAILABLE_PLAYER_ERRORS as readonly number[]).includes(code);

/**
 * A viewer's player could not play an approved video. Only YouTube's "unavailable" codes count, once per
 * viewer (a keyed hash, see `viewerKey`) while reports are open. Moderators hear of it once the video
 * is in the Reported section: a member reported it, or PLAYER_REPORT_THRESHOLD distinct viewers failed.
 */
export async function recordPlaybackError(
  db: Database,
  input: { videoId: string; code: number; viewer: string },
): Promise<{ outcome: 'not_found' } | { outcome: 'done'; counted: boolean }> {
  return db.transaction(async (tx) => {
    const video = await approvedVideo(tx, input.videoId);
    if (!video) return { outcome: 'not_found' as const };
    if (!isUnavailableError(input.code)) return { outcome: 'done' as const, counted: false };
    const [inserted] = await tx
      .insert(r)
      .values({
        videoId: video.id,
        source: 'player',
        viewer: input.viewer,
        reason: 'unavailable',
        errorCode: input.code,
      })
      .onConflictDoNothing({
        target: [r.videoId, r.viewer],
        where: sql`source = 'player' and status = 'open'`,
      })
      .returning({ id: r.id });
    if (!inserted) return { outcome: 'done' as const, counted: false };
    const open = await openReports(tx, video.id);
    // Below the threshold, and no member's report: not in the Reported section, so nothing to tell.
    if (open.openReports > 0) await recordEvents(tx, [reportsChangedEvent(video, open)]);
    return { outcome: 'done' as const, counted: true };
  });
}
