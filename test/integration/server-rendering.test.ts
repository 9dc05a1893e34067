/**
 * Public pages as a search engine's crawler or a chat app's link preview reads them: the raw HTML the
 * server answers, no script run. Each page carries its content, its status, and the tags that say what
 * it is (title, description, canonical, Open Graph, Twitter card, JSON-LD). Parsed with jsdom's HTML
 * parser, as a crawler parses; no browser involved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { renderedPage } from '../support/rendered-page.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

const ORIGIN = 'https://learn.focustube.example';

let t: TestStack;
let moderator: SignedIn;
let shared: string | undefined;

beforeAll(async () => {
  t = await startTestStack({ APP_URL: `${ORIGIN}/` });
  moderator = await signUp(t.app, t.database.db, 'moderator');
  [shared] = await insertVideos(t.database.db, [
    {
      title: 'Photosynthesis <explained> & drawn',
      description: 'How plants turn light into sugar, in ten minutes.',
      channelTitle: 'Khan Academy',
      thumbnailUrl: 'https://i.ytimg.com/vi/abc/hqdefault.jpg',
      assignedCategory: 'technology',
      subcategory: 'ai-tools',
      durationSeconds: 754,
      publishedAt: new Date('2024-03-01T10:00:00Z'),
    },
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const page = (url: string) => renderedPage(t.app, url);

describe('a shared watch link, read by a chat app before anyone runs a script', () => {
  it('names the video, its description and thumbnail, as a video, at its canonical address', async () => {
    const p = await page(`/watch_technology/${shared}`);
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(p.title).toBe('Photosynthesis <explained> & drawn · FocusTube');
    expect(p.meta('og:type')).toBe('video.other');
    expect(p.meta('og:title')).toBe('Photosynthesis <explained> & drawn');
    expect(p.meta('og:description')).toBe('How plants turn light into sugar, in ten minutes.');
    expect(p.meta('description')).toBe('How plants turn light into sugar, in ten minutes.');
    expect(p.meta('og:image')).toBe('https://i.ytimg.com/vi/abc/hqdefault.jpg');
    expect(p.meta('og:site_name')).toBe('FocusTube');
    // Every family's page of the video names one address, the one the sitemap lists.
    expect(p.meta('og:url')).toBe(`${ORIGIN}/watch/${shared}`);
    expect(p.canonical).toBe(`${ORIGIN}/watch/${shared}`);
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.meta('twitter:image')).toBe('https://i.ytimg.com/vi/abc/hqdefault.jpg');
    expect(p.meta('robots')).toBeNull();
    // The title and its details are in the page itself, not only in the tags.
    expect(p.document.querySelector('h1')?.textContent).toBe('Photosynthesis <explained> & drawn');
    expect(p.main).toContain('Khan Academy');
    // The first page this server renders, and whole all the same: the phone menu's sheet, code that
    // loads on first use, is in it, not left for a script to fill.
    expect(p.res.body).not.toContain('<!--$!');
    expect(p.document.querySelector('#site-drawer a[href="/donate"]')).not.toBeNull();
  });

  it('describes the video for search engines as a schema.org VideoObject', async () => {
    const { jsonLd } = await page(`/watch/${shared}`);
    const video = jsonLd.find((d) => d['@type'] === 'VideoObject');
    expect(video).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Photosynthesis <explained> & drawn',
      description: 'How plants turn light into sugar, in ten minutes.',
      thumbnailUrl: ['https://i.ytimg.com/vi/abc/hqdefault.jpg'],
      uploadDate: '2024-03-01T10:00:00.000Z',
      duration: 'PT12M34S',
      embedUrl: `https://www.youtube-nocookie.com/embed/${shared}`,
      url: `${ORIGIN}/watch/${shared}`,
    });
  });

  it('carries the data it was rendered with, so the browser does not ask again', async () => {
    const { document } = await page(`/watch/${shared}`);
    const data = JSON.parse(document.getElementById('focustube-data')?.textContent ?? '{}') as {
      origin: string;
      hydrate: boolean;
      shippedMenus: number | null;
      queries: { queries: { queryKey: unknown[] }[] };
    };
    expect(data.origin).toBe(ORIGIN);
    expect(data.hydrate).toBe(true);
    expect(JSON.stringify(data.queries.queries.map((q) => q.queryKey))).toContain(shared);
    // The menus are the copy the app ships: left out, and said so (the browser puts its copy in their place).
    expect(data.shippedMenus).toBeGreaterThan(Date.now() - 60_000);
    expect(data.queries.queries.map((q) => q.queryKey[0])).not.toContain('categories');
    // The route's code is preloaded, not discovered after the entry runs.
    expect(document.querySelector('link[rel="modulepreload"][href*="/assets/watch-"]')).not.toBeNull();
  });
});

describe('every public page answers with its content and says what it is', () => {
  const pages: [url: string, title: string, heading: string][] = [
    ['/', 'FocusTube', 'Learn without the noise'],
    ['/technology/ai-tools', 'AI Tools · FocusTube', 'AI Tools'],
    ['/health/sleep', 'Sleep · FocusTube', 'Sleep'],
    ['/business', 'Business · FocusTube', 'Business'],
    ['/Quran/Quran', 'Quran · FocusTube', 'Quran'],
    ['/aboutus', 'About FocusTube · FocusTube', 'About FocusTube'],
    ['/faqs', 'FAQs · FocusTube', 'Frequently Asked Questions'],
    ['/donate', 'Donate · FocusTube', 'Support FocusTube'],
    ['/contribute', 'Contribute · FocusTube', 'Contribute to FocusTube'],
    ['/contacts_us', 'Contact Us · FocusTube', 'Contact Us'],
    ['/what_inside_focustube', "What's inside · FocusTube", "What's inside FocusTube"],
    ['/vidoeguideline', 'Video Guidelines · FocusTube', 'Explore FocusTube with easy video guidance'],
    ['/gifts', 'Gift & Rewards · FocusTube', 'Gift & Rewards'],
  ];
  it.each(pages)('%s', async (url, title, heading) => {
    const p = await page(url);
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['cache-control']).toBe('no-cache');
    expect(p.res.headers.etag).toBeTruthy();
    expect(p.title).toBe(title);
    expect(p.document.querySelector('h1')?.textContent).toContain(heading);
    expect(p.meta('description')?.length).toBeGreaterThan(20);
    expect(p.canonical).toBe(`${ORIGIN}${url === '/' ? '/' : url}`);
    expect(p.meta('og:url')).toBe(p.canonical);
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(p.document.documentElement.lang).toBe('en');
    // The header's menus and the footer are there too.
    expect(p.document.querySelector('header nav[aria-label="Categories"]')?.textContent).toContain('Technology');
    expect(p.document.querySelector('footer')).not.toBeNull();
  });

  it('lists the videos of a list in its HTML, with an ItemList for search engines', async () => {
    const p = await page('/technology/ai-tools');
    expect(p.main).toContain('Photosynthesis <explained> & drawn');
    const list = p.jsonLd.find((d) => d['@type'] === 'ItemList') as { itemListElement: { url: string }[] };
    expect(list.itemListElement.map((i) => i.url)).toContain(`${ORIGIN}/watch/${shared}`);
  });

  it('holds the visitors’ recommendations, so nothing moves in above the list or beside a video', async () => {
    const home = await page('/');
    const row = home.document.querySelector('section[aria-labelledby="recommended-heading"]');
    expect(row?.querySelectorAll('li a[href]').length).toBeGreaterThan(0);
    const watch = await page(`/watch/${shared}`);
    const upNext = watch.document.querySelector('section[aria-labelledby="up-next-heading"]');
    expect(upNext?.querySelectorAll('li a[href]').length).toBeGreaterThan(0);
    expect(upNext?.innerHTML).not.toContain(`/watch/${shared}"`);
  });

  it('names the organisation and its site search on the home page', async () => {
    const { jsonLd } = await page('/');
    const graph = (jsonLd[0]?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(graph.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'FocusTube', url: `${ORIGIN}/` });
    expect(graph.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      potentialAction: { target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` } },
    });
  });

  it('renders search results, kept out of search engines', async () => {
    const p = await page('/search?q=photosynthesis');
    expect(p.res.statusCode).toBe(200);
    expect(p.main).toContain('Photosynthesis <explained> & drawn');
    expect(p.meta('robots')).toBe('noindex');
    expect(p.canonical).toBeNull();
  });

  it('points a search that names a list, in English or Kiswahili, to that list, in the server’s HTML', async () => {
    const p = await page('/search?q=afya');
    expect(p.res.statusCode).toBe(200);
    const lists = p.document.querySelector('main nav[aria-label="Lists this search names"]');
    expect([...(lists?.querySelectorAll('a') ?? [])].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/health/health', 'Health'],
      ['/animals/health', 'Health (Animals)'],
    ]);
    const none = await page('/search?q=photosynthesis');
    expect(none.document.querySelector('main nav[aria-label="Lists this search names"]')).toBeNull();
  });

  it('leads a search that finds nothing somewhere: the courses and the home page', async () => {
    const p = await page('/search?q=zzqxv');
    expect(p.res.statusCode).toBe(200);
    expect(p.main).toContain('No videos match');
    const links = [...p.document.querySelectorAll('main [role="status"] a')].map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ]);
    expect(links).toEqual([
      ['/courses', 'Courses'],
      ['/', 'Home'],
    ]);
  });

  it('leads the gifts page somewhere while there are no gifts', async () => {
    const gifted = await t.database.db.execute(sql`select count(*)::int as n from videos where gift_token is not null`);
    expect((gifted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const p = await page('/gifts');
    expect(p.main).toContain('No gift videos available at the moment.');
    const links = [...p.document.querySelectorAll('main [role="status"] a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/courses', '/']);
  });

  it('serves one copy of a page however a link decorates it (tracking parameters change nothing)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: `/watch/${shared}` });
    const tracked = await t.app.inject({ method: 'GET', url: `/watch/${shared}?utm_source=whatsapp&fbclid=x1` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.headers.etag).toBe(plain.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `/watch/${shared}`,
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // A parameter a page reads only where it is read: Best First on a watch page, a course on a list, a
    // course's name past any a link would carry change nothing either.
    for (const url of [
      `/watch/${shared}?ordering=best`,
      `/watch/${shared}?course=${'x'.repeat(201)}`,
      `/watch/${shared}?course=`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).headers.etag, url).toBe(plain.headers.etag);
    }
    expect((await t.app.inject({ method: 'GET', url: '/business?course=a' })).headers.etag).toBe(
      (await t.app.inject({ method: 'GET', url: '/business' })).headers.etag,
    );
  });

  it('compresses pages for browsers that take it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('draws its icons from one sprite, kept like any built file, that holds every icon the page names', async () => {
    const { document } = await page('/');
    const refs = [...document.querySelectorAll('svg use')].map((use) => use.getAttribute('href') ?? '');
    expect(refs.length).toBeGreaterThan(10);
    const files = new Set(refs.map((ref) => ref.split('#')[0]!));
    expect([...files]).toHaveLength(1);
    const [file] = files;
    expect(file).toMatch(/^\/assets\/icons-\w+\.svg$/);
    const sprite = await t.app.inject({ method: 'GET', url: file!, headers: { 'accept-encoding': 'br' } });
    expect(sprite.statusCode).toBe(200);
    expect(sprite.headers['content-type']).toContain('image/svg+xml');
    expect(sprite.headers['content-encoding']).toBe('br');
    expect(sprite.headers['cache-control']).toContain('immutable');
    const plain = await t.app.inject({ method: 'GET', url: file! });
    const symbols = new Set(
      [...new JSDOM(plain.body, { contentType: 'image/svg+xml' }).window.document.querySelectorAll('symbol')].map(
        (symbol) => symbol.id,
      ),
    );
    for (const ref of new Set(refs)) expect(symbols, ref).toContain(ref.split('#')[1]);
  });

  it('gives no form that sends what a visitor typed the GET a browser without scripts would put in the address', async () => {
    // Without JavaScript a form submits itself: by GET, the name, email, message or password would land
    // in the address bar, the history and the server's logs. Only searches may.
    let forms = 0;
    const pages = ['/', '/contacts_us', '/donate', '/contribute', '/faqs', '/search'];
    for (const url of [...pages, '/login', '/registration', '/forgot-password']) {
      const p = await page(url);
      expect(p.res.statusCode, url).toBe(200);
      for (const form of p.document.querySelectorAll('form')) {
        forms += 1;
        const search = form.getAttribute('role') === 'search' && form.getAttribute('action') === '/search';
        expect(search || form.getAttribute('method') === 'post', `${url}: ${form.outerHTML.slice(0, 120)}`).toBe(true);
        // Pressed before the app takes over, a posted form would only come back empty (below): its submit
        // button waits for the app.
        if (!search)
          for (const button of form.querySelectorAll('button[type="submit"]'))
            expect(button.hasAttribute('disabled'), `${url}: ${button.outerHTML.slice(0, 120)}`).toBe(true);
      }
    }
    expect(forms).toBeGreaterThan(9);
    // Sent anyway, such a form comes back to its page (303), not to an API error in JSON.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/contacts_us',
      headers: { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Amina&email=amina%40example.com&text=Hello',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/contacts_us');
    // Back to this site only: a path that reads as another site's address (`//host`) goes home.
    for (const url of ['//evil.example/x']) {
      const away = await t.app.inject({ method: 'POST', url, headers: { accept: 'text/html' }, payload: '' });
      expect(away.statusCode, url).toBe(303);
      expect(away.headers.location, url).toBe('/');
    }
    // …and such a browser is told why a form does nothing there.
    expect((await page('/contacts_us')).res.body).toMatch(
      /<noscript><p [^>]*>You can read FocusTube without JavaScript\./,
    );
  });

  it('sends members’ and moderators’ screens as the app shell, for the browser to render', async () => {
    for (const url of ['/reset-password?token=abc', '/my-learning', '/settings', '/admin']) {
      const p = await page(url);
      expect(p.res.statusCode, url).toBe(200);
      expect(p.document.getElementById('root')?.children.length, url).toBe(0);
    }
  });

  it('renders the account forms someone arrives on from a link, kept out of search engines', async () => {
    for (const [url, heading, field] of [
      ['/login', 'Sign In', 'password'],
      ['/registration', 'Create your account', 'password2'],
      ['/forgot-password', 'Forgot your password?', 'email'],
    ] as const) {
      const p = await page(url);
      expect(p.res.statusCode, url).toBe(200);
      expect(p.document.querySelector('h1')?.textContent, url).toBe(heading);
      expect(p.document.querySelector(`form input[name="${field}"]`), url).not.toBeNull();
      expect(p.document.querySelector('meta[name="robots"]')?.getAttribute('content'), url).toContain('noindex');
      expect(p.document.title, url).toMatch(/FocusTube$/);
    }
  });

  it('says what the site is in the reader’s language, in the shell and in the manifest it names', async () => {
    const head = async (url: string, headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      const { document } = new JSDOM(res.body).window;
      return {
        lang: document.documentElement.lang,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      };
    };
    expect(await head('/my-learning', { cookie: 'lang=sw' })).toEqual({
      lang: 'sw',
      description: expect.stringContaining('Video za elimu zilizoidhinishwa na msimamizi'),
      manifest: '/manifest.sw.webmanifest',
    });
    expect(await head('/my-learning', {})).toEqual({
      lang: 'en',
      description: expect.stringContaining('Moderator-approved educational videos'),
      manifest: '/manifest.webmanifest',
    });
    expect((await head('/?lang=sw', {})).manifest).toBe('/manifest.sw.webmanifest');
  });
});

describe('pages that are not there say so with their status', () => {
  it('an unknown address is a 404 page, kept out of search engines', async () => {
    const p = await page('/no/such/page');
    expect(p.res.statusCode).toBe(404);
    expect(p.title).toBe('Page not found · FocusTube');
    expect(p.meta('robots')).toBe('noindex');
    expect(p.main).toContain('There is nothing at this address');
  });

  it('sends the addresses people guess for the account screens and the menu sections to them, for good', async () => {
    for (const [from, to] of [
      ['/signup', '/registration'],
      ['/Sign-Up/', '/registration'],
      ['/register?next=%2Fmy-learning', '/registration?next=%2Fmy-learning'],
      ['/signin', '/login'],
      ['/health', '/health/health'],
      ['/Mindset/', '/mindset/mindset'],
      ['/quran', '/Quran/Quran'],
    ]) {
      const res = await t.app.inject({ url: from!, headers: { accept: 'text/html' } });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('an unknown list is a 404 page, not an empty list', async () => {
    const p = await page('/category/no-such-category');
    expect(p.res.statusCode).toBe(404);
  });

  it('an unknown video is a 404, a malformed id a 400, a removed one 410 Gone', async () => {
    const unknown = await page('/watch/AAAAAAAAAAA');
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.meta('robots')).toBe('noindex');
    expect(unknown.main).toContain('This video is no longer available');

    const malformed = await page('/watch/not%20an%20id');
    expect(malformed.res.statusCode).toBe(400);
    expect(malformed.meta('robots')).toBe('noindex');
    // Not "no longer available": there never was a video at this address.
    expect(malformed.main).toContain('This link does not lead to a video');
    expect(malformed.main).not.toContain('no longer available');

    const [removed] = await insertVideos(t.database.db, [{ status: 'removed', approvedAt: null }]);
    const gone = await page(`/watch/${removed}`);
    expect(gone.res.statusCode).toBe(410);
    expect(gone.meta('robots')).toBe('noindex');
    // The browser renders it afresh rather than adopting an error it did not see.
    const data = JSON.parse(gone.document.getElementById('focustube-data')?.textContent ?? '{}') as {
      hydrate: boolean;
    };
    expect(data.hydrate).toBe(false);
  });
});

describe('pages follow moderation', () => {
  it('shows a video approved a moment ago, and answers 410 for one removed a moment ago', async () => {
    const [pending] = await insertVideos(t.database.db, [
      { status: 'pending', approvedAt: null, title: 'Fresh approval on the home page' },
    ]);
    const until = async (url: string, done: (body: string, status: number) => boolean) => {
      let res = await t.app.inject({ method: 'GET', url });
      for (let tries = 0; tries < 100 && !done(res.body, res.statusCode); tries += 1) {
        await new Promise((r) => setTimeout(r, 100));
        res = await t.app.inject({ method: 'GET', url });
      }
      return res;
    };
    // Rendered (and cached) before the approval.
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).not.toContain('Fresh approval on the home page');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/approve/${pending}/`,
      headers: moderator.auth,
      payload: { assigned_category: 'mindset', subcategory: null },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await until('/', (body) => body.includes('Fresh approval'))).body).toContain(
      'Fresh approval on the home page',
    );
    expect((await t.app.inject({ method: 'GET', url: `/watch/${pending}` })).statusCode).toBe(200);

    const deapprove = await t.app.inject({
      method: 'POST',
      url: `/api/deapprove/${pending}/`,
      headers: moderator.auth,
      payload: { reason: 'off topic' },
    });
    expect(deapprove.statusCode, deapprove.body).toBe(200);
    expect((await until(`/watch/${pending}`, (_, status) => status === 410)).statusCode).toBe(410);
  });
});
