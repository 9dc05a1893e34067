import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  bookmarkInputSchema,
  bookmarkPageSchema,
  bookmarkSchema,
  COMPLETED_SHARE,
  COMPLETED_TAIL_SECONDS,
  myLearningSchema,
  pageQuerySchema,
  PAGE_SIZE_DEFAULT,
  problemSchema,
  progressInputSchema,
  progressSchema,
  videoIdParamsSchema,
  type Progress,
} from '@focustube/contracts';
import { schema, type Database } from '@focustube/core';
import { pageLinks } from '../paging.ts';
import { NotFoundError } from '../errors.ts';
import { publicVideoColumns, toVideo } from '@focustube/core';

const v = schema.videos;
const b = schema.bookmarks;
const wp = schema.watchProgress;

/** Completed at 90% watched or within the last 20 seconds. */
export function isCompleted(position: number, duration: number): boolean {
  return position >= duration * COMPLETED_SHARE || duration - position <= COMPLETED_TAIL_SECONDS;
}

function toProgress(
  videoId: string,
  row: { positionSeconds: number; durationSeconds: number; completed: boolean; updatedAt: Date | string },
): Progress {
  return {
    video_id: videoId,
    position_seconds: row.positionSeconds,
    duration_seconds: row.durationSeconds,
    percent: Math.min(100, Math.round((row.positionSeconds / row.durationSeconds) * 100)),
    completed: row.completed,
    // Coming back to a video that was watched to (nearly) the end starts it again.
    resume_at: isCompleted(row.positionSeconds, row.durationSeconds) ? 0 : row.positionSeconds,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

async function approvedVideoKey(db: Database, videoId: string): Promise<number> {
  const [row] = await db
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.videoId, videoId), eq(v.status, 'approved')))
    .limit(1);
  if (!row) throw new NotFoundError(`No approved video has the id "${videoId}".`);
  return row.id;
}

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
      const mine = and(eq(b.userId, request.account!.id), eq(v.status, 'approved'));
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ ...publicVideoColumns, addedAt: b.createdAt })
          .from(b)
          .innerJoin(v, eq(v.id, b.videoId))
          .where(mine)
          .orderBy(desc(b.createdAt))
          .limit(size)
          .offset((page - 1) * size),
        app.db.select({ n: count() }).from(b).innerJoin(v, eq(v.id, b.videoId)).where(mine),
      ]);
      const n = Number(total?.n ?? 0);
      return {
        results: rows.map((r) => ({ video: toVideo(r), added_at: new Date(r.addedAt).toISOString() })),
        ...pageLinks('/api/my-list/', page, size, n),
        count: n,
      };
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
      const inserted = await app.db
        .insert(b)
        .values({ userId: request.account!.id, videoId: key })
        .onConflictDoNothing()
        .returning();
      const [row] = await app.db
        .select({ ...publicVideoColumns, addedAt: b.createdAt })
        .from(b)
        .innerJoin(v, eq(v.id, b.videoId))
        .where(and(eq(b.userId, request.account!.id), eq(b.videoId, key)));
      return reply
        .status(inserted.length > 0 ? 201 : 200)
        .send({ video: toVideo(row!), added_at: new Date(row!.addedAt).toISOString() });
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
      await app.db
        .delete(b)
        .where(
          and(
            eq(b.userId, request.account!.id),
            sql`${b.videoId} = (select id from videos where video_id = ${request.params.video_id})`,
          ),
        );
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
      const position = Math.round(Math.min(request.body.position_seconds, request.body.duration_seconds));
      const duration = Math.round(request.body.duration_seconds);
      const completed = isCompleted(position, duration);
      const [row] = await app.db
        .insert(wp)
        .values({
          userId: request.account!.id,
          videoId: key,
          positionSeconds: position,
          durationSeconds: duration,
          completed,
        })
        .onConflictDoUpdate({
          target: [wp.userId, wp.videoId],
          // Once completed, a video stays completed even when it is watched again from the start.
          set: {
            positionSeconds: position,
            durationSeconds: duration,
            completed: sql`${wp.completed} or ${completed}`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return toProgress(request.params.video_id, row!);
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
      const [row] = await app.db
        .select()
        .from(wp)
        .where(
          and(
            eq(wp.userId, request.account!.id),
            sql`${wp.videoId} = (select id from videos where video_id = ${request.params.video_id})`,
          ),
        );
      if (!row) throw new NotFoundError('You have not started this video yet.');
      return toProgress(request.params.video_id, row);
    },
  );

  app.get(
    '/my-learning/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Continue learning (started, latest first) and completed videos',
        response: { 200: myLearningSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const userId = request.account!.id;
      const items = (done: boolean) =>
        app.db
          .select({
            ...publicVideoColumns,
            positionSeconds: wp.positionSeconds,
            durationSeconds: wp.durationSeconds,
            completed: wp.completed,
            updatedAt: wp.updatedAt,
          })
          .from(wp)
          .innerJoin(v, eq(v.id, wp.videoId))
          .where(and(eq(wp.userId, userId), eq(wp.completed, done), eq(v.status, 'approved')))
          .orderBy(desc(wp.updatedAt))
          .limit(50);
      const [started, completed, [bookmarks]] = await Promise.all([
        items(false),
        items(true),
        app.db.select({ n: count() }).from(b).where(eq(b.userId, userId)),
      ]);
      const item = (r: Awaited<ReturnType<typeof items>>[number]) => ({
        video: toVideo(r),
        progress: toProgress(r.videoId, r),
      });
      return {
        continue_learning: started.map(item),
        completed: completed.map(item),
        bookmarks: Number(bookmarks?.n ?? 0),
      };
    },
  );
};

export default learning;
