import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { extractVideoId, type History } from '@focustube/contracts';
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
/**
 * A moderator's search of a list: the text anywhere in the title, a category, the description or the tags,
 * or the video whose id or YouTube link it is (the one a member just sent, which no field's text finds).
 */
export const withSearch = (where: SQL, q?: string) => {
  if (!q) return where;
  const id = extractVideoId(q);
  const matches = searchFields().map((field) => sql`${field} ilike ${containingPattern(q)}`);
  if (id) matches.push(sql`${v.videoId} = ${id}`);
  return and(where, sql`(${sql.join(matches, sql` or `)})`)!;
};
/**
 * With a search, the spec's relevance first (a title match weighs 2, each other field 1; the video named by
 * its id or link above all), then the list's order.
 */
export const searchFirst = (order: SQL, q?: string) => {
  if (!q) return order;
  const id = extractVideoId(q);
  const weights = searchFields().map(
    (field, i) => sql`coalesce(${field} ilike ${containingPattern(q)}, false)::int * ${i === 0 ? 2 : 1}`,
  );
  if (id) weights.push(sql`(${v.videoId} = ${id})::int * 100`);
  return sql`(${sql.join(weights, sql` + `)}) desc, ${order}`;
};

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
