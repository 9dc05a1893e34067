import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { startBrowserStack, type BrowserApp } from '../support/browser-app.ts';
import { seriousViolations, seriousViolationsLightAndDark } from '../support/axe.ts';
import { keepLocal, PHONE, socketJoined, waitForApp } from '../support/browser.ts';
import { insertVideos } from '../support/fixtures.ts';
import type { TestStack } from '../support/stack.ts';

let t: BrowserApp<TestStack>;
let amina: SignedIn;
let baraka: SignedIn;
let member: SignedIn;
/** A word only this file's videos have, so the editor's search finds exactly them. */
const word = `zqcourse${Math.random().toString(36).slice(2, 7)}`;
const lessonTitles = [`Counting ${word} one`, `Counting ${word} two`, `Counting ${word} three`];
let lessonIds: string[];

beforeAll(async () => {
  t = await startBrowserStack();
  [amina, baraka, member] = [
    await signUp(t.app, t.database.db, 'moderator'),
    await signUp(t.app, t.database.db, 'moderator'),
    await signUp(t.app, t.database.db),
  ];
  lessonIds = await insertVideos(
    t.database.db,
    lessonTitles.map((title, i) => ({
      title,
      description: `Lesson ${i + 1} of the counting course.`,
      assignedCategory: 'languages',
      durationSeconds: 300 + i * 60,
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

type Opened = { context: BrowserContext; page: Page };

/** A browser context signed in as `account` (the refresh cookie restores the session), on `path`, its socket joined. */
async function openAs(
  account: SignedIn | null,
  path: string,
  options: {
    colorScheme?: 'light' | 'dark';
    live?: boolean;
    phone?: boolean;
    /** Called before the page is opened (to hold back some of its requests). */
    prepare?: (page: Page) => Promise<unknown>;
  } = {},
): Promise<Opened> {
  const context = await t.browser.newContext({
    ...(options.phone ? PHONE : { viewport: { width: 1280, height: 900 } }),
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  if (account) {
    const login = await page.request.post(`${t.origin}/api/login/`, {
      data: { email: account.email, password: account.password },
    });
    expect(login.ok()).toBe(true);
  }
  await options.prepare?.(page);
  const joined = options.live ? socketJoined(page) : null;
  await page.goto(`${t.origin}${path}`);
  await waitForApp(page);
  await joined;
  return { context, page };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A moderator's change to the course at `at`, made with its current version. */
async function edit(method: 'PUT' | 'PATCH', at: string, part: string, payload: Record<string, unknown>) {
  const loaded = await t.app.inject({ url: `/api/moderation/courses/${at}/`, headers: amina.auth });
  const { version } = loaded.json<{ version: number }>();
  const url = `/api/moderation/courses/${at}/${part}`;
  const answer = await t.app.inject({ method, url, headers: amina.auth, payload: { version, ...payload } });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function publicCourse(slug: string) {
  const answer = await t.app.inject(`/api/courses/${slug}/`);
  return {
    status: answer.statusCode,
    body: answer.json<{ title: string; lessons: { video: { video_id: string } }[] }>(),
  };
}

describe('courses', () => {
  let slug: string;
  const title = `Counting in Swahili ${word}`;

  it('lets a moderator build a course in the editor: 3 lessons, one moved up from the keyboard, then published', async () => {
    const { context, page } = await openAs(amina, '/admin/courses');
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Courses');
    await page.getByRole('link', { name: 'New course' }).click();
    await expect.poll(() => h1(page).textContent()).toBe('New course');

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Numbers from one to three, one short video each.');
    await page.getByLabel('Category', { exact: true }).selectOption('languages');
    await page.getByLabel('Search approved videos to add').fill(word);
    await page.getByLabel('Search approved videos to add').press('Enter');
    for (const lesson of lessonTitles) {
      const add = page.getByRole('button', { name: `Add “${lesson}”` });
      await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(1);
      await add.click();
      // The keyboard's focus stays on the button, which now says the video is a lesson.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Added: “${lesson}” is a lesson`);
    }
    await expect.poll(() => page.locator('li[data-lesson]').count()).toBe(3);

    // The third lesson moves up one place from its handle, with the arrow key; the move is announced.
    await page.getByRole('button', { name: `Reorder “${lessonTitles[2]}”, lesson 3 of 3` }).focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => page.locator('li[data-lesson]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-lesson'))))
      .toEqual([lessonIds[0], lessonIds[2], lessonIds[1]]);
    expect(await page.getByText(`Moved “${lessonTitles[2]}” to position 2 of 3.`).count()).toBe(1);
    // Focus stays on the moved lesson's handle, so the arrows go on moving it (put back on it in the frame
    // after the row is drawn in its new place).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Reorder “${lessonTitles[2]}”, lesson 2 of 3`);

    expect(await seriousViolations(page, 'main'), 'editor (light)').toEqual([]);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.waitForURL(
      (url) => /^\/admin\/courses\/[a-z0-9-]+$/.test(url.pathname) && !url.pathname.endsWith('/new'),
      {
        timeout: 15_000,
      },
    );
    slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(slug).not.toBe('new');
    await expect.poll(() => page.getByText('Published', { exact: true }).count(), { timeout: 10_000 }).toBe(1);

    const published = await publicCourse(slug);
    expect(published.status).toBe(200);
    expect(published.body.lessons.map((l) => l.video.video_id)).toEqual([lessonIds[0], lessonIds[2], lessonIds[1]]);
    await context.close();
  });

  it('lets a member start the course, finish lesson 1, see 1 of 3 done with a tick, and continue with lesson 2', async () => {
    const { context, page } = await openAs(member, '/courses');
    const card = page.getByRole('link', { name: title });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await card.click();
    await expect.poll(() => h1(page).textContent(), { timeout: 10_000 }).toBe(title);
    expect(await page.getByRole('listitem').filter({ hasText: lessonTitles[0] }).count()).toBe(1);

    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(`${t.origin}/watch/${lessonIds[0]}?course=${slug}`, { timeout: 10_000 });
    const course = page.getByRole('navigation', { name: 'Course', exact: true });
    await expect.poll(() => course.textContent(), { timeout: 10_000 }).toContain('Lesson 1 of 3');
    expect(await course.getByRole('link', { name: 'Next lesson' }).getAttribute('href')).toBe(
      `/watch/${lessonIds[2]}?course=${slug}`,
    );
    // The canonical address of a lesson is its watch page, without the course.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/watch/${lessonIds[0]}$`),
    );

    // The player's last report at the end of lesson 1 (300 s long), as it sends it.
    const saved = await page.request.put(`${t.origin}/api/progress/${lessonIds[0]}/`, {
      headers: member.auth,
      data: { position_seconds: 299, duration_seconds: 300 },
    });
    expect(saved.status()).toBe(200);

    await course.getByRole('link', { name: 'Back to the course' }).click();
    await page.waitForURL(`${t.origin}/courses/${slug}`);
    await expect.poll(() => page.getByText('1 of 3 lessons done').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow')).toBe('33');
    expect(await page.locator('[data-lesson-done]').count()).toBe(1);
    expect(await page.getByRole('link', { name: new RegExp(`${lessonTitles[0]}.*done`) }).count()).toBe(1);
    expect(await seriousViolations(page, 'main'), 'course page (light)').toEqual([]);

    await page.getByRole('link', { name: /^Continue/ }).click();
    await page.waitForURL(`${t.origin}/watch/${lessonIds[2]}?course=${slug}`, { timeout: 10_000 });
    await expect.poll(() => course.textContent(), { timeout: 10_000 }).toContain('Lesson 2 of 3');

    // My Learning shows the started course with its percent.
    await page.goto(`${t.origin}/my-learning`);
    const mine = page.getByRole('region', { name: /My courses/ });
    await expect.poll(() => mine.getByRole('link', { name: title }).count(), { timeout: 15_000 }).toBe(1);
    expect(await mine.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    await context.close();
  });

  it('updates an open course page live when a moderator renames the course', async () => {
    const viewer = await openAs(member, `/courses/${slug}`, { live: true });
    await expect.poll(() => h1(viewer.page).textContent(), { timeout: 15_000 }).toBe(title);

    const editor = await openAs(amina, `/admin/courses/${slug}`);
    const renamed = `${title} (revised)`;
    await expect.poll(() => editor.page.getByLabel('Title').inputValue(), { timeout: 15_000 }).toBe(title);
    await editor.page.getByLabel('Title').fill(renamed);
    await editor.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => editor.page.getByText('Version', { exact: false }).textContent()).toMatch(/Version \d+/);

    await expect.poll(() => h1(viewer.page).textContent(), { timeout: 15_000 }).toBe(renamed);
    expect(viewer.page.url()).toBe(`${t.origin}/courses/${slug}`);
    for (const opened of [viewer, editor]) await opened.context.close();
  });

  it("shows the second editor the server's 409 naming who changed the course, and reloads their version", async () => {
    const { context, page } = await openAs(baraka, `/admin/courses/${slug}`);
    await expect.poll(() => page.getByLabel('Description').inputValue(), { timeout: 15_000 }).not.toBe('');
    const loaded = await t.app.inject({ url: `/api/moderation/courses/${slug}/`, headers: amina.auth });
    const { version } = loaded.json<{ version: number }>();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/moderation/courses/${slug}/`,
      headers: amina.auth,
      payload: { version, description: 'Changed by Amina first.' },
    });
    expect(changed.statusCode).toBe(200);

    await page.getByLabel('Description').fill('Changed by Baraka second.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: amina.username });
    await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
    const afterConflict = await t.app.inject({ url: `/api/moderation/courses/${slug}/`, headers: amina.auth });
    expect(afterConflict.json<{ description: string }>().description).toBe('Changed by Amina first.');

    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => page.getByLabel('Description').inputValue(), { timeout: 10_000 })
      .toBe('Changed by Amina first.');
    await context.close();
  });

  it('shows the chosen category chip on a phone, even one from the far end of the row', async () => {
    const context = await t.browser.newContext(PHONE);
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    const row = page.getByRole('navigation', { name: 'Course categories' });
    const chosenInView = () =>
      row.evaluate((nav) => {
        const chip = nav.querySelector('[aria-current="page"]')!.getBoundingClientRect();
        const box = nav.getBoundingClientRect();
        return chip.left >= box.left && chip.right <= box.right;
      });
    // The last chip, straight from its address (a shared link), then chosen from the row.
    await page.goto(`${t.origin}/courses`);
    await waitForApp(page);
    const last = row.getByRole('link').last();
    const lastHref = (await last.getAttribute('href'))!;
    await page.goto(`${t.origin}${lastHref}`);
    await waitForApp(page);
    await expect.poll(chosenInView).toBe(true);
    await page.goto(`${t.origin}/courses`);
    await waitForApp(page);
    // Pressed where it is, without the scrolling into view a test's tap would do first.
    await row
      .getByRole('link')
      .last()
      .evaluate((link) => (link as HTMLElement).click());
    await page.waitForURL(`${t.origin}${lastHref}`);
    await expect.poll(chosenInView).toBe(true);
    await context.close();
  });

  it('answers an unknown course with the 404 page and a 404 status', async () => {
    const answer = await fetch(`${t.origin}/courses/no-such-course-${word}`);
    expect(answer.status).toBe(404);
    const { context, page } = await openAs(null, `/courses/no-such-course-${word}`);
    await expect.poll(() => h1(page).textContent(), { timeout: 10_000 }).toBe('Page not found');
    await context.close();
  });

  it('keeps a watch page inside the course live: a reorder moves its lesson line, unpublishing leaves only what the video is part of', async () => {
    const viewer = await openAs(member, `/watch/${lessonIds[0]}?course=${slug}`, { live: true });
    const course = viewer.page.getByRole('navigation', { name: 'Course', exact: true });
    await expect.poll(() => course.textContent(), { timeout: 15_000 }).toContain('Lesson 1 of 3');

    await edit('PUT', slug, 'lessons/', { video_ids: [lessonIds[2], lessonIds[1], lessonIds[0]] });
    await expect.poll(() => course.textContent(), { timeout: 15_000 }).toContain('Lesson 3 of 3');
    expect(await course.getByRole('link', { name: 'Next lesson' }).count()).toBe(0);

    // Renamed: the page's address follows the course, and stays live with it under its new name.
    const renamed = `${slug}-renamed`;
    await edit('PATCH', slug, '', { slug: renamed });
    await viewer.page.waitForURL(`${t.origin}/watch/${lessonIds[0]}?course=${renamed}`, { timeout: 15_000 });
    await edit('PUT', renamed, 'lessons/', { video_ids: [lessonIds[0], lessonIds[2], lessonIds[1]] });
    await expect.poll(() => course.textContent(), { timeout: 15_000 }).toContain('Lesson 1 of 3');
    await edit('PATCH', renamed, '', { slug });
    await viewer.page.waitForURL(`${t.origin}/watch/${lessonIds[0]}?course=${slug}`, { timeout: 15_000 });

    // Out of the course, the page asks which published courses the video is part of.
    const partOf = viewer.page.waitForResponse((r) => r.url().endsWith(`/api/videos/${lessonIds[0]}/courses/`), {
      timeout: 15_000,
    });
    await edit('PATCH', slug, '', { status: 'draft' });
    await expect.poll(() => course.count(), { timeout: 15_000 }).toBe(0);
    // A draft is no course a viewer may see: no line says the video is part of it either, once the page has
    // the answer and has drawn it.
    expect((await (await partOf).json()).results).toEqual([]);
    await viewer.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await viewer.page.getByText('Part of').count()).toBe(0);

    await edit('PATCH', slug, '', { status: 'published' });
    await viewer.page.goto(`${t.origin}/watch/${lessonIds[0]}`);
    await waitForApp(viewer.page);
    await expect
      .poll(() => viewer.page.getByRole('link', { name: title }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await viewer.context.close();
  });

  it('shows a course page the change made between the click that read it and the page being drawn', async () => {
    // The click reads the course at once; the page's own code comes later (held back here, as on a slow
    // network), and only then does the page listen. A change in between must not leave it stale.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldRequests = 0;
    const { context, page } = await openAs(null, '/courses', {
      live: true,
      prepare: (p) =>
        p.route(/\/assets\/course-[\w-]{8}\.js$/, async (route) => {
          heldRequests += 1;
          await held;
          await route.continue();
        }),
    });
    const read = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/courses/${slug}/`);
    await page.locator(`main a[href="/courses/${slug}"]`).first().click();
    await read;
    // The /courses grid, still on screen, hears the change and reads the list again.
    const heard = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/courses/');
    await edit('PUT', slug, 'lessons/', { video_ids: [lessonIds[1], lessonIds[0], lessonIds[2]] });
    await heard;
    // The page's code really was held back (a renamed route file would make this test prove nothing).
    expect(heldRequests).toBeGreaterThan(0);
    release();
    const lessons = page.locator('main ol > li h3');
    // Each heading reads "Lesson N: {title}, …" to a screen reader.
    const order = async () =>
      (await lessons.allTextContents()).map((text) => lessonTitles.findIndex((title) => text.includes(`${title},`)));
    await expect.poll(order, { timeout: 15_000 }).toEqual([1, 0, 2]);
    await context.close();
  });

  it("clears the title's error once one is typed, and asks before leaving unsaved work", async () => {
    const { context, page } = await openAs(amina, '/admin/courses/new');
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('New course');
    await page.getByRole('button', { name: 'Create course' }).click();
    const error = page.getByText('Give the course a title.');
    await expect.poll(() => error.count()).toBe(1);
    await page.getByLabel('Title').fill(`Unsaved ${word}`);
    await expect.poll(() => error.count()).toBe(0);
    expect(await page.getByLabel('Title').getAttribute('aria-invalid')).toBeNull();

    // Leaving through the app's own links asks first; staying keeps what was typed.
    await page.getByRole('link', { name: 'All courses' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect.poll(() => ask.count(), { timeout: 10_000 }).toBe(1);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/courses/new');
    expect(await page.getByLabel('Title').inputValue()).toBe(`Unsaved ${word}`);
    await page.getByRole('link', { name: 'All courses' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(`${t.origin}/admin/courses`);
    // Nothing was saved.
    const list = await t.app.inject({ url: '/api/moderation/courses/', headers: amina.auth });
    expect(list.body).not.toContain(`Unsaved ${word}`);
    await context.close();
  });

  it('asks before leaving through the phone menu, above the menu, which closes', async () => {
    const { context, page } = await openAs(amina, '/admin/courses/new', { phone: true });
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('New course');
    await page.getByLabel('Title').fill(`Unsaved ${word}`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#site-drawer');
    await drawer.getByRole('link', { name: 'Home', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect.poll(() => ask.count(), { timeout: 10_000 }).toBe(1);
    expect(await drawer.evaluate((el) => el.matches(':popover-open'))).toBe(false);
    // Its buttons are on top, not under the menu's backdrop.
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/courses/new');
    await context.close();
  });

  it('has no serious accessibility violations on the course screens, light and dark, phone and desktop', async () => {
    for (const phone of [false, true]) {
      for (const [account, path, ready] of [
        [null, '/courses', (p: Page) => p.locator('main article').count()],
        [member, `/courses/${slug}`, (p: Page) => p.getByText(/lessons done/).count()],
        [
          member,
          `/watch/${lessonIds[0]}?course=${slug}`,
          (p: Page) => p.getByRole('navigation', { name: 'Course', exact: true }).count(),
        ],
        [member, '/my-learning', (p: Page) => p.getByRole('region', { name: /My courses/ }).count()],
        [amina, `/admin/courses/${slug}`, (p: Page) => p.locator('li[data-lesson]').count()],
      ] as const) {
        const { context, page } = await openAs(account, path, { phone });
        const where = `${path} (${phone ? 'phone' : 'desktop'})`;
        await expect.poll(() => ready(page), { timeout: 15_000, message: where }).toBeGreaterThan(0);
        expect(await seriousViolationsLightAndDark(page, 'main'), where).toEqual([]);
        await context.close();
      }
    }
  }, 240_000);
});
