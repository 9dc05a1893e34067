import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HOME_CATEGORIES, PRIVATE_SCREENS } from '@focustube/contracts';
import { CachedBody, sendCachedBody } from '../plugins/cached-body.ts';
import { NotFoundError, ProblemError, UnavailableError } from '../errors.ts';
import { msg } from '../i18n.ts';
import { escapeXml } from '../markup.ts';
import { ANY_APPROVED, COURSES } from '../plugins/cache-tags.ts';
import {
  countApproved,
  moreThanAfter,
  newestApprovals,
  newestKey,
  partEnds,
  publishedCourses,
  scopeKey,
  videosBetween,
  type ListScope,
  type SitemapKey,
} from './queries.ts';

/** sitemaps.org: at most 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed in one file. */
export const URLS_PER_FILE = 50_000;
export const MAX_FILE_BYTES = 52_428_800;
/** How long the ends of the sitemap's video parts are trusted (see `currentEnds`). */
const ENDS_TTL_MS = 10 * 60_000;
const XML = 'application/xml; charset=utf-8';
/** Sitemaps list every approved video, every list dated by its newest approval, and the courses. */
const SITEMAP_TAGS = [ANY_APPROVED, COURSES];
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * Robots rules change only with a release. A sitemap changes whenever a moderator acts, so crawlers
 * revalidate it on each fetch (a 304 costs no body).
 */
export const CACHE_CONTROL = {
  robots: 'public, max-age=3600',
  sitemap: 'public, no-cache',
} as const;

/**
 * The canonical watch page of a video. `/watch/{id}` is the generic family (spec §2): its side list
 * follows the video's own category, so it suits a video of any category; the other families are the
 * same video seen from a given list.
 */
export const canonicalWatchPath = (videoId: string) => `/watch/${encodeURIComponent(videoId)}`;

/** Public pages that are not lists (spec §2); list pages come from the category menus. */
export const STATIC_PAGES = [
  '/aboutus',
  '/faqs',
  '/donate',
  '/contribute',
  '/contacts_us',
  '/what_inside_focustube',
  '/vidoeguideline',
  '/gifts',
];

/** Members' and moderators' screens, and what is not a page. */
export const DISALLOWED = [...PRIVATE_SCREENS, '/api/', '/socket.io/', '/metrics'];

/**
 * The JSON the public pages read while a crawler renders them. Crawlers should not crawl the API as
 * content, but a page whose data is blocked renders empty for them; the longer (more specific) Allow
 * wins over `Disallow: /api/`.
 */
export const RENDERING_API = [
  '/api/categories',
  '/api/approved/',
  '/api/videos/',
  '/api/guidelines/',
  '/api/site/',
  '/api/courses/',
];

export function robotsText(origin: string): string {
  return [
    "# FocusTube: the public catalogue is open to crawlers; members' and moderators' screens are not.",
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    ...RENDERING_API.map((p) => `Allow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** W3C Datetime to the second, in UTC (`2026-11-23T12:01:46Z`), from a stored microsecond position. */
const w3c = (at: string) => `${at.slice(0, 19)}Z`;

interface Entry {
  path: string;
  /** A microsecond position (see SitemapKey), or null when unknown. */
  at: string | null;
}

function document(root: 'urlset' | 'sitemapindex', origin: string, entries: Entry[]): string {
  const item = root === 'urlset' ? 'url' : 'sitemap';
  const lines = entries.map(
    (e) =>
      `<${item}><loc>${escapeXml(origin + e.path)}</loc>${e.at ? `<lastmod>${w3c(e.at)}</lastmod>` : ''}</${item}>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NAMESPACE}">\n${lines.join('\n')}\n</${root}>\n`;
}

const newest = (values: (string | null | undefined)[]) =>
  values.reduce<string | null>((max, v) => (v && (!max || v > max) ? v : max), null);

/** Either one file, or an index of a pages file and video parts each ending at a key (null: open). */
type Plan = { mode: 'single' } | { mode: 'index'; parts: { end: SitemapKey | null; at: string }[] };

export interface SeoOptions {
  /** URLs per sitemap file; lowered in tests to see the index without 50,000 rows. */
  urlsPerFile?: number;
  /** How long an answer may take before the last good copy (or a 503) is sent instead. */
  timeoutMs?: number;
}

/**
 * `/robots.txt` and `/sitemap.xml` (a sitemap index with `/sitemaps/pages.xml` and
 * `/sitemaps/videos-{n}.xml` once there are more URLs than one file may hold). Sitemaps are computed
 * from the database and kept in the catalogue cache, which every change to the approved videos or the
 * published courses drops; the last
 * good copy of each stays in memory too, and is served when the database fails or is slow.
 */
const seo: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const perFile = options.urlsPerFile ?? URLS_PER_FILE;
  const timeoutMs = options.timeoutMs ?? 5000;
  const origin = new URL(app.config.APP_URL).origin;
  const cache = app.catalogueCache;
  const robots = new CachedBody(robotsText(origin), 'text/plain; charset=utf-8');
  const lastGood = new Map<string, CachedBody>();
  /** The catalogue cache keeps JSON-typed bodies; each is re-typed once, for as long as the cache holds it. */
  const typed = new WeakMap<CachedBody, CachedBody>();
  const asXml = (body: CachedBody) => {
    let xmlBody = typed.get(body);
    if (!xmlBody) typed.set(body, (xmlBody = new CachedBody(body.text, XML)));
    return xmlBody;
  };
  const db = () => app.db;
  const route = { config: { access: 'public' as const }, schema: { hide: true } };

  const json = async <T>(key: string, compute: () => Promise<T>): Promise<T> =>
    JSON.parse((await cache.get(key, SITEMAP_TAGS, async () => JSON.stringify(await compute()))).text) as T;

  /** Home, every list of the menus, the courses and the static pages, each list dated by its newest approval. */
  const pages = () =>
    json<Entry[]>('seo|pages', async () => {
      const lists: { path: string; scope: ListScope }[] = [];
      for (const c of app.categories.tree.results) {
        if (c.subcategories.length === 0) lists.push({ path: c.path, scope: { category: c.slug, subcategory: null } });
        for (const s of c.subcategories) lists.push({ path: s.path, scope: { category: c.slug, subcategory: s.slug } });
      }
      const home = HOME_CATEGORIES.map((category) => ({ category, subcategory: null }));
      const [dates, courses] = await Promise.all([
        newestApprovals(db(), [...lists.map((l) => l.scope), ...home]),
        publishedCourses(db()),
      ]);
      const entries: Entry[] = [
        { path: '/', at: newest(home.map((s) => dates.get(scopeKey(s)))) },
        ...lists.map((l) => ({ path: l.path, at: dates.get(scopeKey(l.scope)) ?? null })),
        // The courses page, dated by its latest course change, and each published course.
        { path: '/courses', at: newest(courses.map((c) => c.at)) },
        ...courses.map((c) => ({ path: `/courses/${encodeURIComponent(c.slug)}`, at: c.at })),
      ];
      const seen = new Set(entries.map((e) => e.path.toLowerCase()));
      for (const path of STATIC_PAGES) if (!seen.has(path)) entries.push({ path, at: null });
      return entries;
    });

  /**
   * Where the full parts end. Finding them reads every key of the feed index (about 0.4 s at 1,000,000
   * approved videos), so they are kept across moderation changes for `ENDS_TTL_MS`: a part is a keyset
   * range between two ends, so old ends still give parts of at most `perFile` videos (removals only
   * shrink them, and new approvals land after the last end). They are found again sooner when the open
   * last part would pass `perFile`.
   */
  let ends: { keys: SitemapKey[]; found: number } | null = null;
  async function currentEnds(): Promise<SitemapKey[]> {
    const fresh =
      ends !== null &&
      Date.now() - ends.found < ENDS_TTL_MS &&
      !(await moreThanAfter(db(), ends.keys.at(-1) ?? null, perFile));
    if (!fresh) ends = { keys: await partEnds(db(), perFile), found: Date.now() };
    return ends!.keys;
  }

  const plan = () =>
    json<Plan>('seo|plan', async () => {
      const [total, listed] = await Promise.all([countApproved(db()), pages()]);
      if (total + listed.length <= perFile) return { mode: 'single' };
      const [partEndKeys, last] = await Promise.all([currentEnds(), newestKey(db())]);
      const parts: { end: SitemapKey | null; at: string }[] = partEndKeys.map((end) => ({ end, at: end.at }));
      const tail = partEndKeys.at(-1);
      if (last && (!tail || last.at > tail.at || (last.at === tail.at && last.id > tail.id)))
        parts.push({ end: null, at: last.at });
      return { mode: 'index', parts };
    });

  const videoEntries = (videos: { videoId: string; at: string }[]): Entry[] =>
    videos.map((v) => ({ path: canonicalWatchPath(v.videoId), at: v.at }));

  function xml(text: string): string {
    if (Buffer.byteLength(text) > MAX_FILE_BYTES)
      app.log.error('A sitemap file is over the 50 MB the protocol allows.');
    return text;
  }

  const sitemap = async () => {
    const p = await plan();
    if (p.mode === 'index') {
      return xml(
        document('sitemapindex', origin, [
          { path: '/sitemaps/pages.xml', at: newest((await pages()).map((e) => e.at)) },
          ...p.parts.map((part, i) => ({ path: `/sitemaps/videos-${i + 1}.xml`, at: part.at })),
        ]),
      );
    }
    const listed = await pages();
    const videos = await videosBetween(db(), null, null, perFile - listed.length);
    return xml(document('urlset', origin, [...listed, ...videoEntries(videos)]));
  };

  const pagesPart = async () => {
    if ((await plan()).mode !== 'index') throw new NotFoundError(msg('seo.allInSitemap'));
    return xml(document('urlset', origin, await pages()));
  };

  const videosPart = async (n: number) => {
    const p = await plan();
    const parts = p.mode === 'index' ? p.parts : [];
    if (n < 1 || n > parts.length) throw new NotFoundError(msg('seo.noSitemapPart', { n }));
    const after = n > 1 ? parts[n - 2]!.end : null;
    const videos = await videosBetween(db(), after, parts[n - 1]!.end, perFile);
    return xml(document('urlset', origin, videoEntries(videos)));
  };

  /**
   * The answer from the cache or the database; when the database fails or takes longer than
   * `timeoutMs`, the last good copy, or a 503 with retry-after when there is none yet.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<string>,
  ): Promise<FastifyReply> {
    const fresh = cache.get(key, SITEMAP_TAGS, compute).then(asXml);
    fresh.then((body) => lastGood.set(key, body)).catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const body = await Promise.race([fresh, late]);
      return sendCachedBody(request, reply, body, CACHE_CONTROL.sitemap);
    } catch (err) {
      if (err instanceof ProblemError && err.status < 500) throw err;
      const copy = lastGood.get(key);
      if (!copy) {
        request.log.error({ err }, 'sitemap unavailable and no earlier copy to serve');
        throw new UnavailableError(msg('seo.sitemapUnavailable'), 60);
      }
      request.log.warn({ err }, 'database unavailable: serving the last good sitemap');
      return sendCachedBody(request, reply, copy, CACHE_CONTROL.sitemap);
    } finally {
      clearTimeout(timer);
    }
  }

  app.get('/robots.txt', route, async (request, reply) => sendCachedBody(request, reply, robots, CACHE_CONTROL.robots));

  app.get('/sitemap.xml', route, async (request, reply) => answer(request, reply, 'seo|sitemap.xml', sitemap));

  app.get('/sitemaps/pages.xml', route, async (request, reply) => answer(request, reply, 'seo|pages.xml', pagesPart));

  app.get<{ Params: { part: string } }>('/sitemaps/videos-:part(^\\d{1,6}).xml', route, async (request, reply) => {
    const n = Number(request.params.part);
    return answer(request, reply, `seo|videos-${n}.xml`, () => videosPart(n));
  });
};

export default seo;
