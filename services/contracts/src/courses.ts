import { z } from 'zod';
import { exampleVideo, pageQuerySchema, videoCardSchema, videoIdSchema, videoSchema } from './catalogue.ts';
import { COURSE_SLUG_MAX, COURSE_SLUG_PATTERN } from './page-parameters.ts';

/**
 * Courses (learning paths): an ordered list of approved videos made by moderators (DESIGN "Learning paths").
 *
 * Public calls (published courses only):
 *   GET  /api/courses/?category=&subcategory=&page=&page_size=   → coursePageSchema (newest published first)
 *   GET  /api/courses/:slug/                                     → courseSchema (lessons in order; removed or
 *                                                                   no-longer-approved videos left out)
 *   GET  /api/videos/:video_id/courses/                          → videoCoursesSchema: the published courses a
 *                                                                   video is a lesson of (summary + its position)
 * Members:
 *   GET  /api/courses/:slug/progress/                            → courseProgressSchema
 *   POST /api/courses/:slug/start/                               → courseProgressSchema (201 new, 200 already)
 * Moderators (drafts too; every change: one transaction, a course_log row, an outbox `course:changed` event;
 * a stale `version` answers 409 with conflictCourseSchema):
 *   GET    /api/moderation/courses/?status=&page=                → moderationCoursePageSchema
 *   POST   /api/moderation/courses/                              → 201 moderationCourseSchema
 *   GET    /api/moderation/courses/:slug/                        → moderationCourseSchema
 *   PATCH  /api/moderation/courses/:slug/                        → moderationCourseSchema  (courseUpdateSchema)
 *   PUT    /api/moderation/courses/:slug/lessons/                → moderationCourseSchema  (courseLessonsInputSchema)
 *   DELETE /api/moderation/courses/:slug/?version=               → 204
 *   GET    /api/moderation/courses/:slug/history/                → courseHistorySchema
 * Publishing is `PATCH { status: 'published', version }`.
 */

export const COURSE_STATUSES = ['draft', 'published'] as const;
export const courseStatusSchema = z.enum(COURSE_STATUSES);
export type CourseStatus = z.infer<typeof courseStatusSchema>;
export const COURSE_LESSONS_MAX = 200;
export const COURSE_TITLE_MAX = 120;
export const COURSE_DESCRIPTION_MAX = 2000;

/** What a course_log row records. */
export const COURSE_ACTIONS = ['create', 'update', 'publish', 'unpublish', 'lessons', 'delete'] as const;
export type CourseAction = (typeof COURSE_ACTIONS)[number];

export const courseSlugSchema = z
  .string()
  .min(1, 'A course address cannot be empty.')
  .max(COURSE_SLUG_MAX, `A course address can be at most ${COURSE_SLUG_MAX} characters.`)
  .regex(
    COURSE_SLUG_PATTERN,
    'A course address is lowercase letters and digits joined by hyphens, like python-from-zero.',
  );
export const courseSlugParamsSchema = z.object({ slug: courseSlugSchema });
/** Addresses the editor's own pages use (`/admin/courses/new`): no course may take them. */
export const RESERVED_COURSE_SLUGS: readonly string[] = ['new'];
const courseSlugInputSchema = courseSlugSchema.refine(
  (slug) => !RESERVED_COURSE_SLUGS.includes(slug),
  'This address is reserved for the editor: choose another one.',
);

const exampleCourse = {
  slug: 'python-from-zero',
  title: 'Python from zero',
  description: 'Twelve short lessons from installing Python to writing your first program.',
  cover_url: exampleVideo.thumbnail_url,
  assigned_category: 'technology',
  subcategory: 'programming',
  lesson_count: 12,
  duration_seconds: 9240,
  published_at: '2025-03-14T09:30:12.000Z',
  updated_at: '2025-03-14T09:30:12.000Z',
};

/** A course on a card: the /courses grid, My Learning, recommendations. */
export const courseSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    cover_url: z
      .string()
      .describe('The cover image: the chosen image, a chosen lesson’s thumbnail, or the first lesson’s.'),
    assigned_category: z.string().nullable(),
    subcategory: z.string().nullable(),
    lesson_count: z.number().int().describe('Lessons a viewer can watch (approved videos only).'),
    duration_seconds: z.number().int().describe('Sum of the lessons’ lengths that are known.'),
    published_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'CourseSummary', examples: [exampleCourse] });
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseLessonSchema = z.object({
  position: z.number().int().describe('1-based, among the lessons a viewer can watch.'),
  video: videoCardSchema,
});
export const courseSchema = courseSummarySchema.extend({ lessons: z.array(courseLessonSchema) }).meta({ id: 'Course' });
export type Course = z.infer<typeof courseSchema>;

export const coursePageSchema = z.object({
  results: z.array(courseSummarySchema),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  count: z.number().int(),
});
export type CoursePage = z.infer<typeof coursePageSchema>;
export const coursesQuerySchema = pageQuerySchema.omit({ cursor: true }).extend({
  category: z.string().trim().max(100).optional(),
  subcategory: z.string().trim().max(100).optional(),
});

/** A published course a video is a lesson of, with that lesson's number: the watch page's "Lesson 3 of 12". */
export const videoCourseSchema = courseSummarySchema
  .extend({
    position: z.number().int().describe('The video’s lesson number among the lessons a viewer can watch (1-based).'),
  })
  .meta({ id: 'VideoCourse', examples: [{ ...exampleCourse, position: 3 }] });
export type VideoCourse = z.infer<typeof videoCourseSchema>;
export const videoCoursesSchema = z.object({ results: z.array(videoCourseSchema) });

/** A member's progress in one course, from the watch progress already kept (90% or the last 20 s). */
export const courseProgressSchema = z
  .object({
    slug: z.string(),
    started: z.boolean().describe('Started explicitly, or any lesson watched.'),
    completed_lessons: z.number().int(),
    total_lessons: z.number().int(),
    percent: z.number().int().min(0).max(100),
    completed_video_ids: z.array(z.string()),
    /** "Continue": the first unfinished lesson and where to resume it; null once every lesson is done. */
    next_lesson: z.object({ video_id: z.string(), position: z.number().int(), resume_at: z.number() }).nullable(),
  })
  .meta({ id: 'CourseProgress' });
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** A started course on My Learning: the spec's course card (title, description, image, progress percent). */
export const learningCourseSchema = z.object({ course: courseSummarySchema, progress: courseProgressSchema });
export type LearningCourse = z.infer<typeof learningCourseSchema>;

/** A course as its editors see it: drafts, version, and lessons that are no longer watchable (flagged). */
export const moderationCourseSchema = courseSummarySchema
  .extend({
    status: courseStatusSchema,
    version: z.number().int(),
    cover_video_id: z.string().nullable(),
    cover_image_url: z.string().nullable(),
    updated_by: z.string().nullable(),
    lessons: z.array(
      z.object({
        position: z.number().int().describe('1-based among all the course’s lessons.'),
        video: videoSchema,
        status: z.enum(['pending', 'approved', 'removed']),
        hidden: z.boolean().describe('Not approved: viewers do not see this lesson.'),
      }),
    ),
  })
  .meta({ id: 'ModerationCourse' });
export type ModerationCourse = z.infer<typeof moderationCourseSchema>;
export const moderationCoursePageSchema = z.object({
  results: z.array(moderationCourseSchema.omit({ lessons: true }).extend({ hidden_lessons: z.number().int() })),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  count: z.number().int(),
});
export const moderationCoursesQuerySchema = pageQuerySchema.omit({ cursor: true }).extend({
  status: courseStatusSchema.optional(),
});

const title = z
  .string({ error: 'Give the course a title.' })
  .trim()
  .min(1, 'Give the course a title.')
  .max(COURSE_TITLE_MAX, `A course title can be at most ${COURSE_TITLE_MAX} characters.`);
const description = z
  .string()
  .trim()
  .max(COURSE_DESCRIPTION_MAX, `A description can be at most ${COURSE_DESCRIPTION_MAX} characters.`);
const coverImageUrl = z
  .url({ protocol: /^https$/, error: 'A cover image is an https:// address.' })
  .max(500)
  .nullable();
const category = z.string().trim().max(100);
const expectedVersion = z
  .number({ error: 'Send the version of the course you edited.' })
  .int()
  .positive()
  .max(2_147_483_647, 'version is not one this course has had: reload it and try again.');

export const courseCreateSchema = z
  .object({
    title,
    slug: courseSlugInputSchema.optional().describe('Made from the title when left out.'),
    description: description.default(''),
    assigned_category: category.nullish(),
    subcategory: category.nullish(),
    cover_video_id: videoIdSchema.nullish(),
    cover_image_url: coverImageUrl.optional(),
    video_ids: z.array(videoIdSchema).max(COURSE_LESSONS_MAX).default([]).describe('Lessons, in order.'),
  })
  .meta({
    examples: [{ title: 'Python from zero', assigned_category: 'technology', video_ids: [exampleVideo.video_id] }],
  });
export type CourseCreate = z.infer<typeof courseCreateSchema>;

export const courseUpdateSchema = z
  .object({
    version: expectedVersion,
    title: title.optional(),
    slug: courseSlugInputSchema.optional(),
    description: description.optional(),
    assigned_category: category.nullish(),
    subcategory: category.nullish(),
    cover_video_id: videoIdSchema.nullish(),
    cover_image_url: coverImageUrl.optional(),
    status: courseStatusSchema.optional(),
  })
  .meta({ examples: [{ version: 3, status: 'published' }] });
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;

/** The whole new order (add, remove and reorder are one call), against the version the editor saw. */
export const courseLessonsInputSchema = z
  .object({
    version: expectedVersion,
    video_ids: z
      .array(videoIdSchema)
      .max(COURSE_LESSONS_MAX, `A course can have at most ${COURSE_LESSONS_MAX} lessons.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A video can be a lesson only once in a course.'),
  })
  .meta({ examples: [{ version: 4, video_ids: [exampleVideo.video_id, 'rDiGYuQicpA'] }] });
export const courseDeleteQuerySchema = z.object({ version: z.coerce.number().int().positive().max(2_147_483_647) });

/** The 409 body for courses: who changed it last, and its version now. */
export const courseConflictSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.literal(409),
  detail: z.string().describe('e.g. "amina changed this course 2 minutes ago: reload it to see their changes."'),
  current: z.object({
    version: z.number().int(),
    actor: z.string().nullable(),
    at: z.string().nullable(),
    slug: z.string().optional().describe('The course’s address now, when it was renamed since you loaded it.'),
  }),
});

export const courseHistorySchema = z.object({
  slug: z.string(),
  results: z.array(
    z.object({
      action: z.string().describe(`One of ${COURSE_ACTIONS.join(', ')}.`),
      actor: z.string().nullable(),
      detail: z.unknown().nullable(),
      at: z.string(),
    }),
  ),
});
