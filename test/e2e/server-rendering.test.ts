/**
 * The public site in Chromium as a visitor on a phone gets it: readable with JavaScript off (the
 * server's HTML alone), and, with JavaScript on, taken over by the app without a hydration error, a
 * second fetch of the data already in the page, or a flash of the wrong theme.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';
import { keepLocal, PHONE, waitForApp } from '../support/browser.ts';
import { eq } from 'drizzle-orm';
import { schema } from '@focustube/core';
import { insertVideos } from '../support/fixtures.ts';

let t: BrowserApp;
let videoId: string | undefined;
/** A published course whose only lesson is `videoId`. */
const COURSE = `rendered-course-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await startBrowserApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  [videoId] = await insertVideos(t.database.db, [
    {
      title: 'Rendered on the server',
      description: 'A video whose page reads without JavaScript.',
      assignedCategory: 'technology',
      subcategory: 'ai-tools',
    },
  ]);
  const db = t.database.db;
  const [course] = await db
    .insert(schema.courses)
    .values({ slug: COURSE, title: 'A course rendered on the server', status: 'published', publishedAt: new Date() })
    .returning({ id: schema.courses.id });
  const [video] = await db
    .select({ id: schema.videos.id })
    .from(schema.videos)
    .where(eq(schema.videos.videoId, videoId!));
  await db.insert(schema.courseLessons).values({ courseId: course!.id, videoId: video!.id, position: 1 });
});

/** Pages whose query string changes what they show: each is rendered with it, not as the page without. */
const PAGES_WITH_A_QUERY = () => [
  `/watch/${videoId}?course=${COURSE}`,
  '/business?ordering=best',
  '/courses?category=languages',
];
afterAll(async () => {
  await t?.close();
});

const PUBLIC_PAGES: [path: string, heading: string | RegExp][] = [
  ['/', 'Learn without the noise'],
  ['/technology/ai-tools', 'AI Tools'],
  ['/health/sleep', 'Sleep'],
  ['/Quran/Quran', 'Quran'],
  ['/business', 'Business'],
  ['/aboutus', 'About FocusTube'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/donate', 'Support FocusTube'],
  ['/contribute', 'Contribute to FocusTube'],
  ['/contacts_us', 'Contact Us'],
  ['/what_inside_focustube', "What's inside FocusTube"],
  ['/vidoeguideline', 'Explore FocusTube with easy video guidance'],
  ['/gifts', 'Gift & Rewards'],
  ['/search?q=rendered', /Results for/],
  ['/login', 'Sign In'],
  ['/registration', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/no/such/page', 'Page not found'],
];

async function openPhone(options: { javaScript?: boolean; colorScheme?: 'light' | 'dark' } = {}) {
  const context = await t.browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    colorScheme: options.colorScheme ?? 'light',
    ...PHONE,
  });
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  return page;
}

describe('with JavaScript off', () => {
  it('every public page shows its content, title and description', async () => {
    const page = await openPhone({ javaScript: false });
    for (const [path, heading] of PUBLIC_PAGES) {
      await page.goto(`${t.origin}${path}`);
      const h1 = await page.locator('h1').first().textContent();
      if (typeof heading === 'string') expect(h1, path).toBe(heading);
      else expect(h1, path).toMatch(heading);
      expect(await page.title(), path).toMatch(/FocusTube$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
    }
    await page.context().close();
  });

  it('a list and a watch page show their videos', async () => {
    const page = await openPhone({ javaScript: false });
    await page.goto(`${t.origin}/technology/ai-tools`);
    expect(await page.getByText('Rendered on the server').count()).toBeGreaterThan(0);
    await page.goto(`${t.origin}/watch/${videoId}`);
    expect(await page.locator('h1').textContent()).toBe('Rendered on the server');
    expect(await page.getByText('A video whose page reads without JavaScript.').count()).toBe(1);
    // Opened from its course, the same video's page says where it sits in it.
    await page.goto(`${t.origin}/watch/${videoId}?course=${COURSE}`);
    expect(await page.getByRole('navigation', { name: 'Course', exact: true }).textContent()).toContain(
      'Lesson 1 of 1',
    );
    // Best First is its own list, in the server's HTML too (its toggle says which is on).
    await page.goto(`${t.origin}/business?ordering=best`);
    expect(await page.getByRole('button', { name: 'Best first', pressed: true }).count()).toBe(1);
    await page.context().close();
  });
});

/** Errors a page reports: uncaught ones and console errors other than blocked outside requests. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

describe('with JavaScript on', () => {
  it('hydrates every public page with no error, and asks the API for nothing the page already has', async () => {
    const page = await openPhone();
    const errors = watchErrors(page);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/\/api\/(approved|videos|categories|site|search|guidelines|gift-all|courses)/.test(url))
        dataRequests.push(url);
    });
    for (const path of [...PUBLIC_PAGES.map(([path]) => path), `/watch/${videoId}`, ...PAGES_WITH_A_QUERY()]) {
      dataRequests.length = 0;
      await page.goto(`${t.origin}${path}`, { waitUntil: 'networkidle' });
      expect(errors, path).toEqual([]);
      expect(dataRequests, path).toEqual([]);
    }
    await page.context().close();
  });

  // 17 pages on a phone with a 4× slower processor, each waited for twice: about 40 s on a quiet machine,
  // over a minute while the other suites share its two cores.
  // Retried twice: under the CI's full load a rare shift shows, each time on another page and element
  // (the header's right-hand group on /donate, /health/sleep or /, the search box's icon), never when run
  // alone nor under a CPU load of its own, nor with the user menu's code held back 4 s; one run of 27 November,
  // on a machine at about half speed, saw it in both tries. A shift the code makes happens on every run and
  // still fails all three.
  it(
    'takes over every public page without moving anything on it (no layout shift on a phone), and no still shows as a broken image',
    { retry: 2, timeout: 180_000 },
    async () => {
      const page = await openPhone();
      // A phone's slower processor (as Lighthouse's phone profile): the server's HTML is on screen a while
      // before the app takes it over, as it is for a reader, so a difference between the two shows as a shift.
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Every shift not caused by the reader, from the first paint: what CLS adds up.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            // What moved, from where to where (x,y w×h), and when after the navigation began.
            const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
            const moved = entry.sources.map(
              (s) =>
                `${rect(s.previousRect)} → ${rect(s.currentRect)} ${(s.node instanceof Element ? s.node.outerHTML : String(s.node?.textContent)).slice(0, 120)}`,
            );
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const [path] of [...PUBLIC_PAGES, [`/watch/${videoId}`, '']]) {
        await page.goto(`${t.origin}${path}`, { waitUntil: 'networkidle' });
        await waitForApp(page);
        // The session is known (a signed-out visitor here) and the page's idle-time code is in.
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts), path).toEqual(
          [],
        );
        // YouTube's stills cannot load here (as offline, or blocked): each falls back to its placeholder,
        // those that failed before the app was listening too. Polled for a few seconds: on a busy machine
        // (a test run beside others, the phone's CPU slowed 4×) the placeholders' render can come a moment
        // after the network is quiet; a still that stays broken fails.
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                [...document.images]
                  .filter((img) => img.complete && img.naturalWidth === 0 && img.getClientRects().length > 0)
                  .map((img) => img.currentSrc || img.src),
              ),
            { message: path, timeout: 10_000 },
          )
          .toEqual([]);
      }
      await page.context().close();
    },
  );

  it("keeps YouTube's stills that load: none is taken for failed and replaced by its placeholder", async () => {
    const page = await openPhone();
    // A still of YouTube's size (480×360): a smaller one would have no natural width at the srcset's density.
    const still =
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#8a9"/></svg>';
    await page.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: still }),
    );
    for (const path of ['/', `/watch/${videoId}`]) {
      await page.goto(`${t.origin}${path}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const stills = await page.evaluate(() => {
        const shown = [...document.images].filter((img) => img.src.includes('i.ytimg.com'));
        return {
          cards: document.querySelectorAll('article').length,
          cardImages: document.querySelectorAll('article img').length,
          loaded: shown.filter((img) => img.complete && img.naturalWidth > 0 && !img.hidden).length,
          brokenOrHidden: shown.filter((img) => img.complete && (img.naturalWidth === 0 || img.hidden)).length,
        };
      });
      expect(stills.cards, path).toBeGreaterThan(0);
      expect(stills.cardImages, path).toBe(stills.cards);
      expect(stills.loaded, path).toBeGreaterThan(0);
      expect(stills.brokenOrHidden, path).toBe(0);
    }
    await page.context().close();
  });

  it('is live once hydrated: the menu opens and links navigate in the page', async () => {
    const page = await openPhone();
    await page.goto(`${t.origin}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect.poll(() => page.getByRole('dialog').getByRole('link', { name: 'Donate' }).isVisible()).toBe(true);
    await page.getByRole('dialog').getByRole('link', { name: 'Donate' }).tap();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Support FocusTube');
    expect(await page.title()).toBe('Donate · FocusTube');
    await page.context().close();
  });

  it('keeps a dark-mode visitor dark from the first paint through hydration, and the switch works', async () => {
    const page = await openPhone({ colorScheme: 'dark' });
    const errors = watchErrors(page);
    await page.goto(`${t.origin}/faqs`, { waitUntil: 'commit' });
    await page.waitForSelector('h1');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.waitForLoadState('networkidle');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.tap();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Goes to `path` inside the app, as the back and forward buttons do: the router's navigation, no new document. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

describe('a watch link shared in a chat with something after its id', () => {
  it('lands on the video at its clean address, opened afresh or reached inside the app', async () => {
    const page = await openPhone();
    for (const [from, to] of [
      [`/watch_home/${videoId}.`, `/watch_home/${videoId}`],
      [`/watch/${videoId}%20`, `/watch/${videoId}`],
      [`/watch/${videoId})`, `/watch/${videoId}`],
      [`/watch/${videoId}&t=30?course=${COURSE}`, `/watch/${videoId}?course=${COURSE}`],
    ]) {
      await page.goto(`${t.origin}${from}`);
      expect(page.url(), from).toBe(`${t.origin}${to}`);
      expect(await page.locator('h1').textContent(), from).toBe('Rendered on the server');
    }
    // Inside the app (a step back or forward through the history): the router follows the same rule, in place.
    await page.goto(`${t.origin}/faqs`);
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await navigateInApp(page, `/watch_more/${videoId}.`);
    await expect.poll(() => page.url()).toBe(`${t.origin}/watch_more/${videoId}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Rendered on the server');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The address with the junk is not kept in the history: Back leaves the video.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${t.origin}/faqs`);
    await page.context().close();
  });
});
