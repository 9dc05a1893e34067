/**
 * /robots.txt and /sitemap.xml as a crawler reads them. The sitemap is parsed by a strict,
 * namespace-aware XML parser (saxes, which jsdom uses) and checked against the rules of the
 * sitemaps.org schema (sitemap.xsd / siteindex.xsd): no XSD validator is installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { SaxesParser } from 'saxes';
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import { openDatabase, schema, type DatabaseHandle } from '@focustube/core';
import seo, { SITEMAP_NAMESPACE } from '../../services/api/src/seo/routes.ts';
import { CatalogueCache } from '../../services/api/src/catalogue/cache.ts';
import problems from '../../services/api/src/plugins/problems.ts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { createDatabaseFrom } from '../support/databases.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

const ORIGIN = 'https://learn.focustube.example';

let t: TestStack;
let moderator: SignedIn;

beforeAll(async () => {
  t = await startTestStack({ APP_URL: `${ORIGIN}/` });
  moderator = await signUp(t.app, t.database.db, 'moderator');
});
afterAll(async () => {
  await t?.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

// --- robots.txt, read as a crawler does (RFC 9309: the longest matching rule wins, Allow on a tie) ---

function robotsAllows(text: string, path: string): boolean {
  const rules = text
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '')
    .map((m) => ({ allow: m[1]!.toLowerCase() === 'allow', prefix: m[2]! }));
  const matching = rules.filter((r) => path.startsWith(r.prefix));
  matching.sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

// --- XML, parsed strictly and checked against the sitemaps.org schema's rules ---

interface XmlNode {
  uri: string;
  local: string;
  children: XmlNode[];
  text: string;
}

function parseXml(text: string): { root: XmlNode; encoding: string | undefined } {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  let encoding: string | undefined;
  parser.on('xmldecl', (decl) => (encoding = decl.encoding));
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = { uri: tag.uri, local: tag.local, children: [], text: '' };
    stack.at(-1)?.children.push(node);
    stack.push(node);
    root ??= node;
  });
  parser.on('text', (chunk) => {
    const top = stack.at(-1);
    if (top) top.text += chunk;
    else if (chunk.trim()) throw new Error(`text outside the root element: ${chunk}`);
  });
  parser.on('closetag', () => stack.pop());
  parser.write(text).close();
  if (!root) throw new Error('no root element');
  return { root, encoding };
}

/** W3C Datetime (https://www.w3.org/TR/NOTE-datetime), as the schema's lastmod accepts it. */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

interface Listed {
  loc: string;
  lastmod: string | null;
}

function checkSitemap(text: string, kind: 'urlset' | 'sitemapindex'): Listed[] {
  const { root, encoding } = parseXml(text);
  expect(encoding?.toUpperCase()).toBe('UTF-8');
  expect(root.uri).toBe(SITEMAP_NAMESPACE);
  expect(root.local).toBe(kind);
  const item = kind === 'urlset' ? 'url' : 'sitemap';
  const order = kind === 'urlset' ? /^loc(,lastmod)?(,changefreq)?(,priority)?$/ : /^loc(,lastmod)?$/;
  expect(root.children.length).toBeGreaterThan(0);
  expect(root.children.length).toBeLessThanOrEqual(50_000);
  expect(Buffer.byteLength(text)).toBeLessThanOrEqual(52_428_800);
  return root.children.map((child) => {
    expect(child.uri).toBe(SITEMAP_NAMESPACE);
    expect(child.local).toBe(item);
    expect(child.children.every((c) => c.uri === SITEMAP_NAMESPACE)).toBe(true);
    expect(child.children.map((c) => c.local).join(',')).toMatch(order);
    const loc = child.children[0]!.text;
    // xsd: anyURI of 12 to 2,048 characters; ours absolute on APP_URL's origin.
    expect(loc.length).toBeGreaterThanOrEqual(12);
    expect(loc.length).toBeLessThanOrEqual(2048);
    expect(new URL(loc).origin).toBe(ORIGIN);
    expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    const lastmod = child.children.find((c) => c.local === 'lastmod')?.text ?? null;
    if (lastmod !== null) {
      expect(lastmod).toMatch(W3C_DATETIME);
      expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    }
    return { loc, lastmod };
  });
}

const watch = (videoId: string) => `${ORIGIN}/watch/${videoId}`;

describe('robots.txt', () => {
  it('lets crawlers read the public site, not the members and moderators screens, and names the sitemap', async () => {
    const res = await get(t.app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('User-agent: *');
    expect(res.body.split('\n')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const blocked = [
      '/login',
      '/registration',
      '/forgot-password',
      '/reset-password?token=abc',
      '/my-learning',
      '/settings',
      '/account-settings',
      '/admin',
      '/admin/users',
      '/admin/queues',
      '/admninvidepanel/pending',
      '/approvedvideos',
      '/dustbin',
      '/testlink',
      '/fetch-videos',
      '/api/user/',
      '/api/pending-videos/',
      '/api/my-list/',
      '/api/docs',
      '/api/suggestions?query=ted',
      '/socket.io/?EIO=4',
    ];
    for (const path of blocked) expect(robotsAllows(res.body, path), path).toBe(false);
    const open = [
      '/',
      '/technology/ai-tools',
      '/health/sleep',
      '/Quran/Quran',
      '/business',
      '/watch/abcdefghijk',
      '/watch_home/abcdefghijk',
      '/aboutus',
      '/faqs',
      '/sitemap.xml',
      '/assets/index-abc123.js',
      // What a crawler rendering a public page fetches for its data.
      '/api/categories',
      '/api/approved/?categories=technology&page=1',
      '/api/videos/abcdefghijk/',
    ];
    for (const path of open) expect(robotsAllows(res.body, path), path).toBe(true);
  });

  it('answers HEAD and revalidation', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const again = await get(t.app, '/robots.txt', { 'if-none-match': String(head.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('sitemap.xml', () => {
  it('is a valid urlset of the home page, every list of the menus, the static pages and the approved videos', async () => {
    const res = await get(t.app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const listed = checkSitemap(res.body, 'urlset');
    const locs = listed.map((l) => l.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['/', '/technology/ai-tools', '/health/sleep', '/Quran/Quran', '/business', '/aboutus'])
      expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).not.toContain(`${ORIGIN}/login`);
    expect(locs.some((l) => l.includes('/admin'))).toBe(false);

    const approved = await t.database.db
      .select({ videoId: schema.videos.videoId })
      .from(schema.videos)
      .where(and(eq(schema.videos.status, 'approved'), isNotNull(schema.videos.approvedAt)));
    const videos = locs.filter((l) => l.startsWith(`${ORIGIN}/watch/`));
    expect(videos.length).toBe(approved.length);
    expect(new Set(videos)).toEqual(new Set(approved.map((v) => watch(v.videoId))));

    // A list is dated by its newest approval.
    const [newest] = await t.database.db
      .select({ at: max(schema.videos.approvedAt) })
      .from(schema.videos)
      .where(
        and(
          eq(schema.videos.status, 'approved'),
          eq(schema.videos.assignedCategory, 'technology'),
          eq(schema.videos.subcategory, 'ai-tools'),
        ),
      );
    const aiTools = listed.find((l) => l.loc === `${ORIGIN}/technology/ai-tools`)!;
    if (newest?.at) expect(aiTools.lastmod).toBe(`${new Date(newest.at).toISOString().slice(0, 19)}Z`);
  });

  it('follows moderation at once: lists a video approved a moment ago, not one removed a moment ago', async () => {
    const [first, second, rejected] = await insertVideos(t.database.db, [
      { status: 'pending', approvedAt: null, assignedCategory: 'technology' },
      { status: 'pending', approvedAt: null, assignedCategory: 'technology' },
      { status: 'pending', approvedAt: null, assignedCategory: 'technology' },
    ]);
    const act = async (path: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: path, headers: moderator.auth, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The worker relays each change through Redis; the cache is cleared when it arrives.
    const listedWhen = async (done: (locs: string[]) => boolean) => {
      let locs: string[] = [];
      for (let tries = 0; tries < 100 && !done(locs); tries += 1) {
        if (tries > 0) await new Promise((r) => setTimeout(r, 100));
        locs = checkSitemap((await get(t.app, '/sitemap.xml')).body, 'urlset').map((l) => l.loc);
      }
      return locs;
    };

    expect(await listedWhen(() => true)).not.toContain(watch(first!));
    await act(`/api/approve/${first}/`, { assigned_category: 'health', subcategory: 'sleep' });
    expect(await listedWhen((locs) => locs.includes(watch(first!)))).toContain(watch(first!));

    await act(`/api/approve/${second}/`, { assigned_category: 'technology', subcategory: 'ai-tools' });
    await act(`/api/remove/${rejected}/`, { reason: 'off topic' });
    await act(`/api/deapprove/${first}/`, { reason: 'duplicate' });
    const locs = await listedWhen((l) => l.includes(watch(second!)) && !l.includes(watch(first!)));
    expect(locs).toContain(watch(second!));
    expect(locs).not.toContain(watch(first!));
    expect(locs).not.toContain(watch(rejected!));
  });

  it('answers HEAD without a body, and 304 to a crawler that holds the current copy', async () => {
    const first = await get(t.app, '/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body).toBe('');
    const again = await get(t.app, '/sitemap.xml', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('has no parts while everything fits in one file', async () => {
    expect((await get(t.app, '/sitemaps/videos-1.xml')).statusCode).toBe(404);
    expect((await get(t.app, '/sitemaps/pages.xml')).statusCode).toBe(404);
  });
});

/**
 * The same routes with 1,000 URLs a file instead of 50,000, on their own database, in a small app
 * that has just what they use (configuration, database, catalogue cache, category menus, problems).
 */
describe('a sitemap index past the limit, and a database that stops answering', () => {
  const PER_FILE = 1000;
  let created: Awaited<ReturnType<typeof createDatabaseFrom>>;
  let handle: DatabaseHandle;
  let small: FastifyInstance;

  beforeAll(async () => {
    created = await createDatabaseFrom(inject('postgresUrl'), inject('templateDatabase'));
    handle = await openDatabase({ url: created.url, dataDir: '.data', poolSize: 2 });
    small = await smallApp();
  });

  async function smallApp(): Promise<FastifyInstance> {
    const app = Fastify();
    app.decorate('config', t.app.config);
    app.decorate('db', handle.db);
    app.decorate('catalogueCache', new CatalogueCache(60_000));
    app.decorate('categories', t.app.categories);
    await app.register(problems);
    await app.register(seo, { urlsPerFile: PER_FILE, timeoutMs: 1000 });
    await app.ready();
    return app;
  }
  afterAll(async () => {
    await small?.close();
    await handle?.close().catch(() => undefined);
    await created?.drop();
  });

  const approvedCount = async () => {
    const [{ n } = { n: 0 }] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.videos)
      .where(and(eq(schema.videos.status, 'approved'), isNotNull(schema.videos.approvedAt)));
    return n;
  };

  /** Reads the index and every part as a crawler would; returns the video URLs, checking each file. */
  async function crawl(): Promise<string[]> {
    const n = await approvedCount();
    const index = await get(small, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const parts = checkSitemap(index.body, 'sitemapindex');
    expect(parts.map((p) => p.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      ...Array.from({ length: Math.ceil(n / PER_FILE) }, (_, i) => `${ORIGIN}/sitemaps/videos-${i + 1}.xml`),
    ]);
    const pages = checkSitemap((await get(small, '/sitemaps/pages.xml')).body, 'urlset');
    expect(pages.map((p) => p.loc)).toContain(`${ORIGIN}/health/sleep`);
    expect(pages.some((p) => p.loc.includes('/watch/'))).toBe(false);
    const seen: string[] = [];
    for (const part of parts.slice(1)) {
      const res = await get(small, new URL(part.loc).pathname);
      expect(res.statusCode).toBe(200);
      const urls = checkSitemap(res.body, 'urlset');
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      // A part's date in the index is its newest video's.
      expect(part.lastmod).toBe(
        urls
          .map((u) => u.lastmod!)
          .sort()
          .at(-1),
      );
      seen.push(...urls.map((u) => u.loc));
    }
    expect(seen.length).toBe(n);
    expect(new Set(seen).size).toBe(n);
    expect((await get(small, `/sitemaps/videos-${parts.length}.xml`)).statusCode).toBe(404);
    return seen;
  }

  it('is an index of a pages file and video parts of at most the limit each, listing every approved video once', async () => {
    expect(await approvedCount()).toBeGreaterThan(PER_FILE * 2);
    await crawl();

    // More approvals than the last part can take, and a removal: still every video once, parts within the limit.
    const added = await insertVideos(
      handle.db,
      Array.from({ length: PER_FILE + 5 }, () => ({ assignedCategory: 'technology' })),
    );
    const [oldest] = await handle.db
      .select({ videoId: schema.videos.videoId })
      .from(schema.videos)
      .where(and(eq(schema.videos.status, 'approved'), isNotNull(schema.videos.approvedAt)))
      .orderBy(schema.videos.approvedAt)
      .limit(1);
    await handle.db.update(schema.videos).set({ status: 'removed' }).where(eq(schema.videos.videoId, oldest!.videoId));
    small.catalogueCache.clear(); // as the moderation change's notice does
    const seen = await crawl();
    expect(seen).toContain(watch(added.at(-1)!));
    expect(seen).not.toContain(watch(oldest!.videoId));
  });

  it('serves the last good copy while the database is too slow, then while it is gone; with no copy, a 503', async () => {
    const good = await get(small, '/sitemap.xml');
    const part = await get(small, '/sitemaps/videos-1.xml');
    expect([good.statusCode, part.statusCode]).toEqual([200, 200]);

    // Slow: another session holds a lock on the videos table past the routes' 1 s patience.
    const locker = new pg.Client({ connectionString: created.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table videos in access exclusive mode');
      small.catalogueCache.clear(); // as a moderation change would
      const started = Date.now();
      const slow = await get(small, '/sitemap.xml');
      expect(slow.statusCode).toBe(200);
      expect(slow.body).toBe(good.body);
      expect(Date.now() - started).toBeLessThan(5000);
      await locker.query('rollback');
    } finally {
      await locker.end();
    }

    // Gone: the database is dropped under the app.
    await created.drop();
    small.catalogueCache.clear();
    const again = await get(small, '/sitemap.xml');
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(again.headers.etag).toBe(good.headers.etag);
    expect(again.body).toBe(good.body);
    expect((await get(small, '/sitemaps/videos-1.xml')).body).toBe(part.body);

    // An app started after the database went away has no copy to fall back on.
    const fresh = await smallApp();
    try {
      const never = await get(fresh, '/sitemap.xml');
      expect(never.statusCode).toBe(503);
      expect(never.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(never.headers['retry-after']).toBe('60');
      expect((await get(fresh, '/robots.txt')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
