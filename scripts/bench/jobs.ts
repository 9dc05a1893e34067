/**
 * `npm run bench:jobs [-- options]`: how long the background jobs take on a realistic scale. In its own
 * PostgreSQL database it loads 100,000 pending videos, runs the API and a worker in child processes, and
 * measures
 *   (a) bulk-approving every pending video (POST /api/bulk-approve/ as a moderator): wall time from the
 *       request to the job's completion, rows/s, and how many `videos:changed` messages a visitor's socket
 *       received (one per batch, so ~20, not 100,000);
 *   (b) importing a 500-video channel from the fake YouTube server (the job enqueued directly, since the
 *       API caps a fetch at 50): wall time from enqueue to completion and requests made to "YouTube",
 *       once on a fresh worker and once more with a second channel.
 * Completion is the `job:completed` event on a moderator's socket (what the moderation page waits for),
 * with GET /api/jobs/{id}/ polled as a fallback. It prints figures; it asserts nothing.
 *
 * Options (environment variable in brackets):
 *   --db NAME        database name (BENCH_DB, default focustube_bench_jobs); dropped first if it exists
 *   --keep           do not drop the database at the end
 *   --rows N         pending videos to bulk-approve (BENCH_ROWS, 100000)
 *   --import N       videos in the imported channel, at most 500 (BENCH_IMPORT, 500)
 * Server: BENCH_PG_URL (maintenance connection, default postgres://postgres@127.0.0.1:5432/postgres),
 * REDIS_URL (default redis://127.0.0.1:6379). Redis keys use a random `bench-…` prefix, removed at the end.
 */
import { BULK_APPROVE_BATCH } from '../../services/worker/src/processors/bulk-approve.ts';
import { parseArgs } from 'node:util';
import type { Socket } from 'socket.io-client';
import { closeQueues, closeRedis, connectRedis, createQueues, enqueue } from '@focustube/core';
import { startFakeYouTube, type FakeYouTube } from '../../test/fakes/youtube-server.ts';
import { makeChannel } from '../../test/fakes/fixtures.ts';
import {
  Bench,
  connectSocket,
  fmtMs,
  insertPendingVideos,
  loadavg,
  log,
  machineLine,
  percentile,
  positiveNumber,
  printTable,
  runBench,
  signUpModerator,
  sleep,
  waitUntil,
  type Moderator,
} from './jobs-harness.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string' },
    keep: { type: 'boolean', default: false },
    rows: { type: 'string' },
    import: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log('Usage: npm run bench:jobs -- [--db NAME] [--keep] [--rows N] [--import N]');
  process.exit(0);
}

const settings = {
  rows: positiveNumber(flags.rows, process.env.BENCH_ROWS, 100_000),
  importSize: positiveNumber(flags.import, process.env.BENCH_IMPORT, 500),
  bulkTarget: 10,
  importTarget: 3,
  /** Each job gets this long before the run gives up on it. */
  jobTimeoutMs: 120_000,
};
if (settings.importSize < 1 || settings.importSize > 500) throw new Error('--import must be 1 to 500');

const bench = new Bench({ dbName: flags.db ?? process.env.BENCH_DB ?? 'focustube_bench_jobs', keep: flags.keep });
bench.installHandlers(5 * 60_000);

interface Recorded {
  name: string;
  payload: Record<string, unknown>;
  at: number;
}

/** A socket that keeps every event it receives with the `performance.now()` of its arrival. */
function record(socket: Socket): Recorded[] {
  const events: Recorded[] = [];
  socket.onAny((name: string, payload: Record<string, unknown>) =>
    events.push({ name, payload, at: performance.now() }),
  );
  return events;
}

interface JobView {
  state: string;
  progress: number;
  result: unknown;
  failed_reason: string | null;
  created_at: string;
  finished_at: string | null;
}

/**
 * Waits for a job to finish: the arrival of `job:completed`/`job:failed` on the moderator's socket, or,
 * should that never come, the first poll of GET /api/jobs/{id}/ that sees it finished.
 */
async function waitForJob(origin: string, moderator: Moderator, events: Recorded[], jobId: string) {
  let polled: { at: number; view: JobView } | null = null;
  let lastPoll = 0;
  const finished = (name: string) => events.find((e) => e.name === name && e.payload.job_id === jobId);
  const done = await waitUntil(
    async () => {
      if (finished('job:completed') || finished('job:failed')) return true;
      if (performance.now() - lastPoll < 250) return false;
      lastPoll = performance.now();
      const view = (await fetch(`${origin}/api/jobs/${jobId}/`, { headers: moderator.auth }).then((r) =>
        r.json(),
      )) as JobView;
      if (view.state === 'completed' || view.state === 'failed') polled = { at: performance.now(), view };
      return polled !== null;
    },
    settings.jobTimeoutMs,
    2,
  );
  if (!done) throw new Error(`Job ${jobId} did not finish within ${settings.jobTimeoutMs / 1000} s`);
  const event = finished('job:completed') ?? finished('job:failed');
  const view = (await fetch(`${origin}/api/jobs/${jobId}/`, { headers: moderator.auth }).then((r) =>
    r.json(),
  )) as JobView;
  if (view.state !== 'completed') throw new Error(`Job ${jobId} ended ${view.state}: ${view.failed_reason}`);
  return { at: event?.at ?? polled!.at, via: event ? 'socket' : 'poll', view };
}

async function main() {
  const started = performance.now();
  log('FocusTube jobs benchmark');
  log(machineLine());
  log(`Load average before: ${loadavg()} (other work on this machine skews every figure below)\n`);

  log(`Creating database ${bench.dbName} (migrations, no demo catalogue)…`);
  await bench.createDatabase();
  log(`Inserting ${settings.rows.toLocaleString('en')} pending videos…`);
  const pending = await insertPendingVideos(bench, { count: settings.rows, withCategory: true, label: 'jobs' });
  log(`  ${pending.ids.length.toLocaleString('en')} pending videos in ${pending.seconds.toFixed(1)} s`);

  // The fake YouTube runs in this process; the worker's real client talks to it over HTTP.
  const channels = ['cold', 'warm'].map((kind) =>
    makeChannel({
      channelId: `UCbenchImport${kind.padEnd(11, '0')}`,
      title: `Bench import (${kind})`,
      videoCount: settings.importSize,
    }),
  );
  const youtube: FakeYouTube = await startFakeYouTube({ channels });
  bench.defer('fake YouTube', () => youtube.stop());

  log('Starting the API and a worker (child processes)…');
  const env = bench.serverEnv({ YOUTUBE_API_URL: youtube.url, YOUTUBE_API_KEY: youtube.apiKey });
  const [api] = await Promise.all([
    bench.startChild('./app-server.ts', env),
    bench.startChild('./jobs-worker.ts', env),
  ]);
  const origin = api.origin!;
  const moderator = await signUpModerator(bench, origin);
  const visitorSocket = await connectSocket(origin);
  const moderatorSocket = await connectSocket(origin, { token: moderator.access });
  bench.defer('sockets', () => {
    visitorSocket.close();
    moderatorSocket.close();
  });
  const visitor = record(visitorSocket);
  const moderation = record(moderatorSocket);
  const db = await bench.client();
  bench.defer('database client', () => db.end());

  // (a) Bulk approve ------------------------------------------------------------------------------
  log(`\n(a) Bulk-approving ${settings.rows.toLocaleString('en')} pending videos…`);
  const bulkStart = performance.now();
  const accepted = await fetch(`${origin}/api/bulk-approve/`, {
    method: 'POST',
    headers: { ...moderator.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ all: true }),
  });
  if (accepted.status !== 202) throw new Error(`bulk-approve answered ${accepted.status}: ${await accepted.text()}`);
  const acceptedAt = performance.now();
  const { job_id: bulkJob } = (await accepted.json()) as { job_id: string };
  const bulk = await waitForJob(origin, moderator, moderation, bulkJob);
  const bulkSeconds = (bulk.at - bulkStart) / 1000;
  log(`  job completed after ${bulkSeconds.toFixed(2)} s (seen via ${bulk.via})`);

  // The relay publishes each batch's event after its commit; let the last ones arrive.
  const changes = () => visitor.filter((e) => e.name === 'videos:changed');
  let seen = -1;
  let quietSince = performance.now();
  await waitUntil(
    async () => {
      const now = changes().length;
      if (now !== seen) {
        seen = now;
        quietSince = performance.now();
      }
      const { rows } = await db.query<{ n: string }>(`select count(*) as n from outbox where published_at is null`);
      return Number(rows[0]!.n) === 0 && performance.now() - quietSince > 500;
    },
    15_000,
    50,
  );
  const received = changes();
  const announcedIds = received.flatMap((e) => (e.payload.video_ids as string[] | undefined) ?? []);
  const { rows: counts } = await db.query<{ approved: string; pending: string; events: string; logs: string }>(`
    select (select count(*) from videos where status = 'approved') as approved,
           (select count(*) from videos where status = 'pending') as pending,
           (select count(*) from outbox where event = 'videos:changed') as events,
           (select count(*) from moderation_log where action = 'bulk_approve') as logs`);
  const c = counts[0]!;
  const result = bulk.view.result as { approved: number } | null;
  // One job:progress per committed batch: their spacing is the time one batch takes.
  const progress = moderation.filter((e) => e.name === 'job:progress' && e.payload.job_id === bulkJob).map((e) => e.at);
  const intervals = progress.slice(1).map((at, i) => at - progress[i]!);
  intervals.sort((a, b) => a - b);
  const firstChange = received[0]?.at;
  const lastChange = received.at(-1)?.at;

  // (b) Channel import ----------------------------------------------------------------------------
  const imports: {
    label: string;
    seconds: number;
    via: string;
    requests: number;
    byPath: string;
    result: { requested: number; imported: number; already_known: number; unavailable: string[] };
    rows: number;
  }[] = [];
  const queueRedis = connectRedis(bench.redisUrl, 'worker');
  const queues = createQueues(queueRedis, bench.redisPrefix);
  bench.defer('queues', async () => {
    await closeQueues(queues);
    await closeRedis(queueRedis);
  });
  for (const [i, channel] of channels.entries()) {
    const label = i === 0 ? 'first import (fresh worker)' : 'second import (another channel)';
    log(`\n(b) Importing a ${settings.importSize}-video channel, ${label}…`);
    const before = youtube.requests.length;
    const importStart = performance.now();
    const jobId = await enqueue(queues, 'channel-import', {
      actor: { id: moderator.id, username: moderator.username },
      channel_id: channel.channelId,
      max_results: settings.importSize,
    });
    const done = await waitForJob(origin, moderator, moderation, jobId);
    const seconds = (done.at - importStart) / 1000;
    const requests = youtube.requests.slice(before);
    const byPath = new Map<string, number>();
    for (const r of requests) {
      const resource = r.path.split('/').at(-1)!;
      byPath.set(resource, (byPath.get(resource) ?? 0) + 1);
    }
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from videos where source = $1`, [
      `channel:${channel.channelId}`,
    ]);
    imports.push({
      label,
      seconds,
      via: done.via,
      requests: requests.length,
      byPath: [...byPath].map(([k, v]) => `${k} ${v}`).join(', '),
      result: done.view.result as (typeof imports)[number]['result'],
      rows: Number(rows[0]!.n),
    });
    log(`  job completed after ${seconds.toFixed(2)} s (seen via ${done.via}), ${requests.length} fake API requests`);
    await sleep(200);
  }

  // Report ----------------------------------------------------------------------------------------
  log('\n' + '='.repeat(100));
  log(machineLine());
  log(`Load average (1, 5, 15 min) at the end: ${loadavg()}. API and worker each in their own child process.`);
  const met = (value: number, target: number) => (value <= target ? 'yes' : 'NO');
  printTable(
    'Background jobs',
    ['scenario', 'wall time s', 'rows', 'rows/s', 'target s', 'met?'],
    [
      [
        `bulk approve ${settings.rows.toLocaleString('en')} pending (POST → job:completed)`,
        bulkSeconds.toFixed(2),
        String(result?.approved ?? '?'),
        ((result?.approved ?? 0) / bulkSeconds).toFixed(0),
        `≤ ${settings.bulkTarget}`,
        met(bulkSeconds, settings.bulkTarget),
      ],
      ...imports.map((i) => [
        `channel import ${settings.importSize}, ${i.label} (enqueue → job:completed)`,
        i.seconds.toFixed(2),
        String(i.result.imported),
        (i.result.imported / i.seconds).toFixed(0),
        `≤ ${settings.importTarget}`,
        met(i.seconds, settings.importTarget),
      ]),
    ],
  );

  log('\nBulk approve details');
  log(`  POST /api/bulk-approve/ answered 202 in ${fmtMs(acceptedAt - bulkStart)} ms; job ${bulkJob}`);
  log(
    `  job's own timestamps: created ${bulk.view.created_at}, finished ${bulk.view.finished_at} (${((Date.parse(bulk.view.finished_at!) - Date.parse(bulk.view.created_at)) / 1000).toFixed(2)} s)`,
  );
  log(`  job result: ${JSON.stringify(result)}; job:progress events to moderators: ${progress.length}`);
  if (intervals.length > 0)
    log(
      `  one batch of ${BULK_APPROVE_BATCH} (spacing of job:progress events): median ${fmtMs(percentile(intervals, 0.5))} ms, p90 ${fmtMs(percentile(intervals, 0.9))} ms, max ${fmtMs(intervals.at(-1)!)} ms; first progress ${fmtMs(progress[0]! - bulkStart)} ms after the POST`,
    );
  log(
    `  visitor socket: ${received.length} videos:changed messages (expected ${Math.ceil(settings.rows / BULK_APPROVE_BATCH)}: one per batch of ${BULK_APPROVE_BATCH}), ` +
      `${announcedIds.length.toLocaleString('en')} video ids in them (${new Set(announcedIds).size.toLocaleString('en')} distinct), ` +
      `${visitor.filter((e) => e.name === 'video:changed').length} single video:changed messages`,
  );
  if (firstChange !== undefined && lastChange !== undefined)
    log(
      `  first videos:changed at the visitor ${((firstChange - bulkStart) / 1000).toFixed(2)} s after the POST, last ${((lastChange - bulkStart) / 1000).toFixed(2)} s (job:completed at ${bulkSeconds.toFixed(2)} s)`,
    );
  log(
    `  database afterwards: ${Number(c.approved).toLocaleString('en')} approved (expected ${settings.rows.toLocaleString('en')}: ${Number(c.approved) === settings.rows ? 'yes' : 'NO'}), ` +
      `${Number(c.pending).toLocaleString('en')} pending, ${c.events} videos:changed outbox rows, ${Number(c.logs).toLocaleString('en')} bulk_approve log rows`,
  );

  log('\nChannel import details');
  for (const i of imports) {
    log(
      `  ${i.label}: ${i.seconds.toFixed(2)} s (seen via ${i.via}); result requested ${i.result.requested}, imported ${i.result.imported}, already known ${i.result.already_known}, unavailable ${i.result.unavailable.length}; ` +
        `${i.rows} rows in the database; ${i.requests} fake YouTube requests (${i.byPath})`,
    );
  }
  log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

runBench(bench, main);
