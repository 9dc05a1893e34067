import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PLAYER_REPORT_THRESHOLD, REPORTS_PER_HOUR } from '@focustube/contracts';
import { schema, viewerKey } from '@focustube/core';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let t: TestStack;
let moderator: SignedIn;
let member: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await startTestStack();
  moderator = await signUp(t.app, t.database.db, 'moderator');
  member = await signUp(t.app, t.database.db, 'user');
  other = await signUp(t.app, t.database.db, 'user');
});
afterAll(async () => {
  await t?.close();
});

const approvedVideo = async (over = {}) =>
  (
    await insertVideos(t.database.db, [
      { title: `Reported fixture ${Math.random().toString(36).slice(2, 8)}`, assignedCategory: 'technology', ...over },
    ])
  )[0]!;
const report = (who: SignedIn, videoId: string, payload: object = { reason: 'not_educational' }) =>
  t.app.inject({ method: 'POST', url: `/api/videos/${videoId}/reports/`, headers: who.auth, payload });
/** A player's failure reported from `remoteAddress` (one visitor per address). */
const playbackError = (
  videoId: string,
  code: number,
  { headers = {}, remoteAddress = '127.0.0.1' }: { headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/videos/${videoId}/playback-errors/`,
    headers,
    remoteAddress,
    payload: { code },
  });
const resolve = (videoId: string, payload: object, who: SignedIn = moderator) =>
  t.app.inject({ method: 'POST', url: `/api/moderation/reports/${videoId}/resolve/`, headers: who.auth, payload });

type Listed = {
  video: { video_id: string; status: string; assigned_category: string | null; version: number };
  open_reports: number;
  reasons: Record<string, number>;
  player_errors: number;
  notes: { reason: string; note: string }[];
};
const reported = async () => {
  const res = await t.app.inject({ url: '/api/moderation/reports/?page_size=100', headers: moderator.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Listed[]; count: number }>();
};
const listed = async (videoId: string) => (await reported()).results.find((r) => r.video.video_id === videoId);
const reportsOf = async (videoId: string) =>
  t.database.db
    .select({ status: schema.videoReports.status, resolution: schema.videoReports.resolution })
    .from(schema.videoReports)
    .innerJoin(schema.videos, eq(schema.videos.id, schema.videoReports.videoId))
    .where(eq(schema.videos.videoId, videoId));
const eventsFor = async (videoId: string) =>
  (
    await t.database.db
      .select({ room: schema.outbox.room, payload: schema.outbox.payload })
      .from(schema.outbox)
      .where(and(eq(schema.outbox.event, 'reports:changed'), sql`${schema.outbox.payload}->>'video_id' = ${videoId}`))
      .orderBy(schema.outbox.id)
  ).map((e) => ({ room: e.room, ...(e.payload as { open_reports: number; reasons: Record<string, number> }) }));

describe('members report videos', () => {
  it('takes a report once per member, answers 409 to a second, and lists the video for moderators', async () => {
    const id = await approvedVideo();
    const mine = async (who: SignedIn) => {
      const res = await t.app.inject({ url: `/api/videos/${id}/reports/mine/`, headers: who.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await mine(member)).toEqual({ open: false, reason: null });
    const first = await report(member, id, { reason: 'wrong_category', note: '  This is about cooking.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      video_id: id,
      reason: 'wrong_category',
      note: 'This is about cooking.',
      message: 'Thanks — a moderator will look at this video.',
    });
    const again = await report(member, id, { reason: 'other', note: 'Still wrong' });
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(again.json()).toMatchObject({
      status: 409,
      detail: 'You have already reported this video; a moderator will look at it.',
    });
    expect(await reportsOf(id)).toHaveLength(1);
    // What the Report button learns before the form: theirs is open; another member's is not theirs.
    expect(await mine(member)).toEqual({ open: true, reason: 'wrong_category' });
    expect(await mine(other)).toEqual({ open: false, reason: null });
    expect((await t.app.inject({ url: `/api/videos/${id}/reports/mine/` })).statusCode).toBe(401);

    expect((await report(other, id, { reason: 'not_educational' })).statusCode).toBe(201);
    const entry = await listed(id);
    expect(entry).toMatchObject({
      open_reports: 2,
      reasons: { not_educational: 1, wrong_category: 1, unavailable: 0, other: 0 },
      player_errors: 0,
      notes: [{ reason: 'wrong_category', note: 'This is about cooking.' }],
      video: { status: 'approved' },
    });
  });

  it('answers 404 for a pending, removed or unknown video, and 400 for a malformed id', async () => {
    const pending = await approvedVideo({ status: 'pending', approvedAt: null });
    const removed = await approvedVideo({ status: 'removed' });
    for (const id of [pending, removed, 'zzzzzzzzzzz']) {
      const res = await report(member, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toMatch(/can be reported/);
      expect((await playbackError(id, 150)).statusCode).toBe(404);
    }
    expect((await report(member, 'not a video id!')).statusCode).toBe(400);
  });

  it('says what is wrong with a bad report', async () => {
    const id = await approvedVideo();
    const noReason = await report(member, id, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual([
      'Choose a reason: not_educational, wrong_category, unavailable or other.',
    ]);
    const otherWithoutNote = await report(member, id, { reason: 'other', note: '   ' });
    expect(otherWithoutNote.statusCode).toBe(400);
    expect(otherWithoutNote.json().errors.note).toEqual(['Say what is wrong with the video.']);
    const long = await report(member, id, { reason: 'other', note: 'x'.repeat(501) });
    expect(long.json().errors.note).toEqual(['A note can be at most 500 characters.']);
    expect(await reportsOf(id)).toHaveLength(0);
  });

  it('is for signed-in members only', async () => {
    const id = await approvedVideo();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/videos/${id}/reports/`,
      payload: { reason: 'other', note: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it(`lets a member send ${REPORTS_PER_HOUR} reports an hour, then answers a 429 problem`, async () => {
    const reporter = await signUp(t.app, t.database.db, 'user');
    const ids = await insertVideos(
      t.database.db,
      Array.from({ length: REPORTS_PER_HOUR + 1 }, () => ({ assignedCategory: 'technology' })),
    );
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await report(reporter, id)).statusCode);
    expect(statuses).toEqual([...Array(REPORTS_PER_HOUR).fill(201), 429]);
    const limited = await report(reporter, ids[0]!);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      status: 429,
      detail: expect.stringMatching(
        /^You can send 20 reports an hour, and you have sent them all\. You can report again in \d+ minutes?\.$/,
      ),
    });
    // Counted per member: another member on the same address is not held back.
    expect((await report(other, ids[REPORTS_PER_HOUR]!)).statusCode).toBe(201);
  });
});

describe('the player reports failures', () => {
  it('counts each viewer once, only for "unavailable" codes, and lists the video from the threshold on', async () => {
    const id = await approvedVideo();
    const viewer = (n: number) => ({ remoteAddress: `196.41.32.${n}` });
    expect((await playbackError(id, 5, viewer(1))).json()).toEqual({ counted: false });
    expect((await playbackError(id, 150, viewer(1))).json()).toEqual({ counted: true });
    expect((await playbackError(id, 100, viewer(1))).json()).toEqual({ counted: false });
    // A visitor is their address, whatever their browser says of itself: a User-Agent costs nothing to change.
    for (let n = 0; n < 5; n++)
      expect(
        (await playbackError(id, 150, { ...viewer(1), headers: { 'user-agent': `Phone browser ${n}` } })).json(),
      ).toEqual({ counted: false });
    // A signed-in member is one viewer wherever they are.
    expect((await playbackError(id, 101, { ...viewer(7), headers: member.auth })).json()).toEqual({ counted: true });
    expect((await playbackError(id, 101, { ...viewer(8), headers: member.auth })).json()).toEqual({ counted: false });
    expect(PLAYER_REPORT_THRESHOLD).toBe(3);
    expect(await listed(id)).toBeUndefined();
    expect(await eventsFor(id)).toEqual([]);

    expect((await playbackError(id, 153, viewer(2))).statusCode).toBe(202);
    const entry = await listed(id);
    expect(entry).toMatchObject({ open_reports: 3, player_errors: 3, reasons: { unavailable: 0 } });
    const events = await eventsFor(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ room: 'moderation', open_reports: 3, player_errors: 3 });
    // The viewer is a keyed hash, never the address or the member's id.
    const viewers = await t.database.db
      .select({ viewer: schema.videoReports.viewer })
      .from(schema.videoReports)
      .innerJoin(schema.videos, eq(schema.videos.id, schema.videoReports.videoId))
      .where(eq(schema.videos.videoId, id));
    const secret = t.app.config.JWT_SECRET!;
    expect(viewers.map((v) => v.viewer).sort()).toEqual(
      [
        viewerKey(secret, { address: '196.41.32.1' }),
        viewerKey(secret, { memberId: member.id }),
        viewerKey(secret, { address: '196.41.32.2' }),
      ].sort(),
    );
    for (const { viewer } of viewers) {
      expect(viewer).toMatch(/^[\w-]{43}$/);
      expect(viewer).not.toContain('196.41.32');
    }
  });

  it('refuses a code that is not a number', async () => {
    const id = await approvedVideo();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/videos/${id}/playback-errors/`,
      payload: { code: 'broken' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toBeDefined();
  });
});

describe('moderators settle reports', () => {
  const reportedBy = async (...who: SignedIn[]) => {
    const id = await approvedVideo();
    for (const w of who) expect((await report(w, id)).statusCode).toBe(201);
    return id;
  };

  it('keep: the video stays, its reports close, and the section and counts say so', async () => {
    const id = await reportedBy(member, other);
    const before = (await t.app.inject({ url: '/api/moderation/counts/', headers: moderator.auth })).json<{
      reported: number;
    }>();
    expect(before.reported).toBe((await reported()).count);
    const res = await resolve(id, { action: 'keep' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ closed_reports: 2, video: { status: 'approved' } });
    expect(await reportsOf(id)).toEqual([
      { status: 'closed', resolution: 'kept' },
      { status: 'closed', resolution: 'kept' },
    ]);
    expect(await listed(id)).toBeUndefined();
    const after = (await t.app.inject({ url: '/api/moderation/counts/', headers: moderator.auth })).json<{
      reported: number;
    }>();
    expect(after.reported).toBe(before.reported - 1);
    expect((await eventsFor(id)).map((e) => e.open_reports)).toEqual([1, 2, 0]);
    // Once closed, the member may report it again.
    expect((await report(member, id)).statusCode).toBe(201);
    const late = await resolve(id, { action: 'keep' });
    expect(late.statusCode).toBe(200);
    const none = await resolve(id, { action: 'keep' });
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe(`This video has no open reports: ${moderator.username} already handled them.`);
  });

  it('move: the category changes, the video stays public, history and a video:changed event follow', async () => {
    const id = await reportedBy(member);
    const noCategory = await resolve(id, { action: 'move' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().errors.assigned_category).toEqual(['Choose the category to move the video to.']);
    expect((await resolve(id, { action: 'move', assigned_category: 'cooking' })).statusCode).toBe(400);
    const res = await resolve(id, { action: 'move', assigned_category: 'Languages', subcategory: 'swahili' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      closed_reports: 1,
      video: { status: 'approved', assigned_category: 'languages', subcategory: 'swahili', version: 2 },
    });
    expect(await reportsOf(id)).toEqual([{ status: 'closed', resolution: 'moved' }]);
    expect((await t.app.inject(`/api/videos/${id}/`)).json()).toMatchObject({ assigned_category: 'languages' });
    const history = (await t.app.inject({ url: `/api/videos/${id}/history/`, headers: moderator.auth })).json<{
      results: { action: string; actor: string; reason: string }[];
    }>();
    expect(history.results[0]).toMatchObject({ action: 'recategorize', actor: moderator.username });
    expect(history.results[0]!.reason).toMatch(/Moved from technology to languages \/ swahili/);
    const [changed] = await t.database.db
      .select({ room: schema.outbox.room, payload: schema.outbox.payload })
      .from(schema.outbox)
      .where(and(eq(schema.outbox.event, 'video:changed'), sql`${schema.outbox.payload}->>'video_id' = ${id}`))
      .orderBy(desc(schema.outbox.id))
      .limit(1);
    expect(changed).toMatchObject({ room: 'public', payload: { from: 'approved', to: 'approved' } });
  });

  it('remove: the video goes to the dustbin through the state machine, and its reports close', async () => {
    const id = await reportedBy(member, other);
    for (let n = 0; n < PLAYER_REPORT_THRESHOLD; n++) await playbackError(id, 150, { remoteAddress: `10.9.0.${n}` });
    expect((await listed(id))!.open_reports).toBe(2 + PLAYER_REPORT_THRESHOLD);
    const stale = await resolve(id, { action: 'remove', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: 'This video changed since you loaded it. Reload it and try again.',
      current: { status: 'approved', version: 1 },
    });
    const res = await resolve(id, { action: 'remove', reason: 'Not a lesson', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ closed_reports: 5, video: { status: 'removed' } });
    expect((await reportsOf(id)).every((r) => r.status === 'closed' && r.resolution === 'removed')).toBe(true);
    const bin = (await t.app.inject({ url: '/api/dustbin/', headers: moderator.auth })).json<{
      results: { video_id: string }[];
    }>();
    expect(bin.results[0]!.video_id).toBe(id);
    expect((await t.app.inject(`/api/videos/${id}/`)).statusCode).toBe(404);
    expect((await eventsFor(id)).at(-1)).toMatchObject({ room: 'moderation', open_reports: 0 });
    const again = await resolve(id, { action: 'keep' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/no longer approved: it was moved to the dustbin by/);
  });

  it('closes the reports of a video a moderator sends to the dustbin from elsewhere', async () => {
    const id = await reportedBy(member);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/deapprove/${id}/`, headers: moderator.auth, payload: {} }))
        .statusCode,
    ).toBe(200);
    expect(await reportsOf(id)).toEqual([{ status: 'closed', resolution: 'removed' }]);
    expect(await listed(id)).toBeUndefined();
  });

  it('lists the most reported first', async () => {
    const three = await reportedBy(member, other, moderator);
    const one = await reportedBy(member);
    const { results } = await reported();
    const order = results.map((r) => r.video.video_id);
    expect(order.indexOf(three)).toBeLessThan(order.indexOf(one));
    const counts = results.map((r) => r.open_reports);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('is for moderators only', async () => {
    const id = await reportedBy(other);
    expect((await t.app.inject({ url: '/api/moderation/reports/', headers: member.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/moderation/reports/' })).statusCode).toBe(401);
    expect((await resolve(id, { action: 'remove' }, member)).statusCode).toBe(403);
    expect(await reportsOf(id)).toEqual([{ status: 'open', resolution: null }]);
  });

  it('tells moderators live, and nobody else', async () => {
    const mod = await t.connect(moderator.access);
    const visitor = await t.connect();
    const watcher = await t.connect(member.access);
    const id = await approvedVideo();
    expect((await report(other, id, { reason: 'unavailable' })).statusCode).toBe(201);
    await expect
      .poll(() => mod.events.find((e) => e.name === 'reports:changed' && e.payload.video_id === id), { timeout: 5000 })
      .toMatchObject({ payload: { open_reports: 1, reasons: { unavailable: 1 } } });
    await expect
      .poll(() => mod.events.find((e) => e.name === 'queue:counts')?.payload, { timeout: 5000 })
      .toMatchObject({ reported: expect.any(Number) });
    expect(visitor.events.some((e) => e.name === 'reports:changed')).toBe(false);
    expect(watcher.events.some((e) => e.name === 'reports:changed')).toBe(false);
  });
});
