/**
 * The response caches after a catalogue change: an approval drops what it touches (its category's lists,
 * the lists of every approved video, the video's own answers and pages) and leaves the rest cached; an
 * announcement that cannot say what changed drops everything. Real API, worker relay, PostgreSQL, Redis
 * and server-rendered pages (a web build: TEST_WEB_DIST, or web/dist).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recommendations, VideoPage } from '@focustube/contracts';
import { announceCatalogueChange, connectRedis } from '@focustube/core';
import { qualityScores } from '../../services/worker/src/processors/quality-scores.ts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let t: TestStack;
let moderator: SignedIn;

beforeAll(async () => {
  t = await startTestStack();
  moderator = await signUp(t.app, t.database.db, 'moderator');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (url: string) => (await get(url)).json<VideoPage>().results.map((v) => v.video_id);

/** Polls until `check` passes: the relay's notice reaches the API a moment after the change commits. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  await expect.poll(check, { timeout: 10_000, interval: 50 }).toBe(true);
}

describe('after an approval in one category', () => {
  it("keeps another category's list and watch page cached, and shows the change at once where it is", async () => {
    const [other, pendingHere, pendingRemoved] = await insertVideos(t.database.db, [
      { title: 'Microfinance in village savings groups', assignedCategory: 'poverty' },
      { title: 'Soldering a first circuit board', assignedCategory: 'technology', status: 'pending', approvedAt: null },
      { title: 'An advert for a phone', assignedCategory: 'technology', status: 'pending', approvedAt: null },
    ]);
    const otherList = '/api/approved/?categories=poverty&page=1';
    const hereList = '/api/approved/?categories=technology&page=1';
    const otherWatch = `/watch/${other}`;
    // Everything read (and cached) before the change.
    expect(await list(otherList)).toContain(other);
    expect(await list(hereList)).not.toContain(pendingHere);
    expect((await get(otherWatch)).statusCode).toBe(200);
    expect((await get('/')).body).not.toContain('Soldering a first circuit board');
    expect((await get(`/watch/${pendingHere}`)).statusCode).toBe(404);
    expect((await get(`/api/videos/${pendingHere}/`)).statusCode).toBe(404);

    // A video the cache has not been told about: an answer still without it was served from the cache.
    const [unannounced] = await insertVideos(t.database.db, [
      { title: 'Cash transfers, told quietly', assignedCategory: 'poverty' },
    ]);
    const pageHits = () => t.app.pageCache.stats.hits;

    // Removing a pending video changes nothing public; approving one changes technology.
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/remove/${pendingRemoved}/`,
      headers: moderator.auth,
      payload: { reason: 'An advert' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/approve/${pendingHere}/`,
      headers: moderator.auth,
      payload: { assigned_category: 'technology' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // The affected list, home and the video's own answers and page show it as soon as the notice lands.
    await eventually(async () => (await list(hereList)).includes(pendingHere!));
    expect((await get('/')).body).toContain('Soldering a first circuit board');
    const watch = await get(`/watch/${pendingHere}`);
    expect(watch.statusCode).toBe(200);
    expect(watch.body).toContain('Soldering a first circuit board');
    expect((await get(`/api/videos/${pendingHere}/`)).statusCode).toBe(200);

    // The other category's list and watch page are still the cached ones.
    expect(t.app.catalogueCache.has(`feed|/api/approved/|poverty||1|20|`)).toBe(true);
    expect(await list(otherList)).not.toContain(unannounced);
    expect(t.app.pageCache.has(`en ${otherWatch}`)).toBe(true);
    const hitsBefore = pageHits();
    const cachedWatch = await get(otherWatch);
    expect(cachedWatch.statusCode).toBe(200);
    expect(cachedWatch.body).not.toContain('Cash transfers, told quietly');
    expect(pageHits()).toBe(hitsBefore + 1);

    // An announcement that cannot say what changed drops everything.
    const publisher = connectRedis(t.redisUrl, 'worker');
    try {
      await announceCatalogueChange(publisher, t.prefix);
    } finally {
      publisher.disconnect();
    }
    await eventually(async () => (await list(otherList)).includes(unannounced!));
    expect(t.app.pageCache.has(`en ${otherWatch}`)).toBe(false);
    expect((await get(otherWatch)).body).toContain('Cash transfers, told quietly');
  });

  it('moves a reported video: the lists it left and joined change at once, other categories stay cached', async () => {
    const [moving, elsewhere] = await insertVideos(t.database.db, [
      { title: 'Sleep hygiene, explained by a cardiologist', assignedCategory: 'health', subcategory: 'heart' },
      { title: 'How elephants remember water holes', assignedCategory: 'animals' },
    ]);
    const left = '/api/approved/?categories=health&subcategory=heart&page=1';
    const joined = '/api/approved/?categories=health&subcategory=sleep&page=1';
    const other = '/api/approved/?categories=animals&page=1';
    expect(await list(left)).toContain(moving);
    expect(await list(joined)).not.toContain(moving);
    expect(await list(other)).toContain(elsewhere);
    expect((await get('/category/animals')).body).toContain('How elephants remember water holes');

    const member = await signUp(t.app, t.database.db);
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/videos/${moving}/reports/`,
      headers: member.auth,
      payload: { reason: 'wrong_category' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/moderation/reports/${moving}/resolve/`,
      headers: moderator.auth,
      payload: { action: 'move', assigned_category: 'health', subcategory: 'sleep' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    await eventually(async () => (await list(joined)).includes(moving!));
    expect(await list(left)).not.toContain(moving);
    // Before, a move could not say where the video had been, and every cached answer and page was dropped.
    expect(t.app.catalogueCache.has(`feed|/api/approved/|animals||1|20|`)).toBe(true);
    expect(t.app.pageCache.has('en /category/animals')).toBe(true);
  });

  it('drops the pages and answers of a video removed from the catalogue, and no other', async () => {
    const [gone, stays] = await insertVideos(t.database.db, [
      { title: 'A lesson that will be withdrawn', assignedCategory: 'business' },
      { title: 'A lesson that stays', assignedCategory: 'politics' },
    ]);
    expect((await get(`/watch/${gone}`)).statusCode).toBe(200);
    expect(await list('/api/approved/?categories=business&page=1')).toContain(gone);
    expect(await list('/api/approved/?categories=politics&page=1')).toContain(stays);
    expect((await get('/politics')).body).toContain('A lesson that stays');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/deapprove/${gone}/`,
      headers: moderator.auth,
      payload: { reason: 'Withdrawn by its channel' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => (await get(`/watch/${gone}`)).statusCode === 410);
    expect(await list('/api/approved/?categories=business&page=1')).not.toContain(gone);
    expect((await get(`/api/videos/${gone}/`)).statusCode).toBe(404);
    expect(t.app.catalogueCache.has(`feed|/api/approved/|politics||1|20|`)).toBe(true);
    expect(t.app.pageCache.has('en /politics')).toBe(true);
  });

  it('drops a removed video from the visitors’ cached "Popular this week" at once', async () => {
    const [popular] = await insertVideos(t.database.db, [
      { title: 'Breathing exercises everyone finished', assignedCategory: 'health' },
    ]);
    const member = await signUp(t.app, t.database.db);
    const watched = await t.app.inject({
      method: 'PUT',
      url: `/api/progress/${popular}/`,
      headers: member.auth,
      payload: { position_seconds: 600, duration_seconds: 600 },
    });
    expect(watched.statusCode, watched.body).toBe(200);
    await qualityScores(t.database.db)({}, { updateProgress: async () => undefined });
    const visitors = async () =>
      (await get('/api/recommendations/'))
        .json<Recommendations>()
        .results.flatMap((item) => (item.type === 'video' ? [item.video.video_id] : []));
    expect(await visitors()).toContain(popular);
    const hits = t.app.catalogueCache.stats.hits;
    expect(await visitors()).toContain(popular);
    expect(t.app.catalogueCache.stats.hits, 'the second read came from the cache').toBeGreaterThan(hits);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/deapprove/${popular}/`,
      headers: moderator.auth,
      payload: { reason: 'Not a lesson after all' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => !(await visitors()).includes(popular!));
  });
});
