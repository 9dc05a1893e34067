/**
 * `npm run bench:events [-- options]`: how fast a moderation reaches visitors' screens. In its own
 * PostgreSQL database, with two API instances and one worker in child processes (same database, same
 * Redis prefix), it connects 2,000 Socket.IO visitors (websocket transport, half on each instance), then
 * approves fresh pending videos one at a time through instance A's API as a moderator. For each approval
 * it times every visitor's `video:changed` from the moment the API answered 200 (the commit is done by
 * then) and reports percentiles over all (client, event) pairs, separately for clients of A and of B,
 * and the share delivered. It prints figures; it asserts nothing.
 *
 * The clients live in this process, so one clock (`performance.now()`) times both ends; but 2,000
 * clients in one Node process on a small machine also measure the client side: every frame is parsed
 * here, one socket after another, on one thread. The breakdown table separates the server pipeline
 * (relay → Redis, first receipt) from the fan-out (first → last receipt), and the CPU table shows who
 * was busy.
 *
 * Options (environment variable in brackets):
 *   --db NAME          database name (BENCH_DB, default focustube_bench_events); dropped first if it exists
 *   --keep             do not drop the database at the end
 *   --clients N        visitors, split evenly across the two instances (BENCH_CLIENTS, 2000)
 *   --approvals N      measured approvals (BENCH_APPROVALS, 200)
 *   --warmup N         approvals before those, not counted (BENCH_WARMUP, 10)
 *   --connect-batch N  sockets opened at once while connecting (100)
 *   --gap MS           pause after each event has reached every client (20)
 *   --event-timeout MS how long to wait for one event to reach every client before moving on (3000)
 *   --client-procs N   run the clients in N child processes instead of this one (0): a diagnostic, to see
 *                      how much of the latency is one process parsing every client's frames in turn;
 *                      times then cross processes (see events-clients.ts)
 * Server: BENCH_PG_URL (maintenance connection, default postgres://postgres@127.0.0.1:5432/postgres),
 * REDIS_URL (default redis://127.0.0.1:6379). Redis keys and channels use a random `bench-…` prefix.
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { connectRedis, outboxChannel } from '@focustube/core';
import { clock, ClientGroup, type GroupReport, type GroupSpec } from './events-clients.ts';
import {
  Bench,
  cpuSecondsOf,
  fmtMs,
  insertPendingVideos,
  loadavg,
  log,
  machineJiffies,
  machineLine,
  percentile,
  positiveNumber,
  printTable,
  runBench,
  signUpModerator,
  sleep,
} from './jobs-harness.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string' },
    keep: { type: 'boolean', default: false },
    clients: { type: 'string' },
    approvals: { type: 'string' },
    warmup: { type: 'string' },
    'connect-batch': { type: 'string' },
    gap: { type: 'string' },
    'event-timeout': { type: 'string' },
    'client-procs': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(
    'Usage: npm run bench:events -- [--db NAME] [--keep] [--clients N] [--approvals N] [--warmup N] [--connect-batch N] [--gap MS] [--event-timeout MS] [--client-procs N]',
  );
  process.exit(0);
}

const settings = {
  clients: Math.max(2, Math.round(positiveNumber(flags.clients, process.env.BENCH_CLIENTS, 2000))),
  approvals: Math.max(1, Math.round(positiveNumber(flags.approvals, process.env.BENCH_APPROVALS, 200))),
  warmup: Math.round(positiveNumber(flags.warmup, process.env.BENCH_WARMUP, 10)),
  connectBatch: Math.max(1, positiveNumber(flags['connect-batch'], undefined, 100)),
  gapMs: positiveNumber(flags.gap, undefined, 20),
  eventTimeoutMs: positiveNumber(flags['event-timeout'], undefined, 3000),
  clientProcs: Math.round(positiveNumber(flags['client-procs'], undefined, 0)),
  targetP99: 50,
  /** Hard stop (clean-up included); approvals stop early so that the report still prints before it. */
  deadlineMs: 290_000,
  measureBudgetMs: 230_000,
};

const bench = new Bench({ dbName: flags.db ?? process.env.BENCH_DB ?? 'focustube_bench_events', keep: flags.keep });
bench.installHandlers(settings.deadlineMs);

function openFiles(): string {
  try {
    return execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim();
  } catch {
    return 'unknown';
  }
}

// ---------------------------------------------------------------------------------------------------
// Client groups: in this process, or each in a child process

interface Group {
  label: string;
  /** How far this group's clock is ahead of ours (ms), and the uncertainty of that (half the best round trip). */
  offset: { ms: number; within: number };
  /** Undefined for the group living in this process. */
  pid: number | undefined;
  connect(): Promise<{ connected: number; failures: string[]; failed: number }>;
  expect(i: number): Promise<void>;
  giveUp(): void;
  measuring(on: boolean): void;
  report(): Promise<GroupReport>;
  close(): void;
}

function localGroup(spec: GroupSpec): Group {
  const group = new ClientGroup(spec);
  return {
    label: 'this process',
    pid: undefined,
    offset: { ms: 0, within: 0 },
    connect: async () => {
      const { connected, failures } = await group.connect();
      return { connected, failures: failures.slice(0, 3), failed: failures.length };
    },
    expect: (i) => group.expect(i),
    giveUp: () => group.giveUp(),
    measuring: (on) => group.measuring(on),
    report: async () => group.report(),
    close: () => group.close(),
  };
}

type ChildMessage =
  | { type: 'connected'; connected: number; failures: string[]; failed: number }
  | { type: 'delivered'; i: number }
  | { type: 'report'; report: GroupReport }
  | { type: 'pong'; at: number };

async function childGroup(spec: GroupSpec, n: number): Promise<Group> {
  const { child } = await bench.startChild('./events-client-process.ts', {}, 'advanced');
  let onConnected: ((m: Extract<ChildMessage, { type: 'connected' }>) => void) | null = null;
  let onReport: ((r: GroupReport) => void) | null = null;
  let onPong: ((at: number) => void) | null = null;
  const delivered = new Map<number, () => void>();
  child.on('message', (m: ChildMessage) => {
    if (m.type === 'pong') onPong?.(m.at);
    else if (m.type === 'connected') onConnected?.(m);
    else if (m.type === 'delivered') delivered.get(m.i)?.();
    else if (m.type === 'report') onReport?.(m.report);
  });
  // Both clocks are the system clock read at process start plus a monotonic one; check how well they
  // agree with the round trip of the best of 30 pings: offset = their time − the middle of ours.
  const offset = { ms: 0, within: Infinity };
  for (let k = 0; k < 30; k++) {
    const before = clock();
    const at = await new Promise<number>((resolve) => {
      onPong = resolve;
      child.send({ type: 'ping' });
    });
    const after = clock();
    if ((after - before) / 2 < offset.within) {
      offset.within = (after - before) / 2;
      offset.ms = at - (before + after) / 2;
    }
  }
  return {
    label: `client process ${n + 1}`,
    pid: child.pid,
    offset,
    connect: () =>
      new Promise((resolve) => {
        onConnected = resolve;
        child.send({ type: 'start', spec });
      }),
    expect: (i) =>
      new Promise((resolve) => {
        delivered.set(i, () => {
          delivered.delete(i);
          resolve();
        });
        child.send({ type: 'expect', i });
      }),
    giveUp: () => {
      delivered.clear();
      child.send({ type: 'give-up' });
    },
    measuring: (on) => child.send({ type: 'measuring', on }),
    report: () =>
      new Promise((resolve) => {
        onReport = resolve;
        child.send({ type: 'report' });
      }),
    close: () => void bench.stopChild(child),
  };
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const C = settings.clients;
  const total = settings.warmup + settings.approvals;
  log('FocusTube live events benchmark');
  log(machineLine());
  log(`Load average before: ${loadavg()} (other work on this machine skews every figure below)`);
  const limit = openFiles();
  log(`Open-file limit: ${limit} (each client socket takes one; each API instance holds its half)`);
  if (limit !== 'unlimited' && Number(limit) < C + 500)
    throw new Error(`Raise the open-file limit first (ulimit -n ${C + 1000}): ${C} sockets need more than ${limit}.`);

  log(`\nCreating database ${bench.dbName} (migrations, no demo catalogue) with ${total} pending videos…`);
  await bench.createDatabase();
  const { ids } = await insertPendingVideos(bench, { count: total, withCategory: false, label: 'events' });

  log('Starting API instances A and B and one worker (child processes, same database and Redis prefix)…');
  const env = bench.serverEnv();
  const [a, b, worker] = await Promise.all([
    bench.startChild('./app-server.ts', env),
    bench.startChild('./app-server.ts', env),
    bench.startChild('./jobs-worker.ts', env),
  ]);
  const origins = [a.origin!, b.origin!];
  const moderator = await signUpModerator(bench, origins[0]!);

  // Clients ---------------------------------------------------------------------------------------
  const spec = (first: number, count: number): GroupSpec => ({
    origins,
    first,
    count,
    ids,
    connectBatch: settings.connectBatch,
  });
  const groups: Group[] = [];
  if (settings.clientProcs === 0) groups.push(localGroup(spec(0, C)));
  else {
    const per = Math.ceil(C / settings.clientProcs);
    for (let n = 0; n * per < C; n++) groups.push(await childGroup(spec(n * per, Math.min(per, C - n * per)), n));
  }
  bench.defer('client sockets', () => groups.forEach((g) => g.close()));
  const where =
    settings.clientProcs === 0
      ? 'in this process'
      : `in ${groups.length} child processes of ~${Math.ceil(C / groups.length)}`;
  log(
    `Connecting ${C} visitors ${where}, ${settings.connectBatch} at a time per process, alternating between A and B…`,
  );
  const connectStart = performance.now();
  const connections = await Promise.all(groups.map((g) => g.connect()));
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const connected = connections.reduce((sum, c) => sum + c.connected, 0);
  const failed = connections.reduce((sum, c) => sum + c.failed, 0);
  log(
    `  ${connected} connected in ${connectSeconds.toFixed(1)} s (${(connected / connectSeconds).toFixed(0)}/s), ${failed} failed${failed ? ` (first: ${connections.flatMap((c) => c.failures)[0]})` : ''}`,
  );
  if (connected === 0) throw new Error('No client connected.');

  // A tap on the Redis channel the relay publishes the outbox's events to: when each left the worker.
  const tap = connectRedis(bench.redisUrl, 'pubsub');
  bench.defer('Redis tap', () => tap.disconnect());
  const published = new Float64Array(total);
  let current = -1;
  let bytes = 0;
  await tap.subscribe(outboxChannel(bench.redisPrefix));
  tap.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
    const now = clock();
    const at = current >= 0 && message.includes(ids[current]!) ? current : ids.findIndex((id) => message.includes(id));
    if (at >= 0 && published[at] === 0) {
      published[at] = now;
      bytes = message.length;
    }
  });

  // Approvals -------------------------------------------------------------------------------------
  log(
    `Approving ${settings.warmup} (warm-up) + ${settings.approvals} fresh pending videos one at a time through A, each once the previous has reached every client…`,
  );
  const sent = new Float64Array(total);
  const answered = new Float64Array(total);
  const timedOut: number[] = [];
  let measured = 0;
  type Cpu = {
    wall: number;
    self: NodeJS.CpuUsage;
    pids: (number | null)[];
    machine: ReturnType<typeof machineJiffies>;
  };
  const pids = [a.child.pid, b.child.pid, worker.child.pid, ...groups.filter((g) => g.pid).map((g) => g.pid)];
  const cpuNow = (): Cpu => ({
    wall: performance.now(),
    self: process.cpuUsage(),
    pids: pids.map(cpuSecondsOf),
    machine: machineJiffies(),
  });
  let cpuStart: Cpu | null = null;

  for (let i = 0; i < total && !bench.stopping; i++) {
    if (i === settings.warmup) {
      groups.forEach((g) => g.measuring(true));
      cpuStart = cpuNow();
    }
    if (performance.now() - started > settings.measureBudgetMs) {
      log(`  time budget spent: stopping after ${measured} measured approvals`);
      break;
    }
    current = i;
    const delivered = Promise.all(groups.map((g) => g.expect(i)));
    sent[i] = clock();
    const response = await fetch(`${origins[0]}/api/approve/${ids[i]}/`, {
      method: 'POST',
      headers: { ...moderator.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ assigned_category: 'technology' }),
    });
    answered[i] = clock();
    const body = await response.text();
    if (response.status !== 200) throw new Error(`approve ${ids[i]} answered ${response.status}: ${body}`);
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([
      delivered.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), settings.eventTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (late) {
      timedOut.push(i);
      groups.forEach((g) => g.giveUp());
    }
    if (i >= settings.warmup) measured++;
    if (settings.gapMs > 0) await sleep(settings.gapMs);
    if ((i + 1) % 50 === 0) log(`  ${i + 1} of ${total}`);
  }
  current = -1;
  const cpuEnd = cpuNow();
  groups.forEach((g) => g.measuring(false));
  // Stragglers of the last event, and any repeats.
  await sleep(500);
  const reports = await Promise.all(groups.map((g) => g.report()));
  /** Arrival times of child processes are moved onto this process's clock. */
  const offsets = groups.map((g) => g.offset.ms);

  // Figures ---------------------------------------------------------------------------------------
  const first = settings.warmup;
  const last = first + measured;
  const perSide = [0, 1].map(() => ({ latencies: [] as number[], clients: 0, expected: 0, received: 0, early: 0 }));
  /** Per event and side: first and last arrival. */
  const ends = Array.from({ length: total }, () => [0, 1].map(() => ({ min: Infinity, max: -Infinity })));
  let minAfterPublish = Infinity;
  for (const r of reports) {
    for (let k = 0; k < r.count; k++) {
      if (!r.connectedAtStart[k]) continue;
      const side = (r.first + k) % 2;
      const s = perSide[side]!;
      s.clients++;
      for (let i = first; i < last; i++) {
        s.expected++;
        const raw = r.arrivals[i * r.count + k]!;
        if (raw === 0) continue;
        const at = raw - offsets[reports.indexOf(r)]!;
        s.received++;
        const latency = at - answered[i]!;
        if (latency < 0) s.early++;
        s.latencies.push(latency);
        const e = ends[i]![side]!;
        e.min = Math.min(e.min, at);
        e.max = Math.max(e.max, at);
        if (published[i]! > 0) minAfterPublish = Math.min(minAfterPublish, at - published[i]!);
      }
    }
  }
  const sorted = perSide.map((s) => Float64Array.from(s.latencies).sort());
  const all = Float64Array.from([...sorted[0]!, ...sorted[1]!]).sort();
  const row = (label: string, values: Float64Array, exp: number, got: number, early: number) => {
    const p99 = percentile(values, 0.99);
    return [
      label,
      values.length.toLocaleString('en'),
      fmtMs(percentile(values, 0.5)),
      fmtMs(percentile(values, 0.95)),
      fmtMs(p99),
      fmtMs(values.at(-1) ?? NaN),
      `${exp === 0 ? '—' : ((100 * got) / exp).toFixed(2)}%`,
      early.toLocaleString('en'),
      `≤ ${settings.targetP99}`,
      Number.isNaN(p99) ? '—' : p99 <= settings.targetP99 ? 'yes' : 'NO',
    ];
  };
  const [sa, sb] = perSide as [(typeof perSide)[number], (typeof perSide)[number]];

  const perEvent = { http: [] as number[], publish: [] as number[], fanout: [] as number[] };
  const firstAt = [[], []] as number[][];
  const lastAt = [[], []] as number[][];
  for (let i = first; i < last; i++) {
    perEvent.http.push(answered[i]! - sent[i]!);
    if (published[i]! > 0) perEvent.publish.push(published[i]! - answered[i]!);
    const [ea, eb] = ends[i]! as [{ min: number; max: number }, { min: number; max: number }];
    for (const [side, e] of [ea, eb].entries()) {
      if (e.min === Infinity) continue;
      firstAt[side]!.push(e.min - answered[i]!);
      lastAt[side]!.push(e.max - answered[i]!);
    }
    const lo = Math.min(ea.min, eb.min);
    if (lo < Infinity) perEvent.fanout.push(Math.max(ea.max, eb.max) - lo);
  }
  const describe = (label: string, values: number[]) => {
    const s = Float64Array.from(values).sort();
    return [label, String(s.length), fmtMs(percentile(s, 0.5)), fmtMs(percentile(s, 0.95)), fmtMs(s.at(-1) ?? NaN)];
  };
  const clientsWhere =
    settings.clientProcs === 0
      ? `${C} clients and the timer in this process`
      : `${C} clients in ${groups.length} child processes, the timer in this one (times cross processes)`;

  log('\n' + '='.repeat(100));
  log(machineLine());
  log(`Two API instances and one worker, each its own child process; ${clientsWhere}.`);
  log(
    `${measured} measured approvals through A's API (after ${settings.warmup} warm-up ones), one at a time, each once the previous event had reached every client (or ${settings.eventTimeoutMs} ms passed) + ${settings.gapMs} ms.`,
  );
  log(`Load average (1, 5, 15 min) at the end: ${loadavg()}.`);
  printTable(
    'video:changed latency, from the API answering 200 to receipt at each client (ms, over all client × event pairs)',
    ['clients', 'pairs', 'p50', 'p95', 'p99', 'max', 'delivered', 'before 200', 'target p99', 'met?'],
    [
      row(`on A (${sa.clients}), the instance that answered`, sorted[0]!, sa.expected, sa.received, sa.early),
      row(`on B (${sb.clients}), via the Redis adapter`, sorted[1]!, sb.expected, sb.received, sb.early),
      row(
        `all (${sa.clients + sb.clients})`,
        all,
        sa.expected + sb.expected,
        sa.received + sb.received,
        sa.early + sb.early,
      ),
    ],
  );
  const sum = (f: (r: GroupReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  log(
    `Delivered = received ÷ (clients connected at the start × events); "before 200" = pairs whose event arrived before the API's answer did (negative latency). ` +
      `Disconnects during the run: ${sum((r) => r.disconnects)}; duplicate deliveries: ${sum((r) => r.duplicates)}; events not for this run: ${sum((r) => r.unknown)}; ` +
      `events that had not reached every client within ${settings.eventTimeoutMs} ms: ${timedOut.filter((i) => i >= first).length}.`,
  );

  printTable(
    `Where the time goes, per event (ms after the API answered 200, except the first row and the last); one event is ${bytes} bytes on the Redis channel`,
    ['stage', 'events', 'median', 'p95', 'max'],
    [
      describe('HTTP round trip of the approval (request sent → 200)', perEvent.http),
      describe('worker relay published it to Redis (tap on the channel)', perEvent.publish),
      describe('first client on A received it', firstAt[0]!),
      describe('first client on B received it', firstAt[1]!),
      describe('last client on A received it', lastAt[0]!),
      describe('last client on B received it', lastAt[1]!),
      describe('fan-out spread: first → last client, both instances', perEvent.fanout),
    ],
  );
  if (settings.clientProcs > 0)
    log(
      `Clocks of the client processes, corrected for: ${groups.map((g) => `${fmtMs(g.offset.ms)} ± ${fmtMs(g.offset.within)} ms`).join(', ')} ahead of this one. ` +
        `Earliest receipt − this process's sight of the Redis publish: ${fmtMs(minAfterPublish)} ms (negative when this process saw the publish late).`,
    );

  if (cpuStart) {
    const wall = (cpuEnd.wall - cpuStart.wall) / 1000;
    const selfSeconds = (cpuEnd.self.user - cpuStart.self.user + cpuEnd.self.system - cpuStart.self.system) / 1e6;
    const used = cpuEnd.pids.map((e, k) => {
      const s = cpuStart!.pids[k];
      return e === null || s === null || s === undefined ? NaN : e - s;
    });
    const share = (seconds: number) => (Number.isNaN(seconds) ? '—' : `${((100 * seconds) / wall).toFixed(0)}%`);
    const machine =
      cpuStart.machine && cpuEnd.machine
        ? `${((100 * (cpuEnd.machine.busy - cpuStart.machine.busy)) / (cpuEnd.machine.total - cpuStart.machine.total)).toFixed(0)}% of all cores busy, PostgreSQL, Redis and other work included`
        : 'machine load unknown';
    const line = (label: string, seconds: number) => [label, seconds.toFixed(2), share(seconds)];
    printTable(
      `CPU during the ${wall.toFixed(1)} s measured (100% = one core; ${machine})`,
      ['process', 'CPU s', 'of one core'],
      [
        line(settings.clientProcs === 0 ? `this process: ${C} clients + timer` : 'this process: timer', selfSeconds),
        line('API instance A', used[0]!),
        line('API instance B', used[1]!),
        line('worker (outbox relay)', used[2]!),
        ...groups.filter((g) => g.pid).map((g, n) => line(`${g.label}: ${reports[n]!.count} clients`, used[3 + n]!)),
      ],
    );
  }
  log('');
  for (const [n, r] of reports.entries())
    log(
      `Event-loop delay of ${groups[n]!.label} (clients) while measuring: p50 ${fmtMs(r.loop.p50)} ms, p99 ${fmtMs(r.loop.p99)} ms, max ${fmtMs(r.loop.max)} ms.`,
    );
  log(
    settings.clientProcs === 0
      ? `Note: all ${C} clients share this one Node process (and the machine's cores with both API instances, the worker, PostgreSQL and Redis), so each event's frames are parsed here one socket after another: the latencies include that client-side queueing, not only the servers'. Real visitors each parse their own.`
      : `Note: the clients share ${groups.length} processes and the machine's cores with both API instances, the worker, PostgreSQL and Redis: the latencies still include client-side queueing.`,
  );
  log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

runBench(bench, main);
