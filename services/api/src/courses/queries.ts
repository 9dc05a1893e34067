import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ModerationCourse, VideoCourse } from '@focustube/contracts';
import {
  publicVideoColumns,
  readCourse,
  readCourses,
  rowsOf,
  schema,
  toCourseSummary,
  toVideo,
  toVideoCard,
  type CourseRecord,
  type Database,
} from '@focustube/core';

const l = schema.courseLessons;
const v = schema.videos;

/** A lesson a viewer can watch is an approved video. */
const watchable = sql`exists (
  select 1 from course_lessons wl join videos wv on wv.id = wl.video_id
  where wl.course_id = c.id and wv.status = 'approved')`;

const newestPublished = sql`c.published_at desc nulls last, c.id desc`;

export interface CourseFilter {
  category: string | null;
  subcategory: string | null;
}

function publishedWhere(filter: CourseFilter): SQL {
  const parts = [sql`c.status = 'published'`, watchable];
  if (filter.category) parts.push(sql`c.assigned_category = ${filter.category}`);
  if (filter.subcategory) parts.push(sql`c.subcategory = ${filter.subcategory}`);
  return sql.join(parts, sql` and `);
}

async function countWhere(db: Database, where: SQL): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from courses c where ${where}`),
  );
  return Number(row?.n ?? 0);
}

/** Published courses with a lesson to watch, newest publication first. */
export async function listPublished(db: Database, filter: CourseFilter, page: { limit: number; offset: number }) {
  const where = publishedWhere(filter);
  const [rows, total] = await Promise.all([
    readCourses(db, { where, order: newestPublished, ...page }),
    countWhere(db, where),
  ]);
  return { rows, total };
}

export const findPublished = (db: Database, slug: string) =>
  readCourse(db, sql`c.slug = ${slug} and c.status = 'published'`);

export const findCourse = (db: Database, slug: string) => readCourse(db, sql`c.slug = ${slug}`);

/** A course's lessons in order with their videos; `approvedOnly` for viewers. */
async function lessonRows(db: Database, courseId: number, approvedOnly: boolean) {
  return db
    .select({ ...publicVideoColumns, status: v.status, position: l.position })
    .from(l)
    .innerJoin(v, eq(v.id, l.videoId))
    .where(and(eq(l.courseId, courseId), approvedOnly ? eq(v.status, 'approved') : undefined))
    .orderBy(asc(l.position));
}

/** The course as viewers see it: only approved lessons, numbered 1..n. */
export async function publicCourse(db: Database, course: CourseRecord) {
  const lessons = await lessonRows(db, course.id, true);
  return {
    ...toCourseSummary(course),
    lessons: lessons.map((r, i) => ({ position: i + 1, video: toVideoCard(r) })),
  };
}

/** The course as its editors see it: every lesson, with the ones viewers cannot watch flagged. */
export async function moderationCourse(db: Database, course: CourseRecord): Promise<ModerationCourse> {
  const lessons = await lessonRows(db, course.id, false);
  return {
    ...moderationSummary(course),
    lessons: lessons.map((r, i) => ({
      position: i + 1,
      video: toVideo(r),
      status: r.status,
      hidden: r.status !== 'approved',
    })),
  };
}

export function moderationSummary(course: CourseRecord) {
  return {
    ...toCourseSummary(course),
    status: course.status,
    version: course.version,
    cover_video_id: course.coverVideoId,
    cover_image_url: course.coverImageUrl,
    updated_by: course.updatedBy,
  };
}

/** Every course, drafts included, most recently changed first. */
export async function listForModeration(
  db: Database,
  status: 'draft' | 'published' | undefined,
  page: { limit: number; offset: number },
) {
  const where = status ? sql`c.status = ${status}` : sql`true`;
  const [rows, total] = await Promise.all([
    readCourses(db, { where, order: sql`c.updated_at desc, c.id desc`, ...page }),
    countWhere(db, where),
  ]);
  return { rows, total };
}

export async function courseHistory(db: Database, courseId: number) {
  const log = schema.courseLog;
  const rows = await db
    .select({ action: log.action, actor: schema.users.username, detail: log.detail, at: log.createdAt })
    .from(log)
    .leftJoin(schema.users, eq(schema.users.id, log.actorId))
    .where(eq(log.courseId, courseId))
    .orderBy(desc(log.id));
  return rows.map((r) => ({ ...r, detail: r.detail ?? null, at: new Date(r.at).toISOString() }));
}

/**
 * The published courses an approved video is a lesson of, with its lesson number among the watchable
 * lessons; null when the video is not approved. Through `course_lessons_video_idx`.
 */
export async function coursesOfVideo(db: Database, videoId: string): Promise<VideoCourse[] | null> {
  // One statement: the video (no row when it is not approved), then its places, if any (course_id null when none).
  const rows = rowsOf<{ course_id: string | number | null; position: string | number | null }>(
    await db.execute(sql`
      select l.course_id, (
        select count(*) from course_lessons l2 join videos v2 on v2.id = l2.video_id
        where l2.course_id = l.course_id and v2.status = 'approved' and l2.position <= l.position
      ) as position
      from videos v
      left join (course_lessons l join courses c on c.id = l.course_id and c.status = 'published') on l.video_id = v.id
      where v.video_id = ${videoId} and v.status = 'approved'`),
  );
  if (rows.length === 0) return null;
  const places = rows.filter((row) => row.course_id !== null);
  if (places.length === 0) return [];
  const position = new Map(places.map((p) => [Number(p.course_id), Number(p.position)]));
  const ids = sql.join(
    [...position.keys()].map((id) => sql`${id}`),
    sql`, `,
  );
  const courses = await readCourses(db, { where: sql`c.id in (${ids})`, order: newestPublished });
  return courses.map((course) => ({ ...toCourseSummary(course), position: position.get(course.id)! }));
}
