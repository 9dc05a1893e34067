import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { History } from '@focustube/contracts';
import { schema, type Database } from '@focustube/core';

const v = schema.videos;

export { findForModeration, listForModeration, toModerationVideo } from '@focustube/core';

export const pendingWhere = eq(v.status, 'pending');
export const pendingOrder = sql`${v.createdAt} asc, ${v.id} asc`;
export const dustbinWhere = eq(v.status, 'removed');
export const dustbinOrder = sql`${v.statusChangedAt} desc, ${v.id} desc`;
const containing = (q: string) => '%' + q.replace(/[\\%_]/g, '\\$&') + '%';
/** A moderator's search of a list: the text anywhere in the title, description, category or tags. */
export const withSearch = (where: SQL, q?: string) =>
  q
    ? and(
        where,
        sql`(${v.title} ilike ${containing(q)} or ${v.description} ilike ${containing(q)}
          or ${v.assignedCategory} ilike ${containing(q)} or array_to_string(${v.tags}, ' ') ilike ${containing(q)})`,
      )!
    : where;
/** With a search, the videos whose title has it come first (the spec's relevance: a title match weighs most). */
export const searchFirst = (order: SQL, q?: string) =>
  q ? sql`(${v.title} ilike ${containing(q)}) desc, ${order}` : order;

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
