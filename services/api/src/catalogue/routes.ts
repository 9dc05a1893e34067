import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvedQuerySchema,
  categoryTreeSchema,
  cleanSearchQuery,
  exampleVideo,
  exampleVideoPage,
  PAGE_SIZE_DEFAULT,
  pageQuerySchema,
  problemSchema,
  searchPageSchema,
  searchQuerySchema,
  suggestionSchema,
  suggestionsQuerySchema,
  UNPAGINATED_LIMIT,
  videoIdParamsSchema,
  videoPageSchema,
  videoSchema,
} from '@focustube/contracts';
import { CachedBody, sendCachedBody } from '../plugins/cached-body.ts';
import { tooManyFromNetwork } from '../plugins/security.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { msg } from '../i18n.ts';
import { ANY_APPROVED, categoryTag, CONSTANT, dependsOn, subcategoryTag, videoTag } from '../plugins/cache-tags.ts';
import { decodeBestCursor, decodeCursor, encodeBestCursor, encodeCursor } from './cursor.ts';
import {
  countApproved,
  findApproved,
  listApproved,
  listApprovedBest,
  searchApproved,
  suggestTitles,
  type FeedFilter,
} from './queries.ts';
import { toVideo } from '@focustube/core';

/**
 * How long browsers and shared caches may keep each public answer. Lists and videos change whenever a
 * moderator acts, so they are always revalidated (a 304 costs no body); the menus change only with a
 * release; suggestions may lag a minute while someone types.
 */
export const CACHE_CONTROL = {
  catalogue: 'public, no-cache',
  menus: 'public, max-age=3600, stale-while-revalidate=86400',
  suggestions: 'public, max-age=60',
} as const;

const problems = { 400: problemSchema, 404: problemSchema };
const badQuery = { 400: problemSchema };
const NO_SUGGESTIONS = new CachedBody('[]');
const GUIDELINES: FeedFilter = { categories: ['guidelines'], subcategory: null };

/** What a list of approved videos depends on: its subcategory, else its categories, else every approved video. */
function filterTags(filter: FeedFilter): string[] {
  if (filter.subcategory) return [subcategoryTag(filter.subcategory)];
  if (filter.categories.length > 0) return filter.categories.map(categoryTag);
  return [ANY_APPROVED];
}

function pagePath(base: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  return `${base}?${search}`;
}

const catalogue: FastifyPluginAsyncZod = async (app) => {
  const { categories, config } = app;
  // Per address, generous enough for a classroom typing at once; each answer may cost a query, so a
  // script walking the catalogue through the search box is slowed down.
  const suggestionsLimit = {
    max: config.SUGGESTIONS_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: tooManyFromNetwork('suggestion requests'),
  };
  const searchLimit = {
    max: config.SEARCH_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: tooManyFromNetwork('searches'),
  };
  const cache = app.catalogueCache;
  let menus: CachedBody | undefined;

  /** A page of the approved feed as JSON text, with `next`/`previous` paths that keep the filter. */
  async function feedPage(
    base: string,
    filter: FeedFilter,
    query: { page?: number; page_size?: number; cursor?: string; ordering?: 'newest' | 'best' },
  ): Promise<CachedBody> {
    const page = query.page ?? 1;
    const size = query.page_size ?? PAGE_SIZE_DEFAULT;
    if (query.ordering === 'best') return bestPage(base, filter, page, size, query.cursor);
    const key = `feed|${base}|${filter.categories.join(',')}|${filter.subcategory ?? ''}|${page}|${size}|${query.cursor ?? ''}`;
    // The cursor is decoded only when the page is not cached; a bad one throws here, and is never cached.
    return cache.get(key, filterTags(filter), async () => {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      if (query.cursor && !after) throw new BadRequestError(msg('catalogue.cursorInvalid'), 'cursor');
      const [rows, count] = await Promise.all([
        listApproved(app.db, filter, { limit: size + 1, offset: (page - 1) * size, after }),
        countApproved(app.db, filter),
      ]);
      const more = rows.length > size;
      const shown = rows.slice(0, size);
      const keep = {
        categories: filter.categories.join(',') || undefined,
        subcategory: filter.subcategory ?? undefined,
      };
      const last = shown.at(-1);
      return JSON.stringify({
        results: shown.map(toVideo),
        next:
          more && last
            ? pagePath(base, {
                ...keep,
                page: page + 1,
                page_size: size,
                cursor: encodeCursor({ approvedAt: last.position, id: last.id }),
              })
            : null,
        previous: page > 1 ? pagePath(base, { ...keep, page: page - 1, page_size: size }) : null,
        count,
      });
    });
  }

  /** "Best First" pages: the same links as the feed's, with `ordering=best` kept and a (score, id) cursor. */
  async function bestPage(
    base: string,
    filter: FeedFilter,
    page: number,
    size: number,
    cursor: string | undefined,
  ): Promise<CachedBody> {
    const key = `best|${base}|${filter.categories.join(',')}|${filter.subcategory ?? ''}|${page}|${size}|${cursor ?? ''}`;
    return cache.get(key, filterTags(filter), async () => {
      const after = cursor ? decodeBestCursor(cursor) : null;
      if (cursor && !after) throw new BadRequestError(msg('catalogue.cursorInvalid'), 'cursor');
      const [rows, count] = await Promise.all([
        listApprovedBest(app.db, filter, { limit: size + 1, offset: after ? 0 : (page - 1) * size, after }),
        countApproved(app.db, filter),
      ]);
      const more = rows.length > size;
      const shown = rows.slice(0, size);
      const keep = {
        categories: filter.categories.join(',') || undefined,
        subcategory: filter.subcategory ?? undefined,
        ordering: 'best',
      };
      const last = shown.at(-1);
      return JSON.stringify({
        results: shown.map(toVideo),
        next:
          more && last
            ? pagePath(base, {
                ...keep,
                page: page + 1,
                page_size: size,
                cursor: encodeBestCursor({ score: last.score, id: last.id }),
              })
            : null,
        previous: page > 1 ? pagePath(base, { ...keep, page: page - 1, page_size: size }) : null,
        count,
      });
    });
  }

  async function videoDetail(videoId: string, category?: string): Promise<CachedBody> {
    // Found or not, the answer is the video's: a page saying it is missing follows its approval.
    dependsOn([videoTag(videoId)]);
    return cache.get(`video|${category ?? ''}|${videoId}`, [videoTag(videoId)], async () => {
      const row = await findApproved(app.db, videoId, category);
      if (!row) throw new NotFoundError(msg('catalogue.videoNotFound', { videoId }));
      return JSON.stringify(toVideo(row));
    });
  }

  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'The category menus: sections with their items, in menu order',
        response: { 200: categoryTreeSchema },
      },
    },
    async (request, reply) => {
      menus ??= new CachedBody(JSON.stringify(categories.tree));
      dependsOn([CONSTANT]);
      return sendCachedBody(request, reply, menus, CACHE_CONTROL.menus);
    },
  );

  app.get(
    '/approved/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Approved videos, newest approval first (or best first with ordering=best)',
        description:
          'With `page`, `page_size` or `cursor`: a page `{results, next, previous, count}` (page_size 20 by default, at most 100). ' +
          `With none of them: a plain array of at most ${UNPAGINATED_LIMIT} videos, as the watch page's side list reads it. ` +
          'An unknown category or subcategory is a 400 naming the valid ones.',
        querystring: approvedQuerySchema,
        response: {
          200: z
            .union([videoPageSchema, z.array(videoSchema)])
            .describe('A page of approved videos, or (with no paging parameter) a plain array of them')
            .meta({ examples: [exampleVideoPage, [exampleVideo]] }),
          ...badQuery,
        },
      },
    },
    async (request, reply) => {
      const filter = categories.parseFilter(request.query);
      const { page, page_size, cursor, ordering } = request.query;
      const best = ordering === 'best';
      const list = best ? listApprovedBest : listApproved;
      const body =
        page === undefined && page_size === undefined && cursor === undefined
          ? await cache.get(
              `list|${best ? 'best' : ''}|${filter.categories.join(',')}|${filter.subcategory ?? ''}`,
              filterTags(filter),
              async () =>
                JSON.stringify(
                  (await list(app.db, filter, { limit: UNPAGINATED_LIMIT, offset: 0, after: null })).map(toVideo),
                ),
            )
          : await feedPage('/api/approved/', filter, request.query);
      return sendCachedBody(request, reply, body, CACHE_CONTROL.catalogue);
    },
  );

  for (const path of ['/approved/:video_id/', '/videos/:video_id/']) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalogue'],
          summary: 'One approved video',
          params: videoIdParamsSchema,
          response: { 200: videoSchema, ...problems },
        },
      },
      async (request, reply) =>
        sendCachedBody(request, reply, await videoDetail(request.params.video_id), CACHE_CONTROL.catalogue),
    );
  }

  app.get(
    '/guidelines/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Guideline videos: approved videos a moderator placed in the "guidelines" category',
        querystring: pageQuerySchema,
        response: { 200: videoPageSchema, ...badQuery },
      },
    },
    async (request, reply) =>
      sendCachedBody(
        request,
        reply,
        await feedPage('/api/guidelines/', GUIDELINES, request.query),
        CACHE_CONTROL.catalogue,
      ),
  );

  app.get(
    '/guidelines/:video_id/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'One guideline video',
        params: videoIdParamsSchema,
        response: { 200: videoSchema, ...problems },
      },
    },
    async (request, reply) =>
      sendCachedBody(request, reply, await videoDetail(request.params.video_id, 'guidelines'), CACHE_CONTROL.catalogue),
  );

  app.get(
    '/suggestions',
    {
      config: { access: 'public', rateLimit: suggestionsLimit },
      schema: {
        tags: ['catalogue'],
        summary:
          'Up to 10 approved titles for the search box: prefix matches first, then contained words; when neither finds any, the same with typos corrected (one in a word of 5 letters or more, two from 9)',
        querystring: suggestionsQuerySchema,
        response: { 200: z.array(suggestionSchema), ...badQuery },
      },
    },
    async (request, reply) => {
      const text = cleanSearchQuery(request.query.query);
      const body = text
        ? await cache.get(`suggest|${text.toLowerCase()}`, [ANY_APPROVED], async () =>
            JSON.stringify(await suggestTitles(app.db, text)),
          )
        : NO_SUGGESTIONS;
      return sendCachedBody(request, reply, body, CACHE_CONTROL.suggestions);
    },
  );

  app.get(
    '/search',
    {
      config: { access: 'public', rateLimit: searchLimit },
      schema: {
        tags: ['catalogue'],
        summary:
          'Approved videos ranked by relevance: title words weigh 2, category, description and tags 1; typos corrected when nothing matches as typed',
        querystring: searchQuerySchema,
        response: { 200: searchPageSchema, ...badQuery },
      },
    },
    async (request, reply) => {
      const filter = categories.parseFilter(request.query);
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? PAGE_SIZE_DEFAULT;
      const q = request.query.q;
      const key = `search|${filter.categories.join(',')}|${q.toLowerCase()}|${page}|${size}`;
      const body = await cache.get(key, filterTags(filter), async () => {
        const { rows, count, didYouMean } = await searchApproved(app.db, q, filter, {
          limit: size + 1,
          offset: (page - 1) * size,
        });
        const keep = { q, categories: filter.categories.join(',') || undefined, page_size: size };
        return JSON.stringify({
          results: rows.slice(0, size).map(toVideo),
          next: rows.length > size ? pagePath('/api/search', { ...keep, page: page + 1 }) : null,
          previous: page > 1 ? pagePath('/api/search', { ...keep, page: page - 1 }) : null,
          count,
          did_you_mean: didYouMean,
        });
      });
      return sendCachedBody(request, reply, body, CACHE_CONTROL.catalogue);
    },
  );
};

export default catalogue;
