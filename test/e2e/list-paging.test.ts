/**
 * A list's later pages, as a phone without JavaScript reaches them (JavaScript off, Opera Mini's data
 * saver) and a crawler does: plain "More videos" and "Previous" links under the server's HTML, each page at
 * its own address (`?page=N`). With JavaScript on, an address of a later page (a shared link, a search
 * engine's) opens at that page and scrolling goes on from there, with nothing asked for twice.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';
import { seriousViolations } from '../support/axe.ts';
import { keepLocal, PHONE, waitForApp } from '../support/browser.ts';
import { insertVideos } from '../support/fixtures.ts';

let t: BrowserApp;
/** 45 videos: three pages of 20, 20 and 5. Politics has none in the demo catalogue, so they are its whole list. */
const COUNT = 45;
/** A word no other video has, in every title: the search finds exactly these. */
const WORD = 'Quokkanomics';
/** Their titles, newest approval first: the list's order, and the search's for titles that rank the same. */
const TITLES = Array.from({ length: COUNT }, (_, i) => `${WORD} lesson ${String(i + 1).padStart(2, '0')}`);

beforeAll(async () => {
  t = await startBrowserApp();
  const now = Date.now();
  await insertVideos(
    t.database.db,
    TITLES.map((title, i) => ({
      title,
      description: 'A lesson of a list long enough for three pages.',
      assignedCategory: 'politics',
      approvedAt: new Date(now - i * 60_000),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

async function openPhone({ javaScript }: { javaScript: boolean }) {
  const context = await t.browser.newContext({ javaScriptEnabled: javaScript, ...PHONE });
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  return page;
}

const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();
const pageLinks = (page: Page) => page.getByRole('navigation', { name: 'Pages of this list' });

/** Follows a link of the page links below the list, as a tap without scripts does: a new page from the server. */
async function follow(page: Page, name: 'More videos' | 'Previous') {
  await Promise.all([page.waitForNavigation(), pageLinks(page).getByRole('link', { name }).click()]);
}

describe('with JavaScript off', () => {
  it.each([
    ['a category list', '/category/politics', '/category/politics'],
    ['search results', `/search?q=${WORD.toLowerCase()}`, `/search?q=${WORD.toLowerCase()}`],
  ])('%s pages through to its end with More videos, and back with Previous', async (_, start, base) => {
    const page = await openPhone({ javaScript: false });
    const response = await page.goto(`${t.origin}${start}`);
    expect(response?.status()).toBe(200);
    const first = await cardTitles(page);
    expect(first).toEqual(TITLES.slice(0, 20));
    // The first page leads on only: nothing comes before it.
    expect(await pageLinks(page).getByRole('link').allTextContents()).toEqual(['More videos']);

    await follow(page, 'More videos');
    expect(page.url()).toBe(`${t.origin}${base}${base.includes('?') ? '&' : '?'}page=2`);
    expect(await page.title()).toMatch(/ – page 2 · FocusTube$/);
    const second = await cardTitles(page);
    expect(second).toEqual(TITLES.slice(20, 40));

    await follow(page, 'More videos');
    expect(page.url()).toBe(`${t.origin}${base}${base.includes('?') ? '&' : '?'}page=3`);
    const third = await cardTitles(page);
    expect(third).toEqual(TITLES.slice(40));
    // The last page: back only, and the three pages hold every video once.
    expect(await pageLinks(page).getByRole('link').allTextContents()).toEqual(['Previous']);
    const all = [...first, ...second, ...third];
    expect(new Set(all).size).toBe(COUNT);

    await follow(page, 'Previous');
    expect(page.url()).toBe(`${t.origin}${base}${base.includes('?') ? '&' : '?'}page=2`);
    expect(await cardTitles(page)).toEqual(second);
    // Page 1's address has no page number.
    await follow(page, 'Previous');
    expect(page.url()).toBe(`${t.origin}${base}`);
    expect(await cardTitles(page)).toEqual(first);
    await page.context().close();
  });

  it('says a page past the end is not there (a 404), and leads to the first page', async () => {
    const page = await openPhone({ javaScript: false });
    const response = await page.goto(`${t.origin}/category/politics?page=4`);
    expect(response?.status()).toBe(404);
    expect(await cardTitles(page)).toEqual([]);
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Back to the first page' }).click()]);
    expect(page.url()).toBe(`${t.origin}/category/politics`);
    expect(await cardTitles(page)).toEqual(TITLES.slice(0, 20));
    await page.context().close();
  });
});

describe('with JavaScript on but the app’s code never arriving (a data saver, a connection that drops)', () => {
  it('pages on with the same links, readable and accessible in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await t.browser.newContext({ colorScheme, ...PHONE });
      const page = await context.newPage();
      // Scripts run (the theme's, inline), but none of the app's: a <noscript> would show nothing here.
      await page.route('**/*', (route) => {
        const url = route.request().url();
        return url.startsWith(t.origin) && !/\/assets\/.*\.js$|\/sw\.js$/.test(url) ? route.continue() : route.abort();
      });
      await page.goto(`${t.origin}/category/politics?page=2`);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      );
      expect(await pageLinks(page).getByRole('link').allTextContents()).toEqual(['Previous', 'More videos']);
      expect(await seriousViolations(page)).toEqual([]);
      await follow(page, 'More videos');
      expect(await cardTitles(page)).toEqual(TITLES.slice(40));
      await context.close();
    }
  });
});

describe('with JavaScript on', () => {
  it.each([
    ['a category list', '/category/politics?page=2'],
    ['search results', `/search?q=${WORD.toLowerCase()}&page=2`],
  ])('%s opened at page 2 shows that page, then loads page 3 on scroll, asking for nothing twice', async (_, path) => {
    const page = await openPhone({ javaScript: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(approved|search)/.test(request.url())) dataRequests.push(request.url());
    });
    await page.goto(`${t.origin}${path}`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    expect(await cardTitles(page)).toEqual(TITLES.slice(20, 40));
    // The app has taken over: scrolling loads more in place of the links, and page 2 came with the HTML.
    await expect.poll(() => pageLinks(page).count()).toBe(0);
    expect(dataRequests).toEqual([]);

    await page.mouse.wheel(0, 50_000);
    await expect.poll(() => cardTitles(page)).toEqual(TITLES.slice(20));
    expect(dataRequests).toHaveLength(1);
    expect(new URL(dataRequests[0]!).searchParams.get('page')).toBe('3');
    // The address still names where the list was opened.
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
