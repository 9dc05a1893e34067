import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { ModerationVideo } from '@focustube/contracts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { publicVideoColumns, toVideo, type PublicVideoRow } from '../catalogue/video-row.ts';

const v = schema.videos;
/** The moderation view of videos (the fields moderators see), read by the moderation screens and the Reported section. */
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
