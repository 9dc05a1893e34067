/**
 * `npm run bench:catalogue [-- options]`: how fast the public catalogue answers with a million approved
 * videos. Builds the catalogue in its own PostgreSQL database, runs the API and a bare Fastify
 * hello-world in child processes and measures both with autocannon at a fixed concurrency. It prints
 * figures; it asserts nothing.
 *
 * Options (environment variable in brackets):
 *   --keep               reuse a filled bench database if there is one, and do not drop it at the end
 *   --db NAME            database name (BENCH_DB, default focustube_bench)
 *   --rows N             synthetic approved videos on top of the demo catalogue (BENCH_ROWS, 1000000)
 *   --connections N      autocannon connections (BENCH_CONNECTIONS, 10)
 *   --duration S         seconds measured per scenario (BENCH_DURATION, 10)
 *   --warmup S           seconds of unmeasured load before each scenario (BENCH_WARMUP, 2)
 *   --pass P             cache | nocache | both (default both)
 *   --only REGEX         run only the scenarios whose name matches
 *   --explain            afterwards, time every suggestion/search input once and print EXPLAIN ANALYZE
 *                        of each scenario's queries (needs no server)
 *   --explain-only       only that: no load, no servers (use with --keep on a filled database)
 * Server: BENCH_PG_URL (maintenance connection, default postgres://postgres@127.0.0.1:5432/postgres),
 * REDIS_URL (default redis://127.0.0.1:6379). Redis keys and channels use a random `bench-…` prefix.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { encodeCursor } from '@focustube/api/catalogue/cursor';
import { generateCatalogue } from './generate.ts';
import {
  benchDatabaseUrl,
  createBenchDatabase,
  deleteRedisKeys,
  dropBenchDatabase,
  fmtMs as fmt,
  forkChild,
  loadavg,
  loadTest,
  machineLine,
  primeCache,
  stopChild as stopServer,
  type LoadResult as Measured,
} from './harness.ts';

// ---------------------------------------------------------------------------------------------------
// Settings

const { values: flags } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    db: { type: 'string' },
    rows: { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    pass: { type: 'string', default: 'both' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    'explain-only': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log(
    'Usage: npm run bench:catalogue -- [--keep] [--db NAME] [--rows N] [--connections N] [--duration S] [--warmup S] [--pass cache|nocache|both] [--only REGEX] [--explain | --explain-only]',
  );
  process.exit(0);
}

const number = (flag: string | undefined, env: string | undefined, fallback: number) => {
  const value = Number(flag ?? env ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a usable number: ${flag ?? env}`);
  return value;
};

const settings = {
  keep: flags.keep,
  dbName: flags.db ?? process.env.BENCH_DB ?? 'focustube_bench',
  rows: number(flags.rows, process.env.BENCH_ROWS, 1_000_000),
  connections: number(flags.connections, process.env.BENCH_CONNECTIONS, 10),
  duration: number(flags.duration, process.env.BENCH_DURATION, 10),
  warmup: number(flags.warmup, process.env.BENCH_WARMUP, 2),
  passes: flags.pass === 'both' ? (['cache', 'nocache'] as const) : ([flags.pass] as ('cache' | 'nocache')[]),
  only: flags.only ? new RegExp(flags.only, 'i') : null,
  explain: flags.explain || flags['explain-only'],
  measure: !flags['explain-only'],
  adminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  redisPrefix: `bench-${randomBytes(4).toString('hex')}`,
};
for (const pass of settings.passes) {
  if (pass !== 'cache' && pass !== 'nocache') throw new Error(`--pass must be cache, nocache or both, not ${pass}`);
}
const benchUrl = benchDatabaseUrl(settings.adminUrl, settings.dbName);

const log = (message: string) => console.log(message);

// ---------------------------------------------------------------------------------------------------
// Child processes and clean-up

const children = new Set<ChildProcess>();

/** Starts a server script under tsx and waits for the port it reports. */
async function startServer(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const { child, port } = await forkChild(script, env, children);
  return { child, port: port! };
}

let databaseCreated = false;
let cleaningUp: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    await Promise.all([...children].map(stopServer));
    if (databaseCreated && !settings.keep) await dropBenchDatabase(settings.adminUrl, settings.dbName);
    // The catalogue routes only publish/subscribe, but remove anything left under our prefix anyway.
    await deleteRedisKeys(settings.redisUrl, settings.redisPrefix, 500).catch(() => undefined);
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping the servers${settings.keep ? '' : ' and dropping the bench database'}…`);
    void cleanup().finally(() => process.exit(130));
  });
}
// Last resort if something above is skipped: never leave servers running.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

// ---------------------------------------------------------------------------------------------------
// The catalogue database

async function prepareCatalogue(): Promise<{ generatedSeconds: number | null; reused: boolean }> {
  const { reused } = await createBenchDatabase({ ...settings, log });
  databaseCreated = true;
  if (reused) return { generatedSeconds: null, reused: true };
  log(`Generating the catalogue in ${settings.dbName}:`);
  const result = await generateCatalogue({ url: benchUrl, rows: settings.rows, log });
  log(`Generation took ${result.seconds.toFixed(1)} s.\n`);
  return { generatedSeconds: result.seconds, reused: false };
}

// ---------------------------------------------------------------------------------------------------
// Scenarios

interface Scenario {
  name: string;
  /** Target for p99 in ms, or null when the issue sets none. */
  target: number | null;
  targetLabel: string;
  /** Paths requested in turn (shuffled); one path means the same URL every time. */
  paths: string[];
  /** Ask with the ETag of the first path's answer, as a browser revalidating it does (answers 304). */
  conditional?: boolean;
  /** Request headers (default: none, so answers are plain). */
  headers?: Record<string, string>;
  /** Issue 9's targets from the response cache: a share of hello-world's req/s, and a p99 in ms. */
  cacheTarget?: { share: number; p99: number | null };
}

/**
 * Scenarios ask for plain answers, like the hello-world baseline. The brotli rows ask as browsers do;
 * they understate the server: autocannon parses responses in JavaScript (http-parser-js), which is
 * markedly slower on binary bodies, and on two cores the load generator's time is the server's loss.
 */
const PLAIN: Record<string, string> = {};
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const FROM_CACHE = { share: 0.5, p99: 3 };

const DEEP_FROM = 1901;
const DEEP_PAGES = 200;
const PAGE_SIZE = 20;
const HOME = 'technology,languages,mindset,motivation,business,quran';

/** Small deterministic PRNG so every run asks the same questions. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20_240_501);
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const STOP_WORDS = new Set(
  'about after again also been before being between both could does doing down during each from further have having here into itself just more most once only other over same should some such than that their theirs them then there these they this those through under until very were what when where which while whom with would your yours part'.split(
    ' ',
  ),
);

interface Inputs {
  scenarios: Scenario[];
  suggest2: string[];
  suggest5: string[];
  searches: string[];
  videoIds: string[];
  deepCursor: { page: number; approvedAt: string; id: number };
  catalogue: { approved: number; size: string; demo: number };
  postgres: string;
}

async function buildInputs(): Promise<Inputs> {
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  try {
    const titles = (
      await db.query<{ title: string }>(`select title from videos where source like 'seed:%' order by id`)
    ).rows.map((r) => r.title.toLowerCase());
    const words = titles.map((t) => t.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
    const letterWords = words.map((ws) => ws.filter((w) => /^\p{L}+$/u.test(w)));

    /** A word drawn the way readers meet them: a random title, then a random word of it. */
    const drawWord = (accept: (w: string) => boolean): string => {
      for (;;) {
        const candidates = pick(letterWords).filter(accept);
        if (candidates.length > 0) return pick(candidates);
      }
    };
    const suggest2 = Array.from({ length: 2000 }, () => drawWord((w) => w.length >= 2).slice(0, 2));
    const suggest5 = Array.from({ length: 2000 }, () => drawWord((w) => w.length >= 5).slice(0, 5));
    const searchWord = (w: string) => w.length >= 4 && !STOP_WORDS.has(w);
    const searches = Array.from({ length: 1000 }, (_, i) => {
      if (i % 10 >= 3) return drawWord(searchWord);
      // Three in ten are two neighbouring words of one title (websearch syntax: both must match).
      for (;;) {
        const ws = pick(letterWords).filter(searchWord);
        if (ws.length >= 2) {
          const at = Math.floor(random() * (ws.length - 1));
          return `${ws[at]} ${ws[at + 1]}`;
        }
      }
    });

    const videoIds = (
      await db.query<{ video_id: string }>(
        `select video_id from videos tablesample system (1) repeatable (7) where status = 'approved' limit 2000`,
      )
    ).rows.map((r) => r.video_id);

    // The position of the last row of each page before the deep pages: what a `next` link carries.
    const positions = (
      await db.query<{ pos: string; id: string }>(
        `select to_char(approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as pos, id
         from videos where status = 'approved'
         order by approved_at desc nulls last, id desc nulls last
         offset $1 limit $2`,
        [(DEEP_FROM - 1) * PAGE_SIZE - 1, DEEP_PAGES * PAGE_SIZE],
      )
    ).rows;
    const cursorPaths: string[] = [];
    const offsetPaths: string[] = [];
    let deepCursor: Inputs['deepCursor'] | null = null;
    for (let i = 0; i < DEEP_PAGES; i++) {
      const page = DEEP_FROM + i;
      const row = positions[i * PAGE_SIZE];
      if (!row) break;
      const cursor = encodeCursor({ approvedAt: row.pos, id: Number(row.id) });
      const query = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE), cursor });
      cursorPaths.push(`/api/approved/?${query}`);
      offsetPaths.push(`/api/approved/?page=${page}&page_size=${PAGE_SIZE}`);
      if (page === 2000) deepCursor = { page, approvedAt: row.pos, id: Number(row.id) };
    }
    if (!deepCursor) throw new Error('The catalogue is too small for page 2000.');

    const [size] = (
      await db.query<{ approved: string; demo: string; size: string; version: string }>(
        `select (select count(*) from videos where status = 'approved') as approved,
                (select count(*) from videos where source like 'seed:%') as demo,
                pg_size_pretty(pg_total_relation_size('videos')) as size,
                current_setting('server_version') as version`,
      )
    ).rows;

    const q = (text: string) => encodeURIComponent(text);
    const scenarios: Scenario[] = [
      {
        name: 'list page 1',
        target: 10,
        targetLabel: '≤ 10',
        paths: [`/api/approved/?page_size=${PAGE_SIZE}`],
        cacheTarget: FROM_CACHE,
      },
      {
        name: 'list page 1, brotli (as browsers ask)',
        target: 10,
        targetLabel: '≤ 10',
        paths: [`/api/approved/?page_size=${PAGE_SIZE}`],
        headers: BROWSER_HEADERS,
      },
      {
        name: 'list page 1, revalidated (If-None-Match → 304)',
        target: 10,
        targetLabel: '≤ 10',
        paths: [`/api/approved/?page_size=${PAGE_SIZE}`],
        conditional: true,
        cacheTarget: { share: 0.6, p99: null },
      },
      {
        name: 'list page 1, 6 home categories',
        target: 10,
        targetLabel: '≤ 10',
        paths: [`/api/approved/?categories=${HOME}&page_size=${PAGE_SIZE}`],
      },
      {
        name: `list page ${DEEP_FROM}-${DEEP_FROM + DEEP_PAGES - 1} by ?page= (OFFSET)`,
        target: 10,
        targetLabel: '≤ 10',
        paths: offsetPaths,
        cacheTarget: FROM_CACHE,
      },
      {
        name: `list page ${DEEP_FROM}-${DEEP_FROM + DEEP_PAGES - 1} by next-link cursor`,
        target: 10,
        targetLabel: '≤ 10',
        paths: cursorPaths,
        cacheTarget: FROM_CACHE,
      },
      {
        name: `list page ${DEEP_FROM}-${DEEP_FROM + DEEP_PAGES - 1} by cursor, brotli`,
        target: 10,
        targetLabel: '≤ 10',
        paths: cursorPaths,
        headers: BROWSER_HEADERS,
      },
      {
        name: 'detail /api/approved/{id}/',
        target: null,
        targetLabel: '—',
        paths: videoIds.map((id) => `/api/approved/${id}/`),
      },
      {
        name: 'suggestions, 2 letters',
        target: 15,
        targetLabel: '≤ 15',
        paths: suggest2.map((s) => `/api/suggestions?query=${q(s)}`),
      },
      {
        name: 'suggestions, 5 letters',
        target: 15,
        targetLabel: '≤ 15',
        paths: suggest5.map((s) => `/api/suggestions?query=${q(s)}`),
      },
      { name: 'search', target: 50, targetLabel: '≤ 50', paths: searches.map((s) => `/api/search?q=${q(s)}`) },
    ];
    return {
      scenarios: scenarios.filter((s) => !settings.only || settings.only.test(s.name)),
      suggest2,
      suggest5,
      searches,
      videoIds,
      deepCursor,
      catalogue: { approved: Number(size!.approved), demo: Number(size!.demo), size: size!.size },
      postgres: size!.version,
    };
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// Measuring

interface Row {
  scenario: string;
  result: Measured;
  target: number | null;
  targetLabel: string;
  distinct: number;
  cacheTarget?: Scenario['cacheTarget'];
}

function run(
  base: string,
  paths: string[],
  seconds: number,
  headers: Record<string, string> = PLAIN,
): Promise<Measured> {
  // Each connection walks the shuffled list in turn.
  return loadTest({ base, paths: shuffle(paths), seconds, connections: settings.connections, headers });
}

/** One request per scenario before measuring, so a broken URL is reported instead of timed. */
async function check(base: string, scenario: Scenario) {
  const response = await fetch(base + scenario.paths[0], { headers: scenario.headers ?? PLAIN });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`${scenario.name}: GET ${scenario.paths[0]} answered ${response.status}: ${body.slice(0, 300)}`);
  }
}

async function measure(name: string, base: string, scenario: Scenario, fillCache: boolean): Promise<Row> {
  await check(base, scenario);
  if (fillCache) await primeCache(base, scenario.paths, scenario.headers ?? PLAIN, settings.connections);
  let headers: Record<string, string> = scenario.headers ?? PLAIN;
  if (scenario.conditional) {
    const etag = (await fetch(base + scenario.paths[0], { headers })).headers.get('etag');
    if (!etag) throw new Error(`${scenario.name}: ${scenario.paths[0]} sent no ETag`);
    headers = { ...headers, 'if-none-match': etag };
    const revalidated = await fetch(base + scenario.paths[0], { headers });
    if (revalidated.status !== 304) throw new Error(`${scenario.name}: revalidation answered ${revalidated.status}`);
  }
  if (settings.warmup > 0) await run(base, scenario.paths, settings.warmup, headers);
  const result = await run(base, scenario.paths, settings.duration, headers);
  const { bad } = result;
  log(
    `  ${name.padEnd(8)} ${scenario.name.padEnd(46)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${fmt(result.p50)}  p99 ${fmt(result.p99)} ms${bad ? `  (${result.result.non2xx} non-2xx, ${result.result.errors} errors, ${result.result.timeouts} timeouts)` : ''}`,
  );
  return {
    scenario: scenario.name,
    result,
    target: scenario.target,
    targetLabel: scenario.targetLabel,
    distinct: new Set(scenario.paths).size,
    cacheTarget: scenario.cacheTarget,
  };
}

/** Issue 9's targets for answers from the response cache, each with its figure and verdict. */
function printCacheTargets(rows: Row[], helloRps: number) {
  const targeted = rows.filter((r) => r.cacheTarget);
  if (targeted.length === 0) return;
  log('\nTargets from the response cache (share of the same-run hello-world req/s; p99):');
  for (const r of targeted) {
    const { share, p99 } = r.cacheTarget!;
    const got = r.result.rps / helloRps;
    const met = got >= share && (p99 === null || r.result.p99 <= p99);
    log(
      `  ${r.scenario.padEnd(50)} ${(100 * got).toFixed(1).padStart(5)}% (≥ ${100 * share}%)  p99 ${fmt(r.result.p99)} ms${p99 === null ? '' : ` (≤ ${p99})`}  ${met ? 'met' : 'NOT MET'}`,
    );
  }
}

function printTable(title: string, rows: Row[], helloRps: number) {
  const header = [
    'scenario',
    'URLs',
    'req/s',
    'p50 ms',
    'p99 ms',
    '% of hello req/s',
    'target p99 ms',
    'met?',
    'errors',
  ];
  const lines = rows.map((r) => {
    const met = r.target === null ? '—' : r.result.p99 <= r.target ? 'yes' : 'NO';
    return [
      r.scenario,
      String(r.distinct),
      r.result.rps.toFixed(0),
      fmt(r.result.p50),
      fmt(r.result.p99),
      `${((100 * r.result.rps) / helloRps).toFixed(1)}%`,
      r.targetLabel,
      met,
      String(r.result.bad),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  log(`\n${title}`);
  log(format(header));
  log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const line of lines) log(format(line));
}

// ---------------------------------------------------------------------------------------------------
// EXPLAIN: the exact SQL the API sends, captured through a drizzle logger

async function explain(inputs: Inputs) {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { schema } = await import('@focustube/core');
  const queries = await import('@focustube/api/catalogue/queries');
  const { cleanSearchQuery: cleanSuggestionQuery } = await import('@focustube/contracts');
  const pool = new pg.Pool({ connectionString: benchUrl, max: 2 });
  let captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Parameters<typeof queries.listApproved>[0];
  const all = { categories: [], subcategory: null };
  const home = { categories: HOME.split(',').sort(), subcategory: null };

  /** Times each input once (cache-less, as the API does with CATALOGUE_CACHE_TTL_MS=0). */
  async function slowest(label: string, inputs: string[], call: (text: string) => Promise<unknown>) {
    const times: { text: string; ms: number }[] = [];
    for (const text of new Set(inputs)) {
      const start = performance.now();
      await call(text);
      times.push({ text, ms: performance.now() - start });
    }
    times.sort((a, b) => b.ms - a.ms);
    const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
    log(
      `\n${label}: ${times.length} distinct inputs, one call each: median ${fmt(at(0.5))} ms, p90 ${fmt(at(0.9))} ms, p99 ${fmt(at(0.99))} ms; slowest: ${times
        .slice(0, 6)
        .map((t) => `"${t.text}" ${fmt(t.ms)} ms`)
        .join(', ')}`,
    );
    return times[0]!.text;
  }

  const cases: { name: string; call: () => Promise<unknown> }[] = [
    {
      name: 'list page 1 (rows + count)',
      call: () =>
        Promise.all([
          queries.listApproved(db, all, { limit: 21, offset: 0, after: null }),
          queries.countApproved(db, all),
        ]),
    },
    {
      name: 'list page 1, 6 home categories (rows + count)',
      call: () =>
        Promise.all([
          queries.listApproved(db, home, { limit: 21, offset: 0, after: null }),
          queries.countApproved(db, home),
        ]),
    },
    {
      name: 'list page 2000 by OFFSET',
      call: () => queries.listApproved(db, all, { limit: 21, offset: 1999 * PAGE_SIZE, after: null }),
    },
    {
      name: 'list page 2000 by cursor',
      call: () =>
        queries.listApproved(db, all, {
          limit: 21,
          offset: 0,
          after: { approvedAt: inputs.deepCursor.approvedAt, id: inputs.deepCursor.id },
        }),
    },
    { name: 'detail', call: () => queries.findApproved(db, inputs.videoIds[0]!) },
  ];
  const s2 = await slowest('suggestions, 2 letters', inputs.suggest2, (t) =>
    queries.suggestTitles(db, cleanSuggestionQuery(t)),
  );
  const s5 = await slowest('suggestions, 5 letters', inputs.suggest5, (t) =>
    queries.suggestTitles(db, cleanSuggestionQuery(t)),
  );
  const sq = await slowest('search', inputs.searches, (t) =>
    queries.searchApproved(db, t, all, { limit: 21, offset: 0 }),
  );
  cases.push(
    { name: `suggestions "${s2}" (slowest 2-letter input)`, call: () => queries.suggestTitles(db, s2) },
    { name: `suggestions "${s5}" (slowest 5-letter input)`, call: () => queries.suggestTitles(db, s5) },
    {
      name: `search "${sq}" (slowest input)`,
      call: () => queries.searchApproved(db, sq, all, { limit: 21, offset: 0 }),
    },
  );

  for (const c of cases) {
    captured = [];
    await c.call();
    const seen = captured;
    for (const [i, q] of seen.entries()) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params);
      log(`\n=== ${c.name}${seen.length > 1 ? ` — query ${i + 1} of ${seen.length}` : ''}`);
      log(q.sql.replace(/\s+/g, ' '));
      log(`params: ${JSON.stringify(q.params)}`);
      for (const row of plan.rows) log(row['QUERY PLAN']);
    }
  }
  await pool.end();
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  log(`FocusTube catalogue benchmark`);
  log(machineLine());
  log(`Load average before: ${loadavg()} (other work on this machine skews every figure below)`);
  log(
    `Load: autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s measured per scenario; API and hello-world each in their own process\n`,
  );

  const { generatedSeconds } = await prepareCatalogue();
  const inputs = await buildInputs();
  log(
    `Catalogue: ${inputs.catalogue.approved.toLocaleString('en')} approved videos (${settings.rows.toLocaleString('en')} synthetic + the demo catalogue's approved ones), videos table ${inputs.catalogue.size} with indexes; PostgreSQL ${inputs.postgres}`,
  );
  if (generatedSeconds !== null) log(`Generation: ${generatedSeconds.toFixed(1)} s`);

  if (!settings.measure) {
    await explain(inputs);
    return;
  }

  log('\nMeasuring:');
  /** Hello-world before and after the API: on a shared machine the two show how much the baseline drifted. */
  const measureHello = async (when: string) => {
    const hello = await startServer('./hello-server.ts', {});
    try {
      return await measure(
        'hello',
        `http://127.0.0.1:${hello.port}`,
        { name: `bare Fastify hello-world (${when})`, target: null, targetLabel: '—', paths: ['/'] },
        false,
      );
    } finally {
      await stopServer(hello.child);
    }
  };
  const helloRows = [await measureHello('first')];

  const tables: { pass: 'cache' | 'nocache'; title: string; rows: Row[] }[] = [];
  for (const pass of settings.passes) {
    const env: Record<string, string> = {
      DATABASE_URL: benchUrl,
      REDIS_URL: settings.redisUrl,
      REDIS_PREFIX: settings.redisPrefix,
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      NODE_ENV: 'production',
      // Required by the app; this one signs nothing anyone keeps.
      JWT_SECRET: randomBytes(32).toString('hex'),
      // No first-admin account in the bench database.
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      // Every request comes from 127.0.0.1: the per-address limits of the search box would answer 429.
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
      SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '100000000',
    };
    if (pass === 'nocache') env.CATALOGUE_CACHE_TTL_MS = '0';
    else delete process.env.CATALOGUE_CACHE_TTL_MS;
    const app = await startServer('./app-server.ts', env);
    const base = `http://127.0.0.1:${app.port}`;
    if (pass === 'cache') await checkCursor(base, inputs);
    const rows: Row[] = [];
    for (const scenario of inputs.scenarios) rows.push(await measure(pass, base, scenario, pass === 'cache'));
    await stopServer(app.child);
    tables.push({
      pass,
      title:
        pass === 'cache'
          ? 'API with the response cache (default CATALOGUE_CACHE_TTL_MS; every URL asked once before measuring)'
          : 'API without the response cache (CATALOGUE_CACHE_TTL_MS=0): every request reaches PostgreSQL',
      rows,
    });
  }
  helloRows.push(await measureHello('last'));
  // The ratio column compares with the mean of the two hello-world runs.
  const helloRps = helloRows.reduce((sum, r) => sum + r.result.rps, 0) / helloRows.length;

  log('\n' + '='.repeat(100));
  log(
    `Machine: ${os.cpus().length} cores, Node ${process.version}, PostgreSQL ${inputs.postgres}. Catalogue: ${inputs.catalogue.approved.toLocaleString('en')} approved videos (${inputs.catalogue.size}).` +
      (generatedSeconds !== null ? ` Generated in ${generatedSeconds.toFixed(0)} s.` : ' Reused (--keep).'),
  );
  log(
    `autocannon: ${settings.connections} connections, ${settings.duration} s per scenario after ${settings.warmup} s warm-up. Load average (1, 5, 15 min) at the end: ${loadavg()}.`,
  );
  printTable(`Hello-world baseline (ratios below are to the mean, ${helloRps.toFixed(0)} req/s)`, helloRows, helloRps);
  for (const table of tables) printTable(table.title, table.rows, helloRps);
  const cached = tables.find((table) => table.pass === 'cache');
  if (cached) printCacheTargets(cached.rows, helloRps);

  if (settings.explain) await explain(inputs);
  log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

/** The cursor URLs are computed, not walked: check one against the `next` link the API itself writes. */
async function checkCursor(base: string, inputs: Inputs) {
  const before = await fetch(`${base}/api/approved/?page=${inputs.deepCursor.page - 1}&page_size=${PAGE_SIZE}`).then(
    (r) => r.json() as Promise<{ next: string | null }>,
  );
  const expected = `/api/approved/?${new URLSearchParams({
    page: String(inputs.deepCursor.page),
    page_size: String(PAGE_SIZE),
    cursor: encodeCursor({ approvedAt: inputs.deepCursor.approvedAt, id: inputs.deepCursor.id }),
  })}`;
  if (before.next !== expected) {
    throw new Error(
      `The computed cursor URL for page ${inputs.deepCursor.page} is ${expected} but the API links ${before.next}`,
    );
  }
}

main()
  .then(() => cleanup())
  .catch(async (error: unknown) => {
    // After Ctrl-C the servers are gone and the load in flight fails: that is not worth a stack trace.
    if (!cleaningUp) console.error(error);
    await cleanup();
    process.exitCode = 1;
  });
