import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { MODERATION_ROOM } from '@focustube/contracts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { startBrowserStack, type BrowserApp } from '../support/browser-app.ts';
import { seriousViolations, seriousViolationsLightAndDark } from '../support/axe.ts';
import { keepLocal, socketJoined } from '../support/browser.ts';
import { insertVideos, youtubeVideo, type VideoFixture } from '../support/fixtures.ts';
import type { TestStack } from '../support/stack.ts';

let t: BrowserApp<TestStack>;
let alice: SignedIn;
let bob: SignedIn;
let counter = 0;

beforeAll(async () => {
  t = await startBrowserStack();
  [alice, bob] = [await signUp(t.app, t.database.db, 'moderator'), await signUp(t.app, t.database.db, 'moderator')];
});
afterAll(async () => {
  await t?.close();
});

type Opened = { context: BrowserContext; page: Page };

/** A browser context signed in as `account` (the refresh cookie restores the session), on `path`. */
async function openAs(account: SignedIn | null, path: string, options: { offline?: boolean } = {}): Promise<Opened> {
  const context = await t.browser.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  // Without its socket this moderator hears of nobody else's actions: the way to lose a race for sure.
  if (options.offline) await context.routeWebSocket(/socket\.io/, () => undefined);
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  if (account) {
    const login = await page.request.post(`${t.origin}/api/login/`, {
      data: { email: account.email, password: account.password },
    });
    expect(login.ok()).toBe(true);
  }
  await page.goto(`${t.origin}${path}`);
  return { context, page };
}

/** Opens the queue and waits until its socket has joined, so no event is missed. */
async function openQueue(account: SignedIn): Promise<Opened> {
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  await page.request.post(`${t.origin}/api/login/`, { data: { email: account.email, password: account.password } });
  const joined = socketJoined(page);
  await page.goto(`${t.origin}/admin`);
  await joined;
  return { context, page };
}

/** Pending videos that sort first in the queue (oldest first), with unique titles. */
async function pendingVideos(n: number, more: VideoFixture = {}) {
  const titles = Array.from(
    { length: n },
    () => `Queue fixture ${++counter} ${Math.random().toString(36).slice(2, 7)}`,
  );
  const ids = await insertVideos(
    t.database.db,
    titles.map((title, i) => ({
      title,
      description: 'A pending video for the moderation tests.',
      status: 'pending' as const,
      approvedAt: null,
      assignedCategory: 'technology',
      createdAt: new Date(Date.UTC(2000, 0, 1, 0, counter, i)),
      ...more,
    })),
  );
  return titles.map((title, i) => ({ title, id: ids[i]! }));
}

/**
 * The queue, its socket through a relay the test can cut: `drop()` closes the connection and turns away the
 * page's tries to connect again, as a lost network does, until `restore()`, which resolves once it is back.
 */
async function openQueueWithRelay(account: SignedIn) {
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const open: WebSocketRoute[] = [];
  let away = false;
  let joined = () => {};
  await context.routeWebSocket(/socket\.io/, (page) => {
    if (away) return void page.close();
    const server = page.connectToServer();
    page.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      // The server's answer to the socket's CONNECT: it has joined its rooms.
      if (String(message).startsWith('40')) joined();
      page.send(message);
    });
    page.onClose(() => void server.close());
    server.onClose(() => void page.close());
    open.push(page, server);
  });
  const rejoined = () =>
    new Promise<void>((resolve) => {
      joined = resolve;
    });
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  await page.request.post(`${t.origin}/api/login/`, { data: { email: account.email, password: account.password } });
  const first = rejoined();
  await page.goto(`${t.origin}/admin`);
  await first;
  return {
    context,
    page,
    async drop() {
      away = true;
      for (const side of open.splice(0)) await side.close();
    },
    restore() {
      away = false;
      return rejoined();
    },
  };
}

const card = (page: Page, title: string) => page.locator('[data-queue-card]', { hasText: title });
const cardIds = (page: Page) =>
  page.locator('[data-queue-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-queue-card')));
/** Changes a title where no event tells of it: only a page that reads the queue again shows it. */
const rename = (video: { id: string; title: string }, suffix: string) =>
  t.database.db.execute(sql`update videos set title = ${`${video.title} ${suffix}`} where video_id = ${video.id}`);
/**
 * The ids on the public Languages list. The API caches it and drops it once the worker has relayed a change,
 * a moment after the moderator's answer: an answer cached before (this file reads it twice) may still be served.
 */
const approvedInLanguages = async () =>
  (await t.app.inject('/api/approved/?categories=languages&page_size=100'))
    .json<{ results: { video_id: string }[] }>()
    .results.map((v) => v.video_id);
const statusOf = async (id: string) =>
  (await t.app.inject({ url: `/api/videos/${id}/history/`, headers: alice.auth })).json<{
    results: { to: string | null }[];
  }>().results[0]?.to ?? 'pending';

describe('moderation screens', () => {
  it('tells a plain member, and a signed-out visitor, that the pages are for moderators', async () => {
    const member = await signUp(t.app, t.database.db);
    const { context, page } = await openAs(member, '/admin');
    await expect
      .poll(() => page.getByRole('heading', { name: 'This page is for moderators' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.goto(`${t.origin}/dustbin`);
    await expect.poll(() => page.getByText('This page is for moderators').count(), { timeout: 15_000 }).toBe(1);
    await context.close();

    const visitor = await openAs(null, '/approvedvideos');
    await expect.poll(() => visitor.page.getByText('This page is for moderators').count(), { timeout: 15_000 }).toBe(1);
    expect(await visitor.page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await visitor.context.close();
  });

  it('approves a pending card into a chosen category, and the card leaves', async () => {
    const [video] = await pendingVideos(1, { assignedCategory: null });
    const { context, page } = await openQueue(alice);
    // On a phone, where the box may cover the card's own title, the box names the video it approves.
    await page.setViewportSize({ width: 390, height: 844 });
    await card(page, video!.title).getByRole('button', { name: 'Approve' }).click();
    const chooser = page.getByRole('dialog', { name: `Approve ${video!.title}` });
    await chooser.getByRole('heading', { name: `Approve ${video!.title}` }).waitFor({ timeout: 5000 });
    await page.getByLabel('Category', { exact: true }).selectOption('languages');
    await page.getByRole('button', { name: 'Approve video' }).click();
    await expect.poll(() => card(page, video!.title).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(approvedInLanguages, { timeout: 10_000 }).toContain(video!.id);
    await context.close();
  });

  it("shows the loser of a race a stale card naming the winner, and removes others' work live", async () => {
    const [raced, removed] = await pendingVideos(2);
    const winner = await openQueue(alice);
    const loser = await openAs(bob, '/admin', { offline: true });
    const watcher = await openQueue(bob);
    for (const page of [winner.page, loser.page, watcher.page]) {
      await expect.poll(() => card(page, raced!.title).count(), { timeout: 15_000 }).toBe(1);
    }

    await card(winner.page, raced!.title).getByRole('button', { name: 'Approve' }).click();
    await winner.page.getByRole('button', { name: 'Approve video' }).click();
    await expect.poll(() => card(winner.page, raced!.title).count(), { timeout: 10_000 }).toBe(0);
    // Bob's live screen drops the card; his screen without a socket still shows it, and loses.
    await expect.poll(() => card(watcher.page, raced!.title).count(), { timeout: 10_000 }).toBe(0);

    await card(loser.page, raced!.title).getByRole('button', { name: 'Remove' }).click();
    await loser.page.getByRole('button', { name: 'Remove video' }).click();
    await expect
      .poll(() => card(loser.page, raced!.title).textContent(), { timeout: 10_000 })
      .toContain(`Already approved by ${alice.username}`);
    expect(await statusOf(raced!.id)).toBe('approved');

    // Alice removes a card; it leaves Bob's live screen without a reload.
    await expect.poll(() => card(watcher.page, removed!.title).count()).toBe(1);
    await card(winner.page, removed!.title).getByRole('button', { name: 'Remove' }).click();
    await winner.page.getByLabel('Reason (optional)').fill('Off topic');
    await winner.page.getByRole('button', { name: 'Remove video' }).click();
    await expect.poll(() => card(watcher.page, removed!.title).count(), { timeout: 10_000 }).toBe(0);
    expect(await statusOf(removed!.id)).toBe('removed');

    for (const opened of [winner, loser, watcher]) await opened.context.close();
  });

  it("asks for a voucher code, shows the card as 'Gifted', and the moderator's next action on it works", async () => {
    const [video] = await pendingVideos(1);
    const { context, page } = await openQueue(alice);
    const gifted = card(page, video!.title);
    await gifted.getByRole('button', { name: 'Gift' }).click();
    await expect.poll(() => gifted.getByRole('alert').textContent()).toBe('Please enter a voucher code.');
    await gifted.getByLabel(/Voucher code/).fill('FOCUS-2025');
    await gifted.getByRole('button', { name: 'Gift' }).click();
    // The card and a notice say which code the video got.
    await expect.poll(() => gifted.getByText(/^Gifted\s*FOCUS-2025$/).count(), { timeout: 10_000 }).toBe(1);
    // The notice's code is fetched the first time one is shown, so it may come a moment after the card.
    await expect.poll(() => page.getByText(`Voucher FOCUS-2025 given to “${video!.title}”.`).count()).toBe(1);
    // The voucher moved the video's version on; the card must not call our own change a conflict.
    await gifted.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Approve video' }).click();
    await expect.poll(() => card(page, video!.title).count(), { timeout: 10_000 }).toBe(0);
    expect(await statusOf(video!.id)).toBe('approved');
    await context.close();
  });

  it('opens the shortcuts dialog with "?" and moves between cards with j and k', async () => {
    await pendingVideos(2);
    const { context, page } = await openQueue(alice);
    await expect.poll(() => page.locator('[data-queue-card]').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-queue-card'));
    const cards = await page
      .locator('[data-queue-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-queue-card')));
    expect(await focused()).toBe(cards[1]);
    await page.keyboard.press('k');
    expect(await focused()).toBe(cards[0]);
    await page.keyboard.press('?');
    await expect.poll(() => page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Typing in a field is never taken for a shortcut.
    const voucher = page.getByLabel(/Voucher code/).first();
    await voucher.pressSequentially('jk?');
    expect(await voucher.inputValue()).toBe('jk?');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('shows other moderators a claim on the card a moderator opens (not on cards focus passes over), and approves from the keyboard', async () => {
    await pendingVideos(3);
    const watching = await openQueue(alice);
    const reviewing = await openQueue(bob);
    const claims: string[] = [];
    reviewing.page.on('request', (request) => {
      const claimed = /^\/api\/videos\/([^/]+)\/reviewing\/$/.exec(new URL(request.url()).pathname);
      if (claimed && request.method() === 'POST') claims.push(decodeURIComponent(claimed[1]!));
    });
    const cards = reviewing.page.locator('[data-queue-card]');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(2);
    const [first, second, third] = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-queue-card')));
    const badge = (id: string) =>
      watching.page.locator(`[data-queue-card="${id}"]`).getByText(`${bob.username} is reviewing`);
    // Focus on a card is not work on it; opening its Approve is.
    await reviewing.page.keyboard.press('j');
    await reviewing.page.keyboard.press('a');
    await reviewing.page.getByRole('button', { name: 'Approve video' }).waitFor();
    await expect.poll(() => badge(first!).count(), { timeout: 10_000 }).toBe(1);
    await reviewing.page.keyboard.press('Enter');
    await expect.poll(() => watching.page.locator(`[data-queue-card="${first}"]`).count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(() => reviewing.page.evaluate(() => document.activeElement?.getAttribute('data-queue-card')), {
        timeout: 5000,
      })
      .toBe(second);
    expect(await statusOf(first!)).toBe('approved');

    // Focus moved on to the next card by itself, and on again with j: only the card opened is claimed.
    await reviewing.page.keyboard.press('j');
    await reviewing.page.keyboard.press('r');
    await expect.poll(() => badge(third!).count(), { timeout: 10_000 }).toBe(1);
    await reviewing.page.keyboard.press('Escape');
    expect(claims).toEqual([first, third]);
    expect(await badge(second!).count()).toBe(0);
    for (const opened of [watching, reviewing]) await opened.context.close();
  });

  it('has no serious accessibility violations on /admin, /approvedvideos and /dustbin, light and dark', async () => {
    for (const path of ['/admin', '/approvedvideos', '/dustbin']) {
      const { context, page } = await openAs(alice, path);
      await expect
        .poll(() => page.locator('main article, main [role="status"] h2').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      // Cards fade in over 0.6 s: contrast is measured once they are fully drawn.
      expect(await seriousViolationsLightAndDark(page, 'main'), path).toEqual([]);
      await context.close();
    }
    // Six screens, each analysed by axe: more than the default minute on a busy two-core machine.
  }, 120_000);

  it('deapproves from /approvedvideos into the dustbin, and approves it back from there', async () => {
    // Approved through the API, as a moderator would, so the public lists hear of it.
    const [{ title, id }] = (await pendingVideos(1)) as [{ title: string; id: string }];
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/approve/${id}/`,
      headers: alice.auth,
      payload: {},
    });
    expect(approve.statusCode).toBe(200);
    const { context, page } = await openAs(alice, '/approvedvideos');
    // A video approved long ago, far beyond the pages loaded, is found too: the search asks the server.
    const [oldest] = (
      (await t.database.db.execute(
        sql`select title from videos where status = 'approved' order by approved_at asc nulls last, id asc limit 1`,
      )) as unknown as { rows: { title: string }[] }
    ).rows;
    await page.locator('main article').first().waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox').fill(oldest!.title);
    await page.getByRole('searchbox').press('Enter');
    await page.locator('main article', { hasText: oldest!.title }).first().waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox').fill(title);
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => page.locator('main article').count(), { timeout: 15_000 }).toBe(1);
    await page
      .locator('main article', { hasText: title })
      .getByRole('button', { name: /Deapprove/ })
      .click();
    await expect.poll(() => page.getByText('Video moved to dustbin!').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.locator('main article', { hasText: title }).count()).toBe(0);
    // A tap too many on a phone: the notice's Undo puts the video back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByText('Video put back among the approved.').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.locator('main article', { hasText: title }).count(), { timeout: 15_000 }).toBe(1);
    const [{ status }] = (
      (await t.database.db.execute(sql`select status from videos where title = ${title}`)) as unknown as {
        rows: { status: string }[];
      }
    ).rows as [{ status: string }];
    expect(status).toBe('approved');
    await page
      .locator('main article', { hasText: title })
      .getByRole('button', { name: /Deapprove/ })
      .click();
    await expect.poll(() => page.locator('main article', { hasText: title }).count(), { timeout: 10_000 }).toBe(0);
    // Each notice names its video, and with two on screen the older one's Undo can still be pressed.
    const notice = page.locator('[data-sonner-toast]', { hasText: title });
    await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(1);
    await notice.getByRole('button', { name: 'Undo' }).click({ timeout: 5_000 });
    await expect.poll(() => page.locator('main article', { hasText: title }).count(), { timeout: 15_000 }).toBe(1);
    await page
      .locator('main article', { hasText: title })
      .getByRole('button', { name: /Deapprove/ })
      .click();
    await expect.poll(() => page.locator('main article', { hasText: title }).count(), { timeout: 10_000 }).toBe(0);

    await page.goto(`${t.origin}/dustbin`);
    const binned = page.locator('main article', { hasText: title });
    await expect.poll(() => binned.count(), { timeout: 15_000 }).toBe(1);
    // The card says when it was removed; its history says who did it.
    expect(await binned.getByText(/^Removed \d/).count()).toBe(1);
    await binned.getByRole('button', { name: /^History/ }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await expect
      .poll(() => history.getByText(alice.username, { exact: false }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => history.count()).toBe(0);
    await binned.getByRole('button', { name: /Approve/ }).click();
    await expect.poll(() => binned.count(), { timeout: 10_000 }).toBe(0);
    expect(await statusOf(id)).toBe('approved');
    await context.close();
  });

  it('approves from the dustbin into a chosen category a video that has none, never into no list', async () => {
    const [{ title, id }] = (await pendingVideos(1, { assignedCategory: null })) as [{ title: string; id: string }];
    const removed = await t.app.inject({ method: 'POST', url: `/api/remove/${id}/`, headers: alice.auth, payload: {} });
    expect(removed.statusCode).toBe(200);
    const { context, page } = await openAs(alice, '/dustbin');
    await page.locator('main article').first().waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox').fill(title);
    await page.getByRole('searchbox').press('Enter');
    const binned = page.locator('main article', { hasText: title });
    await expect.poll(() => page.locator('main article').count(), { timeout: 15_000 }).toBe(1);
    // Approve asks for the category first (the pending queue's chooser) and approves nothing yet.
    await binned.getByRole('button', { name: /^Approve/ }).click();
    const chooser = page.getByRole('dialog', { name: `Approve ${title}` });
    await expect.poll(() => chooser.count(), { timeout: 5000 }).toBe(1);
    // The box shows which video it is for, not only tells a screen reader.
    expect(await chooser.getByRole('heading', { name: `Approve ${title}` }).isVisible()).toBe(true);
    expect(await statusOf(id)).toBe('removed');
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await chooser.getByLabel('Category', { exact: true }).selectOption('languages');
    await chooser.getByRole('button', { name: 'Approve video' }).click();
    await expect.poll(() => page.getByText('Video approved again.').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => binned.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(approvedInLanguages, { timeout: 10_000 }).toContain(id);
    await context.close();
  });

  it("shows Bulk Approve's and Gift community's progress and result below the header's row, which keeps its shape, at 1280 and 390 px", async () => {
    const runs = [
      { button: 'Bulk Approve', confirm: 'Approve all', done: /^Approved [\d,]+ · / },
      { button: 'Gift community', confirm: 'Give vouchers', done: /^Gifted [\d,]+ · already had a voucher / },
    ];
    for (const width of [1280, 390]) {
      await pendingVideos(1);
      const { context, page } = await openQueue(alice);
      await page.setViewportSize({ width, height: 900 });
      const header = page.locator('main header');
      const row = [
        header.getByRole('heading', { name: 'Admin panel' }),
        header.getByRole('button', { name: 'Bulk Approve' }),
        header.getByRole('button', { name: 'Gift community' }),
      ];
      await row[2]!.waitFor({ timeout: 15_000 });
      const boxes = async () =>
        (await Promise.all(row.map((l) => l.boundingBox()))).map(
          (b) => b && [b.x, b.y, b.width, b.height].map(Math.round),
        );
      const before = await boxes();
      for (const run of runs) {
        await header.getByRole('button', { name: run.button }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: run.confirm }).click();
        const panel = header.getByRole('status').filter({ has: page.getByRole('progressbar') });
        // The tally line shows once the job has finished, whatever the summary above it says.
        await expect.poll(() => panel.getByText(run.done).count(), { timeout: 30_000 }).toBe(1);
        // The title keeps its width and the buttons their place: nothing squeezed or pushed down…
        expect(await boxes(), `${run.button} at ${width} px`).toEqual(before);
        // …and the result sits below all of the row, as wide as the header.
        const [box, full] = [(await panel.boundingBox())!, (await header.boundingBox())!];
        const rowBottom = Math.max(...before.map((b) => b![1]! + b![3]!));
        expect(box.y, `${run.button} at ${width} px`).toBeGreaterThanOrEqual(rowBottom);
        expect(Math.round(box.width), `${run.button} at ${width} px`).toBe(Math.round(full.width));
        await panel.getByRole('button', { name: 'Close' }).click();
        await expect.poll(() => panel.count()).toBe(0);
      }
      await context.close();
    }
  }, 120_000);

  it('bulk approves after the confirm text, showing progress and the result', async () => {
    const videos = await pendingVideos(3);
    const { context, page } = await openQueue(alice);
    await expect.poll(() => card(page, videos[0]!.title).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Bulk Approve' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.getByText('Are you sure you want to approve all videos?').count()).toBe(1);
    // It says how many are waiting (the dashboard's count).
    await expect.poll(() => confirm.getByText(/^[\d,]+ videos are waiting in the queue\./).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Approve all' }).click();
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 5000 }).toBe(1);
    // The demo catalogue's uncategorised videos stay pending: a bulk approval never publishes into no list.
    await expect
      .poll(() => page.getByText(/videos approved\. [\d,]+ still need a category/).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByText(/^Approved \d/).textContent()).toMatch(
      /Approved [\d,]+ · already handled \d+ · not found \d+ · need a category [1-9][\d,]*/,
    );
    await expect.poll(() => card(page, videos[0]!.title).count(), { timeout: 10_000 }).toBe(0);
    for (const { id } of videos) expect(await statusOf(id)).toBe('approved');
    await context.close();
  });

  it('gifts the community after the confirmation, showing progress and what each video got', async () => {
    const title = `Gift fixture ${Math.random().toString(36).slice(2, 7)}`;
    const [id] = await insertVideos(t.database.db, [{ title, approvedAt: new Date(Date.now() + 60_000) }]);
    const { context, page } = await openQueue(alice);
    const button = page.getByRole('button', { name: 'Gift community' });
    await button.click();
    const confirm = page.getByRole('alertdialog', { name: 'Gift community' });
    await expect.poll(() => confirm.getByText('Give a voucher to every approved video that has none?').count()).toBe(1);
    const serious = (selector: string) => seriousViolations(page, selector);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await serious('[role="alertdialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    const vouchersLogged = async () =>
      (await t.app.inject({ url: `/api/videos/${id}/history/`, headers: alice.auth }))
        .json<{ results: { action: string }[] }>()
        .results.filter((r) => r.action === 'assign_gift').length;
    expect(await vouchersLogged()).toBe(0);

    await button.click();
    await confirm.getByRole('button', { name: 'Give vouchers' }).click();
    const progress = page.getByRole('progressbar', { name: 'Gift community progress' });
    await expect.poll(() => progress.count(), { timeout: 5000 }).toBe(1);
    const panel = page.getByRole('status').filter({ has: progress });
    await expect.poll(() => panel.getByText(/^[\d,]+ videos? got a voucher\./).count(), { timeout: 30_000 }).toBe(1);
    const toast = page.getByRole('region', { name: /Notifications/ });
    await expect.poll(() => toast.getByText(/got a voucher/).count(), { timeout: 5000 }).toBe(1);
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    expect(await panel.getByText(/^Gifted [1-9][\d,]* · already had a voucher [\d,]+$/).count()).toBe(1);
    await panel.getByText('Gifted videos').click();
    expect(await serious('main header')).toEqual([]);
    const line = panel.getByRole('listitem').filter({ hasText: title });
    const code = (await line.locator('code').textContent())!;
    expect(code).toMatch(/^GIFT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(await vouchersLogged()).toBe(1);

    // Everyone can now claim it on /gifts; a second run gifts nothing more.
    const gifts = (await t.app.inject(`/api/gift-all/?page_size=100`)).json<{
      results: { video: { video_id: string } }[];
    }>();
    expect(gifts.results.map((g) => g.video.video_id)).toContain(id);
    await panel.getByRole('button', { name: 'Close' }).click();
    await button.click();
    await confirm.getByRole('button', { name: 'Give vouchers' }).click();
    await expect.poll(() => panel.evaluate((el) => el === document.activeElement)).toBe(true);
    const nothing = panel.getByText('Nothing to gift: every approved video already has a voucher.');
    await expect.poll(() => nothing.count(), { timeout: 30_000 }).toBe(1);
    expect(await vouchersLogged()).toBe(1);
    await context.close();
  });

  it('finds a video far down the pending queue with its search box, live while shown, and the whole queue again once cleared', async () => {
    const { addPendingVideos } = await import('@focustube/core');
    const word = `pangolin${Math.random().toString(36).slice(2, 7)}`;
    // A page and more ahead of them, whatever else is pending; behind the other tests' fixtures (2000).
    await pendingVideos(55, { createdAt: new Date(Date.UTC(2001, 0, 1)) });
    const [far, other] = await pendingVideos(2, { description: `All about the ${word}.`, createdAt: new Date() });
    const { context, page } = await openQueue(alice);
    const cards = page.locator('[data-queue-card]');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(2);
    expect(await card(page, far!.title).count()).toBe(0);

    // Typing in the search box is never taken for a shortcut.
    const box = page.getByRole('searchbox', { name: 'Search pending videos' });
    await box.pressSequentially('jkar?');
    expect(await box.inputValue()).toBe('jkar?');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill(word);
    await box.press('Enter');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    expect(await card(page, far!.title).count()).toBe(1);

    // Live while shown: a card someone else handles leaves; an arrival, matching or not, is counted, not injected.
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/remove/${other!.id}/`,
      headers: bob.auth,
      payload: {},
    });
    expect(removed.statusCode).toBe(200);
    await expect.poll(() => card(page, other!.title).count(), { timeout: 10_000 }).toBe(0);
    const arrival = `Arrival about the ${word}`;
    await addPendingVideos(t.database.db, [youtubeVideo({ title: arrival })], new Map(), {
      actor: { id: alice.id, username: alice.username },
      source: 'manual',
    });
    await expect
      .poll(() => page.getByRole('button', { name: /^1 new in the queue$/ }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await cards.count()).toBe(1);
    expect(await card(page, arrival).count()).toBe(0);

    // A search that finds nothing says so; clearing the box brings back the whole queue, oldest first.
    await box.fill(`${word}xq`);
    await box.press('Enter');
    await expect.poll(() => page.getByText(`No video matches “${word}xq”.`).count(), { timeout: 15_000 }).toBe(1);
    expect(await cards.count()).toBe(0);
    await box.fill('');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(2);
    expect(await card(page, far!.title).count()).toBe(0);
    await context.close();
  });

  it("turns stale, naming who handled it, a card another moderator handles while this one has an action open or a voucher typed; others' cards still leave at once", async () => {
    const [worked, untouched, vouched] = await pendingVideos(3);
    const { context, page } = await openQueue(alice);
    for (const video of [worked, untouched, vouched]) {
      await expect.poll(() => card(page, video!.title).count(), { timeout: 15_000 }).toBe(1);
    }
    const byBob = (action: 'approve' | 'remove', id: string) =>
      t.app.inject({ method: 'POST', url: `/api/${action}/${id}/`, headers: bob.auth, payload: {} });

    // Alice has chosen Health in a card's Approve; Bob removes that video, and another nobody is working on.
    await card(page, worked!.title).getByRole('button', { name: 'Approve' }).click();
    const chooser = page.getByRole('dialog', { name: `Approve ${worked!.title}` });
    await chooser.getByLabel('Category', { exact: true }).selectOption('health');
    expect((await byBob('remove', untouched!.id)).statusCode).toBe(200);
    expect((await byBob('remove', worked!.id)).statusCode).toBe(200);
    await expect.poll(() => card(page, untouched!.title).count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(
        () => card(page, worked!.title).getByRole('status').getByText(`Already removed by ${bob.username}`).count(),
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    // Her Approve stays open, saying so; its button answers with the notice, sends nothing, and the card goes.
    expect(await chooser.getByText(`Already removed by ${bob.username}`).count()).toBe(1);
    expect(await card(page, worked!.title).getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    let sent = 0;
    page.on(
      'request',
      (request) => void (request.method() === 'POST' && /\/api\/approve\//.test(request.url()) && sent++),
    );
    await chooser.getByRole('button', { name: 'Approve video' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: /Notifications/ })
          .getByText(`Already removed by ${bob.username}`)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => card(page, worked!.title).count()).toBe(0);
    expect(await chooser.count()).toBe(0);
    expect(sent).toBe(0);
    expect(await statusOf(worked!.id)).toBe('removed');

    // Alice is typing a voucher; Bob approves the video.
    await card(page, vouched!.title)
      .getByLabel(/Voucher code/)
      .fill('FOCUS-HALF');
    expect((await byBob('approve', vouched!.id)).statusCode).toBe(200);
    await expect
      .poll(
        () => card(page, vouched!.title).getByRole('status').getByText(`Already approved by ${bob.username}`).count(),
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    // Its field went with its actions; the place is on Dismiss.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Dismiss');
    await context.close();
  });

  it('keeps a card the moderator is at work on in its place, stale, however the queue is read again, until they are done with it', async () => {
    const { addPendingVideos } = await import('@focustube/core');
    const [before, worked, after, edited, renamed, vouched] = await pendingVideos(6);
    const queue = await openQueueWithRelay(alice);
    const { page } = queue;
    for (const video of [before, worked, after, edited, renamed, vouched]) {
      await expect.poll(() => card(page, video!.title).count(), { timeout: 15_000 }).toBe(1);
    }
    const drawn = await cardIds(page);
    const byBob = (action: 'approve' | 'remove', id: string) =>
      t.app.inject({ method: 'POST', url: `/api/${action}/${id}/`, headers: bob.auth, payload: {} });

    // Alice has chosen Health in a card's Approve; Bob approves that video first.
    await card(page, worked!.title).getByRole('button', { name: 'Approve' }).click();
    const chooser = page.getByRole('dialog', { name: `Approve ${worked!.title}` });
    await chooser.getByLabel('Category', { exact: true }).selectOption('health');
    expect((await byBob('approve', worked!.id)).statusCode).toBe(200);
    const notice = `Already approved by ${bob.username}`;
    await expect
      .poll(() => card(page, worked!.title).getByRole('status').getByText(notice).count(), { timeout: 10_000 })
      .toBe(1);
    const stillAtWork = async (cause: string) => {
      expect(await card(page, worked!.title).getByRole('status').getByText(notice).count(), cause).toBe(1);
      expect(await chooser.getByText(notice).count(), cause).toBe(1);
      expect(await chooser.getByLabel('Category', { exact: true }).inputValue(), cause).toBe('health');
      // In its place, among the others where they were (a card from the next page may join the end).
      expect(
        (await cardIds(page)).filter((id) => drawn.includes(id)),
        cause,
      ).toEqual(drawn);
    };
    await stillAtWork('stale');

    // The queue is read again because Bob gave another card a voucher; hers stays.
    await rename(renamed!, 'voucher');
    const gift = await t.app.inject({
      method: 'PATCH',
      url: `/api/assign-gift/${edited!.id}/`,
      headers: bob.auth,
      payload: { gift_token: 'HELD-1' },
    });
    expect(gift.statusCode).toBe(200);
    await expect.poll(() => card(page, `${renamed!.title} voucher`).count(), { timeout: 10_000 }).toBe(1);
    await stillAtWork("after another card's voucher");
    // The card Bob gave a voucher shows it, as the queue now reads, and no longer asks for one.
    expect(await card(page, edited!.title).getByText('HELD-1').count()).toBe(1);
    expect(
      await card(page, edited!.title)
        .getByLabel(/Voucher code/)
        .count(),
    ).toBe(0);

    // …because the server asks every moderator's page to read again.
    await rename(renamed!, 'server');
    t.app.io.to(MODERATION_ROOM).emit('live:reread');
    await expect.poll(() => card(page, `${renamed!.title} server`).count(), { timeout: 10_000 }).toBe(1);
    await stillAtWork('after live:reread');

    // …because the socket was lost and came back.
    await queue.drop();
    await rename(renamed!, 'reconnect');
    await queue.restore();
    await expect.poll(() => card(page, `${renamed!.title} reconnect`).count(), { timeout: 15_000 }).toBe(1);
    await stillAtWork('after a reconnect');

    // Closing her Approve is being done with it: the card goes, and so does its place.
    await page.keyboard.press('Escape');
    await expect.poll(() => card(page, worked!.title).count()).toBe(0);
    // The keyboard's place moves on to the card that takes its place.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-queue-card')))
      .toBe(after!.id);
    expect((await cardIds(page)).filter((id) => drawn.includes(id))).toEqual(drawn.filter((id) => id !== worked!.id));
    expect(await statusOf(worked!.id)).toBe('approved');

    // A voucher half typed when Bob approves that video: stale, and still there after "1 new in the queue".
    await card(page, vouched!.title)
      .getByLabel(/Voucher code/)
      .fill('HELD-HALF');
    expect((await byBob('approve', vouched!.id)).statusCode).toBe(200);
    await expect
      .poll(() => card(page, vouched!.title).getByRole('status').getByText(notice).count(), { timeout: 10_000 })
      .toBe(1);
    const arrival = `Held arrival ${Math.random().toString(36).slice(2, 7)}`;
    await addPendingVideos(t.database.db, [youtubeVideo({ title: arrival })], new Map(), {
      actor: { id: bob.id, username: bob.username },
      source: 'manual',
    });
    await rename(renamed!, 'shown');
    await page.getByRole('button', { name: /^1 new in the queue$/ }).click({ timeout: 10_000 });
    await expect.poll(() => card(page, `${renamed!.title} shown`).count(), { timeout: 10_000 }).toBe(1);
    expect(await card(page, vouched!.title).getByRole('status').getByText(notice).count()).toBe(1);
    // Dismissed, it goes.
    await card(page, vouched!.title).getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => card(page, vouched!.title).count()).toBe(0);
    await queue.context.close();
  });

  it('keeps a card at work whose leaving the page never heard (its socket was away), and answers its action with what it knows', async () => {
    const [unheard, renamed] = await pendingVideos(2);
    const queue = await openQueueWithRelay(alice);
    const { page } = queue;
    await expect.poll(() => card(page, unheard!.title).count(), { timeout: 15_000 }).toBe(1);

    // Alice is writing why she removes it when her connection drops; Bob removes it meanwhile.
    await card(page, unheard!.title).getByRole('button', { name: 'Remove' }).click();
    const remover = page.getByRole('dialog', { name: `Remove ${unheard!.title}` });
    await remover.getByLabel('Reason (optional)').fill('Off top');
    await queue.drop();
    const heard = await t.connect(bob.access);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/remove/${unheard!.id}/`, headers: bob.auth, payload: {} }))
        .statusCode,
    ).toBe(200);
    // Her page would have heard it by now, had it been connected.
    await expect
      .poll(() => heard.events.some((e) => e.name === 'video:changed' && e.payload.video_id === unheard!.id))
      .toBe(true);
    heard.close();
    await rename(renamed!, 'back');
    await queue.restore();
    // The queue read again no longer has it: it stays, where her work is, saying it left.
    await expect.poll(() => card(page, `${renamed!.title} back`).count(), { timeout: 15_000 }).toBe(1);
    const left = 'No longer waiting for review';
    expect(await card(page, unheard!.title).getByRole('status').getByText(left).count()).toBe(1);
    expect(await remover.getByText(left).count()).toBe(1);
    expect(await remover.getByLabel('Reason (optional)').inputValue()).toBe('Off top');

    // Her Remove answers with that, and the card goes; the video was removed once, by Bob.
    await remover.getByRole('button', { name: 'Remove video' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: /Notifications/ })
          .getByText(left)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => card(page, unheard!.title).count()).toBe(0);
    const history = (await t.app.inject({ url: `/api/videos/${unheard!.id}/history/`, headers: alice.auth })).json<{
      results: { action: string; actor: string | null }[];
    }>().results;
    expect(history.filter((entry) => entry.action === 'remove')).toEqual([
      expect.objectContaining({ actor: bob.username }),
    ]);
    await queue.context.close();
  });

  it('lets go of a card once another moderator gives it a voucher while this one types or sends hers, and never lets hers replace his', async () => {
    const [typed, failed, replaced] = await pendingVideos(3);
    const { context, page } = await openQueue(alice);
    for (const video of [typed, failed, replaced]) {
      await expect.poll(() => card(page, video!.title).count(), { timeout: 15_000 }).toBe(1);
    }
    const giveByBob = (id: string, code: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/assign-gift/${id}/`,
        headers: bob.auth,
        payload: { gift_token: code },
      });
    const approveByBob = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/approve/${id}/`, headers: bob.auth, payload: {} });
    const notices = page.getByRole('region', { name: /Notifications/ });
    /** Her next voucher request for `video` waits, once it has left the page, until `answer` says how it ends. */
    const holdVoucher = async (video: { id: string }) => {
      let reached!: () => void;
      let answer!: (how: 'fail' | 'send') => void;
      const arrived = new Promise<void>((resolve) => (reached = resolve));
      const answered = new Promise<'fail' | 'send'>((resolve) => (answer = resolve));
      await page.route(`**/api/assign-gift/${video.id}/`, async (route) => {
        reached();
        if ((await answered) === 'send') return route.continue();
        await route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          body: JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'Vouchers are away a moment.' }),
        });
      });
      return { arrived, answer };
    };
    const showsVoucher = async (video: { title: string }, code: string) => {
      await expect.poll(() => card(page, video.title).getByText(code).count(), { timeout: 10_000 }).toBe(1);
      // No field to send hers any more: what she typed holds nothing.
      expect(
        await card(page, video.title)
          .getByLabel(/Voucher code/)
          .count(),
      ).toBe(0);
    };

    // Alice has typed a voucher when Bob gives the video his: the card shows his and is no longer at work…
    await card(page, typed!.title)
      .getByLabel(/Voucher code/)
      .fill('ALICE-TYPED');
    expect((await giveByBob(typed!.id, 'BOB-TYPED')).statusCode).toBe(200);
    await showsVoucher(typed!, 'BOB-TYPED');
    expect(await card(page, typed!.title).getAttribute('data-working')).toBeNull();
    // …so when Bob approves it, it leaves at once, as any card nobody is at work on, with no stale notice.
    expect((await approveByBob(typed!.id)).statusCode).toBe(200);
    await expect.poll(() => card(page, typed!.title).count(), { timeout: 10_000 }).toBe(0);

    // Her voucher is on its way when Bob's comes, and fails: she is told, though its field has gone.
    const failing = await holdVoucher(failed!);
    const failedCard = card(page, failed!.title);
    await failedCard.getByLabel(/Voucher code/).fill('ALICE-FAILS');
    await failedCard.getByRole('button', { name: 'Gift' }).click();
    await failing.arrived;
    expect((await giveByBob(failed!.id, 'BOB-STAYS')).statusCode).toBe(200);
    await showsVoucher(failed!, 'BOB-STAYS');
    failing.answer('fail');
    await expect
      .poll(
        () =>
          notices
            .getByText(`The voucher for “${failed!.title}” could not be given: Vouchers are away a moment.`)
            .count(),
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await failedCard.getByText('BOB-STAYS').count()).toBe(1);
    expect((await approveByBob(failed!.id)).statusCode).toBe(200);
    await expect.poll(() => failedCard.count(), { timeout: 10_000 }).toBe(0);

    // Her voucher is on its way when Bob's lands first: hers, sent with the version she saw, never replaces his.
    // The server answers 409, the card turns stale saying who changed it, and the video keeps Bob's voucher.
    const sending = await holdVoucher(replaced!);
    const replacedCard = card(page, replaced!.title);
    await replacedCard.getByLabel(/Voucher code/).fill('ALICE-LAST');
    await replacedCard.getByRole('button', { name: 'Gift' }).click();
    await sending.arrived;
    expect((await giveByBob(replaced!.id, 'BOB-FIRST')).statusCode).toBe(200);
    await showsVoucher(replaced!, 'BOB-FIRST');
    sending.answer('send');
    const changed = `Changed by ${bob.username} since you loaded it`;
    await expect.poll(() => replacedCard.getByRole('status').getByText(changed).count(), { timeout: 10_000 }).toBe(1);
    const [{ gift_token }] = (
      (await t.database.db.execute(sql`select gift_token from videos where video_id = ${replaced!.id}`)) as unknown as {
        rows: { gift_token: string }[];
      }
    ).rows as [{ gift_token: string }];
    expect(gift_token).toBe('BOB-FIRST');
    // Still waiting for review: once she has read the notice, the card comes back as the queue now reads it
    // (Bob's voucher), to be approved or removed, rather than vanishing until a reload.
    await replacedCard.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => replacedCard.getByRole('status').getByText(changed).count(), { timeout: 10_000 }).toBe(0);
    expect(await replacedCard.count()).toBe(1);
    expect(await replacedCard.getByText('BOB-FIRST').count()).toBe(1);
    expect(await replacedCard.getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);
    expect((await approveByBob(replaced!.id)).statusCode).toBe(200);
    await expect.poll(() => replacedCard.count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it('keeps the cards, and the work on them, when reading the queue again fails, saying so above them with Try again', async () => {
    const [worked, renamed] = await pendingVideos(2);
    const queue = await openQueueWithRelay(alice);
    const { page } = queue;
    for (const video of [worked, renamed]) {
      await expect.poll(() => card(page, video!.title).count(), { timeout: 15_000 }).toBe(1);
    }
    await card(page, worked!.title).getByRole('button', { name: 'Remove' }).click();
    const remover = page.getByRole('dialog', { name: `Remove ${worked!.title}` });
    await remover.getByLabel('Reason (optional)').fill('Off topic, mostly');

    // Her connection drops and comes back while the API is away: the queue read again fails.
    const pending = /\/api\/pending-videos\//;
    await page.route(pending, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'The queue is away a moment.' }),
      }),
    );
    await queue.drop();
    await rename(renamed!, 'later');
    await queue.restore();
    const failure = page.getByRole('alert').filter({ hasText: 'The queue is away a moment.' });
    await expect.poll(() => failure.count(), { timeout: 20_000 }).toBe(1);
    // Everything she had stays: the cards as last read, her Remove open with its reason.
    expect(await card(page, renamed!.title).count()).toBe(1);
    expect(await card(page, `${renamed!.title} later`).count()).toBe(0);
    expect(await card(page, worked!.title).count()).toBe(1);
    expect(await remover.getByLabel('Reason (optional)').inputValue()).toBe('Off topic, mostly');
    expect(
      await failure.getByText('The queue could not be updated: the cards below are as it was last read.').count(),
    ).toBe(1);
    // The failure sits above the cards, not in their place.
    const [alertBox, firstCard] = [
      (await failure.boundingBox())!,
      (await page.locator('[data-queue-card]').first().boundingBox())!,
    ];
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(firstCard.y);

    // The API is back: Try again reads the queue, and the failure goes.
    await page.unroute(pending);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => card(page, `${renamed!.title} later`).count(), { timeout: 15_000 }).toBe(1);
    expect(await failure.count()).toBe(0);
    expect(await card(page, worked!.title).count()).toBe(1);
    await queue.context.close();
  });

  it("opens a stale card's History from its open Approve, and the card stays until dismissed; a press elsewhere still lets it go", async () => {
    const [worked, elsewhere] = await pendingVideos(2);
    const { context, page } = await openQueue(alice);
    for (const video of [worked, elsewhere]) {
      await expect.poll(() => card(page, video!.title).count(), { timeout: 15_000 }).toBe(1);
    }
    const notice = `Already approved by ${bob.username}`;
    const staleWithApproveOpen = async (video: { id: string; title: string }) => {
      await card(page, video.title).getByRole('button', { name: 'Approve' }).click();
      const chooser = page.getByRole('dialog', { name: `Approve ${video.title}` });
      await chooser.waitFor();
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/approve/${video.id}/`,
        headers: bob.auth,
        payload: {},
      });
      expect(approved.statusCode).toBe(200);
      await expect.poll(() => chooser.getByText(notice).count(), { timeout: 10_000 }).toBe(1);
      return chooser;
    };

    // Alice wants to see who approved it, and how: History, on that same card, closes her Approve and opens.
    const chooser = await staleWithApproveOpen(worked!);
    await card(page, worked!.title).getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await expect
      .poll(() => history.getByText(bob.username, { exact: false }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await chooser.count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => history.count()).toBe(0);
    // The card is still there, stale, until she dismisses it.
    const stale = card(page, worked!.title);
    expect(await stale.getByRole('status').getByText(notice).count()).toBe(1);
    await stale.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => stale.count()).toBe(0);

    // A press outside the card is being done with it, as before: the Approve closes and the card goes.
    await staleWithApproveOpen(elsewhere!);
    await page.getByRole('heading', { name: 'Pending videos' }).click();
    await expect.poll(() => card(page, elsewhere!.title).count()).toBe(0);
    await context.close();
  });
});
