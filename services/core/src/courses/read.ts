import { sql, type SQL } from 'drizzle-orm';
import type { CourseStatus, CourseSummary } from '@focustube/contracts';
import type { Tx } from '../outbox.ts';
import { thumbnailFor } from '../catalogue/seed.ts';

/** The picture of a course with no image, no cover video and no watchable lesson yet. */
export const DEFAULT_COURSE_COVER = '/og-image.png';

/** A course as stored, with what its lessons add up to. */
export interface CourseRecord {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** The cover video's YouTube id, whatever its status now. */
  coverVideoId: string | null;
  coverImageUrl: string | null;
  coverUrl: string;
  assignedCategory: string | null;
  subcategory: string | null;
  status: CourseStatus;
  version: number;
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** Lessons a viewer can watch (approved videos). */
  lessonCount: number;
  /** Lessons whose video is no longer (or not yet) approved: kept, but hidden from viewers. */
  hiddenLessons: number;
  durationSeconds: number;
  /** The row as read, for `withLessons`. */
  raw: RawCourse;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export interface RawCourse {
  id: string | number;
  slug: string;
  title: string;
  description: string;
  cover_video: string | null;
  cover_thumb: string | null;
  cover_approved: boolean | null;
  cover_image_url: string | null;
  assigned_category: string | null;
  subcategory: string | null;
  status: CourseStatus;
  version: number;
  published_at: Date | string | null;
  updated_at: Date | string;
  updated_by: string | null;
  lesson_count: number | string | null;
  hidden_lessons: number | string | null;
  duration_seconds: number | string | null;
  first_video: string | null;
  first_thumb: string | null;
}

function coverOf(r: RawCourse): string {
  return (
    r.cover_image_url ??
    (r.cover_video && r.cover_approved ? (r.cover_thumb ?? thumbnailFor(r.cover_video)) : null) ??
    (r.first_video ? (r.first_thumb ?? thumbnailFor(r.first_video)) : null) ??
    DEFAULT_COURSE_COVER
  );
}

function toRecord(r: RawCourse): CourseRecord {
  return {
    raw: r,
    id: Number(r.id),
    slug: r.slug,
    title: r.title,
    description: r.description,
    coverVideoId: r.cover_video,
    coverImageUrl: r.cover_image_url,
    coverUrl: coverOf(r),
    assignedCategory: r.assigned_category,
    subcategory: r.subcategory,
    status: r.status,
    version: Number(r.version),
    publishedAt: iso(r.published_at),
    updatedAt: iso(r.updated_at)!,
    updatedBy: r.updated_by,
    lessonCount: Number(r.lesson_count ?? 0),
    hiddenLessons: Number(r.hidden_lessons ?? 0),
    durationSeconds: Number(r.duration_seconds ?? 0),
  };
}

/**
 * Courses matching `where` (over `c`, the courses table), in `order`, with their lessons summed up: one
 * lateral aggregate per course returned, over `course_lessons_order_idx`, so a page of a list costs a page
 * of lookups whatever the number of courses.
 */
export async function readCourses(
  db: Tx,
  options: {
    where: SQL;
    order?: SQL;
    limit?: number;
    offset?: number;
    /** false: leave the lessons out (counted as none), for a caller that reads them anyway (`withLessons`). */
    lessons?: boolean;
  },
): Promise<CourseRecord[]> {
  const order = options.order ?? sql`c.id`;
  const lessons =
    options.lessons === false
      ? sql`(select null::bigint as lesson_count, null::bigint as hidden_lessons, null::bigint as duration_seconds,
            null::text as first_video, null::text as first_thumb)`
      : sql`lateral (
        select
          count(*) filter (where v.status = 'approved') as lesson_count,
          count(*) filter (where v.status <> 'approved') as hidden_lessons,
          coalesce(sum(v.duration_seconds) filter (where v.status = 'approved'), 0) as duration_seconds,
          (array_agg(v.video_id order by l.position) filter (where v.status = 'approved'))[1] as first_video,
          (array_agg(v.thumbnail_url order by l.position) filter (where v.status = 'approved'))[1] as first_thumb
        from course_lessons l join videos v on v.id = l.video_id
        where l.course_id = c.id
      )`;
  const limit = options.limit === undefined ? sql`` : sql`limit ${options.limit}`;
  const offset = options.offset ? sql`offset ${options.offset}` : sql``;
  const rows = rowsOf<RawCourse>(
    await db.execute(sql`
      select c.id, c.slug, c.title, c.description, c.cover_image_url, c.assigned_category, c.subcategory,
        c.status, c.version, c.published_at, c.updated_at,
        cv.video_id as cover_video, cv.thumbnail_url as cover_thumb, cv.status = 'approved' as cover_approved,
        u.username as updated_by,
        agg.lesson_count, agg.hidden_lessons, agg.duration_seconds, agg.first_video, agg.first_thumb
      from courses c
      left join videos cv on cv.id = c.cover_video_id
      left join users u on u.id = c.updated_by
      left join ${lessons} agg on true
      where ${options.where}
      order by ${order}
      ${limit} ${offset}`),
  );
  return rows.map(toRecord);
}

/** A watchable lesson as read elsewhere: enough to sum a course up. */
export interface LessonFacts {
  video_id: string;
  duration_seconds: number | null;
  thumbnail_url: string | null;
}

/** A course read with `lessons: false`, summed up from its watchable lessons (in order) read by the caller. */
export function withLessons(course: CourseRecord, lessons: LessonFacts[]): CourseRecord {
  const first = lessons[0];
  const raw = { ...course.raw, first_video: first?.video_id ?? null, first_thumb: first?.thumbnail_url ?? null };
  return {
    ...course,
    raw,
    coverUrl: coverOf(raw),
    lessonCount: lessons.length,
    durationSeconds: lessons.reduce((sum, l) => sum + (l.duration_seconds ?? 0), 0),
  };
}

export async function readCourse(db: Tx, where: SQL): Promise<CourseRecord | null> {
  const [row] = await readCourses(db, { where, limit: 1 });
  return row ?? null;
}

/** A course on a card (courseSummarySchema). */
export function toCourseSummary(r: CourseRecord): CourseSummary {
  return {
    slug: r.slug,
    title: r.title,
    description: r.description,
    cover_url: r.coverUrl,
    assigned_category: r.assignedCategory,
    subcategory: r.subcategory,
    lesson_count: r.lessonCount,
    duration_seconds: r.durationSeconds,
    published_at: r.publishedAt,
    updated_at: r.updatedAt,
  };
}
