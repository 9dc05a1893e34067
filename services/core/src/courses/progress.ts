import { and, eq, sql } from 'drizzle-orm';
import { watchedToEnd, type CourseProgress, type LearningCourse } from '@focustube/contracts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { readCourses, rowsOf, toCourseSummary, withLessons, type CourseRecord } from './read.ts';

/** A member's progress in courses, derived from the watch progress already kept. */

interface LessonProgressRow {
  course_id: string | number;
  video_id: string;
  completed: boolean | null;
  position_seconds: number | null;
  duration_seconds: number | null;
  /** The video's own length and still, to sum the course up (`withLessons`). */
  video_seconds: number | null;
  thumbnail_url: string | null;
}

/** Each course's watchable lessons in order, with the member's progress on each (null: never started). */
async function lessonsWithProgress(db: Database, userId: number, courseIds: number[]) {
  const byCourse = new Map<number, LessonProgressRow[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const ids = sql.join(
    courseIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<LessonProgressRow>(
    await db.execute(sql`
      select l.course_id, v.video_id, wp.completed, wp.position_seconds, wp.duration_seconds,
        v.duration_seconds as video_seconds, v.thumbnail_url
      from course_lessons l
      join videos v on v.id = l.video_id and v.status = 'approved'
      left join watch_progress wp on wp.user_id = ${userId} and wp.video_id = l.video_id
      where l.course_id in (${ids})
      order by l.course_id, l.position`),
  );
  for (const row of rows) byCourse.get(Number(row.course_id))?.push(row);
  return byCourse;
}

/** Share of the watchable lessons completed; "Continue" is the first unfinished one, at its saved second. */
export function toCourseProgress(slug: string, lessons: LessonProgressRow[], enrolled: boolean): CourseProgress {
  const done = lessons.filter((r) => r.completed === true);
  const nextIndex = lessons.findIndex((r) => r.completed !== true);
  const next = nextIndex === -1 ? null : lessons[nextIndex]!;
  const resumeAt =
    next && next.position_seconds !== null && next.duration_seconds !== null
      ? watchedToEnd(next.position_seconds, next.duration_seconds)
        ? 0
        : next.position_seconds
      : 0;
  return {
    slug,
    started: enrolled || lessons.some((r) => r.completed !== null),
    completed_lessons: done.length,
    total_lessons: lessons.length,
    // Rounded down: 100 only once every lesson is done.
    percent: lessons.length === 0 ? 0 : Math.floor((done.length / lessons.length) * 100),
    completed_video_ids: done.map((r) => r.video_id),
    next_lesson: next ? { video_id: next.video_id, position: nextIndex + 1, resume_at: resumeAt } : null,
  };
}

async function isEnrolled(db: Database, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(schema.courseEnrollments)
    .where(and(eq(schema.courseEnrollments.userId, userId), eq(schema.courseEnrollments.courseId, courseId)));
  return Boolean(row);
}

export async function courseProgress(db: Database, userId: number, course: CourseRecord): Promise<CourseProgress> {
  const [lessons, enrolled] = await Promise.all([
    lessonsWithProgress(db, userId, [course.id]),
    isEnrolled(db, userId, course.id),
  ]);
  return toCourseProgress(course.slug, lessons.get(course.id)!, enrolled);
}

/** An explicit "Start"; `started` says whether it is new. */
export async function startCourse(db: Database, userId: number, courseId: number): Promise<boolean> {
  const inserted = await db
    .insert(schema.courseEnrollments)
    .values({ userId, courseId })
    .onConflictDoNothing()
    .returning({ courseId: schema.courseEnrollments.courseId });
  return inserted.length > 0;
}

/** How many started courses My Learning shows. */
export const MY_COURSES_MAX = 50;

/**
 * The member's started courses for My Learning: unfinished first, then by their latest lesson watched (or
 * the explicit start). It starts from the member's own progress rows (`watch_progress_user_idx`, a few dozen
 * rows) and finds their courses through `course_lessons_video_idx`, plus their explicit starts: no scan of
 * progress, lessons or courses, whatever their size.
 */
export async function startedCourses(db: Database, userId: number): Promise<LearningCourse[]> {
  const started = rowsOf<{ course_id: string | number; last_at: Date | string; enrolled: boolean }>(
    await db.execute(sql`
      with touched as (
        select l.course_id, max(wp.updated_at) as last_at, false as enrolled
        from watch_progress wp
        join course_lessons l on l.video_id = wp.video_id
        join videos v on v.id = wp.video_id and v.status = 'approved'
        where wp.user_id = ${userId}
        group by l.course_id
        union all
        select e.course_id, e.started_at, true from course_enrollments e where e.user_id = ${userId}
      )
      select course_id, max(last_at) as last_at, bool_or(enrolled) as enrolled
      from touched
      group by course_id
      order by max(last_at) desc
      limit ${MY_COURSES_MAX * 2}`),
  );
  if (started.length === 0) return [];
  const ids = started.map((r) => Number(r.course_id));
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Each lesson's video is read once, for the progress and the card alike.
  const [courses, lessons] = await Promise.all([
    readCourses(db, { where: sql`c.id in (${list}) and c.status = 'published'`, lessons: false }),
    lessonsWithProgress(db, userId, ids),
  ]);
  const byId = new Map(courses.map((course) => [course.id, course]));
  const items = started.flatMap((row, order) => {
    const read = byId.get(Number(row.course_id));
    if (!read) return [];
    const watchable = lessons.get(read.id) ?? [];
    const course = withLessons(
      read,
      watchable.map((l) => ({
        video_id: l.video_id,
        duration_seconds: l.video_seconds,
        thumbnail_url: l.thumbnail_url,
      })),
    );
    const progress = toCourseProgress(course.slug, watchable, row.enrolled);
    const finished = progress.total_lessons > 0 && progress.completed_lessons === progress.total_lessons;
    return [{ item: { course: toCourseSummary(course), progress }, finished, order }];
  });
  // Already newest first: unfinished ones move ahead, each group keeping that order.
  items.sort((a, b) => Number(a.finished) - Number(b.finished) || a.order - b.order);
  return items.slice(0, MY_COURSES_MAX).map((i) => i.item);
}
