/**
 * FocusTube installed and read offline, in Chromium against the real app and its built web app: the
 * web manifest and icons, how the service worker and its files are served, and a visitor who reads a
 * few pages, loses the network, and still reads them (or, for a page never read, gets the offline page
 * listing those that are kept).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/accounts.ts';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';

let t: BrowserApp;

beforeAll(async () => {
  t = await startBrowserApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string) => fetch(`${t.origin}${path}`);
const approved = async (query: string) =>
  (await t.app.inject(`/api/approved/?${query}`)).json<{ results: { video_id: string; title: string }[] }>().results;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A visitor's own browser profile: a context with a page that reports CSP violations and errors. */
async function visitor(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|ServiceWorker|service worker/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return { context, page, problems };
}

/** The URLs (path and query) the service worker keeps for offline reading. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('focustube-pages');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/**
 * The page's first video card of a watch family, once the app has taken over the server's HTML (React has
 * attached its props to it), so a press is followed inside the app; its address and its video's title.
 */
async function liveCard(page: Page, family: string) {
  const card = page.locator(`main a[href^="${family}"]`).first();
  await expect
    .poll(() => card.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactProps'))), {
      timeout: 15_000,
    })
    .toBe(true);
  const href = (await card.getAttribute('href'))!;
  const title = (await t.app.inject(`/api/videos/${href.split('/').pop()}/`)).json<{ title: string }>().title;
  return { card, href, title };
}

/**
 * The page registers the worker once idle (web/src/app/main.tsx calls registerServiceWorker()); the
 * worker takes control once installed with the shell.
 */
async function untilControlled(page: Page) {
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 })
    .catch(() => {
      throw new Error('No service worker took control of the page: does main.tsx call registerServiceWorker()?');
    });
}

describe('the installable app', () => {
  it('describes itself in a web manifest with the icons Chromium installs from', async () => {
    // One per language, for the installed app's description; the same app (`id`) in both.
    const [manifest, swahili] = await Promise.all(
      ['/manifest.webmanifest', '/manifest.sw.webmanifest'].map(async (path) => {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toMatch(/^application\/manifest\+json/);
        return (await res.json()) as Manifest & { lang: string; description: string };
      }),
    );
    expect({ ...swahili, lang: 'en', description: manifest!.description }).toEqual(manifest);
    expect(swahili).toMatchObject({ lang: 'sw', description: expect.stringContaining('Video za elimu') });
    expect(manifest).toMatchObject({
      id: '/',
      name: 'FocusTube',
      short_name: 'FocusTube',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
    });
    expect(manifest!.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest!.background_color).toMatch(/^#[0-9a-f]{6}$/);

    const icons = manifest!.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose ?? 'any'}`);
    expect(icons).toEqual(
      expect.arrayContaining([
        '192x192 image/png any',
        '512x512 image/png any',
        '512x512 image/png maskable',
        'any image/svg+xml any',
      ]),
    );
    for (const icon of manifest!.icons) {
      const file = await get(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}`));
      const bytes = Buffer.from(await file.arrayBuffer());
      if (icon.type === 'image/png') expect(pngSize(bytes), icon.src).toBe(icon.sizes);
    }
    const apple = await get('/icons/apple-touch-icon.png');
    expect(pngSize(Buffer.from(await apple.arrayBuffer()))).toBe('180x180');
  });

  it('serves the service worker as JavaScript, revalidated on every visit so a deploy reaches everyone', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(?:text|application)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    for (const path of ['/offline.html', '/offline.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('is installable in Chromium, with the page head naming its manifest, theme colours and touch icon', async () => {
    const { context, page } = await visitor();
    await page.goto(`${t.origin}/`);
    const head = await page.evaluate(() => ({
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      themes: Array.from(document.querySelectorAll('meta[name="theme-color"]'), (m) => m.getAttribute('media')),
      touch: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
    }));
    expect(head).toEqual({
      manifest: '/manifest.webmanifest',
      themes: ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'],
      touch: '/icons/apple-touch-icon.png',
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test context is a throwaway (incognito) profile, where Chromium installs nothing whatever the site.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await context.close();
  });
});

describe('reading offline', () => {
  it('keeps the pages a visitor read, serves them with the network cut, and lists them on the offline page', async () => {
    const { context, page, problems } = await visitor();
    const [watched, other] = await approved('categories=technology&page_size=2');

    await page.goto(`${t.origin}/`);
    await untilControlled(page);

    await page.goto(`${t.origin}/watch/${watched!.video_id}`);
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(watched!.title);
    await page.goto(`${t.origin}/technology/programming`);
    // A page reached inside the app, with no navigation the worker sees: the page tells it. The card is
    // followed once the app has taken over the server's HTML (React has attached its props to it).
    const { card, href: reachedInApp, title: reachedTitle } = await liveCard(page, '/watch_technology/');
    await card.click();
    await page.waitForURL(`${t.origin}${reachedInApp}`);
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(reachedTitle);

    const read = ['/', `/watch/${watched!.video_id}`, '/technology/programming', reachedInApp];
    await expect.poll(() => keptPages(page), { timeout: 15_000 }).toEqual(expect.arrayContaining(read));

    await context.setOffline(true);
    await page.goto(`${t.origin}/watch/${watched!.video_id}`);
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(watched!.title);

    // Never read: the offline page, listing what is kept, each under the title the visitor saw.
    const response = await page.goto(`${t.origin}/watch/${other!.video_id}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => heading(page).textContent()).toBe("You're offline");
    const list = page.getByRole('list');
    await expect.poll(() => list.getByRole('link').count()).toBe(read.length);
    const links = await list
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.querySelector('.title')?.textContent]));
    expect(links).toEqual(
      expect.arrayContaining([
        [`/watch/${watched!.video_id}`, watched!.title],
        [reachedInApp, reachedTitle],
        ['/technology/programming', expect.stringMatching(/programming/i)],
      ]),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => heading(page).textContent()).toBe("You're offline");

    // A kept page opens from the list.
    await list.locator(`a[href="${reachedInApp}"]`).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(reachedTitle);

    // Back online, the page asked for loads by itself.
    await page.goto(`${t.origin}/watch/${other!.video_id}`);
    await expect.poll(() => heading(page).textContent()).toBe("You're offline");
    await context.setOffline(false);
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(other!.title);

    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });

  it('says at once that a page followed inside the app is not kept offline, and loads it once the network is back', async () => {
    const { context, page, problems } = await visitor();
    await page.goto(`${t.origin}/business`);
    await untilControlled(page);
    const { card, href, title } = await liveCard(page, '/watch_more/');

    await context.setOffline(true);
    await card.click();
    await page.waitForURL(`${t.origin}${href}`);
    // Not a spinner until the network returns: the learner is told, within a few seconds.
    const alert = page.getByRole('alert').filter({ hasText: "You're offline" });
    await expect.poll(() => alert.count(), { timeout: 5000 }).toBe(1);
    expect(await page.getByText('Loading video…').count()).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(title);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });

  it('keeps no member’s or moderator’s screen or answer, and a file gone after a deploy is still a 404', async () => {
    const member = await signUp(t.app, t.database.db);
    const { context, page } = await visitor();
    await page.goto(`${t.origin}/`);
    await untilControlled(page);
    await page.goto(`${t.origin}/login`);
    await page.goto(`${t.origin}/admin`);

    const answers = await page.evaluate(async (authorization) => {
      const status = async (path: string, init?: RequestInit) => (await fetch(path, init)).status;
      return {
        missingAsset: await status('/assets/index-from-an-old-deploy.js'),
        queue: await status('/api/pending-videos/'),
        account: await status('/api/user/', { headers: { authorization } }),
        withToken: await status('/api/approved/?page_size=2', { headers: { authorization } }),
        publicList: await status('/api/approved/?page_size=1'),
      };
    }, member.auth.authorization);
    expect(answers).toEqual({ missingAsset: 404, queue: 401, account: 200, withToken: 200, publicList: 200 });

    const keptNow = () =>
      page.evaluate(async () => {
        const urls = async (name: string) =>
          (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
        return {
          pages: await urls('focustube-pages'),
          api: await urls('focustube-api'),
          assets: await urls('focustube-assets'),
        };
      });
    // The service worker stores an answer after handing it to the page, so the public list may land a moment later.
    await expect.poll(async () => (await keptNow()).api).toContain('/api/approved/?page_size=1');
    const kept = await keptNow();
    expect(kept.pages).not.toContain('/login');
    expect(kept.pages).not.toContain('/admin');
    expect(kept.api.filter((path) => !/^\/api\/(?:approved|videos|guidelines|categories|site)\b/.test(path))).toEqual(
      [],
    );
    expect(kept.api).not.toContain('/api/approved/?page_size=2');
    expect(kept.assets.some((path) => path.includes('old-deploy'))).toBe(false);
    await context.close();
  });
});
