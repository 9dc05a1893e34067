/**
 * Pieces the benchmarks share: forking a server and the way it stops, one autocannon run, the bench
 * database's creation and the clean-up of it and of a run's Redis keys, and the machine's description.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

/**
 * In a forked server: on SIGTERM, SIGINT or the parent going away, `close()` and exit (0, or 1 when it
 * takes longer than five seconds).
 */
export function exitOnStop(close: () => Promise<unknown>): void {
  const stop = () => {
    setTimeout(() => process.exit(1), 5000).unref();
    void close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The parent went away without telling us: do not linger.
  process.on('disconnect', stop);
}

/** Drops the bench database `dbName` (through `adminUrl`), saying so; a failure is reported, not thrown. */
export async function dropBenchDatabase(adminUrl: string, dbName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${pg.escapeIdentifier(dbName)} with (force)`);
    console.log(`Dropped database ${dbName}.`);
  } catch (error) {
    console.error(`Could not drop database ${dbName}:`, error);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** Deletes every Redis key under `prefix`, scanning `count` at a time; returns how many went. */
export async function deleteRedisKeys(redisUrl: string, prefix: string, count: number): Promise<number> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    let removed = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', count);
      if (keys.length > 0) removed += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    return removed;
  } finally {
    redis.disconnect();
  }
}

/** Stops a forked server: SIGTERM, then SIGKILL if it has not exited within seven seconds. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 7000);
  await exited;
  clearTimeout(timer);
}

export const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

export function machineLine(): string {
  const cpus = os.cpus();
  return `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** Milliseconds as the tables print them: two decimals below 10, one below 100. */
export const fmtMs = (ms: number) =>
  Number.isNaN(ms) ? '—' : ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0);

/**
 * Forks `script` (resolved against this folder) under tsx, adds it to `children` until it exits, and
 * waits for its first IPC message: `{ port }` from a server, `{ ready }` from a worker.
 */
export function forkChild(
  script: string,
  env: Record<string, string>,
  children: Set<ChildProcess>,
  serialization: 'json' | 'advanced' = 'json',
): Promise<{ child: ChildProcess; port: number | null }> {
  const child = fork(new URL(script, import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 60 s`)), 60_000);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      resolve({ child, port: message.port ?? null });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it was ready`));
    });
  });
}

/** One autocannon run; percentiles from every answer's own time (autocannon's histogram keeps whole ms). */
export interface LoadResult {
  result: Result;
  rps: number;
  p50: number;
  p99: number;
  /** Failed answers: errors, timeouts and non-2xx other than 304 (the answer a revalidating browser wants). */
  bad: number;
}

/**
 * Loads `base` for `seconds` with `connections` at once, each connection walking `paths` in the order
 * given. autocannon builds each request's bytes once, so a long list costs the load generator no more
 * per request than a single URL (a setupRequest callback did, and on two cores that slowed the client,
 * not the server).
 */
export async function loadTest(options: {
  base: string;
  paths: string[];
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const { base, paths, seconds, connections, headers = {} } = options;
  let times = new Float64Array(1 << 16);
  let count = 0;
  const instance = autocannon({
    url: base + paths[0],
    connections,
    duration: seconds,
    timeout: 10,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if ((status < 200 || status >= 300) && status !== 304) return;
    if (count === times.length) {
      const bigger = new Float64Array(times.length * 2);
      bigger.set(times);
      times = bigger;
    }
    times[count++] = ms;
  });
  const result = await instance;
  const sorted = times.subarray(0, count).sort();
  const at = (p: number) => (count === 0 ? NaN : sorted[Math.min(count - 1, Math.ceil(p * count) - 1)]!);
  return {
    result,
    rps: result.requests.average,
    p50: at(0.5),
    p99: at(0.99),
    bad: result.non2xx - result['3xx'] + result.errors + result.timeouts,
  };
}

/** The bench database `dbName`'s URL on the server `adminUrl` points at. */
export function benchDatabaseUrl(adminUrl: string, dbName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/**
 * Makes `dbName` ready for a catalogue of `rows` synthetic videos: with `keep`, a database that already
 * holds a finished catalogue of that size is reused; otherwise it is (re)created empty for
 * `generateCatalogue`. Says which; the caller owns the database from here on either way.
 */
export async function createBenchDatabase(options: {
  adminUrl: string;
  dbName: string;
  rows: number;
  keep: boolean;
  log: (message: string) => void;
}): Promise<{ reused: boolean }> {
  const { adminUrl, dbName, rows, keep, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`The database name must be plain lower case, not ${dbName}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query(`select 1 from pg_database where datname = $1`, [dbName])).rowCount === 1;
    if (exists && keep) {
      const bench = new pg.Client({ connectionString: benchDatabaseUrl(adminUrl, dbName) });
      await bench.connect();
      const meta = await bench
        .query<{ rows: number; seconds: string }>(`select rows, seconds from bench_meta`)
        .then((r) => r.rows[0])
        .catch(() => undefined);
      await bench.end();
      if (meta && meta.rows === rows) {
        log(
          `Reusing database ${dbName} (--keep): ${meta.rows.toLocaleString('en')} synthetic videos, generated in ${Number(meta.seconds).toFixed(0)} s earlier.`,
        );
        return { reused: true };
      }
      log(`Database ${dbName} exists but is not a finished ${rows.toLocaleString('en')}-row catalogue: rebuilding it.`);
    }
    if (exists) await admin.query(`drop database ${pg.escapeIdentifier(dbName)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(dbName)}`);
    return { reused: false };
  } finally {
    await admin.end();
  }
}

/** Asks every distinct path once, `connections` at a time: fills the response cache before measuring. */
export async function primeCache(base: string, paths: string[], headers: Record<string, string>, connections: number) {
  const distinct = [...new Set(paths)];
  let at = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (at < distinct.length) {
        const path = distinct[at++]!;
        await fetch(base + path, { headers }).then((r) => r.arrayBuffer());
      }
    }),
  );
}
