import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Recommendations, VideoPage } from '@focustube/contracts';
import { schema } from '@focustube/core';
import {
  QUALITY_BOOKMARK_WEIGHT,
  QUALITY_PRIOR_WEIGHT,
  qualityScores,
  roundPrior,
} from '../../services/worker/src/processors/quality-scores.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';

let t: TestApp;
const v = schema.videos;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', CATALOGUE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const recommend = async (who?: SignedIn, query = '') => {
  const res = await get(`/api/recommendations/${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Recommendations>();
};
const videoIdsOf = (r: Recommendations) => r.results.flatMap((i) => (i.type === 'video' ? [i.video.video_id] : []));
const watch = async (who: SignedIn, videoId: string, share: number) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/progress/${videoId}/`,
    headers: who.auth,
    payload: { position_seconds: Math.round(600 * share), duration_seconds: 600 },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const bookmark = async (who: SignedIn, videoId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/my-list/',
    headers: who.auth,
    payload: { video_id: videoId },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const setScores = async (scores: Record<string, number>) => {
  for (const [videoId, score] of Object.entries(scores))
    await t.database.db
      .update(schema.videoRanks)
      .set({ score })
      .where(eq(schema.videoRanks.videoId, sql`(select id from videos where video_id = ${videoId})`));
};
// One job, as one worker process keeps it: its first run passes over every video, later ones only what changed.
let qualityJob: ReturnType<typeof qualityScores> | undefined;
const runQualityJob = () =>
  (qualityJob ??= qualityScores(t.database.db))({}, { updateProgress: async () => undefined });

describe('a member’s recommendations', () => {
  let member: SignedIn;
  let seed: string;
  let completed: string;
  let removed: string;
  let pending: string;
  let channelX: string[];
  let others: string[];

  beforeAll(async () => {
    member = await signUp(t.app, t.database.db);
    const place = { assignedCategory: 'mindset', subcategory: 'learning', durationSeconds: 600 };
    [seed = '', completed = ''] = await insertVideos(t.database.db, [
      { ...place, title: 'How to learn anything', channelId: 'UCchannelX', channelTitle: 'Channel X' },
      { ...place, title: 'Already finished', channelId: 'UCchannelX', channelTitle: 'Channel X' },
    ]);
    [removed = '', pending = ''] = await insertVideos(t.database.db, [
      { ...place, title: 'Removed lesson', channelId: 'UCchannelX', status: 'removed' },
      { ...place, title: 'Pending lesson', channelId: 'UCchannelX', status: 'pending', approvedAt: null },
    ]);
    // Fifteen of one channel score higher than anything else: only diversity keeps them from filling the list.
    channelX = await insertVideos(
      t.database.db,
      Array.from({ length: 15 }, (_, i) => ({ ...place, title: `Channel X lesson ${i}`, channelId: 'UCchannelX' })),
    );
    others = await insertVideos(
      t.database.db,
      Array.from({ length: 12 }, (_, i) => ({ ...place, title: `Other lesson ${i}`, channelId: `UCother${i % 6}` })),
    );
    await setScores({
      [completed]: 0.99,
      [removed]: 0.98,
      [pending]: 0.97,
      ...Object.fromEntries(channelX.map((id, i) => [id, 0.9 - i * 0.001])),
      ...Object.fromEntries(others.map((id, i) => [id, 0.5 - i * 0.001])),
    });
    await watch(member, completed, 1);
    await watch(member, seed, 0.3);
  });

  it('are personal, say why, and are never stored for anyone else', async () => {
    const res = await get('/api/recommendations/', member);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('authorization');
    const answer = res.json<Recommendations>();
    expect(answer.personal).toBe(true);
    expect(answer.results.length).toBeGreaterThan(0);
    for (const item of answer.results) expect(item.reason.text.length).toBeGreaterThan(0);
    expect(answer.results.some((i) => i.reason.text === 'Because you watched How to learn anything')).toBe(true);
    expect(answer.results.some((i) => i.reason.text === 'More from Channel X')).toBe(true);
    // Cards: a video's description and tags, most of its bytes, are not sent.
    const video = answer.results.find((i) => i.type === 'video')!.video as Record<string, unknown>;
    expect(video).toHaveProperty('title');
    expect(video).not.toHaveProperty('description');
    expect(video).not.toHaveProperty('tags');
  });

  it('never include removed, pending, completed or already-watched videos', async () => {
    const ids = videoIdsOf(await recommend(member, '?limit=30'));
    expect(ids.length).toBeGreaterThan(10);
    for (const excluded of [completed, removed, pending, seed]) expect(ids).not.toContain(excluded);
    const statuses = await t.database.db.select({ status: v.status }).from(v).where(inArray(v.videoId, ids));
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['approved']));
  });

  it('hold at most 2 videos of one channel in any 10 in a row', async () => {
    const answer = await recommend(member, '?limit=30');
    const channels = answer.results.map((i) => (i.type === 'video' ? i.video.channel_id : null));
    for (let start = 0; start + 10 <= channels.length; start++) {
      const window = channels.slice(start, start + 10).filter((c) => c === 'UCchannelX');
      expect(window.length).toBeLessThanOrEqual(2);
    }
    // Channel X does appear: diversity spreads it out, it does not hide it.
    expect(channels.slice(0, 10).filter((c) => c === 'UCchannelX').length).toBe(2);
  });

  it('never change with, nor show, another member’s history', async () => {
    const other = await signUp(t.app, t.database.db);
    const before = await recommend(other);
    expect(before.personal).toBe(false);
    // The first member watches more; the second's answer must not move (no job has run in between).
    await watch(member, others[0]!, 1);
    await bookmark(member, others[1]!);
    const after = await recommend(other);
    expect(after).toEqual(before);
    const seeds = [seed, completed, others[0], others[1]];
    for (const item of after.results) {
      expect(['popular', 'picked']).toContain(item.reason.kind);
      expect(seeds).not.toContain(item.reason.because_video_id);
    }
    // With a history of their own, the second member's reasons name only their own videos.
    const [own] = await insertVideos(t.database.db, [
      { title: 'Second member’s video', assignedCategory: 'health', channelId: 'UCsecond', channelTitle: 'Second' },
    ]);
    await watch(other, own!, 0.2);
    const personal = await recommend(other, '?limit=30');
    expect(personal.personal).toBe(true);
    for (const item of personal.results) {
      if (item.reason.because_video_id) expect(item.reason.because_video_id).toBe(own);
      expect(item.reason.text).not.toContain('How to learn anything');
    }
    // …and the first member's still do not name the second's.
    for (const item of (await recommend(member, '?limit=30')).results)
      expect(item.reason.because_video_id).not.toBe(own);
  });

  it('say "saved" for a video the member only put in My List, "watched" once they have started it', async () => {
    const saver = await signUp(t.app, t.database.db);
    const [kept] = await insertVideos(t.database.db, [
      { title: 'Kept for later', assignedCategory: 'mindset', subcategory: 'learning', durationSeconds: 600 },
    ]);
    await bookmark(saver, kept!);
    const reasons = async () =>
      (await recommend(saver, '?limit=30')).results
        .filter((i) => i.reason.because_video_id === kept)
        .map((i) => [i.reason.message, i.reason.text]);
    const saved = await reasons();
    expect(saved.length).toBeGreaterThan(0);
    expect(saved).toContainEqual(['because_saved', 'Because you saved Kept for later']);
    expect(saved.map(([message]) => message)).not.toContain('because_watched');
    await watch(saver, kept!, 0.2);
    expect(await reasons()).toContainEqual(['because_watched', 'Because you watched Kept for later']);
  });

  it('lead with the next lesson of a course at the end of a watch page, without the video itself', async () => {
    const db = t.database.db;
    const [course] = await db
      .insert(schema.courses)
      .values({ slug: 'learning-to-learn', title: 'Learning to learn', status: 'published', publishedAt: new Date() })
      .returning({ id: schema.courses.id });
    const lessons = await db
      .select({ id: v.id, videoId: v.videoId })
      .from(v)
      .where(inArray(v.videoId, [others[5]!, others[6]!, others[7]!]));
    const key = (videoId: string) => lessons.find((l) => l.videoId === videoId)!.id;
    await db.insert(schema.courseLessons).values([
      { courseId: course!.id, videoId: key(others[5]!), position: 1 },
      { courseId: course!.id, videoId: key(others[6]!), position: 2 },
      { courseId: course!.id, videoId: key(others[7]!), position: 3 },
    ]);
    for (const who of [member, undefined]) {
      const answer = await recommend(who, `?after=${others[5]}`);
      expect(answer.results[0]).toMatchObject({
        type: 'video',
        video: { video_id: others[6] },
        reason: { kind: 'course', text: 'Next in Learning to learn' },
      });
      expect(videoIdsOf(answer)).not.toContain(others[5]);
    }
    expect((await get('/api/recommendations/?after=AAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get(`/api/recommendations/?after=${removed}`)).statusCode).toBe(404);
    const bad = await get('/api/recommendations/?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { limit: ['limit can be at most 30.'] } });
  });
});

describe('courses among a member’s recommendations', () => {
  it('offer a course they are in the middle of, with its next lesson, and drop it once every lesson is done', async () => {
    const db = t.database.db;
    const learner = await signUp(t.app, t.database.db);
    const place = { assignedCategory: 'health', subcategory: 'sleep', durationSeconds: 600 };
    const lessonIds = await insertVideos(
      db,
      ['one', 'two', 'three'].map((n) => ({ ...place, title: `Sleep well, part ${n}`, channelId: `UCsleep${n}` })),
    );
    const [course] = await db
      .insert(schema.courses)
      .values({ slug: 'sleep-well', title: 'Sleep well', status: 'published', publishedAt: new Date() })
      .returning({ id: schema.courses.id });
    const rows = await db.select({ id: v.id, videoId: v.videoId }).from(v).where(inArray(v.videoId, lessonIds));
    await db.insert(schema.courseLessons).values(
      lessonIds.map((id, i) => ({
        courseId: course!.id,
        videoId: rows.find((r) => r.videoId === id)!.id,
        position: i + 1,
      })),
    );
    const courseCard = (r: Recommendations) =>
      r.results.find((i) => i.type === 'course' && i.course.slug === 'sleep-well');

    await watch(learner, lessonIds[0]!, 1);
    const started = await recommend(learner);
    expect(started.personal).toBe(true);
    expect(courseCard(started)).toMatchObject({ reason: { kind: 'course' } });
    expect(videoIdsOf(started)).toContain(lessonIds[1]);
    expect(videoIdsOf(started)).not.toContain(lessonIds[0]);

    // Part-way through lesson 2, that lesson is where they go on: not lesson 3 as the course's next.
    await watch(learner, lessonIds[1]!, 0.3);
    const midway = (await recommend(learner)).results.flatMap((i) =>
      i.type === 'video' && i.reason.kind === 'course' ? [{ id: i.video.video_id, reason: i.reason }] : [],
    );
    expect(midway).toEqual([
      { id: lessonIds[1], reason: expect.objectContaining({ message: 'continue', text: 'Continue Sleep well' }) },
    ]);

    await watch(learner, lessonIds[1]!, 1);
    await watch(learner, lessonIds[2]!, 1);
    const finished = await recommend(learner);
    expect(courseCard(finished)).toBeUndefined();
    expect(videoIdsOf(finished).filter((id) => lessonIds.includes(id))).toEqual([]);
  });
});

describe('the quality-scores job, popular this week and Best First', () => {
  it('computes each video’s figures and a smoothed score; a new video gets the prior', async () => {
    const db = t.database.db;
    const [popular, quiet, fresh] = await insertVideos(t.database.db, [
      { title: 'Popular lesson', assignedCategory: 'travel', channelId: 'UCpop', durationSeconds: 600 },
      { title: 'Quiet lesson', assignedCategory: 'travel', channelId: 'UCquiet', durationSeconds: 600 },
      { title: 'Brand new lesson', assignedCategory: 'travel', channelId: 'UCnew', durationSeconds: 600 },
    ]);
    const viewers = await Promise.all([1, 2, 3].map(() => signUp(t.app, t.database.db)));
    await watch(viewers[0]!, popular!, 1);
    await watch(viewers[1]!, popular!, 0.95);
    await watch(viewers[2]!, popular!, 0.1);
    await bookmark(viewers[2]!, popular!);
    await watch(viewers[0]!, quiet!, 0.2);
    // A completion from last month counts for the score but not for this week.
    await watch(viewers[1]!, quiet!, 1);
    await db.execute(sql`update watch_progress set updated_at = now() - interval '30 days'
      where user_id = ${viewers[1]!.id} and video_id = (select id from videos where video_id = ${quiet!})`);

    const first = await runQualityJob();
    expect(first.videos).toBeGreaterThan(0);
    const stats = async (videoId: string) => {
      const [row] = await db
        .select({
          viewers: schema.videoStats.viewers,
          completions: schema.videoStats.completions,
          bookmarks: schema.videoStats.bookmarks,
          weekly: schema.videoStats.weeklyCompletions,
          score: schema.videoRanks.score,
        })
        .from(v)
        .leftJoin(schema.videoStats, eq(schema.videoStats.videoId, v.id))
        .leftJoin(schema.videoRanks, eq(schema.videoRanks.videoId, v.id))
        .where(eq(v.videoId, videoId));
      return row!;
    };
    expect(await stats(popular!)).toMatchObject({ viewers: 3, completions: 2, bookmarks: 1, weekly: 2 });
    expect(await stats(quiet!)).toMatchObject({ viewers: 2, completions: 1, bookmarks: 0, weekly: 0 });
    expect(await stats(fresh!)).toMatchObject({ viewers: null });

    // The prior, from every video's figures (other tests' members count too).
    const [sums] = (
      (await db.execute(sql`select sum(completions)::float8 as c, sum(bookmarks)::float8 as b, sum(viewers)::float8 as n
        from video_stats`)) as unknown as { rows: { c: number; b: number; n: number }[] }
    ).rows;
    const prior = roundPrior((sums!.c + QUALITY_BOOKMARK_WEIGHT * sums!.b) / sums!.n);
    expect(prior).toBeGreaterThan(0);
    const m = QUALITY_PRIOR_WEIGHT;
    const expected = (c: number, b: number, n: number) =>
      Math.round(((c + QUALITY_BOOKMARK_WEIGHT * b + m * prior) / (n + m)) * 1e6) / 1e6;
    expect((await stats(popular!)).score).toBeCloseTo(expected(2, 1, 3), 6);
    expect((await stats(quiet!)).score).toBeCloseTo(expected(1, 0, 2), 6);
    expect((await stats(fresh!)).score).toBeCloseTo(prior, 6);

    // Nothing changed: the second run writes nothing, and moderators' versions never moved.
    const [version] = await db.select({ version: v.version }).from(v).where(eq(v.videoId, popular!));
    expect((await runQualityJob()).videos).toBe(0);
    expect(version!.version).toBe(1);
    // A video approved since: the next run gives it the prior, and writes nothing else.
    const [later] = await insertVideos(t.database.db, [{ title: 'Approved since', assignedCategory: 'travel' }]);
    expect((await runQualityJob()).videos).toBe(1);
    expect((await stats(later!)).score).toBeCloseTo(prior, 6);
  }, 180_000); // two runs over the whole test catalogue: seconds alone, minutes on a busy machine

  it('gives visitors what members completed most this week, cached and the same for all', async () => {
    const res = await get('/api/recommendations/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const answer = res.json<Recommendations>();
    expect(answer.personal).toBe(false);
    expect(answer.results[0]).toMatchObject({ type: 'video', reason: { kind: 'popular', text: 'Popular this week' } });
    // Sent from the cache as stored: cards all the same.
    expect(answer.results[0]).not.toHaveProperty('video.description');
    expect(answer.results[0]).not.toHaveProperty('video.tags');
    // The weekly figures order the list.
    const weekly = await t.database.db
      .select({ videoId: v.videoId, weekly: schema.videoStats.weeklyCompletions })
      .from(schema.videoStats)
      .innerJoin(v, eq(v.id, schema.videoStats.videoId))
      .where(inArray(v.videoId, videoIdsOf(answer)));
    const byId = new Map(weekly.map((w) => [w.videoId, w.weekly]));
    const order = videoIdsOf(answer).map((id) => byId.get(id) ?? 0);
    expect(order[0]).toBeGreaterThan(0);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    // Only what members completed this week is called popular; the best-scored fill-ins say what they are.
    for (const item of answer.results)
      if (item.type === 'video')
        expect(item.reason).toMatchObject(
          (byId.get(item.video.video_id) ?? 0) > 0
            ? { kind: 'popular', message: 'popular' }
            : { kind: 'picked', message: 'picked', text: 'Chosen by our moderators' },
        );
  });

  it("drops a video removed a moment ago from a member's share of the week's list, which is read once a minute", async () => {
    const newcomer = await signUp(t.app, t.database.db);
    const before = await recommend(newcomer, '?limit=5');
    const [first] = before.results.flatMap((i) => (i.type === 'video' ? [i.video.video_id] : []));
    expect(first).toBeDefined();
    await t.database.db.update(v).set({ status: 'removed' }).where(eq(v.videoId, first!));
    try {
      const after = await recommend(newcomer, '?limit=5');
      expect(videoIdsOf(after)).not.toContain(first);
      expect(after.results).toHaveLength(before.results.length);
    } finally {
      await t.database.db.update(v).set({ status: 'approved' }).where(eq(v.videoId, first!));
    }
  });

  it('orders ?ordering=best by quality score, and its next links continue the order', async () => {
    const pages: string[] = [];
    let url: string | null = '/api/approved/?ordering=best&page_size=7';
    for (let i = 0; i < 3 && url; i++) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<VideoPage>();
      pages.push(...page.results.map((r) => r.video_id));
      url = page.next;
      if (url) expect(url).toContain('ordering=best');
    }
    expect(new Set(pages).size).toBe(pages.length);
    const rows = await t.database.db
      .select({ videoId: v.videoId, score: schema.videoRanks.score, id: v.id })
      .from(v)
      .innerJoin(schema.videoRanks, eq(schema.videoRanks.videoId, v.id))
      .where(inArray(v.videoId, pages));
    const byId = new Map(rows.map((r) => [r.videoId, r]));
    const listed = pages.map((id) => byId.get(id)!);
    const sorted = [...listed].sort((a, b) => b.score - a.score || b.id - a.id);
    expect(listed).toEqual(sorted);
    // The best approved video of all leads.
    const [top] = (
      (await t.database.db.execute(
        sql`select v.video_id from videos v join video_ranks r on r.video_id = v.id where v.status = 'approved' order by r.score desc, v.id desc limit 1`,
      )) as unknown as { rows: { video_id: string }[] }
    ).rows;
    expect(pages[0]).toBe(top!.video_id);
    // In one category, and page numbers work too.
    const travel = (await get('/api/approved/?ordering=best&categories=travel&page=2&page_size=5')).json<VideoPage>();
    expect(travel.results.every((r) => r.assigned_category === 'travel')).toBe(true);
    expect((await get('/api/approved/?ordering=upside-down')).statusCode).toBe(400);
    expect((await get('/api/approved/?ordering=best&cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });

  it('keeps Best First in step with moderation: a moved video leaves its old category, a removed one leaves the list', async () => {
    const db = t.database.db;
    const [videoId] = await insertVideos(db, [{ assignedCategory: 'travel', subcategory: null }]);
    const [rank] = await db
      .select({ category: schema.videoRanks.category, score: schema.videoRanks.score })
      .from(schema.videoRanks)
      .innerJoin(v, eq(v.id, schema.videoRanks.videoId))
      .where(eq(v.videoId, videoId!));
    // A new approved video has its row at once, unscored until the job's next run.
    expect(rank).toEqual({ category: 'travel', score: 0 });
    await setScores({ [videoId!]: 1000 });
    const best = async (category: string) =>
      (await get(`/api/approved/?ordering=best&categories=${category}&page_size=3`))
        .json<VideoPage>()
        .results.map((r) => r.video_id);
    expect((await best('travel'))[0]).toBe(videoId);

    await db.update(v).set({ assignedCategory: 'animals' }).where(eq(v.videoId, videoId!));
    expect(await best('travel')).not.toContain(videoId);
    // It keeps its score in its new category.
    expect((await best('animals'))[0]).toBe(videoId);

    await db.update(v).set({ status: 'removed' }).where(eq(v.videoId, videoId!));
    expect(await best('animals')).not.toContain(videoId);
    const all = (await get('/api/approved/?ordering=best&page_size=50')).json<VideoPage>();
    expect(all.results.map((r) => r.video_id)).not.toContain(videoId);
    const [gone] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.videoRanks)
      .innerJoin(v, eq(v.id, schema.videoRanks.videoId))
      .where(eq(v.videoId, videoId!));
    expect(gone!.n).toBe(0);
  });
});
