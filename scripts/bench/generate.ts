/**
 * Builds the synthetic catalogue for `npm run bench:catalogue`: the demo catalogue (through the real
 * `prepareDatabase`), then `rows` approved videos made in SQL from the demo rows.
 */
import pg from 'pg';
import { openDatabase, prepareDatabase } from '@focustube/core';

export interface GenerateOptions {
  url: string;
  rows: number;
  log: (message: string) => void;
  /** Spread the videos over this many synthetic channels (the demo rows have none); by default each keeps its demo row's. */
  channels?: number;
}

export interface GenerateResult {
  seconds: number;
  steps: { step: string; seconds: number }[];
}

/** Bytes of working memory each session may use to build an index (session setting only). */
const INDEX_BUILD_MEMORY = '512MB';

const since = (start: number) => (performance.now() - start) / 1000;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Bulk load of throwaway data: no need to wait for each commit's WAL flush.
  await client.query(`set synchronous_commit = off`);
  return client;
}

/**
 * One synthetic row per `g` in the range. Each copies demo row `g % demoCount` (title, description,
 * tags, channel…), gets a distinct 11-character id (4 md5 bytes + `g` itself, base64url, so two `g`s
 * can never share one), an approval time spread over nine years, and a place in the category tree:
 * the demo row's own place when it has one, otherwise one of every (category, subcategory) pair.
 * The `videos_search_vector` trigger fills `search_vector` exactly as it does for real videos.
 */
function insertSql(from: number, to: number, channels?: number): string {
  const channel = channels
    ? `'UCbench' || lpad((g % ${channels})::text, 6, '0'), 'Bench channel ' || (g % ${channels})`
    : 'd.channel_id, d.channel_title';
  return `
    insert into videos (
      video_id, title, description, channel_id, channel_title, thumbnail_url, published_at, duration_seconds,
      youtube_category_id, youtube_category_name, assigned_category, subcategory, tags, status,
      approved_at, status_changed_at, source
    )
    select
      s.vid,
      d.title || ' (part ' || (g / n.demo + 1) || ')',
      d.description, ${channel},
      'https://i.ytimg.com/vi/' || s.vid || '/hqdefault.jpg',
      d.published_at, d.duration_seconds, d.youtube_category_id, d.youtube_category_name,
      coalesce(d.assigned_category, p.category),
      case when d.assigned_category is null then p.subcategory else d.subcategory end,
      d.tags, 'approved', s.at, s.at, 'bench'
    from generate_series(${from}, ${to - 1}) as g
    cross join (select count(*)::int as demo, (select count(*)::int from bench_places) as places from bench_demo) as n
    cross join lateral (
      select
        translate(left(encode(decode(left(md5('bench' || g), 8), 'hex') || int4send(g), 'base64'), 11), '+/', '-_') as vid,
        now() - (('x' || substr(md5('at' || g), 1, 15))::bit(60)::bigint % 283996800000000) * interval '1 microsecond' as at
    ) as s
    join bench_demo as d on d.rn = g % n.demo
    join bench_places as p on p.pn = (hashint4(g)::bigint & 2147483647) % n.places`;
}

/** Runs `jobs` on `lanes` connections at once (Postgres 15 does not parallelize INSERT … SELECT). */
async function inLanes<T>(url: string, lanes: T[][], run: (client: pg.Client, job: T) => Promise<void>) {
  await Promise.all(
    lanes.map(async (jobs) => {
      const client = await connect(url);
      try {
        await client.query(`set maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
        for (const job of jobs) await run(client, job);
      } finally {
        await client.end();
      }
    }),
  );
}

export async function generateCatalogue(options: GenerateOptions): Promise<GenerateResult> {
  const { url, rows, log, channels } = options;
  const steps: GenerateResult['steps'] = [];
  const total = performance.now();
  const step = async (name: string, work: () => Promise<void>) => {
    const start = performance.now();
    log(`  ${name}…`);
    await work();
    steps.push({ step: name, seconds: since(start) });
    log(`  ${name}: ${since(start).toFixed(1)} s`);
  };

  await step('migrate + demo catalogue (prepareDatabase)', async () => {
    const handle = await openDatabase({ url, dataDir: '.data', poolSize: 2 });
    try {
      await prepareDatabase(handle, { seedOnEmpty: true, log: { info: (m) => log(`    ${m}`) } });
    } finally {
      await handle.close();
    }
  });

  const admin = await connect(url);
  let indexes: { name: string; def: string }[] = [];
  try {
    await step('source tables (demo rows, category places)', async () => {
      await admin.query(`
        create unlogged table bench_demo as
          select (row_number() over (order by id) - 1)::int as rn, title, description, channel_id, channel_title,
                 published_at, duration_seconds, youtube_category_id, youtube_category_name,
                 assigned_category, subcategory, tags
          from videos;
        create unique index on bench_demo (rn);
        -- Every (category, subcategory) pair and every category on its own, except the guidelines
        -- category, which is about FocusTube itself and stays as small as the demo makes it.
        create unlogged table bench_places as
          select (row_number() over (order by category, subcategory nulls first) - 1)::int as pn, category, subcategory
          from (
            select key as category, null::text as subcategory from categories where parent_key is null and key <> 'guidelines'
            union all
            select parent_key, slug from categories where parent_key is not null
          ) as pairs;
        create unique index on bench_places (pn);
        analyze bench_demo; analyze bench_places;`);
    });

    // Loading a million rows into eleven indexes (two of them GIN) is several times slower than
    // building the indexes afterwards, so they go and come back with their exact definitions.
    const { rows: found } = await admin.query<{ name: string; def: string }>(`
      select c.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'videos'::regclass and not i.indisprimary
      order by c.relname`);
    indexes = found;
    await step(`drop ${indexes.length} secondary indexes of videos`, async () => {
      for (const index of indexes) await admin.query(`drop index ${pg.escapeIdentifier(index.name)}`);
    });

    await step(`insert ${rows.toLocaleString('en')} approved videos (2 connections)`, async () => {
      const chunk = 50_000;
      const jobs: [number, number][] = [];
      for (let from = 0; from < rows; from += chunk) jobs.push([from, Math.min(rows, from + chunk)]);
      const lanes: [number, number][][] = [[], []];
      jobs.forEach((job, i) => lanes[i % 2]!.push(job));
      let done = 0;
      await inLanes(url, lanes, async (client, [from, to]) => {
        await client.query(insertSql(from, to, channels));
        done += to - from;
        if (done % 200_000 === 0 || done === rows) log(`    ${done.toLocaleString('en')} rows`);
      });
    });
  } catch (error) {
    // Leave the database usable for a look, but say the indexes are missing.
    if (indexes.length > 0) log(`  generation failed; recreating the dropped indexes first`);
    await restoreIndexes(url, indexes).catch(() => undefined);
    await admin.end();
    throw error;
  }

  await step(`recreate ${indexes.length} indexes (2 connections)`, () => restoreIndexes(url, indexes));

  await step('vacuum analyze', async () => {
    await admin.query(`drop table bench_demo; drop table bench_places`);
    await admin.query(`vacuum (analyze) videos`);
    await admin.query(`analyze`);
  });

  await admin.query(`
    create table if not exists bench_meta (rows int not null, seconds numeric not null, generated_at timestamptz not null default now());
    truncate bench_meta;`);
  await admin.query(`insert into bench_meta (rows, seconds) values ($1, $2)`, [rows, since(total)]);
  await admin.end();
  return { seconds: since(total), steps };
}

/** The two GIN indexes take longest; each gets its own connection and the b-trees share the rest. */
async function restoreIndexes(url: string, indexes: { name: string; def: string }[]) {
  if (indexes.length === 0) return;
  const gin = indexes.filter((i) => / using gin /i.test(i.def));
  const rest = indexes.filter((i) => !/ using gin /i.test(i.def));
  const lanes: { name: string; def: string }[][] = [[], []];
  gin.forEach((index, i) => lanes[i % 2]!.push(index));
  // B-trees after the trigram GIN (the lighter of the two), so both lanes end at about the same time.
  for (const index of rest) lanes[gin.length > 1 ? 1 : 0]!.push(index);
  await inLanes(url, lanes, async (client, index) => {
    await client.query(index.def);
  });
}
