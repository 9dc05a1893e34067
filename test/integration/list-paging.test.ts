/**
 * A list's later pages as a crawler or a phone without JavaScript reads them: the raw HTML the server
 * answers for `?page=N`, no script run. Each page has its own title, canonical address and ItemList, and
 * plain links to the pages beside it; a page number that is no page draws the first page, and a page past
 * the end is a 404. Parsed with jsdom's HTML parser, as a crawler parses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideos } from '../support/fixtures.ts';
import { renderedPage } from '../support/rendered-page.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const ORIGIN = 'https://learn.focustube.example';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ APP_URL: `${ORIGIN}/` });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const page = (url: string) => renderedPage(t.app, url);

describe('a list’s later pages, each at its own address (`?page=N`), for crawlers and phones without scripts', () => {
  /** /travel/flights, which the demo catalogue leaves empty: 25 videos, two pages of 20 and 5. */
  let flights: string[] = [];
  beforeAll(async () => {
    const now = Date.now();
    flights = await insertVideos(
      t.database.db,
      Array.from({ length: 25 }, (_, i) => ({
        title: `Aerolumin flight ${i + 1}`,
        assignedCategory: 'travel',
        subcategory: 'flights',
        approvedAt: new Date(now - i * 60_000),
      })),
    );
  });
  const watchUrls = (p: Awaited<ReturnType<typeof page>>) =>
    (p.jsonLd.find((d) => d['@type'] === 'ItemList') as { itemListElement: { url: string; position: number }[] })
      .itemListElement;
  const pageLinks = (p: Awaited<ReturnType<typeof page>>) =>
    [...p.document.querySelectorAll('main nav[aria-label="Pages of this list"] a')].map((a) => [
      a.getAttribute('rel'),
      a.getAttribute('href'),
      a.textContent,
    ]);

  it('names its page in the title, is its own canonical address, and lists that page’s videos in its ItemList', async () => {
    const first = await page('/travel/flights');
    expect(first.title).toBe('Flights · FocusTube');
    expect(first.canonical).toBe(`${ORIGIN}/travel/flights`);
    expect(pageLinks(first)).toEqual([['next', '/travel/flights?page=2', 'More videos']]);

    const second = await page('/travel/flights?page=2');
    expect(second.res.statusCode).toBe(200);
    expect(second.title).toBe('Flights – page 2 · FocusTube');
    expect(second.canonical).toBe(`${ORIGIN}/travel/flights?page=2`);
    expect(second.meta('og:url')).toBe(second.canonical);
    expect(second.meta('robots')).toBeNull();
    expect(second.document.querySelector('link[rel="alternate"][hreflang="sw"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/travel/flights?page=2&lang=sw`,
    );
    // Its videos keep their places in the whole list: 21st to 25th.
    expect(watchUrls(second)).toEqual(
      flights.slice(20).map((id, i) => expect.objectContaining({ position: 21 + i, url: `${ORIGIN}/watch/${id}` })),
    );
    expect(pageLinks(second)).toEqual([['prev', '/travel/flights', 'Previous']]);
    // Best First's pages lead on in Best First, and name the list itself as theirs (the same videos in
    // another order, not the newest-first page of that number).
    const best = await page('/travel/flights?ordering=best');
    expect(pageLinks(best)).toEqual([['next', '/travel/flights?ordering=best&page=2', 'More videos']]);
    expect(best.canonical).toBe(`${ORIGIN}/travel/flights`);
    const bestSecond = await page('/travel/flights?ordering=best&page=2');
    expect(bestSecond.canonical).toBe(`${ORIGIN}/travel/flights`);
  });

  it('draws the first page, one copy of it, for a page number that is no page', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/travel/flights' });
    for (const url of [
      '/travel/flights?page=1',
      '/travel/flights?page=0',
      '/travel/flights?page=two',
      '/travel/flights?page=-2',
      '/travel/flights?page=2.5',
    ])
      expect((await t.app.inject({ method: 'GET', url })).headers.etag, url).toBe(first.headers.etag);
    // Read only where lists and search results are: elsewhere it changes nothing either.
    const about = await t.app.inject({ method: 'GET', url: '/aboutus' });
    expect((await t.app.inject({ method: 'GET', url: '/aboutus?page=2' })).headers.etag).toBe(about.headers.etag);
  });

  it('answers a page past the end with a 404 that leads to the first page', async () => {
    const p = await page('/travel/flights?page=3');
    expect(p.res.statusCode).toBe(404);
    expect(p.meta('robots')).toBe('noindex');
    expect(p.main).toContain('There is no page 3 here');
    expect([...p.document.querySelectorAll('main [role="status"] a')].map((a) => a.getAttribute('href'))).toEqual([
      '/travel/flights',
    ]);
    expect(pageLinks(p)).toEqual([]);
  });

  it('pages search results the same way, kept out of search engines', async () => {
    const p = await page('/search?q=aerolumin&page=2');
    expect(p.res.statusCode).toBe(200);
    expect(p.title).toBe('aerolumin · Search – page 2 · FocusTube');
    expect(p.meta('robots')).toBe('noindex');
    expect(p.main).toContain('Aerolumin flight 21');
    expect(p.main).not.toContain('Aerolumin flight 20');
    expect(pageLinks(p)).toEqual([['prev', '/search?q=aerolumin', 'Previous']]);
  });
});
