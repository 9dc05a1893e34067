import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  problemSchema,
  RECOMMENDATIONS_DEFAULT,
  recommendationsQuerySchema,
  recommendationsSchema,
  type Recommendation,
} from '@focustube/contracts';
import { NotFoundError } from '../errors.ts';
import { msg } from '../i18n.ts';
import { sendCachedBody } from '../plugins/cached-body.ts';
import { ANY_APPROVED, categoryTag, channelTag, COURSES, dependsOn, videoTag } from '../plugins/cache-tags.ts';
import { approvedSeed, memberRecommendations, visitorRecommendations } from './queries.ts';

type Seed = NonNullable<Awaited<ReturnType<typeof approvedSeed>>>;

/**
 * What a visitor's recommendations depend on: the videos they show (one leaving the catalogue leaves them
 * at once), the courses, and what they follow: a video's category and channel, or, for the week's list
 * alone, every approved video. A video approved elsewhere may join a watch page's list only when it
 * expires (at most CATALOGUE_CACHE_TTL_MS): its score is 0 until the scheduled quality job rates it.
 */
function recommendationTags(results: Recommendation[], after: Seed | null): string[] {
  const tags = [COURSES, ...results.flatMap((r) => (r.type === 'video' ? [videoTag(r.video.video_id)] : []))];
  if (!after) return [...tags, ANY_APPROVED];
  tags.push(videoTag(after.video_id));
  if (after.assigned_category) tags.push(categoryTag(after.assigned_category));
  if (after.channel_id) tags.push(channelTag(after.channel_id));
  return tags;
}

/**
 * A member's answer is theirs alone: never kept by a browser, a proxy or our response cache. A visitor's
 * (the week's popular list, or what follows a video) is the same for every visitor and is cached like the
 * catalogue; `Vary: Authorization` keeps a shared cache from answering a member with it.
 */
export const RECOMMENDATIONS_CACHE_CONTROL = {
  member: 'private, no-store',
  visitor: 'public, no-cache',
} as const;

const recommendations: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recommendations/',
    {
      config: { access: 'public' },
      // After sendCachedBody's own Vary: the answer differs by sign-in as well as by encoding.
      onSend: async (_request, reply, payload) => {
        void reply.header('vary', 'accept-encoding, authorization');
        return payload;
      },
      schema: {
        tags: ['learning'],
        summary: 'Recommended videos and courses, each with why',
        description:
          'For a member: approved videos and published courses drawn from what they recently watched and ' +
          'bookmarked, never one they completed, at most 2 of one channel in any 10 (`personal: true`). For a ' +
          'visitor, or a member with no history yet: what members completed most this week. `after` (a video id, ' +
          'at the end of its watch page): the next lesson of its courses and its neighbours lead.',
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? RECOMMENDATIONS_DEFAULT;
      const afterId = request.query.after;
      const account = request.account;
      const findAfter = async () => {
        if (!afterId) return null;
        const seed = await approvedSeed(app.db, afterId);
        if (!seed) throw new NotFoundError(msg('catalogue.videoNotFound', { videoId: afterId }));
        return seed;
      };
      if (account) {
        const answer = await memberRecommendations(app.db, account.id, limit, await findAfter());
        void reply.header('cache-control', RECOMMENDATIONS_CACHE_CONTROL.member);
        return answer;
      }
      // Found or not, what follows a video is the video's: a page saying it is missing follows its approval.
      if (afterId) dependsOn([videoTag(afterId)]);
      const body = await app.catalogueCache.get(`recommendations|${limit}|${afterId ?? ''}`, null, async () => {
        const after = await findAfter();
        const answer = await visitorRecommendations(app.db, limit, after);
        return { body: JSON.stringify(answer), tags: recommendationTags(answer.results, after) };
      });
      return sendCachedBody(request, reply, body, RECOMMENDATIONS_CACHE_CONTROL.visitor);
    },
  );
};

export default recommendations;
