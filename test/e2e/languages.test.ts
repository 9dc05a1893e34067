import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaOf } from '../../web/src/locales/areas.ts';
import { signUp } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { startBrowserApp, type BrowserApp } from '../support/browser-app.ts';
import { keepLocal, PHONE, waitForApp } from '../support/browser.ts';
import { insertVideos } from '../support/fixtures.ts';

let t: BrowserApp;

beforeAll(async () => {
  t = await startBrowserApp();
});
afterAll(async () => {
  await t?.close();
});

const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'en-US' };

async function open(path: string, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const context = await t.browser.newContext(options);
  const page = await context.newPage();
  page.on('close', () => void context.close());
  await keepLocal(page, t.origin);
  await page.goto(`${t.origin}${path}`);
  await waitForApp(page);
  return page;
}

const MESSAGE_IDS = Object.keys(
  JSON.parse(readFileSync(new URL('../../web/src/locales/en/messages.json', import.meta.url), 'utf8')) as object,
);

/** The catalogue's ids the page shows, as text or in a label: a screen whose words had not arrived. */
async function shownIds(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );
  return MESSAGE_IDS.filter((id) => new RegExp(`(^|[^\\w.])${id.replaceAll('.', '\\.')}($|[^\\w.])`).test(shown));
}

/** Opens `path` and returns the page with every script it fetched so far (and fetches later), as text. */
async function openRecordingScripts(path: string): Promise<{ page: Page; scripts: () => Promise<string> }> {
  const context = await t.browser.newContext(DESKTOP);
  const page = await context.newPage();
  page.on('close', () => void context.close());
  await keepLocal(page, t.origin);
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(`${t.origin}${path}`);
  await waitForApp(page);
  return { page, scripts: async () => (await Promise.all(bodies)).join('\n') };
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const langCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;

describe('Kiswahili and English', () => {
  it('switches the home page to Kiswahili in place: menus, cards, footer, <html lang>, and remembers it', async () => {
    const page = await open('/');
    expect(await htmlLang(page)).toBe('en');
    await page.getByRole('link', { name: 'Courses', exact: true }).first().waitFor();

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Kiswahili' }).click();

    await expect.poll(() => htmlLang(page)).toBe('sw');
    expect(await langCookie(page)).toBe('sw');
    // The address stays as it was: the switch works in place once the page has hydrated.
    expect(new URL(page.url()).search).toBe('');
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Kozi', exact: true }).waitFor();
    await header.getByRole('button', { name: 'Teknolojia', exact: true }).waitFor();
    expect(await header.getByRole('combobox').getAttribute('placeholder')).toBe('Tafuta video');
    await page.getByRole('heading', { name: 'Jifunze bila kelele' }).waitFor();
    await page.getByRole('heading', { name: 'Kwa nini FocusTube?' }).waitFor();
    // Every card says its channel in Swahili, and its menu button's name too.
    const firstCard = page.locator('section[aria-labelledby="home-videos-heading"] article').first();
    expect(await firstCard.locator('p', { hasText: 'Chaneli:' }).count()).toBe(1);
    expect(await firstCard.getByRole('button', { name: /^Vitendo zaidi vya / }).count()).toBe(1);
    const footer = page.locator('footer');
    await footer.getByRole('heading', { name: 'Viungo vya Haraka' }).waitFor();
    expect(await footer.textContent()).toContain('Haki zote zimehifadhiwa.');
    // The desktop menus' subcategories in Swahili (stored with the category tree), the addresses unchanged.
    await header.getByRole('button', { name: 'Teknolojia', exact: true }).click();
    const menu = page.locator('#menu-technology');
    await menu.getByRole('link', { name: 'Akili Bandia' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Akili Bandia' }).getAttribute('href')).toBe(
      '/technology/artificial-intelligence',
    );

    // A reload comes from the server in Swahili (the cookie), before any script runs.
    const reloaded = await page.reload();
    const html = (await reloaded!.text()).slice(0, 200_000);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="sw"/i);
    expect(html).toContain('Viungo vya Haraka');
    // The Swahili page's own address for search engines: the same path with ?lang=sw.
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/\?lang=sw"/);
    await waitForApp(page);
    expect(await htmlLang(page)).toBe('sw');
    expect(await seriousViolations(page)).toEqual([]);

    // Back to English with the same switch.
    await page.getByRole('navigation', { name: 'Lugha' }).getByRole('link', { name: 'English' }).click();
    await expect.poll(() => htmlLang(page)).toBe('en');
    await page.getByRole('heading', { name: 'Learn without the noise' }).waitFor();
    expect(await langCookie(page)).toBe('en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('gives a visitor’s page the public words only: the members’, moderators’ and info pages’ come only with their screens', async () => {
    const { page, scripts } = await openRecordingScripts('/?lang=sw');
    await page.getByRole('heading', { name: 'Jifunze bila kelele' }).waitFor();
    await page.locator('footer').getByRole('heading', { name: 'Viungo vya Haraka' }).waitFor();
    const fetched = await scripts();
    expect(fetched).toContain('Viungo vya Haraka');
    expect(MESSAGE_IDS.filter((id) => areaOf(id) !== 'public' && fetched.includes(`"${id}"`))).toEqual([]);
    expect(await shownIds(page)).toEqual([]);

    // An info page brings its own area, in the server's HTML and in the browser.
    await page.goto(`${t.origin}/aboutus`);
    await waitForApp(page);
    expect(await page.locator('main').textContent()).toContain(
      JSON.parse(readFileSync(new URL('../../web/src/locales/sw/messages.json', import.meta.url), 'utf8'))[
        'about.founderTitle'
      ],
    );
    expect(await shownIds(page)).toEqual([]);
    await page.close();
  });

  it('shows a watch page in Kiswahili, and the sign-in page’s own and the server’s errors', async () => {
    const page = await open('/?lang=sw');
    expect(await htmlLang(page)).toBe('sw');
    expect(await langCookie(page)).toBe('sw');
    await page.locator('section[aria-labelledby="home-videos-heading"] article a').first().click();
    await page.waitForURL(/\/watch/);
    await page.getByRole('heading', { level: 2, name: 'Video zaidi' }).waitFor();
    // The list under it may still be loading (the page was reached in the app, its data fetched now).
    await page
      .locator('main article p', { hasText: /^Chaneli: / })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Ingia ili kuripoti' }).waitFor();
    expect(await page.getByRole('link', { name: /^Cheza / }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Ingia ili kuripoti' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Ingia' }).waitFor();
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await page.getByText('Barua pepe inahitajika.').waitFor();
    await page.getByText('Nenosiri linahitajika.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong password: the server's problem detail comes back in Swahili (the client sends Accept-Language).
    const member = await signUp(t.app, t.database.db);
    await page.getByLabel('Barua pepe').fill(member.email);
    await page.getByLabel('Nenosiri', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await page.getByText('Jina la mtumiaji au nenosiri si sahihi').waitFor();

    // Signing in keeps the choice, and saves it to the account.
    await page.getByLabel('Nenosiri', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await page.waitForURL(/\/watch/);
    await page.getByRole('heading', { level: 2, name: 'Video zaidi' }).waitFor();
    expect(await htmlLang(page)).toBe('sw');
    await expect
      .poll(async () => {
        const me = await t.app.inject({ url: '/api/user/', headers: member.auth });
        return me.json<{ language: string | null }>().language;
      })
      .toBe('sw');
    await page.close();
  });

  it('follows a member to a new device: signing in where no language was chosen takes the account’s Kiswahili', async () => {
    const member = await signUp(t.app, t.database.db);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/',
      headers: member.auth,
      payload: { language: 'sw' },
    });
    expect(saved.statusCode).toBe(200);

    // A browser that asks for English and has never chosen: the sign-in page is English.
    const page = await open('/login');
    expect(await htmlLang(page)).toBe('en');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => htmlLang(page), { timeout: 15_000 }).toBe('sw');
    await page.getByRole('navigation', { name: 'Lugha' }).waitFor();
    expect(await langCookie(page)).toBe('sw');

    // The next page comes from the server in Kiswahili.
    await page.goto(`${t.origin}/`);
    await waitForApp(page);
    expect(await htmlLang(page)).toBe('sw');
    await page.close();
  });

  it('renders in Kiswahili for a browser that asks for it, and an unknown cookie falls back to English', async () => {
    const page = await open('/', { ...PHONE, locale: 'sw-TZ' });
    expect(await htmlLang(page)).toBe('sw');
    // The phone header has the switch too, beside the menu button.
    await page.getByRole('navigation', { name: 'Lugha' }).getByRole('link', { name: 'English' }).waitFor();
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Mwanzo' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();

    const answer = await fetch(`${t.origin}/`, { headers: { cookie: 'lang=xx', 'accept-language': 'fr' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('vary')).toMatch(/cookie/i);
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    const html = await answer.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('Quick Links');
    // Each language has an address search engines can keep: hreflang alternates name both.
    expect(html).toMatch(/<link rel="alternate" hrefLang="sw" href="[^"]*\/\?lang=sw"/i);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"?]*\/"/i);
  });
});

/** A signed-in browser (the refresh cookie restores the session) reading Kiswahili, on `path`. */
async function openSignedIn(account: { email: string; password: string }, path: string): Promise<Page> {
  const context = await t.browser.newContext(DESKTOP);
  const page = await context.newPage();
  await keepLocal(page, t.origin);
  const login = await page.request.post(`${t.origin}/api/login/`, {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`${t.origin}${path}`);
  await waitForApp(page);
  return page;
}

describe('the members’ and moderators’ screens in Kiswahili', () => {
  it('lets a moderator approve a video from the dashboard, with the toast in Swahili, axe clean', async () => {
    const moderator = await signUp(t.app, t.database.db, 'moderator');
    const title = `Somo la foleni ${Math.random().toString(36).slice(2, 8)}`;
    const [videoId] = await insertVideos(t.database.db, [
      {
        title,
        status: 'pending',
        approvedAt: null,
        assignedCategory: 'technology',
        createdAt: new Date(Date.UTC(2000, 0, 1)),
      },
    ]);
    const page = await openSignedIn(moderator, '/admin?lang=sw');
    expect(await htmlLang(page)).toBe('sw');
    await page.getByRole('heading', { level: 1, name: 'Paneli ya usimamizi' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Sehemu za usimamizi' });
    await sections.getByRole('link', { name: 'Zinazosubiri' }).waitFor();
    await sections.getByRole('link', { name: 'Pipa la taka' }).waitFor();
    await page.getByRole('button', { name: 'Idhinisha Zote' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Video zinazosubiri' }).waitFor();
    const card = page.locator('[data-queue-card]', { hasText: title });
    await card.waitFor();
    expect(await card.getByText('Chaneli: Fixture channel').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Idhinisha', exact: true }).click();
    const popover = page.getByRole('dialog', { name: `Idhinisha ${title}` });
    expect(await popover.getByLabel('Kategoria', { exact: true }).inputValue()).toBe('technology');
    await popover.getByRole('button', { name: 'Idhinisha video' }).click();

    // The server's message, asked for in Swahili, in the one toast system.
    const toasts = page.getByRole('region', { name: /Arifa/ });
    await expect.poll(() => toasts.getByText('Video imeidhinishwa.').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(0);
    const history = await t.app.inject({ url: `/api/videos/${videoId}/history/`, headers: moderator.auth });
    expect(history.json<{ results: { to: string | null }[] }>().results[0]?.to).toBe('approved');
    await page.context().close();
  });

  it('brings each screen’s words with it, in the language read and in one chosen on it, never showing an id', async () => {
    const moderator = await signUp(t.app, t.database.db, 'moderator');
    const page = await openSignedIn(moderator, '/?lang=sw');
    await page.getByRole('heading', { name: 'Jifunze bila kelele' }).waitFor();
    const accountMenu = () =>
      page.locator('header').getByRole('button', { name: /^Menyu ya akaunti ya |^Account menu for / });

    // From the public page to a moderator's screen in the browser: it renders once its words are in.
    await accountMenu().click();
    await page.locator('#user-menu').getByRole('link', { name: 'Usimamizi', exact: true }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Paneli ya usimamizi' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Sehemu za usimamizi' })
      .getByRole('link', { name: 'Pipa la taka' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Video zinazosubiri' }).waitFor();
    expect(await shownIds(page)).toEqual([]);

    // Switched on that screen: the moderators' words come in the new language too.
    await page.getByRole('navigation', { name: 'Lugha' }).getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin panel' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Moderation sections' })
      .getByRole('link', { name: 'Dustbin' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Pending videos' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await shownIds(page)).toEqual([]);

    // On to a member's screen, in English now.
    await accountMenu().click();
    await page.locator('#user-menu').getByRole('link', { name: 'My Learning', exact: true }).click();
    await page.waitForURL(/\/my-learning$/);
    await page.getByRole('heading', { level: 1, name: 'My Learning' }).waitFor();
    expect(await shownIds(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the account settings page in Kiswahili, its own checks included, axe clean', async () => {
    const member = await signUp(t.app, t.database.db);
    const page = await openSignedIn(member, '/settings?lang=sw');
    expect(await htmlLang(page)).toBe('sw');
    await page.getByRole('heading', { level: 1, name: 'Mipangilio ya akaunti' }).waitFor();
    expect(await page.getByLabel('Jina la mtumiaji').inputValue()).toBe(member.username);
    await page.getByLabel('Nenosiri jipya', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Futa Akaunti' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing typed in the current password: the page's own check, in Swahili.
    await page.getByRole('button', { name: 'Hifadhi Mipangilio' }).click();
    await page.getByText('Weka nenosiri lako la sasa ili kubadilisha akaunti yako.').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
