import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHANNEL_FETCH_MAX,
  channelFetchIntoCategoryQuerySchema,
  channelFetchQuerySchema,
  contributionInputSchema,
  extractVideoId,
  jobAcceptedSchema,
  problemSchema,
  resolveChannelQuerySchema,
  resolvedChannelSchema,
  saveVideoInputSchema,
  sourceChangesSchema,
  sourceCreatedSchema,
  sourceIdParamsSchema,
  sourceInputSchema,
  sourceListSchema,
  sourceSchema,
  youtubeCategoryParamsSchema,
  youtubeCategorySchema,
  type JobName,
  type JobPayload,
} from '@focustube/contracts';
import {
  enqueue,
  isRefreshPattern,
  runsMoreThanHourly,
  scheduleSourceRefresh,
  unscheduleSourceRefresh,
  youtubeCategoryNames,
  YouTubeQuotaError,
  type Actor,
  type YouTubeVideo,
} from '@focustube/core';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  ProblemError,
  UnavailableError,
  youtubeProblem,
} from '../errors.ts';
import { msg } from '../i18n.ts';
import type { Account } from '../plugins/auth.ts';
import { deleteSource, insertSource, listSources, toSource, updateSource, videoStatus } from './queries.ts';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 503: problemSchema };
/** A job is queued: needs the YouTube key (503 without it) and Redis. */
const queued = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 503: problemSchema };
const forModerators = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

const actorOf = (account: Account | null): Actor => ({ id: account?.id ?? null, username: account?.username ?? null });

function videoIdFrom(input: string) {
  const id = extractVideoId(input);
  if (!id) throw new BadRequestError(msg('imports.pasteLink'), 'video_id');
  return id;
}

function refreshPatternFrom(pattern: string | undefined) {
  if (pattern && !isRefreshPattern(pattern))
    throw new BadRequestError(msg('imports.notSchedule', { pattern }), 'refresh_pattern');
  if (pattern && runsMoreThanHourly(pattern))
    throw new BadRequestError(msg('imports.scheduleTooOften', { pattern }), 'refresh_pattern');
  return pattern;
}

/** Saving videos, fetching channels, registered sources and members' suggestions. */
const imports: FastifyPluginAsyncZod = async (app) => {
  /** Checks the key first, so a missing key is a 503 now rather than a failed job later. */
  const startJob = async <N extends JobName>(name: N, payload: JobPayload<N>) => {
    app.youtube();
    return enqueue(app.queues, name, payload);
  };
  /**
   * Asks YouTube whether the suggested video is there to be seen, so the member hears now, on the form,
   * rather than a job failing where they never look. YouTube unreachable or out of quota: a 503 in a
   * member's words (the reason goes to the log).
   */
  const checkSuggestedVideo = async (videoId: string, log: FastifyBaseLogger) => {
    let found: YouTubeVideo | undefined;
    try {
      [found] = await app.youtube().getVideos([videoId]);
    } catch (error) {
      log.warn({ err: error }, 'could not check a suggested video with YouTube');
      throw new UnavailableError(
        msg('imports.suggestionsUnavailable'),
        error instanceof YouTubeQuotaError ? 3600 : undefined,
      );
    }
    // A private video is none (the client leaves it out, as the workers' imports do).
    if (!found) {
      const detail = msg('imports.noSuchVideo', { videoId });
      throw new ProblemError(422, detail, { video: [detail] });
    }
  };
  const placement = (category?: string, subcategory?: string) => {
    const placed = app.categories.placement(category, subcategory);
    return { assigned_category: placed?.assigned ?? null, subcategory: placed?.subcategory ?? null };
  };

  app.post(
    '/youtube-videos/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['imports'],
        summary: 'Save one video (id or link) into the pending queue, as a job',
        body: saveVideoInputSchema,
        response: { 202: jobAcceptedSchema, ...queued },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const jobId = await startJob('save-video', {
        actor: actorOf(request.account),
        video_id: videoIdFrom(body.video_id),
        ...placement(body.assigned_category, body.subcategory),
      });
      return reply
        .status(202)
        .localized()
        .send({ job_id: jobId, message: msg('imports.saving').in(request.language) });
    },
  );

  for (const [path, querystring] of [
    ['/fetch-videos/', channelFetchQuerySchema],
    ['/fetch-youtube-videos/', channelFetchIntoCategoryQuerySchema],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'moderator' },
        schema: {
          tags: ['imports'],
          summary:
            querystring === channelFetchQuerySchema
              ? "Import a channel's newest videos into the pending queue, as a job"
              : "Import a channel's newest videos into a category's pending queue, as a job",
          querystring,
          response: { 202: jobAcceptedSchema, ...queued },
        },
      },
      async (request, reply) => {
        const query = request.query as z.infer<typeof channelFetchIntoCategoryQuerySchema>;
        const jobId = await startJob('channel-import', {
          actor: actorOf(request.account),
          channel_id: query.channel_id,
          max_results: query.max_results,
          ...placement(query.category, query.subcategory),
        });
        return reply
          .status(202)
          .localized()
          .send({ job_id: jobId, message: msg('imports.fetching', { count: query.max_results }).in(request.language) });
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
        querystring: resolveChannelQuerySchema,
        response: { 200: resolvedChannelSchema, ...problems, 502: problemSchema },
      },
    },
    async (request) => {
      const videoId = videoIdFrom(request.query.video_id);
      const youtube = app.youtube();
      try {
        return { channel_id: await youtube.getChannelIdOfVideo(videoId) };
      } catch (error) {
        throw youtubeProblem(error);
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
        description:
          'The id is a YouTube video category id (a number such as 27), not a video id. Names come from the ' +
          "database, or from YouTube's category list, fetched at most once a day per server: an unknown id never " +
          'costs a YouTube request of its own.',
        params: youtubeCategoryParamsSchema,
        response: { 200: youtubeCategorySchema, 400: problemSchema },
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      let name: string | undefined;
      try {
        // Without a key only names already remembered are known.
        const youtube = app.config.YOUTUBE_API_KEY ? app.youtube() : null;
        name = (await youtubeCategoryNames(app.db, youtube, [categoryId])).get(categoryId);
      } catch (error) {
        request.log.warn({ err: error }, 'category lookup failed');
      }
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
        body: contributionInputSchema,
        response: {
          202: jobAcceptedSchema,
          400: problemSchema,
          401: problemSchema,
          409: problemSchema,
          // YouTube has no public video with this id: private, deleted or mistyped.
          422: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const videoId = videoIdFrom(body.video);
      const status = await videoStatus(app.db, videoId);
      if (status) {
        throw new ConflictError(
          status === 'approved' ? msg('imports.alreadyApproved') : msg('imports.alreadySuggested'),
        );
      }
      // A member is told plainly; how to set the server up is for the moderators' import screens.
      if (!app.config.YOUTUBE_API_KEY) throw new UnavailableError(msg('imports.suggestionsUnavailable'));
      await checkSuggestedVideo(videoId, request.log);
      const jobId = await startJob('save-video', {
        actor: actorOf(request.account),
        video_id: videoId,
        ...placement(body.assigned_category, body.subcategory),
        suggested_by: request.account!.id,
        note: body.note,
      });
      return reply
        .status(202)
        .localized()
        .send({ job_id: jobId, message: msg('imports.suggestionThanks').in(request.language) });
    },
  );

  app.get(
    '/sources/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['imports'],
        summary: 'Registered channels, each re-imported on its schedule',
        response: { 200: sourceListSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async () => ({ results: await listSources(app.db) }),
  );

  app.post(
    '/sources/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['imports'],
        summary: 'Register a channel: imported now, then on its schedule (every day at 03:00 by default)',
        body: sourceInputSchema,
        response: { 201: sourceCreatedSchema, 409: problemSchema, ...problems, 502: problemSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const youtube = app.youtube();
      const placed = placement(body.assigned_category, body.subcategory);
      const refreshPattern = refreshPatternFrom(body.refresh_pattern);
      let title: string;
      try {
        title = (await youtube.getChannel(body.channel_id)).title;
      } catch (error) {
        throw youtubeProblem(error);
      }
      // The row and its schedule exist together: a schedule that cannot be made undoes the row.
      const row = await app.db.transaction(async (tx) => {
        const created = await insertSource(tx, {
          channelId: body.channel_id,
          channelTitle: title,
          assignedCategory: placed.assigned_category,
          subcategory: placed.subcategory,
          createdBy: request.account!.id,
          ...(refreshPattern ? { refreshPattern } : {}),
        });
        if (created) await scheduleSourceRefresh(app.queues, created);
        return created;
      });
      if (!row) throw new ConflictError(msg('imports.channelRegistered', { title }));
      const jobId = await enqueue(app.queues, 'channel-import', {
        actor: actorOf(request.account),
        channel_id: row.channelId,
        max_results: CHANNEL_FETCH_MAX,
        assigned_category: row.assignedCategory,
        subcategory: row.subcategory,
        source_id: row.id,
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
        params: sourceIdParamsSchema,
        body: sourceChangesSchema,
        response: { 200: sourceSchema.describe('The source as it is now'), ...forModerators },
      },
    },
    async (request) => {
      const { body } = request;
      const placed = body.assigned_category !== undefined ? placement(body.assigned_category, body.subcategory) : null;
      const refreshPattern = refreshPatternFrom(body.refresh_pattern);
      const changes = {
        ...(placed ? { assignedCategory: placed.assigned_category, subcategory: placed.subcategory } : {}),
        ...(refreshPattern ? { refreshPattern } : {}),
      };
      if (Object.keys(changes).length === 0) throw new BadRequestError(msg('imports.nothingToChange'));
      const row = await app.db.transaction(async (tx) => {
        const updated = await updateSource(tx, request.params.id, changes);
        if (updated && refreshPattern) await scheduleSourceRefresh(app.queues, updated);
        return updated;
      });
      if (!row) throw new NotFoundError(msg('imports.noSource', { id: request.params.id }));
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
        params: sourceIdParamsSchema,
        response: { 204: z.null().describe('Deleted: the channel is no longer refreshed'), ...forModerators },
      },
    },
    async (request, reply) => {
      if (!(await deleteSource(app.db, request.params.id)))
        throw new NotFoundError(msg('imports.noSource', { id: request.params.id }));
      await unscheduleSourceRefresh(app.queues, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default imports;
