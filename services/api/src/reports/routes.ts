import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { errorResponseBuilderContext } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import {
  conflictSchema,
  myReportSchema,
  pageQuerySchema,
  PAGE_SIZE_DEFAULT,
  playbackErrorInputSchema,
  playbackErrorResultSchema,
  problemSchema,
  reportedPageSchema,
  reportInputSchema,
  reportSchema,
  REPORTS_PER_HOUR,
  resolveReportsInputSchema,
  resolveReportsResultSchema,
  videoIdParamsSchema,
} from '@focustube/contracts';
import {
  findForModeration,
  recordPlaybackError,
  reportVideo,
  resolveReports,
  viewerKey,
  type ResolveAction,
} from '@focustube/core';
import { ConflictError, NotFoundError, ProblemError } from '../errors.ts';
import { msg, type MessageId } from '../i18n.ts';
import { pageLinks } from '../paging.ts';
import { tooManyFromNetwork } from '../plugins/security.ts';
import { openReportOf, reportedVideos } from './queries.ts';

const HOUR_MS = 60 * 60_000;
/** A resolve that lost: nothing open any more, or the video changed (`current` says how it is now). */
const resolveConflictSchema = problemSchema
  .extend({ current: conflictSchema.shape.current.optional() })
  .describe('The reports were already handled, or the video changed since you loaded it');
/** Playback errors one address may send a minute: a class behind one address watching a broken video. */
const PLAYBACK_ERRORS_PER_MINUTE = 60;

const DONE: Record<ResolveAction, MessageId> = {
  keep: 'reports.kept',
  move: 'reports.moved',
  remove: 'reports.removed',
};

/** The 429 of a member past their reports for the hour. */
const tooManyReports = (_request: FastifyRequest, context: errorResponseBuilderContext) => {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? { unit: 'seconds', wait: seconds } : { unit: 'minutes', wait: minutes };
  return Object.assign(
    new ProblemError(429, msg('limit.reports', { max: REPORTS_PER_HOUR, ...wait }), undefined, seconds),
    { statusCode: 429 },
  );
};

/** Viewer reports (contracts/reports.ts): members report, players report failures, moderators settle. */
const reports: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/videos/:video_id/reports/mine/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reports'],
        summary: 'Your open report of a video, if any (what the Report button shows before the form)',
        params: videoIdParamsSchema,
        response: { 200: myReportSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const reason = await openReportOf(app.db, request.params.video_id, request.account!.id);
      return { open: reason !== null, reason };
    },
  );

  app.post(
    '/videos/:video_id/reports/',
    {
      config: {
        access: 'user',
        // Per member, counted once the account is known and the report is well formed.
        rateLimit: {
          max: REPORTS_PER_HOUR,
          timeWindow: HOUR_MS,
          hook: 'preHandler',
          keyGenerator: (request) => `member:${request.account?.id ?? request.ip}`,
          errorResponseBuilder: tooManyReports,
        },
      },
      schema: {
        tags: ['reports'],
        summary: 'Report an approved video (once while your report is open)',
        description: `Reasons: not_educational, wrong_category, unavailable, other (which needs a note). At most ${REPORTS_PER_HOUR} reports an hour per member.`,
        params: videoIdParamsSchema,
        body: reportInputSchema,
        response: {
          201: reportSchema,
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const videoId = request.params.video_id;
      const result = await reportVideo(app.db, { videoId, memberId: request.account!.id, ...request.body });
      if (result.outcome === 'not_found') throw new NotFoundError(msg('reports.notReportable', { videoId }));
      if (result.outcome === 'duplicate') throw new ConflictError(msg('reports.alreadyReported'));
      const { report } = result;
      return reply
        .status(201)
        .localized()
        .send({
          video_id: videoId,
          reason: report.reason,
          note: report.note,
          created_at: new Date(report.createdAt).toISOString(),
          message: msg('reports.thanks').in(request.language),
        });
    },
  );

  app.post(
    '/videos/:video_id/playback-errors/',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: PLAYBACK_ERRORS_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: tooManyFromNetwork('playback reports'),
        },
      },
      schema: {
        tags: ['reports'],
        summary: "The player could not play a video (YouTube's onError code)",
        description:
          'Codes 100, 101, 150 and 153 count, once per viewer; enough distinct viewers put the video in the moderators\u2019 Reported section.',
        params: videoIdParamsSchema,
        body: playbackErrorInputSchema,
        response: { 202: playbackErrorResultSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const videoId = request.params.video_id;
      const account = request.account;
      const viewer = viewerKey(app.config.JWT_SECRET!, account ? { memberId: account.id } : { address: request.ip });
      const result = await recordPlaybackError(app.db, { videoId, code: request.body.code, viewer });
      if (result.outcome === 'not_found') throw new NotFoundError(msg('catalogue.noApprovedVideoWithId', { videoId }));
      return reply.status(202).send({ counted: result.counted });
    },
  );

  app.get(
    '/moderation/reports/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['reports'],
        summary: 'Reported videos, most reported first, with reasons, counts and the latest notes',
        querystring: pageQuerySchema.omit({ cursor: true }),
        response: { 200: reportedPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? PAGE_SIZE_DEFAULT;
      const { results, total } = await reportedVideos(app.db, { limit: size, offset: (page - 1) * size });
      return { results, ...pageLinks('/api/moderation/reports/', page, size, total), count: total };
    },
  );

  app.post(
    '/moderation/reports/:video_id/resolve/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['reports'],
        summary: 'Keep, move or remove a reported video; its open reports close',
        description:
          'keep: the video stays as it is; move: `assigned_category` (and `subcategory`) it moves to; remove: it goes to the dustbin. Send the `version` you saw to be told (409) when someone changed it first.',
        params: videoIdParamsSchema,
        body: resolveReportsInputSchema,
        response: {
          200: resolveReportsResultSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: resolveConflictSchema,
        },
      },
    },
    async (request, reply) => {
      const videoId = request.params.video_id;
      const { action, reason, version } = request.body;
      const category =
        action === 'move'
          ? (app.categories.placement(request.body.assigned_category, request.body.subcategory) ?? undefined)
          : undefined;
      const account = request.account!;
      const result = await resolveReports(app.db, {
        videoId,
        action,
        actor: { id: account.id, username: account.username },
        category,
        reason,
        version,
      });
      if (result.outcome === 'not_found') throw new NotFoundError(msg('moderation.noVideo', { videoId }));
      if (result.outcome === 'no_reports')
        throw new ConflictError(
          result.by ? msg('reports.noOpenReportsHandled', { actor: result.by }) : msg('reports.noOpenReports'),
        );
      if (result.outcome === 'conflict') {
        const { current } = result;
        const actor = current.actor;
        const [plain, by]: [MessageId, MessageId] =
          current.status === 'approved'
            ? ['moderation.changed', 'moderation.changedBy']
            : current.status === 'removed'
              ? ['reports.notApprovedDustbin', 'reports.notApprovedDustbinBy']
              : ['reports.notApprovedQueue', 'reports.notApprovedQueueBy'];
        throw new ConflictError(actor ? msg(by, { actor }) : msg(plain), current);
      }
      void reply.localized();
      return {
        message: msg(DONE[action]).in(request.language),
        closed_reports: result.closed,
        video: (await findForModeration(app.db, videoId))!,
      };
    },
  );
};

export default reports;
