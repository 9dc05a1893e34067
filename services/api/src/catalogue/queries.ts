import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, SUGGESTIONS_LIMIT, type Suggestion } from '@focustube/contracts';
import { rowsOf, schema, type Database } from '@focustube/core';
import type { BestPosition, FeedPosition } from './cursor.ts';
import { publicVideoColumns, type PublicVideoRow } from '@focustube/core';
import { correctWords } from './typos.ts';
import { containingPattern, likeEscape } from '../like.ts';

const v = schema.videos;
const isApproved = eq(v.status, 'approved');
/** Matches the feed indexes exactly (DESC NULLS LAST on both keys), so Postgres walks them in order. */
const feedOrder = sql`${v.approvedAt} desc nulls last, ${v.id} desc nulls last`;
/** Full microsecond precision: a millisecond Date would let keyset pages skip rows. */
const feedPosition = sql<string>`to_char(${v.approvedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface FeedFilter {
  categories: string[];
  subcategory: string | null;
}

function feedWhere(filter: FeedFilter): SQL {
  const conditions = [isApproved];
  if (filter.categories.length === 1) conditions.push(eq(v.assignedCategory, filter.categories[0]!));
  else if (filter.categories.length > 1) conditions.push(inArray(v.assignedCategory, filter.categories));
  if (filter.subcategory) conditions.push(eq(v.subcategory, filter.subcategory));
  return and(...conditions)!;
}

export type FeedRow = PublicVideoRow & { position: string };

/**
 * One page of the approved feed, newest approval first. `after` (from a `next` link) seeks straight to
 * the position; a page number walks the index for ids only and fetches just the page's rows (a deferred
 * join), so page 2,000 does not read 40,000 full rows.
 */
export async function listApproved(
  db: Database,
  filter: FeedFilter,
  page: { limit: number; offset: number; after: FeedPosition | null },
): Promise<FeedRow[]> {
  const columns = { ...publicVideoColumns, position: feedPosition };
  if (page.after) {
    const seek = sql`(${v.approvedAt}, ${v.id}) < (${page.after.approvedAt}::timestamptz, ${page.after.id})`;
    return db
      .select(columns)
      .from(v)
      .where(and(feedWhere(filter), seek))
      .orderBy(feedOrder)
      .limit(page.limit);
  }
  if (page.offset === 0)
    return db.select(columns).from(v).where(feedWhere(filter)).orderBy(feedOrder).limit(page.limit);
  const ids = db
    .select({ id: v.id })
    .from(v)
    .where(feedWhere(filter))
    .orderBy(feedOrder)
    .limit(page.limit)
    .offset(page.offset);
  return db.select(columns).from(v).where(inArray(v.id, ids)).orderBy(feedOrder);
}

/** The categories a Best First list merges: the filter's, or every category with approved videos. */
const wantedCategories = (filter: FeedFilter) =>
  filter.categories.length > 0
    ? sql`select c from unnest(array[${sql.join(
        filter.categories.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]) as c`
    : sql`select distinct assigned_category from approved_counts where assigned_category <> '' and n > 0`;

/** "Best First": score, then id, both descending (video_ranks_best_idx within a category). */
const r = schema.videoRanks;
const bestOrder = sql`${r.score} desc nulls last, ${v.id} desc nulls last`;

export type BestRow = PublicVideoRow & { score: number };

/**
 * One page of approved videos by score (`video_ranks`, written by the scheduled quality-scores job). A
 * list of one or a few categories walks each category's part of video_ranks_best_idx for its top rows (a
 * lateral join per category) and merges them; the whole site walks video_ranks_score_idx once. Either way
 * a few index scans of `offset + limit` rows, never a sort of the catalogue. Each row is checked against
 * `videos` (approved, in that category), so nothing else is ever shown. `after` (from a `next` link) seeks
 * past a (score, id) position.
 */
export async function listApprovedBest(
  db: Database,
  filter: FeedFilter,
  page: { limit: number; offset: number; after: BestPosition | null },
): Promise<BestRow[]> {
  const take = page.limit + page.offset;
  const seek = page.after
    ? sql`and (r.score, r.video_id) < (${page.after.score}::float8, ${page.after.id}::bigint)`
    : sql``;
  const sub = filter.subcategory ? sql`and r.subcategory = ${filter.subcategory}` : sql``;
  const found =
    filter.categories.length === 0 && !filter.subcategory
      ? await db.execute(sql`
          select r.video_id from video_ranks r
          join videos w on w.id = r.video_id and w.status = 'approved'
            and w.assigned_category is not distinct from r.category
          where (r.category is null or r.category <> '') ${seek}
          order by r.score desc nulls last, r.video_id desc nulls last
          limit ${page.limit} offset ${page.offset}`)
      : await db.execute(sql`
          select video_id from (
            select top.video_id, top.score from (${wantedCategories(filter)}) as wanted(category)
            cross join lateral (
              select r.video_id, r.score from video_ranks r
              join videos w on w.id = r.video_id and w.status = 'approved' and w.assigned_category = wanted.category
              where r.category = wanted.category ${sub} ${seek}
              order by r.score desc nulls last, r.video_id desc nulls last limit ${take}
            ) as top
            ${
              filter.categories.length > 0
                ? sql``
                : sql`union all (
                    select r.video_id, r.score from video_ranks r
                    join videos w on w.id = r.video_id and w.status = 'approved' and w.assigned_category is null
                    where r.category is null ${sub} ${seek}
                    order by r.score desc, r.video_id desc limit ${take})`
            }
          ) as merged
          order by score desc, video_id desc
          limit ${page.limit} offset ${page.offset}`);
  const rows = (found as unknown as { rows: { video_id: string | number }[] }).rows;
  const ids = rows.map((row) => Number(row.video_id));
  if (ids.length === 0) return [];
  return db
    .select({ ...publicVideoColumns, score: r.score })
    .from(v)
    .innerJoin(r, eq(r.videoId, v.id))
    .where(and(inArray(v.id, ids), eq(v.status, 'approved')))
    .orderBy(bestOrder);
}

/** Exact, from the per-category counts the database keeps up to date (migration 0002): a few rows, not a scan. */
export async function countApproved(db: Database, filter: FeedFilter): Promise<number> {
  const conditions = [sql`true`];
  if (filter.categories.length > 0) {
    conditions.push(
      sql`assigned_category in (${sql.join(
        filter.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.subcategory) conditions.push(sql`subcategory = ${filter.subcategory}`);
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(n), 0)` })
    .from(sql`approved_counts`)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

export async function findApproved(db: Database, videoId: string, category?: string): Promise<PublicVideoRow | null> {
  const [row] = await db
    .select(publicVideoColumns)
    .from(v)
    .where(and(isApproved, eq(v.videoId, videoId), category ? eq(v.assignedCategory, category) : undefined))
    .limit(1);
  return row ?? null;
}

/**
 * Title suggestions in bounded steps, each only while fewer than ten were found: titles that start with
 * the text (btree range), then titles that contain it (trigram index). When they find nothing, they run
 * again with the text's typos corrected by the typo rule (`correctWords`; the word being typed as the
 * start of a title word), a corrected word alone found at the start of any title word (`containsWord`).
 * This replaced a last step of near spellings by trigram similarity of whole titles, which broke the
 * rule (it offered "Zebu…" for "zebo") and read thousands of titles per question.
 */
export async function suggestTitles(db: Database, text: string): Promise<Suggestion[]> {
  const q = text.toLowerCase();
  const title = sql`lower(${v.title})`;
  const found: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (rows: Suggestion[]) => {
    for (const row of rows) {
      if (found.length >= SUGGESTIONS_LIMIT || seen.has(row.id)) continue;
      seen.add(row.id);
      found.push({ id: row.id, title: row.title, description: row.description.slice(0, 200) });
    }
  };
  const suggestion = { id: v.videoId, title: v.title, description: v.description };
  const wanted = () => SUGGESTIONS_LIMIT + seen.size;
  const starts = async (q: string) =>
    // Ordered by the prefix index's own operator, so the scan stops after ten rows.
    add(
      await db
        .select(suggestion)
        .from(v)
        .where(and(isApproved, sql`${title} like ${likeEscape(q) + '%'}`))
        .orderBy(sql`${title} using ~<~`)
        .limit(wanted()),
    );
  // The newest of the first 200 approved titles that match: bounded work even for common words.
  const newestMatching = async (match: SQL): Promise<Suggestion[]> =>
    rowsOf<Suggestion>(
      await db.execute(sql`
        with hits as materialized (
          select id, video_id, title, description from videos where status = 'approved' and ${match} limit 200)
        select video_id as id, title, description from hits order by id desc limit ${wanted()}`),
    );
  // Titles containing the text (trigram index).
  const contains = async (q: string): Promise<Suggestion[]> =>
    q.length >= 3 ? newestMatching(sql`lower(title) like ${containingPattern(q)}`) : [];
  // A corrected word is a title word (or the start of one): the titles with a word starting with it, from
  // the index of title words, where the trigram search reads and rechecks thousands of rows for a common word.
  const containsWord = (word: string) =>
    newestMatching(sql`to_tsvector('simple', lower(title)) @@ to_tsquery('simple', ${`'${word}':*`})`);
  await starts(q);
  if (found.length >= SUGGESTIONS_LIMIT) return found;
  // When the text is found nowhere, its typos are corrected: asked of the word list while the titles
  // are searched, on another connection, so a misspelt word costs the longer of the two, not both. The
  // text inside a word comes first ("swahili" finds "Kiswahili", "html" finds "HTML5"), as typed.
  const words = q.split(' ');
  const [containing, fixed] = await Promise.all([
    contains(q),
    found.length === 0
      ? correctWords(
          db,
          words.map((word, i) => ({ text: word, prefix: i === words.length - 1 })),
        )
      : null,
  ]);
  add(containing);
  if (found.length > 0 || !fixed?.some((word) => word !== null)) return found;
  const corrected = words.map((w, i) => fixed[i] ?? w).join(' ');
  await starts(corrected);
  if (found.length < SUGGESTIONS_LIMIT)
    add(await (/^\p{L}+$/u.test(corrected) ? containsWord(corrected) : contains(corrected)));
  return found;
}

/** A query's words (letters, marks, digits), where they are, and whether a `-` excludes them. */
const QUERY_WORDS = /(-?)([\p{L}\p{M}\p{N}]+)/gu;

/**
 * Weighted full-text search over approved videos (`searchText`). When nothing matches, the words
 * misspelt within the typo rule are corrected from the approved titles' words and the corrected query
 * runs instead; `didYouMean` is that query (null when the text ran as typed). Excluded words
 * (`-word`) are never corrected. The videos are always read from the catalogue as it is now, so a
 * removed video never comes back through a corrected word.
 */
export async function searchApproved(
  db: Database,
  text: string,
  filter: FeedFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PublicVideoRow[]; count: number; didYouMean: string | null }> {
  const asTyped = await searchText(db, text, filter, page);
  if (asTyped.count > 0) return { ...asTyped, didYouMean: null };
  const words = [...text.matchAll(QUERY_WORDS)].filter((m) => m[1] === '').map((m) => m[2]!.toLowerCase());
  const fixed = await correctWords(
    db,
    words.map((word) => ({ text: word, prefix: false })),
  );
  const correction = new Map(words.map((word, i) => [word, fixed[i]] as const).filter(([, to]) => to));
  if (correction.size === 0) return { ...asTyped, didYouMean: null };
  const corrected = text.replace(QUERY_WORDS, (whole, minus: string, word: string) =>
    minus === '' ? (correction.get(word.toLowerCase()) ?? word) : whole,
  );
  const found = await searchText(db, corrected, filter, page);
  return found.count > 0 ? { ...found, didYouMean: corrected } : { ...asTyped, didYouMean: null };
}

/**
 * Weighted full-text search over approved videos. Title words weigh 2, category, description and tags
 * 1 (spec §5): the trigger stores title as weight A and the rest as B, and ts_rank gets {D,C,B,A} = {0,0,0.5,1}.
 * The search vector holds every word twice, as written (`simple`, for Swahili or any language) and as
 * its English stem. Matching goes by the stems ("learning" finds "learn"; a Swahili word stems the same
 * way in the title and in the query, so it matches whole), or by the words as written when the text is
 * only English stop words; ranking counts both, so the very word typed ranks above its relatives. One
 * index lookup per word either way.
 */
async function searchText(
  db: Database,
  text: string,
  filter: FeedFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PublicVideoRow[]; count: number }> {
  const english = sql`websearch_to_tsquery('english', ${text})`;
  const simple = sql`websearch_to_tsquery('simple', ${text})`;
  const match = sql`(case when numnode(${english}) = 0 then ${simple} else ${english} end)`;
  const query = sql`(${english} || ${simple})`;
  // One pass over at most SEARCH_COUNT_CAP matches gives both the count and the rows to rank:
  // a word found in 100,000 titles is not worth ranking them all.
  const candidates = db.$with('candidates').as(
    db
      .select({ id: v.id, rank: sql<number>`ts_rank('{0,0,0.5,1}', ${v.searchVector}, ${query})`.as('rank') })
      .from(v)
      .where(and(feedWhere(filter), sql`${v.searchVector} @@ ${match}`))
      .limit(SEARCH_COUNT_CAP),
  );
  const rows = await db
    .with(candidates)
    .select({ ...publicVideoColumns, total: sql<string>`(select count(*) from candidates)` })
    .from(v)
    .innerJoin(candidates, eq(candidates.id, v.id))
    .orderBy(sql`${candidates.rank} desc`, feedOrder)
    .limit(page.limit)
    .offset(page.offset);
  const counted =
    rows.length > 0
      ? rows
      : await db
          .with(candidates)
          .select({ total: sql<string>`count(*)` })
          .from(candidates);
  return { rows, count: Number(counted[0]?.total ?? 0) };
}

export interface CategoryRow {
  key: string;
  parentKey: string | null;
  slug: string;
  label: string;
  /** Null until the seed has run on a database older than the column. */
  labelSw: string | null;
  path: string;
  menu: string | null;
}

export async function loadCategories(db: Database): Promise<CategoryRow[]> {
  const c = schema.categories;
  return db
    .select({
      key: c.key,
      parentKey: c.parentKey,
      slug: c.slug,
      label: c.label,
      labelSw: c.labelSw,
      path: c.path,
      menu: c.menu,
    })
    .from(c)
    .orderBy(asc(c.position));
}

/** Whether the video was in the catalogue and a moderator removed it (its page is gone, not unknown). */
export async function isRemovedVideo(db: Database, videoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.videoId, videoId), eq(v.status, 'removed')))
    .limit(1);
  return row !== undefined;
}
