import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Redis } from 'ioredis';
import { announceCatalogueChange } from '@focustube/core';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { startBrowserStack, type BrowserApp } from '../support/browser-app.ts';
import { seriousViolationsLightAndDark } from '../support/axe.ts';
import { keepLocal, PHONE, socketJoined, waitForApp } from '../support/browser.ts';
import { insertVideos } from '../support/fixtures.ts';
import type { TestStack } from '../support/stack.ts';

let t: BrowserApp<TestStack>;
let moderator: SignedIn;
/** When the API instance was up. */
let startedAt = 0;

beforeAll(async () => {
  t = await startBrowserStack();
  startedAt = Date.now();
  moderator = await signUp(t.app, t.database.db, 'moderator');
});
afterAll(async () => {
  await t?.close();
});

/** `path` in a page of its own; with `live`, once its socket has joined (the server answered its CONNECT). */
async function open(
  path: string,
  options: Parameters<Browser['newPage']>[0] = {},
  { live = false }: { live?: boolean } = {},
): Promise<Page> {
  const page = await t.browser.newPage({ viewport: { width: 1280, height: 900 }, ...options });
  await keepLocal(page, t.origin);
  const joined = live ? socketJoined(page) : null;
  await page.goto(`${t.origin}${path}`);
  await joined;
  return page;
}

const cardLinks = (page: Page, family: string) => page.locator(`main ul a[href^="/${family}/"]`);
const firstVideoId = async (query: string) =>
  (await t.app.inject(`/api/approved/?${query}&page_size=1`)).json<{ results: { video_id: string }[] }>().results[0]!
    .video_id;

describe('video lists', () => {
  const families: [path: string, watchFamily: string, heading: RegExp][] = [
    ['/languages/english', 'watch', /english/i],
    ['/category/business', 'watch', /business/i],
    ['/health/advice', 'watch_more', /advice/i],
    ['/technology/programming', 'watch_technology', /programming/i],
    ['/Quran/Quran', 'watch_more', /quran/i],
    ['/maulidi', 'watch_more', /maulidi/i],
    ['/business', 'watch_more', /business/i],
    ['/motivation/motivation', 'watch_mindset', /motivation/i],
  ];

  it.each(families)('%s lists its videos, leading to /%s/', async (path, family, heading) => {
    const page = await open(path);
    await expect.poll(() => cardLinks(page, family).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(heading);
    await page.close();
  });

  it('says an unknown category is not found, and the technology list explains itself', async () => {
    const page = await open('/nosuchcategory/anything');
    // A list the menus do not have is the site's 404 page (answered with status 404).
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count(), { timeout: 10_000 }).toBe(1);
    await page.goto(`${t.origin}/technology/programming`);
    await expect.poll(() => page.getByRole('heading', { name: 'Why FocusTube Loves Technology ?' }).count()).toBe(1);
    await page.close();
  });

  it('loads more on scroll without repeating a video', async () => {
    const page = await open('/business');
    const cards = cardLinks(page, 'watch_more');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(20);
    for (let i = 0; i < 2; i += 1) {
      const before = await cards.count();
      await page.mouse.wheel(0, 50_000);
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    }
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await page.close();
  });

  it('loads the next page only within 30 px of the bottom of the page, footer included', async () => {
    const page = await open('/business');
    const cards = cardLinks(page, 'watch_more');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(20);
    const scrollToBottomLess = (px: number) =>
      page.evaluate((px) => {
        const root = document.documentElement;
        window.scrollTo(0, root.scrollHeight - root.clientHeight - px);
      }, px);
    await scrollToBottomLess(100);
    await page.waitForTimeout(1000);
    expect(await cards.count()).toBe(20);
    await scrollToBottomLess(20);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(40);
    await page.close();
  });

  it.each(['/', '/business', '/search?q=history'])(
    'keeps the footer note a Quick Link leads to in view on %s, loading no more under it',
    async (path) => {
      const page = await open(path, PHONE);
      const cards = page.locator('main ul > li');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(20);
      await waitForApp(page);
      const before = await cards.count();
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).tap();
      await expect.poll(() => new URL(page.url()).hash).toBe('#privacy');
      await page.waitForTimeout(2_000);
      expect(await cards.count()).toBe(before);
      const privacy = await page.locator('#privacy').boundingBox();
      expect(privacy!.y).toBeGreaterThanOrEqual(0);
      expect(privacy!.y + privacy!.height).toBeLessThanOrEqual(844);
      // Back up to the list and down again, it grows as before.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(500);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(before);
      await page.close();
    },
  );

  it('offers ways on from an empty subcategory and an empty category, in English and Kiswahili', async () => {
    const page = await open('/mindset/poverty', PHONE);
    const empty = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'No videos yet' }) });
    await empty.waitFor();
    // No promise about videos that are not there; the way to the whole category, home and search instead.
    expect(await page.getByText('Every video here was approved by a moderator.').count()).toBe(0);
    expect(await page.getByText('Videos appear here once a moderator has approved them.').count()).toBe(1);
    expect(await empty.getByRole('link', { name: /^All .+ videos$/ }).getAttribute('href')).toBe('/mindset/mindset');
    expect(await empty.getByRole('link', { name: 'Browse all videos' }).getAttribute('href')).toBe('/');
    expect(await empty.getByRole('link', { name: 'Search videos' }).getAttribute('href')).toBe('/search');
    await empty.getByRole('link', { name: /^All .+ videos$/ }).click();
    await page.waitForURL(`${t.origin}/mindset/mindset`);
    await expect.poll(() => cardLinks(page, 'watch_mindset').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // A whole category has no parent to offer; in Kiswahili, every word is.
    await page.goto(`${t.origin}/politics?lang=sw`);
    const tupu = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Bado hakuna video' }) });
    await tupu.waitFor();
    expect(await page.getByText('Video huonekana hapa baada ya msimamizi kuziidhinisha.').count()).toBe(1);
    expect(await tupu.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent?.trim()))).toEqual([
      'Vinjari video zote',
      'Tafuta video',
    ]);
    await page.close();
  });

  it("toggles 'Why FocusTube ?' and keeps one card menu open at a time", async () => {
    const page = await open('/');
    const toggle = page.getByRole('button', { name: 'Show More' });
    await toggle.click();
    await expect.poll(() => page.getByText(/Computer Engineering student from Tanzania/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show less' }).click();
    await expect.poll(() => page.getByText(/Computer Engineering student from Tanzania/).isVisible()).toBe(false);

    const triggers = page.getByRole('button', { name: /^More actions for/ });
    await expect.poll(() => triggers.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    // A card's menu is the browser's popover beside its button: one open at a time, the first item focused.
    const openMenus = page.locator('[popover][id^="card-menu"]:visible');
    const menuOf = (trigger: number) =>
      triggers.nth(trigger).evaluate((button) => button.nextElementSibling?.matches(':popover-open') ?? false);
    await triggers.nth(0).click();
    await expect.poll(() => openMenus.count()).toBe(1);
    expect(await menuOf(0)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add to My List');
    // Escape closes it, focus back on its button; it opens again from there.
    await page.keyboard.press('Escape');
    await expect.poll(() => openMenus.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^More actions for/);
    await page.keyboard.press('Enter');
    await expect.poll(() => menuOf(0)).toBe(true);
    await triggers.nth(1).click();
    await expect.poll(() => openMenus.count()).toBe(1);
    expect(await menuOf(1)).toBe(true);
    expect(await menuOf(0)).toBe(false);
    // Under its button, in the viewport.
    const [button, panel] = await Promise.all([triggers.nth(1).boundingBox(), openMenus.boundingBox()]);
    expect(panel!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(button!.x + button!.width + 1);

    // Best First lists by quality score (?ordering=best), with a toggle back to Newest.
    await openMenus.getByRole('button', { name: 'Best First' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ordering')).toBe('best');
    await expect.poll(() => openMenus.count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Best first', pressed: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Newest' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ordering')).toBe(null);

    // Signed out, "Add to My List" asks the reader to sign in.
    await triggers.nth(0).click();
    await openMenus.getByRole('button', { name: 'Add to My List' }).click();
    await page.waitForURL(`${t.origin}/login`);
    await page.close();
  });
});

describe('watch pages', () => {
  it.each(['watch_home', 'watch_mindset', 'watch_technology', 'watch_more', 'watch'])(
    '/%s/:id plays the video and keeps its side list in the family',
    async (family) => {
      const videoId = await firstVideoId('categories=technology');
      const title = (await t.app.inject(`/api/videos/${videoId}/`)).json<{ title: string }>().title;
      const page = await open(`/${family}/${videoId}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(title);
      // YouTube's player loads only when asked for, once the page has come to life.
      expect(await page.locator('iframe').count()).toBe(0);
      await waitForApp(page);
      await page.getByRole('link', { name: `Play ${title}` }).click();
      await expect
        .poll(() => page.locator('iframe').first().getAttribute('src'), { timeout: 15_000 })
        .toContain(`youtube-nocookie.com/embed/${videoId}`);
      const side = page.locator(`aside a[href^="/${family}/"]`);
      await expect.poll(() => side.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await page.locator(`aside a[href="/${family}/${videoId}"]`).count()).toBe(0);
      await page.close();
    },
  );

  it('offers no video twice beside the player: the side list leaves out those Up next shows', async () => {
    // Four new videos of one channel in one category: Up next offers more from the channel, and the side
    // list of a /watch/ page, the category's newest.
    const [videoId] = await insertVideos(
      t.database.db,
      [1, 2, 3, 4].map((n) => ({
        title: `Same channel, part ${n}`,
        channelId: 'UCsamechannel000000000',
        channelTitle: 'Same channel',
        assignedCategory: 'animals',
      })),
    );
    const page = await open(`/watch/${videoId}`);
    const ids = (section: string) =>
      page
        .locator(`aside section[aria-labelledby="${section}"] a[href^="/watch/"]`)
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!));
    await expect.poll(async () => (await ids('up-next-heading')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await ids('related-videos-heading')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const upNext = await ids('up-next-heading');
    const more = await ids('related-videos-heading');
    expect(more.filter((id) => upNext.includes(id))).toEqual([]);
    expect(more).not.toContain(videoId);
    await page.close();
  });

  it('the side list, which scrolls on its own, loads more within 33 px of its bottom', async () => {
    const videoId = await firstVideoId('categories=business');
    const page = await open(`/watch_more/${videoId}`);
    // The side list's own links (Up next sits above it in the same column).
    const side = page.locator('aside section[aria-labelledby="related-videos-heading"] a[href^="/watch_more/"]');
    // A page of 20, less the video playing and those Up next shows above (at most 6).
    await expect.poll(() => side.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(13);
    const before = await side.count();
    const scrollSideToBottomLess = (px: number) =>
      page.locator('aside').evaluate((aside, px) => {
        aside.scrollTop = aside.scrollHeight - aside.clientHeight - px;
      }, px);
    await scrollSideToBottomLess(100);
    await page.waitForTimeout(1000);
    expect(await side.count()).toBe(before);
    await scrollSideToBottomLess(20);
    await expect.poll(() => side.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    await page.close();
  });

  it('shares the video from its page: the phone’s share sheet where there is one, else the link copied', async () => {
    const videoId = await firstVideoId('categories=technology');
    const title = (await t.app.inject(`/api/videos/${videoId}/`)).json<{ title: string }>().title;
    const context = await t.browser.newContext({ ...PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.origin });
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    await page.goto(`${t.origin}/watch_home/${videoId}`);
    await waitForApp(page);
    const share = page.locator('main').getByRole('button', { name: 'Share', exact: true });
    // No share sheet here (Chromium on Linux has none): the link is copied, and the notice says so.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await share.click();
    await page.getByText('Link copied to the clipboard').waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${t.origin}/watch/${videoId}`);

    // A phone's browser with the Web Share API opens its sheet with the video's title and link.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData[] }).shared = [
            ...((window as unknown as { shared?: ShareData[] }).shared ?? []),
            data,
          ];
          return Promise.resolve();
        },
      });
    });
    await page.reload();
    await waitForApp(page);
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared))
      .toEqual([{ title, url: `${t.origin}/watch/${videoId}` }]);
    await context.close();
  });

  it('keeps a notice off a dialog opened after it: Save, then Report, leaves the dialog’s buttons in sight', async () => {
    const member = await signUp(t.app, t.database.db);
    const videoId = await firstVideoId('categories=business');
    // A small phone: the dialog fills the screen, its Cancel at the foot, where notices appear.
    const context = await t.browser.newContext({ ...PHONE, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    const login = await page.request.post(`${t.origin}/api/login/`, {
      data: { email: member.email, password: member.password },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${t.origin}/watch_home/${videoId}`);
    await waitForApp(page);
    const report = page.getByRole('button', { name: 'Report', exact: true });
    const dialog = page.getByRole('dialog');
    // The dialog's code and the member's report, fetched once beforehand: on a slow machine their first
    // arrival can take longer than the notice stays, and the check below needs the notice still there.
    await report.click({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 15_000 });
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click({ timeout: 15_000 });
    const notice = page.getByText('Added to My List');
    await notice.waitFor({ timeout: 10_000 });
    await report.click();
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor({ timeout: 10_000 });
    // The notice is still there (it stays four seconds)…
    expect(await notice.isVisible()).toBe(true);
    // …and what is drawn at the middle of each of the dialog's buttons is the dialog, not the notice. (Hit
    // testing finds what is drawn on top once every element takes pointers: while a dialog is open, the
    // page behind it, the notices included, takes none.)
    const hits = await dialog.evaluate((element) => {
      const everythingTakesPointers = document.createElement('style');
      everythingTakesPointers.textContent = '* { pointer-events: auto !important; }';
      document.head.append(everythingTakesPointers);
      const drawn = [...element.querySelectorAll('button')].map((button) => {
        button.scrollIntoView({ block: 'nearest' });
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return `${button.textContent || button.getAttribute('aria-label')}: ${element.contains(hit)}`;
      });
      everythingTakesPointers.remove();
      return drawn;
    });
    expect(hits.length).toBeGreaterThan(1);
    expect(hits.filter((hit) => !hit.endsWith('true'))).toEqual([]);
    await context.close();
  });

  it('tells a signed-out visitor who presses Save or Add to My List why they are asked to sign in', async () => {
    const videoId = await firstVideoId('categories=technology');
    for (const [lang, save, reason] of [
      ['en', 'Save', 'Sign in to save videos to My List'],
      ['sw', 'Hifadhi', 'Ingia ili kuhifadhi video kwenye Orodha Yangu'],
    ] as const) {
      const page = await open(`/watch_home/${videoId}?lang=${lang}`, PHONE);
      await waitForApp(page);
      await page.locator('main').getByRole('link', { name: save, exact: true }).click({ timeout: 15_000 });
      await page.waitForURL(`${t.origin}/login`);
      await expect.poll(() => page.getByText(reason).count(), { timeout: 10_000 }).toBe(1);
      await page.close();
    }
    // The card menu's Add to My List says the same.
    const page = await open('/languages/english', PHONE);
    await waitForApp(page);
    await page
      .getByRole('button', { name: /^More actions for/ })
      .first()
      .click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Add to My List' }).click();
    await page.waitForURL(`${t.origin}/login`);
    await expect.poll(() => page.getByText('Sign in to save videos to My List').count(), { timeout: 10_000 }).toBe(1);
    await page.close();
    // Not to a visitor who came to sign in of their own accord.
    const plain = await open('/login', PHONE);
    await plain.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
    expect(await plain.getByText('Sign in to save videos to My List').count()).toBe(0);
    await plain.close();
  });
});

/**
 * A stand-in for YouTube's IFrame API script (the real one cannot load offline): it records each
 * player it is asked to make and lets the test raise the player's events.
 */
const IFRAME_API_STUB = `
  window.__players = [];
  window.YT = {
    PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 },
    Player: function (element, options) {
      this.playVideo = () => {};
      this.getCurrentTime = () => 0;
      this.getDuration = () => 0;
      this.destroy = () => {};
      window.__players.push({ element, options, player: this });
    },
  };
  window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
`;

describe('the YouTube player', () => {
  it("plays here, not on YouTube, a press on play made while the page's script is still on its way", async () => {
    const videoId = await firstVideoId('categories=technology');
    const title = (await t.app.inject(`/api/videos/${videoId}/`)).json<{ title: string }>().title;
    const context = await t.browser.newContext(PHONE);
    const page = await context.newPage();
    // The app's code is held back, as on a slow phone network, until the still has been pressed.
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const leftFor: string[] = [];
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (url.startsWith('https://www.youtube.com/watch')) leftFor.push(url);
      if (!url.startsWith(t.origin)) return route.abort();
      if (new URL(url).pathname.endsWith('.js')) await arrived;
      return route.continue();
    });
    const watchUrl = `${t.origin}/watch/${videoId}`;
    await page.goto(watchUrl, { waitUntil: 'commit' });
    const play = page.getByRole('link', { name: `Play ${title}` });
    await play.tap();
    release();
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toBe(watchUrl);
    await waitForApp(page);
    const iframe = page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${videoId}?"]`);
    await expect.poll(() => iframe.count(), { timeout: 15_000 }).toBe(1);
    expect(new URL((await iframe.getAttribute('src'))!).searchParams.get('autoplay')).toBe('1');
    expect(page.url()).toBe(watchUrl);
    expect(leftFor).toEqual([]);
    expect(await page.locator('html').getAttribute('data-held-play')).toBeNull();
    await context.close();
  });

  it("gives a held press on play back to its link, to YouTube, when the page's script never arrives", async () => {
    const videoId = await firstVideoId('categories=technology');
    const context = await t.browser.newContext(PHONE);
    const page = await context.newPage();
    // The app's code is held back until the still has been pressed, then fails (a dropped connection).
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (!url.startsWith(t.origin)) return route.abort();
      if (new URL(url).pathname.endsWith('.js')) {
        await failed;
        return route.abort();
      }
      return route.continue();
    });
    await page.goto(`${t.origin}/watch/${videoId}`, { waitUntil: 'commit' });
    const play = page.locator(`a[data-play="${videoId}"]`);
    await play.tap();
    const toYouTube = page.waitForRequest((request) => request.url().startsWith('https://www.youtube.com/watch'));
    fail();
    expect((await toYouTube).url()).toBe(`https://www.youtube.com/watch?v=${videoId}`);
    await context.close();
  });

  it('sends YouTube the referrer its player requires, and explains a refused player with a link to YouTube', async () => {
    const videoId = await firstVideoId('categories=technology');
    const title = (await t.app.inject(`/api/videos/${videoId}/`)).json<{ title: string }>().title;
    const page = await t.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const embedRequests: { url: string; referer: string | undefined }[] = [];
    let apiRequests = 0;
    await page.route('**/*', async (route) => {
      const request = route.request();
      const url = request.url();
      if (url.startsWith(t.origin)) return route.continue();
      if (url === 'https://www.youtube.com/iframe_api') {
        apiRequests += 1;
        return route.fulfill({ contentType: 'text/javascript', body: IFRAME_API_STUB });
      }
      if (url.startsWith('https://www.youtube-nocookie.com/embed/')) {
        embedRequests.push({ url, referer: (await request.allHeaders())['referer'] });
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
      }
      return route.abort();
    });
    const response = await page.goto(`${t.origin}/watch/${videoId}`);
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // Until play is pressed the page shows the still, and nothing of YouTube's player is fetched.
    const play = page.getByRole('link', { name: `Play ${title}` });
    await play.waitFor({ timeout: 15_000 });
    await waitForApp(page);
    expect(apiRequests).toBe(0);
    expect(embedRequests).toEqual([]);
    await play.click();

    const iframe = page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${videoId}?"]`);
    await expect.poll(() => iframe.count(), { timeout: 15_000 }).toBe(1);
    expect(await iframe.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    const src = new URL((await iframe.getAttribute('src'))!);
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(t.origin);
    expect(src.searchParams.get('autoplay')).toBe('1');
    // The API was handed our own iframe, so the attribute was there before its first request.
    expect(
      await page.evaluate(
        () => (window as unknown as { __players: { element: Element }[] }).__players[0]!.element.tagName,
      ),
    ).toBe('IFRAME');
    await expect.poll(() => embedRequests.length, { timeout: 15_000 }).toBe(1);
    expect(embedRequests[0]!.referer).toBe(`${t.origin}/`);

    // YouTube refuses the embed (error 153): the viewer is told and can still watch on YouTube.
    await page.evaluate(() => {
      const [made] = (
        window as unknown as { __players: { options: { events: { onError(e: unknown): void } }; player: unknown }[] }
      ).__players;
      made!.options.events.onError({ target: made!.player, data: 153 });
    });
    const alert = page.getByRole('alert').filter({ hasText: "This video can't be played here" });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toContain('error 153');
    expect(await alert.getByRole('link', { name: /Watch on YouTube/ }).getAttribute('href')).toBe(
      `https://www.youtube.com/watch?v=${videoId}`,
    );
    await page.close();
  });
});

describe('live moderation', () => {
  /** A new video approved into Technology; its id. */
  const approveNew = async (title: string) => {
    const [id] = await insertVideos(t.database.db, [{ status: 'pending', approvedAt: null, title }]);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/approve/${id!}/`,
      headers: moderator.auth,
      payload: { assigned_category: 'technology' },
    });
    expect(approved.statusCode).toBe(200);
    return id!;
  };
  /** The home page counts the video under "1 new video" (not in the list yet) and shows it when pressed. */
  const showsOnRequest = async (page: Page, id: string) => {
    const button = page.getByRole('button', { name: '1 new video' });
    await expect.poll(() => button.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator(`a[href="/watch_home/${id}"]`).count()).toBe(0);
    await button.click();
    await expect.poll(() => page.locator(`a[href="/watch_home/${id}"]`).count(), { timeout: 15_000 }).toBe(1);
  };

  it('counts a newly approved video on an open home page, and shows it on request', async () => {
    // The lazily loaded socket has joined before the approval goes out.
    const page = await open('/', {}, { live: true });
    await expect.poll(() => cardLinks(page, 'watch_home').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const id = await approveNew('Live approval');
    await showsOnRequest(page, id);
    await page.close();
  });

  it('counts a video approved before the page could listen (its live code came late, as on a slow phone)', async () => {
    // The page is read and drawn; the code of its live connection is held back. A video approved meanwhile
    // reaches it once it connects: its first handshake asks for what it missed since the page started.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldChunks = 0;
    const page = await t.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await keepLocal(page, t.origin);
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes('engine.io')) {
        heldChunks += 1;
        await held;
      }
      await route.fulfill({ response, body });
    });
    const joined = socketJoined(page);
    // An instance younger than the page (and the handshake's 2 s allowance) would rightly answer "read again".
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 2500 - Date.now())));
    await page.goto(`${t.origin}/`, { waitUntil: 'commit' });
    await expect.poll(() => cardLinks(page, 'watch_home').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => heldChunks, { timeout: 15_000 }).toBe(1);

    const watcher = await t.connect();
    const id = await approveNew('Approved early');
    await expect
      .poll(() => watcher.events.some((e) => e.name === 'video:changed' && e.payload.video_id === id), {
        timeout: 15_000,
      })
      .toBe(true);
    watcher.close();
    release();
    await joined;
    await showsOnRequest(page, id);
    await page.close();
  });

  it('takes a deapproved video off an open list and its open watch page, and puts it back when restored', async () => {
    const [listed, watched] = await insertVideos(t.database.db, [
      { assignedCategory: 'business', title: 'Soon removed' },
      { assignedCategory: 'business', title: 'Watched then removed' },
    ]);
    // Inserted straight into the database, past the change notices that drop the server's cached answers
    // and pages (the business list was cached above): announce a change without a scope, as an import
    // does, and wait until the server's business list shows them.
    const redis = new Redis(t.redisUrl);
    await announceCatalogueChange(redis, t.prefix);
    redis.disconnect();
    await expect
      .poll(async () => (await t.app.inject('/business')).body.includes(`/watch_more/${listed}`), { timeout: 15_000 })
      .toBe(true);
    // Both pages' sockets have joined before the videos are taken off.
    const list = await open('/business', {}, { live: true });
    const card = list.locator(`a[href="/watch_more/${listed}"]`);
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    const watch = await open(`/watch/${watched}`, {}, { live: true });
    await expect
      .poll(() => watch.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe('Watched then removed');
    for (const id of [listed, watched]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/deapprove/${id}/`, headers: moderator.auth });
      expect(res.statusCode).toBe(200);
    }
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => watch.getByText('This video is no longer available').count(), { timeout: 15_000 }).toBe(1);
    expect(await watch.getByText(/A moderator has just taken it off/).count()).toBe(1);
    // Put back from the dustbin: the open watch page shows the video again, without a reload.
    const back = await t.app.inject({ method: 'POST', url: `/api/approve_again/${watched}/`, headers: moderator.auth });
    expect(back.statusCode, back.body).toBe(200);
    await expect
      .poll(() => watch.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe('Watched then removed');
    await list.close();
    await watch.close();
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe violations, light and dark', async () => {
    const videoId = await firstVideoId('categories=technology');
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    for (const [path, ready] of [
      ['/', 'main ul a[href^="/watch_home/"]'],
      ['/languages/english', 'main ul a[href^="/watch/"]'],
      [`/watch_home/${videoId}`, 'aside a[href^="/watch_home/"]'],
    ] as const) {
      await page.goto(`${t.origin}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 15_000 });
      expect(await seriousViolationsLightAndDark(page), path).toEqual([]);
    }
    await context.close();
  });
});
