import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@focustube/core';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';

let t: TestApp;
let me: SignedIn;
let videos: string[];
let pending: string;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  me = await signUp(t.app, t.database.db);
  videos = await insertVideos(t.database.db, [
    { title: 'Learning one', assignedCategory: 'technology' },
    { title: 'Learning two', assignedCategory: 'technology' },
    { title: 'Learning three', assignedCategory: 'health' },
  ]);
  pending = (await insertVideos(t.database.db, [{ status: 'pending', approvedAt: null }]))[0]!;
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: SignedIn = me) =>
  t.app.inject({ method, url, payload, headers: who.auth });

describe('My List', () => {
  it('adds (once), lists newest first, and removes', async () => {
    expect((await call('POST', '/api/my-list/', { video_id: videos[0] })).statusCode).toBe(201);
    expect((await call('POST', '/api/my-list/', { video_id: videos[1] })).statusCode).toBe(201);
    const again = await call('POST', '/api/my-list/', { video_id: videos[0] });
    expect(again.statusCode).toBe(200);
    const list = (await call('GET', '/api/my-list/')).json<{
      results: { video: { video_id: string } }[];
      count: number;
    }>();
    expect(list.count).toBe(2);
    expect(list.results.map((r) => r.video.video_id)).toEqual([videos[1], videos[0]]);
    // Cards, as My Learning's: no description or tags.
    expect(list.results[0]!.video).not.toHaveProperty('description');
    expect(list.results[0]!.video).not.toHaveProperty('tags');
    const entry = await call('GET', `/api/my-list/${videos[1]}/`);
    expect(entry.statusCode).toBe(200);
    expect(entry.json()).toEqual({ video_id: videos[1], saved: true, added_at: expect.any(String) });
    expect((await call('DELETE', `/api/my-list/${videos[1]}/`)).statusCode).toBe(204);
    expect((await call('GET', '/api/my-list/')).json<{ count: number }>().count).toBe(1);
    expect((await call('GET', `/api/my-list/${videos[1]}/`)).json()).toEqual({
      video_id: videos[1],
      saved: false,
      added_at: null,
    });
  });

  it('refuses videos that are not approved, and keeps lists private', async () => {
    const res = await call('POST', '/api/my-list/', { video_id: pending });
    expect(res.statusCode).toBe(404);
    const other = await signUp(t.app, t.database.db);
    expect((await call('GET', '/api/my-list/', undefined, other)).json<{ count: number }>().count).toBe(0);
    expect((await call('GET', `/api/my-list/${videos[0]}/`, undefined, other)).json()).toMatchObject({ saved: false });
    expect((await call('GET', '/api/my-list/not%20an%20id/')).statusCode).toBe(400);
  });
});

describe('progress and My Learning', () => {
  it('saves progress, completes at 90%, and restarts completed videos from 0', async () => {
    const halfway = await call('PUT', `/api/progress/${videos[0]}/`, { position_seconds: 120, duration_seconds: 600 });
    expect(halfway.json()).toMatchObject({
      position_seconds: 120,
      duration_seconds: 600,
      percent: 20,
      completed: false,
      resume_at: 120,
    });
    await call('PUT', `/api/progress/${videos[1]}/`, { position_seconds: 550, duration_seconds: 600 });
    const nearEnd = await call('PUT', `/api/progress/${videos[2]}/`, { position_seconds: 985, duration_seconds: 1000 });
    expect(nearEnd.json()).toMatchObject({ completed: true, resume_at: 0 });
    const learning = (await call('GET', '/api/my-learning/')).json<{
      continue_learning: { video: { video_id: string }; progress: { percent: number } }[];
      completed: { video: { video_id: string } }[];
      bookmarks: number;
    }>();
    expect(learning.continue_learning.map((i) => i.video.video_id)).toEqual([videos[0]]);
    expect(learning.continue_learning[0]!.progress.percent).toBe(20);
    expect(learning.completed.map((i) => i.video.video_id)).toEqual([videos[2], videos[1]]);
    expect(learning.bookmarks).toBe(1);
    expect((await call('GET', `/api/progress/${videos[0]}/`)).json()).toMatchObject({ resume_at: 120 });
  });

  it('keeps a completed video completed when it is watched again', async () => {
    const res = await call('PUT', `/api/progress/${videos[1]}/`, { position_seconds: 5, duration_seconds: 600 });
    expect(res.json()).toMatchObject({ position_seconds: 5, completed: true, resume_at: 5 });
  });

  it.each([
    [{ position_seconds: -1, duration_seconds: 10 }, 'position_seconds cannot be negative.'],
    [{ position_seconds: 50, duration_seconds: 10 }, 'position_seconds cannot be past the end of the video.'],
    [{ position_seconds: 1, duration_seconds: 0 }, 'duration_seconds must be more than 0.'],
    [{ position_seconds: 'soon', duration_seconds: 10 }, 'position_seconds must be a number.'],
  ])('refuses %o', async (payload, message) => {
    const res = await call('PUT', `/api/progress/${videos[0]}/`, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it("shows each video's own length in My Learning, and the player's reported length in its progress", async () => {
    const someone = await signUp(t.app, t.database.db);
    const [lesson] = await insertVideos(t.database.db, [{ title: 'A timed lesson', durationSeconds: 600 }]);
    // Players report lengths that differ from the catalogue's by a second or two.
    await call('PUT', `/api/progress/${lesson}/`, { position_seconds: 60, duration_seconds: 602 }, someone);
    const learning = (await call('GET', '/api/my-learning/', undefined, someone)).json<{
      continue_learning: { video: { duration_seconds: number | null }; progress: { duration_seconds: number } }[];
    }>();
    expect(learning.continue_learning).toHaveLength(1);
    expect(learning.continue_learning[0]!.video.duration_seconds).toBe(600);
    expect(learning.continue_learning[0]!.progress.duration_seconds).toBe(602);
  });

  it('lists videos in My Learning as cards, without the descriptions and tags no card shows', async () => {
    const someone = await signUp(t.app, t.database.db);
    const [lesson] = await insertVideos(t.database.db, [
      { title: 'A long-described lesson', description: 'A paragraph. '.repeat(400), tags: ['algebra', 'fractions'] },
    ]);
    await call('PUT', `/api/progress/${lesson}/`, { position_seconds: 60, duration_seconds: 600 }, someone);
    const res = await call('GET', '/api/my-learning/', undefined, someone);
    const [item] = res.json<{ continue_learning: { video: Record<string, unknown> }[] }>().continue_learning;
    expect(item!.video).toMatchObject({ video_id: lesson, title: 'A long-described lesson' });
    expect(item!.video).not.toHaveProperty('description');
    expect(item!.video).not.toHaveProperty('tags');
    expect(res.body.length).toBeLessThan(2_000);
  });

  it('answers 404 for a video not started yet', async () => {
    const other = await signUp(t.app, t.database.db);
    expect((await call('GET', `/api/progress/${videos[0]}/`, undefined, other)).statusCode).toBe(404);
  });
});

describe('gifts', () => {
  it('lists gifted videos without tokens and gives the token to a signed-in claimer, once remembered', async () => {
    const [gift] = await insertVideos(t.database.db, [{ title: 'A gifted lesson', giftToken: 'VOUCHER-7Q2' }]);
    const anonymous = await t.app.inject({ url: '/api/gift-all/' });
    expect(anonymous.body).not.toContain('VOUCHER-7Q2');
    expect(anonymous.json()).toMatchObject({ count: 1, results: [{ video: { video_id: gift }, claimed: false }] });
    expect((await t.app.inject({ method: 'POST', url: `/api/gifts/${gift}/claim/` })).statusCode).toBe(401);
    const claim = await call('POST', `/api/gifts/${gift}/claim/`);
    expect(claim.json()).toMatchObject({ video_id: gift, gift_token: 'VOUCHER-7Q2' });
    const again = await call('POST', `/api/gifts/${gift}/claim/`);
    expect(again.json<{ claimed_at: string }>().claimed_at).toBe(claim.json<{ claimed_at: string }>().claimed_at);
    const mine = await call('GET', '/api/gift-all/');
    expect(mine.json()).toMatchObject({ results: [{ claimed: true }] });
    expect(mine.body).not.toContain('VOUCHER-7Q2');
    expect(
      await t.database.db.select().from(schema.giftClaims).where(eq(schema.giftClaims.userId, me.id)),
    ).toHaveLength(1);
  });

  it('answers 404 for a video without a gift', async () => {
    expect((await call('POST', `/api/gifts/${videos[0]}/claim/`)).statusCode).toBe(404);
  });
});

describe('contact', () => {
  it('takes a message from anyone and shows it to moderators', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Amina', email: 'amina@example.com', text: 'More Swahili lessons, please!' },
    });
    expect(sent.statusCode).toBe(201);
    const moderator = await signUp(t.app, t.database.db, 'moderator');
    const inbox = await call('GET', '/api/contact/', undefined, moderator);
    expect(inbox.json()).toMatchObject({ results: [{ name: 'Amina', text: 'More Swahili lessons, please!' }] });
  });

  it('refuses blank text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Amina', email: 'amina@example.com', text: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { text: ['Write a message first.'] } });
  });
});
