import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseConflictSchema,
  courseCreateSchema,
  courseDeleteQuerySchema,
  courseHistorySchema,
  courseLessonsInputSchema,
  coursePageSchema,
  courseProgressSchema,
  courseSchema,
  courseSlugParamsSchema,
  coursesQuerySchema,
  courseUpdateSchema,
  moderationCoursePageSchema,
  moderationCourseSchema,
  moderationCoursesQuerySchema,
  PAGE_SIZE_DEFAULT,
  problemSchema,
  videoCoursesSchema,
  videoIdParamsSchema,
} from '@focustube/contracts';
import {
  courseProgress,
  createCourse,
  deleteCourse,
  readCourse,
  startCourse,
  toCourseSummary,
  setCourseLessons,
  updateCourse,
  type CourseFields,
  type CourseWriteOutcome,
} from '@focustube/core';
import { sql } from 'drizzle-orm';
import { sendCachedBody } from '../plugins/cached-body.ts';
import { ANY_APPROVED, COURSES, dependsOn, videoTag } from '../plugins/cache-tags.ts';
import { BadRequestError, NotFoundError, ProblemError } from '../errors.ts';
import { ago, msg } from '../i18n.ts';
import { pageLinks } from '../paging.ts';
import {
  courseHistory,
  coursesOfVideo,
  findCourse,
  findPublished,
  listForModeration,
  listPublished,
  moderationCourse,
  moderationSummary,
  publicCourse,
} from './queries.ts';

/** As the catalogue's answers: moderators change courses at any time, so always revalidated (a 304 costs no body). */
const CATALOGUE_CACHE_CONTROL = 'public, no-cache';
const problems = { 400: problemSchema, 404: problemSchema };
const forMembers = { 400: problemSchema, 401: problemSchema, 404: problemSchema };
const forModerators = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
/** A 409 names who changed the course (a stale version), or the address another course already has. */
const conflict = courseConflictSchema.extend({ errors: problemSchema.shape.errors });

const noCourse = (slug: string) => new NotFoundError(msg('courses.notFound', { slug }));
/** A course shows and counts only its approved lessons: any approval may change it. */
const COURSE_TAGS = [COURSES, ANY_APPROVED];

/** Courses (learning paths): published ones for everyone, progress for members, editing for moderators. */
const courses: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogueCache;
  const moderator = { access: 'moderator' as const };

  /** A write's outcome as the answer: the course, or the problem a person can act on. */
  async function settle(outcome: CourseWriteOutcome, slug: string) {
    switch (outcome.outcome) {
      case 'done':
        return moderationCourse(app.db, outcome.course);
      case 'not_found':
        throw noCourse(slug);
      case 'invalid':
        throw new BadRequestError(outcome.message, outcome.field);
      case 'conflict': {
        const { current } = outcome;
        const actor = current.actor ?? msg('courses.someone');
        const detail =
          current.slug !== undefined
            ? current.at
              ? msg('courses.renamedAgo', { actor, ago: ago(current.at), slug: current.slug })
              : msg('courses.renamed', { actor, slug: current.slug })
            : current.at === null
              ? msg('courses.changedSinceLoaded')
              : msg('courses.changedAgo', { actor, ago: ago(current.at) });
        throw new ProblemError(409, detail, undefined, undefined, { current });
      }
      case 'slug_taken': {
        const holder = await readCourse(app.db, sql`c.slug = ${outcome.slug}`);
        const detail = msg('courses.slugTaken', { slug: outcome.slug });
        throw new ProblemError(409, detail, { slug: [detail] }, undefined, {
          current: { version: holder?.version ?? 0, actor: holder?.updatedBy ?? null, at: holder?.updatedAt ?? null },
        });
      }
    }
  }

  /** Categories as the menus spell them; changing the category alone clears a subcategory it does not have. */
  function placement(category: string | null | undefined, subcategory: string | null | undefined) {
    const placed = app.categories.placement(category || null, subcategory || null);
    if (!placed && subcategory) throw new BadRequestError(msg('catalogue.categoryBeforeSubcategory'), 'subcategory');
    return placed;
  }

  const actorOf = (request: { account: { id: number; username: string } | null }) => ({
    id: request.account!.id,
    username: request.account!.username,
  });

  // -------------------------------------------------------------------------------------------------
  // Everyone

  app.get(
    '/courses/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['courses'],
        summary: 'Published courses, newest first; filter by category and subcategory',
        querystring: coursesQuerySchema,
        response: { 200: coursePageSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = app.categories.parseFilter({ categories: q.category, subcategory: q.subcategory });
      if (filter.categories.length > 1) throw new BadRequestError(msg('catalogue.chooseOneCategory'), 'category');
      const category = filter.categories[0] ?? null;
      const page = q.page ?? 1;
      const size = q.page_size ?? PAGE_SIZE_DEFAULT;
      const key = `courses|${category ?? ''}|${filter.subcategory ?? ''}|${page}|${size}`;
      const body = await cache.get(key, COURSE_TAGS, async () => {
        const { rows, total } = await listPublished(
          app.db,
          { category, subcategory: filter.subcategory },
          { limit: size, offset: (page - 1) * size },
        );
        const keep = { category: category ?? undefined, subcategory: filter.subcategory ?? undefined };
        return JSON.stringify({
          results: rows.map(toCourseSummary),
          ...pageLinks('/api/courses/', page, size, total, keep),
          count: total,
        });
      });
      return sendCachedBody(request, reply, body, CATALOGUE_CACHE_CONTROL);
    },
  );

  app.get(
    '/courses/:slug/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['courses'],
        summary: 'A published course with its lessons in order (videos no longer approved left out)',
        params: courseSlugParamsSchema,
        response: { 200: courseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const body = await cache.get(`course|${slug}`, COURSE_TAGS, async () => {
        const course = await findPublished(app.db, slug);
        if (!course) throw noCourse(slug);
        return JSON.stringify(await publicCourse(app.db, course));
      });
      return sendCachedBody(request, reply, body, CATALOGUE_CACHE_CONTROL);
    },
  );

  app.get(
    '/videos/:video_id/courses/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['courses'],
        summary: 'The published courses a video is a lesson of, with its lesson number in each',
        params: videoIdParamsSchema,
        response: { 200: videoCoursesSchema, ...problems },
      },
    },
    async (request, reply) => {
      const videoId = request.params.video_id;
      dependsOn([videoTag(videoId)]);
      const body = await cache.get(`video-courses|${videoId}`, null, async () => {
        const results = await coursesOfVideo(app.db, videoId);
        if (!results) throw new NotFoundError(msg('catalogue.videoNotFound', { videoId }));
        // In no course, only a course change or its own can change that; in some, their lessons' approvals too.
        const tags = results.length === 0 ? [COURSES, videoTag(videoId)] : COURSE_TAGS;
        return { body: JSON.stringify({ results }), tags };
      });
      return sendCachedBody(request, reply, body, CATALOGUE_CACHE_CONTROL);
    },
  );

  // -------------------------------------------------------------------------------------------------
  // Members

  const publishedOr404 = async (slug: string) => {
    const course = await findPublished(app.db, slug);
    if (!course) throw noCourse(slug);
    return course;
  };

  app.get(
    '/courses/:slug/progress/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['courses'],
        summary: 'Your progress in a course: lessons completed, percent, and where "Continue" opens',
        params: courseSlugParamsSchema,
        response: { 200: courseProgressSchema, ...forMembers },
      },
    },
    async (request) => courseProgress(app.db, request.account!.id, await publishedOr404(request.params.slug)),
  );

  app.post(
    '/courses/:slug/start/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['courses'],
        summary: 'Start a course: it joins My Learning even before a lesson is watched',
        params: courseSlugParamsSchema,
        response: {
          201: courseProgressSchema.describe('Started'),
          200: courseProgressSchema.describe('Already started: nothing changed'),
          ...forMembers,
        },
      },
    },
    async (request, reply) => {
      const course = await publishedOr404(request.params.slug);
      const userId = request.account!.id;
      const started = await startCourse(app.db, userId, course.id);
      return reply.status(started ? 201 : 200).send(await courseProgress(app.db, userId, course));
    },
  );

  // -------------------------------------------------------------------------------------------------
  // Moderators

  const anyOr404 = async (slug: string) => {
    const course = await findCourse(app.db, slug);
    if (!course) throw noCourse(slug);
    return course;
  };

  app.get(
    '/moderation/courses/',
    {
      config: moderator,
      schema: {
        tags: ['courses'],
        summary: 'Every course, drafts included, most recently changed first',
        querystring: moderationCoursesQuerySchema,
        response: { 200: moderationCoursePageSchema, ...forModerators },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? PAGE_SIZE_DEFAULT;
      const { rows, total } = await listForModeration(app.db, request.query.status, {
        limit: size,
        offset: (page - 1) * size,
      });
      return {
        results: rows.map((r) => ({ ...moderationSummary(r), hidden_lessons: r.hiddenLessons })),
        ...pageLinks('/api/moderation/courses/', page, size, total, { status: request.query.status }),
        count: total,
      };
    },
  );

  app.post(
    '/moderation/courses/',
    {
      config: moderator,
      schema: {
        tags: ['courses'],
        summary: 'Create a course (a draft); its address is made from the title when not given',
        body: courseCreateSchema,
        response: { 201: moderationCourseSchema.describe('Created, as a draft'), 409: conflict, ...forModerators },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const placed = placement(input.assigned_category, input.subcategory);
      const outcome = await createCourse(app.db, {
        title: input.title,
        slug: input.slug,
        description: input.description,
        assignedCategory: placed?.assigned ?? null,
        subcategory: placed?.subcategory ?? null,
        coverVideoId: input.cover_video_id ?? null,
        coverImageUrl: input.cover_image_url ?? null,
        videoIds: input.video_ids,
        actor: actorOf(request),
      });
      return reply.status(201).send(await settle(outcome, input.slug ?? ''));
    },
  );

  app.get(
    '/moderation/courses/:slug/',
    {
      config: moderator,
      schema: {
        tags: ['courses'],
        summary: 'A course as its editors see it: drafts too, every lesson, hidden ones flagged',
        params: courseSlugParamsSchema,
        response: { 200: moderationCourseSchema, ...forModerators },
      },
    },
    async (request) => moderationCourse(app.db, await anyOr404(request.params.slug)),
  );

  app.patch(
    '/moderation/courses/:slug/',
    {
      config: moderator,
      schema: {
        tags: ['courses'],
        summary: 'Edit a course, publish it (`status: published`) or unpublish it',
        description:
          'Send the `version` you loaded: if someone changed the course since, it answers 409 and changes nothing.',
        params: courseSlugParamsSchema,
        body: courseUpdateSchema,
        response: { 200: moderationCourseSchema, 409: conflict, ...forModerators },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const input = request.body;
      const changes: CourseFields = {
        title: input.title,
        slug: input.slug,
        description: input.description,
        coverVideoId: input.cover_video_id,
        coverImageUrl: input.cover_image_url,
        status: input.status,
      };
      if (input.assigned_category !== undefined) {
        const placed = placement(input.assigned_category, input.subcategory);
        changes.assignedCategory = placed?.assigned ?? null;
        changes.subcategory = placed?.subcategory ?? null;
      } else if (input.subcategory !== undefined) {
        const course = await anyOr404(slug);
        const placed = placement(course.assignedCategory, input.subcategory);
        changes.subcategory = placed?.subcategory ?? null;
      }
      const outcome = await updateCourse(app.db, { slug, version: input.version, changes, actor: actorOf(request) });
      return settle(outcome, slug);
    },
  );

  app.put(
    '/moderation/courses/:slug/lessons/',
    {
      config: moderator,
      schema: {
        tags: ['courses'],
        summary: 'Set the lessons in order: add, remove and reorder in one call',
        description:
          'The whole new list, against the `version` you loaded (409 if the course changed since). Only approved ' +
          'videos can be added; a lesson whose video was removed since may stay (hidden from viewers) or go.',
        params: courseSlugParamsSchema,
        body: courseLessonsInputSchema,
        response: { 200: moderationCourseSchema, 409: conflict, ...forModerators },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const outcome = await setCourseLessons(app.db, {
        slug,
        version: request.body.version,
        videoIds: request.body.video_ids,
        actor: actorOf(request),
      });
      return settle(outcome, slug);
    },
  );

  app.delete(
    '/moderation/courses/:slug/',
    {
      config: moderator,
      schema: {
        tags: ['courses'],
        summary: 'Delete a course (its history stays)',
        params: courseSlugParamsSchema,
        querystring: courseDeleteQuerySchema,
        response: { 204: z.null().describe('Deleted'), 409: conflict, ...forModerators },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const outcome = await deleteCourse(app.db, { slug, version: request.query.version, actor: actorOf(request) });
      if (outcome.outcome !== 'done') await settle(outcome, slug);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/moderation/courses/:slug/history/',
    {
      config: moderator,
      schema: {
        tags: ['courses'],
        summary: 'Who changed a course, how and when, newest first',
        params: courseSlugParamsSchema,
        response: { 200: courseHistorySchema, ...forModerators },
      },
    },
    async (request) => {
      const course = await anyOr404(request.params.slug);
      return { slug: course.slug, results: await courseHistory(app.db, course.id) };
    },
  );
};

export default courses;
