import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { GIFT_CODE_PATTERN, type GiftCommunityResult } from '@focustube/contracts';
import { schema } from '@focustube/core';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let t: TestStack;
let moderator: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  t = await startTestStack();
  moderator = await signUp(t.app, t.database.db, 'moderator');
  member = await signUp(t.app, t.database.db, 'user');
});
afterAll(async () => {
  await t?.close();
});

const v = schema.videos;
const giftAll = (who: SignedIn | null, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/api/gift-all/', headers: who?.auth, payload });
const tokensOf = async (ids: string[]) =>
  Object.fromEntries(
    (await t.database.db.select({ id: v.videoId, token: v.giftToken }).from(v).where(inArray(v.videoId, ids))).map(
      (r) => [r.id, r.token],
    ),
  );
const approvedWithoutVoucher = async () =>
  Number(
    (
      await t.database.db
        .select({ n: sql<string>`count(*)` })
        .from(v)
        .where(and(eq(v.status, 'approved'), sql`${v.giftToken} is null`))
    )[0]!.n,
  );

async function runGiftAll(payload?: object) {
  const accepted = await giftAll(moderator, payload);
  expect(accepted.statusCode, accepted.body).toBe(202);
  const { job_id } = accepted.json<{ job_id: string }>();
  let job: { state: string; progress: number; name: string; result: GiftCommunityResult } | undefined;
  await expect
    .poll(
      async () => {
        job = (await t.app.inject({ url: `/api/jobs/${job_id}/`, headers: moderator.auth })).json();
        return job!.state;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toMatch(/completed|failed/);
  expect(job).toMatchObject({ state: 'completed', name: 'gift-community', progress: 100 });
  return job!.result;
}

/** Every gifted video of the public list, walking its pages. */
async function publicGifts() {
  const all: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.app.inject(`/api/gift-all/?page=${page}&page_size=100`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/gift_token|GIFT-/);
    const body = res.json<{ results: Record<string, unknown>[]; next: string | null; count: number }>();
    all.push(...body.results);
    if (!body.next) return { results: all, count: body.count };
  }
}

describe('Gift community (POST /api/gift-all/)', () => {
  it('is for moderators: a member gets 403, a visitor 401, and nothing is gifted', async () => {
    const [a] = await insertVideos(t.database.db, [{}]);
    const asMember = await giftAll(member, {});
    expect(asMember.statusCode).toBe(403);
    expect(asMember.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await giftAll(null, {})).statusCode).toBe(401);
    expect(await tokensOf([a!])).toEqual({ [a!]: null });
  });

  it('refuses an empty code with the voucher message', async () => {
    const res = await giftAll(moderator, { gift_token: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toContain('Please enter a voucher code.');
  });

  it('gives every approved video without a voucher its own code, keeps existing vouchers, and reports each video', async () => {
    const [a, b, c] = await insertVideos(t.database.db, [{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    const [kept] = await insertVideos(t.database.db, [{ title: 'Kept', giftToken: 'KEEP-ME-123' }]);
    const [pending] = await insertVideos(t.database.db, [{ status: 'pending', approvedAt: null }]);
    const [removed] = await insertVideos(t.database.db, [{ status: 'removed' }]);
    const [version] = await t.database.db.select({ n: v.version }).from(v).where(eq(v.videoId, a!));
    const before = await approvedWithoutVoucher();
    expect(before).toBeGreaterThan(1000); // the demo catalogue's approved videos, several batches

    const result = await runGiftAll({});
    expect(result.gifted_total).toBe(before);
    expect(result.gifted).toHaveLength(1000);
    // The newest approvals are named first: these three among them, each with its code.
    const named = Object.fromEntries(result.gifted.map((g) => [g.video_id, g]));
    const tokens = await tokensOf([a!, b!, c!, kept!, pending!, removed!]);
    for (const [id, title] of [
      [a!, 'A'],
      [b!, 'B'],
      [c!, 'C'],
    ] as const) {
      expect(tokens[id]).toMatch(GIFT_CODE_PATTERN);
      expect(named[id]).toEqual({ video_id: id, title, gift_token: tokens[id] });
    }
    expect(result.already_gifted).toContainEqual({ video_id: kept, title: 'Kept' });
    expect(result.gifted.map((g) => g.video_id)).not.toContain(kept);
    expect(tokens[kept!]).toBe('KEEP-ME-123');
    expect(tokens[pending!]).toBeNull();
    expect(tokens[removed!]).toBeNull();
    expect(await approvedWithoutVoucher()).toBe(0);

    // Generated codes are distinct across the whole run.
    const [codes] = await t.database.db
      .select({ n: sql<string>`count(*)`, distinct: sql<string>`count(distinct ${v.giftToken})` })
      .from(v)
      .where(and(eq(v.status, 'approved'), sql`${v.giftToken} like 'GIFT-%'`));
    expect(Number(codes!.n)).toBe(before);
    expect(Number(codes!.distinct)).toBe(before);

    // Single voucher's rules: a version bump, an assign_gift log row, a typed approved → approved event per batch.
    const [after] = await t.database.db.select({ n: v.version, id: v.id }).from(v).where(eq(v.videoId, a!));
    expect(after!.n).toBe(version!.n + 1);
    const log = await t.database.db
      .select({ action: schema.moderationLog.action, actor: schema.moderationLog.actorId })
      .from(schema.moderationLog)
      .where(eq(schema.moderationLog.videoId, after!.id));
    expect(log).toEqual([{ action: 'assign_gift', actor: moderator.id }]);
    const events = await t.database.db
      .select({ room: schema.outbox.room, payload: schema.outbox.payload })
      .from(schema.outbox)
      .where(and(eq(schema.outbox.event, 'videos:changed'), sql`${schema.outbox.payload}->>'from' = 'approved'`));
    expect(events).toHaveLength(Math.ceil(before / 1000));
    const ours = events.find((e) => (e.payload as { video_ids: string[] }).video_ids.includes(a!));
    expect(ours).toMatchObject({
      room: 'public',
      payload: { from: 'approved', to: 'approved', actor: moderator.username },
    });
    expect(JSON.stringify(events)).not.toMatch(/GIFT-/);

    // The public list shows them all, without their tokens.
    const gifts = await publicGifts();
    const listed = new Set(gifts.results.map((g) => (g.video as { video_id: string }).video_id));
    for (const id of [a, b, c, kept]) expect(listed.has(id!)).toBe(true);
    expect(listed.has(pending!)).toBe(false);
    expect(gifts.count).toBe(result.gifted_total + result.already_gifted_total);

    // Running it again (a body is optional) gifts nothing more and changes no code.
    const again = await runGiftAll();
    expect(again).toMatchObject({
      gifted: [],
      gifted_total: 0,
      already_gifted_total: result.gifted_total + result.already_gifted_total,
    });
    expect(await tokensOf([a!, b!, c!, kept!])).toEqual({
      [a!]: tokens[a!],
      [b!]: tokens[b!],
      [c!]: tokens[c!],
      [kept!]: 'KEEP-ME-123',
    });
  });

  it('gives one code to every video when a moderator names it', async () => {
    const [a, b] = await insertVideos(t.database.db, [{}, {}]);
    const [kept] = await insertVideos(t.database.db, [{ giftToken: 'OLD-CODE' }]);
    const result = await runGiftAll({ gift_token: '  EID-2025  ' });
    expect(result.gifted_total).toBe(2);
    expect(result.gifted.map((g) => g.gift_token)).toEqual(['EID-2025', 'EID-2025']);
    expect(await tokensOf([a!, b!, kept!])).toEqual({ [a!]: 'EID-2025', [b!]: 'EID-2025', [kept!]: 'OLD-CODE' });
    const [left] = await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(v)
      .where(and(eq(v.status, 'approved'), isNotNull(v.giftToken), eq(v.giftToken, 'EID-2025')));
    expect(Number(left!.n)).toBe(2);
  });
});
