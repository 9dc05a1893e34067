import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@focustube/core';
import { KHAN_LIKE_CHANNEL_ID, publicVideos, SMALL_CHANNEL_ID } from '../fakes/fixtures.ts';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube-server.ts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { startBrowserStack, type BrowserApp } from '../support/browser-app.ts';
import { seriousViolationsLightAndDark } from '../support/axe.ts';
import { keepLocal } from '../support/browser.ts';
import type { TestStack } from '../support/stack.ts';

let youtube: FakeYouTube;
let t: BrowserApp<TestStack>;
let moderator: SignedIn;
let admin: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  youtube = await startFakeYouTube();
  t = await startBrowserStack({ YOUTUBE_API_URL: youtube.url, YOUTUBE_API_KEY: youtube.apiKey });
  [moderator, admin, member] = [
    await signUp(t.app, t.database.db, 'moderator'),
    await signUp(t.app, t.database.db, 'admin'),
    await signUp(t.app, t.database.db, 'user'),
  ];
});
afterAll(async () => {
  await t?.close();
  await youtube?.stop();
});

const accountMenu = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Account menu for|^My Profile menu/ });

/** A page of its own context, signed in as `account`, at `path`. */
async function openAs(account: SignedIn, path: string): Promise<Page> {
  const context = await t.browser.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  await page.goto(`${t.origin}/faqs`);
  // Let the page's own refresh attempt finish first, so a reload cannot race a token rotation.
  await expect.poll(() => accountMenu(page).getAttribute('aria-label'), { timeout: 15_000 }).toBe('My Profile menu');
  const login = await page.request.post(`${t.origin}/api/login/`, {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${t.origin}${path}`);
  await expect
    .poll(() => accountMenu(page).getAttribute('aria-label'), { timeout: 15_000 })
    .toBe(`Account menu for ${account.username}`);
  return page;
}

const tool = (page: Page, name: string) => page.getByRole('region', { name });
const pendingCount = async () =>
  (await t.app.inject({ url: '/api/pending-videos/?page_size=1', headers: moderator.auth })).json<{ count: number }>()
    .count;
const khanVideos = () => publicVideos(youtube.channels.get(KHAN_LIKE_CHANNEL_ID)!);

describe('the import tool', () => {
  it('fetches 5 videos of a channel with live progress, and the pending queue grows by 5', async () => {
    const before = await pendingCount();
    const page = await openAs(moderator, '/testlink');
    const fetchTool = tool(page, 'Fetch channel videos');
    await fetchTool.getByLabel('Channel ID').fill(KHAN_LIKE_CHANNEL_ID);
    expect(await fetchTool.getByLabel('Max results').inputValue()).toBe('5');
    await fetchTool.getByRole('button', { name: 'Fetch videos' }).click();

    const bar = fetchTool.getByRole('progressbar', { name: 'Channel fetch progress' });
    await expect.poll(() => bar.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    await expect
      .poll(() => fetchTool.getByText('✅ Fetched 5 videos successfully!').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await fetchTool.getByText('5 videos imported').count()).toBe(1);
    expect(await pendingCount()).toBe(before + 5);

    // The recent jobs list shows the finished import too.
    const jobs = page.getByRole('region', { name: 'Recent jobs' });
    await expect.poll(() => jobs.getByText('5 videos imported').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.context().close();
  });

  it('saves a video from a pasted youtu.be link', async () => {
    const video = khanVideos()[20]!.videoId;
    const page = await openAs(moderator, '/testlink');
    const saveTool = tool(page, 'Save a video');
    await saveTool.getByLabel('Video ID or YouTube link').fill(`https://youtu.be/${video}?t=42`);
    await expect.poll(() => saveTool.getByText(`Video id: ${video}`).count()).toBe(1);
    await saveTool.getByRole('button', { name: 'Save video' }).click();
    await expect.poll(() => saveTool.getByText('✅ Video saved successfully!').count(), { timeout: 30_000 }).toBe(1);
    const [row] = await t.database.db
      .select({ status: schema.videos.status })
      .from(schema.videos)
      .where(eq(schema.videos.videoId, video));
    expect(row?.status).toBe('pending');
    await page.context().close();
  });

  it('says what is missing in empty or wrong inputs without calling the server', async () => {
    const page = await openAs(moderator, '/testlink');
    const toolCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(youtube-videos|fetch-videos|fetch-youtube-videos|resolve-channel-id)/.test(request.url())) {
        toolCalls.push(request.url());
      }
    });
    const saveTool = tool(page, 'Save a video');
    await saveTool.getByRole('button', { name: 'Save video' }).click();
    expect(await saveTool.getByRole('alert').textContent()).toBe('❌ Video ID is required.');
    await saveTool.getByLabel('Video ID or YouTube link').fill('https://vimeo.com/12345');
    await saveTool.getByRole('button', { name: 'Save video' }).click();
    expect(await saveTool.getByRole('alert').textContent()).toBe('Paste a YouTube link or an 11-character video id.');

    const fetchTool = tool(page, 'Fetch channel videos');
    await fetchTool.getByRole('button', { name: 'Fetch videos' }).click();
    expect(await fetchTool.getByRole('alert').textContent()).toBe('❌ Channel ID is required.');

    const resolveTool = tool(page, 'Resolve a channel ID');
    await resolveTool.getByRole('button', { name: 'Resolve channel ID' }).click();
    expect(await resolveTool.getByRole('alert').textContent()).toBe('❌ Video ID is required.');
    expect(toolCalls).toEqual([]);
    await page.context().close();
  });

  it("resolves a video's channel id and puts it into the fetch form", async () => {
    const page = await openAs(moderator, '/fetch-videos');
    const resolveTool = tool(page, 'Resolve a channel ID');
    await resolveTool
      .getByLabel('Video ID or YouTube link')
      .fill(`https://www.youtube.com/watch?v=${khanVideos()[3]!.videoId}`);
    await resolveTool.getByRole('button', { name: 'Resolve channel ID' }).click();
    await expect
      .poll(() => resolveTool.getByText('✅ Channel ID resolved successfully!').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await resolveTool.locator('code').textContent()).toBe(KHAN_LIKE_CHANNEL_ID);
    await resolveTool.getByRole('button', { name: 'Use in fetch form' }).click();
    await expect
      .poll(() => tool(page, 'Fetch channel videos').getByLabel('Channel ID').inputValue())
      .toBe(KHAN_LIKE_CHANNEL_ID);
    await page.context().close();
  });

  it('shows why fetching an unknown channel failed, and offers no Retry that could only fail again', async () => {
    const page = await openAs(moderator, '/testlink');
    const fetchTool = tool(page, 'Fetch channel videos');
    await fetchTool.getByLabel('Channel ID').fill('UCnoSuchChannel0000000');
    await fetchTool.getByRole('button', { name: 'Fetch videos' }).click();
    await expect.poll(() => fetchTool.getByText('❌ Failed to fetch videos.').count(), { timeout: 30_000 }).toBe(1);
    expect(await fetchTool.getByText(/UCnoSuchChannel0000000/).count()).toBeGreaterThan(0);
    const noRetry = 'No retry: it would fail the same way. Check the id and start a new import.';
    await expect.poll(() => fetchTool.getByText(noRetry).count(), { timeout: 15_000 }).toBe(1);
    expect(await fetchTool.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    // Nor in the recent jobs list, the page read afresh.
    await page.reload();
    const jobs = page.getByRole('region', { name: 'Recent jobs' });
    await expect.poll(() => jobs.getByText(/UCnoSuchChannel0000000/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const failedRow = jobs.getByRole('listitem').filter({ hasText: 'UCnoSuchChannel0000000' }).first();
    expect(await failedRow.getByText(noRetry).count()).toBe(1);
    expect(await failedRow.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.context().close();
  });

  it('registers a source, lists it and starts its import', async () => {
    const page = await openAs(moderator, '/testlink');
    const sources = page.getByRole('region', { name: 'Registered sources' });
    await sources.getByLabel('Channel ID to register').fill(SMALL_CHANNEL_ID);
    await sources.getByRole('button', { name: 'Add source' }).click();
    const list = sources.getByRole('list', { name: 'Registered sources' });
    await expect.poll(() => list.getByText('Small Science Lab (fake)').count(), { timeout: 15_000 }).toBe(1);
    expect(await list.getByText(SMALL_CHANNEL_ID).count()).toBe(1);
    await expect
      .poll(() => sources.getByRole('progressbar', { name: 'Source import progress' }).getAttribute('aria-valuenow'), {
        timeout: 30_000,
      })
      .toBe('100');
    // The first import counts as the source's first refresh, read afresh too.
    await page.reload();
    const row = page.getByRole('list', { name: 'Registered sources' }).getByRole('listitem').first();
    await expect.poll(() => row.getByText('Last refreshed').count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByText('Not yet').count()).toBe(0);
    await page.context().close();
  });
});

describe('suggesting a video', () => {
  it('tells the member on the form, at once, that YouTube has no such video, and thanks nobody', async () => {
    const page = await openAs(member, '/contribute');
    await page.getByRole('button', { name: 'Suggest a video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggest a video' });
    const field = dialog.getByRole('textbox', { name: 'YouTube link or video id' });
    await field.fill('ZZZZZZZZZZZ');
    await dialog.getByRole('button', { name: 'Send suggestion' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe(
        'YouTube has no public video with the id "ZZZZZZZZZZZ": it may be private, deleted or mistyped. Check the link and try again; nothing was saved.',
      );
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText(/Thank you/).count()).toBe(0);
    const queued = await t.app.queues.imports.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
    expect(queued.filter((job) => (job.data as { video_id?: string }).video_id === 'ZZZZZZZZZZZ')).toEqual([]);
    await page.context().close();
  });
});

describe('who may use the tools', () => {
  it('refuses a plain member with a clear message, and a moderator the users list', async () => {
    const page = await openAs(member, '/testlink');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe('This page is for moderators');
    await page.context().close();

    const moderatorPage = await openAs(moderator, '/admin/users');
    await expect
      .poll(() => moderatorPage.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe('This page is for admins');
    await moderatorPage.context().close();
  });

  it('lets an admin make a member a moderator', async () => {
    const page = await openAs(admin, `/admin/users?q=${member.username}`);
    const role = page.getByRole('combobox', { name: `Role of ${member.username}` });
    await expect.poll(() => role.count(), { timeout: 15_000 }).toBe(1);
    expect(await role.inputValue()).toBe('user');
    await role.selectOption('moderator');
    await expect.poll(() => page.getByText('Saved.').count(), { timeout: 15_000 }).toBe(1);
    const [row] = await t.database.db
      .select({ role: schema.users.role })
      .from(schema.users)
      .where(eq(schema.users.id, member.id));
    expect(row?.role).toBe('moderator');
    await t.database.db.update(schema.users).set({ role: 'user' }).where(eq(schema.users.id, member.id));
    await page.context().close();
  });

  it('has no serious accessibility violations on the tool and users pages, light and dark', async () => {
    for (const [path, heading] of [
      ['/testlink', 'Admin tools'],
      ['/admin/users', 'Users'],
    ] as const) {
      const page = await openAs(admin, path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(heading);
      if (path === '/testlink') {
        // With an error showing and the job list loaded, so their colours are checked too.
        await tool(page, 'Save a video').getByRole('button', { name: 'Save video' }).click();
        await expect
          .poll(() => page.getByRole('region', { name: 'Recent jobs' }).getByRole('progressbar').count(), {
            timeout: 15_000,
          })
          .toBeGreaterThan(0);
      } else {
        await expect.poll(() => page.getByRole('combobox').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      }
      expect(await seriousViolationsLightAndDark(page, 'main'), path).toEqual([]);
      await page.context().close();
    }
  }, 180_000);
});
