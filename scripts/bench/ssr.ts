/**
 * The server half of `npm run bench:web`: how fast the API process answers page HTML. A bare Fastify
 * hello-world (before and after, on a shared machine the two show the drift) against
 *   - `/` asked again and again, so it comes from the response cache once rendered;
 *   - watch pages `/watch/<id>` (a few thousand distinct ids) and every category list, with
 *     CATALOGUE_CACHE_TTL_MS=0, which turns off the page cache and the API's answer cache (the pages'
 *     data comes through the API in-process), so every answer is rendered from PostgreSQL.
 * The catalogue sits in its own PostgreSQL database: the demo catalogue, or a million synthetic approved
 * videos on top with `million` (generate.ts; minutes, kept for the next run with `keep`). Before the
 * server renders pages, page URLs answer with web/dist/index.html; the figures then measure that, and
 * the report says which it saw.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { generateCatalogue } from './generate.ts';
import { cpuSecondsOf } from './jobs-harness.ts';
import {
  benchDatabaseUrl,
  createBenchDatabase,
  deleteRedisKeys,
  dropBenchDatabase,
  fmtMs,
  forkChild,
  loadTest,
  primeCache,
  stopChild,
  type LoadResult,
} from './harness.ts';

export interface ServerOptions {
  adminUrl: string;
  redisUrl: string;
  dbName: string;
  million: boolean;
  keep: boolean;
  connections: number;
  duration: number;
  warmup: number;
  log: (message: string) => void;
}

/** A load test's figures, and the server's CPU microseconds per answer during it (NaN where /proc is not readable). */
export type ServerLoad = LoadResult & { cpuUs: number };

export interface ServerResults {
  approved: number;
  /** What `/` answered with: 'server-rendered' when #root holds markup, else 'client shell'. */
  html: 'server-rendered' | 'client shell';
  htmlBytes: number;
  hello: ServerLoad[];
  cachedHome: ServerLoad;
  /** The same, asking for brotli as browsers do (autocannon reads binary bodies slowly: a floor). */
  cachedHomeBrotli: ServerLoad;
  uncachedWatch: { result: ServerLoad; distinct: number };
  uncachedList: { result: ServerLoad; distinct: number };
  /** The same one request at a time: what one render costs, without queueing behind the others. */
  serialWatch: ServerLoad;
  serialList: ServerLoad;
}

/** Headers of a browser asking for a page, less compression (the hello-world answers plain too). */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml' };

const SYNTHETIC_ROWS = 1_000_000;

export async function serverReport(o: ServerOptions): Promise<ServerResults> {
  const { log } = o;
  const children = new Set<ChildProcess>();
  const url = benchDatabaseUrl(o.adminUrl, o.dbName);
  const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  let created = false;
  const rows = o.million ? SYNTHETIC_ROWS : 0;
  const cleanup = async () => {
    await Promise.all([...children].map(stopChild));
    if (created && !o.keep) await dropBenchDatabase(o.adminUrl, o.dbName);
    await deleteRedisKeys(o.redisUrl, redisPrefix, 500).catch(() => undefined);
  };
  const interrupted = () => {
    log(`\nStopping the servers${o.keep ? '' : ' and dropping the bench database'}…`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const { reused } = await createBenchDatabase({ ...o, rows, log });
    created = true;
    if (!reused) {
      log(`Building the catalogue in ${o.dbName}${o.million ? ' (a million videos: minutes)' : ''}:`);
      await generateCatalogue({ url, rows, log });
    }
    const { approved, watchPaths } = await watchPages(url);

    const hello = async () => {
      const { child, port } = await forkChild('./hello-server.ts', {}, children);
      try {
        return await measure(o, `http://127.0.0.1:${port}`, ['/'], {}, child);
      } finally {
        await stopChild(child);
      }
    };
    const helloFirst = await hello();
    log(`  hello-world                          ${row(helloFirst)}`);

    const appEnv = (cacheTtl: string | null) => ({
      DATABASE_URL: url,
      REDIS_URL: o.redisUrl,
      REDIS_PREFIX: redisPrefix,
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      NODE_ENV: 'production',
      // Required by the app; this one signs nothing anyone keeps.
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...(cacheTtl === null ? {} : { CATALOGUE_CACHE_TTL_MS: cacheTtl }),
    });

    const cached = await forkChild('./app-server.ts', appEnv(null), children);
    const cachedBase = `http://127.0.0.1:${cached.port}`;
    const home = await fetch(`${cachedBase}/`, { headers: PAGE_HEADERS });
    const body = await home.text();
    if (home.status !== 200) throw new Error(`GET / answered ${home.status}: ${body.slice(0, 300)}`);
    const html = /<div id="root">\s*<\/div>/.test(body) ? 'client shell' : 'server-rendered';
    log(`  GET / answers ${body.length} bytes of HTML: ${html}`);
    const listPaths = await categoryLists(cachedBase);
    await primeCache(cachedBase, ['/'], PAGE_HEADERS, o.connections);
    const cachedHome = await measure(o, cachedBase, ['/'], PAGE_HEADERS, cached.child);
    log(`  / from the response cache            ${row(cachedHome)}`);
    const brotli = { ...PAGE_HEADERS, 'accept-encoding': 'gzip, deflate, br, zstd' };
    await primeCache(cachedBase, ['/'], brotli, o.connections);
    const cachedHomeBrotli = await measure(o, cachedBase, ['/'], brotli, cached.child);
    log(`  / from the response cache, brotli    ${row(cachedHomeBrotli)}`);
    await stopChild(cached.child);

    const uncached = await forkChild('./app-server.ts', appEnv('0'), children);
    const base = `http://127.0.0.1:${uncached.port}`;
    for (const path of [watchPaths[0]!, listPaths[0]!]) {
      const answer = await fetch(base + path, { headers: PAGE_HEADERS });
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
      await answer.arrayBuffer();
    }
    const uncachedWatch = await measure(o, base, watchPaths, PAGE_HEADERS, uncached.child);
    log(`  ${`${watchPaths.length} watch pages, uncached`.padEnd(36)} ${row(uncachedWatch)}`);
    const uncachedList = await measure(o, base, listPaths, PAGE_HEADERS, uncached.child);
    log(`  ${`${listPaths.length} category lists, uncached`.padEnd(36)} ${row(uncachedList)}`);
    const serial = { ...o, connections: 1 };
    const serialWatch = await measure(serial, base, watchPaths, PAGE_HEADERS, uncached.child);
    log(`  ${'watch pages, one connection'.padEnd(36)} ${row(serialWatch)}`);
    const serialList = await measure(serial, base, listPaths, PAGE_HEADERS, uncached.child);
    log(`  ${'category lists, one connection'.padEnd(36)} ${row(serialList)}`);
    await stopChild(uncached.child);

    const helloLast = await hello();
    log(`  hello-world again                    ${row(helloLast)}`);
    return {
      approved,
      html,
      htmlBytes: body.length,
      hello: [helloFirst, helloLast],
      cachedHome,
      cachedHomeBrotli,
      uncachedWatch: { result: uncachedWatch, distinct: watchPaths.length },
      uncachedList: { result: uncachedList, distinct: listPaths.length },
      serialWatch,
      serialList,
    };
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanup();
  }
}

/**
 * A load test, and the server's CPU time per answer meanwhile (from /proc: what one answer costs the
 * server, whatever share of the two cores the load generator took).
 */
async function measure(
  o: ServerOptions,
  base: string,
  paths: string[],
  headers: Record<string, string>,
  server: ChildProcess,
): Promise<ServerLoad> {
  const connections = o.connections;
  if (o.warmup > 0) await loadTest({ base, paths, seconds: o.warmup, connections, headers });
  const before = cpuSecondsOf(server.pid);
  const result = await loadTest({ base, paths, seconds: o.duration, connections, headers });
  const after = cpuSecondsOf(server.pid);
  const answers = result.result.requests.total;
  const cpuUs = before === null || after === null || answers === 0 ? NaN : ((after - before) * 1e6) / answers;
  return { ...result, cpuUs };
}

const row = (r: ServerLoad) =>
  `${r.rps.toFixed(0).padStart(7)} req/s  p50 ${fmtMs(r.p50)}  p99 ${fmtMs(r.p99)} ms  server CPU ${r.cpuUs.toFixed(0)} µs/answer${r.bad ? `  (${r.bad} failed)` : ''}`;

/** Up to 3,000 approved videos spread over the table, in a fixed order, as watch page paths. */
async function watchPages(url: string): Promise<{ approved: number; watchPaths: string[] }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const approved = Number(
      (await db.query<{ n: string }>(`select count(*) as n from videos where status = 'approved'`)).rows[0]!.n,
    );
    const percent = Math.min(100, Math.max(1, (100 * 6000) / Math.max(1, approved)));
    const ids = (
      await db.query<{ video_id: string }>(
        `select video_id from videos tablesample system (${percent}) repeatable (7)
         where status = 'approved' order by md5(video_id) limit 3000`,
      )
    ).rows.map((r) => `/watch/${encodeURIComponent(r.video_id)}`);
    if (ids.length === 0) throw new Error('The bench catalogue has no approved video.');
    return { approved, watchPaths: ids };
  } finally {
    await db.end();
  }
}

/** Every list a menu links to: a category without subcategories, or each of its subcategories. */
async function categoryLists(base: string): Promise<string[]> {
  const tree = (await (await fetch(`${base}/api/categories`)).json()) as {
    results: { path: string; subcategories: { path: string }[] }[];
  };
  return tree.results.flatMap((c) => (c.subcategories.length === 0 ? [c.path] : c.subcategories.map((s) => s.path)));
}
