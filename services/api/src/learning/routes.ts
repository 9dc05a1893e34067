import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookmarkInputSchema,
  bookmarkPageSchema,
  bookmarkSchema,
  myLearningSchema,
  myListEntrySchema,
  pageQuerySchema,
  PAGE_SIZE_DEFAULT,
  problemSchema,
  progressInputSchema,
  progressSchema,
  videoIdParamsSchema,
} from '@focustube/contracts';
import { NotFoundError } from '../errors.ts';
import { msg } from '../i18n.ts';
import { pageLinks } from '../paging.ts';
import {
  addBookmark,
  approvedVideoKey,
  bookmarkedAt,
  findProgress,
  listBookmarks,
  myLearning,
  removeBookmark,
  saveProgress,
} from './queries.ts';

const problems = { 400: problemSchema, 401: problemSchema, 404: problemSchema };
const signedIn = { 400: problemSchema, 401: problemSchema };

/** My Learning: bookmarks ("Add to My List") and watch progress. */
const learning: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-list/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'My List, latest additions first',
        querystring: pageQuerySchema.omit({ cursor: true }),
        response: { 200: bookmarkPageSchema, ...signedIn },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? PAGE_SIZE_DEFAULT;
      const { results, total } = await listBookmarks(app.db, request.account!.id, {
        limit: size,
        offset: (page - 1) * size,
      });
      return { results, ...pageLinks('/api/my-list/', page, size, total), count: total };
    },
  );

  app.post(
    '/my-list/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Add a video to My List (adding it twice changes nothing)',
        body: bookmarkInputSchema,
        response: {
          201: bookmarkSchema.describe('Added to My List'),
          200: bookmarkSchema.describe('Already in My List: nothing changed'),
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const key = await approvedVideoKey(app.db, request.body.video_id);
      const { added, bookmark } = await addBookmark(app.db, request.account!.id, key);
      return reply.status(added ? 201 : 200).send(bookmark);
    },
  );

  app.get(
    '/my-list/:video_id/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Whether a video is in My List',
        params: videoIdParamsSchema,
        response: { 200: myListEntrySchema, ...signedIn },
      },
    },
    async (request) => {
      const { video_id } = request.params;
      const addedAt = await bookmarkedAt(app.db, request.account!.id, video_id);
      return { video_id, saved: addedAt !== null, added_at: addedAt };
    },
  );

  app.delete(
    '/my-list/:video_id/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Remove a video from My List',
        params: videoIdParamsSchema,
        response: { 204: z.null().describe('Removed (or it was not in My List)'), ...signedIn },
      },
    },
    async (request, reply) => {
      await removeBookmark(app.db, request.account!.id, request.params.video_id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/progress/:video_id/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Save how far the video was watched (the player sends this every few seconds)',
        params: videoIdParamsSchema,
        body: progressInputSchema,
        response: { 200: progressSchema.describe('Saved: the progress as stored'), ...problems },
      },
    },
    async (request) => {
      const key = await approvedVideoKey(app.db, request.params.video_id);
      return saveProgress(app.db, {
        userId: request.account!.id,
        videoKey: key,
        videoId: request.params.video_id,
        position: request.body.position_seconds,
        duration: request.body.duration_seconds,
      });
    },
  );

  app.get(
    '/progress/:video_id/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Saved progress for one video, to resume it',
        params: videoIdParamsSchema,
        response: { 200: progressSchema, ...problems },
      },
    },
    async (request) => {
      const progress = await findProgress(app.db, request.account!.id, request.params.video_id);
      if (!progress) throw new NotFoundError(msg('learning.notStarted'));
      return progress;
    },
  );

  app.get(
    '/my-learning/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Started courses with their progress, continue learning (started, latest first) and completed videos',
        response: { 200: myLearningSchema, 401: problemSchema },
      },
    },
    async (request) => myLearning(app.db, request.account!.id),
  );
};

export default learning;
