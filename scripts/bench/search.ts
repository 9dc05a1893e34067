/**
 * `npm run bench:search [-- options]`: how fast search forgives typos. Builds a synthetic catalogue in its
 * own PostgreSQL database (the demo catalogue plus `--videos` approved copies, as bench:catalogue does),
 * then times, without the response cache:
 *   - suggestions for a title word with one typo (`GET /api/suggestions?query=`),
 *   - searches whose word has one typo, answered for the corrected word (`GET /api/search?q=`),
 *   - the same questions typed right, for comparison,
 * once as the API's own query functions (one call at a time) and once over HTTP against the API in a child
 * process (CATALOGUE_CACHE_TTL_MS=0, `--connections` at a time), with p50/p95/p99, then prints EXPLAIN
 * ANALYZE of the slowest input's queries. It prints figures; it asserts nothing.
 *
 * The synthetic videos copy the demo titles, so their words are only the demo's few thousand; a real
 * catalogue of that size has far more. `--vocabulary N` adds N made-up words to the word list
 * (`title_words`, counts drawn from a long tail), so the correction lookups search a list of a real size.
 *
 * Options (environment variable in brackets):
 *   --videos N        synthetic approved videos on top of the demo catalogue (BENCH_VIDEOS, 100000)
 *   --vocabulary N    made-up words added to the word list (BENCH_VOCABULARY, 300000)
 *   --requests N      questions asked per scenario (BENCH_REQUESTS, 1000)
 *   --connections N   HTTP requests at a time (BENCH_CONNECTIONS, 4)
 *   --db NAME         database name (BENCH_SEARCH_DB, focustube_bench_search)
 *   --keep            reuse a filled bench database of the same size, and do not drop it at the end
 * Server: BENCH_PG_URL (maintenance connection, default postgres://postgres@127.0.0.1:5432/postgres),
 * REDIS_URL (default redis://127.0.0.1:6379).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generateCatalogue } from './generate.ts';
import {
  benchDatabaseUrl,
  createBenchDatabase,
  deleteRedisKeys,
  dropBenchDatabase,
  fmtMs as fmt,
  forkChild,
  loadavg,
  machineLine,
  stopChild,
} from './harness.ts';

const { values: flags } = parseArgs({
  options: {
    videos: { type: 'string' },
    vocabulary: { type: 'string' },
    requests: { type: 'string' },
    connections: { type: 'string' },
    db: { type: 'string' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(
    'Usage: npm run bench:search -- [--videos N] [--vocabulary N] [--requests N] [--connections N] [--db NAME] [--keep]',
  );
  process.exit(0);
}
const number = (flag: string | undefined, env: string | undefined, fallback: number) => {
  const value = Number(flag ?? env ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Not a usable number: ${flag ?? env}`);
  return value;
};
const settings = {
  videos: number(flags.videos, process.env.BENCH_VIDEOS, 100_000),
  vocabulary: number(flags.vocabulary, process.env.BENCH_VOCABULARY, 300_000),
  requests: Math.max(1, number(flags.requests, process.env.BENCH_REQUESTS, 1000)),
  connections: Math.max(1, number(flags.connections, process.env.BENCH_CONNECTIONS, 4)),
  dbName: flags.db ?? process.env.BENCH_SEARCH_DB ?? 'focustube_bench_search',
  keep: flags.keep,
  adminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  redisPrefix: `bench-${randomBytes(4).toString('hex')}`,
};
const benchUrl = benchDatabaseUrl(settings.adminUrl, settings.dbName);
const log = (message: string) => console.log(message);

// ---------------------------------------------------------------------------------------------------
// Clean-up

const children = new Set<ChildProcess>();
let databaseCreated = false;
let cleaningUp: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    await Promise.all([...children].map(stopChild));
    if (databaseCreated && !settings.keep) await dropBenchDatabase(settings.adminUrl, settings.dbName);
    await deleteRedisKeys(settings.redisUrl, settings.redisPrefix, 500).catch(() => undefined);
  })();
  return cleaningUp;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping${settings.keep ? '' : ' and dropping the bench database'}…`);
    void cleanup().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

// ---------------------------------------------------------------------------------------------------
// Inputs

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
const random = prng(20_250_514);
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo of the kinds the rule counts: a letter dropped, added, replaced, or two neighbours swapped. */
function oneTypo(word: string): string {
  const letters = [...word];
  // Not in the first letter: people rarely get that wrong, and every engine finds it hardest.
  const at = 1 + Math.floor(random() * (letters.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      letters.splice(at, 1);
      break;
    case 1:
      letters.splice(at, 0, pick([...LETTERS]));
      break;
    case 2:
      letters[at] = pick([...LETTERS].filter((c) => c !== letters[at]));
      break;
    default:
      [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  }
  return letters.join('');
}

/**
 * Made-up words for the word list: 4 to 12 letters (mostly 6 to 8) drawn with English letter
 * frequencies, so their trigrams spread roughly as real words' do; counts from a long tail.
 */
async function addVocabulary(db: pg.Client, count: number) {
  if (count === 0) return;
  const frequencies: [string, number][] = Object.entries({
    e: 12.7,
    t: 9.1,
    a: 8.2,
    o: 7.5,
    i: 7.0,
    n: 6.7,
    s: 6.3,
    h: 6.1,
    r: 6.0,
    d: 4.3,
    l: 4.0,
    c: 2.8,
    u: 2.8,
    m: 2.4,
    w: 2.4,
    f: 2.2,
    g: 2.0,
    y: 2.0,
    p: 1.9,
    b: 1.5,
    v: 1.0,
    k: 0.8,
    j: 0.2,
    x: 0.2,
    q: 0.1,
    z: 0.1,
  });
  const total = frequencies.reduce((sum, [, f]) => sum + f, 0);
  const letter = () => {
    let r = random() * total;
    for (const [c, f] of frequencies) if ((r -= f) <= 0) return c;
    return 'e';
  };
  const words = new Set<string>();
  while (words.size < count) {
    const length = 4 + Math.min(8, Math.floor((random() + random() + random()) * 3));
    words.add(Array.from({ length }, letter).join(''));
  }
  const list = [...words];
  for (let from = 0; from < list.length; from += 50_000) {
    const slice = list.slice(from, from + 50_000);
    await db.query(
      `insert into title_words (word, videos)
       select w, 1 + floor(1000 / (1 + n))::int from unnest($1::text[]) with ordinality as u(w, n)
       on conflict (word) do nothing`,
      [slice],
    );
  }
  await db.query('analyze title_words');
}

interface Inputs {
  suggestTypo: string[];
  suggestRight: string[];
  searchTypo: string[];
  searchRight: string[];
  approved: number;
  words: number;
  size: string;
  postgres: string;
}

async function buildInputs(): Promise<Inputs> {
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  try {
    const meta = await db
      .query<{ vocabulary: number }>(`select vocabulary from bench_search_meta`)
      .then((r) => r.rows[0])
      .catch(() => undefined);
    if (meta?.vocabulary !== settings.vocabulary) {
      log(`Adding ${settings.vocabulary.toLocaleString('en')} made-up words to the word list…`);
      await addVocabulary(db, settings.vocabulary);
      await db.query(`create table if not exists bench_search_meta (vocabulary int not null); truncate bench_search_meta;
        insert into bench_search_meta values (${settings.vocabulary})`);
    }
    const known = new Set((await db.query<{ word: string }>(`select word from title_words`)).rows.map((r) => r.word));
    // Words drawn the way readers meet them: a random approved title (a demo one, which the
    // synthetic ones copy), then a random word of 5 letters or more of it.
    const titles = (
      await db.query<{ words: string[] }>(
        `select array_agg(w) as words from videos, title_words_of(title) as w
         where status = 'approved' and source like 'seed:%' and length(w) >= 5 group by id`,
      )
    ).rows.map((r) => r.words);
    const suggestTypo: string[] = [];
    const suggestRight: string[] = [];
    const searchTypo: string[] = [];
    const searchRight: string[] = [];
    while (searchTypo.length < settings.requests) {
      const words = pick(titles);
      const word = pick(words);
      const typo = oneTypo(word);
      // A typo that makes another word is not one to correct; one that leaves 4 letters is beyond the rule.
      if (known.has(typo) || typo === word || [...typo].length < 5) continue;
      suggestTypo.push(typo);
      suggestRight.push(word);
      // Three in ten searches have a second, correct word of the same title (both must match).
      const other = words.filter((w) => w !== word);
      if (searchTypo.length % 10 < 3 && other.length > 0) {
        const second = pick(other);
        searchTypo.push(`${typo} ${second}`);
        searchRight.push(`${word} ${second}`);
      } else {
        searchTypo.push(typo);
        searchRight.push(word);
      }
    }
    const [row] = (
      await db.query<{ approved: string; words: string; size: string; version: string }>(
        `select (select count(*) from videos where status = 'approved') as approved,
                (select count(*) from title_words) as words,
                pg_size_pretty(pg_total_relation_size('title_words')) as size,
                current_setting('server_version') as version`,
      )
    ).rows;
    return {
      suggestTypo,
      suggestRight,
      searchTypo,
      searchRight,
      approved: Number(row!.approved),
      words: Number(row!.words),
      size: row!.size,
      postgres: row!.version,
    };
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// Measuring

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  extra?: string;
}
function percentiles(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

const rows: { how: string; scenario: string; target: number | null; figures: Figures }[] = [];
function report(how: string, scenario: string, target: number | null, figures: Figures) {
  rows.push({ how, scenario, target, figures });
  log(
    `  ${how.padEnd(9)} ${scenario.padEnd(44)} p50 ${fmt(figures.p50)}  p95 ${fmt(figures.p95)}  p99 ${fmt(figures.p99)}  max ${fmt(figures.max)} ms${target === null ? '' : `  (target p99 ≤ ${target}: ${figures.p99 <= target ? 'met' : 'NOT MET'})`}${figures.extra ? `  ${figures.extra}` : ''}`,
  );
}

async function measureFunctions(inputs: Inputs) {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { schema } = await import('@focustube/core');
  const queries = await import('@focustube/api/catalogue/queries');
  const { cleanSearchQuery } = await import('@focustube/contracts');
  const pool = new pg.Pool({ connectionString: benchUrl, max: 2, options: '-c jit=off' });
  let captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Parameters<typeof queries.suggestTitles>[0];
  const all = { categories: [], subcategory: null };
  const suggest = (text: string) => queries.suggestTitles(db, cleanSearchQuery(text));
  const search = (text: string) => queries.searchApproved(db, text, all, { limit: 21, offset: 0 });

  async function time<T>(texts: string[], call: (text: string) => Promise<T>, check?: (result: T) => boolean) {
    const times: { text: string; ms: number }[] = [];
    let ok = 0;
    for (const text of texts) {
      const start = performance.now();
      const result = await call(text);
      times.push({ text, ms: performance.now() - start });
      if (check?.(result)) ok++;
    }
    const figures = percentiles(times.map((t) => t.ms));
    if (check) figures.extra = `${((100 * ok) / texts.length).toFixed(1)}% found`;
    const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a)).text;
    return { figures, slowest };
  }

  log('\nThe API’s query functions, one call at a time:');
  await time(inputs.suggestTypo.slice(0, 50), suggest); // warm the caches
  const st = await time(inputs.suggestTypo, suggest, (r) => r.length > 0);
  report('queries', 'suggestions, one typo', 15, st.figures);
  report('queries', 'suggestions, typed right', 15, (await time(inputs.suggestRight, suggest)).figures);
  const sq = await time(inputs.searchTypo, search, (r) => r.didYouMean !== null);
  report('queries', 'search, one typo (corrected word)', 50, sq.figures);
  report('queries', 'search, typed right', 50, (await time(inputs.searchRight, search)).figures);

  for (const [name, call] of [
    [`suggestions "${st.slowest}" (slowest with a typo)`, () => suggest(st.slowest)],
    [`search "${sq.slowest}" (slowest with a typo)`, () => search(sq.slowest)],
  ] as const) {
    captured = [];
    await call();
    const seen = captured.filter((q) => !/^(begin|commit)/i.test(q.sql.trim()));
    for (const [i, q] of seen.entries()) {
      log(`\n=== ${name} — query ${i + 1} of ${seen.length}`);
      log(q.sql.replace(/\s+/g, ' '));
      log(`params: ${JSON.stringify(q.params)}`);
      if (/set_config/.test(q.sql)) continue;
      // The correction query runs with its lowered similarity threshold, as the API runs it.
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(`select set_config('pg_trgm.similarity_threshold', '0.2', true)`);
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params);
        for (const row of plan.rows) log(row['QUERY PLAN']);
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
  }
  await pool.end();
}

async function measureHttp(inputs: Inputs) {
  const env: Record<string, string> = {
    DATABASE_URL: benchUrl,
    REDIS_URL: settings.redisUrl,
    REDIS_PREFIX: settings.redisPrefix,
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    CATALOGUE_CACHE_TTL_MS: '0',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
    SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const { child, port } = await forkChild('./app-server.ts', env, children);
  const base = `http://127.0.0.1:${port}`;
  async function time(paths: string[]) {
    const times: number[] = [];
    let next = 0;
    let bad = 0;
    await Promise.all(
      Array.from({ length: settings.connections }, async () => {
        while (next < paths.length) {
          const path = paths[next++]!;
          const start = performance.now();
          const response = await fetch(base + path);
          await response.arrayBuffer();
          times.push(performance.now() - start);
          if (response.status !== 200) bad++;
        }
      }),
    );
    const figures = percentiles(times);
    if (bad) figures.extra = `${bad} not 200`;
    return figures;
  }
  const q = encodeURIComponent;
  const suggestions = (texts: string[]) => texts.map((t) => `/api/suggestions?query=${q(t)}`);
  const searches = (texts: string[]) => texts.map((t) => `/api/search?q=${q(t)}`);
  log(`\nOver HTTP, the API without the response cache, ${settings.connections} requests at a time:`);
  await time(suggestions(inputs.suggestRight.slice(0, 100)));
  report('http', 'suggestions, one typo', 15, await time(suggestions(inputs.suggestTypo)));
  report('http', 'suggestions, typed right', 15, await time(suggestions(inputs.suggestRight)));
  report('http', 'search, one typo (corrected word)', 50, await time(searches(inputs.searchTypo)));
  report('http', 'search, typed right', 50, await time(searches(inputs.searchRight)));
  await stopChild(child);
}

async function main() {
  const started = performance.now();
  log('FocusTube search benchmark (typos)');
  log(machineLine());
  log(`Load average before: ${loadavg()} (other work on this machine skews every figure below)\n`);
  const { reused } = await createBenchDatabase({
    adminUrl: settings.adminUrl,
    dbName: settings.dbName,
    rows: settings.videos,
    keep: settings.keep,
    log,
  });
  databaseCreated = true;
  if (!reused) {
    log(`Generating the catalogue in ${settings.dbName}:`);
    const result = await generateCatalogue({ url: benchUrl, rows: settings.videos, log });
    log(`Generation took ${result.seconds.toFixed(1)} s.`);
  }
  const inputs = await buildInputs();
  log(
    `\nCatalogue: ${inputs.approved.toLocaleString('en')} approved videos; word list ${inputs.words.toLocaleString('en')} words (${settings.vocabulary.toLocaleString('en')} made up), ${inputs.size} with its indexes; PostgreSQL ${inputs.postgres}. ${settings.requests} questions per scenario.`,
  );
  await measureFunctions(inputs);
  await measureHttp(inputs);

  log('\n' + '='.repeat(100));
  log(machineLine());
  log(
    `Catalogue ${inputs.approved.toLocaleString('en')} approved videos, word list ${inputs.words.toLocaleString('en')} words. Load average at the end: ${loadavg()}.`,
  );
  for (const r of rows) {
    log(
      `${r.how.padEnd(8)} ${r.scenario.padEnd(36)} p50 ${fmt(r.figures.p50)}  p95 ${fmt(r.figures.p95)}  p99 ${fmt(r.figures.p99)} ms${r.target === null ? '' : ` (≤ ${r.target})`}${r.figures.extra ? `  ${r.figures.extra}` : ''}`,
    );
  }
  log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

main()
  .then(() => cleanup())
  .catch(async (error: unknown) => {
    if (!cleaningUp) console.error(error);
    await cleanup();
    process.exitCode = 1;
  });
