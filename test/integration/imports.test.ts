import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, syncSourceSchedules } from '@focustube/core';
import { EMPTY_CHANNEL_ID, KHAN_LIKE_CHANNEL_ID, SMALL_CHANNEL_ID, publicVideos } from '../fakes/fixtures.ts';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube-server.ts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { startTestApp } from '../support/app.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let youtube: FakeYouTube;
let t: TestStack;
let mod: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  youtube = await startFakeYouTube();
  t = await startTestStack({ YOUTUBE_API_URL: youtube.url, YOUTUBE_API_KEY: youtube.apiKey });
  mod = await signUp(t.app, t.database.db, 'moderator');
  member = await signUp(t.app, t.database.db, 'user');
});
afterAll(async () => {
  await t?.close();
  await youtube?.stop();
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who: SignedIn = mod) =>
  t.app.inject({ method, url, payload, headers: who.auth });
async function finished(jobId: string) {
  let job:
    | {
        state: string;
        progress: number;
        result: Record<string, unknown>;
        failed_reason: string | null;
        attempts: number;
        retryable: boolean;
      }
    | undefined;
  await expect
    .poll(async () => (job = (await send('GET', `/api/jobs/${jobId}/`)).json())!.state, {
      timeout: 30_000,
      interval: 100,
    })
    .toMatch(/completed|failed/);
  return job!;
}
/** The job scheduler that refreshes a source, if there is one. */
const schedulerOf = async (sourceId: number) =>
  (await t.app.queues.imports.getJobSchedulers()).find((s) => s.key === `source:${sourceId}`);
const small = () => publicVideos(youtube.channels.get(SMALL_CHANNEL_ID)!);
const khan = () => publicVideos(youtube.channels.get(KHAN_LIKE_CHANNEL_ID)!);
const stored = async (videoId: string) =>
  (await t.database.db.select().from(schema.videos).where(eq(schema.videos.videoId, videoId)))[0];

describe('saving one video', () => {
  it('takes a pasted link, imports the details as pending, and does nothing more the second time', async () => {
    const video = small()[0]!;
    const accepted = await send('POST', '/api/youtube-videos/', {
      video_id: `https://www.youtube.com/watch?v=${video.videoId}&t=42s`,
      assigned_category: 'technology',
    });
    expect(accepted.statusCode).toBe(202);
    const job = await finished(accepted.json<{ job_id: string }>().job_id);
    expect(job).toMatchObject({ state: 'completed', result: { requested: 1, imported: 1, already_known: 0 } });
    expect(await stored(video.videoId)).toMatchObject({
      title: video.title,
      status: 'pending',
      assignedCategory: 'technology',
      durationSeconds: video.durationSeconds,
      source: 'manual',
    });
    const again = await finished(
      (await send('POST', '/api/youtube-videos/', { video_id: video.videoId })).json<{ job_id: string }>().job_id,
    );
    expect(again.result).toMatchObject({ imported: 0, already_known: 1 });
    expect((await send('GET', `/api/videos/${video.videoId}/history/`)).json()).toMatchObject({
      results: [{ action: 'import', from: null, to: 'pending', actor: mod.username }],
    });
  });

  it('fails the job at once, with a reason, for a video YouTube does not have', async () => {
    const job = await finished(
      (await send('POST', '/api/youtube-videos/', { video_id: 'AAAAAAAAAAA' })).json<{ job_id: string }>().job_id,
    );
    expect(job.state).toBe('failed');
    expect(job.attempts).toBe(1);
    expect(job.failed_reason).toMatch(/no public video with the id "AAAAAAAAAAA"/);
    // Running it again could only fail the same way: no Retry, and a retry asked for anyway is refused.
    expect(job.retryable).toBe(false);
  });

  it('refuses input that holds no video id', async () => {
    const res = await send('POST', '/api/youtube-videos/', { video_id: 'https://example.com/not-youtube' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Paste a YouTube link or an 11-character video id.' });
    expect((await send('POST', '/api/youtube-videos/', { video_id: '' })).json()).toMatchObject({
      detail: 'Video ID is required.',
    });
  });
});

describe('fetching a channel', () => {
  it('imports the newest videos, deduplicated, into the pending queue', async () => {
    const first = await finished(
      (await send('GET', `/api/fetch-videos/?channel_id=${KHAN_LIKE_CHANNEL_ID}&max_results=5`)).json<{
        job_id: string;
      }>().job_id,
    );
    expect(first).toMatchObject({ state: 'completed', progress: 100, result: { requested: 5, imported: 5 } });
    const newest = khan()
      .slice(0, 5)
      .map((v) => v.videoId);
    for (const id of newest) expect((await stored(id))?.status).toBe('pending');
    const twice = await finished(
      (await send('GET', `/api/fetch-videos/?channel_id=${KHAN_LIKE_CHANNEL_ID}&max_results=8`)).json<{
        job_id: string;
      }>().job_id,
    );
    expect(twice.result).toMatchObject({ requested: 8, imported: 3, already_known: 5 });
  });

  it('places the videos in the category asked for', async () => {
    const job = await finished(
      (
        await send('GET', `/api/fetch-youtube-videos/?channel_id=${SMALL_CHANNEL_ID}&category=languages&max_results=50`)
      ).json<{ job_id: string }>().job_id,
    );
    expect(job.state).toBe('completed');
    expect((await stored(small()[2]!.videoId))?.assignedCategory).toBe('languages');
  });

  it('retries when YouTube runs out of quota, then succeeds', async () => {
    youtube.failNext(1, 'quota');
    const job = await finished(
      (await send('GET', `/api/fetch-videos/?channel_id=${KHAN_LIKE_CHANNEL_ID}&max_results=12`)).json<{
        job_id: string;
      }>().job_id,
    );
    expect(job.state).toBe('completed');
    expect(job.attempts).toBe(2);
  });

  it('fails at once for an unknown channel', async () => {
    const job = await finished(
      (await send('GET', '/api/fetch-videos/?channel_id=UCnobodyHere000000000000')).json<{ job_id: string }>().job_id,
    );
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('offers no retry of a job that failed for good, and says why, but retries one that failed for a while', async () => {
    const { job_id } = (await send('GET', '/api/fetch-videos/?channel_id=UCthisChannelDoesNotExi')).json<{
      job_id: string;
    }>();
    expect(await finished(job_id)).toMatchObject({ state: 'failed', retryable: false });
    const listed = (await send('GET', '/api/jobs/')).json<{ results: { job_id: string; retryable: boolean }[] }>();
    expect(listed.results.find((j) => j.job_id === job_id)).toMatchObject({ retryable: false });
    const refused = await send('POST', `/api/jobs/${job_id}/retry/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'Running this job again would fail the same way: YouTube has no channel with id UCthisChannelDoesNotExi. ' +
        'Start a new import with the right channel or video id instead.',
    );
    const inSwahili = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job_id}/retry/`,
      headers: { ...mod.auth, 'accept-language': 'sw' },
    });
    expect(inSwahili.json<{ detail: string }>().detail).toMatch(
      /^Kuiendesha kazi hii tena kungeshindwa.*YouTube haina chaneli/,
    );
    expect((await send('GET', `/api/jobs/${job_id}/`)).json()).toMatchObject({ state: 'failed', attempts: 1 });

    // A quota failure heals: the job that ran out of attempts keeps its Retry, and the retry succeeds.
    const jobId = crypto.randomUUID();
    youtube.failNext(1, 'quota');
    await t.app.queues.imports.add(
      'channel-import',
      { actor: { id: mod.id, username: mod.username }, channel_id: EMPTY_CHANNEL_ID, max_results: 5 },
      { jobId, attempts: 1 },
    );
    expect(await finished(jobId)).toMatchObject({ state: 'failed', retryable: true });
    const retried = await send('POST', `/api/jobs/${jobId}/retry/`);
    expect(retried.statusCode).toBe(200);
    expect(await finished(jobId)).toMatchObject({ state: 'completed', retryable: true });
  });

  it.each([
    ['/api/fetch-videos/?max_results=5', 'Channel ID is required.'],
    [`/api/fetch-videos/?channel_id=${KHAN_LIKE_CHANNEL_ID}&max_results=51`, 'max_results can be at most 50.'],
    [
      `/api/fetch-youtube-videos/?channel_id=${KHAN_LIKE_CHANNEL_ID}&category=cooking`,
      'There is no category "cooking"',
    ],
  ])('refuses %s', async (url, detail) => {
    const res = await send('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toContain(detail);
  });
});

describe('lookups', () => {
  it('resolves the channel of a video, and names YouTube categories', async () => {
    const video = small()[1]!;
    expect(
      (await send('GET', `/api/resolve-channel-id-from-video/?video_id=https://youtu.be/${video.videoId}`)).json(),
    ).toEqual({ channel_id: SMALL_CHANNEL_ID });
    expect((await send('GET', '/api/resolve-channel-id-from-video/?video_id=AAAAAAAAAAA')).statusCode).toBe(404);
    expect((await t.app.inject('/api/get-video-category/27')).json()).toEqual({
      categoryId: '27',
      categoryName: 'Education',
    });
    expect((await t.app.inject('/api/get-video-category/9999')).json()).toEqual({
      categoryId: '9999',
      categoryName: 'Uncategorized',
    });
  });
});

describe('category names', () => {
  it('answers anonymous callers from one listing of YouTube categories, however many unknown ids they ask', async () => {
    const asked = () => youtube.requests.filter((r) => r.path === '/youtube/v3/videoCategories').length;
    const before = asked();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.app.inject(`/api/get-video-category/${i % 2 ? 5000 + i : 27}`)),
    );
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(
        i % 2
          ? { categoryId: String(5000 + i), categoryName: 'Uncategorized' }
          : { categoryId: '27', categoryName: 'Education' },
      );
    }
    expect((await t.app.inject('/api/get-video-category/28')).json()).toEqual({
      categoryId: '28',
      categoryName: 'Science & Technology',
    });
    expect(asked() - before).toBeLessThanOrEqual(1);
  });
});

describe('suggestions from members', () => {
  it('queues a suggested video marked with the member, and says so when it is already known', async () => {
    const video = khan()[60]!;
    const res = await send(
      'POST',
      '/api/contributions/',
      { video: `https://youtu.be/${video.videoId}`, note: 'Great explainer' },
      member,
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: 'Thank you! A moderator will review your suggestion.' });
    await finished(res.json<{ job_id: string }>().job_id);
    const queued = (await send('GET', `/api/pending-videos/?q=${encodeURIComponent(video.title.slice(0, 30))}`)).json<{
      results: { video_id: string; suggested_by: string; source: string }[];
    }>();
    expect(queued.results.find((r) => r.video_id === video.videoId)).toMatchObject({
      suggested_by: member.username,
      source: 'suggestion',
    });
    expect((await send('GET', `/api/videos/${video.videoId}/history/`)).json()).toMatchObject({
      results: [{ action: 'suggest', from: null, to: 'pending', actor: member.username }],
    });
    const again = await send('POST', '/api/contributions/', { video: video.videoId }, member);
    expect(again.statusCode).toBe(409);
  });

  it('tells the member at once that YouTube has no public video with that id, and queues nothing', async () => {
    const queuedFor = async (videoId: string) =>
      (await t.app.queues.imports.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).filter(
        (job) => (job.data as { video_id?: string }).video_id === videoId,
      );
    const privateVideo = youtube.channels.get(SMALL_CHANNEL_ID)!.videos.find((v) => v.privacyStatus === 'private')!;
    for (const [input, videoId] of [
      ['ZZZZZZZZZZZ', 'ZZZZZZZZZZZ'],
      [`https://www.youtube.com/watch?v=${privateVideo.videoId}`, privateVideo.videoId],
    ] as const) {
      const res = await send('POST', '/api/contributions/', { video: input }, member);
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const detail = `YouTube has no public video with the id "${videoId}": it may be private, deleted or mistyped. Check the link and try again; nothing was saved.`;
      expect(res.json()).toMatchObject({ status: 422, detail, errors: { video: [detail] } });
      expect(await queuedFor(videoId)).toEqual([]);
      expect(await stored(videoId)).toBeUndefined();
    }
    const inSwahili = await t.app.inject({
      method: 'POST',
      url: '/api/contributions/',
      payload: { video: 'ZZZZZZZZZZZ' },
      headers: { ...member.auth, 'accept-language': 'sw' },
    });
    expect(inSwahili.json<{ detail: string }>().detail).toMatch(
      /^YouTube haina video ya umma yenye kitambulisho "ZZZZZZZZZZZ"/,
    );

    // YouTube out of quota while checking: a 503 in a member's words, and nothing queued.
    const video = khan()[61]!;
    youtube.failNext(1, 'quota');
    const busy = await send('POST', '/api/contributions/', { video: video.videoId }, member);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({
      detail: "Suggestions can't be taken right now. Please try again later; nothing was saved.",
    });
    expect(busy.body).not.toMatch(/quota|YOUTUBE_API_KEY/);
    expect(await queuedFor(video.videoId)).toEqual([]);
  });
});

describe('sources', () => {
  it('registers a channel, imports it, lists, edits and deletes it, and refreshes it on its own schedule', async () => {
    const created = await send('POST', '/api/sources/', { channel_id: SMALL_CHANNEL_ID, assigned_category: 'mindset' });
    expect(created.statusCode).toBe(201);
    const { source, job_id } = created.json<{
      source: { id: number; channel_title: string; refresh_pattern: string };
      job_id: string;
    }>();
    expect(source.channel_title).toBe(youtube.channels.get(SMALL_CHANNEL_ID)!.title);
    expect(source.refresh_pattern).toBe('0 3 * * *');
    expect((await finished(job_id)).state).toBe('completed');
    expect((await send('POST', '/api/sources/', { channel_id: SMALL_CHANNEL_ID })).statusCode).toBe(409);
    expect(
      (await send('PATCH', `/api/sources/${source.id}/`, { assigned_category: 'health', subcategory: 'sleep' })).json(),
    ).toMatchObject({ assigned_category: 'health', subcategory: 'sleep' });

    // One scheduler per source, on the source's pattern, following its edits.
    const scheduler = () => schedulerOf(source.id);
    expect(await scheduler()).toMatchObject({ pattern: '0 3 * * *' });
    const weekly = await send('PATCH', `/api/sources/${source.id}/`, { refresh_pattern: '30 6 * * 1' });
    expect(weekly.json()).toMatchObject({ refresh_pattern: '30 6 * * 1' });
    expect(await scheduler()).toMatchObject({ pattern: '30 6 * * 1' });
    const nonsense = await send('PATCH', `/api/sources/${source.id}/`, { refresh_pattern: '99 3 * * *' });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json()).toHaveProperty('errors.refresh_pattern');
    expect(await scheduler()).toMatchObject({ pattern: '30 6 * * 1' });

    // What the scheduler fires: the channel's newest uploads into the source's category as it is now.
    const refresh = async () => {
      const jobId = crypto.randomUUID();
      await t.app.queues.imports.add('refresh-source', { source_id: source.id }, { jobId });
      return finished(jobId);
    };
    expect(await refresh()).toMatchObject({ state: 'completed', result: { source_id: source.id, imported: 0 } });
    expect(
      (await send('GET', '/api/sources/')).json<{ results: { last_refreshed_at: string | null }[] }>().results[0]!
        .last_refreshed_at,
    ).not.toBeNull();

    expect((await send('DELETE', `/api/sources/${source.id}/`)).statusCode).toBe(204);
    expect((await send('GET', '/api/sources/')).json()).toEqual({ results: [] });
    expect(await scheduler()).toBeUndefined();
    expect(await refresh()).toMatchObject({ state: 'completed', result: { source_id: source.id, skipped: true } });
  });

  it('gives a source registered with its own pattern that schedule, and the worker restores missing ones', async () => {
    const created = await send('POST', '/api/sources/', {
      channel_id: EMPTY_CHANNEL_ID,
      refresh_pattern: '0 */6 * * *',
    });
    expect(created.statusCode).toBe(201);
    const { source } = created.json<{ source: { id: number } }>();
    const queue = t.app.queues.imports;
    expect(await schedulerOf(source.id)).toMatchObject({ pattern: '0 */6 * * *' });
    await queue.removeJobScheduler(`source:${source.id}`);
    await queue.upsertJobScheduler('source:999999', { pattern: '0 3 * * *' }, { name: 'refresh-source' });
    expect(await schedulerOf(999999)).toBeTruthy();
    await syncSourceSchedules(t.database.db, t.app.queues);
    expect(await schedulerOf(source.id)).toMatchObject({ pattern: '0 */6 * * *' });
    expect(await schedulerOf(999999)).toBeUndefined();
    expect((await send('DELETE', `/api/sources/${source.id}/`)).statusCode).toBe(204);
  });
});

describe("a source's first import and schedule", () => {
  it('marks a newly registered source refreshed once its first import finishes', async () => {
    const created = await send('POST', '/api/sources/', { channel_id: EMPTY_CHANNEL_ID });
    expect(created.statusCode).toBe(201);
    const { source, job_id } = created.json<{
      source: { id: number; last_refreshed_at: string | null };
      job_id: string;
    }>();
    expect(source.last_refreshed_at).toBeNull();
    expect((await finished(job_id)).state).toBe('completed');
    const listed = (await send('GET', '/api/sources/')).json<{
      results: { id: number; last_refreshed_at: string | null }[];
    }>();
    expect(listed.results.find((s) => s.id === source.id)?.last_refreshed_at).toEqual(expect.any(String));
    expect((await send('DELETE', `/api/sources/${source.id}/`)).statusCode).toBe(204);
  });

  it('speaks of the Schedule in words, and refuses one that runs more often than once an hour', async () => {
    const created = await send('POST', '/api/sources/', { channel_id: EMPTY_CHANNEL_ID });
    const { source } = created.json<{ source: { id: number } }>();
    const patch = (refresh_pattern: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sources/${source.id}/`,
        payload: { refresh_pattern },
        headers: { ...mod.auth, ...headers },
      });

    const words = await patch('every tuesday');
    expect(words.statusCode).toBe(400);
    expect(words.json<{ detail: string }>().detail).toMatch(/^The schedule is five parts: minute, hour/);
    expect(words.body).not.toMatch(/refresh_pattern is|cron/);
    expect(words.json()).toHaveProperty('errors.refresh_pattern');
    const inSwahili = await patch('every tuesday', { 'accept-language': 'sw' });
    expect(inSwahili.json<{ detail: string }>().detail).toMatch(/^Ratiba ina sehemu tano/);
    expect(inSwahili.body).not.toMatch(/refresh_pattern ni|cron/);

    for (const often of ['* * * * *', '*/15 * * * *', '0,30 3 * * *']) {
      const res = await patch(often);
      expect(res.statusCode, often).toBe(400);
      expect(res.json<{ detail: string }>().detail).toContain(
        `The schedule "${often}" would re-import the channel more often than once an hour.`,
      );
      expect(res.json()).toHaveProperty('errors.refresh_pattern');
      expect(await schedulerOf(source.id)).toMatchObject({ pattern: '0 3 * * *' });
    }
    expect((await patch('* * * * *', { 'accept-language': 'sw' })).json<{ detail: string }>().detail).toMatch(
      /mara nyingi zaidi ya mara moja kwa saa/,
    );
    const registering = await send('POST', '/api/sources/', {
      channel_id: KHAN_LIKE_CHANNEL_ID,
      refresh_pattern: '* * * * *',
    });
    expect(registering.statusCode).toBe(400);
    expect((await send('GET', '/api/sources/')).json<{ results: unknown[] }>().results).toHaveLength(1);

    // Hourly is as often as it gets.
    expect((await patch('0 * * * *')).json()).toMatchObject({ refresh_pattern: '0 * * * *' });
    expect(await schedulerOf(source.id)).toMatchObject({ pattern: '0 * * * *' });
    expect((await send('DELETE', `/api/sources/${source.id}/`)).statusCode).toBe(204);
  });
});

describe('live progress', () => {
  it('shows moderators the job progress and the new pending videos, and nobody else', async () => {
    const moderatorSocket = await t.connect(mod.access);
    const visitor = await t.connect();
    const { job_id } = (
      await send('GET', `/api/fetch-videos/?channel_id=${KHAN_LIKE_CHANNEL_ID}&max_results=40`)
    ).json<{ job_id: string }>();
    await finished(job_id);
    await expect
      .poll(() => moderatorSocket.events.some((e) => e.name === 'job:completed' && e.payload.job_id === job_id))
      .toBe(true);
    expect(moderatorSocket.events.some((e) => e.name === 'job:progress' && e.payload.job_id === job_id)).toBe(true);
    await expect
      .poll(() => moderatorSocket.events.some((e) => e.name === 'videos:changed' && e.payload.to === 'pending'))
      .toBe(true);
    expect(visitor.events.filter((e) => e.name.startsWith('job:') || e.payload.to === 'pending')).toEqual([]);
  });
});

describe('without a YouTube key', () => {
  it('answers imports with a clear 503 while the rest keeps working', async () => {
    const keyless = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const me = await signUp(keyless.app, keyless.database.db, 'moderator');
      const res = await keyless.app.inject({
        method: 'POST',
        url: '/api/youtube-videos/',
        headers: me.auth,
        payload: { video_id: 'AAAAAAAAAAA' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ detail: expect.stringMatching(/set YOUTUBE_API_KEY/) });
      const fetchRes = await keyless.app.inject({
        url: `/api/fetch-videos/?channel_id=${KHAN_LIKE_CHANNEL_ID}`,
        headers: me.auth,
      });
      expect(fetchRes.statusCode).toBe(503);
      // A member suggesting a video is not shown how the server is set up.
      const member = await signUp(keyless.app, keyless.database.db);
      const suggested = await keyless.app.inject({
        method: 'POST',
        url: '/api/contributions/',
        headers: member.auth,
        payload: { video: 'AAAAAAAAAAA' },
      });
      expect(suggested.statusCode).toBe(503);
      expect(suggested.json()).toMatchObject({
        detail: "Suggestions can't be taken right now. Please try again later; nothing was saved.",
      });
      expect(suggested.body).not.toMatch(/YOUTUBE_API_KEY/);
      expect((await keyless.app.inject('/api/approved/?page=1')).statusCode).toBe(200);
    } finally {
      await keyless.close();
    }
  });
});
