/**
 * The worker SIGKILLed in the middle of a bulk approval of 20,000 pending videos: a worker started
 * after it finishes the job, every video approved exactly once (one moderation_log row each, each in
 * exactly one published `videos:changed` event), and moderators see progress events again. The same
 * for a 300-video channel import from the fake YouTube: every upload imported once, none twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertPending,
  jobOf,
  listen,
  moderator,
  recordFigure,
  request,
  startStack,
  startWorker,
  waitFor,
  type FaultStack,
} from './harness.ts';
import { closeQueues, closeRedis, connectRedis, createQueues, enqueue } from '@focustube/core';
import { makeChannel } from '../fakes/fixtures.ts';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube-server.ts';

const VIDEOS = 20_000;
const UPLOADS = 300;
const CHANNEL_ID = 'UCfaultSuiteImport300000';
let s: FaultStack;
let youtube: FakeYouTube | undefined;

beforeAll(async () => {
  youtube = await startFakeYouTube({
    channels: [
      makeChannel({ channelId: CHANNEL_ID, title: 'Fault suite (fake)', videoCount: UPLOADS, hiddenEntries: false }),
    ],
  });
  s = await startStack('worker-kill', {
    apis: 1,
    workers: 1,
    env: { YOUTUBE_API_KEY: youtube.apiKey, YOUTUBE_API_URL: youtube.url },
  });
}, 120_000);
afterAll(async () => {
  await s?.close();
  await youtube?.stop();
});

/** Kills the worker once the job reports progress, checks it was still running, and starts another. */
async function killMidway(origin: string, token: string, jobId: string, past = 0) {
  const midway = await waitFor(async () => (await jobOf(origin, token, jobId)).progress > past, 60_000, 20);
  expect(midway, s.workers[0]!.output()).toBe(true);
  await s.workers[0]!.stop('SIGKILL');
  const killedAt = Date.now();
  const atKill = await jobOf(origin, token, jobId);
  expect(atKill.state, 'the job finished before the worker was killed: nothing was tested').toBe('active');
  s.workers[0] = await startWorker(`worker-kill-worker-${killedAt}`, s.env);
  return { killedAt, progressAtKill: atKill.progress };
}

describe('a worker killed during a bulk approval', () => {
  it(`finishes after a restart with each of ${VIDEOS.toLocaleString('en')} videos approved exactly once`, async () => {
    const api = s.apis[0]!;
    const mod = await moderator(api.origin, s.db);
    await insertPending(s.db, VIDEOS, 'w');
    const watcher = await listen('moderator', api.origin, mod.token);
    const progress: { at: number; progress: number }[] = [];
    watcher.socket.on('job:progress', (e: { progress: number }) =>
      progress.push({ at: Date.now(), progress: e.progress }),
    );

    const accepted = await request(`${api.origin}/api/bulk-approve/`, {
      method: 'POST',
      token: mod.token,
      body: { all: true },
    });
    expect(accepted.status).toBe(202);
    const jobId = (accepted.body as { job_id: string }).job_id;
    // The first batch of 5,000 is committed and the worker is on the next: kill it there.
    const { killedAt } = await killMidway(api.origin, mod.token, jobId);
    const { approved_at_kill } = await s.db.one<{ approved_at_kill: number }>(
      `select count(*)::int as approved_at_kill from videos where status = 'approved' and title = 'Fault fixture w'`,
    );
    const completed = await waitFor(
      async () => (await jobOf(api.origin, mod.token, jobId)).state === 'completed',
      90_000,
      200,
    );
    const finishedAt = Date.now();
    expect(completed, s.workers[0]!.output()).toBe(true);

    const counts = await s.db.one<{ approved: number; logged_once: number; log_rows: number }>(
      `select count(*) filter (where v.status = 'approved')::int as approved,
              count(*) filter (where l.n = 1)::int as logged_once,
              coalesce(sum(l.n), 0)::int as log_rows
       from videos v
       left join (select video_id, count(*)::int as n from moderation_log where action = 'bulk_approve' group by video_id) l
         on l.video_id = v.id
       where v.title = 'Fault fixture w'`,
    );
    // Every approved video is named by exactly one event, and every event went out.
    const events = await s.db.one<{ named: number; distinct_named: number; unpublished: number }>(
      `select count(*)::int as named, count(distinct e.id)::int as distinct_named,
              (select count(*)::int from outbox where published_at is null) as unpublished
       from outbox o, jsonb_array_elements_text(o.payload->'video_ids') as e(id)
       where o.event = 'videos:changed'`,
    );
    const progressAfterRestart = progress.filter((p) => p.at > killedAt).length;
    const { batches } = await s.db.one<{ batches: number }>(
      `select count(*)::int as batches from outbox where event = 'videos:changed'`,
    );
    await waitFor(() => watcher.distinct().size >= batches, 10_000);
    const delivered = watcher.distinct();
    recordFigure('Worker SIGKILLed mid bulk approval', {
      videos: VIDEOS,
      approved_when_killed: approved_at_kill,
      approved: counts.approved,
      log_rows: counts.log_rows,
      batch_events: batches,
      batch_events_received: delivered.size,
      progress_events_after_restart: progressAfterRestart,
      restart_to_completed_s: (finishedAt - killedAt) / 1000,
    });
    expect(counts).toEqual({ approved: VIDEOS, logged_once: VIDEOS, log_rows: VIDEOS });
    expect(events).toEqual({ named: VIDEOS, distinct_named: VIDEOS, unpublished: 0 });
    expect(progressAfterRestart).toBeGreaterThan(0);
    expect(delivered.size).toBe(batches);
    const job = await jobOf(api.origin, mod.token, jobId);
    expect(job.result).toMatchObject({ approved: expect.any(Number) });
    watcher.close();
  }, 240_000);
});

describe('a worker killed during a channel import', () => {
  it(`finishes after a restart with each of ${UPLOADS} uploads imported exactly once`, async () => {
    const api = s.apis[0]!;
    const mod = await moderator(api.origin, s.db);
    // A moderator's fetch asks at most 50; a job takes up to 500 (CHANNEL_IMPORT_MAX): queued as the API does.
    const connection = connectRedis(s.redis.url, 'worker');
    const queues = createQueues(connection, 'faults');
    const jobId = await enqueue(queues, 'channel-import', {
      actor: { id: null, username: 'fault-suite' },
      channel_id: CHANNEL_ID,
      max_results: UPLOADS,
      assigned_category: 'technology',
    });
    await closeQueues(queues);
    await closeRedis(connection);
    // Past listing the uploads (10 %) and into the 50-video chunks.
    const { killedAt, progressAtKill } = await killMidway(api.origin, mod.token, jobId, 10);
    const { imported_at_kill } = await s.db.one<{ imported_at_kill: number }>(
      `select count(*)::int as imported_at_kill from videos where source = $1`,
      [`channel:${CHANNEL_ID}`],
    );
    const completed = await waitFor(
      async () => (await jobOf(api.origin, mod.token, jobId)).state === 'completed',
      90_000,
      200,
    );
    const finishedAt = Date.now();
    expect(completed, s.workers[0]!.output()).toBe(true);
    const counts = await s.db.one<{ videos: number; distinct_ids: number; logged_once: number; in_events: number }>(
      `select count(*)::int as videos, count(distinct v.video_id)::int as distinct_ids,
              count(*) filter (where l.n = 1)::int as logged_once,
              (select count(*)::int from outbox o, jsonb_array_elements_text(o.payload->'video_ids') e(id)
                where o.event = 'videos:changed' and e.id in (select video_id from videos where source = $1)) as in_events
       from videos v
       left join (select video_id, count(*)::int as n from moderation_log group by video_id) l on l.video_id = v.id
       where v.source = $1`,
      [`channel:${CHANNEL_ID}`],
    );
    recordFigure('Worker SIGKILLed mid channel import', {
      uploads: UPLOADS,
      progress_at_kill: progressAtKill,
      imported_when_killed: imported_at_kill,
      imported: counts.videos,
      log_rows_once: counts.logged_once,
      named_in_events: counts.in_events,
      restart_to_completed_s: (finishedAt - killedAt) / 1000,
    });
    expect(counts).toEqual({ videos: UPLOADS, distinct_ids: UPLOADS, logged_once: UPLOADS, in_events: UPLOADS });
  }, 240_000);
});
