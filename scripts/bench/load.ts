/**
 * `npm run bench:load [-- options]`: the whole site under mixed traffic at a fixed arrival rate. In its
 * own PostgreSQL database (the demo catalogue plus pending videos, generate.ts and jobs-harness.ts) and
 * under its own Redis key prefix, it forks one API and one worker (127.0.0.1 only) and connects N
 * Socket.IO visitors in child processes (events-clients.ts). Then, for `--duration` seconds, it sends
 * requests on a fixed schedule — an open model: a request leaves at its time even when earlier ones have
 * not been answered, so queueing shows up as latency (measured from the scheduled time, not the send) —
 * mixing public lists and deeper cursor pages, video details, suggestions, searches, the watch page's
 * side list, server-rendered pages, members saving progress, and a moderator approving and removing
 * pending videos, whose `video:changed` events the visitors count.
 *
 * All traffic comes from 127.0.0.1, so the API runs with its per-address limits on sign-in, suggestions,
 * search and refresh raised (the report says so). It prints figures; it asserts nothing, and exits 0
 * unless it could not run.
 *
 * Options (environment variable in brackets):
 *   --db NAME          database name (BENCH_DB, default focustube_bench_load); dropped first if it exists
 *   --keep             do not drop the database at the end
 *   --rate N           requests per second (BENCH_RATE, 500)
 *   --duration S       seconds measured (BENCH_DURATION, 60)
 *   --sockets N        Socket.IO visitors (BENCH_SOCKETS, 2000)
 *   --client-procs N   child processes the visitors are spread over (4)
 *   --members N        signed-in members saving progress (20)
 *   --soak S           run S seconds instead (e.g. 600) and report RSS growth per minute after 60 s
 * Server: BENCH_PG_URL (maintenance connection, default postgres://postgres@127.0.0.1:5432/postgres),
 * REDIS_URL (default redis://127.0.0.1:6379). Redis keys and channels use a random `bench-…` prefix.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { GroupReport, GroupSpec } from './events-clients.ts';
import { generateCatalogue } from './generate.ts';
import { primeCache } from './harness.ts';
import {
  Bench,
  cpuSecondsOf,
  fmtMs,
  insertPendingVideos,
  loadavg,
  log,
  machineLine,
  percentile,
  positiveNumber,
  printTable,
  runBench,
  sleep,
} from './jobs-harness.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string' },
    keep: { type: 'boolean', default: false },
    rate: { type: 'string' },
    duration: { type: 'string' },
    sockets: { type: 'string' },
    'client-procs': { type: 'string' },
    members: { type: 'string' },
    soak: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(
    'Usage: npm run bench:load -- [--db NAME] [--keep] [--rate N] [--duration S] [--sockets N] [--client-procs N] [--members N] [--soak S]',
  );
  process.exit(0);
}

const soak = flags.soak === undefined ? 0 : Math.round(positiveNumber(flags.soak, undefined, 600));
const settings = {
  rate: positiveNumber(flags.rate, process.env.BENCH_RATE, 500),
  seconds: soak || Math.round(positiveNumber(flags.duration, process.env.BENCH_DURATION, 60)),
  sockets: Math.round(positiveNumber(flags.sockets, process.env.BENCH_SOCKETS, 2000)),
  clientProcs: Math.max(1, Math.round(positiveNumber(flags['client-procs'], undefined, 4))),
  members: Math.max(1, Math.round(positiveNumber(flags.members, undefined, 20))),
  connectBatch: 100,
  requestTimeoutMs: 10_000,
  /** RSS is sampled this often; a soak fits its growth after the warm-up. */
  rssEveryMs: 5_000,
  soakWarmupS: 60,
  targets: { rate: 500, seconds: 60, sockets: 2000, p99: 100, rssMbPerMin: 5 },
};

/** The limits every caller from one address shares, raised: all of this run's traffic is 127.0.0.1. */
const RAISED_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '1000000',
  SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
  REFRESH_RATE_LIMIT_PER_MINUTE: '1000000',
};

const bench = new Bench({ dbName: flags.db ?? process.env.BENCH_DB ?? 'focustube_bench_load', keep: flags.keep });
bench.installHandlers((settings.seconds + 300) * 1000);

// ---------------------------------------------------------------------------------------------------
// The mix: route groups and their share of the arrivals (per 100)

type Group =
  | 'list, page 1'
  | 'list, cursor page'
  | 'video detail'
  | 'suggestions'
  | 'search'
  | 'watch side list'
  | 'page /'
  | 'page /watch/{id}'
  | 'progress PUT'
  | 'moderation POST';

const MIX: [Group, number][] = [
  ['list, page 1', 20],
  ['list, cursor page', 8],
  ['video detail', 18],
  ['suggestions', 10],
  ['search', 5],
  ['watch side list', 8],
  ['page /', 5],
  ['page /watch/{id}', 10],
  ['progress PUT', 14],
  ['moderation POST', 2],
];

interface Call {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Connections kept open between requests, as many as the open model has in flight. */
const keptAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * Sends one call and reads its answer to the end without keeping it; resolves with the status, 0 for a
 * network error, -1 for no answer within `timeoutMs`. Node's own HTTP client, not fetch: the load
 * generator shares the machine's two cores with the API, and fetch cost it (WHATWG streams, a Response per
 * answer, decompressing) about twice the CPU per request. Asks for compression as browsers do, and never
 * decompresses: the bytes are counted, not read.
 */
function send(url: string, call: Call, timeoutMs: number): Promise<number> {
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve) => {
    const failed = () => resolve(signal.aborted ? -1 : 0);
    const request = http.request(
      url,
      {
        method: call.method,
        headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br', ...call.headers },
        agent: keptAlive,
        signal,
      },
      (response) => {
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', failed);
        response.resume();
      },
    );
    request.once('error', failed);
    request.end(call.body);
  });
}

/** Resident set size of a process in MiB, from /proc (Linux); NaN elsewhere. */
function rssMiB(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? NaN : num / den;
}

const pick = <T>(list: T[], i: number): T => list[i % list.length]!;

async function main() {
  // Without the web app's build the server-rendered pages of the mix answer 503: not a measurement.
  const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  if (!existsSync(path.join(webDist, '.ssr', 'entry-server.js'))) {
    console.error(
      `bench:load needs the web app built in ${webDist} (the pages of the mix are server-rendered): run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  const started = performance.now();
  const { rate, seconds } = settings;
  log(`FocusTube mixed load benchmark${soak ? ` (soak, ${seconds} s)` : ''}`);
  log(machineLine());
  log(`Load average before: ${loadavg()} (other work on this machine skews every figure below)`);

  // Catalogue and pending videos ------------------------------------------------------------------
  const modShare = MIX.find(([g]) => g === 'moderation POST')![1] / 100;
  const pendingCount = Math.ceil(rate * seconds * modShare * 1.2) + 50;
  log(`\nCreating database ${bench.dbName}: the demo catalogue and ${pendingCount} pending videos…`);
  await bench.createDatabase();
  await generateCatalogue({ url: bench.url, rows: 0, log: () => undefined });
  const { ids: pending } = await insertPendingVideos(bench, { count: pendingCount, withCategory: true, label: 'load' });

  const db = await bench.client();
  const approved = await db
    .query<{ video_id: string; title: string; duration: number }>(
      `select video_id, title, coalesce(duration_seconds, 600) as duration
       from videos where status = 'approved' order by md5(video_id) limit 3000`,
    )
    .then((r) => r.rows);
  const categories = await db
    .query<{ key: string }>(
      `select key from categories where parent_key is null and key <> 'guidelines' order by position`,
    )
    .then((r) => r.rows.map((c) => c.key));
  await db.end();
  const words = [
    ...new Set(approved.flatMap((v) => v.title.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => w.length <= 12)),
  ];
  log(`  ${approved.length} approved videos sampled, ${categories.length} categories, ${words.length} title words`);

  // Servers ---------------------------------------------------------------------------------------
  const adminEmail = `bench-admin-${randomBytes(4).toString('hex')}@example.com`;
  const adminPassword = `bench-${randomBytes(12).toString('hex')}`;
  const metricsToken = randomBytes(16).toString('hex');
  log(
    `Starting one API and one worker (child processes, 127.0.0.1), the API with per-address limits raised to ` +
      `${Object.keys(RAISED_LIMITS).join(', ')} = ${RAISED_LIMITS.AUTH_RATE_LIMIT_PER_MINUTE}/min, because every request here comes from 127.0.0.1…`,
  );
  const env = bench.serverEnv({ ...RAISED_LIMITS });
  const [api, worker] = await Promise.all([
    bench.startChild('./app-server.ts', {
      ...env,
      // Failures are counted by status below; a 503 per request on stderr would bury the report.
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // For the response caches' hit counts.
      METRICS_TOKEN: metricsToken,
    }),
    bench.startChild('./jobs-worker.ts', env),
  ]);
  const origin = api.origin!;
  const json = { 'content-type': 'application/json' };
  const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
    const response = await fetch(origin + path, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };

  // The first admin (ADMIN_EMAIL/ADMIN_PASSWORD, made as the API starts) moderates; members register.
  const moderator = {
    authorization: `Bearer ${(await post('/api/login/', { email: adminEmail, password: adminPassword })).access as string}`,
  };
  const members: Record<string, string>[] = [];
  for (let m = 0; m < settings.members; m++) {
    const username = `bench_member_${randomBytes(4).toString('hex')}`;
    const email = `${username}@example.com`;
    const password = 'tea-kettle-orbit-9';
    await post('/api/register/', { username, email, password, password2: password });
    const { access } = await post('/api/login/', { email, password });
    members.push({ authorization: `Bearer ${access as string}` });
  }
  log(`  moderator signed in (first-admin account), ${members.length} members registered and signed in`);

  // Deeper pages: follow each category's `next` a few times.
  const cursorPaths: string[] = [];
  for (const category of categories) {
    let path: string | null = `/api/approved/?categories=${category}&page_size=20`;
    for (let depth = 0; depth < 5 && path; depth++) {
      const page = (await fetch(origin + path).then((r) => r.json())) as { next: string | null };
      path = page.next;
      if (path) cursorPaths.push(path);
    }
  }

  const listPaths = categories.map((c) => `/api/approved/?categories=${c}&page_size=20`);
  const detailPaths = approved.map((v) => `/api/videos/${v.video_id}/`);
  const suggestPaths = words.map((w) => `/api/suggestions?query=${encodeURIComponent(w.slice(0, 3 + (w.length % 3)))}`);
  const searchPaths = words.map((w) => `/api/search?q=${encodeURIComponent(w)}`);
  const watchPaths = approved.map((v) => `/watch/${v.video_id}`);
  const sidePath = '/api/approved/?categories=technology';
  const homeProbe = await fetch(origin + '/');
  log(
    `  ${cursorPaths.length} cursor pages found; '/' answers ${homeProbe.status} ${homeProbe.headers.get('content-type') ?? ''}`,
  );
  await homeProbe.arrayBuffer();

  /** The response caches' lookups so far (from /metrics): answers and server-rendered pages. */
  const cacheLookups = async () => {
    const text = await fetch(origin + '/metrics', { headers: { authorization: `Bearer ${metricsToken}` } })
      .then((r) => r.text())
      .catch(() => '');
    const count = (cache: string, result: string) =>
      Number(
        new RegExp(`^focustube_${cache}_cache_lookups_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ??
          NaN,
      );
    return {
      answers: { hits: count('catalogue', 'hit'), misses: count('catalogue', 'miss') },
      pages: { hits: count('page', 'hit'), misses: count('page', 'miss') },
    };
  };

  let moderated = 0;
  const emittedOk: string[] = [];
  const callFor = (group: Group, i: number): Call => {
    switch (group) {
      case 'list, page 1':
        return { method: 'GET', path: pick(listPaths, i) };
      case 'list, cursor page':
        return { method: 'GET', path: pick(cursorPaths.length ? cursorPaths : listPaths, i) };
      case 'video detail':
        return { method: 'GET', path: pick(detailPaths, i * 7) };
      case 'suggestions':
        return { method: 'GET', path: pick(suggestPaths, i * 13) };
      case 'search':
        return { method: 'GET', path: pick(searchPaths, i * 17) };
      case 'watch side list':
        return { method: 'GET', path: sidePath };
      case 'page /':
        return { method: 'GET', path: '/' };
      case 'page /watch/{id}':
        return { method: 'GET', path: pick(watchPaths, i * 11) };
      case 'progress PUT': {
        const video = pick(approved, i * 3);
        const duration = Math.max(1, video.duration);
        return {
          method: 'PUT',
          path: `/api/progress/${video.video_id}/`,
          headers: { ...pick(members, i), ...json },
          body: JSON.stringify({ position_seconds: (i * 7) % duration, duration_seconds: duration }),
        };
      }
      case 'moderation POST': {
        const k = moderated++;
        const id = pending[k % pending.length]!;
        return k % 2 === 0
          ? {
              method: 'POST',
              path: `/api/approve/${id}/`,
              headers: { ...moderator, ...json },
              body: JSON.stringify({ assigned_category: 'technology' }),
            }
          : {
              method: 'POST',
              path: `/api/remove/${id}/`,
              headers: { ...moderator, ...json },
              body: JSON.stringify({ reason: 'Not educational (load benchmark).' }),
            };
      }
    }
  };

  // Visitors --------------------------------------------------------------------------------------
  const procs = Math.min(settings.clientProcs, Math.max(1, settings.sockets));
  const per = Math.ceil(settings.sockets / procs);
  const clients: { pid: number | undefined; report: () => Promise<GroupReport>; close: () => void }[] = [];
  let connected = 0;
  let connectFailed = 0;
  if (settings.sockets > 0) {
    log(`Connecting ${settings.sockets} Socket.IO visitors in ${procs} child processes…`);
    const connectStart = performance.now();
    await Promise.all(
      Array.from({ length: procs }, async (_, n) => {
        const count = Math.min(per, settings.sockets - n * per);
        if (count <= 0) return;
        const { child } = await bench.startChild('./events-client-process.ts', {}, 'advanced');
        let onReport: ((r: GroupReport) => void) | null = null;
        const spec: GroupSpec = {
          origins: [origin, origin],
          first: n * per,
          count,
          ids: pending,
          connectBatch: settings.connectBatch,
        };
        const done = new Promise<{ connected: number; failed: number }>((resolve) => {
          child.on('message', (m: { type: string; connected: number; failed: number; report: GroupReport }) => {
            if (m.type === 'connected') resolve(m);
            else if (m.type === 'report') onReport?.(m.report);
          });
        });
        child.send({ type: 'start', spec });
        const result = await done;
        connected += result.connected;
        connectFailed += result.failed;
        clients.push({
          pid: child.pid,
          report: () =>
            new Promise((resolve) => {
              onReport = resolve;
              child.send({ type: 'report' });
            }),
          close: () => void bench.stopChild(child),
        });
      }),
    );
    bench.defer('visitor processes', () => clients.forEach((c) => c.close()));
    log(
      `  ${connected} connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s, ${connectFailed} failed`,
    );
  }

  log('Priming the response caches (every distinct GET once)…');
  await primeCache(
    origin,
    [...listPaths, ...cursorPaths, ...detailPaths, sidePath, '/', ...watchPaths.slice(0, 500)],
    {},
    8,
  );

  // The schedule ----------------------------------------------------------------------------------
  const slots: Group[] = MIX.flatMap(([group, weight]) => Array<Group>(weight).fill(group));
  // A fixed shuffle of the 100 slots, so the groups interleave rather than arrive in runs.
  for (let i = slots.length - 1; i > 0; i--) {
    const j = (i * 7919 + 13) % (i + 1);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  const total = Math.floor(rate * seconds);
  const latencies = new Map<Group, number[]>(MIX.map(([g]) => [g, []]));
  const failures = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  let answered = 0;
  let sentLate = 0;
  const rss: { t: number; api: number; worker: number }[] = [];
  const sampleRss = () =>
    rss.push({
      t: (performance.now() - measureStart) / 1000,
      api: rssMiB(api.child.pid),
      worker: rssMiB(worker.child.pid),
    });

  let abandonedAll = false;
  const fire = async (group: Group, i: number, at: number) => {
    const call = callFor(group, i);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const status = await send(origin + call.path, call, settings.requestTimeoutMs);
    // Abandoned after the drain (counted as never answered): its socket closed then, nothing more to count.
    if (abandonedAll) return;
    inFlight--;
    answered++;
    if (status >= 200 && status < 300) {
      latencies.get(group)!.push(performance.now() - at);
      if (group === 'moderation POST') emittedOk.push(call.path);
    } else {
      const key = `${group} ${status === -1 ? 'timeout' : status === 0 ? 'network error' : status}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  };

  log(
    `\nSending ${total.toLocaleString('en')} requests at ${rate}/s for ${seconds} s (open model: on schedule, latency from the scheduled time)…`,
  );
  const loadBefore = loadavg();
  const cacheBefore = await cacheLookups();
  const cpuPids = [undefined, api.child.pid, worker.child.pid, ...clients.map((c) => c.pid)];
  const cpuOf = (pid: number | undefined) => {
    if (pid !== undefined) return cpuSecondsOf(pid) ?? NaN;
    const self = process.cpuUsage();
    return (self.user + self.system) / 1e6;
  };
  const cpuStart = cpuPids.map(cpuOf);
  const measureStart = performance.now();
  sampleRss();
  const rssTimer = setInterval(sampleRss, settings.rssEveryMs);
  const progressTimer = setInterval(
    () =>
      log(
        `  ${((performance.now() - measureStart) / 1000).toFixed(0)} s: ${answered.toLocaleString('en')} answered, ${inFlight} in flight, API RSS ${rssMiB(api.child.pid).toFixed(0)} MiB, load ${loadavg()}`,
      ),
    soak ? 60_000 : 10_000,
  );
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      if (bench.stopping) return resolve();
      const now = performance.now();
      while (next < total) {
        const at = measureStart + (next * 1000) / rate;
        if (at > now) break;
        if (now - at > 20) sentLate++;
        void fire(slots[next % slots.length]!, next, at);
        next++;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, Math.min(5, measureStart + (next * 1000) / rate - performance.now())));
    };
    tick();
  });
  const sendSeconds = (performance.now() - measureStart) / 1000;
  // The last answers, then the last events' way to the visitors.
  // A request past its timeout is abandoned: when this process's event loop is saturated, a timeout
  // can fire late or, rarely, a request never settles; it is reported as never answered.
  const drainUntil = performance.now() + settings.requestTimeoutMs + 5000;
  while (inFlight > 0 && !bench.stopping && performance.now() < drainUntil) await sleep(20);
  const abandoned = inFlight;
  if (abandoned > 0) failures.set('never answered', abandoned);
  abandonedAll = true;
  keptAlive.destroy();
  const wall = (performance.now() - measureStart) / 1000;
  const cpuUsed = cpuPids.map((pid, k) => cpuOf(pid) - cpuStart[k]!);
  const cacheAfter = await cacheLookups();
  clearInterval(rssTimer);
  clearInterval(progressTimer);
  sampleRss();
  await sleep(2000);
  const reports = await Promise.all(clients.map((c) => c.report()));
  // What moderation committed (a request that timed out here may still have), from the database: each
  // approval emits a public video:changed; removing a pending video changes nothing public.
  const check = await bench.client();
  const outcome = await check
    .query<{ status: string; n: number }>(
      `select status, count(*)::int as n from videos where video_id = any($1) group by status`,
      [pending.slice(0, Math.min(moderated, pending.length))],
    )
    .then((r) => new Map(r.rows.map((row) => [row.status, row.n])));
  await check.end();
  const loadAfter = loadavg();

  // Figures ---------------------------------------------------------------------------------------
  const okCount = [...latencies.values()].reduce((n, l) => n + l.length, 0);
  const errorCount = [...failures.values()].reduce((n, c) => n + c, 0);
  const all = Float64Array.from([...latencies.values()].flat()).sort();
  log('\n' + '='.repeat(100));
  log(machineLine());
  log(
    `One API and one worker (child processes), ${connected} Socket.IO visitors in ${clients.length} child processes, the load generator in this one (fetch, open model).`,
  );
  log(
    `API limits raised for this run (all traffic is from 127.0.0.1): ${Object.entries(RAISED_LIMITS)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}.`,
  );
  log(`Load average (1, 5, 15 min): ${loadBefore} before the load, ${loadAfter} after.`);
  log(
    `Offered ${rate}/s for ${seconds} s: ${next.toLocaleString('en')} sent in ${sendSeconds.toFixed(1)} s (${sentLate} left more than 20 ms behind schedule, at most ${maxInFlight} in flight); ` +
      `${answered.toLocaleString('en')} answered in ${wall.toFixed(1)} s; achieved ${(okCount / wall).toFixed(0)} successful answers/s (${(answered / wall).toFixed(0)} answers/s).`,
  );
  const row = (label: string, values: Float64Array, sent: number) => [
    label,
    sent.toLocaleString('en'),
    fmtMs(percentile(values, 0.5)),
    fmtMs(percentile(values, 0.95)),
    fmtMs(percentile(values, 0.99)),
    fmtMs(values.at(-1) ?? NaN),
  ];
  const failedIn = (group: Group) =>
    [...failures.entries()].filter(([k]) => k.startsWith(group + ' ')).reduce((n, [, c]) => n + c, 0);
  printTable(
    'Latency per route group, from the scheduled time to the last byte (ms, successful answers)',
    ['group', 'answered 2xx', 'p50', 'p95', 'p99', 'max'],
    [
      ...MIX.map(([group]) => {
        const values = Float64Array.from(latencies.get(group)!).sort();
        return row(`${group}${failedIn(group) ? ` (+${failedIn(group)} failed)` : ''}`, values, values.length);
      }),
      row('all', all, okCount),
    ],
  );
  printTable(
    `CPU while loading (${wall.toFixed(1)} s; 100% = one core of ${os.cpus().length})`,
    ['process', 'CPU s', 'of one core'],
    cpuUsed.map((used, k) => [
      k === 0 ? 'this process: load generator' : k === 1 ? 'API' : k === 2 ? 'worker' : `visitor process ${k - 2}`,
      used.toFixed(1),
      `${((100 * used) / wall).toFixed(0)}%`,
    ]),
  );
  const ratio = (which: 'answers' | 'pages') => {
    const hits = cacheAfter[which].hits - cacheBefore[which].hits;
    const misses = cacheAfter[which].misses - cacheBefore[which].misses;
    return `${((100 * hits) / (hits + misses)).toFixed(1)}% hits (${hits.toLocaleString('en')} of ${(hits + misses).toLocaleString('en')} lookups)`;
  };
  log(
    `\nResponse caches while loading: API answers ${ratio('answers')}; server-rendered pages ${ratio('pages')} ` +
      `(an answer a page is rendered from counts as an API lookup too).`,
  );
  log(
    `\nErrors (non-2xx, by group and status): ${errorCount === 0 ? 'none' : [...failures.entries()].map(([k, c]) => `${k}: ${c}`).join('; ')}`,
  );

  // Events: what moderation emitted against what each visitor received.
  const received: number[] = [];
  let disconnects = 0;
  let duplicates = 0;
  for (const r of reports) {
    disconnects += r.disconnects;
    duplicates += r.duplicates;
    for (let k = 0; k < r.count; k++) {
      if (!r.connectedAtStart[k]) continue;
      let n = 0;
      for (let i = 0; i < pending.length; i++) if (r.arrivals[i * r.count + k]! > 0) n++;
      received.push(n);
    }
  }
  received.sort((a, b) => a - b);
  const approvals = emittedOk.filter((p) => p.startsWith('/api/approve/')).length;
  log(
    `\nEvents: ${emittedOk.length} moderation actions answered 2xx (${approvals} approvals, ${emittedOk.length - approvals} removals); ` +
      `committed in the database: ${outcome.get('approved') ?? 0} approvals (each a public video:changed event) and ${outcome.get('removed') ?? 0} removals (no public event for a pending video); per visitor received (${received.length} visitors): ` +
      `min ${received[0] ?? '—'}, median ${received.length ? percentile(received, 0.5) : '—'}, max ${received.at(-1) ?? '—'}. ` +
      `Disconnects ${disconnects}, duplicates ${duplicates}.`,
  );

  const first = rss[0]!;
  const last = rss.at(-1)!;
  log(
    `\nRSS (MiB): API ${first.api.toFixed(1)} at the start, ${last.api.toFixed(1)} at the end; worker ${first.worker.toFixed(1)} → ${last.worker.toFixed(1)}.`,
  );
  let growth: { api: number; worker: number } | null = null;
  if (soak) {
    const after = rss.filter((s) => s.t >= settings.soakWarmupS);
    growth = {
      api: slope(after.map((s) => ({ x: s.t / 60, y: s.api }))),
      worker: slope(after.map((s) => ({ x: s.t / 60, y: s.worker }))),
    };
    log(
      `Soak: RSS growth after the ${settings.soakWarmupS} s warm-up (least squares over ${after.length} samples, one per ${settings.rssEveryMs / 1000} s): ` +
        `API ${growth.api.toFixed(2)} MiB/min, worker ${growth.worker.toFixed(2)} MiB/min.`,
    );
  }

  const t = settings.targets;
  const full = rate >= t.rate && seconds >= t.seconds && connected >= t.sockets;
  const p99 = percentile(all, 0.99);
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  printTable(
    'Targets',
    ['target', 'measured', 'verdict'],
    [
      [
        `${t.rate} req/s mixed for ${t.seconds} s with ${t.sockets} sockets`,
        `${(okCount / wall).toFixed(0)}/s, ${seconds} s, ${connected} sockets`,
        full && okCount / wall >= t.rate * 0.98 ? 'met' : full ? 'not met' : 'not met (smaller run)',
      ],
      ['0 errors', String(errorCount), met(errorCount === 0)],
      [`p99 ≤ ${t.p99} ms (all groups)`, fmtMs(p99), met(p99 <= t.p99)],
      [
        `soak RSS growth ≤ ${t.rssMbPerMin} MB/min`,
        growth ? `API ${growth.api.toFixed(2)}, worker ${growth.worker.toFixed(2)}` : '— (run with --soak 600)',
        growth ? met(growth.api <= t.rssMbPerMin && growth.worker <= t.rssMbPerMin) : '—',
      ],
    ],
  );
  log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

runBench(bench, main);
