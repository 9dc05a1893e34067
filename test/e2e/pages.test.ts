import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/accounts.ts';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';
import { seriousViolationsLightAndDark } from '../support/axe.ts';
import { keepLocal, waitForApp } from '../support/browser.ts';
import { insertVideos } from '../support/fixtures.ts';

let t: BrowserApp;

beforeAll(async () => {
  // Every page load asks /api/token/refresh/ once; this file loads dozens a minute from one address.
  // Videos are inserted straight into the database here, past the change notices that clear the
  // server's cached pages and answers: nothing is cached, so each page shows what the database holds.
  t = await startBrowserApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', CATALOGUE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

async function openPage(path: string, options: { width?: number } = {}) {
  // A context of its own: each page starts signed out with no stored theme, in a light system setting.
  const context = await t.browser.newContext({
    colorScheme: 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  await page.goto(`${t.origin}${path}`);
  await waitForApp(page);
  return page;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function signInBrowser(page: Page) {
  const user = await signUp(t.app, t.database.db);
  // From the page's own context, so the refresh cookie lands in the browser; a reload signs it in.
  const login = await page.request.post(`${t.origin}/api/login/`, {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  await page.reload();
  // The server's HTML is a visitor's; the page is the member's once it has restored the session.
  await waitForApp(page);
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor({ timeout: 15_000 });
  return user;
}

/** Each page with what shows it rendered fully (content that arrives from the API included). */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/aboutus',
    ready: async (page) => {
      await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('About FocusTube');
      expect(await page.getByText(/50,000/).count()).toBeGreaterThan(0);
      expect(await page.getByText(/Computer Engineering student from Tanzania/).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Core features' }).count()).toBe(1);
    },
  },
  {
    path: '/faqs',
    ready: async (page) => {
      await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Frequently Asked Questions');
      expect(await page.locator('main details > summary').count()).toBe(10);
    },
  },
  {
    path: '/donate',
    ready: async (page) => {
      await expect.poll(() => page.getByRole('radio').count(), { timeout: 15_000 }).toBe(4);
      expect(await page.getByText(/100% of donations/).count()).toBe(1);
    },
  },
  {
    path: '/contribute',
    ready: async (page) => {
      await expect
        .poll(() => page.locator('main').getByRole('heading', { level: 2 }).allTextContents(), { timeout: 15_000 })
        .toEqual(['Suggest Videos or Categories', 'Volunteer with Skills', 'Spread the Word', 'Contact Us']);
    },
  },
  {
    path: '/contacts_us',
    ready: async (page) => {
      const site = (await t.app.inject('/api/site/')).json<{ contact_email: string }>();
      await expect
        .poll(() => page.locator('main').getByRole('link', { name: site.contact_email }).count(), { timeout: 15_000 })
        .toBe(1);
      expect(await page.locator('main').getByText('Online, Global').count()).toBe(1);
    },
  },
  {
    path: '/what_inside_focustube',
    ready: async (page) => {
      const links = page.getByRole('region', { name: 'Explore the pages' }).getByRole('link');
      await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(18);
      expect(await page.getByRole('region', { name: 'Key benefits' }).getByRole('listitem').count()).toBe(9);
    },
  },
  {
    path: '/vidoeguideline',
    ready: async (page) => {
      await expect.poll(() => page.locator('main article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await h1(page).textContent()).toBe('Explore FocusTube with easy video guidance');
    },
  },
  {
    path: '/myprofile',
    ready: async (page) => {
      await expect.poll(() => page.getByText(/sample profile/i).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByRole('heading', { name: 'Gift rewards' }).count()).toBe(1);
    },
  },
  {
    path: '/tailwind',
    ready: async (page) => {
      await expect.poll(() => page.locator('main li').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    },
  },
  {
    path: '/gifts',
    ready: async (page) => {
      await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Gift & Rewards');
      // Loaded: no gifts yet here, and somewhere to go meanwhile.
      await expect
        .poll(() => page.locator('main').getByRole('status').textContent())
        .toContain('No gift videos available at the moment.');
      expect(await page.locator('main').getByRole('status').getByRole('link').count()).toBe(2);
    },
  },
  {
    path: '/no/such/page',
    ready: async (page) => {
      await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe('Page not found');
      expect(await page.getByRole('link', { name: 'Go to FocusTube' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('searchbox', { name: 'Search videos' }).count()).toBe(1);
    },
  },
];

describe('static and content pages in Chromium', () => {
  // One test per page: each has its own time, so a slow machine does not fail the lot.
  it.each(PAGES)(
    'renders $path with its key content and no serious accessibility violations, light and dark',
    async ({ path, ready }) => {
      const page = await openPage(path);
      await ready(page);
      // The header and footer belong to the layout and are checked with it; these pages own <main>.
      expect(await seriousViolationsLightAndDark(page, 'main'), path).toEqual([]);
      await page.context().close();
    },
  );
});

describe('static and content pages in Chromium', () => {
  it('keeps one FAQ answer open at a time', async () => {
    const page = await openPage('/faqs');
    const questions = page.locator('main details > summary');
    await expect.poll(() => questions.count(), { timeout: 15_000 }).toBe(10);
    const expanded = () =>
      page
        .locator('main details')
        .evaluateAll((items) => items.map((item) => String((item as HTMLDetailsElement).open)));
    await questions.nth(0).click();
    expect((await expanded()).filter((v) => v === 'true')).toHaveLength(1);
    expect(await page.getByText(/moderators have reviewed and approved/).isVisible()).toBe(true);
    await questions.nth(6).click();
    const now = await expanded();
    expect(now[0]).toBe('false');
    expect(now[6]).toBe('true');
    expect(now.filter((v) => v === 'true')).toHaveLength(1);
    await questions.nth(6).click();
    expect((await expanded()).every((v) => v === 'false')).toBe(true);
    await page.context().close();
  });

  it('selects one donation tile and thanks the donor in a status message', async () => {
    const page = await openPage('/donate');
    const twenty = page.getByRole('radio', { name: /\$20/ });
    await twenty.check({ force: true });
    expect(await twenty.isChecked()).toBe(true);
    await page.getByText('Supports curation and reviews').click();
    expect(await page.getByRole('radio', { name: /\$10/ }).isChecked()).toBe(true);
    expect(await twenty.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await expect
      .poll(() => page.locator('main').getByRole('status').textContent())
      .toBe('Thank you! Redirecting to donation processing...');
    await page.context().close();
  });

  it('fits the contact page in a 320 px screen, in English and in Kiswahili', async () => {
    for (const path of ['/contacts_us', '/contacts_us?lang=sw']) {
      const page = await openPage(path, { width: 320 });
      await page.getByRole('log').waitFor();
      // Nothing scrolls sideways, and no card is wider than the screen.
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.documentElement;
        return { scrollWidth, clientWidth };
      });
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      const widest = await page
        .locator('main section')
        .evaluateAll((cards) => Math.max(...cards.map((card) => card.getBoundingClientRect().right)));
      expect(widest).toBeLessThanOrEqual(320);
      await page.context().close();
    }
  });

  it('answers the chat about a second later, and delivers a comment to the moderators', async () => {
    const page = await openPage('/contacts_us');
    const chat = page.getByRole('log', { name: 'Chat messages' });
    await page.getByRole('textbox', { name: 'Your chat message' }).fill('Is there a Swahili section?');
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => chat.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => chat.getByRole('listitem').count(), { interval: 50, timeout: 5_000 }).toBe(2);
    const waited = Date.now() - sentAt;
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(3_000);
    expect(await chat.getByRole('listitem').last().textContent()).toMatch(/^Admin: /);

    const text = `Please add more chemistry videos ${Date.now()}`;
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expect.poll(() => page.getByText('Name is required.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Neema');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('neema@example.com');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expect.poll(() => page.getByText(/Your comment has reached the FocusTube team/).count()).toBe(1);

    const moderator = await signUp(t.app, t.database.db, 'moderator');
    const inbox = await t.app.inject({ url: '/api/contact/', headers: moderator.auth });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json<{ results: { name: string; text: string }[] }>().results).toContainEqual(
      expect.objectContaining({ name: 'Neema', email: 'neema@example.com', text }),
    );
    await page.context().close();
  });

  it('filters guideline videos as the reader types', async () => {
    const first = (await t.app.inject('/api/guidelines/?page=1&page_size=20')).json<{ results: { title: string }[] }>()
      .results;
    expect(first.length).toBeGreaterThan(1);
    const page = await openPage('/vidoeguideline');
    const cards = page.locator('main article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const before = await cards.count();
    const title = first[0]!.title;
    await page.getByRole('searchbox', { name: 'Search guideline videos' }).fill(title);
    await expect.poll(() => cards.count()).toBeLessThan(before);
    expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Search guideline videos' }).fill('zzqx no such guideline');
    await expect.poll(() => page.getByText('No guideline videos found.').count()).toBe(1);
    await page.context().close();
  });

  it('sends signed-out visitors to sign in, and reveals the gift token to a signed-in user for good', async () => {
    const token = `GIFT-${Date.now()}`;
    const title = `A gifted lesson ${Date.now().toString(36)}`;
    await insertVideos(t.database.db, [{ title, giftToken: token }]);

    const page = await openPage('/gifts');
    const card = page.locator('article', { has: page.getByRole('heading', { name: title }) });
    const takeGift = card.getByRole('button', { name: 'Take your Gift' });
    await expect.poll(() => takeGift.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText(token).count()).toBe(0);
    await takeGift.click();
    await page.waitForURL(`${t.origin}/login`);

    await page.goto(`${t.origin}/gifts`);
    await signInBrowser(page);
    await expect.poll(() => takeGift.isEnabled(), { timeout: 15_000 }).toBe(true);
    await takeGift.click();
    await expect.poll(() => card.getByText(token).count()).toBe(1);
    expect(await takeGift.count()).toBe(0);
    // The keyboard's focus is on the code that took the button's place, not back at the page's start.
    const focused = () =>
      page.evaluate(() =>
        document.activeElement === document.body ? '' : (document.activeElement?.textContent ?? ''),
      );
    await expect.poll(focused).toContain(token);

    await page.reload();
    await expect.poll(() => card.getByText(token).count(), { timeout: 15_000 }).toBe(1);
    expect(await takeGift.count()).toBe(0);
    await page.context().close();
  });

  it('puts every FAQ answer in the HTML, each opening with a tap without JavaScript, in English and Kiswahili', async () => {
    const catalogue = (lang: string): Record<string, string> =>
      JSON.parse(readFileSync(new URL(`../../web/src/locales/${lang}/messages.json`, import.meta.url), 'utf8'));
    for (const lang of ['en', 'sw']) {
      const messages = catalogue(lang);
      // What a search engine reads: the server's HTML, every answer in it.
      const html = await (await fetch(`${t.origin}/faqs?lang=${lang}`)).text();
      const text = html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
      for (let n = 1; n <= 10; n += 1) expect(text, `faq.a${n} (${lang})`).toContain(messages[`faq.a${n}`]);

      const context = await t.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await keepLocal(page, t.origin);
      await page.goto(`${t.origin}/faqs?lang=${lang}`);
      const answer = page.getByText(messages['faq.a3']!);
      expect(await answer.isVisible()).toBe(false);
      await page.getByText(messages['faq.q3']!).click();
      expect(await answer.isVisible()).toBe(true);
      await context.close();
    }
  });
});
