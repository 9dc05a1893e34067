/** A search with a typo in Chromium: results for the corrected words, said plainly, with a link to them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';
import { keepLocal } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

let t: BrowserApp;

beforeAll(async () => {
  t = await startBrowserApp();
});
afterAll(async () => {
  await t?.close();
});

describe('search with a typo', () => {
  it('shows the results for the corrected words and links to them, light and dark, axe clean', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme });
      const page = await context.newPage();
      await keepLocal(page, t.origin);
      await page.goto(`${t.origin}/search?q=Exteme`);
      const notice = page.getByText('No videos match “Exteme”. Showing results for');
      await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
      const cards = page.locator('main a[href^="/watch/"]');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await cards.first().textContent()).toMatch(/extreme/i);
      expect(await seriousViolations(page, 'main'), `search with a typo (${colorScheme})`).toEqual([]);
      if (colorScheme === 'dark') {
        await page.getByRole('link', { name: 'extreme', exact: true }).click();
        await page.waitForURL(`${t.origin}/search?q=extreme`);
        // The old results stay on screen until the new ones come: wait for the notice to go, then the cards.
        await expect.poll(() => page.getByText(/Showing results for/).count(), { timeout: 15_000 }).toBe(0);
        await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
        expect(await cards.first().textContent()).toMatch(/extreme/i);
      }
      await context.close();
    }
  });
});
