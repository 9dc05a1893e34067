import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { History } from '@focustube/contracts';
import { schema, type Database } from '@focustube/core';
import { containingPattern } from '../like.ts';

const v = schema.videos;

export { findForModeration, listForModeration, toModerationVideo } from '@focustube/core';

export const pendingWhere = eq(v.status, 'pending');
export const pendingOrder = sql`${v.createdAt} asc, ${v.id} asc`;
export const dustbinWhere = eq(v.status, 'removed');
export const dustbinOrder = sql`${v.statusChangedAt} desc, ${v.id} desc`;
/** The fields a moderator's search looks in (spec §5): title, then the categories, description and tags. */
const searchFields = () => [
  v.title,
  v.assignedCategory,
  v.youtubeCategoryName,
  v.description,
  sql`array_to_string(${v.tags}, ' ')`,
];
/** A moderator's search of a list: the text anywhere in the title, a category, the description or the tags. */
export const withSearch = (where: SQL, q?: string) =>
  q
    ? and(
        where,
        sql`(${sql.join(
          searchFields().map((field) => sql`${field} ilike ${containingPattern(q)}`),
          sql` or `,
        )})`,
      )!
    : where;
/** With a search, the spec's relevance first (a title match weighs 2, each other field 1), then the list's order. */
export const searchFirst = (order: SQL, q?: string) =>
  q
    ? sql`(${sql.join(
        searchFields().map(
          (field, i) => sql`coalesce(${field} ilike ${containingPattern(q)}, false)::int * ${i === 0 ? 2 : 1}`,
        ),
        sql` + `,
      )}) desc, ${order}`
    : order;

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
