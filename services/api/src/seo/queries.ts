import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@focustube/core';

/**
 * A video's place in the sitemap's order: oldest approval first, then id. `at` keeps microseconds
 * (a millisecond Date would let keyset pages skip rows approved within the same millisecond).
 */
export interface SitemapKey {
  at: string;
  id: number;
}

export interface SitemapVideo extends SitemapKey {
  videoId: string;
}

/** One list to place in the sitemap: a category, or one of its subcategories. */
export interface ListScope {
  category: string;
  subcategory: string | null;
}

const position = sql`to_char(approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/**
 * `videos_approved_feed_idx` is (approved_at DESC NULLS LAST, id DESC NULLS LAST) WHERE status =
 * 'approved'; read backwards it is exactly this order, so every query below walks that index.
 */
const ascending = sql`approved_at asc nulls first, id asc nulls first`;
/** Approved videos with an approval time (every approval sets it); the keyset needs it non-null. */
const listed = sql`status = 'approved' and approved_at is not null`;

/** Approved videos in all, from the counts the database keeps per category (a few rows, not a scan). */
export async function countApproved(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: string }>(await db.execute(sql`select coalesce(sum(n), 0) as n from approved_counts`));
  return Number(row?.n ?? 0);
}

/**
 * The newest approval in each list (null when it has none): one index probe per list, through
 * `videos_approved_category_idx` or `videos_approved_subcategory_idx`.
 */
export async function newestApprovals(db: Database, scopes: ListScope[]): Promise<Map<string, string | null>> {
  const wanted = JSON.stringify(scopes.map((s) => ({ c: s.category, s: s.subcategory ?? '' })));
  const rows = rowsOf<{ c: string; s: string; at: string | null }>(
    await db.execute(sql`
      select k.c, k.s, to_char(
        case when k.s = '' then
          (select max(v.approved_at) from videos v where v.status = 'approved' and v.assigned_category = k.c)
        else
          (select max(v.approved_at) from videos v
            where v.status = 'approved' and v.assigned_category = k.c and v.subcategory = k.s)
        end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
      from jsonb_to_recordset(${wanted}::jsonb) as k(c text, s text)`),
  );
  return new Map(rows.map((r) => [scopeKey({ category: r.c, subcategory: r.s || null }), r.at]));
}

export const scopeKey = (scope: ListScope) => `${scope.category}/${scope.subcategory ?? ''}`;

/**
 * Where each full part of `size` videos ends, in sitemap order. One pass over the feed index, reading
 * only its keys (an index-only scan once the table is vacuumed): at 1,000,000 approved videos it
 * returns 20 rows. Parts are then read by keyset between two of these keys, never by OFFSET.
 */
export async function partEnds(db: Database, size: number): Promise<SitemapKey[]> {
  const rows = rowsOf<{ at: string; id: string | number }>(
    await db.execute(sql`
      select to_char(approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from (
        select approved_at, id, row_number() over (order by ${ascending}) as n
        from videos where ${listed}
      ) numbered
      where n % ${size} = 0
      order by n`),
  );
  return rows.map((r) => ({ at: r.at, id: Number(r.id) }));
}

/** Whether more than `limit` videos come after `after`: at most `limit + 1` index entries read. */
export async function moreThanAfter(db: Database, after: SitemapKey | null, limit: number): Promise<boolean> {
  const from = after ? sql`and (approved_at, id) > (${after.at}::timestamptz, ${after.id})` : sql``;
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select count(*) as n from (
        select 1 from videos where ${listed} ${from} order by ${ascending} limit ${limit + 1}
      ) tail`),
  );
  return Number(row?.n ?? 0) > limit;
}

/** The newest approval of all, by the feed index's first entry; null with no approved video. */
export async function newestKey(db: Database): Promise<SitemapKey | null> {
  const [row] = rowsOf<{ at: string; id: string | number }>(
    await db.execute(sql`
      select ${position} as at, id from videos where ${listed}
      order by approved_at desc nulls last, id desc nulls last limit 1`),
  );
  return row ? { at: row.at, id: Number(row.id) } : null;
}

/**
 * Up to `limit` approved videos after `after` (from the start when null) and up to `until` (inclusive,
 * no bound when null), in sitemap order: a keyset range over the feed index, as fast for the last part
 * as for the first.
 */
export async function videosBetween(
  db: Database,
  after: SitemapKey | null,
  until: SitemapKey | null,
  limit: number,
): Promise<SitemapVideo[]> {
  const from = after ? sql`and (approved_at, id) > (${after.at}::timestamptz, ${after.id})` : sql``;
  const to = until ? sql`and (approved_at, id) <= (${until.at}::timestamptz, ${until.id})` : sql``;
  const rows = rowsOf<{ at: string; id: string | number; video_id: string }>(
    await db.execute(sql`
      select ${position} as at, id, video_id from videos
      where ${listed} ${from} ${to}
      order by ${ascending}
      limit ${limit}`),
  );
  return rows.map((r) => ({ at: r.at, id: Number(r.id), videoId: r.video_id }));
}

/**
 * Published courses with a lesson to watch, newest publication first, each dated by its last change: the
 * `/courses/{slug}` pages (a draft or deleted course is not one).
 */
export async function publishedCourses(db: Database): Promise<{ slug: string; at: string }[]> {
  return rowsOf<{ slug: string; at: string }>(
    await db.execute(sql`
      select c.slug, to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
      from courses c
      where c.status = 'published' and exists (
        select 1 from course_lessons l join videos v on v.id = l.video_id
        where l.course_id = c.id and v.status = 'approved')
      order by c.published_at desc nulls last, c.id desc`),
  );
}
