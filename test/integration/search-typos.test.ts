/**
 * Search in both languages, and typos forgiven by the Meilisearch/Typesense rule: one typo in a word of
 * 5 letters or more, two from 9, none below 5. The words are held out of the demo catalogue: each test
 * approves its own videos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { schema } from '@focustube/core';
import type { SearchPage, Suggestion } from '@focustube/contracts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { insertVideos } from '../support/fixtures.ts';

let t: TestApp;
const v = schema.videos;

beforeAll(async () => {
  // Every answer from the database: the tests change the catalogue without announcing it.
  t = await startTestApp({ CATALOGUE_CACHE_TTL_MS: '0' });
  await insertVideos(t.database.db, [
    { title: 'The narwhal and its tusk', description: 'Arctic whales up close.' },
    { title: 'Kinkajou nights in the rainforest', description: 'A honey bear that is not a bear.' },
    { title: 'Tardigrades survive almost anything', description: 'Water bears under the microscope.' },
    { title: 'Zebu cattle of the highlands', description: 'Humped cattle and the people who keep them.' },
    { title: 'Jifunze Kiingereza kwa Kiswahili', description: 'Masomo ya msingi kwa wanaoanza.' },
    { title: 'Historia ya Tanzania', description: 'Kutoka Tanganyika na Zanzibar hadi leo.' },
    { title: 'Learn to juggle three balls', description: 'Start with one, then two.' },
    { title: 'A quick HTML5 crash course', description: 'Tags and pages.' },
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function search(q: string): Promise<SearchPage> {
  const res = await t.app.inject(`/api/search?${new URLSearchParams({ q })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchPage>();
}
async function suggest(query: string): Promise<string[]> {
  const res = await t.app.inject(`/api/suggestions?${new URLSearchParams({ query })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Suggestion[]>().map((s) => s.title);
}
const titles = (page: SearchPage) => page.results.map((r) => r.title);
const rows = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('typos in search', () => {
  it('forgives one typo in a word of 5 to 8 letters, and says what it searched for', async () => {
    for (const typo of ['narwhol', 'narwal', 'nawrhal', 'narrwhal', 'Kinkajuo']) {
      const page = await search(typo);
      expect(page.did_you_mean, typo).toMatch(/^(narwhal|kinkajou)$/);
      expect(page.count, typo).toBeGreaterThan(0);
    }
    const page = await search('narwhol tusk');
    expect(page.did_you_mean).toBe('narwhal tusk');
    expect(titles(page)).toEqual(['The narwhal and its tusk']);
  });

  it('finds the demo catalogue\'s "Extreme" from "Exteme"', async () => {
    const page = await search('Exteme');
    expect(page.did_you_mean).toBe('extreme');
    expect(titles(page)[0]).toMatch(/extreme/i);
    // English stems: "extremely" and "extremes" are the same word.
    expect(page.results.every((r) => /extrem/i.test([r.title, r.description, ...r.tags].join(' ')))).toBe(true);
  });

  it('forgives no typo in a word under 5 letters, and not two under 9', async () => {
    for (const typo of ['zebo', 'xebu', 'nrawhol', 'kinkjauo']) {
      const page = await search(typo);
      expect(page.did_you_mean, typo).toBeNull();
      expect(page.count, typo).toBe(0);
    }
  });

  it('forgives two typos from 9 letters, not three', async () => {
    const two = await search('tradigardes');
    expect(two.did_you_mean).toBe('tardigrades');
    expect(titles(two)).toEqual(['Tardigrades survive almost anything']);
    expect((await search('tardigadez')).did_you_mean).toBe('tardigrades');
    const three = await search('tradigadez');
    expect(three.did_you_mean).toBeNull();
    expect(three.count).toBe(0);
  });

  it('answers did_you_mean null when the query matches as typed', async () => {
    const page = await search('narwhal');
    expect(page.did_you_mean).toBeNull();
    expect(titles(page)).toEqual(['The narwhal and its tusk']);
  });

  it('never brings back a removed video through a corrected word, even from a stale word list', async () => {
    const [removed] = await insertVideos(t.database.db, [{ title: 'Quagga stripes explained' }]);
    expect((await search('quaga')).did_you_mean).toBe('quagga');
    await t.database.db.update(v).set({ status: 'removed' }).where(eq(v.videoId, removed!));
    const gone = await search('quaga');
    expect(gone.count).toBe(0);
    expect(gone.did_you_mean).toBeNull();
    // (It may offer "quasars" titles: "quasa" is one typo from "quaga", as the start of a word.)
    expect(await suggest('quaga')).not.toContain('Quagga stripes explained');
    // A word list that still had the word must not matter: the videos are read from the catalogue.
    await t.database.db.execute(sql`insert into title_words (word, videos) values ('quagga', 1)`);
    try {
      const stale = await search('quaga');
      expect(stale.count).toBe(0);
      expect(stale.did_you_mean).toBeNull();
      expect(await suggest('quaga')).not.toContain('Quagga stripes explained');
    } finally {
      await t.database.db.execute(sql`delete from title_words where word = 'quagga'`);
    }
  });

  it('never corrects an excluded word', async () => {
    const page = await search('kinkajuo -narwhol');
    expect(page.did_you_mean).toBe('kinkajou -narwhol');
    expect(titles(page)).toEqual(['Kinkajou nights in the rainforest']);
  });
});

describe('typos in suggestions', () => {
  it('suggests the intended title for a typo, the word being typed as the start of a word', async () => {
    expect(await suggest('narwhol')).toEqual(['The narwhal and its tusk']);
    expect(await suggest('the narwhol and')).toEqual(['The narwhal and its tusk']);
    expect(await suggest('kinkaj')).toEqual(['Kinkajou nights in the rainforest']);
    expect(await suggest('kinakj')).toEqual(['Kinkajou nights in the rainforest']);
    expect(await suggest('tardigardes surv')).toEqual(['Tardigrades survive almost anything']);
    // Corrected words inside a title, in order, the last as the start of a word.
    expect(await suggest('narwhol and it')).toEqual(['The narwhal and its tusk']);
    expect(await suggest('nights in the rainfroest')).toEqual(['Kinkajou nights in the rainforest']);
    // A corrected word inside a title, alone: found as the start of one of the title's words.
    expect(await suggest('rainfroest')).toContain('Kinkajou nights in the rainforest');
    expect(await suggest('survve')).toContain('Tardigrades survive almost anything');
    expect(await suggest('highlnd')).toContain('Zebu cattle of the highlands');
    // Text inside a word is found as typed, before any correction: a word with digits (not in the list of
    // title words), the end of a Swahili word.
    expect(await suggest('html')).toContain('A quick HTML5 crash course');
    expect(await suggest('swahili')).toContain('Jifunze Kiingereza kwa Kiswahili');
    // Words the text search treats specially stay plain words (an answer, nothing found).
    expect(await suggest("o'brien\\ narwhol & | ! and")).toEqual([]);
  });

  it('suggests the demo catalogue\'s "Extreme…" titles for "Exteme"', async () => {
    const found = await suggest('Exteme');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((title) => /extreme/i.test(title))).toBe(true);
  });

  it('corrects no word under 5 letters', async () => {
    expect(await suggest('zebo')).toEqual([]);
    expect(await suggest('xebu')).toEqual([]);
    expect(await suggest('zebu')).toEqual(['Zebu cattle of the highlands']);
  });
});

describe('both languages', () => {
  it('matches a Swahili title by its whole words, as written', async () => {
    expect(titles(await search('Kiingereza'))).toEqual(['Jifunze Kiingereza kwa Kiswahili']);
    expect(titles(await search('jifunze kiswahili'))).toEqual(['Jifunze Kiingereza kwa Kiswahili']);
    expect(titles(await search('historia tanzania'))).toEqual(['Historia ya Tanzania']);
    expect(titles(await search('Tanganyika'))).toEqual(['Historia ya Tanzania']);
    // The words are in the search vector unstemmed, beside their English stems.
    expect(
      await rows(sql`
        select search_vector @@ to_tsquery('simple', 'jifunze') as simple,
               search_vector @@ to_tsquery('english', 'jifunze') as english
        from videos where title = 'Jifunze Kiingereza kwa Kiswahili'`),
    ).toEqual([{ simple: true, english: true }]);
    expect((await search('Historia ya Tanzanai')).did_you_mean).toBe('Historia ya tanzania');
  });

  it('keeps English stemming: "juggling" finds "juggle", "learning" finds "learn"', async () => {
    expect(titles(await search('juggling balls'))).toContain('Learn to juggle three balls');
    expect(titles(await search('learning juggles'))).toContain('Learn to juggle three balls');
  });

  it('keeps a title word above the same word elsewhere', async () => {
    const [inDescription, inTitle] = await insertVideos(t.database.db, [
      { title: 'Coastal forests', description: 'Mikoko ni misitu ya pwani.', approvedAt: new Date(Date.now() + 5000) },
      { title: 'Mikoko ya Rufiji', approvedAt: new Date(Date.now() - 5000) },
    ]);
    expect((await search('mikoko')).results.map((r) => r.video_id)).toEqual([inTitle, inDescription]);
  });
});

describe('the word list', () => {
  it('follows approvals, removals and title changes exactly', async () => {
    const wrongWords = () =>
      rows(sql`
        select count(*)::int as wrong from (
          select w, count(*)::int as n from videos, title_words_of(title) as w where status = 'approved' group by w
        ) as truth full join title_words on title_words.word = truth.w
        where truth.n is distinct from title_words.videos`);
    const [a, b] = await insertVideos(t.database.db, [
      { title: 'Okapi calfhood', status: 'pending' },
      { title: 'Okapi glades', description: 'Zorillas roam here (descriptions are not in the list).' },
    ]);
    await t.database.db.update(v).set({ status: 'approved' }).where(eq(v.videoId, a!));
    await t.database.db.update(v).set({ title: 'Okapi streams' }).where(eq(v.videoId, b!));
    await t.database.db.update(v).set({ status: 'removed' }).where(eq(v.videoId, a!));
    expect(await wrongWords()).toEqual([{ wrong: 0 }]);
    expect(await rows(sql`select videos from title_words where word = 'okapi'`)).toEqual([{ videos: 1 }]);
    expect(
      await rows(sql`select word from title_words where word in ('calfhood', 'glades', 'streams', 'zorillas')`),
    ).toEqual([{ word: 'streams' }]);
  });
});
