import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import type { CategoryTree, Problem, User } from '@focustube/contracts';
import { schema } from '@focustube/core';
import { signUp } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
/** Searches allowed per minute in this app: low, to reach the 429 quickly. */
const SEARCHES = 2;

beforeAll(async () => {
  t = await startTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCHES) });
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}
const sw = { 'accept-language': 'sw' };

function expectProblemIn(res: Awaited<ReturnType<typeof get>>, status: number, language: 'en' | 'sw') {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.headers['content-language']).toBe(language);
  expect(String(res.headers.vary)).toMatch(/accept-language/i);
  return res.json<Problem>();
}

describe('problem details in the language of Accept-Language', () => {
  it('a 404 in Kiswahili, and in English without the header', async () => {
    const swahili = expectProblemIn(await get('/api/approved/Zz9Zz9Zz9Zz/', sw), 404, 'sw');
    expect(swahili.title).toBe('Haipatikani');
    expect(swahili.detail).toBe('Hakuna video iliyoidhinishwa yenye kitambulisho "Zz9Zz9Zz9Zz". Huenda imeondolewa.');
    const english = expectProblemIn(await get('/api/approved/Zz9Zz9Zz9Zz/'), 404, 'en');
    expect(english.title).toBe('Not Found');
    expect(english.detail).toBe('No approved video has the id "Zz9Zz9Zz9Zz". It may have been removed.');

    // An address with no route at all.
    const noRoute = expectProblemIn(await get('/api/no-such-place/?x=1', sw), 404, 'sw');
    expect(noRoute.title).toBe('Haipatikani');
    expect(noRoute.detail).toBe('Hakuna GET /api/no-such-place/ hapa. API imeelezwa kwenye /api/docs.');
    expect(expectProblemIn(await get('/api/no-such-place/'), 404, 'en').detail).toBe(
      'There is no GET /api/no-such-place/ here. The API is described at /api/docs.',
    );
  });

  it('a validation 400 with every field message in Kiswahili', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: sw,
      payload: { username: 'a', email: 'not-an-email', password: 'short', password2: '' },
    });
    const body = expectProblemIn(res, 400, 'sw');
    expect(body.title).toBe('Ombi Batili');
    expect(body.errors).toEqual({
      username: ['Jina la mtumiaji lazima liwe na angalau herufi 3.'],
      email: ['Weka anwani sahihi ya barua pepe.'],
      password: ['Nenosiri lazima liwe na angalau herufi 8.'],
      password2: ['Thibitisha nenosiri lako.', 'Manenosiri hayalingani.'],
    });
    expect(body.detail).toContain('Jina la mtumiaji lazima liwe na angalau herufi 3.');
    // zod's stock issue (an unknown field type), written out by the API in Kiswahili too.
    const stock = expectProblemIn(
      await t.app.inject({ method: 'POST', url: '/api/login/', headers: sw, payload: { email: 5, password: 'x' } }),
      400,
      'sw',
    );
    expect(stock.errors?.email?.[0]).toMatch(/^(Sehemu ya email lazima iwe maandishi\.|Barua pepe inahitajika\.)$/);
    // An unknown category, its message built with the list of the real ones.
    const category = expectProblemIn(await get('/api/approved/?categories=hisabati&page=1', sw), 400, 'sw');
    expect(category.errors?.categories?.[0]).toMatch(/^Hakuna kategoria "hisabati"\. Kategoria zilizopo ni: mindset, /);
  });

  it('a 409 in Kiswahili', async () => {
    // The only admin cannot delete their account (no other admin exists in this database).
    const admins = await t.database.db.select().from(schema.users).where(eq(schema.users.role, 'admin'));
    expect(admins).toEqual([]);
    const admin = await signUp(t.app, t.database.db, 'admin');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: { ...admin.auth, ...sw },
      payload: { password: admin.password },
    });
    expect(expectProblemIn(res, 409, 'sw').detail).toBe(
      'Wewe ndiye msimamizi mkuu pekee. Mfanye mtu mwingine kuwa msimamizi mkuu kabla ya kufuta akaunti yako.',
    );
  });

  it('a 401 in Kiswahili', async () => {
    const body = expectProblemIn(await get('/api/user/', sw), 401, 'sw');
    expect(body.title).toBe('Hujaingia');
    expect(body.detail).toBe('Ingia ili uendelee.');
  });

  it('a 429 in Kiswahili, its wait counted in the language’s plural', async () => {
    for (let i = 0; i < SEARCHES; i++) expect((await get(`/api/search?q=maji${i}`, sw)).statusCode).toBe(200);
    const res = await get('/api/search?q=maji', sw);
    const body = expectProblemIn(res, 429, 'sw');
    expect(body.title).toBe('Maombi Mengi Mno');
    expect(body.detail).toMatch(/^Kuna utafutaji mwingi mno kutoka mtandao huu\. Jaribu tena baada ya sekunde \d+\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const english = expectProblemIn(await get('/api/search?q=maji'), 429, 'en');
    expect(english.detail).toMatch(/^Too many searches from this network\. Try again in \d+ seconds?\.$/);
  });

  it.each([
    ['sw-TZ;q=0.9, en;q=0.8', 'sw'],
    ['sw-KE', 'sw'],
    ['en-GB,en;q=0.9,sw;q=0.5', 'en'],
    ['fr-FR, de;q=0.8', 'en'],
    ['xx-YY;q=banana,,;', 'en'],
  ])('Accept-Language %j answers in %s', async (header, language) => {
    const body = expectProblemIn(await get('/api/user/', { 'accept-language': header }), 401, language as 'en' | 'sw');
    expect(body.detail).toBe(language === 'sw' ? 'Ingia ili uendelee.' : 'Sign in to continue.');
  });

  it('never serves one language’s text to a reader of the other, cached or not', async () => {
    // The detail route caches its answers: the 404 must not be kept in one language for both.
    for (const round of [1, 2]) {
      expect(expectProblemIn(await get('/api/videos/Qq1Qq1Qq1Qq/', sw), 404, 'sw').detail, `round ${round}`).toMatch(
        /^Hakuna video/,
      );
      expect(expectProblemIn(await get('/api/videos/Qq1Qq1Qq1Qq/'), 404, 'en').detail, `round ${round}`).toMatch(
        /^No approved video/,
      );
    }
    // Cached answers that carry no language text are the same bytes for everyone, labels in both languages.
    const swahili = await get('/api/categories', sw);
    const english = await get('/api/categories');
    expect(swahili.body).toBe(english.body);
    expect(swahili.headers['content-language']).toBeUndefined();
  });
});

describe('moderation, courses and jobs in the language of Accept-Language', () => {
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('an approval’s success message, and the 409 of a moderator who came second, name who acted in Kiswahili', async () => {
    const [amina, baraka] = await Promise.all([
      signUp(t.app, t.database.db, 'moderator'),
      signUp(t.app, t.database.db, 'moderator'),
    ]);
    const [id] = await insertVideos(t.database.db, [
      { status: 'pending', approvedAt: null, assignedCategory: 'technology' },
    ]);
    const approved = await post(`/api/approve/${id}/`, { ...amina.auth, ...sw });
    expect(approved.statusCode).toBe(200);
    expect(approved.headers['content-language']).toBe('sw');
    expect(String(approved.headers.vary)).toMatch(/accept-language/i);
    expect(approved.json()).toMatchObject({ message: 'Video imeidhinishwa.', video: { status: 'approved' } });
    const late = await post(`/api/remove/${id}/`, { ...baraka.auth, ...sw }, { reason: 'Nje ya mada' });
    const body = expectProblemIn(late, 409, 'sw');
    expect(body.title).toBe('Mgongano');
    expect(body.detail).toBe(`Video hii tayari imeidhinishwa na ${amina.username}.`);
    // The same conflict in English, word for word as before.
    const english = expectProblemIn(await post(`/api/remove/${id}/`, baraka.auth, { reason: 'Off topic' }), 409, 'en');
    expect(english.detail).toBe(`This video was already approved by ${amina.username}.`);
  });

  it('a course’s 409 says who changed it and how long ago in Kiswahili, through Intl’s relative time', async () => {
    const [amina, baraka] = await Promise.all([
      signUp(t.app, t.database.db, 'moderator'),
      signUp(t.app, t.database.db, 'moderator'),
    ]);
    const videoIds = await insertVideos(t.database.db, [
      { title: 'Somo la kwanza', assignedCategory: 'health', subcategory: 'sleep' },
    ]);
    const made = await post('/api/moderation/courses/', amina.auth, {
      title: `Usingizi bora ${Math.random().toString(36).slice(2, 7)}`,
      assigned_category: 'health',
      subcategory: 'sleep',
      video_ids: videoIds,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { slug } = made.json<{ slug: string }>();
    const edit = (who: typeof amina, headers: Record<string, string>, description: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/moderation/courses/${slug}/`,
        headers: { ...who.auth, ...headers },
        payload: { version: 1, description },
      });
    expect((await edit(amina, {}, 'Maneno ya Amina.')).statusCode).toBe(200);
    // Amina's change was two and a half minutes ago.
    await t.database.db
      .update(schema.courseLog)
      .set({ createdAt: new Date(Date.now() - 150_000) })
      .where(eq(schema.courseLog.slug, slug));
    const swahili = expectProblemIn(await edit(baraka, sw, 'Maneno ya Baraka.'), 409, 'sw');
    expect(swahili.detail).toBe(
      `${amina.username} amebadilisha kozi hii dakika 2 zilizopita: ipakie upya ili uone mabadiliko yake.`,
    );
    const english = expectProblemIn(await edit(baraka, {}, 'Baraka’s words.'), 409, 'en');
    expect(english.detail).toBe(`${amina.username} changed this course 2 minutes ago: reload it to see their changes.`);
  });

  it('a job’s start (202) in Kiswahili, and in English as before', async () => {
    const amina = await signUp(t.app, t.database.db, 'moderator');
    const [id] = await insertVideos(t.database.db, [
      { status: 'pending', approvedAt: null, assignedCategory: 'technology' },
    ]);
    const swahili = await post('/api/bulk-approve/', { ...amina.auth, ...sw }, { video_ids: [id] });
    expect(swahili.statusCode, swahili.body).toBe(202);
    expect(swahili.headers['content-language']).toBe('sw');
    expect(swahili.json()).toMatchObject({ message: 'Inaidhinisha video zinazosubiri…' });
    const english = await post('/api/bulk-approve/', amina.auth, { video_ids: [id] });
    expect(english.statusCode).toBe(202);
    expect(english.headers['content-language']).toBe('en');
    expect(english.json()).toMatchObject({ message: 'Approving the pending videos…' });
  });
});

describe('a member’s language', () => {
  it('is null (follow the browser) at first, set without a password, shown by GET /api/user/, and refused when unknown', async () => {
    const member = await signUp(t.app, t.database.db);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/', headers: member.auth })).json<User>();
    expect((await me()).language).toBeNull();
    const patch = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PATCH', url: '/api/user/', headers: { ...member.auth, ...headers }, payload });

    const set = await patch({ language: 'sw' });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ user: User }>().user.language).toBe('sw');
    expect((await me()).language).toBe('sw');

    const unknown = await patch({ language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Problem>().errors).toEqual({
      language: ['Choose a language: en (English), sw (Kiswahili), or null to follow the browser.'],
    });
    const unknownSw = await patch({ language: 'klingon' }, sw);
    expect(unknownSw.json<Problem>().errors?.language).toEqual([
      'Chagua lugha: en (Kiingereza), sw (Kiswahili), au null ili kufuata kivinjari.',
    ]);
    expect((await me()).language).toBe('sw');

    // Changing the username still needs the current password.
    const noPassword = await patch({ username: `${member.username}_x` });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json<Problem>().errors?.current_password).toEqual([
      'Enter your current password to change your account.',
    ]);

    expect((await patch({ language: null })).json<{ user: User }>().user.language).toBeNull();
  });

  it('chooses the language of the password-reset mail; without one, the request’s does', async () => {
    const reset = async (email: string, headers: Record<string, string> = {}) => {
      const before = t.app.mailer.recent.length;
      const res = await t.app.inject({ method: 'POST', url: '/api/password-reset/', headers, payload: { email } });
      expect(res.statusCode).toBe(202);
      await expect.poll(() => t.app.mailer.recent.slice(before).find((m) => m.to === email)).toBeTruthy();
      return { answer: res, mail: t.app.mailer.recent.slice(before).find((m) => m.to === email)! };
    };
    const chose = await signUp(t.app, t.database.db);
    await t.app.inject({ method: 'PATCH', url: '/api/user/', headers: chose.auth, payload: { language: 'sw' } });
    // The request is English (no header), the member chose Kiswahili: the mail is in Kiswahili.
    const stored = await reset(chose.email);
    expect(stored.mail.subject).toBe('Weka upya nenosiri lako la FocusTube');
    expect(stored.mail.text).toContain(`Habari ${chose.username},`);
    expect(stored.mail.text).toContain('ndani ya dakika 60 ili uchague nenosiri jipya');
    // The link opens the page in the mail's language, on a device that has never seen FocusTube too.
    expect(stored.mail.text).toMatch(/\/reset-password\?token=[\w-]+&lang=sw\b/);
    expect(stored.answer.json<{ message: string }>().message).toBe(
      'If an account uses that email, we have sent it a link to reset the password.',
    );

    const follows = await signUp(t.app, t.database.db);
    const asked = await reset(follows.email, { 'accept-language': 'sw-TZ,en;q=0.5' });
    expect(asked.mail.subject).toBe('Weka upya nenosiri lako la FocusTube');
    expect(asked.answer.headers['content-language']).toBe('sw');
    expect(asked.answer.json<{ message: string }>().message).toBe(
      'Ikiwa kuna akaunti inayotumia barua pepe hiyo, tumeitumia kiungo cha kuweka upya nenosiri.',
    );
    const english = await reset(follows.email);
    expect(english.mail.subject).toBe('Reset your FocusTube password');
    expect(english.mail.text).toContain('Open this link within 60 minutes to choose a new password:');
    expect(english.mail.text).toMatch(/\/reset-password\?token=[\w-]+&lang=en\b/);

    // The Swahili link works like the English one.
    const token = /\/reset-password\?token=([\w-]+)/.exec(stored.mail.text)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm/',
      headers: sw,
      payload: { token, password: 'mango-river-lantern-7', password2: 'mango-river-lantern-7' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ message: string }>().message).toBe('Nenosiri lako limewekwa upya. Tafadhali ingia.');
  });
});

describe('category labels in both languages', () => {
  it('are stored with the tree and answered as labels: { en, sw }, label staying English', async () => {
    const tree = (await get('/api/categories')).json<CategoryTree>();
    const technology = tree.results.find((c) => c.slug === 'technology')!;
    expect(technology.label).toBe('Technology');
    expect(technology.labels).toEqual({ en: 'Technology', sw: 'Teknolojia' });
    const languages = tree.results.find((c) => c.slug === 'languages')!;
    expect(languages.labels.sw).toBe('Lugha');
    const names = Object.fromEntries(languages.subcategories.map((s) => [s.slug, s.labels.sw]));
    expect(names).toMatchObject({
      english: 'Kiingereza',
      swahili: 'Kiswahili',
      arabic: 'Kiarabu',
      french: 'Kifaransa',
    });
    expect(tree.results.find((c) => c.slug === 'mindset')!.labels).toEqual({ en: 'Mind_Set', sw: 'Mtazamo' });
    expect(tree.results.find((c) => c.slug === 'quran')!.labels.sw).toBe('Kurani');
    // Every category and subcategory has its own Swahili label, not a copy of the English one
    // (names that read the same in both: JavaScript, Yoga, Blockchain, Hoteli aside).
    const same = tree.results
      .flatMap((c) => [c, ...c.subcategories])
      .filter((c) => c.labels.sw === c.labels.en && !['JavaScript', 'Yoga', 'Blockchain'].includes(c.labels.en));
    expect(same).toEqual([]);
    const missing = await t.database.db.select().from(schema.categories).where(isNull(schema.categories.labelSw));
    expect(missing).toEqual([]);
  });
});
