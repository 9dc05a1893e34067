import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { announceCatalogueChange, connectRedis, schema } from '@focustube/core';
import type { Video, VideoPage } from '@focustube/contracts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { insertVideos, newVideoId } from '../support/fixtures.ts';
import { STATIC_CATEGORY_TREE } from '../../web/src/lib/static-categories.ts';

let t: TestApp;
const v = schema.videos;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function json<T>(url: string, status = 200): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, `${url} → ${res.body}`).toBe(status);
  return res.json<T>();
}
async function approvedCount(where = sql`true`): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<string>`count(*)` })
    .from(v)
    .where(and(eq(v.status, 'approved'), where));
  return Number(row!.n);
}
async function expectProblem(url: string, status: number, detail: RegExp, field?: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json<{ status: number; title: string; detail: string; errors?: Record<string, string[]> }>();
  expect(body.status).toBe(status);
  expect(body.detail).toMatch(detail);
  if (field) expect(body.errors?.[field]?.[0]).toMatch(detail);
}

describe('GET /api/categories', () => {
  it('serves every menu of the spec in order, with items', async () => {
    const tree = await json<{
      results: {
        slug: string;
        label: string;
        path: string;
        menu: string | null;
        subcategories: { slug: string; path: string }[];
      }[];
      home: string[];
    }>('/api/categories');
    expect(tree.results.filter((c) => c.menu === 'main').map((c) => c.label)).toEqual([
      'Mind_Set',
      'Health',
      'Technology',
      'Traveling',
      'Languages',
      'Animals',
    ]);
    expect(tree.results.filter((c) => c.menu === 'more').map((c) => c.path)).toEqual([
      '/Quran/Quran',
      '/business',
      '/poverty',
      '/politics',
    ]);
    const sizes = Object.fromEntries(tree.results.map((c) => [c.slug, c.subcategories.length]));
    expect(sizes).toMatchObject({ mindset: 10, health: 10, technology: 20, travel: 18, languages: 20, animals: 10 });
    expect(tree.results.find((c) => c.slug === 'languages')!.subcategories.at(-1)).toEqual({
      slug: 'urdu',
      label: 'Urdu',
      labels: { en: 'Urdu', sw: 'Kiurdu' },
      path: '/languages/urdu',
    });
    expect(tree.home).toEqual(['technology', 'languages', 'mindset', 'motivation', 'business', 'quran']);
  });

  it('answers exactly what the web app shows before the answer arrives', async () => {
    expect(await json('/api/categories')).toEqual(STATIC_CATEGORY_TREE);
  });
});

describe('GET /api/approved/', () => {
  it('answers the first page of all approved videos, newest approval first', async () => {
    const page = await json<VideoPage>('/api/approved/?page=1');
    expect(page.results).toHaveLength(20);
    expect(page.count).toBe(await approvedCount());
    expect(page.previous).toBeNull();
    expect(page.next).toMatch(/^\/api\/approved\/\?page=2&page_size=20&cursor=/);
    const newest = await t.database.db
      .select({ id: v.videoId })
      .from(v)
      .where(eq(v.status, 'approved'))
      .orderBy(sql`approved_at desc, id desc`)
      .limit(20);
    expect(page.results.map((r) => r.video_id)).toEqual(newest.map((r) => r.id));
    expect(Object.keys(page.results[0]!).sort()).toEqual(
      [
        'assigned_category',
        'category',
        'channel_id',
        'channel_title',
        'description',
        'duration_seconds',
        'published_at',
        'subcategory',
        'tags',
        'thumbnail_url',
        'title',
        'video_id',
      ].sort(),
    );
  });

  it('walks a category to its end through `next`, every video once', async () => {
    const expected = await approvedCount(eq(v.assignedCategory, 'languages'));
    expect(expected).toBeGreaterThan(20);
    const seen: string[] = [];
    let url: string | null = '/api/approved/?categories=languages&page=1&page_size=7';
    let pages = 0;
    while (url) {
      const page: VideoPage = await json<VideoPage>(url);
      expect(page.count).toBe(expected);
      expect(page.results.every((r) => r.assigned_category === 'languages')).toBe(true);
      seen.push(...page.results.map((r) => r.video_id));
      url = page.next;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(expected / 7));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(expected);
    const exact = await json<VideoPage>(`/api/approved/?categories=languages&page=1&page_size=${expected}`);
    expect(exact.results).toHaveLength(expected);
    expect(exact.next).toBeNull();
  });

  it('gives the same page by number and by cursor', async () => {
    const first = await json<VideoPage>('/api/approved/?categories=technology&page=1&page_size=5');
    const byCursor = await json<VideoPage>(first.next!);
    const byNumber = await json<VideoPage>('/api/approved/?categories=technology&page=2&page_size=5');
    expect(byCursor.results.map((r) => r.video_id)).toEqual(byNumber.results.map((r) => r.video_id));
    expect(byCursor.previous).toBe('/api/approved/?categories=technology&page=1&page_size=5');
  });

  it('never repeats a video when new approvals arrive between pages', async () => {
    const first = await json<VideoPage>('/api/approved/?categories=animals&page=1&page_size=10');
    await insertVideos(t.database.db, [{ assignedCategory: 'animals', title: 'A newly approved animal video' }]);
    const second = await json<VideoPage>(first.next!);
    const ids = [...first.results, ...second.results].map((r) => r.video_id);
    expect(new Set(ids).size).toBe(20);
  });

  it('mixes several categories, accepting the spec spelling "bussiness"', async () => {
    const page = await json<VideoPage>(
      '/api/approved/?categories=technology,languages,mindset,motivation,bussiness,quran&page=1&page_size=100',
    );
    const categories = new Set(page.results.map((r) => r.assigned_category));
    expect(
      [...categories].every((c) =>
        ['technology', 'languages', 'mindset', 'motivation', 'business', 'quran'].includes(c!),
      ),
    ).toBe(true);
    expect(page.count).toBe(
      await approvedCount(
        sql`assigned_category in ('technology','languages','mindset','motivation','business','quran')`,
      ),
    );
  });

  it('filters by subcategory, and reads /motivation/motivation as the whole category', async () => {
    const sub = await json<VideoPage>('/api/approved/?categories=technology&subcategory=programming&page=1');
    expect(sub.count).toBe(await approvedCount(sql`assigned_category = 'technology' and subcategory = 'programming'`));
    expect(sub.results.every((r) => r.subcategory === 'programming')).toBe(true);
    const whole = await json<VideoPage>('/api/approved/?categories=motivation&subcategory=motivation&page=1');
    expect(whole.count).toBe(await approvedCount(eq(v.assignedCategory, 'motivation')));
    expect(whole.count).toBeGreaterThan(0);
  });

  it('answers an empty page for a known category with no videos', async () => {
    const page = await json<VideoPage>('/api/approved/?categories=politics&page=1');
    expect(page).toEqual({ results: [], next: null, previous: null, count: 0 });
  });

  it('answers the unpaginated side-list call with a bounded array', async () => {
    const list = await json<Video[]>('/api/approved/');
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(100);
  });

  it.each([
    ['/api/approved/?page=0', /page must be 1 or more/, 'page'],
    ['/api/approved/?page=abc', /page must be a whole number/, 'page'],
    ['/api/approved/?page=1.5', /page must be a whole number/, 'page'],
    ['/api/approved/?page_size=101', /page_size can be at most 100/, 'page_size'],
    ['/api/approved/?page_size=0', /page_size must be 1 or more/, 'page_size'],
    ['/api/approved/?page=2&cursor=not-a-cursor', /page link is not valid/, 'cursor'],
    ['/api/approved/?categories=cooking&page=1', /There is no category "cooking"/, 'categories'],
    ['/api/approved/?categories=health&subcategory=javascript', /no subcategory "javascript" in health/, 'subcategory'],
    [`/api/approved/?categories=${'x'.repeat(101)}`, /at most 100 characters/, 'categories'],
  ])('refuses %s with a clear 400', async (url, detail, field) => {
    await expectProblem(url, 400, detail, field);
  });
});

describe('one video', () => {
  it('answers an approved video at /approved/{id}/ and /videos/{id}/', async () => {
    const [id] = await insertVideos(t.database.db, [
      {
        title: 'Detail fixture',
        description: 'About details',
        channelTitle: 'Detail channel',
        assignedCategory: 'health',
        subcategory: 'sleep',
        tags: ['sleep'],
        youtubeCategoryName: 'Education',
      },
    ]);
    for (const path of [`/api/approved/${id}/`, `/api/videos/${id}`]) {
      const video = await json<Video>(path);
      expect(video).toMatchObject({
        video_id: id,
        title: 'Detail fixture',
        description: 'About details',
        channel_title: 'Detail channel',
        assigned_category: 'health',
        subcategory: 'sleep',
        category: 'Education',
        tags: ['sleep'],
      });
      expect(video.thumbnail_url).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    }
  });

  it('keeps pending and removed videos private, and never shows a gift token', async () => {
    const [pending, removed, gifted] = await insertVideos(t.database.db, [
      { status: 'pending', approvedAt: null },
      { status: 'removed' },
      { giftToken: 'SECRET-VOUCHER-42', assignedCategory: 'health' },
    ]);
    await expectProblem(`/api/videos/${pending}/`, 404, /No approved video has the id/);
    await expectProblem(`/api/approved/${removed}/`, 404, /No approved video/);
    const res = await get(`/api/videos/${gifted}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('SECRET-VOUCHER-42');
    expect(res.body).not.toContain('gift_token');
    const list = await get('/api/approved/?categories=health&page=1&page_size=100');
    expect(list.body).not.toContain('SECRET-VOUCHER-42');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await expectProblem(`/api/videos/${newVideoId()}/`, 404, /No approved video has the id/);
    await expectProblem('/api/videos/short/', 400, /11 letters, digits/);
    await expectProblem('/api/videos/has%20spaces!!/', 400, /11 letters, digits/);
  });
});

describe('guidelines', () => {
  it('lists only guideline videos and serves their details', async () => {
    const [guide] = await insertVideos(t.database.db, [
      { assignedCategory: 'guidelines', title: 'How to use FocusTube' },
    ]);
    const page = await json<VideoPage>('/api/guidelines/?page=1&page_size=20');
    expect(page.count).toBe(await approvedCount(eq(v.assignedCategory, 'guidelines')));
    expect(page.results.every((r) => r.assigned_category === 'guidelines')).toBe(true);
    expect(page.results.map((r) => r.video_id)).toContain(guide);
    expect((await json<Video>(`/api/guidelines/${guide}/`)).title).toBe('How to use FocusTube');
    const [other] = await insertVideos(t.database.db, [{ assignedCategory: 'health' }]);
    await expectProblem(`/api/guidelines/${other}/`, 404, /No approved video/);
  });
});

describe('GET /api/suggestions', () => {
  beforeAll(async () => {
    await insertVideos(t.database.db, [
      { title: 'Zygomorphic flowers explained', description: 'Symmetry in botany' },
      { title: 'Why zygomorphic blooms attract bees' },
      { title: 'Zygomorphic secret pending talk', status: 'pending', approvedAt: null },
    ]);
  });

  it('suggests approved titles starting with a 2-letter prefix', async () => {
    const list = await json<{ id: string; title: string; description: string }[]>('/api/suggestions?query=zy');
    expect(list.map((s) => s.title)).toEqual(['Zygomorphic flowers explained']);
    expect(list[0]!.description).toBe('Symmetry in botany');
  });

  it('finds words inside titles and tolerates typos, never pending videos', async () => {
    const inside = await json<{ title: string }[]>('/api/suggestions?query=zygom');
    expect(inside.map((s) => s.title)).toEqual([
      'Zygomorphic flowers explained',
      'Why zygomorphic blooms attract bees',
    ]);
    const typo = await json<{ title: string }[]>('/api/suggestions?query=zygomorfic');
    expect(typo.map((s) => s.title)).toContain('Zygomorphic flowers explained');
    expect(JSON.stringify(typo)).not.toContain('pending talk');
  });

  it('returns at most 10, strips symbols, and answers [] for empty text', async () => {
    expect(await json<unknown[]>('/api/suggestions?query=the')).toHaveLength(10);
    expect((await json<{ title: string }[]>('/api/suggestions?query=%3Czy%3E!!')).map((s) => s.title)).toEqual([
      'Zygomorphic flowers explained',
    ]);
    expect(await json<unknown[]>('/api/suggestions?query=%20%20')).toEqual([]);
    expect(await json<unknown[]>('/api/suggestions?query=%24%25%5E')).toEqual([]);
    expect(await json<unknown[]>('/api/suggestions')).toEqual([]);
  });

  it('refuses a query over 100 characters', async () => {
    await expectProblem(
      `/api/suggestions?query=${'a'.repeat(101)}`,
      400,
      /query can be at most 100 characters/,
      'query',
    );
  });
});

describe('GET /api/search', () => {
  it('ranks a title match above matches in other fields (title 2, others 1)', async () => {
    const [inDescription, inTitle, inTags] = await insertVideos(t.database.db, [
      {
        title: 'A talk about rivers',
        description: 'Quokkas appear briefly in this one',
        approvedAt: new Date(Date.now() + 3000),
      },
      { title: 'The quokka, the happiest animal', approvedAt: new Date(Date.now() - 3000) },
      { title: 'Marsupials of Rottnest', tags: ['quokka'], approvedAt: new Date(Date.now() + 6000) },
    ]);
    const page = await json<VideoPage>('/api/search?q=quokka');
    expect(page.results[0]!.video_id).toBe(inTitle);
    expect(
      page.results
        .map((r) => r.video_id)
        .slice(1)
        .sort(),
    ).toEqual([inDescription, inTags].sort());
    expect(page.count).toBe(3);
  });

  it('pages results and searches only approved videos', async () => {
    await insertVideos(
      t.database.db,
      Array.from({ length: 25 }, (_, i) => ({
        title: `Axolotl lesson ${i}`,
        status: i < 22 ? ('approved' as const) : ('pending' as const),
      })),
    );
    const first = await json<VideoPage>('/api/search?q=axolotl&page_size=20');
    expect(first.count).toBe(22);
    expect(first.results).toHaveLength(20);
    const second = await json<VideoPage>(first.next!);
    expect(second.results).toHaveLength(2);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/search?q=axolotl&page_size=20&page=1');
  });

  it('searches the demo catalogue by meaning of words (stemming)', async () => {
    const page = await json<VideoPage>('/api/search?q=climate%20changes');
    expect(page.count).toBeGreaterThan(5);
    expect(page.results[0]!.title.toLowerCase()).toContain('climate');
  });

  it('refuses a missing or empty q', async () => {
    await expectProblem('/api/search', 400, /q/);
    await expectProblem('/api/search?q=%20', 400, /Type something to search for/);
  });
});

describe('the response cache', () => {
  it('keeps serving a page until a catalogue change is announced, then shows the change', async () => {
    const url = '/api/approved/?categories=poverty&page=1';
    expect((await json<VideoPage>(url)).count).toBe(0);
    await insertVideos(t.database.db, [{ assignedCategory: 'poverty', title: 'Poverty and policy' }]);
    expect((await json<VideoPage>(url)).count).toBe(0);
    const publisher = connectRedis(t.redisUrl, 'worker');
    await announceCatalogueChange(publisher, t.prefix);
    publisher.disconnect();
    await expect.poll(async () => (await json<VideoPage>(url)).count, { timeout: 5000 }).toBe(1);
  });
});

describe('site settings', () => {
  it('gives the footer its contact details from configuration', async () => {
    const site = await startTestApp({ CONTACT_EMAIL: 'team@focustube.example', CONTACT_PHONE: '+255 711 111 111' });
    try {
      expect((await site.app.inject('/api/site/')).json()).toEqual({
        contact_email: 'team@focustube.example',
        contact_phone: '+255 711 111 111',
      });
    } finally {
      await site.close();
    }
  });
});

describe('health', () => {
  it('reports liveness and readiness of database and Redis', async () => {
    expect(await json('/api/health')).toEqual({ status: 'ok' });
    expect(await json('/api/ready')).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });
});

describe('with Redis down', () => {
  it('reports not ready but keeps serving the catalogue', async () => {
    const outage = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1', CATALOGUE_CACHE_TTL_MS: '1000' });
    try {
      const ready = await outage.app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'down' } });
      const list = await outage.app.inject('/api/approved/?page=1');
      expect(list.statusCode).toBe(200);
      expect(list.json<VideoPage>().results).toHaveLength(20);
    } finally {
      await outage.close();
    }
  });
});

describe('unknown paths and docs', () => {
  it('answers unknown API paths with a problem, not HTML', async () => {
    await expectProblem('/api/nothing-here', 404, /There is no GET \/api\/nothing-here/);
  });

  it('publishes the OpenAPI description', async () => {
    const doc = await json<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        // Listed without the trailing slash (Redocly's no-path-trailing-slash); the server answers both.
        '/api/approved',
        '/api/approved/{video_id}',
        '/api/videos/{video_id}',
        '/api/suggestions',
        '/api/search',
        '/api/guidelines',
        '/api/categories',
        '/api/health',
        '/api/ready',
      ]),
    );
  });
});
