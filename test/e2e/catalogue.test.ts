import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';
import { keepLocal, PHONE, waitForApp } from '../support/browser.ts';

let t: BrowserApp;

beforeAll(async () => {
  t = await startBrowserApp();
});
afterAll(async () => {
  await t?.close();
});

describe('browsing the catalogue in Chromium', () => {
  it('lists approved videos, loads more on scroll, and opens the watch page', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await keepLocal(page, t.origin);
    await page.goto(`${t.origin}/`);
    const cards = page.locator('a[href^="/watch_home/"]');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(20);
    const before = await cards.count();
    await page.mouse.wheel(0, 50_000);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);

    const href = hrefs[0]!;
    const videoId = href.split('/').pop()!;
    const title = (await t.app.inject(`/api/videos/${videoId}/`)).json<{ title: string }>().title;
    await cards.first().click();
    await page.waitForURL(`${t.origin}${href}`);
    await page.getByRole('link', { name: `Play ${title}` }).click();
    await expect
      .poll(() => page.locator('iframe').first().getAttribute('src'))
      .toContain(`youtube-nocookie.com/embed/${videoId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(title);
    await page.close();
  });

  it('loads one page per arrival at the bottom, not the whole catalogue while the reader stays at the footer', async () => {
    const context = await t.browser.newContext(PHONE);
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/approved/')) pagesAsked.push(request.url());
    });
    await page.goto(`${t.origin}/`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    pagesAsked.length = 0;
    const cards = page.locator('main a[href^="/watch_home/"]');
    const before = await cards.count();
    // Straight to the footer (the End key, a jump link): the next page goes in above it.
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toBottom();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    // Nothing more while the reader stays there (the browser may keep the footer in view as the list grows).
    await page.waitForTimeout(3000);
    expect(pagesAsked).toHaveLength(1);
    // Coming back to the bottom asks for the next one.
    const loaded = await cards.count();
    await page.evaluate(() => window.scrollBy(0, -2000));
    await page.waitForTimeout(300);
    await toBottom();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(loaded);
    await page.waitForTimeout(1000);
    expect(pagesAsked).toHaveLength(2);
    await context.close();
  });

  it('says a missing video is not available, and answers unknown pages with a 404 page', async () => {
    const page = await t.browser.newPage();
    await keepLocal(page, t.origin);
    await page.goto(`${t.origin}/watch_home/AAAAAAAAAAA`);
    await expect.poll(() => page.getByText(/no longer available/i).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.goto(`${t.origin}/no/such/page/here`);
    await expect.poll(() => page.getByText(/not found|404/i).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.close();
  });

  it('switches to dark mode and remembers it on reload', async () => {
    const page = await t.browser.newPage({ colorScheme: 'light' });
    await keepLocal(page, t.origin);
    await page.goto(`${t.origin}/`);
    await waitForApp(page);
    const isDark = async () => ((await page.locator('html').getAttribute('class')) ?? '').split(/\s+/).includes('dark');
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: /dark|theme/i }).click();
    expect(await isDark()).toBe(true);
    await page.reload();
    expect(await isDark()).toBe(true);
    await page.close();
  });
});
