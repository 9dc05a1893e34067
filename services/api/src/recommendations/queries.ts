import { inArray, sql, type SQL } from 'drizzle-orm';
import type { CourseSummary, Recommendation } from '@focustube/contracts';
import {
  readCourses,
  rowsOf,
  schema,
  toCourseSummary,
  toVideoCard,
  videoCardColumns,
  type Database,
} from '@focustube/core';

const v = schema.videos;
type Reason = Recommendation['reason'];

/** How many recent watches and bookmarks seed a member's recommendations. */
export const SEED_LIMIT = 50;
/** A channel may appear at most this many times in any run of WINDOW recommendations. */
export const PER_CHANNEL = 2;
export const WINDOW = 10;
/** The weekly popular list is read this deep from its index, then ordered by completions and score. */
const POPULAR_DEPTH = 200;
/** A channel's videos are sampled this deep (videos_channel_idx) before the best of them are taken. */
const CHANNEL_SAMPLE = 300;
/** How deep into its category's best videos a category's or a subcategory's are looked for. */
const SUBCATEGORY_WALK = 1000;

/** A candidate before its video is loaded: which video, from which source, why. */
interface Candidate {
  id: number;
  channelId: string | null;
  reason: Reason;
}
/** A course candidate: its id and why. */
interface CourseCandidate {
  courseId: number;
  reason: Reason;
}
/** One source of candidates (a seed's subcategory, a channel, a course…), drawn from in turn. */
type Source = (Candidate | CourseCandidate)[];

interface Seed {
  id: number;
  /** Only in My List: the member saved it and has not started it. */
  saved_only: boolean;
  video_id: string;
  title: string;
  channel_id: string | null;
  channel_title: string;
  assigned_category: string | null;
  subcategory: string | null;
}

/**
 * A list of ids as one array parameter. Written out as `array[$1, $2, …]`, the exclusions of a member with
 * a long history put a hundred parameters in each of the eight parts of `drawVideos`' union: the planner
 * then spent longer than the execution (3.5 ms).
 */
const ids = (list: number[]) => sql`${`{${list.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

/** Not finished by the member (when there is one): a completed video is never recommended. */
const notCompleted = (userId: number | null, column: SQL) =>
  userId === null
    ? sql``
    : sql`and not exists (select 1 from watch_progress p where p.user_id = ${userId} and p.video_id = ${column} and p.completed)`;

const because = (kind: Reason['kind'], seed: Seed): Reason => ({
  kind,
  message: seed.saved_only ? 'because_saved' : 'because_watched',
  subject: seed.title,
  text: `Because you ${seed.saved_only ? 'saved' : 'watched'} ${seed.title}`,
  because_video_id: seed.video_id,
});

/** The member's last SEED_LIMIT watches and SEED_LIMIT bookmarks, most recent first, one row per video. */
async function memberSeeds(db: Database, userId: number): Promise<Seed[]> {
  return rowsOf<Seed>(
    await db.execute(sql`
      select v.id, v.video_id, v.title, v.channel_id, v.channel_title, v.assigned_category, v.subcategory,
        r.saved_only
      from (
        select video_id, max(at) as at, bool_and(saved) as saved_only from (
          (select video_id, updated_at as at, false as saved from watch_progress where user_id = ${userId}
           order by updated_at desc limit ${SEED_LIMIT})
          union all
          (select video_id, created_at, true from bookmarks where user_id = ${userId}
           order by created_at desc limit ${SEED_LIMIT})
        ) as recent group by video_id
      ) as r
      join videos v on v.id = r.video_id
      order by r.at desc, v.id desc`),
  ).map((s) => ({ ...s, id: Number(s.id) }));
}

/**
 * Approved videos of one category, or of one of its subcategories, best score first. Both walk the
 * category's best SUBCATEGORY_WALK entries of video_ranks_best_idx (in that order, stopping once n are
 * found), each checked against `videos` (approved, in that category), so the work is bounded however the
 * planner estimates the category's or the subcategory's size. Unbounded, a small category's estimate
 * made the planner start two parallel workers for six rows: 5–8 ms of a member's request.
 */
const bySubcategory = (category: string, subcategory: string | null, n: number) => sql`
  select w.id, w.channel_id from (
    select video_id, subcategory, score from video_ranks
    where category = ${category}
    order by score desc nulls last, video_id desc nulls last limit ${SUBCATEGORY_WALK}
  ) as walk
  join videos w on w.id = walk.video_id and w.status = 'approved' and w.assigned_category = ${category}
  ${subcategory === null ? sql`` : sql`where walk.subcategory = ${subcategory}`}
  -- The walk's order, said again: a join need not keep it. The nested loop over the walk does, so this
  -- costs no sort and still stops once n are found.
  order by walk.score desc nulls last, walk.video_id desc nulls last limit ${n}`;

/** The best of a bounded sample of a channel's approved videos (videos_channel_idx). */
const byChannel = (channelId: string, n: number) => sql`
  select sample.id, sample.channel_id from (
    select id, channel_id from videos
    where channel_id = ${channelId} and status = 'approved' limit ${CHANNEL_SAMPLE}
  ) as sample join video_ranks r on r.video_id = sample.id
  order by r.score desc, sample.id desc limit ${n}`;

/**
 * Runs each source's query (one statement, one round trip) and keeps the approved, unfinished videos that
 * are not excluded. Each part is `(query)` tagged with its index.
 */
async function drawVideos(
  db: Database,
  parts: { query: SQL; reason: Reason }[],
  userId: number | null,
  exclude: number[],
): Promise<Candidate[][]> {
  if (parts.length === 0) return [];
  const union = sql.join(
    parts.map(
      (part, i) => sql`select ${i}::int as part, c.id, c.channel_id from (${part.query}) as c
        where c.id <> all(${ids(exclude)}) ${notCompleted(userId, sql`c.id`)}`,
    ),
    sql` union all `,
  );
  const rows = rowsOf<{ part: number; id: string | number; channel_id: string | null }>(await db.execute(union));
  const out: Candidate[][] = parts.map(() => []);
  for (const row of rows)
    out[row.part]!.push({ id: Number(row.id), channelId: row.channel_id, reason: parts[row.part]!.reason });
  return out;
}

/**
 * What members completed most this week (video_stats, kept by the quality-scores job): approved videos by
 * weekly completions, then quality score; aggregates only, nothing about any one member.
 */
export async function weeklyPopular(db: Database, n: number): Promise<Candidate[]> {
  const reason: Reason = { kind: 'popular', message: 'popular', text: 'Popular this week' };
  // Not popular (nobody completed enough this week): said so, not passed off as popular.
  const picked: Reason = { kind: 'picked', message: 'picked', text: 'Chosen by our moderators' };
  const rows = rowsOf<{ id: string | number; channel_id: string | null }>(
    await db.execute(sql`
      with top as materialized (
        select video_id, weekly_completions from video_stats
        -- Exactly the index's order (DESC NULLS LAST), so the scan reads POPULAR_DEPTH entries and stops.
        where weekly_completions > 0 order by weekly_completions desc nulls last limit ${POPULAR_DEPTH}
      )
      select v.id, v.channel_id from top join videos v on v.id = top.video_id and v.status = 'approved'
      left join video_ranks r on r.video_id = v.id
      order by top.weekly_completions desc, r.score desc nulls last, v.id desc limit ${n}`),
  );
  const found = rows.map((r) => ({ id: Number(r.id), channelId: r.channel_id, reason }));
  if (found.length >= n) return found;
  // A quiet week (or a new site): the best-scored approved videos of any category fill the list, in
  // video_ranks_score_idx's order (one scan, whatever the number of categories). The scan is a bounded
  // walk joined afterwards: joined directly, the planner guessed that few ranks match an approved video
  // of the same category and hashed both tables whole (10 ms on the 2,679-video demo catalogue, against
  // 0.2 ms). Triggers keep video_ranks in step with videos (a row per approved video, its category the
  // video's), so the join drops nothing; the walk's slack (four times the list) is only a margin.
  const wanted = n - found.length;
  const best = rowsOf<{ id: string | number; channel_id: string | null }>(
    await db.execute(sql`
      select w.id, w.channel_id from (
        select video_id, category, score from video_ranks
        where category <> '' and video_id <> all(${ids(found.map((f) => f.id))})
        order by score desc nulls last, video_id desc nulls last limit ${4 * wanted}
      ) as walk
      join videos w on w.id = walk.video_id and w.status = 'approved' and w.assigned_category = walk.category
      order by walk.score desc nulls last, walk.video_id desc nulls last limit ${wanted}`),
  );
  return [...found, ...best.map((r) => ({ id: Number(r.id), channelId: r.channel_id, reason: picked }))];
}

/**
 * The week's popular list for members' requests, read once a minute per process and shared: it changes
 * only when the quality-scores job runs (every 15 minutes) and is the same for every member (7.8 ms of
 * the slowest member's 8 statements at a million videos). Whether each of its videos is still approved and
 * not finished by the member is asked with every request (`usableAmong`).
 */
const POPULAR_SHARED_MS = 60_000;
/** Enough for any member: the list is cut to what a request asks for. */
const POPULAR_SHARED_DEPTH = (limit: number) => 3 * limit + 2 * SEED_LIMIT + 1;
const sharedPopular = new WeakMap<Database, { at: number; depth: number; list: Promise<Candidate[]> }>();

function popularForMembers(db: Database, limit: number): Promise<Candidate[]> {
  const depth = POPULAR_SHARED_DEPTH(limit);
  const held = sharedPopular.get(db);
  if (held && held.depth >= depth && Date.now() - held.at < POPULAR_SHARED_MS) return held.list;
  const entry = { at: Date.now(), depth, list: weeklyPopular(db, depth) };
  sharedPopular.set(db, entry);
  // A failed reading is not kept (unless a newer one has taken its place already).
  entry.list.catch(() => {
    if (sharedPopular.get(db) === entry) sharedPopular.delete(db);
  });
  return entry.list;
}

/**
 * Published courses with one of these videos as a lesson, and for each the next lesson the member has not
 * completed (one they have started counts: it is where they go on), other than `skip`.
 */
async function coursesOf(
  db: Database,
  videoIds: number[],
  userId: number | null,
  afterPosition: boolean,
  skip: number[],
): Promise<{ course_id: number; title: string; seed: number; next_id: number | null; next_channel: string | null }[]> {
  if (videoIds.length === 0) return [];
  const rows = rowsOf<{
    course_id: string | number;
    title: string;
    seed: string | number;
    next_id: string | number | null;
    next_channel: string | null;
  }>(
    await db.execute(sql`
      select distinct on (c.id) c.id as course_id, c.title, l.video_id as seed, nl.id as next_id, nl.channel_id as next_channel
      from course_lessons l
      join courses c on c.id = l.course_id and c.status = 'published'
      left join lateral (
        select v.id, v.channel_id from course_lessons n join videos v on v.id = n.video_id and v.status = 'approved'
        where n.course_id = c.id ${afterPosition ? sql`and n.position > l.position` : sql``}
          and n.video_id <> all(${ids(skip)}) ${notCompleted(userId, sql`n.video_id`)}
        order by n.position limit 1
      ) as nl on true
      where l.video_id = any(${ids(videoIds)})
      order by c.id, array_position(${ids(videoIds)}, l.video_id)
      limit 20`),
  );
  return rows.map((r) => ({
    course_id: Number(r.course_id),
    title: r.title,
    seed: Number(r.seed),
    next_id: r.next_id === null ? null : Number(r.next_id),
    next_channel: r.next_channel,
  }));
}

/**
 * The list being built: it refuses what it already holds and a channel that already has PER_CHANNEL of the
 * last WINDOW - 1 places, so no WINDOW consecutive recommendations hold more than PER_CHANNEL of one channel.
 */
export class Picker {
  readonly items: (Candidate | CourseCandidate)[] = [];
  private readonly videos = new Set<number>();
  private readonly courses = new Set<number>();

  constructor(readonly limit: number) {}

  get full(): boolean {
    return this.items.length >= this.limit;
  }

  /** Whether it was taken. */
  add(item: Candidate | CourseCandidate): boolean {
    if (this.full) return false;
    if ('courseId' in item) {
      if (this.courses.has(item.courseId)) return false;
      this.courses.add(item.courseId);
    } else {
      if (this.videos.has(item.id)) return false;
      if (item.channelId !== null) {
        const recent = this.items.slice(-(WINDOW - 1));
        if (recent.filter((c) => 'channelId' in c && c.channelId === item.channelId).length >= PER_CHANNEL)
          return false;
      }
      this.videos.add(item.id);
    }
    this.items.push(item);
    return true;
  }

  /** Takes from the sources in turn (the first that fits of each, then the next…), until full or all are spent. */
  roundRobin(sources: Source[], limit = this.limit): this {
    const stop = Math.min(this.limit, this.items.length + limit);
    const cursors = sources.map(() => 0);
    let progressed = true;
    while (this.items.length < stop && progressed) {
      progressed = false;
      for (let s = 0; s < sources.length && this.items.length < stop; s++) {
        const source = sources[s]!;
        while (cursors[s]! < source.length) {
          const item = source[cursors[s]!]!;
          cursors[s]! += 1;
          if (this.add(item)) {
            progressed = true;
            break;
          }
        }
      }
    }
    return this;
  }

  /** Takes from the list in its order. */
  append(list: Source): this {
    for (const item of list) if (!this.full) this.add(item);
    return this;
  }
}

/** Loads the chosen videos and courses and answers them in the chosen order. */
async function materialize(db: Database, chosen: (Candidate | CourseCandidate)[]): Promise<Recommendation[]> {
  const videoIds = chosen.flatMap((c) => ('id' in c ? [c.id] : []));
  const courseIds = chosen.flatMap((c) => ('courseId' in c ? [c.courseId] : []));
  const [videos, courses] = await Promise.all([
    videoIds.length > 0
      ? db
          .select({ ...videoCardColumns, status: v.status })
          .from(v)
          .where(inArray(v.id, videoIds))
      : [],
    courseIds.length > 0
      ? readCourses(db, { where: sql`c.id = any(${ids(courseIds)}) and c.status = 'published'` })
      : [],
  ]);
  const videoById = new Map(videos.filter((r) => r.status === 'approved').map((r) => [r.id, r]));
  const courseById = new Map<number, CourseSummary>(
    courses.filter((c) => c.lessonCount > 0).map((c) => [c.id, toCourseSummary(c)]),
  );
  const out: Recommendation[] = [];
  for (const item of chosen) {
    if ('courseId' in item) {
      const course = courseById.get(item.courseId);
      if (course) out.push({ type: 'course', course, reason: item.reason });
    } else {
      const row = videoById.get(item.id);
      if (row) out.push({ type: 'video', video: toVideoCard(row), reason: item.reason });
    }
  }
  return out;
}

/** The approved video `after` names, with what its neighbours are found by; null when it is not approved. */
export async function approvedSeed(db: Database, videoId: string): Promise<Seed | null> {
  const [row] = rowsOf<Seed>(
    await db.execute(sql`
      select id, video_id, title, channel_id, channel_title, assigned_category, subcategory
      from videos where video_id = ${videoId} and status = 'approved' limit 1`),
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/** What follows a video (the end of a watch page): the next lesson of its courses, its channel, its subcategory. */
async function afterSources(db: Database, after: Seed, userId: number | null, exclude: number[]): Promise<Source[]> {
  const [courses, drawn] = await Promise.all([
    coursesOf(db, [after.id], userId, true, [after.id]),
    drawVideos(
      db,
      [
        ...(after.channel_id ? [{ query: byChannel(after.channel_id, 8), reason: moreFrom(after) }] : []),
        ...(after.assigned_category
          ? [
              {
                query: bySubcategory(after.assigned_category, after.subcategory, 8),
                reason: because('subcategory', after),
              },
            ]
          : []),
      ],
      userId,
      [after.id, ...exclude],
    ),
  ]);
  const nextLessons: Candidate[] = courses.flatMap((c) =>
    c.next_id === null ? [] : [{ id: c.next_id, channelId: c.next_channel, reason: nextIn(c.title) }],
  );
  return [nextLessons, ...drawn];
}

const nextIn = (course: string): Reason => ({
  kind: 'course',
  message: 'next_in',
  subject: course,
  text: `Next in ${course}`,
});

const continueIn = (course: string): Reason => ({
  kind: 'course',
  message: 'continue',
  subject: course,
  text: `Continue ${course}`,
});

const moreFrom = (seed: Seed): Reason => ({
  kind: 'channel',
  message: 'more_from',
  ...(seed.channel_title ? { subject: seed.channel_title } : {}),
  text: `More from ${seed.channel_title || 'this channel'}`,
  because_video_id: seed.video_id,
});

/**
 * A member's recommendations: approved videos and published courses drawn from their recent watches and
 * bookmarks (subcategories, categories, channels, courses), never one they completed, diversified; then the
 * weekly popular list fills what is left. Only this member's rows are read.
 */
export async function memberRecommendations(
  db: Database,
  userId: number,
  limit: number,
  after: Seed | null,
): Promise<{ personal: boolean; results: Recommendation[] }> {
  const seeds = await memberSeeds(db, userId);
  const exclude = [...seeds.map((s) => s.id), ...(after ? [after.id] : [])];
  const distinct = <K>(key: (s: Seed) => K | null, n: number) => {
    const seen = new Set<K>();
    const out: Seed[] = [];
    for (const s of seeds) {
      const k = key(s);
      if (k === null || seen.has(k)) continue;
      seen.add(k);
      out.push(s);
      if (out.length >= n) break;
    }
    return out;
  };
  const bySub = distinct(
    (s) => (s.assigned_category && s.subcategory ? `${s.assigned_category}/${s.subcategory}` : null),
    3,
  );
  const byCat = distinct((s) => s.assigned_category, 2);
  const byChan = distinct((s) => s.channel_id, 3);
  const per = Math.max(6, Math.ceil(limit / 2));
  const parts = [
    ...bySub.map((s) => ({
      query: bySubcategory(s.assigned_category!, s.subcategory, per),
      reason: because('subcategory', s),
    })),
    ...byChan.map((s) => ({ query: byChannel(s.channel_id!, per), reason: moreFrom(s) })),
    ...byCat.map((s) => ({ query: bySubcategory(s.assigned_category!, null, per), reason: because('category', s) })),
  ];
  const seedById = new Map(seeds.map((s) => [s.id, s]));
  const popular = (await popularForMembers(db, limit)).filter((p) => !exclude.includes(p.id));
  const [drawn, courses, usable, afterLead] = await Promise.all([
    drawVideos(db, parts, userId, exclude),
    coursesOf(
      db,
      seeds.slice(0, 20).map((s) => s.id),
      userId,
      false,
      after ? [after.id] : [],
    ),
    usableAmong(
      db,
      userId,
      popular.map((p) => p.id),
    ),
    after ? afterSources(db, after, userId, exclude) : Promise.resolve([] as Source[]),
  ]);
  // Courses they are in the middle of: the next lesson, and the course's card.
  const nextLessons: Candidate[] = [];
  const courseCards: CourseCandidate[] = [];
  for (const c of courses) {
    if (c.next_id === null) continue; // finished (or nothing left to watch): not recommended
    // A lesson they have started is where they go on ("Continue"), even though started videos are
    // otherwise never recommended; its watch page opens where they stopped.
    const started = seedById.get(c.next_id);
    nextLessons.push({
      id: c.next_id,
      channelId: c.next_channel,
      reason: started && !started.saved_only ? continueIn(c.title) : nextIn(c.title),
    });
    const seed = seedById.get(c.seed);
    courseCards.push({
      courseId: c.course_id,
      reason: seed ? because('course', seed) : continueIn(c.title),
    });
  }
  const popularLeft = popular.filter((p) => usable.has(p.id));
  const personalSources: Source[] = [nextLessons, ...drawn, courseCards];
  const personal = personalSources.some((s) => s.length > 0) || afterLead.some((s) => s.length > 0);
  // `after` leads (its first few); then the personal sources in turn; then the week's popular list.
  const picker = new Picker(limit)
    .roundRobin(afterLead, Math.min(limit, 4))
    .roundRobin(personalSources)
    .append(popularLeft);
  return { personal, results: await materialize(db, picker.items) };
}

/** Which of these videos are still approved and not finished by the member. */
async function usableAmong(db: Database, userId: number, videoIds: number[]): Promise<Set<number>> {
  if (videoIds.length === 0) return new Set();
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      select v.id from videos v
      where v.id = any(${ids(videoIds)}) and v.status = 'approved' ${notCompleted(userId, sql`v.id`)}`),
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** A visitor's: what follows `after` when given, then the week's popular list. Nothing personal. */
export async function visitorRecommendations(
  db: Database,
  limit: number,
  after: Seed | null,
): Promise<{ personal: boolean; results: Recommendation[] }> {
  const [popular, lead] = await Promise.all([
    weeklyPopular(db, 3 * limit),
    after ? afterSources(db, after, null, []) : Promise.resolve([] as Source[]),
  ]);
  const picker = new Picker(limit)
    .roundRobin(lead, Math.min(limit, 4))
    .append(popular.filter((p) => p.id !== after?.id));
  return { personal: false, results: await materialize(db, picker.items) };
}
