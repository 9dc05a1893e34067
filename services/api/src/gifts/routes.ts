import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  giftClaimSchema,
  giftPageSchema,
  pageQuerySchema,
  PAGE_SIZE_DEFAULT,
  problemSchema,
  videoIdParamsSchema,
} from '@focustube/contracts';
import { NotFoundError } from '../errors.ts';
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
      if (!claim) throw new NotFoundError('This video holds no gift.');
      return claim;
    },
  );
};

export default gifts;
