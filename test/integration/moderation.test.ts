import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { schema, transitionVideo } from '@focustube/core';
import type { VideoPage } from '@focustube/contracts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let t: TestStack;
let alice: SignedIn;
let bob: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  t = await startTestStack();
  alice = await signUp(t.app, t.database.db, 'moderator');
  bob = await signUp(t.app, t.database.db, 'moderator');
  member = await signUp(t.app, t.database.db, 'user');
});
afterAll(async () => {
  await t?.close();
});

const act = (who: SignedIn, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: path, headers: who.auth, payload });
const statusOf = async (videoId: string) =>
  (
    await t.database.db
      .select({ status: schema.videos.status })
      .from(schema.videos)
      .where(eq(schema.videos.videoId, videoId))
  )[0]?.status;
/** Everything a refused step must leave as it was: the row's state and its log. */
const videoState = async (videoId: string) => {
  const [row] = await t.database.db
    .select({
      status: schema.videos.status,
      version: schema.videos.version,
      category: schema.videos.assignedCategory,
      approvedAt: schema.videos.approvedAt,
      logs: sql<string>`(select count(*) from moderation_log l where l.video_id = ${schema.videos.id})`,
    })
    .from(schema.videos)
    .where(eq(schema.videos.videoId, videoId));
  return row!;
};
/** Events about one video (a refused step announces nothing). */
const eventsAbout = async (videoId: string) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<string>`count(*)` })
        .from(schema.outbox)
        .where(sql`${schema.outbox.payload}->>'video_id' = ${videoId}`)
    )[0]!.n,
  );
/** How many moderation log rows a video has. */
const logRowsOf = async (videoId: string) => {
  const [logs] = await t.database.db
    .select({ n: sql<string>`count(*)` })
    .from(schema.moderationLog)
    .innerJoin(schema.videos, eq(schema.videos.id, schema.moderationLog.videoId))
    .where(eq(schema.videos.videoId, videoId));
  return Number(logs!.n);
};
const pendingVideo = async (over = {}) =>
  (
    await insertVideos(t.database.db, [
      { status: 'pending', approvedAt: null, assignedCategory: 'technology', ...over },
    ])
  )[0]!;

describe('the pending queue and dustbin', () => {
  it('lists pending videos oldest first, 50 a page, with the moderation fields', async () => {
    const res = await t.app.inject({ url: '/api/pending-videos/', headers: alice.auth });
    const page = res.json<{ results: { status: string; version: number }[]; count: number; next: string }>();
    expect(page.results).toHaveLength(50);
    expect(page.results.every((r) => r.status === 'pending')).toBe(true);
    const [n] = await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(schema.videos)
      .where(eq(schema.videos.status, 'pending'));
    expect(page.count).toBe(Number(n!.n));
    expect(page.next).toBe('/api/pending-videos/?page=2&page_size=50');
  });

  it('is closed to members', async () => {
    expect((await t.app.inject({ url: '/api/pending-videos/', headers: member.auth })).statusCode).toBe(403);
    expect((await act(member, `/api/approve/${await pendingVideo()}/`)).statusCode).toBe(403);
  });

  it('searches the pending queue: the text in title, categories, description or tags (title first), or a video by its id or YouTube link', async () => {
    const word = `quokka${Math.random().toString(36).slice(2, 8)}`;
    const inTitle = await pendingVideo({ title: `The ${word} of Rottnest` });
    const inDescription = await pendingVideo({ title: 'An island walk', description: `We meet a ${word} at dawn.` });
    const inTags = await pendingVideo({ title: 'Small marsupials', tags: [word.toUpperCase()] });
    const removed = await pendingVideo({ title: `A removed ${word}`, status: 'removed' });
    const search = async (q: string, size = 50) => {
      const res = await t.app.inject({
        url: `/api/pending-videos/?${new URLSearchParams({ q, page_size: String(size) })}`,
        headers: alice.auth,
      });
      expect(res.statusCode, q).toBe(200);
      return res.json<{ results: { video_id: string; status: string }[]; count: number; next: string | null }>();
    };
    const found = await search(word);
    expect(found.count).toBe(3);
    expect(found.results[0]!.video_id).toBe(inTitle);
    expect(new Set(found.results.map((r) => r.video_id))).toEqual(new Set([inTitle, inDescription, inTags]));
    expect((await search(word, 2)).next).toBe(`/api/pending-videos/?q=${word}&page=2&page_size=2`);
    // The one a member just sent: found by its id or any link to it, and only while it is pending.
    for (const q of [
      inDescription,
      `https://www.youtube.com/watch?v=${inDescription}&t=42s`,
      `youtu.be/${inDescription}`,
    ]) {
      const named = await search(q);
      expect(
        named.results.map((r) => r.video_id),
        q,
      ).toEqual([inDescription]);
    }
    expect((await search(removed)).count).toBe(0);
    expect((await search('%_')).count).toBe(0);
    const tooLong = await t.app.inject({ url: `/api/pending-videos/?q=${'a'.repeat(101)}`, headers: alice.auth });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(tooLong.json<{ errors: object }>().errors)).toEqual(['q']);
  });
});

describe('transitions', () => {
  it('approves a pending video into a category, making it public', async () => {
    const id = await pendingVideo({ assignedCategory: null });
    const res = await act(alice, `/api/approve/${id}/`, { assigned_category: 'Languages', subcategory: 'swahili' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Video approved.',
      video: { status: 'approved', assigned_category: 'languages', subcategory: 'swahili', version: 2 },
    });
    expect((await t.app.inject(`/api/videos/${id}/`)).statusCode).toBe(200);
  });

  it('asks for a category when the video has none, and refuses unknown ones', async () => {
    const id = await pendingVideo({ assignedCategory: null });
    const none = await act(alice, `/api/approve/${id}/`);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ detail: 'Choose a category for this video before approving it.' });
    expect((await act(alice, `/api/approve/${id}/`, { assigned_category: 'cooking' })).statusCode).toBe(400);
    expect(await statusOf(id)).toBe('pending');
  });

  it('never approves from the dustbin a video without a category: 400, nothing changed, then into the chosen one', async () => {
    const id = await pendingVideo({ assignedCategory: null, subcategory: null });
    expect((await act(alice, `/api/remove/${id}/`)).statusCode).toBe(200);
    const before = await videoState(id);
    const eventsBefore = await eventsAbout(id);
    for (const body of [undefined, {}, { version: before.version }, { subcategory: 'swahili' }]) {
      const res = await act(alice, `/api/approve_again/${id}/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({
        detail: 'Choose a category for this video before approving it.',
        errors: { assigned_category: ['Choose a category for this video before approving it.'] },
      });
    }
    expect(await videoState(id)).toEqual(before);
    expect(await eventsAbout(id)).toBe(eventsBefore);
    // A stale version still answers 409, as for every other step.
    expect((await act(alice, `/api/approve_again/${id}/`, { version: before.version - 1 })).statusCode).toBe(409);
    const done = await act(alice, `/api/approve_again/${id}/`, {
      assigned_category: 'languages',
      subcategory: 'swahili',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Video approved again.',
      video: { status: 'approved', assigned_category: 'languages', subcategory: 'swahili' },
    });
  });

  it('has the state machine itself refuse an approval into no list, whichever step asks', async () => {
    const removed = await pendingVideo({ assignedCategory: null, status: 'removed' });
    const pending = await pendingVideo({ assignedCategory: null });
    const actor = { id: alice.id, username: alice.username };
    for (const [action, videoId] of [
      ['approve_again', removed],
      ['approve', pending],
    ] as const) {
      const before = await videoState(videoId);
      expect(await transitionVideo(t.database.db, { action, videoId, actor })).toEqual({ outcome: 'needs_category' });
      expect(await videoState(videoId)).toEqual(before);
    }
    const done = await transitionVideo(t.database.db, {
      action: 'approve_again',
      videoId: removed,
      actor,
      category: { assigned: 'technology', subcategory: null },
    });
    expect(done).toMatchObject({ outcome: 'done', video: { status: 'approved', assignedCategory: 'technology' } });
  });

  it('removes, deapproves to the dustbin and restores, logging who did what and why', async () => {
    const id = await pendingVideo();
    expect((await act(alice, `/api/approve/${id}/`)).statusCode).toBe(200);
    const dustbin = await act(bob, `/api/deapprove/${id}/`, { reason: 'Off topic' });
    expect(dustbin.json()).toMatchObject({ message: 'Video moved to dustbin!', video: { status: 'removed' } });
    const bin = (await t.app.inject({ url: '/api/dustbin/', headers: alice.auth })).json<{
      results: { video_id: string }[];
    }>();
    expect(bin.results[0]!.video_id).toBe(id);
    expect((await act(alice, `/api/approve_again/${id}/`)).json()).toMatchObject({ video: { status: 'approved' } });
    const other = await pendingVideo();
    expect((await act(alice, `/api/remove/${other}/`, { reason: 'Duplicate' })).json()).toMatchObject({
      video: { status: 'removed' },
    });
    const history = (await t.app.inject({ url: `/api/videos/${id}/history/`, headers: alice.auth })).json<{
      results: { action: string; actor: string; reason: string | null }[];
    }>();
    expect(history.results.map((h) => [h.action, h.actor, h.reason])).toEqual([
      ['approve_again', alice.username, null],
      ['deapprove', bob.username, 'Off topic'],
      ['approve', alice.username, null],
    ]);
  });

  it('searches the dustbin in titles, descriptions, categories and tags, title matches first, with paging', async () => {
    const inTitle = await pendingVideo({ title: 'Okapis of the Ituri forest' });
    const inDescription = await pendingVideo({ title: 'A forest walk', description: 'We meet an okapi at dawn.' });
    const inTags = await pendingVideo({ title: 'Shy animals', tags: ['OKAPI'] });
    for (const id of [inDescription, inTitle, inTags]) await act(alice, `/api/remove/${id}/`);
    const search = async (q: string, size = 20) =>
      (
        await t.app.inject({
          url: `/api/dustbin/?${new URLSearchParams({ q, page_size: String(size) })}`,
          headers: alice.auth,
        })
      ).json<{ results: { video_id: string }[]; count: number; next: string | null }>();
    const found = await search('okapi');
    expect(found.count).toBe(3);
    expect(found.results[0]!.video_id).toBe(inTitle);
    expect(new Set(found.results.map((r) => r.video_id))).toEqual(new Set([inTitle, inDescription, inTags]));
    const first = await search('okapi', 2);
    expect(first.next).toBe('/api/dustbin/?q=okapi&page=2&page_size=2');
    expect((await search('%_')).count).toBe(0);
  });

  it('answers 409 naming who acted first, and changes nothing', async () => {
    const id = await pendingVideo();
    await act(alice, `/api/approve/${id}/`);
    const late = await act(bob, `/api/remove/${id}/`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      detail: `This video was already approved by ${alice.username}.`,
      current: { status: 'approved', version: 2, actor: alice.username },
    });
    expect(await statusOf(id)).toBe('approved');
  });

  it('answers 409 for a stale version', async () => {
    const id = await pendingVideo();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/assign-gift/${id}/`,
      headers: alice.auth,
      payload: { gift_token: 'GIFT-1' },
    });
    const stale = await act(bob, `/api/approve/${id}/`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: `This video changed by ${alice.username} since you loaded it. Reload it and try again.`,
      current: { version: 2 },
    });
    expect((await act(bob, `/api/approve/${id}/`, { version: 2 })).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous approvals win', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await pendingVideo();
      const results = await Promise.all([act(alice, `/api/approve/${id}/`), act(bob, `/api/remove/${id}/`)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await logRowsOf(id)).toBe(1);
    }
  });

  it('answers 404 for an unknown video and 400 for a malformed id', async () => {
    expect((await act(alice, '/api/approve/AAAAAAAAAAA/')).statusCode).toBe(404);
    expect((await act(alice, '/api/approve/nope/')).statusCode).toBe(400);
  });
});

describe('vouchers', () => {
  it('refuses an empty code with the spec text and assigns a real one', async () => {
    const id = await pendingVideo();
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/assign-gift/${id}/`,
      headers: alice.auth,
      payload: { gift_token: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      detail: 'Please enter a voucher code.',
      errors: { gift_token: ['Please enter a voucher code.'] },
    });
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/assign-gift/${id}/`,
      headers: alice.auth,
      payload: { gift_token: 'FOCUS-2025' },
    });
    expect(ok.json()).toMatchObject({ video: { gift_token: 'FOCUS-2025' } });
  });

  it("never lets a voucher sent with an older version replace another moderator's (409, naming them)", async () => {
    const id = await pendingVideo();
    const give = (who: SignedIn, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/assign-gift/${id}/`, headers: who.auth, payload });
    const first = await give(alice, { gift_token: 'ALICE-1', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ video: { gift_token: 'ALICE-1', version: 2 } });
    const late = await give(bob, { gift_token: 'BOB-1', version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.headers['content-type']).toContain('application/problem+json');
    expect(late.json()).toMatchObject({
      detail: `This video changed by ${alice.username} since you loaded it. Reload it and try again.`,
      current: { status: 'pending', version: 2, actor: alice.username },
    });
    // Nothing changed: Alice's voucher, one log row.
    const [row] = await t.database.db
      .select({ gift: schema.videos.giftToken, version: schema.videos.version })
      .from(schema.videos)
      .where(eq(schema.videos.videoId, id));
    expect(row).toEqual({ gift: 'ALICE-1', version: 2 });
    expect(await logRowsOf(id)).toBe(1);
    // With the version now current, Bob's goes through.
    expect((await give(bob, { gift_token: 'BOB-1', version: 2 })).json()).toMatchObject({
      video: { gift_token: 'BOB-1', version: 3 },
    });
    expect((await give(bob, { gift_token: 'X', version: 0 })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/assign-gift/AAAAAAAAAAA/',
          headers: bob.auth,
          payload: { gift_token: 'X', version: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('bulk approve', () => {
  it('approves the listed videos as a job and reports the ones already handled or needing a category', async () => {
    const [a, b, c, d] = await Promise.all([
      pendingVideo(),
      pendingVideo(),
      pendingVideo(),
      pendingVideo({ assignedCategory: null }),
    ]);
    await act(alice, `/api/remove/${c}/`);
    const accepted = await act(alice, '/api/bulk-approve/', { video_ids: [a, b, c, d, 'ZZZZZZZZZZZ'] });
    expect(accepted.statusCode).toBe(202);
    const { job_id } = accepted.json<{ job_id: string }>();
    const job = await waitForJob(job_id);
    expect(job).toMatchObject({
      state: 'completed',
      progress: 100,
      result: {
        approved: 2,
        already_handled: [{ video_id: c, status: 'removed' }],
        not_found: ['ZZZZZZZZZZZ'],
        needs_category: [d],
        needs_category_total: 1,
      },
    });
    expect(await Promise.all([a, b, c, d].map((id) => statusOf(id!)))).toEqual([
      'approved',
      'approved',
      'removed',
      'pending',
    ]);
  });

  it('approves the whole queue only when asked for in so many words: an empty body, {}, both or neither is a 400', async () => {
    const a = await pendingVideo();
    const refused = [
      await t.app.inject({ method: 'POST', url: '/api/bulk-approve/', headers: alice.auth }),
      await act(alice, '/api/bulk-approve/', {}),
      await act(alice, '/api/bulk-approve/', { all: false }),
      await act(alice, '/api/bulk-approve/', { video_ids: [] }),
      await act(alice, '/api/bulk-approve/', { all: true, video_ids: [a] }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json<{ detail: string }>().detail).toMatch(/"all": true|video id/);
    }
    expect(refused[1]!.json<{ detail: string }>().detail).toContain('{ "all": true }');
    expect(refused[1]!.json<{ detail: string }>().detail).toContain('"video_ids"');
    expect(await statusOf(a)).toBe('pending');
  });

  it('approves every categorised video in the queue, never into no list, and a second run approves nothing more', async () => {
    const pendingWhere = async (category: 'with' | 'without') => {
      const [row] = await t.database.db
        .select({ n: sql<string>`count(*)` })
        .from(schema.videos)
        .where(
          and(
            eq(schema.videos.status, 'pending'),
            category === 'with' ? isNotNull(schema.videos.assignedCategory) : isNull(schema.videos.assignedCategory),
          ),
        );
      return Number(row!.n);
    };
    const categorised = await pendingWhere('with');
    const uncategorised = await pendingWhere('without');
    expect(uncategorised).toBeGreaterThan(1000); // the demo catalogue's maths, science, test prep…
    const first = await waitForJob(
      (await act(alice, '/api/bulk-approve/', { all: true })).json<{ job_id: string }>().job_id,
    );
    expect(first.result).toMatchObject({ approved: categorised, needs_category_total: uncategorised });
    expect((first.result as { needs_category: string[] }).needs_category).toHaveLength(1000);
    expect(await pendingWhere('with')).toBe(0);
    expect(await pendingWhere('without')).toBe(uncategorised);
    const [uncategorisedApproved] = await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(schema.videos)
      .where(and(eq(schema.videos.status, 'approved'), isNull(schema.videos.assignedCategory)));
    expect(Number(uncategorisedApproved!.n)).toBe(0);
    const second = await waitForJob(
      (await act(alice, '/api/bulk-approve/', { all: true })).json<{ job_id: string }>().job_id,
    );
    expect(second.result).toMatchObject({ approved: 0, already_handled: [], not_found: [] });
    const counts = (await t.app.inject({ url: '/api/moderation/counts/', headers: alice.auth })).json<{
      pending: number;
      approved: number;
    }>();
    expect(counts.pending).toBe(uncategorised);
    const list = (await t.app.inject('/api/approved/?page=1')).json<VideoPage>();
    expect(list.count).toBe(counts.approved);
  });
});

describe('approved counts', () => {
  it('always equal a full recount, after every kind of change', async () => {
    const [a, b] = await Promise.all([
      pendingVideo({ assignedCategory: 'health', subcategory: 'sleep' }),
      pendingVideo(),
    ]);
    await act(alice, `/api/approve/${a}/`, { assigned_category: 'travel', subcategory: 'solo' });
    await act(alice, `/api/approve/${b}/`);
    await act(alice, `/api/deapprove/${b}/`);
    await t.database.db
      .update(schema.videos)
      .set({ assignedCategory: 'animals', subcategory: null })
      .where(eq(schema.videos.videoId, a));
    await t.database.db.delete(schema.videos).where(eq(schema.videos.videoId, b));
    const kept = await t.database.db.execute(
      sql`select assigned_category, subcategory, n::int from approved_counts where n <> 0 order by 1, 2`,
    );
    const recount = await t.database.db.execute(
      sql`select coalesce(assigned_category, '') as assigned_category, coalesce(subcategory, '') as subcategory, count(*)::int as n
          from videos where status = 'approved' group by 1, 2 order by 1, 2`,
    );
    expect((kept as { rows: unknown[] }).rows).toEqual((recount as { rows: unknown[] }).rows);
  });
});

async function waitForJob(jobId: string) {
  let job: { state: string; progress: number; result: unknown } | undefined;
  await expect
    .poll(
      async () => {
        job = (await t.app.inject({ url: `/api/jobs/${jobId}/`, headers: alice.auth })).json();
        return job!.state;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toMatch(/completed|failed/);
  return job!;
}
