import { and, eq, inArray, sql } from 'drizzle-orm';
import { PLAYER_REPORT_THRESHOLD, type ReportReason, type ReportedVideo } from '@focustube/contracts';
import { emptyReasons, listForModeration, playerErrorsCount, rowsOf, schema, type Database } from '@focustube/core';

/** Notes shown per reported video, latest first. */
const NOTES_PER_VIDEO = 10;

/**
 * Approved videos with open reports that put them in the Reported section (a member's report, or at
 * least PLAYER_REPORT_THRESHOLD distinct viewers whose player failed), most reports first, with the
 * counts per reason, the latest notes and the moderation view of each video.
 */
export async function reportedVideos(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ results: ReportedVideo[]; total: number }> {
  const open = sql`
    select r.video_id, v.video_id as public_id,
      count(*) filter (where r.source = 'member')::int as member_reports,
      count(*) filter (where r.source = 'player')::int as player_errors,
      count(*) filter (where r.source = 'member' and r.reason = 'not_educational')::int as not_educational,
      count(*) filter (where r.source = 'member' and r.reason = 'wrong_category')::int as wrong_category,
      count(*) filter (where r.source = 'member' and r.reason = 'unavailable')::int as unavailable,
      count(*) filter (where r.source = 'member' and r.reason = 'other')::int as other,
      min(r.created_at) as first_at, max(r.created_at) as last_at
    from video_reports r join videos v on v.id = r.video_id and v.status = 'approved'
    where r.status = 'open'
    group by r.video_id, v.video_id
    having count(*) filter (where r.source = 'member') > 0
        or count(*) filter (where r.source = 'player') >= ${PLAYER_REPORT_THRESHOLD}`;
  type Row = {
    video_id: string | number;
    public_id: string;
    member_reports: number;
    player_errors: number;
    first_at: Date | string;
    last_at: Date | string;
    total: number;
  } & Record<ReportReason, number>;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with open as (${open})
      select open.*, count(*) over ()::int as total from open
      order by open.member_reports
        + case when open.player_errors >= ${PLAYER_REPORT_THRESHOLD} then open.player_errors else 0 end desc,
        open.last_at desc, open.video_id desc
      limit ${page.limit} offset ${page.offset}`),
  );
  if (rows.length === 0) {
    if (page.offset === 0) return { results: [], total: 0 };
    const [counted] = rowsOf<{ n: number }>(
      await db.execute(sql`with open as (${open}) select count(*)::int as n from open`),
    );
    return { results: [], total: Number(counted?.n ?? 0) };
  }
  const keys = rows.map((r) => Number(r.video_id));
  const [videos, notes] = await Promise.all([
    listForModeration(db, inArray(schema.videos.id, keys), sql`${schema.videos.id}`, { limit: keys.length, offset: 0 }),
    db.execute(sql`
      select k.video_id, n.reason, n.note, n.created_at
      from unnest(${`{${keys.join(',')}}`}::bigint[]) as k(video_id)
      cross join lateral (
        select r.reason, r.note, r.created_at from video_reports r
        where r.video_id = k.video_id and r.status = 'open' and r.source = 'member' and r.note is not null
        order by r.created_at desc, r.id desc limit ${NOTES_PER_VIDEO}
      ) n`),
  ]);
  const byKey = new Map<number, ReportedVideo['notes']>();
  for (const n of rowsOf<{ video_id: string | number; reason: ReportReason; note: string; created_at: Date | string }>(
    notes,
  )) {
    const list = byKey.get(Number(n.video_id)) ?? [];
    list.push({ reason: n.reason, note: n.note, at: new Date(n.created_at).toISOString() });
    byKey.set(Number(n.video_id), list);
  }
  const moderation = new Map(videos.rows.map((video) => [video.video_id, video]));
  const results: ReportedVideo[] = [];
  for (const row of rows) {
    const key = Number(row.video_id);
    const video = moderation.get(row.public_id);
    if (!video) continue;
    const reasons = emptyReasons();
    for (const reason of Object.keys(reasons) as ReportReason[]) reasons[reason] = Number(row[reason]);
    results.push({
      video,
      open_reports: Number(row.member_reports) + playerErrorsCount(Number(row.player_errors)),
      reasons,
      player_errors: Number(row.player_errors),
      notes: byKey.get(key) ?? [],
      first_reported_at: new Date(row.first_at).toISOString(),
      last_reported_at: new Date(row.last_at).toISOString(),
    });
  }
  return { results, total: Number(rows[0]!.total) };
}

/** The member's open report of a video (by its public id), or null: what the Report button shows. */
export async function openReportOf(db: Database, videoId: string, memberId: number): Promise<ReportReason | null> {
  const r = schema.videoReports;
  const [row] = await db
    .select({ reason: r.reason })
    .from(r)
    .innerJoin(schema.videos, eq(schema.videos.id, r.videoId))
    .where(
      and(eq(schema.videos.videoId, videoId), eq(r.userId, memberId), eq(r.source, 'member'), eq(r.status, 'open')),
    )
    .limit(1);
  return row?.reason ?? null;
}
