import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  giftAllInputSchema,
  giftClaimSchema,
  giftPageSchema,
  jobAcceptedSchema,
  pageQuerySchema,
  PAGE_SIZE_DEFAULT,
  problemSchema,
  videoIdParamsSchema,
} from '@focustube/contracts';
import { enqueue } from '@focustube/core';
import { NotFoundError } from '../errors.ts';
import { msg } from '../i18n.ts';
import { pageLinks } from '../paging.ts';
import { claimGift, listGifts } from './queries.ts';

/** Gift & Rewards: gifted videos for everyone, their voucher tokens only for signed-in users who claim them. */
const gifts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gift-all/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['gifts'],
        summary: 'Gifted videos, without their tokens; `claimed` tells a signed-in user which are theirs',
        querystring: pageQuerySchema.omit({ cursor: true }),
        response: { 200: giftPageSchema, 400: problemSchema },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? PAGE_SIZE_DEFAULT;
      const { results, total } = await listGifts(app.db, request.account?.id ?? null, {
        limit: size,
        offset: (page - 1) * size,
      });
      return { results, ...pageLinks('/api/gift-all/', page, size, total), count: total };
    },
  );

  app.post(
    '/gift-all/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['gifts'],
        summary: 'Gift community: give a voucher to every approved video that has none, as a background job',
        description:
          'With `gift_token`, every such video gets that one code; without it, each gets its own generated code ' +
          '(`GIFT-XXXX-XXXX`). A video that has a voucher keeps it, so running it again gifts nothing more. ' +
          'Answers 202 with the job id; progress arrives as `job:progress` events, and the result (per video: ' +
          'gifted, or already had a voucher) at /api/jobs/{job_id}/.',
        body: giftAllInputSchema.nullish(),
        response: {
          202: jobAcceptedSchema.meta({
            examples: [{ job_id: '0b7e4c1a-3f2d-4e8b-9a65-7c1d2e3f4a5b', message: 'Giving the community its gifts…' }],
          }),
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const jobId = await enqueue(app.queues, 'gift-community', {
        actor: { id: account.id, username: account.username },
        gift_token: request.body?.gift_token,
      });
      return reply
        .status(202)
        .localized()
        .send({ job_id: jobId, message: msg('gifts.started').in(request.language) });
    },
  );

  app.post(
    '/gifts/:video_id/claim/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['gifts'],
        summary: 'Take a gift: answers the voucher token and remembers the claim (claiming again answers the same)',
        params: videoIdParamsSchema,
        response: {
          200: giftClaimSchema.describe('The voucher token, now claimed by this account'),
          401: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) => {
      const claim = await claimGift(app.db, request.account!.id, request.params.video_id);
      if (!claim) throw new NotFoundError(msg('moderation.noGift'));
      return claim;
    },
  );
};

export default gifts;
