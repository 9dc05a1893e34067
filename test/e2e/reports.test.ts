import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { schema } from '@focustube/core';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { startBrowserStack, type BrowserApp } from '../support/browser-app.ts';
import { seriousViolations, seriousViolationsLightAndDark } from '../support/axe.ts';
import { keepLocal, socketJoined, waitForApp } from '../support/browser.ts';
import { insertVideos } from '../support/fixtures.ts';
import type { TestStack } from '../support/stack.ts';

let t: BrowserApp<TestStack>;
let member: SignedIn;
let moderator: SignedIn;
let viewer: SignedIn;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  t = await startBrowserStack();
  member = await signUp(t.app, t.database.db, 'user');
  moderator = await signUp(t.app, t.database.db, 'moderator');
  viewer = await signUp(t.app, t.database.db, 'user');
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await t?.close();
});

/** A signed-in browser on `path`; with `live`, it waits until its socket has joined its rooms. */
async function openAs(
  account: SignedIn,
  path: string,
  options: { viewport?: { width: number; height: number }; live?: boolean } = {},
): Promise<Page> {
  const context = await t.browser.newContext({
    colorScheme: 'light',
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  contexts.push(context);
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  const login = await page.request.post(`${t.origin}/api/login/`, {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  const joined = options.live ? socketJoined(page) : null;
  await page.goto(`${t.origin}${path}`);
  await joined;
  await waitForApp(page);
  return page;
}

const statusOf = async (videoId: string) =>
  (
    await t.database.db
      .select({ status: schema.videos.status })
      .from(schema.videos)
      .where(eq(schema.videos.videoId, videoId))
  )[0]?.status;

describe('viewer reports', () => {
  it('a member reports a video; a moderator sees it live, removes it, and it leaves the list', async () => {
    const title = `Reported lesson ${Math.random().toString(36).slice(2, 8)}`;
    const [videoId] = await insertVideos(t.database.db, [
      { title, description: 'A video a member will report.', assignedCategory: 'technology' },
    ]);

    const dashboard = await openAs(moderator, '/admninvidepanel/reported', { live: true });
    await expect
      .poll(() => dashboard.getByRole('heading', { name: 'Reported videos', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    const card = dashboard.locator('[data-reported-card]', { hasText: title });
    expect(await card.count()).toBe(0);

    const watch = await openAs(member, `/watch/${videoId}`);
    const reportButton = watch.getByRole('button', { name: 'Report', exact: true });
    await reportButton.waitFor({ timeout: 15_000 });
    await reportButton.click();
    const dialog = watch.getByRole('dialog', { name: 'Report this video' });
    await dialog.waitFor();
    expect(await seriousViolations(watch, '[role="dialog"]'), 'report dialog').toEqual([]);
    // Escape closes it and puts focus back on the button that opened it; it opens again.
    await watch.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => watch.evaluate(() => document.activeElement?.textContent)).toBe('Report');
    await watch.keyboard.press('Enter');
    await dialog.waitFor();

    // "Other" needs a note: the form says so before anything is sent.
    await dialog.getByRole('radio', { name: /Other/ }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Say what is wrong with the video.').waitFor();
    await dialog.getByLabel('Note', { exact: true }).fill('It is an advert for a phone, not a lesson.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await watch
      .getByRole('region', { name: /Notifications/ })
      .getByText('Thanks — a moderator will look at this video.')
      .waitFor({ timeout: 10_000 });
    expect(await dialog.count()).toBe(0);
    await watch.getByRole('button', { name: 'Reported', exact: true }).waitFor();

    // The moderator's screen, open all along, shows it without a reload.
    await card.waitFor({ timeout: 10_000 });
    await expect.poll(() => card.locator('[data-open-reports]').textContent()).toBe('1 report');
    expect(await card.getByText('It is an advert for a phone, not a lesson.').count()).toBe(1);
    await expect
      .poll(() => dashboard.locator('[data-reported-count]').textContent(), { timeout: 10_000 })
      .toMatch(/^1/);

    // Report pressed again after a reload: told at once, before any form, and the button says so.
    await watch.reload();
    await waitForApp(watch);
    await watch.getByRole('button', { name: 'Report', exact: true }).click();
    await watch
      .getByRole('status')
      .filter({ hasText: 'You have already reported this video; a moderator will look at it.' })
      .waitFor({ timeout: 10_000 });
    expect(await watch.getByRole('dialog').count()).toBe(0);
    const reportedButton = watch.getByRole('button', { name: 'Reported', exact: true });
    expect(await reportedButton.getAttribute('aria-disabled')).toBe('true');
    // The keyboard's focus stays on it.
    expect(await reportedButton.evaluate((button) => button === document.activeElement)).toBe(true);

    expect(await seriousViolations(dashboard, 'main'), 'Reported section').toEqual([]);
    await card.getByRole('button', { name: 'Remove' }).click();
    await dashboard
      .getByRole('dialog', { name: `Remove ${title}` })
      .getByRole('button', { name: 'Remove video' })
      .click();
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    // The last card left with the focused button: the place moves to the section's heading, in view.
    await expect.poll(() => dashboard.evaluate(() => document.activeElement?.id)).toBe('reported-heading');
    const heading = await dashboard.locator('#reported-heading').boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(0);
    expect(heading!.y + heading!.height).toBeLessThanOrEqual(dashboard.viewportSize()!.height);
    expect(await statusOf(videoId!)).toBe('removed');
    await expect.poll(() => dashboard.locator('[data-reported-count]').count(), { timeout: 10_000 }).toBe(0);
  });

  it('keeps the Reported section and the report dialog readable, light and dark, phone and desktop', async () => {
    const [videoId] = await insertVideos(t.database.db, [
      { title: 'Checked for contrast', assignedCategory: 'health' },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/videos/${videoId}/reports/`,
          headers: member.auth,
          payload: { reason: 'wrong_category', note: 'This is about cooking.' },
        })
      ).statusCode,
    ).toBe(201);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const label = `${viewport.width}px`;
      const dashboard = await openAs(moderator, '/admninvidepanel/reported', { viewport });
      await dashboard.locator('[data-reported-card]').first().waitFor({ timeout: 15_000 });
      expect(await seriousViolationsLightAndDark(dashboard, 'main'), `Reported section ${label}`).toEqual([]);
      // Another member, who has not reported it yet: the dialog opens.
      const watch = await openAs(viewer, `/watch/${videoId}`, { viewport });
      await watch.getByRole('button', { name: 'Report', exact: true }).click();
      await watch.getByRole('dialog').waitFor();
      expect(await seriousViolationsLightAndDark(watch, '[role="dialog"]'), `report dialog ${label}`).toEqual([]);
      await dashboard.context().close();
      await watch.context().close();
    }

    // On a phone in Kiswahili (the longest tab names), opened straight at the Reported section: the tabs
    // wrap, the page does not scroll sideways, and every tab (the Reported count too) is in view.
    const phone = await openAs(moderator, '/admninvidepanel/reported?lang=sw', {
      viewport: { width: 390, height: 844 },
    });
    const tabs = phone.getByRole('navigation', { name: 'Sehemu za usimamizi' });
    await phone.locator('[data-reported-count]').first().waitFor({ timeout: 15_000 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect
      .poll(() =>
        tabs.evaluate((nav) => {
          const row = nav.getBoundingClientRect();
          return [...nav.querySelectorAll('a')].map((link) => {
            const tab = link.getBoundingClientRect();
            return tab.left >= row.left && tab.right <= row.right && tab.right <= window.innerWidth;
          });
        }),
      )
      .toEqual([true, true, true, true]);
    await phone.context().close();
  }, 180_000);
});
