import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import {
  CHANNEL_FETCH_DEFAULT,
  CHANNEL_FETCH_MAX,
  extractVideoId,
  jobAcceptedSchema,
  problemSchema,
  type JobName,
  type JobPayload,
} from '@focustube/contracts';
import {
  enqueue,
  schema,
  YouTubeError,
  YouTubeNotFoundError,
  YouTubeQuotaError,
  type YouTubeClient,
} from '@focustube/core';
import type { Account } from '../plugins/auth.ts';
import { badRequest, notFound, ProblemError } from '../plugins/problems.ts';

const CHANNEL_ID = /^[A-Za-z0-9_-]{10,64}$/;
const channelIdSchema = z
  .string({ error: 'Channel ID is required.' })
  .trim()
  .min(1, 'Channel ID is required.')
  .regex(CHANNEL_ID, 'A channel id looks like UCxxxxxxxxxxxxxxxxxxxxxx.');
const videoInputSchema = z
  .string({ error: 'Video ID is required.' })
  .trim()
  .min(1, 'Video ID is required.')
  .max(500)
  .describe('An 11-character video id or any YouTube link to the video.');
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 503: problemSchema };
/** A job is queued: needs the YouTube key (503 without it) and Redis. */
const queued = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 503: problemSchema };
const forModerators = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const categoryFields = {
  assigned_category: z.string().trim().max(100).optional(),
  subcategory: z.string().trim().max(100).optional(),
};

const sourceSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  channel_title: z.string().nullable(),
  assigned_category: z.string().nullable(),
  subcategory: z.string().nullable(),
  refresh_pattern: z.string(),
  last_refreshed_at: z.string().nullable(),
  created_at: z.string(),
});
const toSource = (r: typeof schema.sources.$inferSelect) => ({
  id: r.id,
  channel_id: r.channelId,
  channel_title: r.channelTitle,
  assigned_category: r.assignedCategory,
  subcategory: r.subcategory,
  refresh_pattern: r.refreshPattern,
  last_refreshed_at: r.lastRefreshedAt ? new Date(r.lastRefreshedAt).toISOString() : null,
  created_at: new Date(r.createdAt).toISOString(),
});

/** Turns a YouTube failure during a request into an answer a moderator can act on. */
function youtubeProblem(error: unknown): never {
  if (error instanceof YouTubeNotFoundError) throw new ProblemError(404, error.message);
  if (error instanceof YouTubeQuotaError) throw new ProblemError(503, error.message, undefined, 3600);
  if (error instanceof YouTubeError) throw new ProblemError(error.retryable ? 503 : 502, error.message);
  throw error;
}

/** Saving videos, fetching channels, registered sources and members' suggestions. */
const imports: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (account: Account | null) => ({ id: account?.id ?? null, username: account?.username ?? null });
  /** Checks the key first, so a missing key is a 503 now rather than a failed job later. */
  const startJob = async <N extends JobName>(name: N, payload: JobPayload<N>) => {
    app.youtube();
    return enqueue(app.queues, name, payload);
  };
  const category = (input: { assigned_category?: string; subcategory?: string }) => {
    if (!input.assigned_category) return { assigned_category: null, subcategory: null };
    const filter = app.categories.parseFilter({ categories: input.assigned_category, subcategory: input.subcategory });
    if (filter.categories.length !== 1) throw badRequest('Choose one category.', 'assigned_category');
    return { assigned_category: filter.categories[0]!, subcategory: filter.subcategory };
  };
  const videoIdFrom = (input: string) => {
    const id = extractVideoId(input);
    if (!id) throw badRequest('Paste a YouTube link or an 11-character video id.', 'video_id');
    return id;
  };

  app.post(
    '/youtube-videos/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['imports'],
        summary: 'Save one video (id or link) into the pending queue, as a job',
        body: z.object({ video_id: videoInputSchema, ...categoryFields }),
        response: { 202: jobAcceptedSchema, ...queued },
      },
    },
    async (request, reply) => {
      const jobId = await startJob('save-video', {
        actor: actorOf(request.account),
        video_id: videoIdFrom(request.body.video_id),
        ...category(request.body),
      });
      return reply.status(202).send({ job_id: jobId, message: 'Saving the video…' });
    },
  );

  const fetchQuery = z.object({
    channel_id: channelIdSchema,
    max_results: z.coerce
      .number({ error: 'max_results must be a number.' })
      .int('max_results must be a whole number.')
      .min(1, 'max_results must be 1 or more.')
      .max(CHANNEL_FETCH_MAX, `max_results can be at most ${CHANNEL_FETCH_MAX}.`)
      .default(CHANNEL_FETCH_DEFAULT),
  });
  for (const [path, withCategory] of [
    ['/fetch-videos/', false],
    ['/fetch-youtube-videos/', true],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'moderator' },
        schema: {
          tags: ['imports'],
          summary: withCategory
            ? "Import a channel's newest videos into a category's pending queue, as a job"
            : "Import a channel's newest videos into the pending queue, as a job",
          querystring: withCategory
            ? fetchQuery.extend({
                category: z.string().trim().max(100).optional(),
                subcategory: z.string().trim().max(100).optional(),
              })
            : fetchQuery,
          response: { 202: jobAcceptedSchema, ...queued },
        },
      },
      async (request, reply) => {
        const query = request.query as z.infer<typeof fetchQuery> & { category?: string; subcategory?: string };
        const jobId = await startJob('channel-import', {
          actor: actorOf(request.account),
          channel_id: query.channel_id,
          max_results: query.max_results,
          ...category({ assigned_category: query.category, subcategory: query.subcategory }),
        });
        return reply.status(202).send({ job_id: jobId, message: `Fetching up to ${query.max_results} videos…` });
      },
    );
  }

  app.get(
    '/resolve-channel-id-from-video/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['imports'],
        summary: 'The channel id of a video (id or link)',
        querystring: z.object({ video_id: videoInputSchema }),
        response: { 200: z.object({ channel_id: z.string() }), ...problems, 502: problemSchema },
      },
    },
    async (request) => {
      const videoId = videoIdFrom(request.query.video_id);
      const youtube: YouTubeClient = app.youtube();
      try {
        return { channel_id: await youtube.getChannelIdOfVideo(videoId) };
      } catch (error) {
        youtubeProblem(error);
      }
    },
  );

  app.get(
    '/get-video-category/:categoryId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['imports'],
        summary: "A YouTube category's name ('Uncategorized' when unknown), remembered in the database",
        params: z.object({ categoryId: z.string().regex(/^\d{1,4}$/, 'A category id is a number.') }),
        response: { 200: z.object({ categoryId: z.string(), categoryName: z.string() }), 400: problemSchema },
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      const yc = schema.youtubeCategories;
      const [known] = await app.db.select().from(yc).where(eq(yc.categoryId, categoryId));
      if (known) return { categoryId, categoryName: known.name };
      let name: string | null = null;
      try {
        name = app.config.YOUTUBE_API_KEY ? await app.youtube().getVideoCategoryName(categoryId) : null;
      } catch (error) {
        request.log.warn({ err: error }, 'category lookup failed');
      }
      if (name) await app.db.insert(yc).values({ categoryId, name }).onConflictDoNothing();
      return { categoryId, categoryName: name ?? 'Uncategorized' };
    },
  );

  app.post(
    '/contributions/',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['imports'],
        summary: 'Suggest a video (id or link); it joins the pending queue marked with your name',
        body: z.object({ video: videoInputSchema, ...categoryFields, note: z.string().trim().max(500).optional() }),
        response: {
          202: jobAcceptedSchema,
          400: problemSchema,
          401: problemSchema,
          409: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const videoId = videoIdFrom(request.body.video);
      const [existing] = await app.db
        .select({ status: schema.videos.status })
        .from(schema.videos)
        .where(eq(schema.videos.videoId, videoId));
      if (existing) {
        throw new ProblemError(
          409,
          existing.status === 'approved'
            ? 'FocusTube already has this video. Thank you all the same!'
            : 'Someone has suggested this video already; a moderator will look at it.',
        );
      }
      const jobId = await startJob('save-video', {
        actor: actorOf(request.account),
        video_id: videoId,
        ...category(request.body),
        suggested_by: request.account!.id,
        note: request.body.note,
      });
      return reply.status(202).send({ job_id: jobId, message: 'Thank you! A moderator will review your suggestion.' });
    },
  );

  const sourceBody = z.object({
    channel_id: channelIdSchema,
    ...categoryFields,
    refresh_pattern: z
      .string()
      .trim()
      .regex(/^(\S+\s+){4}\S+$/, 'refresh_pattern is a cron pattern such as "0 3 * * *" (every day at 03:00).')
      .optional(),
  });

  app.get(
    '/sources/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['imports'],
        summary: 'Channels re-imported every day',
        response: { 200: z.object({ results: z.array(sourceSchema) }), 401: problemSchema, 403: problemSchema },
      },
    },
    async () => ({
      results: (await app.db.select().from(schema.sources).orderBy(asc(schema.sources.id))).map(toSource),
    }),
  );

  app.post(
    '/sources/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['imports'],
        summary: 'Register a channel: imported now, then refreshed every day',
        body: sourceBody,
        response: {
          201: z.object({ source: sourceSchema, job_id: z.string() }),
          409: problemSchema,
          ...problems,
          502: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const youtube = app.youtube();
      const placed = category(request.body);
      let title: string;
      try {
        title = (await youtube.getChannel(request.body.channel_id)).title;
      } catch (error) {
        youtubeProblem(error);
      }
      const [row] = await app.db
        .insert(schema.sources)
        .values({
          channelId: request.body.channel_id,
          channelTitle: title,
          assignedCategory: placed.assigned_category,
          subcategory: placed.subcategory,
          createdBy: request.account!.id,
          ...(request.body.refresh_pattern ? { refreshPattern: request.body.refresh_pattern } : {}),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ProblemError(409, `The channel ${title} is already registered.`);
      const jobId = await enqueue(app.queues, 'channel-import', {
        actor: actorOf(request.account),
        channel_id: row.channelId,
        max_results: CHANNEL_FETCH_MAX,
        assigned_category: row.assignedCategory,
        subcategory: row.subcategory,
      });
      return reply.status(201).send({ source: toSource(row), job_id: jobId });
    },
  );

  app.patch(
    '/sources/:id/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['imports'],
        summary: "Change a source's category or refresh schedule",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: sourceBody.omit({ channel_id: true }),
        response: { 200: sourceSchema.describe('The source as it is now'), ...forModerators },
      },
    },
    async (request) => {
      const placed = request.body.assigned_category !== undefined ? category(request.body) : null;
      const changes = {
        ...(placed ? { assignedCategory: placed.assigned_category, subcategory: placed.subcategory } : {}),
        ...(request.body.refresh_pattern ? { refreshPattern: request.body.refresh_pattern } : {}),
      };
      if (Object.keys(changes).length === 0) throw badRequest('Send assigned_category or refresh_pattern to change.');
      const [row] = await app.db
        .update(schema.sources)
        .set(changes)
        .where(eq(schema.sources.id, request.params.id))
        .returning();
      if (!row) throw notFound(`There is no source ${request.params.id}.`);
      return toSource(row);
    },
  );

  app.delete(
    '/sources/:id/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['imports'],
        summary: 'Stop refreshing a channel (its videos stay)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 204: z.null().describe('Deleted: the channel is no longer refreshed'), ...forModerators },
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .delete(schema.sources)
        .where(eq(schema.sources.id, request.params.id))
        .returning({ id: schema.sources.id });
      if (deleted.length === 0) throw notFound(`There is no source ${request.params.id}.`);
      return reply.status(204).send(null);
    },
  );
};

export default imports;
