import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { History, ModerationVideo } from '@focustube/contracts';
import { publicVideoColumns, schema, toVideo, type Database, type PublicVideoRow } from '@focustube/core';

const v = schema.videos;
const suggester = sql<string | null>`(select username from users where users.id = ${v.suggestedBy})`;

const moderationColumns = {
  ...publicVideoColumns,
  status: v.status,
  version: v.version,
  giftToken: v.giftToken,
  source: v.source,
  suggestedBy: suggester,
  createdAt: v.createdAt,
  statusChangedAt: v.statusChangedAt,
};

type ModerationRow = PublicVideoRow & {
  status: ModerationVideo['status'];
  version: number;
  giftToken: string | null;
  source: string;
  suggestedBy: string | null;
  createdAt: Date | string;
  statusChangedAt: Date | string;
};

export function toModerationVideo(row: ModerationRow): ModerationVideo {
  return {
    ...toVideo(row),
    status: row.status,
    version: row.version,
    gift_token: row.giftToken,
    source: row.source,
    suggested_by: row.suggestedBy,
    created_at: new Date(row.createdAt).toISOString(),
    status_changed_at: new Date(row.statusChangedAt).toISOString(),
  };
}

export async function listForModeration(
  db: Database,
  where: SQL,
  order: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: ModerationVideo[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select(moderationColumns).from(v).where(where).orderBy(order).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(v).where(where),
  ]);
  return { rows: rows.map((r) => toModerationVideo(r)), total: Number(total?.n ?? 0) };
}

export async function findForModeration(db: Database, videoId: string): Promise<ModerationVideo | null> {
  const [row] = await db.select(moderationColumns).from(v).where(eq(v.videoId, videoId)).limit(1);
  return row ? toModerationVideo(row) : null;
}

export const pendingWhere = eq(v.status, 'pending');
export const pendingOrder = sql`${v.createdAt} asc, ${v.id} asc`;
export const dustbinWhere = eq(v.status, 'removed');
export const dustbinOrder = sql`${v.statusChangedAt} desc, ${v.id} desc`;
export const withSearch = (where: SQL, q?: string) =>
  q ? and(where, sql`${v.title} ilike ${'%' + q.replace(/[\\%_]/g, '\\$&') + '%'}`)! : where;

/** Who changed a video, when and why, newest first; null when there is no such video. */
export async function videoHistory(db: Database, videoId: string): Promise<History['results'] | null> {
  const log = schema.moderationLog;
  const [video] = await db.select({ id: v.id }).from(v).where(eq(v.videoId, videoId));
  if (!video) return null;
  const rows = await db
    .select({
      action: log.action,
      from: log.fromStatus,
      to: log.toStatus,
      actor: schema.users.username,
      reason: log.reason,
      at: log.createdAt,
    })
    .from(log)
    .leftJoin(schema.users, eq(schema.users.id, log.actorId))
    .where(eq(log.videoId, video.id))
    .orderBy(desc(log.id));
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}
