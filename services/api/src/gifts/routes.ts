import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  giftClaimSchema,
  giftPageSchema,
  pageQuerySchema,
  PAGE_SIZE_DEFAULT,
  problemSchema,
  videoIdParamsSchema,
} from '@focustube/contracts';
import { schema } from '@focustube/core';
import { pageLinks } from '../paging.ts';
import { NotFoundError } from '../errors.ts';
import { publicVideoColumns, toVideo } from '@focustube/core';

const v = schema.videos;
const gc = schema.giftClaims;
const gifted = and(eq(v.status, 'approved'), isNotNull(v.giftToken));

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
      const userId = request.account?.id ?? null;
      const claimed =
        userId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${gc} where ${gc.videoId} = ${v.id} and ${gc.userId} = ${userId})`;
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ ...publicVideoColumns, claimed })
          .from(v)
          .where(gifted)
          .orderBy(desc(v.updatedAt), desc(v.id))
          .limit(size)
          .offset((page - 1) * size),
        app.db.select({ n: count() }).from(v).where(gifted),
      ]);
      const n = Number(total?.n ?? 0);
      return {
        results: rows.map((r) => ({ video: toVideo(r), claimed: Boolean(r.claimed) })),
        ...pageLinks('/api/gift-all/', page, size, n),
        count: n,
      };
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
      const [video] = await app.db
        .select({ id: v.id, token: v.giftToken })
        .from(v)
        .where(and(gifted, eq(v.videoId, request.params.video_id)))
        .limit(1);
      if (!video?.token) throw new NotFoundError('This video holds no gift.');
      await app.db.insert(gc).values({ userId: request.account!.id, videoId: video.id }).onConflictDoNothing();
      const [claim] = await app.db
        .select()
        .from(gc)
        .where(and(eq(gc.userId, request.account!.id), eq(gc.videoId, video.id)));
      return {
        video_id: request.params.video_id,
        gift_token: video.token,
        claimed_at: new Date(claim!.claimedAt).toISOString(),
      };
    },
  );
};

export default gifts;
