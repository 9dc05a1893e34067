import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';
import { keepLocal, PHONE, waitForApp } from '../support/browser.ts';
import { insertVideos } from '../support/fixtures.ts';

let t: BrowserApp;

beforeAll(async () => {
  t = await startBrowserApp();
});
afterAll(async () => {
  await t?.close();
});

/** Records, in the page, whether the navigation bar was ever in the document since the last call. */
const watchForBar = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { barSeen: boolean; barObserver?: MutationObserver };
    w.barObserver?.disconnect();
    w.barSeen = false;
    w.barObserver = new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"][data-navigation-progress]')) w.barSeen = true;
    });
    w.barObserver.observe(document.body, { childList: true, subtree: true });
  });
const barSeen = (page: Page) => page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen);

describe('the navigation progress bar', () => {
  it('shows a named bar at the top while a tapped page loads on a slow network, gone once it arrives; none on a fast one', async () => {
    const title = 'A lesson behind a slow network';
    const [videoId] = await insertVideos(t.database.db, [{ title, assignedCategory: 'animals' }]);
    const context = await t.browser.newContext(PHONE);
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    await page.goto(`${t.origin}/category/animals`);
    await waitForApp(page);
    // The server's page has no bar (the client's first render neither, or hydration would not match).
    expect(await page.getByRole('progressbar').count()).toBe(0);

    // A slow network from here on: the next page's code and data each take 1.5 s to arrive.
    const hold = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    };
    await page.route(/\/assets\/.*\.js$/, hold);
    await page.route(`**/api/videos/${videoId}/**`, hold);

    const from = page.url();
    const card = page.locator(`main a[href*="${videoId}"]`).first();
    await card.tap();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect.poll(() => bar.count(), { timeout: 1400, interval: 50 }).toBe(1);
    // Shown while the old page is still there, at the very top of the window.
    expect(page.url()).toBe(from);
    const box = await bar.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    await page.waitForURL((url) => url.pathname.includes(videoId!), { timeout: 15_000 });
    await expect.poll(() => bar.count(), { timeout: 5000 }).toBe(0);

    // A fast navigation (its code already here) shows nothing at all.
    await page.unrouteAll({ behavior: 'wait' });
    await keepLocal(page, t.origin);
    await watchForBar(page);
    await page.goBack();
    await page.waitForURL(from);
    await page.locator(`main a[href*="${videoId}"]`).first().waitFor();
    expect(await barSeen(page)).toBe(false);
    await context.close();
  });
});
