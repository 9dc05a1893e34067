/**
 * The fault suite's own services and processes: a private PostgreSQL (initdb into a temporary directory,
 * `pg_ctl` on a free port) and a private Redis, each stopped and started again on the same port, the API
 * and the worker as child processes of their production entry points, and Socket.IO clients that
 * record what reaches them. Only 127.0.0.1; the shared PostgreSQL (5432) and Redis (6379) are never touched.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { Redis } from 'ioredis';
import { freePort, startPrivateRedis } from '@focustube/core';
import { inject } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
export const API_MAIN = path.join(ROOT, 'services/api/src/server.ts');
export const WORKER_MAIN = path.join(ROOT, 'services/worker/src/main.ts');
export const JWT_SECRET = 'fault-suite-secret-Zq8vR2mK7xW4pN9sT1bY6cH3jL5fD0gA';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is truthy, at most `timeoutMs`; returns whether it became so. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 100) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await sleep(everyMs);
  }
}

/** A scratch directory for one test file, removed by `cleanup`. */
export function scratch(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `focustube-faults-${name}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A figure for the summary the suite prints at the end (test/faults/global-setup.ts). */
export function recordFigure(scenario: string, figures: Record<string, unknown>) {
  appendFileSync(inject('faultFiguresFile'), JSON.stringify({ scenario, ...figures }) + '\n');
}

// ── PostgreSQL ────────────────────────────────────────────────────────────────────────────────────

/** The newest PostgreSQL server installed (a version with only its client installed has no initdb). */
function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = (existsSync(root) ? readdirSync(root) : [])
    .map(Number)
    .filter((v) => !Number.isNaN(v) && existsSync(`${root}/${v}/bin/initdb`))
    .sort((a, b) => b - a);
  if (versions.length === 0) {
    throw new Error(
      'The fault suite needs a PostgreSQL server installed under /usr/lib/postgresql (Debian: apt-get install postgresql).',
    );
  }
  return `${root}/${versions[0]}/bin/${name}`;
}

/** initdb refuses to run as root: as root, the server runs as the `postgres` system user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** pg_ctl stop -m fast (connections are terminated), then start; resolves once it accepts connections. */
  restart(downMs?: number): Promise<{ downMs: number }>;
  stop(): Promise<void>;
  start(): Promise<void>;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** The first row of a query that returns one. */
  one<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T>;
  close(): Promise<void>;
}

export async function startPostgres(dir: string): Promise<PrivatePostgres> {
  const data = path.join(dir, 'pg');
  const sockets = path.join(dir, 'pg-sockets');
  mkdirSync(data, { recursive: true });
  mkdirSync(sockets, { recursive: true });
  const user = postgresUser();
  if (user) for (const d of [dir, data, sockets]) chownSync(d, user.uid, user.gid);
  const run = (bin: string, args: string[]) => {
    const result = spawnSync(postgresBin(bin), args, { ...user, encoding: 'utf8', cwd: dir, timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  // Durability is not what this suite tests: fsync off keeps a 20,000-row bulk approval quick on a small disk.
  const options = [
    `-p ${port}`,
    `-c listen_addresses=127.0.0.1`,
    `-c unix_socket_directories=${sockets}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const start = async () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'pg.log'), '-w', '-t', '60', 'start']);
  const stop = async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query('create database focustube');
  await client.end();
  const url = `postgres://postgres@127.0.0.1:${port}/focustube`;
  let pool = new pg.Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 5000 });
  pool.on('error', () => undefined);
  const query = async <T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]> => {
    // The suite's own connections may have been cut by a restart: one retry on a fresh pool.
    try {
      return (await pool.query<T>(text, values)).rows;
    } catch (error) {
      const code = String((error as { code?: unknown }).code ?? '');
      if (/^[0-9A-Z]{5}$/.test(code) && !/^(57|08)/.test(code)) throw error;
      await pool.end().catch(() => undefined);
      pool = new pg.Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 5000 });
      pool.on('error', () => undefined);
      return (await pool.query<T>(text, values)).rows;
    }
  };
  return {
    url,
    port,
    start,
    stop,
    async restart(downMs = 0) {
      const began = Date.now();
      await stop();
      await sleep(downMs);
      await start();
      return { downMs: Date.now() - began };
    },
    query,
    async one<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      const [row] = await query<T>(text, values);
      if (!row) throw new Error(`no row: ${text}`);
      return row;
    },
    async close() {
      await pool.end().catch(() => undefined);
      await stop().catch(() => undefined);
    },
  };
}

// ── Redis ─────────────────────────────────────────────────────────────────────────────────────────

export interface FaultRedis {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: no goodbye to clients, memory-only so nothing survives). */
  stop(): Promise<void>;
  /** A new, empty server on the same port. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open and nothing answers (a hung server or a silent network), until `thaw`. */
  freeze(): Promise<void>;
  thaw(): void;
  close(): Promise<void>;
}

export async function startRedis(dir: string): Promise<FaultRedis> {
  const port = await freePort();
  let server = await startPrivateRedis(dir, { port });
  if (!server) throw new Error('The fault suite needs redis-server on the PATH.');
  let pid: number | undefined;
  return {
    url: server.url,
    port,
    async stop() {
      await server?.stop('SIGKILL');
      server = null;
    },
    async start() {
      server = await startPrivateRedis(dir, { port });
    },
    async freeze() {
      const probe = redisClient(server!.url);
      const info = await probe.info('server');
      probe.disconnect();
      pid = Number(/process_id:(\d+)/.exec(info)![1]);
      process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      if (pid) process.kill(pid, 'SIGCONT');
      pid = undefined;
    },
    async close() {
      if (pid) process.kill(pid, 'SIGCONT');
      await server?.stop();
    },
  };
}

/** A plain client for arranging and checking (counts of subscribers, etc.). */
export const redisClient = (url: string) => {
  const r = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  r.on('error', () => undefined);
  return r;
};

// ── Processes ─────────────────────────────────────────────────────────────────────────────────────

export interface Service {
  name: string;
  child: ChildProcess;
  origin?: string;
  /** The last 200 lines it printed, for failure messages. */
  output(): string;
  exited: Promise<number | null>;
  /** Sends `signal` and waits for the exit (at most `timeoutMs`, then SIGKILL). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

export interface StackEnv {
  DATABASE_URL: string;
  REDIS_URL: string;
  [key: string]: string;
}

function spawnService(name: string, main: string, env: Record<string, string>): Service {
  const child = spawn(process.execPath, ['--import', TSX, main], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      REDIS_PREFIX: 'faults',
      JWT_SECRET,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(tmpdir(), 'focustube-faults-data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(line);
    if (lines.length > 400) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    child,
    output: () => lines.slice(-200).join('\n'),
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** An API instance (services/api/src/server.ts) on a free port; resolves once /api/health answers. */
export async function startApi(name: string, env: StackEnv): Promise<Service & { origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const service = spawnService(name, API_MAIN, {
    PORT: String(port),
    APP_URL: origin,
    SHUTDOWN_DRAIN_MS: '500',
    ...env,
  });
  const up = await waitFor(
    async () => {
      if (service.child.exitCode !== null) return true;
      try {
        return (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
      } catch {
        return false;
      }
    },
    60_000,
    200,
  );
  if (!up || service.child.exitCode !== null) throw new Error(`${name} did not start:\n${service.output()}`);
  return { ...service, origin };
}

/** A worker (services/worker/src/main.ts); resolves once it says its workers are ready. */
export async function startWorker(name: string, env: StackEnv, { waitReady = true } = {}): Promise<Service> {
  const service = spawnService(name, WORKER_MAIN, { WORKER_METRICS_PORT: String(await freePort()), ...env });
  if (!waitReady) return service;
  const ready = await waitFor(
    () => service.child.exitCode !== null || service.output().includes('Workers ready'),
    60_000,
    100,
  );
  if (!ready || service.child.exitCode !== null) throw new Error(`${name} did not start:\n${service.output()}`);
  return service;
}

// ── HTTP and accounts ─────────────────────────────────────────────────────────────────────────────

export interface Answer {
  status: number;
  body: unknown;
  contentType: string;
  ms: number;
}

/** One request with a deadline; a network failure or the deadline is status 0. */
export async function request(
  url: string,
  init: { method?: string; token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
    const contentType = res.headers.get('content-type') ?? '';
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, contentType, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: String(error), contentType: '', ms: performance.now() - started };
  }
}

let accounts = 0;

/** Registers through the API, makes the account a moderator in the database, and signs in. */
export async function moderator(origin: string, db: PrivatePostgres): Promise<{ token: string; username: string }> {
  accounts += 1;
  const username = `faultmod_${process.pid}_${accounts}`;
  const email = `${username}@example.com`;
  const password = 'tea-kettle-orbit-9';
  const registered = await request(`${origin}/api/register/`, {
    method: 'POST',
    body: { username, email, password, password2: password },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  await db.query(`update users set role = 'moderator' where username = $1`, [username]);
  const login = await request(`${origin}/api/login/`, { method: 'POST', body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { token: (login.body as { access: string }).access, username };
}

/** `n` pending videos with a category, so a single approval or a bulk one can publish them. */
export async function insertPending(db: PrivatePostgres, n: number, tag: string): Promise<string[]> {
  const rows = await db.query<{ video_id: string }>(
    `insert into videos (video_id, title, channel_title, status, assigned_category, source)
     select $1 || lpad(to_hex(g), 11 - length($1), '0'), 'Fault fixture ' || $1, 'Fixture channel', 'pending', 'technology', 'test'
     from generate_series(1, $2::int) g
     returning video_id`,
    [tag, n],
  );
  return rows.map((r) => r.video_id);
}

// ── Socket clients ────────────────────────────────────────────────────────────────────────────────

export interface Listener {
  name: string;
  socket: Socket;
  /** Every outbox event received, in arrival order, repeats included. */
  received: { id: number; event: string; at: number }[];
  /** Distinct outbox ids, as a client keeps them after dropping repeats. */
  distinct(): Set<number>;
  duplicates(): number;
  connects: number;
  disconnects: number;
  close(): void;
}

const OUTBOX_EVENTS = ['video:changed', 'videos:changed'];

/**
 * A client as the browser's (web/src/lib/socket.ts): websocket only, reconnecting by itself with
 * Socket.IO's default backoff, the token (if any) sent in each handshake.
 */
export async function listen(name: string, origin: string, token?: string): Promise<Listener> {
  const socket = io(origin, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnectionDelay: 500,
    reconnectionDelayMax: 2000,
  });
  const listener: Listener = {
    name,
    socket,
    received: [],
    connects: 0,
    disconnects: 0,
    distinct: () => new Set(listener.received.map((r) => r.id)),
    duplicates: () => listener.received.length - listener.distinct().size,
    close: () => socket.close(),
  };
  socket.on('connect', () => (listener.connects += 1));
  // FAULTS_DEBUG=1 prints why each client lost its connection and why a reconnection failed.
  socket.on('disconnect', (reason) => {
    listener.disconnects += 1;
    if (process.env.FAULTS_DEBUG) console.log(`${name} disconnect: ${reason}`);
  });
  if (process.env.FAULTS_DEBUG)
    socket.on('connect_error', (err) => console.log(`${name} connect_error: ${err.message}`));
  socket.onAny((event: string, payload: { outbox_id?: number }) => {
    if (OUTBOX_EVENTS.includes(event) && typeof payload?.outbox_id === 'number')
      listener.received.push({ id: payload.outbox_id, event, at: Date.now() });
  });
  const connected = await waitFor(() => socket.connected, 15_000, 20);
  if (!connected) throw new Error(`socket ${name} did not connect to ${origin}`);
  return listener;
}

/** Outbox rows after `afterId`, as the clients should have them: public ones reach everyone, the rest moderators. */
export async function outboxSince(db: PrivatePostgres, afterId: number) {
  return db.query<{ id: number; room: string; event: string; published: boolean }>(
    `select id::int, room, event, published_at is not null as published from outbox where id > $1 order by id`,
    [afterId],
  );
}

export async function lastOutboxId(db: PrivatePostgres): Promise<number> {
  const [row] = await db.query<{ id: number }>(`select coalesce(max(id), 0)::int as id from outbox`);
  return row!.id;
}

// ── A whole stack ─────────────────────────────────────────────────────────────────────────────────

export interface FaultStack {
  dir: string;
  db: PrivatePostgres;
  redis: FaultRedis;
  env: StackEnv;
  apis: (Service & { origin: string })[];
  workers: Service[];
  /** Stops every process still running, both servers, and removes the scratch directory. */
  close(): Promise<void>;
}

/** A private PostgreSQL and Redis, `apis` API instances (the first runs the migrations) and `workers` workers. */
export async function startStack(
  name: string,
  { apis = 1, workers = 1, env: extra = {} }: { apis?: number; workers?: number; env?: Record<string, string> } = {},
): Promise<FaultStack> {
  const { dir, cleanup } = scratch(name);
  const [db, redis] = await Promise.all([startPostgres(dir), startRedis(dir)]);
  const env: StackEnv = { DATABASE_URL: db.url, REDIS_URL: redis.url, ...extra };
  const stack: FaultStack = {
    dir,
    db,
    redis,
    env,
    apis: [],
    workers: [],
    async close() {
      await Promise.all([...stack.apis, ...stack.workers].map((s) => s.stop('SIGKILL')));
      await Promise.all([db.close(), redis.close()]);
      cleanup();
    },
  };
  try {
    stack.apis.push(await startApi(`${name}-api-a`, env));
    const more = await Promise.all(
      Array.from({ length: apis - 1 }, (_, i) => startApi(`${name}-api-${String.fromCharCode(98 + i)}`, env)),
    );
    stack.apis.push(...more);
    stack.workers.push(
      ...(await Promise.all(Array.from({ length: workers }, (_, i) => startWorker(`${name}-worker-${i + 1}`, env)))),
    );
  } catch (error) {
    await stack.close();
    throw error;
  }
  return stack;
}

/** The state of a job as the API reports it. */
export async function jobOf(origin: string, token: string, id: string) {
  const res = await request(`${origin}/api/jobs/${id}/`, { token });
  return res.body as { state: string; progress: number; result?: Record<string, unknown>; failed_reason?: string };
}

/**
 * One GET on a connection of its own (no keep-alive), telling apart a connection refused (the instance
 * no longer listens: a balancer sends the request elsewhere) from one accepted and then dropped.
 */
export function getOnce(
  url: string,
  timeoutMs = 15_000,
): Promise<{ status: number; ms: number; error?: 'refused' | 'dropped' | 'timeout' }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started, error: 'dropped' }));
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ status: 0, ms: performance.now() - started, error: 'timeout' });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      const error = err.code === 'ECONNREFUSED' ? 'refused' : 'dropped';
      resolve({ status: 0, ms: performance.now() - started, error });
    });
  });
}

/**
 * A TCP balancer in front of the API instances, as in production: each new connection goes to the next
 * instance that accepts it, so a client whose instance went away reconnects to another.
 */
export async function startBalancer(backends: () => string[]): Promise<{ origin: string; close(): Promise<void> }> {
  let turn = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    client.pause();
    const targets = backends().map((origin) => new URL(origin));
    const first = turn++;
    const attempt = (tries: number) => {
      if (tries >= targets.length) return client.destroy();
      const target = targets[(first + tries) % targets.length]!;
      const upstream = net.connect(Number(target.port), target.hostname);
      upstream.once('connect', () => {
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        client.pipe(upstream).pipe(client);
        client.resume();
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      upstream.once('error', () => attempt(tries + 1));
    };
    attempt(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
