/**
 * Courses (learning paths) against real PostgreSQL and Redis: moderators create, edit, publish, reorder and
 * delete them through one writer (history rows, outbox events, 409 on a stale version); everyone reads the
 * published ones; members' progress comes from the watch progress the player already saves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@focustube/core';
import type {
  CourseProgress,
  CourseSummary,
  LearningCourse,
  ModerationCourse,
  VideoCourse,
} from '@focustube/contracts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let t: TestStack;
let amina: SignedIn;
let bruno: SignedIn;
let member: SignedIn;
/** Approved lessons of 600 s each, in the health category. */
let lessons: string[];
let pending: string;

beforeAll(async () => {
  // No response cache here: reads right after writes see them without waiting for the relay's notice
  // (the cache is tested on its own stack below).
  t = await startTestStack({ CATALOGUE_CACHE_TTL_MS: '0' });
  [amina, bruno, member] = await Promise.all([
    signUp(t.app, t.database.db, 'moderator'),
    signUp(t.app, t.database.db, 'moderator'),
    signUp(t.app, t.database.db, 'user'),
  ]);
  lessons = await insertVideos(
    t.database.db,
    Array.from({ length: 8 }, (_, i) => ({
      title: `Sleep lesson ${i + 1}`,
      assignedCategory: 'health',
      subcategory: 'sleep',
      durationSeconds: 600,
    })),
  );
  pending = (await insertVideos(t.database.db, [{ status: 'pending', approvedAt: null }]))[0]!;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.auth });

let made = 0;
/** A draft course made through the API by `who`. */
async function draft(body: Record<string, unknown> = {}, who: SignedIn = amina): Promise<ModerationCourse> {
  made += 1;
  const res = await call('POST', '/api/moderation/courses/', who, {
    title: `Sleep better ${made} ${Math.random().toString(36).slice(2, 7)}`,
    assigned_category: 'health',
    subcategory: 'sleep',
    video_ids: lessons.slice(0, 3),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ModerationCourse>();
}

async function publish(course: ModerationCourse, who: SignedIn = amina): Promise<ModerationCourse> {
  const res = await call('PATCH', `/api/moderation/courses/${course.slug}/`, who, {
    version: course.version,
    status: 'published',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ModerationCourse>();
}

const logOf = (slug: string) =>
  t.database.db
    .select({ action: schema.courseLog.action, detail: schema.courseLog.detail, actorId: schema.courseLog.actorId })
    .from(schema.courseLog)
    .where(eq(schema.courseLog.slug, slug))
    .orderBy(desc(schema.courseLog.id));

const eventsOf = (slug: string) =>
  t.database.db
    .select({ room: schema.outbox.room, payload: schema.outbox.payload })
    .from(schema.outbox)
    .where(and(eq(schema.outbox.event, 'course:changed'), sql`${schema.outbox.payload}->>'slug' = ${slug}`))
    .orderBy(desc(schema.outbox.id));

describe('creating a course', () => {
  it('makes a draft with its lessons in order, an address from its title, a history row and a moderators-only event', async () => {
    const res = await call('POST', '/api/moderation/courses/', amina, {
      title: '  Sleep, Explained: from Zero! ',
      description: 'Why we sleep.',
      assigned_category: 'Health',
      subcategory: 'sleep',
      video_ids: [lessons[2], lessons[0], lessons[1]],
    });
    expect(res.statusCode, res.body).toBe(201);
    const course = res.json<ModerationCourse>();
    expect(course).toMatchObject({
      slug: 'sleep-explained-from-zero',
      title: 'Sleep, Explained: from Zero!',
      status: 'draft',
      version: 1,
      published_at: null,
      assigned_category: 'health',
      subcategory: 'sleep',
      lesson_count: 3,
      duration_seconds: 1800,
      updated_by: amina.username,
      cover_url: `https://i.ytimg.com/vi/${lessons[2]}/hqdefault.jpg`,
    });
    expect(course.lessons.map((l) => [l.position, l.video.video_id, l.hidden])).toEqual([
      [1, lessons[2], false],
      [2, lessons[0], false],
      [3, lessons[1], false],
    ]);
    const [row] = await logOf(course.slug);
    expect(row).toMatchObject({ action: 'create', actorId: amina.id });
    expect(row!.detail).toMatchObject({ lessons: [lessons[2], lessons[0], lessons[1]], fields: { status: 'draft' } });
    const [event] = await eventsOf(course.slug);
    expect(event).toMatchObject({
      room: 'moderation',
      payload: { action: 'create', status: 'draft', version: 1, actor: amina.username, course: { lesson_count: 3 } },
    });

    // The same title again gets the next free address.
    const again = await call('POST', '/api/moderation/courses/', bruno, { title: 'Sleep explained from zero' });
    expect(again.json()).toMatchObject({ slug: 'sleep-explained-from-zero-2', lesson_count: 0 });
  });

  it('refuses a taken address (409), a malformed one, unknown and unapproved videos, and unknown categories, writing nothing', async () => {
    const first = await draft({ slug: 'night-owls-guide' });
    const outboxBefore = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.outbox))[0]!.n;
    const taken = await call('POST', '/api/moderation/courses/', bruno, { title: 'Other', slug: first.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(taken.json()).toMatchObject({
      status: 409,
      detail: 'Another course already has the address "night-owls-guide". Choose another one.',
      errors: { slug: ['Another course already has the address "night-owls-guide". Choose another one.'] },
      current: { version: 1, actor: amina.username },
    });
    // The editor's own page is /admin/courses/new: no course may take that address.
    const reserved = await call('POST', '/api/moderation/courses/', amina, { title: 'X', slug: 'new' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().errors.slug).toEqual(['This address is reserved for the editor: choose another one.']);
    const malformed = await call('POST', '/api/moderation/courses/', amina, { title: 'X', slug: 'Not A Slug' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.slug[0]).toMatch(/lowercase letters and digits joined by hyphens/);
    const unknown = await call('POST', '/api/moderation/courses/', amina, { title: 'X', video_ids: ['zzzzzzzzzzz'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      detail: 'There is no video with the id "zzzzzzzzzzz".',
      errors: { video_ids: ['There is no video with the id "zzzzzzzzzzz".'] },
    });
    const unapproved = await call('POST', '/api/moderation/courses/', amina, { title: 'X', video_ids: [pending] });
    expect(unapproved.statusCode).toBe(400);
    expect(unapproved.json().detail).toBe(
      `Only approved videos can be added to a course: "${pending}" is still waiting for review.`,
    );
    const twice = await call('POST', '/api/moderation/courses/', amina, {
      title: 'X',
      video_ids: [lessons[0], lessons[0]],
    });
    expect(twice.statusCode).toBe(400);
    const category = await call('POST', '/api/moderation/courses/', amina, {
      title: 'X',
      assigned_category: 'cooking',
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().detail).toMatch(/There is no category "cooking"/);
    const untitled = await call('POST', '/api/moderation/courses/', amina, { title: '   ' });
    expect(untitled.json()).toMatchObject({ status: 400, errors: { title: ['Give the course a title.'] } });
    const outboxAfter = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.outbox))[0]!.n;
    expect(outboxAfter).toBe(outboxBefore);
    const [{ n } = { n: -1 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.courses)
      .where(eq(schema.courses.title, 'X'));
    expect(n).toBe(0);
  });
});

describe('editing a course', () => {
  it('publishes (published_at set once), renames with previous_slug, and tells everyone once it is public', async () => {
    const course = await draft({ slug: 'deep-sleep' });
    const empty = await draft({ video_ids: [] });
    const refused = await call('PATCH', `/api/moderation/courses/${empty.slug}/`, amina, {
      version: 1,
      status: 'published',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Add at least one approved video to the course before publishing it.');

    const published = await publish(course);
    expect(published).toMatchObject({ status: 'published', version: 2 });
    expect(published.published_at).not.toBeNull();
    expect((await logOf('deep-sleep'))[0]).toMatchObject({
      action: 'publish',
      detail: { changes: { status: { from: 'draft', to: 'published' } } },
    });
    expect((await eventsOf('deep-sleep'))[0]).toMatchObject({
      room: 'public',
      payload: { action: 'publish', status: 'published', version: 2, course: { slug: 'deep-sleep' } },
    });

    const renamed = await call('PATCH', '/api/moderation/courses/deep-sleep/', bruno, {
      version: 2,
      slug: 'deep-sleep-basics',
      title: 'Deep sleep basics',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: 'deep-sleep-basics', version: 3, updated_by: bruno.username });
    const [rename] = await eventsOf('deep-sleep-basics');
    expect(rename).toMatchObject({ room: 'public', payload: { previous_slug: 'deep-sleep', action: 'update' } });
    expect((await logOf('deep-sleep-basics'))[0]!.detail).toMatchObject({
      changes: {
        slug: { from: 'deep-sleep', to: 'deep-sleep-basics' },
        title: { to: 'Deep sleep basics' },
      },
    });
    expect((await call('GET', '/api/courses/deep-sleep/')).statusCode).toBe(404);
    // Amina still has it open at its old address: she hears where it went.
    const stale = await call('PATCH', '/api/moderation/courses/deep-sleep/', amina, { version: 2, description: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      current: { version: 3, slug: 'deep-sleep-basics', actor: bruno.username },
    });
    expect(stale.json().detail).toMatch(
      new RegExp(
        `^${bruno.username} renamed this course (just now|\\d+ seconds? ago): its address is now "deep-sleep-basics"\\.`,
      ),
    );
    expect((await call('GET', '/api/courses/deep-sleep-basics/')).statusCode).toBe(200);

    // Unpublishing tells everyone (it was public); publishing again keeps the first publication date.
    const unpublished = await call('PATCH', '/api/moderation/courses/deep-sleep-basics/', amina, {
      version: 3,
      status: 'draft',
    });
    expect(unpublished.json()).toMatchObject({ status: 'draft', published_at: published.published_at });
    expect((await eventsOf('deep-sleep-basics'))[0]).toMatchObject({
      room: 'public',
      payload: { action: 'unpublish' },
    });
    expect((await call('GET', '/api/courses/deep-sleep-basics/')).statusCode).toBe(404);
    const again = await call('PATCH', '/api/moderation/courses/deep-sleep-basics/', amina, {
      version: 4,
      status: 'published',
    });
    expect(again.json().published_at).toBe(published.published_at);
    // A draft's edit concerns moderators only.
    await call('PATCH', `/api/moderation/courses/${empty.slug}/`, amina, { version: 1, description: 'Soon.' });
    expect((await eventsOf(empty.slug))[0]).toMatchObject({ room: 'moderation', payload: { action: 'update' } });
  });

  it('answers 409 to the second of two moderators editing the same version, naming the first, and changes nothing', async () => {
    const course = await draft();
    const first = await call('PATCH', `/api/moderation/courses/${course.slug}/`, amina, {
      version: 1,
      description: 'Amina’s words.',
    });
    expect(first.statusCode).toBe(200);
    const logBefore = (await logOf(course.slug)).length;
    const eventsBefore = (await eventsOf(course.slug)).length;
    const second = await call('PATCH', `/api/moderation/courses/${course.slug}/`, bruno, {
      version: 1,
      description: 'Bruno’s words.',
    });
    expect(second.statusCode).toBe(409);
    const body = second.json<{ detail: string; current: { version: number; actor: string; at: string } }>();
    expect(body.detail).toMatch(
      new RegExp(
        `^${amina.username} changed this course (just now|\\d+ seconds? ago): reload it to see their changes\\.$`,
      ),
    );
    expect(body.current).toMatchObject({ version: 2, actor: amina.username });
    expect(Date.parse(body.current.at)).toBeGreaterThan(Date.now() - 60_000);
    const now = (await call('GET', `/api/moderation/courses/${course.slug}/`, bruno)).json<ModerationCourse>();
    expect(now).toMatchObject({ description: 'Amina’s words.', version: 2 });
    expect(await logOf(course.slug)).toHaveLength(logBefore);
    expect(await eventsOf(course.slug)).toHaveLength(eventsBefore);
    // A delete against the old version is refused too.
    expect((await call('DELETE', `/api/moderation/courses/${course.slug}/?version=1`, bruno)).statusCode).toBe(409);
  });

  it('sets lessons in one call (add, remove, reorder), and refuses a reorder made on a stale list', async () => {
    const course = await draft({ video_ids: lessons.slice(0, 3) });
    const order = [lessons[3], lessons[2], lessons[0]];
    const res = await call('PUT', `/api/moderation/courses/${course.slug}/lessons/`, amina, {
      version: 1,
      video_ids: order,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<ModerationCourse>();
    expect(updated.version).toBe(2);
    expect(updated.lessons.map((l) => l.video.video_id)).toEqual(order);
    expect((await logOf(course.slug))[0]).toMatchObject({
      action: 'lessons',
      detail: { added: [lessons[3]], removed: [lessons[1]], order },
    });
    expect((await eventsOf(course.slug))[0]).toMatchObject({
      room: 'moderation',
      payload: { action: 'lessons', version: 2 },
    });

    // Bruno reorders the list he loaded at version 1: refused, and the order stays Amina's.
    const stale = await call('PUT', `/api/moderation/courses/${course.slug}/lessons/`, bruno, {
      version: 1,
      video_ids: [lessons[1], lessons[0]],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { version: 2, actor: amina.username } });
    const now = (await call('GET', `/api/moderation/courses/${course.slug}/`, amina)).json<ModerationCourse>();
    expect(now.lessons.map((l) => l.video.video_id)).toEqual(order);

    const bad = await call('PUT', `/api/moderation/courses/${course.slug}/lessons/`, amina, {
      version: 2,
      video_ids: [lessons[0], pending],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.video_ids[0]).toMatch(/Only approved videos can be added/);
    expect((await call('GET', `/api/moderation/courses/${course.slug}/`, amina)).json().version).toBe(2);
  });

  it('keeps a lesson whose video was removed, hidden from viewers and flagged for moderators', async () => {
    const [gone] = await insertVideos(t.database.db, [{ title: 'Soon removed', durationSeconds: 300 }]);
    let course = await draft({ video_ids: [lessons[0], gone, lessons[1]] });
    course = await publish(course);
    const removal = await call('POST', `/api/deapprove/${gone}/`, amina, { reason: 'Off topic' });
    expect(removal.statusCode).toBe(200);

    const viewer = (await call('GET', `/api/courses/${course.slug}/`)).json<{
      lessons: { position: number; video: { video_id: string } }[];
      lesson_count: number;
      duration_seconds: number;
    }>();
    expect(viewer.lessons.map((l) => [l.position, l.video.video_id])).toEqual([
      [1, lessons[0]],
      [2, lessons[1]],
    ]);
    expect(viewer).toMatchObject({ lesson_count: 2, duration_seconds: 1200 });
    // Viewers get each lesson as a card (a lesson's watch page carries the whole course); editors the whole video.
    expect(viewer.lessons[0]!.video).not.toHaveProperty('description');
    expect(viewer.lessons[0]!.video).not.toHaveProperty('tags');

    const editor = (await call('GET', `/api/moderation/courses/${course.slug}/`, amina)).json<ModerationCourse>();
    expect(editor.lessons.map((l) => [l.position, l.video.video_id, l.status, l.hidden])).toEqual([
      [1, lessons[0], 'approved', false],
      [2, gone, 'removed', true],
      [3, lessons[1], 'approved', false],
    ]);
    expect(editor.lessons[0]!.video).toHaveProperty('description');
    const list = (await call('GET', '/api/moderation/courses/?status=published&page_size=100', amina)).json<{
      results: { slug: string; hidden_lessons: number }[];
    }>();
    expect(list.results.find((r) => r.slug === course.slug)?.hidden_lessons).toBe(1);

    // It may stay through a reorder, but a removed video cannot be added anew.
    const kept = await call('PUT', `/api/moderation/courses/${course.slug}/lessons/`, amina, {
      version: editor.version,
      video_ids: [lessons[1], gone, lessons[0]],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const other = await draft({ video_ids: [] });
    const added = await call('PUT', `/api/moderation/courses/${other.slug}/lessons/`, amina, {
      version: 1,
      video_ids: [gone],
    });
    expect(added.json()).toMatchObject({
      status: 400,
      detail: `Only approved videos can be added to a course: "${gone}" is removed.`,
    });
  });

  it('deletes a course against its version; its history stays and open pages hear of it', async () => {
    const course = await publish(await draft());
    expect((await call('DELETE', `/api/moderation/courses/${course.slug}/`, amina)).statusCode).toBe(400);
    const res = await call('DELETE', `/api/moderation/courses/${course.slug}/?version=${course.version}`, bruno);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/api/courses/${course.slug}/`)).statusCode).toBe(404);
    expect((await call('GET', `/api/moderation/courses/${course.slug}/`, amina)).statusCode).toBe(404);
    expect((await logOf(course.slug)).map((r) => r.action)).toEqual(['delete', 'publish', 'create']);
    expect((await eventsOf(course.slug))[0]).toMatchObject({
      room: 'public',
      payload: { action: 'delete', status: null, actor: bruno.username },
    });
    expect(((await eventsOf(course.slug))[0]!.payload as Record<string, unknown>).course).toBeUndefined();
  });

  it('shows the history newest first, with who did what', async () => {
    const course = await draft();
    await call('PATCH', `/api/moderation/courses/${course.slug}/`, bruno, { version: 1, title: 'Renamed course' });
    const res = await call('GET', `/api/moderation/courses/${course.slug}/history/`, amina);
    expect(res.statusCode).toBe(200);
    const history = res.json<{ slug: string; results: { action: string; actor: string; detail: unknown }[] }>();
    expect(history.slug).toBe(course.slug);
    expect(history.results.map((r) => [r.action, r.actor])).toEqual([
      ['update', bruno.username],
      ['create', amina.username],
    ]);
    expect(history.results[0]!.detail).toMatchObject({
      changes: { title: { from: course.title, to: 'Renamed course' } },
    });
  });
});

describe('courses for everyone', () => {
  it('lists published courses newest first, filtered by category and subcategory, in pages; drafts are 404', async () => {
    const older = await publish(await draft({ subcategory: 'advice' }));
    const newer = await publish(await draft({ subcategory: 'advice' }));
    const hidden = await draft({ subcategory: 'advice' });
    const res = await call('GET', '/api/courses/?category=health&subcategory=advice&page_size=1');
    expect(res.statusCode).toBe(200);
    const page = res.json<{ results: CourseSummary[]; count: number; next: string | null; previous: null }>();
    expect(page.count).toBe(2);
    expect(page.results.map((c) => c.slug)).toEqual([newer.slug]);
    expect(page.next).toBe('/api/courses/?category=health&subcategory=advice&page=2&page_size=1');
    const second = (await call('GET', page.next!)).json<{ results: CourseSummary[]; previous: string }>();
    expect(second.results.map((c) => c.slug)).toEqual([older.slug]);
    expect(second.previous).toBe('/api/courses/?category=health&subcategory=advice&page=1&page_size=1');

    const all = (await call('GET', '/api/courses/?page_size=100')).json<{ results: CourseSummary[] }>();
    expect(all.results.map((c) => c.slug)).not.toContain(hidden.slug);
    expect(all.results.map((c) => c.slug)).toContain('start-programming');
    const dates = all.results.map((c) => c.published_at!);
    expect([...dates].sort().reverse()).toEqual(dates);

    expect((await call('GET', `/api/courses/${hidden.slug}/`)).statusCode).toBe(404);
    const bad = await call('GET', '/api/courses/?category=cooking');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/There is no category "cooking"/);
  });

  it('answers 404 with a sentence for an unknown course, and 400 for a malformed address', async () => {
    for (const url of ['/api/courses/no-such-course/', '/api/moderation/courses/no-such-course/']) {
      const res = await call('GET', url, amina);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().detail).toBe('There is no course at the address "no-such-course".');
    }
    expect((await call('GET', '/api/courses/no-such-course/progress/', member)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/moderation/courses/no-such-course/', amina, { version: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/courses/Bad%20Slug/')).statusCode).toBe(400);
  });

  it('tells a watch page which published courses a video is in, and its lesson number there', async () => {
    const [only, gone] = await insertVideos(t.database.db, [{ title: 'In courses' }, { title: 'Removed first' }]);
    const course = await publish(await draft({ video_ids: [gone, lessons[4], only] }));
    await draft({ video_ids: [only] });
    await call('POST', `/api/deapprove/${gone}/`, amina, {});
    const res = await call('GET', `/api/videos/${only}/courses/`);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: VideoCourse[] }>();
    expect(results.map((r) => [r.slug, r.position, r.lesson_count])).toEqual([[course.slug, 2, 2]]);
    expect((await call('GET', `/api/videos/${gone}/courses/`)).statusCode).toBe(404);
    expect((await call('GET', `/api/videos/${pending}/courses/`)).statusCode).toBe(404);
  });
});

describe('for search engines', () => {
  const locs = async () =>
    [...(await call('GET', '/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

  it('lists /courses and each published course page, following moderation', async () => {
    const course = await publish(await draft());
    const unpublished = await draft();
    let listed = await locs();
    expect(listed).toContain('/courses');
    expect(listed).toContain(`/courses/${course.slug}`);
    expect(listed).toContain('/courses/start-programming');
    expect(listed).not.toContain(`/courses/${unpublished.slug}`);
    const res = await call('PATCH', `/api/moderation/courses/${course.slug}/`, amina, {
      version: course.version,
      status: 'draft',
    });
    expect(res.statusCode).toBe(200);
    listed = await locs();
    expect(listed).not.toContain(`/courses/${course.slug}`);
    const other = await publish(await draft());
    expect(await locs()).toContain(`/courses/${other.slug}`);
    await call('DELETE', `/api/moderation/courses/${other.slug}/?version=${other.version}`, amina);
    expect(await locs()).not.toContain(`/courses/${other.slug}`);
  });

  it('lets crawlers read the courses a public page renders from', async () => {
    const robots = (await call('GET', '/robots.txt')).body;
    expect(robots).toContain('Allow: /api/courses/');
  });
});

describe('progress in a course', () => {
  const watch = (who: SignedIn, videoId: string, position: number, duration = 600) =>
    call('PUT', `/api/progress/${videoId}/`, who, { position_seconds: position, duration_seconds: duration });

  it('counts completed lessons from the player’s progress, and "Continue" opens the first unfinished one where it stopped', async () => {
    const course = await publish(await draft({ video_ids: lessons.slice(0, 3) }));
    const learner = await signUp(t.app, t.database.db);
    const url = `/api/courses/${course.slug}/progress/`;
    expect((await call('GET', url, learner)).json()).toMatchObject({
      started: false,
      completed_lessons: 0,
      total_lessons: 3,
      percent: 0,
      next_lesson: { video_id: lessons[0], position: 1, resume_at: 0 },
    });
    // Lesson 1 watched to the end (90%), lesson 2 stopped at 2:00.
    await watch(learner, lessons[0]!, 300);
    await watch(learner, lessons[0]!, 545);
    await watch(learner, lessons[1]!, 120);
    const progress = (await call('GET', url, learner)).json<CourseProgress>();
    expect(progress).toEqual({
      slug: course.slug,
      started: true,
      completed_lessons: 1,
      total_lessons: 3,
      percent: 33,
      completed_video_ids: [lessons[0]],
      next_lesson: { video_id: lessons[1], position: 2, resume_at: 120 },
    });
    // The last 20 seconds count as the end too; once every lesson is done there is nothing to continue.
    await watch(learner, lessons[1]!, 585);
    await watch(learner, lessons[2]!, 590);
    expect((await call('GET', url, learner)).json()).toMatchObject({
      completed_lessons: 3,
      percent: 100,
      next_lesson: null,
    });
    // Someone else's progress is their own.
    expect((await call('GET', url, member)).json()).toMatchObject({ completed_lessons: 0, started: false });
  });

  it('starts a course explicitly (201, then 200), for members only and for published courses only', async () => {
    const course = await publish(await draft());
    const learner = await signUp(t.app, t.database.db);
    const url = `/api/courses/${course.slug}/start/`;
    expect((await call('POST', url)).statusCode).toBe(401);
    const first = await call('POST', url, learner);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ started: true, completed_lessons: 0, next_lesson: { position: 1 } });
    expect((await call('POST', url, learner)).statusCode).toBe(200);
    const unpublished = await draft();
    expect((await call('POST', `/api/courses/${unpublished.slug}/start/`, learner)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${unpublished.slug}/progress/`, learner)).statusCode).toBe(404);
  });

  it('puts started courses first on My Learning: unfinished by latest activity, then finished ones', async () => {
    const [a, b, c, d] = await Promise.all([
      publish(await draft({ video_ids: [lessons[5]] })),
      publish(await draft({ video_ids: [lessons[6], lessons[7]] })),
      publish(await draft({ video_ids: [lessons[5], lessons[7]] })),
      draft({ video_ids: [lessons[6]] }),
    ]);
    const learner = await signUp(t.app, t.database.db);
    expect((await call('GET', '/api/my-learning/', learner)).json<{ courses: unknown[] }>().courses).toEqual([]);

    await call('POST', `/api/courses/${b.slug}/start/`, learner);
    await watch(learner, lessons[5]!, 599); // finishes a, and c's first lesson
    await watch(learner, lessons[7]!, 30); // then c's second lesson and b's second are started
    const learning = (await call('GET', '/api/my-learning/', learner)).json<{
      courses: LearningCourse[];
      continue_learning: { video: { video_id: string } }[];
      completed: { video: { video_id: string } }[];
    }>();
    // c and b both touched lesson 7 at the same moment; b was also started explicitly earlier.
    const order = learning.courses.map((i) => i.course.slug);
    expect(order.slice(-1)).toEqual([a.slug]);
    expect(new Set(order.slice(0, 2))).toEqual(new Set([b.slug, c.slug]));
    expect(order).not.toContain(d.slug);
    const byslug = Object.fromEntries(learning.courses.map((i) => [i.course.slug, i]));
    expect(byslug[a.slug]!.progress).toMatchObject({ percent: 100, next_lesson: null });
    expect(byslug[c.slug]!.progress).toMatchObject({
      completed_lessons: 1,
      total_lessons: 2,
      percent: 50,
      next_lesson: { video_id: lessons[7], position: 2, resume_at: 30 },
    });
    expect(byslug[b.slug]!.course).toMatchObject({ title: b.title, lesson_count: 2 });
    // The single videos are still there, as before.
    expect(learning.continue_learning.map((i) => i.video.video_id)).toEqual([lessons[7]]);
    expect(learning.completed.map((i) => i.video.video_id)).toEqual([lessons[5]]);

    // The most recent activity comes first among unfinished courses.
    await watch(learner, lessons[6]!, 10);
    const later = (await call('GET', '/api/my-learning/', learner)).json<{ courses: LearningCourse[] }>();
    expect(later.courses.map((i) => i.course.slug)).toEqual([b.slug, c.slug, a.slug]);
  });
});

describe('live and cached', () => {
  it('drops the cached public answers when a course is published, and tells visitors without naming the moderator', async () => {
    const cached = await startTestStack();
    try {
      const mod = await signUp(cached.app, cached.database.db, 'moderator');
      const [video] = await insertVideos(cached.database.db, [{ title: 'Cached lesson', assignedCategory: 'health' }]);
      const created = await cached.app.inject({
        method: 'POST',
        url: '/api/moderation/courses/',
        headers: mod.auth,
        payload: { title: 'Cached course', assigned_category: 'health', video_ids: [video] },
      });
      const course = created.json<ModerationCourse>();
      const list = async () =>
        (await cached.app.inject('/api/courses/?category=health')).json<{ results: CourseSummary[] }>().results;
      expect(await list()).toEqual([]);
      expect((await cached.app.inject(`/api/videos/${video}/courses/`)).json()).toEqual({ results: [] });
      const visitor = await cached.connect();
      const moderator = await cached.connect(mod.access);
      const res = await cached.app.inject({
        method: 'PATCH',
        url: `/api/moderation/courses/${course.slug}/`,
        headers: mod.auth,
        payload: { version: course.version, status: 'published' },
      });
      expect(res.statusCode).toBe(200);
      await expect.poll(async () => (await list()).map((c) => c.slug), { timeout: 5000 }).toEqual([course.slug]);
      expect((await cached.app.inject(`/api/videos/${video}/courses/`)).json().results).toHaveLength(1);
      const changes = (events: { name: string; payload: Record<string, unknown> }[]) =>
        events.filter((e) => e.name === 'course:changed' && e.payload.slug === course.slug);
      await expect.poll(() => changes(visitor.events).length, { timeout: 5000 }).toBe(1);
      await expect.poll(() => changes(moderator.events).length, { timeout: 5000 }).toBe(1);
      expect(changes(visitor.events)[0]!.payload).toMatchObject({ action: 'publish', status: 'published' });
      expect(changes(visitor.events)[0]!.payload).not.toHaveProperty('actor');
      expect(changes(moderator.events)[0]!.payload).toMatchObject({ actor: mod.username });
      // The draft's creation went to moderators only.
      expect(moderator.events.filter((e) => e.name === 'course:changed')).toHaveLength(1);
    } finally {
      await cached.close();
    }
  });
});
