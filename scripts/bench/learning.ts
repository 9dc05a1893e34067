/**
 * `npm run bench:learning [-- options]`: recommendations, My Learning and the quality-scores job at the
 * issue's scale. In its own PostgreSQL database it builds (set-based SQL, indexes and foreign-key checks
 * off while loading) 1,000,000 approved videos over 20,000 channels, 100,000 members with 5,000,000 watch
 * progress rows and 1,000,000 bookmarks, and 10,000 published courses of 10–30 lessons; runs ANALYZE;
 * then measures
 *   (a) the quality-scores job over the whole catalogue: a first run (every score written: each approved
 *       video's `video_ranks` row starts unscored and `video_stats` empty, as after a deployment) and a
 *       second (nothing changed, nothing written); then, every score set apart, a new job's full pass
 *       (every score changes, the figures do not: the prior moved);
 *   (b) p50/p95/p99 of GET /api/recommendations/ for a few hundred random members, one request at a time,
 *       through the real app (in process, `inject`) with the response cache off;
 *   (c) the same for GET /api/my-learning/.
 * It prints figures and, with --explain (or when a target is missed), EXPLAIN ANALYZE of the slowest
 * member's recommendation statements. It asserts nothing. The database is dropped at the end unless --keep.
 *
 * Options (environment variable in brackets):
 *   --db NAME        database name (BENCH_DB, default focustube_bench_learning); dropped first if it exists
 *   --keep           do not drop the database at the end, and reuse it when it holds a finished dataset of
 *                    the same size (the quality-scores job is then not measured again: the requests are)
 *   --videos N       approved videos (1000000)      --members N   members (100000)
 *   --progress N     watch progress rows (5000000)  --bookmarks N bookmarks (1000000)
 *   --courses N      published courses (10000)      --samples N   members measured (300)
 *   --explain        print the plans of the slowest member's recommendation statements
 * Server: BENCH_PG_URL (maintenance connection, default postgres://postgres@127.0.0.1:5432/postgres),
 * REDIS_URL (default redis://127.0.0.1:6379). Redis keys use a random `bench-…` prefix, removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { buildApp } from '@focustube/api';
import { hashPassword } from '../../services/api/src/accounts/passwords.ts';
import { memberRecommendations } from '../../services/api/src/recommendations/queries.ts';
import { qualityScores } from '../../services/worker/src/processors/quality-scores.ts';
import { createMetrics, loadConfig, openDatabase, type Database } from '@focustube/core';
import { generateCatalogue } from './generate.ts';
import {
  benchDatabaseUrl,
  createBenchDatabase,
  deleteRedisKeys,
  dropBenchDatabase,
  fmtMs,
  loadavg,
  machineLine,
} from './harness.ts';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string' },
    keep: { type: 'boolean', default: false },
    videos: { type: 'string' },
    members: { type: 'string' },
    progress: { type: 'string' },
    bookmarks: { type: 'string' },
    courses: { type: 'string' },
    samples: { type: 'string' },
    explain: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(
    'Usage: npm run bench:learning -- [--db NAME] [--keep] [--videos N] [--members N] [--progress N] [--bookmarks N] [--courses N] [--samples N] [--explain]',
  );
  process.exit(0);
}
const count = (flag: string | undefined, fallback: number) => {
  const n = Number(flag ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Not a usable count: ${flag}`);
  return n;
};
const settings = {
  db: flags.db ?? process.env.BENCH_DB ?? 'focustube_bench_learning',
  videos: count(flags.videos, 1_000_000),
  members: count(flags.members, 100_000),
  progress: count(flags.progress, 5_000_000),
  bookmarks: count(flags.bookmarks, 1_000_000),
  courses: count(flags.courses, 10_000),
  samples: count(flags.samples, 300),
};
const TARGETS = { recommendations: 30, myLearning: 20, job: 60_000 };
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const url = benchDatabaseUrl(adminUrl, settings.db);
const PASSWORD = 'bench-learner-password-1';
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const since = (start: number) => performance.now() - start;

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN, n: sorted.length };
}

async function step(client: pg.Client, name: string, statements: string) {
  const start = performance.now();
  log(`  ${name}…`);
  await client.query(statements);
  log(`  ${name}: ${(since(start) / 1000).toFixed(1)} s`);
}

/** Members, their progress and bookmarks, and courses, on top of the generated catalogue. */
async function buildLearning() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { members, progress, bookmarks, courses } = settings;
  const perMember = Math.max(1, Math.round((2 * progress) / members)); // 0…2× the mean per member
  try {
    await client.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '256MB'`);
    // Loading throwaway rows: no foreign-key checks or triggers per row (a superuser's session setting).
    await client.query(`set session_replication_role = replica`);
    const hash = await hashPassword(PASSWORD);
    await step(
      client,
      `${members.toLocaleString('en')} members`,
      `insert into users (username, email, password_hash)
       select 'bench_member_' || g, 'bench_member_' || g || '@example.com', '${hash}'
       from generate_series(1, ${members}) as g`,
    );
    await client.query(`create unlogged table bench_ids as
      select (row_number() over (order by id) - 1)::int as n, id from videos where status = 'approved';
      create unique index on bench_ids (n); analyze bench_ids;
      create unlogged table bench_users as
      select (row_number() over (order by id) - 1)::int as n, id from users where username like 'bench_member_%';
      create unique index on bench_users (n); analyze bench_users;`);
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from bench_ids`);
    const nVideos = rows[0]!.n;

    await step(
      client,
      `${courses.toLocaleString('en')} published courses of 10–30 lessons`,
      `insert into courses (slug, title, description, assigned_category, status, published_at)
       select 'bench-course-' || g, 'Bench course ' || g, 'A generated course.', null, 'published',
              now() - (g % 1000) * interval '1 hour'
       from generate_series(1, ${courses}) as g;
       insert into course_lessons (course_id, video_id, position)
       select c.id, b.id, j
       from (select id, row_number() over (order by id) as cn from courses where slug like 'bench-course-%') as c
       cross join lateral generate_series(1, 10 + (c.cn % 21)::int) as j
       join bench_ids b on b.n = ((c.cn * 30 + j) * 7919) % ${nVideos};
       update courses c set assigned_category = v.assigned_category
       from course_lessons l join videos v on v.id = l.video_id
       where l.course_id = c.id and l.position = 1 and c.slug like 'bench-course-%';`,
    );

    // Progress: member i watched 0…2×mean videos, spread over the catalogue (a prime stride keeps a
    // member's videos distinct), the first few being lessons of "their" course; 40% completed, last
    // touched over the past 60 days.
    await client.query(
      `drop index if exists watch_progress_user_idx; alter table watch_progress drop constraint watch_progress_user_id_video_id_pk`,
    );
    const lane = async (from: number, to: number) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`set synchronous_commit = off; set session_replication_role = replica`);
      await c.query(`
        insert into watch_progress (user_id, video_id, position_seconds, duration_seconds, completed, updated_at)
        select u.id, b.id,
               case when (hashint4(u.n * 131 + k) & 1023) < 410 then 600 else 60 + (hashint4(u.n + k) & 255) end,
               600,
               (hashint4(u.n * 131 + k) & 1023) < 410,
               now() - ((hashint4(u.n * 7 + k) & 2147483647) % (60 * 86400)) * interval '1 second'
        from bench_users u
        cross join lateral generate_series(0, (hashint4(u.n) & 2147483647) % ${perMember + 1} - 1) as k
        join bench_ids b on b.n = ((u.n::bigint * 7919 + k::bigint * 104729) % ${nVideos})
        where u.n >= ${from} and u.n < ${to}`);
      await c.end();
    };
    let start = performance.now();
    log(`  ~${progress.toLocaleString('en')} watch progress rows (2 connections)…`);
    await Promise.all([lane(0, Math.floor(members / 2)), lane(Math.floor(members / 2), members)]);
    log(`  progress rows: ${(since(start) / 1000).toFixed(1)} s`);
    // Course lessons among the first watches: members in the middle of "their" course.
    await step(
      client,
      'members in the middle of a course',
      `insert into watch_progress (user_id, video_id, position_seconds, duration_seconds, completed, updated_at)
       select u.id, l.video_id, 600, 600, true, now() - interval '1 day'
       from bench_users u
       join courses c on c.slug = 'bench-course-' || (u.n % ${courses} + 1)
       join course_lessons l on l.course_id = c.id and l.position <= 1 + u.n % 4
       where u.n % 3 = 0
       on conflict do nothing`,
    );
    start = performance.now();
    log('  primary key and index of watch progress…');
    await client.query(`
      delete from watch_progress a using watch_progress b
      where a.user_id = b.user_id and a.video_id = b.video_id and a.ctid < b.ctid`);
    await client.query(
      `alter table watch_progress add constraint watch_progress_user_id_video_id_pk primary key (user_id, video_id)`,
    );
    await client.query(`create index watch_progress_user_idx on watch_progress (user_id, updated_at desc)`);
    log(`  primary key and index: ${(since(start) / 1000).toFixed(1)} s`);

    await client.query(
      `alter table bookmarks drop constraint bookmarks_user_id_video_id_pk; drop index if exists bookmarks_user_idx`,
    );
    const perBookmark = Math.max(1, Math.round((2 * bookmarks) / members));
    await step(
      client,
      `~${bookmarks.toLocaleString('en')} bookmarks`,
      `insert into bookmarks (user_id, video_id, created_at)
       select u.id, b.id, now() - ((hashint4(u.n * 3 + k) & 2147483647) % (90 * 86400)) * interval '1 second'
       from bench_users u
       cross join lateral generate_series(0, (hashint4(u.n + 17) & 2147483647) % ${perBookmark + 1} - 1) as k
       join bench_ids b on b.n = ((u.n::bigint * 15485863 + k::bigint * 32452843) % ${nVideos});
       delete from bookmarks a using bookmarks b
       where a.user_id = b.user_id and a.video_id = b.video_id and a.ctid < b.ctid;
       alter table bookmarks add constraint bookmarks_user_id_video_id_pk primary key (user_id, video_id);
       create index bookmarks_user_idx on bookmarks (user_id, created_at desc);`,
    );
    await client.query(`set session_replication_role = origin`);
    await client.query(`drop table bench_ids`);
    await step(client, 'vacuum analyze', `vacuum analyze`);
    const { rows: sizes } = await client.query<Record<string, string>>(`
      select (select count(*) from videos where status = 'approved') as videos,
             (select count(*) from users) as members,
             (select count(*) from watch_progress) as progress,
             (select count(*) from bookmarks) as bookmarks,
             (select count(*) from courses where status = 'published') as courses,
             (select count(*) from course_lessons) as lessons,
             pg_size_pretty(pg_database_size(current_database())) as size`);
    log(`  built: ${JSON.stringify(sizes[0])}`);
  } finally {
    await client.end();
  }
}

/** EXPLAIN ANALYZE of every raw statement a call makes (the Drizzle query builder's few id lookups aside). */
function explaining(db: Database, client: pg.Client, plans: string[]): Database {
  const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const { sql, params } = dialect.sqlToQuery(query);
        const plan = await client.query(`explain (analyze, buffers) ${sql}`, params);
        plans.push(
          `${sql.replace(/\s+/g, ' ').slice(0, 160)}…\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
        );
        return target.execute(query);
      };
    },
  });
}

/** The quality-scores job over the whole catalogue: first run, unchanged, and a full pass (the prior moved). */
async function measureJob(db: Database, analyze: pg.Client, results: string[][]) {
  const job = qualityScores(db);
  const noProgress = { updateProgress: async () => undefined };
  log('Quality scores, first run (every score is new)…');
  const first = await job({}, noProgress);
  log(`  ${first.videos.toLocaleString('en')} scores written in ${(first.duration_ms / 1000).toFixed(1)} s`);
  log('Quality scores, second run (nothing changed)…');
  const second = await job({}, noProgress);
  log(`  ${second.videos.toLocaleString('en')} scores written in ${(second.duration_ms / 1000).toFixed(1)} s`);
  results.push(
    [
      'quality-scores job, first run',
      `${(first.duration_ms / 1000).toFixed(1)} s`,
      `${first.videos} written`,
      '≤ 60 s',
    ],
    [
      'quality-scores job, unchanged',
      `${(second.duration_ms / 1000).toFixed(1)} s`,
      `${second.videos} written`,
      '≤ 60 s',
    ],
  );
  // The prior moved (or the worker restarted after one): every score changes, the figures do not. Every
  // rank is set apart first (not timed), and a new job (which has written no prior yet) makes a full pass.
  await analyze.query('update video_ranks set score = -1');
  await analyze.query('vacuum video_ranks');
  log('Quality scores, every score changes, figures unchanged (the prior moved)…');
  const third = await qualityScores(db)({}, noProgress);
  log(`  ${third.videos.toLocaleString('en')} scores written in ${(third.duration_ms / 1000).toFixed(1)} s`);
  results.push([
    'quality-scores job, prior moved',
    `${(third.duration_ms / 1000).toFixed(1)} s`,
    `${third.videos} written`,
    '≤ 60 s',
  ]);
  await analyze.query('vacuum analyze videos');
  await analyze.query('analyze video_stats');
  // The first run rewrote every rank: what autovacuum would do next.
  await analyze.query('vacuum analyze video_ranks');
}

/** Whether an earlier run with --keep finished building the members, their progress and the courses. */
async function learningBuilt(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from courses`);
    return Number(rows[0]!.n) >= settings.courses;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

async function main() {
  console.log(machineLine());
  log(`Load average at start: ${loadavg()}`);
  log(`Settings: ${JSON.stringify(settings)}`);
  const { reused: catalogueReused } = await createBenchDatabase({
    adminUrl,
    dbName: settings.db,
    rows: settings.videos,
    keep: flags.keep,
    log,
  });
  const reused = catalogueReused && (await learningBuilt());
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  const results: string[][] = [];
  try {
    if (reused) log('Reusing its members, progress, bookmarks and courses; the quality-scores job is not run.');
    else {
      const built = performance.now();
      log('Catalogue:');
      await generateCatalogue({ url, rows: settings.videos, log, channels: 20_000 });
      log('Members, progress, bookmarks and courses:');
      await buildLearning();
      log(`Dataset built in ${(since(built) / 1000).toFixed(0)} s.`);
    }

    const handle = await openDatabase({ url, dataDir: '.data', poolSize: 4 });
    const analyze = new pg.Client({ connectionString: url });
    await analyze.connect();
    if (!reused) await measureJob(handle.db, analyze, results);

    const config = loadConfig({
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      SEED_ON_EMPTY: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      CATALOGUE_CACHE_TTL_MS: '0',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const app = await buildApp({ config, redisUrl, metrics: createMetrics() });
    await app.ready();
    try {
      const { rows: picked } = await analyze.query<{ id: string; email: string }>(
        `select u.id, u.email from bench_users b join users u on u.id = b.id order by random() limit $1`,
        [settings.samples],
      );
      log(`Signing in ${picked.length} random members…`);
      const members: { id: number; auth: string }[] = [];
      for (const m of picked) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { email: m.email, password: PASSWORD },
        });
        if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
        members.push({ id: Number(m.id), auth: `Bearer ${res.json<{ access: string }>().access}` });
      }
      const measure = async (path: string) => {
        const times: number[] = [];
        let bad = 0;
        for (const warm of members.slice(0, 20)) await app.inject({ url: path, headers: { authorization: warm.auth } });
        for (const m of members) {
          const start = performance.now();
          const res = await app.inject({ url: path, headers: { authorization: m.auth } });
          times.push(since(start));
          if (res.statusCode !== 200) bad += 1;
        }
        return { ...percentiles(times), bad, times };
      };
      log('GET /api/recommendations/ (members, response cache off)…');
      const recs = await measure('/api/recommendations/');
      log('GET /api/my-learning/ (members)…');
      const learning = await measure('/api/my-learning/');
      const visitorTimes: number[] = [];
      for (let i = 0; i < 50; i++) {
        const start = performance.now();
        await app.inject({ url: '/api/recommendations/' });
        visitorTimes.push(since(start));
      }
      const visitors = percentiles(visitorTimes);
      const bestTimes: number[] = [];
      for (let i = 0; i < 50; i++) {
        const start = performance.now();
        await app.inject({ url: '/api/approved/?ordering=best&page_size=20' });
        bestTimes.push(since(start));
      }
      const best = percentiles(bestTimes);
      const row = (name: string, p: ReturnType<typeof percentiles> & { bad?: number }, target: number) => [
        name,
        `p50 ${fmtMs(p.p50)} · p95 ${fmtMs(p.p95)} · p99 ${fmtMs(p.p99)} · max ${fmtMs(p.max)} ms`,
        `${p.n} requests${p.bad ? `, ${p.bad} not 200` : ''}`,
        Number.isNaN(target) ? '' : `p99 ≤ ${target} ms${p.p99 <= target ? ' ✓' : ' ✗'}`,
      ];
      results.push(
        row('GET /api/recommendations/ (member)', recs, TARGETS.recommendations),
        row('GET /api/my-learning/ (member)', learning, TARGETS.myLearning),
        row('GET /api/recommendations/ (visitor)', visitors, NaN),
        row('GET /api/approved/?ordering=best', best, NaN),
      );

      if (flags.explain || recs.p99 > TARGETS.recommendations) {
        const slowest = members[recs.times.indexOf(Math.max(...recs.times))]!;
        const plans: string[] = [];
        await memberRecommendations(explaining(handle.db, analyze, plans), slowest.id, 10, null);
        console.log(`\nEXPLAIN ANALYZE of the slowest member's (${slowest.id}) recommendation statements:\n`);
        for (const plan of plans) console.log(`${plan}\n`);
      }
    } finally {
      await app.close();
      await analyze.end();
      await handle.close();
    }
  } finally {
    const removed = await deleteRedisKeys(redisUrl, prefix, 1000).catch(() => 0);
    if (removed) log(`Removed ${removed} Redis keys.`);
    if (!flags.keep) await dropBenchDatabase(adminUrl, settings.db);
  }
  console.log(
    `\nLearning paths and recommendations (${settings.videos.toLocaleString('en')} videos, ${settings.members.toLocaleString('en')} members, ~${settings.progress.toLocaleString('en')} progress rows, ${settings.courses.toLocaleString('en')} courses)`,
  );
  const widths = [0, 1, 2, 3].map((i) => Math.max(...results.map((r) => (r[i] ?? '').length)));
  for (const r of results) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  log(`Load average at end: ${loadavg()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
