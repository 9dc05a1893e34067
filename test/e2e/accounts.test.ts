import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_RULE } from '@focustube/contracts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';
import { seriousViolationsLightAndDark } from '../support/axe.ts';
import { keepLocal, socketJoined, waitForApp } from '../support/browser.ts';

let t: BrowserApp;

beforeAll(async () => {
  // The default limits: every page load renews the session, and that is counted per sign-in, not per IP.
  t = await startBrowserApp();
});
afterAll(async () => {
  await t?.close();
});

async function openPage(path: string) {
  // A context of its own per test: its own cookies, so each starts signed out.
  const context = await t.browser.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  await page.goto(`${t.origin}${path}`);
  await waitForApp(page);
  return page;
}

/** Signs `user` in from the page's own context (the refresh cookie lands in the browser), then reloads. */
async function signInBrowser(page: Page, user: SignedIn) {
  const login = await page.request.post(`${t.origin}/api/login/`, {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  await page.reload();
  await expect
    .poll(() => accountMenu(page).getAttribute('aria-label'), { timeout: 15_000 })
    .toBe(`Account menu for ${user.username}`);
}

const accountMenu = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Account menu for|^My Profile menu/ });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const path = (page: Page) => new URL(page.url()).pathname;
/** The first card's "More actions" button on the page's list, once it is there, and the video it is for. */
async function firstCardMenu(page: Page) {
  const trigger = page
    .getByRole('main')
    .getByRole('button', { name: /^More actions for/ })
    .first();
  await expect.poll(() => trigger.count(), { timeout: 15_000 }).toBe(1);
  const href = (await trigger.locator('xpath=ancestor::article').locator('a').first().getAttribute('href'))!;
  return { trigger, videoId: href.split('/').pop()! };
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function approvedVideo(index = 0) {
  const page = (await t.app.inject('/api/approved/?page_size=5')).json<{
    results: { video_id: string; title: string }[];
  }>();
  return page.results[index]!;
}

describe('accounts and My Learning in Chromium', () => {
  it('registers, signs in through the form, and shows the username’s initial in the header', async () => {
    const username = `reader_${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const password = 'copper-lantern-meadow-3';
    const page = await openPage('/registration');
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Create your account');

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: /\S/ }).textContent())
      .toBe('❌ Passwords do not match!');
    expect(path(page)).toBe('/registration');

    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${t.origin}/login`);
    await expect.poll(() => page.getByText('✅ Account created successfully. Please log in.').count()).toBe(1);
    // The notice belongs to the layout and the address changes before the sign-in page is drawn: until it is,
    // the Email field read would be the registration form's own, holding the same address.
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Sign In');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    // Reloaded, the page comes from the server (which knows no router state), and the email still comes back
    // once the app takes over, with no hydration error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.reload();
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue(), { timeout: 15_000 }).toBe(email);
    expect(errors).toEqual([]);

    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: /\S/ }).textContent())
      .toBe('Invalid username or password');

    await signInThroughForm(page, email, password);
    await page.waitForURL(`${t.origin}/`);
    await expect.poll(() => accountMenu(page).getAttribute('aria-label')).toBe(`Account menu for ${username}`);
    expect((await accountMenu(page).textContent())?.trim().toLowerCase()).toBe(username.charAt(0));
    await page.context().close();
  });

  it('says why the username "a b" is refused, next to the field and above the form', async () => {
    const page = await openPage('/registration');
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Create your account');
    const username = page.getByLabel('Username');
    await username.fill('a b');
    await page.getByLabel('Email').fill(`spaced_${Date.now().toString(36)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('copper-lantern-meadow-3');
    await page.getByLabel('Confirm password').fill('copper-lantern-meadow-3');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    const [errorId] = (await username.getAttribute('aria-describedby'))!.split(' ');
    const nextToField = page.locator(`[id="${errorId}"]`);
    expect(await nextToField.textContent()).toBe(USERNAME_RULE);
    expect(await nextToField.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: /\S/ }).textContent())
      .toBe(`❌ Registration failed: ${USERNAME_RULE}`);
    expect(path(page)).toBe('/registration');
    // The server says the same, under the same field, when it is asked directly.
    const answer = await page.request.post(`${t.origin}/api/register/`, {
      data: { username: 'a b', email: 'spaced@example.com', password: 'x'.repeat(12), password2: 'x'.repeat(12) },
    });
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { errors?: unknown }).errors).toEqual({ username: [USERNAME_RULE] });
    await page.context().close();
  });

  it('asks for no session on a visitor’s page loads once the browser knows the hint, and restores a sign-in that has it', async () => {
    const page = await openPage('/');
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/token/refresh/')) refreshes.push(request.url());
    });
    // The first visit asked once (a sign-in from before the hint would have no hint cookie yet).
    await page.goto(`${t.origin}/faqs`);
    await waitForApp(page);
    await page.goto(`${t.origin}/`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => accountMenu(page).getAttribute('aria-label')).toMatch(/^My Profile menu/);
    expect(refreshes).toEqual([]);

    // Signed in, the hint is there and each page load restores the session; signed out, it is gone.
    const user = await signUp(t.app, t.database.db);
    await signInBrowser(page, user);
    expect(refreshes.length).toBeGreaterThan(0);
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${t.origin}/login`);
    await expect.poll(() => accountMenu(page).getAttribute('aria-label')).toMatch(/^My Profile menu/);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('focustube_signed_in');
    refreshes.length = 0;
    await page.reload();
    await waitForApp(page);
    // Until the page has gone quiet, a refresh it would ask for could still be on its way.
    await page.waitForLoadState('networkidle');
    expect(refreshes).toEqual([]);
    await page.context().close();
  });

  it('sends a signed-out visitor of /my-learning to /login and back after signing in', async () => {
    const user = await signUp(t.app, t.database.db);
    const page = await openPage('/my-learning');
    await page.waitForURL(`${t.origin}/login`, { timeout: 15_000 });
    await signInThroughForm(page, user.email, user.password);
    await page.waitForURL(`${t.origin}/my-learning`);
    await expect.poll(() => h1(page).textContent()).toBe('My Learning');
    // A new account has nothing yet: the page points to the courses and the videos.
    const browseCourses = page.getByRole('link', { name: 'Browse courses' });
    await expect.poll(() => browseCourses.count(), { timeout: 15_000 }).toBe(1);
    expect(await browseCourses.getAttribute('href')).toBe('/courses');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.context().close();
  });

  it('shows saved progress under Continue learning and bookmarks under My List, with Remove', async () => {
    const user = await signUp(t.app, t.database.db);
    const [started, saved] = [await approvedVideo(0), await approvedVideo(1)];
    const progress = await t.app.inject({
      method: 'PUT',
      url: `/api/progress/${started.video_id}/`,
      headers: user.auth,
      payload: { position_seconds: 130, duration_seconds: 400 },
    });
    expect(progress.statusCode).toBe(200);
    const percent = progress.json<{ percent: number }>().percent;
    const bookmark = await t.app.inject({
      method: 'POST',
      url: '/api/my-list/',
      headers: user.auth,
      payload: { video_id: saved.video_id },
    });
    expect(bookmark.statusCode).toBeLessThan(300);

    const page = await openPage('/my-learning');
    await signInBrowser(page, user);
    const continueLearning = page.getByRole('region', { name: /Continue learning/ });
    await expect.poll(() => continueLearning.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    expect(await continueLearning.getByRole('link').getAttribute('href')).toBe(`/watch/${started.video_id}`);
    expect(await continueLearning.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(percent));
    expect(await continueLearning.getByText(`${percent}%`).count()).toBe(1);

    const myList = page.getByRole('region', { name: /My List/ });
    await expect.poll(() => myList.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    await myList.getByRole('button', { name: /^Remove/ }).click();
    await expect.poll(() => myList.getByRole('article').count()).toBe(0);
    const left = (await t.app.inject({ url: '/api/my-list/', headers: user.auth })).json<{ count: number }>();
    expect(left.count).toBe(0);
    // Said, with Undo: a stray tap puts it back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => myList.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    const back = (await t.app.inject({ url: '/api/my-list/', headers: user.auth })).json<{ count: number }>();
    expect(back.count).toBe(1);
    await page.context().close();
  });

  it('saves the video being watched to My List and takes it out again, and a card menu knows it is saved', async () => {
    const user = await signUp(t.app, t.database.db);
    const video = await approvedVideo(2);
    const inList = async () =>
      (await t.app.inject({ url: `/api/my-list/${video.video_id}/`, headers: user.auth })).json<{ saved: boolean }>()
        .saved;

    // Signed out, Save asks the reader to sign in, and signing in brings them back to the video, saved.
    const page = await openPage(`/watch/${video.video_id}`);
    const save = page.getByRole('main').getByRole('link', { name: 'Save', exact: true });
    await expect.poll(() => save.count(), { timeout: 15_000 }).toBe(1);
    await save.click();
    await page.waitForURL(`${t.origin}/login`);
    await signInThroughForm(page, user.email, user.password);
    await page.waitForURL(`${t.origin}/watch/${video.video_id}`, { timeout: 15_000 });

    // A toggle button named Save, pressed while the video is in My List: the Save asked for is done.
    const button = page.getByRole('main').getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(await inList()).toBe(true);
    // The notice's code is fetched the first time one is shown, so it may come a moment after the button.
    await expect.poll(() => page.getByText('Added to My List').count()).toBe(1);
    // Pressed again, it takes the video out, and a reload does not save it again.
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
    expect(await inList()).toBe(false);
    await page.reload();
    await expect.poll(() => button.getAttribute('aria-busy'), { timeout: 15_000 }).toBeNull();
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await inList()).toBe(false);
    // Saved again, it stays saved after a reload; pressed again, it takes the video out.
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(await inList()).toBe(true);
    await page.reload();
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
    expect(await inList()).toBe(false);

    // A card's menu on the home page: "Remove from My List" for a video in it.
    await page.goto(`${t.origin}/`);
    await waitForApp(page);
    const { trigger, videoId: listed } = await firstCardMenu(page);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/my-list/',
      headers: user.auth,
      payload: { video_id: listed },
    });
    expect(added.statusCode).toBe(201);
    await trigger.click();
    const remove = page
      .locator('[popover][id^="card-menu"]:visible')
      .getByRole('button', { name: 'Remove from My List' });
    await expect.poll(() => remove.count(), { timeout: 15_000 }).toBe(1);
    await remove.click();
    await expect
      .poll(async () => (await t.app.inject({ url: `/api/my-list/${listed}/`, headers: user.auth })).json(), {
        timeout: 15_000,
      })
      .toMatchObject({ saved: false });
    await page.context().close();
  });

  it('saves the video a visitor pressed Save on once they have registered and signed in, and drops the registration notice', async () => {
    const video = await approvedVideo(3);
    const username = `saver_${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const password = 'copper-lantern-meadow-3';
    const page = await openPage(`/watch/${video.video_id}`);
    const save = page.getByRole('main').getByRole('link', { name: 'Save', exact: true });
    await expect.poll(() => save.count(), { timeout: 15_000 }).toBe(1);
    await save.click();
    await page.waitForURL(`${t.origin}/login`);
    await page.getByText(/^Sign in to save videos to My List/).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(`${t.origin}/registration`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${t.origin}/login`);
    const created = page.getByText('✅ Account created successfully. Please log in.');
    await expect.poll(() => created.count()).toBe(1);
    await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Sign In');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${t.origin}/watch/${video.video_id}`, { timeout: 15_000 });

    // Back on the video, saved, with the notice that says so; the registration's notice is gone.
    await expect.poll(() => created.count(), { timeout: 2_000 }).toBe(0);
    const button = page.getByRole('main').getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => page.getByText('Added to My List').count()).toBe(1);
    const login = await page.request.post(`${t.origin}/api/login/`, { data: { email, password } });
    const { access } = (await login.json()) as { access: string };
    const entry = await t.app.inject({
      url: `/api/my-list/${video.video_id}/`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(entry.json()).toMatchObject({ saved: true });
    await page.context().close();
  });

  it('adds the video a visitor chose "Add to My List" for in a card menu once they have signed in', async () => {
    const user = await signUp(t.app, t.database.db);
    const page = await openPage('/');
    const { trigger, videoId: listed } = await firstCardMenu(page);
    await trigger.click();
    const add = page.locator('[popover][id^="card-menu"]:visible').getByRole('button', { name: 'Add to My List' });
    await expect.poll(() => add.count(), { timeout: 15_000 }).toBe(1);
    await add.click();
    await page.waitForURL(`${t.origin}/login`);
    await signInThroughForm(page, user.email, user.password);
    await page.waitForURL(`${t.origin}/`, { timeout: 15_000 });
    await expect.poll(() => page.getByText('Added to My List').count(), { timeout: 15_000 }).toBe(1);
    const entry = await t.app.inject({ url: `/api/my-list/${listed}/`, headers: user.auth });
    expect(entry.json()).toMatchObject({ saved: true });
    await page.context().close();
  });

  it('opens the report dialog a visitor asked for once they have signed in, and only once', async () => {
    const user = await signUp(t.app, t.database.db);
    const video = await approvedVideo(1);
    const page = await openPage(`/watch/${video.video_id}`);
    const logIn = page.getByRole('main').getByRole('link', { name: 'Log in to report' });
    await expect.poll(() => logIn.count(), { timeout: 15_000 }).toBe(1);
    await logIn.click();
    await page.waitForURL(`${t.origin}/login`);
    // The sign-in page says why it was opened, as it does for Save.
    await page.getByText(/^Sign in to report videos/).waitFor({ timeout: 15_000 });
    await signInThroughForm(page, user.email, user.password);
    await page.waitForURL(`${t.origin}/watch/${video.video_id}`, { timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'Report this video' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Not again after a reload.
    await page.reload();
    await page.getByRole('main').getByRole('button', { name: 'Report', exact: true }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Given up on (the visitor signs in later, from the sign-in page itself), it is not done afterwards.
    const second = await openPage(`/watch/${video.video_id}`);
    const again = second.getByRole('main').getByRole('link', { name: 'Log in to report' });
    await expect.poll(() => again.count(), { timeout: 15_000 }).toBe(1);
    await again.click();
    await second.waitForURL(`${t.origin}/login`);
    await second.goto(`${t.origin}/`);
    await waitForApp(second);
    await second.goto(`${t.origin}/login`);
    await waitForApp(second);
    await signInThroughForm(second, user.email, user.password);
    await second.waitForURL(`${t.origin}/`, { timeout: 15_000 });
    await second.goto(`${t.origin}/watch/${video.video_id}`);
    await waitForApp(second);
    await second.getByRole('main').getByRole('button', { name: 'Report', exact: true }).waitFor({ timeout: 15_000 });
    await second.waitForTimeout(1000);
    expect(await second.getByRole('dialog').count()).toBe(0);
    await page.context().close();
    await second.context().close();
  });

  it('resets a forgotten password with the emailed link, once', async () => {
    const user = await signUp(t.app, t.database.db);
    const page = await openPage('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${t.origin}/forgot-password`);
    // The address changes at once; the sign-in form (with its own Email field) stays until the page's code
    // has loaded, which on a busy machine is after the field below would have been filled.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /sent it a link/ })
            .count(),
        { timeout: 30_000 },
      )
      .toBe(1);

    let link: URL | undefined;
    await expect
      .poll(() => {
        const mail = t.app.mailer.recent.findLast((m) => m.to === user.email);
        const found = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
        link = found ? new URL(found) : undefined;
        return Boolean(link);
      })
      .toBe(true);
    const resetPath = `${link!.pathname}${link!.search}`;
    await page.goto(`${t.origin}${resetPath}`);
    const newPassword = 'harbour-violet-compass-7';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your password has been reset' }).count())
      .toBe(1);
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await signInThroughForm(page, user.email, newPassword);
    await page.waitForURL(`${t.origin}/`);
    await expect.poll(() => accountMenu(page).getAttribute('aria-label')).toBe(`Account menu for ${user.username}`);

    // The link works once.
    await page.goto(`${t.origin}${resetPath}`);
    await page.getByLabel('New password', { exact: true }).fill('another-fresh-phrase-8');
    await page.getByLabel('Confirm new password').fill('another-fresh-phrase-8');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByText(/expired or was already used/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    await page.context().close();
  });

  it('changes the username in the settings, prefilled from the account', async () => {
    const user = await signUp(t.app, t.database.db);
    const page = await openPage('/settings');
    await signInBrowser(page, user);
    const username = page.getByLabel('Username');
    await expect.poll(() => username.inputValue(), { timeout: 15_000 }).toBe(user.username);
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);

    const renamed = `z${user.username}`.slice(0, 30);
    await username.fill(renamed);
    await page.getByRole('button', { name: 'Update Settings' }).click();
    // Without the current password nothing is sent, and the field says why.
    const current = page.getByLabel('Current password');
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('current_password');

    await current.fill(user.password);
    await page.getByRole('button', { name: 'Update Settings' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Settings saved' }).count()).toBe(1);
    await expect.poll(() => accountMenu(page).getAttribute('aria-label')).toBe(`Account menu for ${renamed}`);
    const account = (await t.app.inject({ url: '/api/user/', headers: user.auth })).json<{ username: string }>();
    expect(account.username).toBe(renamed);
    await page.context().close();
  });

  it('follows a role an admin changes while the member reads, still signed in, and says so', async () => {
    const member = await signUp(t.app, t.database.db);
    const admin = await signUp(t.app, t.database.db, 'admin');
    const page = await openPage('/');
    // The home page listens to live changes: its socket is the account's once signed in.
    const joined = socketJoined(page);
    await signInBrowser(page, member);
    await joined;
    const moderationLink = async () => {
      await accountMenu(page).click();
      await page.locator('#user-menu').waitFor({ state: 'visible' });
      const count = await page.locator('#user-menu').getByRole('link', { name: 'Moderation' }).count();
      await page.keyboard.press('Escape');
      await page.locator('#user-menu').waitFor({ state: 'hidden' });
      return count;
    };
    expect(await moderationLink()).toBe(0);

    const changeRole = async (role: string) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${member.id}/`,
        headers: admin.auth,
        payload: { role },
      });
      expect(res.statusCode).toBe(200);
    };
    await changeRole('moderator');
    const promoted = page.getByText('An admin made you a moderator: Moderation is now in your account menu.');
    await expect.poll(() => promoted.count(), { timeout: 15_000 }).toBe(1);

    expect(await accountMenu(page).getAttribute('aria-label')).toBe(`Account menu for ${member.username}`);
    await expect.poll(moderationLink, { timeout: 15_000 }).toBe(1);

    await changeRole('user');
    const demoted = page.getByText('An admin changed your role: your account no longer moderates videos.');
    await expect.poll(() => demoted.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(moderationLink, { timeout: 15_000 }).toBe(0);
    expect(await accountMenu(page).getAttribute('aria-label')).toBe(`Account menu for ${member.username}`);
    await page.context().close();
  });

  it("gives an admin's account menu the users and the queue dashboard, and a moderator's neither", async () => {
    for (const role of ['admin', 'moderator'] as const) {
      const user = await signUp(t.app, t.database.db, role);
      const page = await openPage('/');
      await signInBrowser(page, user);
      await accountMenu(page).click();
      const menu = page.locator('#user-menu');
      await menu.waitFor({ state: 'visible' });
      const links = await menu.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.includes('/admin'), role).toBe(true);
      expect(links.includes('/admin/users'), role).toBe(role === 'admin');
      expect(links.includes('/admin/queues'), role).toBe(role === 'admin');
      if (role === 'admin') {
        await menu.getByRole('link', { name: 'Users' }).click();
        await page.waitForURL(`${t.origin}/admin/users`);
      }
      await page.context().close();
    }
  });

  it('deletes the account after a confirmation, signs out and goes home', async () => {
    const user = await signUp(t.app, t.database.db);
    const page = await openPage('/account-settings');
    await signInBrowser(page, user);
    await page.getByLabel('Your password').fill('not-the-password');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect.poll(() => page.getByText('Your password is not correct.').count()).toBe(1);

    await page.getByLabel('Your password').fill(user.password);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading').textContent()).toBe('Delete your account?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL(`${t.origin}/`);
    await expect.poll(() => page.getByText(/Your account has been deleted/).count()).toBe(1);
    await expect.poll(() => accountMenu(page).getAttribute('aria-label')).toBe('My Profile menu');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    await page.context().close();
  });

  it('has no serious accessibility violations on the account pages, light and dark', async () => {
    const user = await signUp(t.app, t.database.db);
    const PAGES = [
      { path: '/login', title: 'Sign In', signedIn: false },
      { path: '/registration', title: 'Create your account', signedIn: false },
      { path: '/forgot-password', title: 'Forgot your password?', signedIn: false },
      { path: '/settings', title: 'Account settings', signedIn: true },
      { path: '/account-settings', title: 'Delete Account', signedIn: true },
      { path: '/my-learning', title: 'My Learning', signedIn: true },
    ];
    for (const { path: pagePath, title, signedIn } of PAGES) {
      // Signed-in pages are opened after signing in, as a member would reach them.
      const page = await openPage(signedIn ? '/' : pagePath);
      if (signedIn) {
        await signInBrowser(page, user);
        await page.goto(`${t.origin}${pagePath}`);
      }
      await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe(title);
      if (pagePath === '/registration') {
        // With errors showing, so their colours are checked too.
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      }
      if (pagePath === '/my-learning') {
        await expect
          .poll(() => page.getByRole('link', { name: 'Browse courses' }).count(), { timeout: 15_000 })
          .toBe(1);
      }
      expect(await seriousViolationsLightAndDark(page, 'main'), pagePath).toEqual([]);
      await page.context().close();
    }
  }, 180_000);
});
