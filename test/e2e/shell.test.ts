import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';
import { seriousViolationsLightAndDark } from '../support/axe.ts';
import { keepLocal, PHONE, waitForApp } from '../support/browser.ts';
import { signUp } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';

let t: BrowserApp;

beforeAll(async () => {
  t = await startBrowserApp();
});
afterAll(async () => {
  await t?.close();
});

const DESKTOP = { viewport: { width: 1280, height: 900 } };

async function open(path: string, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  // A context of its own per page: axe-core needs one, and it keeps storage apart.
  const context = await t.browser.newContext(options);
  const page = await context.newPage();
  page.on('close', () => void context.close());
  await keepLocal(page, t.origin);
  await page.goto(`${t.origin}${path}`);
  await waitForApp(page);
  return page;
}

/** A category group's summary in the phone drawer. */
const drawerGroup = (page: Page, name: string) =>
  page.locator('#site-drawer summary').filter({ has: page.getByText(name, { exact: true }) });

/**
 * What Chromium tells a screen reader about the drawer group `name`'s summary: its role (a summary is a
 * DisclosureTriangle, a button to the platform's accessibility API) and whether it is expanded.
 */
async function groupState(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: '#site-drawer summary',
    });
    for (const nodeId of nodeIds) {
      const [node] = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })).nodes;
      if (node?.name?.value !== name) continue;
      const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value;
      return { role: node.role?.value, expanded };
    }
    return undefined;
  } finally {
    await cdp.detach();
  }
}

const bodyScrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

describe('the site header', () => {
  it('opens a desktop dropdown listing the spec items, closes it outside, and navigates', async () => {
    const page = await open('/');
    // The menus are the browser's popovers: a list of links under their button, in the top layer.
    await page.getByRole('button', { name: 'Technology', exact: true }).click();
    const menu = page.locator('#menu-technology');
    await menu.waitFor();
    await expect.poll(() => menu.getByRole('link').count()).toBe(20);
    const items = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(items).toContain('/technology/ai-tools');
    expect(items).toContain('/technology/databases');
    expect(await bodyScrollLocked(page)).toBe(true);

    await page.mouse.click(1200, 700);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => bodyScrollLocked(page)).toBe(false);

    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.locator('#menu-more').waitFor();
    const more = await page
      .locator('#menu-more')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(more).toEqual([
      ['Quran', '/Quran/Quran'],
      ['Business', '/business'],
      ['Poverty', '/poverty'],
      ['Politics', '/politics'],
    ]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#menu-more').isVisible()).toBe(false);

    // Keyboard: open with Enter, move with the arrow keys (or Tab), follow with Enter.
    await page.getByRole('button', { name: 'Health', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.locator('#menu-health').waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Workouts');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Nutrition');
    // Followed in the page, not by loading a new document (the marker set on this one survives).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${t.origin}/health/nutrition`);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.close();
  });

  it('has a drawer below 1024 px that expands groups, locks the page and closes on navigation', async () => {
    const page = await open('/', PHONE);
    expect(await page.getByRole('button', { name: 'Technology', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    // The drawer's code loads on first open.
    await drawer.waitFor();
    for (const name of ['Home', 'Donate', 'FAQs', 'Contacts Us', 'inside FocusTube', 'Video Guidelines']) {
      expect(await drawer.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    expect(await bodyScrollLocked(page)).toBe(true);

    // A group is a <details>: its summary is read as a button, collapsed until pressed.
    const group = drawerGroup(page, 'Languages');
    await group.waitFor();
    expect(await groupState(page, 'Languages')).toEqual({ role: 'DisclosureTriangle', expanded: false });
    await group.click();
    await expect.poll(() => groupState(page, 'Languages')).toEqual({ role: 'DisclosureTriangle', expanded: true });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await drawer.getByRole('link', { name: 'Swahili', exact: true }).click();
    await page.waitForURL(`${t.origin}/languages/swahili`);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => bodyScrollLocked(page)).toBe(false);
    await page.close();
  });

  it('keeps the sticky header to two rows on a 320 px phone, the language switch then in the drawer', async () => {
    const page = await open('/', { ...PHONE, viewport: { width: 320, height: 640 } });
    const header = await page.locator('header').first().boundingBox();
    // The top row (menu, logo, theme, account) and the search box: not a third row.
    expect(header!.height).toBeLessThanOrEqual(125);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await expect.poll(() => drawer.getByRole('navigation', { name: 'Language' }).isVisible()).toBe(true);
    await page.close();
  });

  it('keeps a drawer opened before the page came to life open, a modal once it does', async () => {
    const context = await t.browser.newContext(PHONE);
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    // The page's code is held back, as on a slow network: the menu button works from the HTML alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // (A module script held back holds DOMContentLoaded too: the page is read, not waited for.)
    await page.goto(`${t.origin}/`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect.poll(() => page.locator('#site-drawer').evaluate((el) => el.matches(':popover-open'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await waitForApp(page);
    await expect.poll(() => page.locator('main').evaluate((el) => !!el.closest('[inert]'))).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest('#site-drawer'))).toBe(true);
    await context.close();
  });

  it('makes the phone drawer a modal: focus inside it, Tab kept in it, the page behind inert', async () => {
    const page = await open('/', PHONE);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const focusInDrawer = () => page.evaluate(() => !!document.activeElement?.closest('#site-drawer'));
    await expect.poll(focusInDrawer).toBe(true);
    // Everything beside the drawer is inert: the header's other controls, the page, the footer.
    const inert = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => !!el.closest('[inert]'));
    await expect.poll(() => inert('main')).toBe(true);
    expect(await inert('footer')).toBe(true);
    expect(await inert('header input')).toBe(true);
    expect(await inert('#site-drawer')).toBe(false);
    // Tab goes round inside the drawer, both ways, never into the page behind.
    const stops = await drawer.evaluate(
      (el) => [...el.querySelectorAll('a[href], button')].filter((e) => e.getClientRects().length > 0).length,
    );
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer()).toBe(true);
    }
    await drawer.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDrawer()).toBe(true);
    // …onto its last control.
    expect(
      await drawer.evaluate((el) => {
        const shown = [...el.querySelectorAll('a[href], button')].filter((e) => e.getClientRects().length > 0);
        return shown[shown.length - 1] === document.activeElement;
      }),
    ).toBe(true);
    // Escape closes it, the page comes back to life and focus is back on the menu button.
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    // So does the close button.
    await menuButton.click();
    await expect.poll(focusInDrawer).toBe(true);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
    await page.close();
  });

  it('cleans what is typed, suggests videos, and opens the chosen one with the keyboard', async () => {
    const page = await open('/');
    const box = page.getByRole('combobox', { name: 'Search videos' });
    await box.pressSequentially('clim!@');
    expect(await box.inputValue()).toBe('clim');
    const options = page.getByRole('option');
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    const suggestions = (await t.app.inject('/api/suggestions?query=clim')).json<{ id: string }[]>();
    await box.press('ArrowDown');
    const firstOption = await options.first().getAttribute('id');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(firstOption);
    await box.press('Enter');
    await page.waitForURL(`${t.origin}/video_input/${suggestions[0]!.id}`);
    await page.close();
  });

  it('searches on Enter and shows ranked results with their count', async () => {
    const page = await open('/');
    const box = page.getByRole('combobox', { name: 'Search videos' });
    await box.fill('climate');
    await box.press('Enter');
    await page.waitForURL(`${t.origin}/search?q=climate`);
    const { count } = (await t.app.inject('/api/search?q=climate&page_size=1')).json<{ count: number }>();
    expect(count).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('main').getByRole('status').first().textContent(), { timeout: 10_000 })
      .toMatch(/\d+ videos?|More than/);
    expect(await page.locator('main a[href^="/watch/"]').count()).toBeGreaterThan(0);
    expect(await box.inputValue()).toBe('climate');
    await page.close();
  });

  it('offers the signed-out account menu of the spec', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'My Profile menu' }).click();
    const menu = page.locator('#user-menu');
    await menu.waitFor();
    await expect.poll(() => menu.getByText('My Profile').count()).toBe(1);
    const items = await menu
      .getByRole('link')
      // The spec's items; the language switch (its own nav, last) is not one of them.
      .evaluateAll((links) =>
        links.filter((a) => !a.closest('nav')).map((a) => [a.textContent, a.getAttribute('href')]),
      );
    expect(items).toEqual([
      ['Login', '/login'],
      ['Register', '/registration'],
      ['Contacts Us', '/contacts_us'],
      ['Inside FocusTube', '/what_inside_focustube'],
      ['Video Guidelines', '/vidoeguideline'],
      ['FAQs', '/faqs'],
      ['Donate', '/donate'],
    ]);
    expect(await menu.getByText('Moderation').count()).toBe(0);
    await page.close();
  });

  it('remembers dark mode across a reload', async () => {
    const page = await open('/', { ...DESKTOP, colorScheme: 'light' });
    const isDark = async () => ((await page.locator('html').getAttribute('class')) ?? '').split(/\s+/).includes('dark');
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await isDark()).toBe(true);
    await page.reload();
    expect(await isDark()).toBe(true);
    await page.close();
  });

  it('searches from the header without JavaScript (Opera Mini, data savers): a plain form to /search', async () => {
    const context = await t.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    await page.goto(`${t.origin}/aboutus`);
    const box = page.getByRole('combobox', { name: 'Search videos' });
    await box.fill('climate');
    await box.press('Enter');
    await page.waitForURL(`${t.origin}/search?q=climate`);
    expect(await page.locator('h1').textContent()).toBe('Results for “climate”');
    expect(await page.locator('main a[href^="/watch/"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('opens a drawer category group without JavaScript, its links reachable', async () => {
    const context = await t.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    await page.goto(`${t.origin}/aboutus`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page.locator('#site-drawer a[href="/technology/ai-tools"]');
    expect(await link.isVisible()).toBe(false);
    await drawerGroup(page, 'Technology').click();
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(`${t.origin}/technology/ai-tools`);
    await context.close();
  });

  it('makes the play control a link to the video on YouTube without JavaScript', async () => {
    const { video_id: videoId, title } = (await t.app.inject('/api/approved/?categories=technology&page_size=1')).json<{
      results: { video_id: string; title: string }[];
    }>().results[0]!;
    const context = await t.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    await page.goto(`${t.origin}/watch/${videoId}`);
    const play = page.getByRole('link', { name: `Play ${title}` });
    expect(await play.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${videoId}`);
    expect(await play.getAttribute('target')).toBeNull();
    // Followed in this tab (YouTube itself is out of reach here: the request is what counts).
    const request = page.waitForRequest((req) => req.url().startsWith('https://www.youtube.com/watch'));
    await play.click({ noWaitAfter: true });
    expect((await request).url()).toBe(`https://www.youtube.com/watch?v=${videoId}`);
    await context.close();
  });

  it('keeps the rest of the query in the language links without JavaScript: a search stays a search', async () => {
    const context = await t.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    await page.goto(`${t.origin}/search?q=climate&lang=en`);
    const swahili = page.locator('header').getByRole('link', { name: 'SW Kiswahili', exact: true }).first();
    expect(await swahili.getAttribute('href')).toBe('?q=climate&lang=sw');
    await swahili.click();
    await page.waitForURL(`${t.origin}/search?q=climate&lang=sw`);
    expect(await page.locator('h1').textContent()).toBe('Matokeo ya “climate”');
    await context.close();
  });

  it('starts the empty search page from lists that lead somewhere, not example words, in English and Kiswahili', async () => {
    for (const [lang, name, first, words] of [
      ['en', 'Lists to start from', 'Mind_Set', /javascript|climate/i],
      ['sw', 'Orodha za kuanzia', 'Mtazamo', /javascript|hali ya hewa/i],
    ] as const) {
      const page = await open(`/search?lang=${lang}`, PHONE);
      const lists = page.locator('main').getByRole('navigation', { name });
      const links = lists.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      expect(await page.locator('main').textContent()).not.toMatch(words);
      await links.first().click();
      await page.waitForURL(`${t.origin}/mindset/mindset`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
        .toContain(first);
      await page.close();
    }
  });
});

describe('addresses the server redirects for good (PAGE_ALIASES), reached inside the app', () => {
  it('leads a menu section and a guessed account address to its page in place, query kept, not to "Page not found"', async () => {
    const page = await open('/faqs', PHONE);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    for (const [from, to, heading] of [
      ['/health', '/health/health', 'Health'],
      ['/Mindset/', '/mindset/mindset', 'Mind_Set'],
      ['/technology?ordering=best', '/technology/technology?ordering=best', 'Technology'],
      ['/quran', '/Quran/Quran', 'Quran'],
      ['/signup', '/registration', 'Create your account'],
      ['/sign-in?next=%2Fmy-learning', '/login?next=%2Fmy-learning', 'Sign In'],
    ]) {
      // As the back and forward buttons do: the router's navigation, no new document.
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, from!);
      await expect.poll(() => page.url(), { message: from }).toBe(`${t.origin}${to}`);
      await expect.poll(() => page.locator('h1').first().textContent(), { message: from }).toBe(heading);
    }
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // Each alias gave way to its page in the history: Back goes to the page before, not to the alias again.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${t.origin}/registration`);
    await page.close();
  });
});

describe('scroll positions', () => {
  it('opens a page typed or linked from elsewhere at the top, and a reloaded one where it was', async () => {
    // My Learning with a dozen saved videos: a page the browser renders, long enough to scroll on a phone.
    const member = await signUp(t.app, t.database.db);
    const saved = await insertVideos(
      t.database.db,
      Array.from({ length: 12 }, (_, i) => ({ title: `Saved for later ${i}`, assignedCategory: 'health' })),
    );
    for (const videoId of saved) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/my-list/',
        headers: member.auth,
        payload: { video_id: videoId },
      });
      expect(added.statusCode).toBe(201);
    }
    const context = await t.browser.newContext(PHONE);
    const page = await context.newPage();
    await keepLocal(page, t.origin);
    const login = await page.request.post(`${t.origin}/api/login/`, {
      data: { email: member.email, password: member.password },
    });
    expect(login.ok()).toBe(true);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const myList = page.getByRole('link', { name: 'Saved for later 11' });

    // A page read half-way down, then My Learning from a bookmark or a link from a chat: a new page, from its top.
    await page.goto(`${t.origin}/faqs`);
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(scrollY).toBe(600);
    await page.goto(`${t.origin}/my-learning`);
    await waitForApp(page);
    await myList.waitFor();
    // The list is there: a position to restore would have been applied by now.
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);

    // A reload keeps the reader's place.
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(scrollY).toBe(700);
    await page.reload();
    await waitForApp(page);
    await myList.waitFor();
    await expect.poll(scrollY).toBe(700);
    await context.close();
  });
});

describe('the site footer', () => {
  it('links home, to real in-page sections, to the contact details and to six networks in new tabs', async () => {
    const page = await open('/faqs');
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'FocusTube', exact: true }).getAttribute('href')).toBe('/');
    for (const [name, hash] of [
      ['About Us', '#about'],
      ['Privacy Policy', '#privacy'],
      ['Terms of Service', '#terms'],
      ['FAQs', '#faq'],
    ] as const) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(hash);
      expect(await page.locator(hash).count()).toBe(1);
    }
    const { contact_email: email, contact_phone: phone } = (await t.app.inject('/api/site/')).json<{
      contact_email: string;
      contact_phone: string;
    }>();
    await expect.poll(() => footer.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(await footer.getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await footer.getByText('Online, Global').count()).toBe(1);
    expect(await footer.getByText('© 2025 FocusTube').count()).toBe(1);

    for (const network of ['Facebook', 'Twitter', 'Instagram', 'YouTube', 'TikTok', 'Threads']) {
      const link = footer.getByRole('link', { name: new RegExp(`on ${network}`) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#privacy');
    await expect.poll(() => page.locator('#privacy').isVisible()).toBe(true);
    await page.close();
  });
});

describe('accessibility', () => {
  for (const path of ['/', '/search?q=climate']) {
    it(`has no serious or critical axe violations on ${path}, light and dark`, async () => {
      const page = await open(path);
      await page.locator('main a[href]').first().waitFor({ timeout: 15_000 });
      await page.locator('footer a[href^="mailto:"]').waitFor();
      expect(await seriousViolationsLightAndDark(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('a tab left open across a deploy', () => {
  it('reloads into the new build when a screen of the old one is gone, instead of breaking', async () => {
    const context = await t.browser.newContext(DESKTOP);
    const page = await context.newPage();
    let removed = 0;
    let loads = 0;
    let documents = 0;
    page.on('load', () => (loads += 1));
    // Until the page reloads, every request for the sign-in screen's chunk (a preload as well as the import)
    // finds it removed by a deploy (the server's real answer for an asset it no longer has); from the
    // reload's own request for the page on, the same file loads, as the new build's would.
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (!url.startsWith(t.origin)) return route.abort();
      if (route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()) documents += 1;
      if (/\/assets\/account-login-[^/]+\.js$/.test(url) && documents < 2) {
        removed += 1;
        const gone = await route.fetch({ url: `${t.origin}/assets/account-login-from-an-old-deploy.js` });
        return route.fulfill({ response: gone });
      }
      return route.continue();
    });
    await page.goto(`${t.origin}/`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'My Profile menu' }).click();
    await page.locator('#user-menu').getByRole('link', { name: 'Login' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: /log ?in|sign ?in/i }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(removed).toBeGreaterThanOrEqual(1);
    // The server renders the sign-in page: its heading shows before the new document's load event.
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
    expect(documents).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/login');
    // …and the new build's sign-in screen works: the app has taken it over.
    await waitForApp(page);
    await page.getByLabel('Email', { exact: true }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Password is required.').count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});
