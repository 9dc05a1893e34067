/**
 * What `npm run bench:jobs` and `npm run bench:events` share, in the catalogue benchmark's manner: a
 * throwaway PostgreSQL database migrated by the real `prepareDatabase`, servers in child processes that
 * report back over IPC, a random Redis key prefix removed afterwards, clean-up on Ctrl-C, realistic
 * pending videos made in SQL from the demo catalogue, a moderator signed up through the API, Socket.IO
 * clients and plain tables.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { DEMO_CATALOGUE, openDatabase, prepareDatabase, type placeDemoVideo } from '@focustube/core';
import { deleteRedisKeys, dropBenchDatabase, forkChild, stopChild } from './harness.ts';

export const log = (message: string) => console.log(message);

export { loadavg, machineLine } from './harness.ts';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it returns true; false if `timeoutMs` passes first. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 5) {
  const until = performance.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (performance.now() >= until) return false;
    await sleep(everyMs);
  }
}

export function positiveNumber(flag: string | undefined, env: string | undefined, fallback: number): number {
  const value = Number(flag ?? env ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a usable number: ${flag ?? env}`);
  return value;
}

// ---------------------------------------------------------------------------------------------------
// The bench: its database, its Redis prefix, its child processes and its clean-up

export interface BenchOptions {
  /** Plain lower-case database name, dropped first if it exists and at the end unless `keep`. */
  dbName: string;
  keep: boolean;
  adminUrl?: string;
  redisUrl?: string;
}

export class Bench {
  readonly dbName: string;
  readonly keep: boolean;
  readonly adminUrl: string;
  readonly redisUrl: string;
  readonly redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  readonly url: string;
  private readonly children = new Set<ChildProcess>();
  private readonly cleanups: { name: string; run: () => unknown }[] = [];
  private databaseCreated = false;
  private cleaningUp: Promise<void> | null = null;

  constructor(options: BenchOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.dbName))
      throw new Error(`--db must be a plain lower-case name, not ${options.dbName}`);
    this.dbName = options.dbName;
    this.keep = options.keep;
    this.adminUrl = options.adminUrl ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    this.redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const url = new URL(this.adminUrl);
    url.pathname = `/${this.dbName}`;
    this.url = url.toString();
  }

  get stopping(): boolean {
    return this.cleaningUp !== null;
  }

  /** Ctrl-C, SIGTERM and a hard deadline all end in the same clean-up; `exit` kills any child left. */
  installHandlers(deadlineMs: number): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        log(`\n${signal}: closing sockets, stopping the servers and dropping the bench database…`);
        void this.cleanup().finally(() => process.exit(130));
      });
    }
    setTimeout(() => {
      log(`\nDeadline of ${(deadlineMs / 1000).toFixed(0)} s reached: stopping.`);
      void this.cleanup().finally(() => process.exit(124));
    }, deadlineMs).unref();
    process.on('exit', () => {
      for (const child of this.children) child.kill('SIGKILL');
    });
  }

  /** Runs at clean-up, latest first, before the servers stop. */
  defer(name: string, run: () => unknown): void {
    this.cleanups.push({ name, run });
  }

  async createDatabase(): Promise<void> {
    const admin = new pg.Client({ connectionString: this.adminUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(this.dbName)} with (force)`);
      await admin.query(`create database ${pg.escapeIdentifier(this.dbName)}`);
      this.databaseCreated = true;
    } finally {
      await admin.end();
    }
    const handle = await openDatabase({ url: this.url, dataDir: '.data', poolSize: 2 });
    try {
      await prepareDatabase(handle, { seedOnEmpty: false, log: { info: () => undefined } });
    } finally {
      await handle.close();
    }
  }

  /** A client on the bench database for arranging and checking rows. */
  async client(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    return client;
  }

  /** The environment `app-server.ts` and `jobs-worker.ts` configure themselves from. */
  serverEnv(extra: Record<string, string> = {}): Record<string, string> {
    return {
      DATABASE_URL: this.url,
      REDIS_URL: this.redisUrl,
      REDIS_PREFIX: this.redisPrefix,
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_JWT_SECRET,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...extra,
    };
  }

  /** Forks a script under tsx and waits for its first IPC message (`{ port }` or `{ ready }`). */
  async startChild(
    script: string,
    env: Record<string, string>,
    serialization: 'json' | 'advanced' = 'json',
  ): Promise<{ child: ChildProcess; port: number | null; origin: string | null }> {
    const { child, port } = await forkChild(script, env, this.children, serialization);
    return { child, port, origin: port === null ? null : `http://127.0.0.1:${port}` };
  }

  stopChild(child: ChildProcess): Promise<void> {
    return stopChild(child);
  }

  cleanup(): Promise<void> {
    this.cleaningUp ??= (async () => {
      for (const { name, run } of this.cleanups.reverse()) {
        try {
          await run();
        } catch (error) {
          console.error(`Clean-up step "${name}" failed:`, error);
        }
      }
      await Promise.all([...this.children].map((child) => this.stopChild(child)));
      if (this.databaseCreated && !this.keep) await dropBenchDatabase(this.adminUrl, this.dbName);
      await this.cleanRedis().catch((error: unknown) => console.error('Could not clean Redis:', error));
    })();
    return this.cleaningUp;
  }

  /** BullMQ keys, rate-limit counters: everything under our prefix goes. */
  private async cleanRedis(): Promise<void> {
    const removed = await deleteRedisKeys(this.redisUrl, this.redisPrefix, 1000);
    if (removed > 0) log(`Removed ${removed} Redis keys under ${this.redisPrefix}.`);
  }
}

/** Signs only this run's throwaway accounts. */
const BENCH_JWT_SECRET = randomBytes(32).toString('hex');

// ---------------------------------------------------------------------------------------------------
// Pending videos, made in SQL from the demo catalogue's texts

/** A line of the demo catalogue, as core's seed reads it. */
type DemoLine = Parameters<typeof placeDemoVideo>[0];

/**
 * Inserts `count` pending videos in a few INSERT … SELECT statements on two connections. Each copies the
 * title, description, tags and category of a demo video (so approving them costs what approving real
 * ones costs: the search indexes of approved videos index real text), under a distinct 11-character id
 * (4 md5 bytes + the row number itself, base64url, so no two rows share one). Returns the ids in the
 * pending queue's order (oldest first).
 */
export async function insertPendingVideos(
  bench: Bench,
  options: { count: number; withCategory: boolean; label: string },
): Promise<{ seconds: number; ids: string[] }> {
  const started = performance.now();
  const demo = gunzipSync(readFileSync(DEMO_CATALOGUE))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line, rn) => {
      const d = JSON.parse(line) as DemoLine;
      return {
        rn,
        title: d.title,
        description: d.description,
        channel_title: d.channel_title,
        published_at: d.published_at,
        duration_seconds: d.duration_seconds,
        tags: d.tags,
        youtube_category_id: d.youtube_category_id,
        category: d.suggested_category ?? null,
        subcategory: d.suggested_category ? (d.suggested_subcategory ?? null) : null,
      };
    });
  const admin = await bench.client();
  try {
    await admin.query(`
      create unlogged table bench_demo (
        rn int primary key, title text, description text, channel_title text, published_at timestamptz,
        duration_seconds int, tags text[], youtube_category_id text, category text, subcategory text)`);
    await admin.query(
      `insert into bench_demo
         select * from jsonb_to_recordset($1::jsonb) as x(
           rn int, title text, description text, channel_title text, published_at timestamptz,
           duration_seconds int, tags text[], youtube_category_id text, category text, subcategory text)`,
      [JSON.stringify(demo)],
    );
    const chunk = Math.max(1, Math.ceil(options.count / 4));
    const jobs: [number, number][] = [];
    for (let from = 0; from < options.count; from += chunk) jobs.push([from, Math.min(options.count, from + chunk)]);
    const insert = (from: number, to: number) => `
      insert into videos (
        video_id, title, description, channel_id, channel_title, thumbnail_url, published_at, duration_seconds,
        youtube_category_id, assigned_category, subcategory, tags, status, source, created_at, status_changed_at)
      select
        s.vid, d.title || ' (${options.label} ' || g || ')', d.description,
        'UCbench' || lpad((g % 97)::text, 17, '0'), d.channel_title,
        'https://i.ytimg.com/vi/' || s.vid || '/hqdefault.jpg', d.published_at, d.duration_seconds,
        d.youtube_category_id,
        case when ${options.withCategory} then coalesce(d.category, 'technology') end,
        case when ${options.withCategory} and d.category is not null then d.subcategory end,
        d.tags, 'pending', 'bench', s.at, s.at
      from generate_series(${from}, ${to - 1}) as g
      cross join (select count(*)::int as n from bench_demo) as n
      cross join lateral (
        select
          translate(left(encode(decode(left(md5('${options.label}' || g), 8), 'hex') || int4send(g), 'base64'), 11), '+/', '-_') as vid,
          timestamptz '2024-01-01' + g * interval '1 millisecond' as at
      ) as s
      join bench_demo as d on d.rn = g % n.n`;
    await Promise.all(
      [0, 1].map(async (lane) => {
        const client = await bench.client();
        try {
          await client.query(`set synchronous_commit = off`);
          for (const [i, [from, to]] of jobs.entries()) if (i % 2 === lane) await client.query(insert(from, to));
        } finally {
          await client.end();
        }
      }),
    );
    await admin.query(`drop table bench_demo`);
    // A catalogue in steady state has been vacuumed and analysed; a freshly loaded one has not.
    await admin.query(`vacuum (analyze) videos`);
    const { rows } = await admin.query<{ video_id: string }>(
      `select video_id from videos where status = 'pending' and source = 'bench' order by created_at, id`,
    );
    return { seconds: (performance.now() - started) / 1000, ids: rows.map((r) => r.video_id) };
  } finally {
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// Accounts and sockets

export interface Moderator {
  id: number;
  username: string;
  access: string;
  auth: { authorization: string };
}

/** Registers and signs in through the API (as `test/support/accounts.ts` does), made moderator in SQL. */
export async function signUpModerator(bench: Bench, origin: string): Promise<Moderator> {
  const username = `bench_mod_${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const password = 'tea-kettle-orbit-9';
  const post = (path: string, body: object) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/register/', { username, email, password, password2: password });
  if (registered.status !== 201) throw new Error(`register failed: ${await registered.text()}`);
  const { id } = (await registered.json()) as { id: number };
  const db = await bench.client();
  try {
    await db.query(`update users set role = 'moderator' where id = $1`, [id]);
  } finally {
    await db.end();
  }
  const login = await post('/api/login/', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${await login.text()}`);
  const { access } = (await login.json()) as { access: string };
  return { id, username, access, auth: { authorization: `Bearer ${access}` } };
}

/** A Socket.IO client as the web app opens one (websocket only), connected; no reconnection, so a drop shows. */
export function connectSocket(origin: string, options: { token?: string; timeoutMs?: number } = {}): Promise<Socket> {
  const socket = io(origin, {
    transports: ['websocket'],
    auth: options.token ? { token: options.token } : {},
    reconnection: false,
    forceNew: true,
    timeout: options.timeoutMs ?? 20_000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Figures

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export const fmtMs = (ms: number) =>
  Number.isNaN(ms) ? '—' : Math.abs(ms) < 10 ? ms.toFixed(2) : Math.abs(ms) < 100 ? ms.toFixed(1) : ms.toFixed(0);

export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  log(`\n${title}`);
  log(format(header));
  log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) log(format(row));
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
export function cpuSecondsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Busy and total jiffies of the whole machine (all cores), to tell how loaded it was meanwhile. */
export function machineJiffies(): { busy: number; total: number } | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = cpu.reduce((a, b) => a + b, 0);
    const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** Runs `main`, then cleans up; on an error (printed unless it was a stop signal) cleans up and exits 1. */
export function runBench(bench: Bench, main: () => Promise<void>): void {
  main()
    .then(() => bench.cleanup())
    .catch(async (error: unknown) => {
      if (!bench.stopping) console.error(error);
      await bench.cleanup();
      process.exitCode = 1;
    });
}
