import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveInputSchema,
  assignGiftInputSchema,
  bulkApproveInputSchema,
  conflictSchema,
  historySchema,
  jobAcceptedSchema,
  moderationCountsSchema,
  moderationPageSchema,
  MODERATION_ROOM,
  REVIEW_CLAIM_SECONDS,
  reviewingEventSchema,
  pageQuerySchema,
  PENDING_PAGE_SIZE,
  PAGE_SIZE_DEFAULT,
  problemSchema,
  removeInputSchema,
  transitionResultSchema,
  videoIdParamsSchema,
} from '@focustube/contracts';
import {
  assignGift,
  enqueue,
  failedJobCount,
  statusCounts,
  transitionVideo,
  TRANSITIONS,
  type TransitionName,
} from '@focustube/core';
import { pageLinks } from '../paging.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import { msg, type MessageId } from '../i18n.ts';
import {
  dustbinOrder,
  dustbinWhere,
  findForModeration,
  listForModeration,
  videoHistory,
  pendingOrder,
  pendingWhere,
  searchFirst,
  withSearch,
} from './queries.ts';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const forModerators = { 401: problemSchema, 403: problemSchema };
const listQuery = pageQuerySchema.omit({ cursor: true }).extend({ q: z.string().trim().max(100).optional() });

const SUCCESS: Record<TransitionName, MessageId> = {
  approve: 'moderation.approved',
  remove: 'moderation.removed',
  deapprove: 'moderation.deapproved',
  approve_again: 'moderation.approvedAgain',
};
/** "This video was already approved (by amina).", by the status it is in now. */
const ALREADY: Record<string, { plain: MessageId; by: MessageId }> = {
  approved: { plain: 'moderation.alreadyApproved', by: 'moderation.alreadyApprovedBy' },
  removed: { plain: 'moderation.alreadyRemoved', by: 'moderation.alreadyRemovedBy' },
  pending: { plain: 'moderation.alreadyPending', by: 'moderation.alreadyPendingBy' },
};

/** The moderation queue, the dustbin and the state machine's actions (moderators and admins). */
const moderation: FastifyPluginAsyncZod = async (app) => {
  /** One page of a moderation list, searched (`q`) by the spec's relevance, with its links and count. */
  const searchedPage = async (
    query: z.infer<typeof listQuery>,
    where: SQL,
    order: SQL,
    path: string,
    defaultSize: number,
  ) => {
    const page = query.page ?? 1;
    const size = query.page_size ?? defaultSize;
    const { rows, total } = await listForModeration(app.db, withSearch(where, query.q), searchFirst(order, query.q), {
      limit: size,
      offset: (page - 1) * size,
    });
    return { results: rows, ...pageLinks(path, page, size, total, { q: query.q }), count: total };
  };

  const moderator = { access: 'moderator' as const };

  app.get(
    '/pending-videos/',
    {
      config: moderator,
      schema: {
        tags: ['moderation'],
        summary:
          'The pending queue, oldest first (page_size 50 by default); `q` finds the text in title, categories, description or tags, the best matches first',
        querystring: listQuery,
        response: { 200: moderationPageSchema, 400: problemSchema, ...forModerators },
      },
    },
    async (request) =>
      searchedPage(request.query, pendingWhere, pendingOrder, '/api/pending-videos/', PENDING_PAGE_SIZE),
  );

  app.get(
    '/dustbin/',
    {
      config: moderator,
      schema: {
        tags: ['moderation'],
        summary: 'Removed videos, most recently removed first',
        querystring: listQuery,
        response: { 200: moderationPageSchema, 400: problemSchema, ...forModerators },
      },
    },
    async (request) => searchedPage(request.query, dustbinWhere, dustbinOrder, '/api/dustbin/', PAGE_SIZE_DEFAULT),
  );

  const actions: { path: string; action: TransitionName; summary: string; body: z.ZodType }[] = [
    {
      path: '/approve/:video_id/',
      action: 'approve',
      summary: 'Approve a pending video into a category',
      body: approveInputSchema,
    },
    {
      path: '/remove/:video_id/',
      action: 'remove',
      summary: 'Remove a pending video, with an optional reason',
      body: removeInputSchema,
    },
    {
      path: '/deapprove/:video_id/',
      action: 'deapprove',
      summary: 'Move an approved video to the dustbin',
      body: removeInputSchema,
    },
    {
      path: '/deapproveone/:video_id/',
      action: 'deapprove',
      summary: 'Same as /deapprove/ (the spec names both)',
      body: removeInputSchema,
    },
    {
      path: '/approve_again/:video_id/',
      action: 'approve_again',
      summary: 'Restore a video from the dustbin (into a category, required if the video has none)',
      body: approveInputSchema,
    },
  ];
  for (const { path, action, summary, body } of actions) {
    app.post(
      path,
      {
        config: moderator,
        schema: {
          tags: ['moderation'],
          summary,
          description: 'Send the `version` you saw to be told (409) when someone else changed the video first.',
          params: videoIdParamsSchema,
          body: body.nullish(),
          response: { 200: transitionResultSchema, 409: conflictSchema, ...problems },
        },
      },
      async (request, reply) => {
        const input = (request.body ?? {}) as z.infer<typeof approveInputSchema> & z.infer<typeof removeInputSchema>;
        const videoId = request.params.video_id;
        const category = app.categories.placement(input.assigned_category, input.subcategory) ?? undefined;
        const account = request.account!;
        const result = await transitionVideo(app.db, {
          action,
          videoId,
          actor: { id: account.id, username: account.username },
          reason: input.reason,
          version: input.version,
          category,
        });
        if (result.outcome === 'not_found') throw new NotFoundError(msg('moderation.noVideo', { videoId }));
        // Approve and Approve (again, from the dustbin) alike: never into no list.
        if (result.outcome === 'needs_category')
          throw new BadRequestError(msg('moderation.chooseCategory'), 'assigned_category');
        if (result.outcome === 'conflict') {
          const { current } = result;
          const actor = current.actor;
          const changed =
            input.version !== undefined &&
            current.version !== input.version &&
            current.status === TRANSITIONS[action].from;
          const already = ALREADY[current.status] ?? ALREADY.pending!;
          const detail = changed
            ? actor
              ? msg('moderation.changedBy', { actor })
              : msg('moderation.changed')
            : actor
              ? msg(already.by, { actor })
              : msg(already.plain);
          throw new ConflictError(detail, current);
        }
        void reply.localized();
        return {
          message: msg(SUCCESS[action]).in(request.language),
          video: (await findForModeration(app.db, videoId))!,
        };
      },
    );
  }

  app.post(
    '/bulk-approve/',
    {
      config: moderator,
      // Up to 10,000 video ids of 14 bytes each ("iG9CE55wbtY",).
      bodyLimit: 256 * 1024,
      schema: {
        tags: ['moderation'],
        summary: 'Approve every pending video (`{ "all": true }`) or the listed ones as a background job',
        description:
          'The body must name its scope: `{ "all": true }` for the whole pending queue, or `{ "video_ids": [...] }`; ' +
          'an empty body, both or neither answers 400. Answers 202 with the job id; progress arrives as ' +
          '`job:progress` events and at /api/jobs/{job_id}/.',
        body: bulkApproveInputSchema,
        response: {
          202: jobAcceptedSchema.meta({
            examples: [{ job_id: '5f1c9d2e-8a47-4b6e-9c13-2f7a0b64d9e1', message: 'Approving the pending videos…' }],
          }),
          400: problemSchema,
          ...forModerators,
          503: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const jobId = await enqueue(app.queues, 'bulk-approve', {
        actor: { id: account.id, username: account.username },
        video_ids: request.body.all ? undefined : request.body.video_ids,
      });
      return reply
        .status(202)
        .localized()
        .send({ job_id: jobId, message: msg('moderation.bulkApproveStarted').in(request.language) });
    },
  );

  app.patch(
    '/assign-gift/:video_id/',
    {
      config: moderator,
      schema: {
        tags: ['moderation'],
        summary: 'Attach a voucher code to a video; it then shows as "Gifted"',
        description:
          'Send the `version` you saw to be told (409) when someone else changed the video first (another voucher, an approval, a removal) instead of replacing their voucher.',
        params: videoIdParamsSchema,
        body: assignGiftInputSchema,
        response: { 200: transitionResultSchema, 409: conflictSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { video_id: videoId } = request.params;
      const account = request.account!;
      const result = await assignGift(app.db, {
        videoId,
        giftToken: request.body.gift_token,
        actor: { id: account.id, username: account.username },
        version: request.body.version,
      });
      if (result.outcome === 'not_found') throw new NotFoundError(msg('moderation.noVideo', { videoId }));
      if (result.outcome === 'conflict') {
        const { actor } = result.current;
        throw new ConflictError(
          actor ? msg('moderation.changedBy', { actor }) : msg('moderation.changed'),
          result.current,
        );
      }
      void reply.localized();
      return {
        message: msg('moderation.giftAssigned').in(request.language),
        video: (await findForModeration(app.db, videoId))!,
      };
    },
  );

  app.get(
    '/videos/:video_id/history/',
    {
      config: moderator,
      schema: {
        tags: ['moderation'],
        summary: 'Who approved or removed a video, when and why',
        params: videoIdParamsSchema,
        response: { 200: historySchema, ...problems },
      },
    },
    async (request) => {
      const { video_id: videoId } = request.params;
      const results = await videoHistory(app.db, videoId);
      if (!results) throw new NotFoundError(msg('moderation.noVideo', { videoId }));
      return { video_id: videoId, results };
    },
  );

  app.post(
    '/videos/:video_id/reviewing/',
    {
      config: moderator,
      schema: {
        tags: ['moderation'],
        summary: 'Tell other moderators you are reviewing this video (lapses after 2 minutes unless sent again)',
        params: videoIdParamsSchema,
        response: {
          200: reviewingEventSchema.describe('Other moderators were told; the claim lapses at `until`'),
          ...problems,
        },
      },
    },
    async (request) => {
      const { video_id: videoId } = request.params;
      if (!(await findForModeration(app.db, videoId))) throw new NotFoundError(msg('moderation.noVideo', { videoId }));
      // Ephemeral by nature, so straight to the sockets rather than through the outbox.
      const event = {
        video_id: videoId,
        username: request.account!.username,
        until: new Date(Date.now() + REVIEW_CLAIM_SECONDS * 1000).toISOString(),
      };
      app.io.to(MODERATION_ROOM).emit('video:reviewing', event);
      return event;
    },
  );

  app.get(
    '/moderation/counts/',
    {
      config: moderator,
      schema: {
        tags: ['moderation'],
        summary: 'Counts for the dashboard header',
        response: { 200: moderationCountsSchema, ...forModerators, 503: problemSchema },
      },
    },
    async () => {
      const [counts, failed] = await Promise.all([statusCounts(app.db), failedJobCount(app.queues)]);
      return { ...counts, failed_jobs: failed };
    },
  );
};

export default moderation;
