/**
 * What operators see: Prometheus metrics at /metrics (for the metrics token only) that move with the
 * product's work, and one request id that follows a moderator's call into its job and its events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@focustube/core';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube-server.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
let youtube: FakeYouTube;
let t: TestStack;
let mod: SignedIn;

beforeAll(async () => {
  youtube = await startFakeYouTube();
  t = await startTestStack({ METRICS_TOKEN, YOUTUBE_API_URL: youtube.url, YOUTUBE_API_KEY: youtube.apiKey });
  mod = await signUp(t.app, t.database.db, 'moderator');
});
afterAll(async () => {
  await t?.close();
  await youtube?.stop();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text format strictly enough that a malformed line fails the test. */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][\w:]* .+$/.test(line)) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (-?[\d.e+-]+|NaN|\+Inf|-Inf)$/i.exec(line);
    if (!match) throw new Error(`Not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** Adds `count` categorised pending videos and bulk-approves them as the moderator. */
async function bulkApproveNew(count: number, headers: Record<string, string> = {}) {
  const ids = await insertVideos(
    t.database.db,
    Array.from({ length: count }, () => ({
      status: 'pending' as const,
      approvedAt: null,
      assignedCategory: 'technology',
    })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/bulk-approve/',
    headers: { ...mod.auth, ...headers },
    payload: { video_ids: ids },
  });
}

async function scrape(): Promise<Sample[]> {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(res.body);
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('/metrics', () => {
  it('answers the metrics token only', async () => {
    const anonymous = await t.app.inject({ url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all-00' } });
    expect(wrong.statusCode).toBe(401);
    // A moderator's or admin's session is not the scraper's token.
    const member = await t.app.inject({ url: '/metrics', headers: mod.auth });
    expect(member.statusCode).toBe(401);
  });

  it('measures HTTP answers by route pattern, not by URL', async () => {
    const [video] = await t.database.db
      .select({ id: schema.videos.videoId })
      .from(schema.videos)
      .where(eq(schema.videos.status, 'approved'))
      .limit(1);
    await t.app.inject({ url: '/api/approved/?categories=health&page=1' });
    await t.app.inject({ url: `/api/videos/${video!.id}/` });
    await t.app.inject({ url: '/api/videos/AAAAAAAAAAA/' });
    const samples = await scrape();
    const count = 'focustube_http_request_duration_seconds_count';
    expect(value(samples, count, { route: '/api/approved/', method: 'GET', status_code: '200' })).toBeGreaterThan(0);
    expect(value(samples, count, { route: '/api/videos/:video_id/', status_code: '200' })).toBe(1);
    expect(value(samples, count, { route: '/api/videos/:video_id/', status_code: '404' })).toBe(1);
    expect(samples.some((s) => s.labels.route?.includes(video!.id))).toBe(false);
    expect(value(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('measures the web pages as one `page` route, whatever their address', async () => {
    const html = { accept: 'text/html' };
    const before = await scrape();
    const home = await t.app.inject({ url: '/', headers: html });
    const missing = await t.app.inject({ url: '/no-such-page-here', headers: html });
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.statusCode).toBe(404);
    const after = await scrape();
    const count = 'focustube_http_request_duration_seconds_count';
    const grew = (status: string) =>
      value(after, count, { route: 'page', status_code: status }) -
      value(before, count, { route: 'page', status_code: status });
    expect(grew('200')).toBe(1);
    expect(grew('404')).toBe(1);
    expect(after.some((s) => s.labels.route?.includes('no-such-page'))).toBe(false);
  });

  it('counts catalogue cache hits and misses', async () => {
    const before = await scrape();
    // A page size no other test asks for: one at 20, the default, was already cached by the test above
    // (1 run in 50 drew it and found no miss).
    const url = `/api/approved/?categories=health&page=1&page_size=${21 + Math.floor(Math.random() * 30)}`;
    await t.app.inject({ url });
    await t.app.inject({ url });
    const after = await scrape();
    const lookups = 'focustube_catalogue_cache_lookups_total';
    expect(value(after, lookups, { result: 'miss' }) - value(before, lookups, { result: 'miss' })).toBe(1);
    expect(value(after, lookups, { result: 'hit' }) - value(before, lookups, { result: 'hit' })).toBe(1);
  });

  it('moves when a job runs: queue depth, job durations, outbox', async () => {
    const before = await scrape();
    const res = await bulkApproveNew(3);
    expect(res.statusCode).toBe(202);
    const labels = { queue: 'moderation', name: 'bulk-approve', outcome: 'completed' };
    const jobs = 'focustube_job_duration_seconds_count';
    await expect
      .poll(async () => value(await scrape(), jobs, labels), { timeout: 10_000 })
      .toBe(value(before, jobs, labels) + 1);
    const after = await scrape();
    expect(value(after, 'focustube_queue_jobs', { queue: 'moderation', state: 'completed' })).toBe(
      value(before, 'focustube_queue_jobs', { queue: 'moderation', state: 'completed' }) + 1,
    );
    expect(after.find((s) => s.name === 'focustube_queue_jobs' && s.labels.state === 'waiting')).toBeDefined();
    await expect
      .poll(async () => value(await scrape(), 'focustube_outbox_unpublished_events'), { timeout: 5000 })
      .toBe(0);
    expect(value(after, 'focustube_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts failed jobs by queue', async () => {
    const before = await scrape();
    // A channel YouTube does not know: the import fails at once, unrecoverable.
    const res = await t.app.inject({
      url: '/api/fetch-videos/?channel_id=UCnobodyHere000000000000',
      headers: mod.auth,
    });
    expect(res.statusCode).toBe(202);
    const failures = 'focustube_job_failures_total';
    await expect
      .poll(async () => value(await scrape(), failures, { queue: 'imports' }), { timeout: 10_000 })
      .toBe(value(before, failures, { queue: 'imports' }) + 1);
    expect(
      value(await scrape(), 'focustube_job_duration_seconds_count', { queue: 'imports', outcome: 'failed' }),
    ).toBeGreaterThan(0);
  });

  it('counts sockets per room on this instance', async () => {
    const before = await scrape();
    const room = (samples: Sample[], name: string) => value(samples, 'focustube_socket_connections', { room: name });
    const visitor = await t.connect();
    const moderator = await t.connect(mod.access);
    const during = await scrape();
    expect(room(during, 'public') - room(before, 'public')).toBe(2);
    expect(room(during, 'moderation') - room(before, 'moderation')).toBe(1);
    expect(room(during, 'user') - room(before, 'user')).toBe(1);
    visitor.close();
    moderator.close();
    await expect.poll(async () => room(await scrape(), 'public'), { timeout: 5000 }).toBe(room(before, 'public'));
  });
});

describe('request ids', () => {
  it('names every answer, and keeps a plain id sent by a proxy', async () => {
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-42.abc' } });
    expect(kept.headers['x-request-id']).toBe('edge-42.abc');
    const refused = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('follows a moderator call into its job and the events it causes', async () => {
    const requestId = `bulk-${Date.now()}`;
    const visitor = await t.connect();
    const moderator = await t.connect(mod.access);
    const res = await bulkApproveNew(2, { 'x-request-id': requestId });
    expect(res.headers['x-request-id']).toBe(requestId);
    const { job_id } = res.json<{ job_id: string }>();
    const job = await t.app.queues.moderation.getJob(job_id);
    expect(job?.data.request_id).toBe(requestId);

    await expect
      .poll(() => visitor.events.find((e) => e.name === 'videos:changed')?.payload.request_id, { timeout: 10_000 })
      .toBe(requestId);
    await expect
      .poll(() => moderator.events.find((e) => e.name === 'job:completed')?.payload, { timeout: 10_000 })
      .toMatchObject({ job_id, request_id: requestId });
    const rows = await t.database.db
      .select({ requestId: schema.outbox.requestId })
      .from(schema.outbox)
      .where(eq(schema.outbox.event, 'videos:changed'));
    expect(rows.map((r) => r.requestId)).toContain(requestId);
  });

  it('carries the id of a single approval into its event', async () => {
    const requestId = `approve-${Date.now()}`;
    const moderator = await t.connect(mod.access);
    const [id] = await insertVideos(t.database.db, [
      { status: 'pending', approvedAt: null, assignedCategory: 'health' },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/approve/${id}/`,
      headers: { ...mod.auth, 'x-request-id': requestId },
    });
    await expect
      .poll(
        () => moderator.events.find((e) => e.name === 'video:changed' && e.payload.video_id === id)?.payload.request_id,
        { timeout: 5000 },
      )
      .toBe(requestId);
  });
});
