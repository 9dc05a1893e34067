import { sql } from 'drizzle-orm';
import { JOBS, jobOptions, type Database, type Queues } from '@focustube/core';
import type { Processor } from '../processor.ts';

/** Videos (by id range) per UPDATE of `video_ranks.score`: each batch commits on its own, so row locks stay short. */
export const QUALITY_SCORES_BATCH = 50_000;
/** How many viewers' worth of weight the prior has: a video needs about this many viewers to leave the average. */
export const QUALITY_PRIOR_WEIGHT = 10;
/** A bookmark counts half a completion. */
export const QUALITY_BOOKMARK_WEIGHT = 0.5;
/** How often the scheduler runs the job (cron). */
export const QUALITY_SCORES_PATTERN = '*/15 * * * *';
export const QUALITY_SCORES_SCHEDULER = 'quality-scores';
/**
 * Runs between full passes over the catalogue (every 6 hours at one run per 15 minutes). In between, a run
 * with an unchanged prior rewrites only the scores whose figures changed, and new approved videos.
 */
export const QUALITY_FULL_SWEEP_EVERY = 24;

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The prior mean, rounded to hundredths: a mean that moved in its fifth decimal would otherwise change every
 * video's score, and each run would rewrite the whole catalogue.
 */
export const roundPrior = (mean: number) => Math.round(mean * 100) / 100;

/**
 * "Best First" and the weekly popular list, computed on a schedule, never per request:
 *   1. per video, from watch progress and bookmarks: viewers (members with progress), completions,
 *      bookmarks and weekly completions (completed, last touched in the past 7 days) into `video_stats`,
 *      one set-based statement that writes only the rows whose figures changed (and zeroes the figures of
 *      videos that lost all of theirs);
 *   2. the prior C: the catalogue's completion rate (completions + ½ bookmarks per viewer);
 *   3. `video_ranks.score = (completions + ½ bookmarks + m·C) / (viewers + m)`, m = 10, in batches of
 *      video ids, written only where the value differs. A video nobody has watched gets C, not 0.
 *      `video_ranks` (one narrow row per approved video, kept in step with `videos` by triggers) has two
 *      small indexes, so a full pass is cheap; still, when the prior is the one this process last wrote
 *      with, only the videos whose figures changed in this run and new approved videos (still at the
 *      default 0) are looked at, with a full pass every QUALITY_FULL_SWEEP_EVERY runs and whenever the
 *      prior moves.
 * The job never writes `videos`: moderators' edits never conflict with it.
 */
export function qualityScores(db: Database): Processor<'quality-scores'> {
  // The prior this process last wrote with, and how many runs since a full pass over the catalogue.
  let lastPrior: number | null = null;
  let sinceSweep = 0;
  return async (_payload, job) => {
    const started = performance.now();
    // Forgotten until this run ends well: a run that failed after writing figures is followed by a full pass.
    const previousPrior = lastPrior;
    lastPrior = null;
    const [clock] = await rows<{ at: string }>(db, sql`select now()::text as at`);
    await db.transaction(async (tx) => {
      // A million groups: let the aggregate stay in memory rather than spill to disk.
      await tx.execute(sql`set local work_mem = '256MB'`);
      await tx.execute(sql`
        with agg as materialized (
          select video_id, sum(viewers)::int as viewers, sum(completions)::int as completions,
                 sum(bookmarks)::int as bookmarks, sum(weekly)::int as weekly
          from (
            select video_id, count(*) as viewers, count(*) filter (where completed) as completions, 0 as bookmarks,
                   count(*) filter (where completed and updated_at > now() - interval '7 days') as weekly
            from watch_progress group by video_id
            union all
            select video_id, 0, 0, count(*), 0 from bookmarks group by video_id
          ) as parts
          group by video_id
        ),
        upserted as (
          insert into video_stats as s (video_id, viewers, completions, bookmarks, weekly_completions, computed_at)
          select video_id, viewers, completions, bookmarks, weekly, now() from agg
          on conflict (video_id) do update set
            viewers = excluded.viewers, completions = excluded.completions, bookmarks = excluded.bookmarks,
            weekly_completions = excluded.weekly_completions, computed_at = excluded.computed_at
          where (s.viewers, s.completions, s.bookmarks, s.weekly_completions)
            is distinct from (excluded.viewers, excluded.completions, excluded.bookmarks, excluded.weekly_completions)
          returning 1
        )
        update video_stats as s
        set viewers = 0, completions = 0, bookmarks = 0, weekly_completions = 0, computed_at = now()
        where (s.viewers, s.completions, s.bookmarks, s.weekly_completions) <> (0, 0, 0, 0)
          and not exists (select 1 from agg where agg.video_id = s.video_id)`);
    });
    await job.updateProgress(40);

    const [prior] = await rows<{ mean: number | null }>(
      db,
      sql`
        select sum(completions + ${QUALITY_BOOKMARK_WEIGHT}::float8 * bookmarks)::float8 / nullif(sum(viewers), 0) as mean
        from video_stats`,
    );
    const mean = roundPrior(Number(prior?.mean ?? 0));
    const m = QUALITY_PRIOR_WEIGHT;

    const [bounds] = await rows<{ lo: string | null; hi: string | null }>(
      db,
      sql`select min(video_id) as lo, max(video_id) as hi from video_ranks`,
    );
    const score = (s: string) => sql`round(((coalesce(${sql.raw(s)}.completions, 0)
      + ${QUALITY_BOOKMARK_WEIGHT}::float8 * coalesce(${sql.raw(s)}.bookmarks, 0) + ${m}::float8 * ${mean}::float8)
      / (coalesce(${sql.raw(s)}.viewers, 0) + ${m}))::numeric, 6)::float8`;
    let changed = 0;
    const sweep = previousPrior !== mean || sinceSweep >= QUALITY_FULL_SWEEP_EVERY;
    if (!sweep) {
      // Same prior as last time: only the videos whose figures changed in this run, and approved videos
      // still unscored (new since then: 0, found per category in video_ranks_best_idx).
      const [result] = await rows<{ n: number }>(
        db,
        sql`
        with targets as (
          select s.video_id as id, ${score('s')} as score from video_stats s where s.computed_at >= ${clock!.at}::timestamptz
          union all
          -- No figures: the score is the prior itself.
          select fresh.video_id, ${mean}::float8 from (
            select distinct assigned_category as category from approved_counts where assigned_category <> '' and n > 0
          ) as c
          cross join lateral (select video_id from video_ranks where category = c.category and score = 0) as fresh
          where ${mean}::float8 <> 0
          union all
          select video_id, ${mean}::float8 from video_ranks where category is null and score = 0 and ${mean}::float8 <> 0
        ),
        updated as (
          update video_ranks as r set score = t.score from targets t
          where r.video_id = t.id and r.score is distinct from t.score
          returning 1)
        select count(*)::int as n from updated`,
      );
      changed = Number(result?.n ?? 0);
      sinceSweep += 1;
      lastPrior = mean;
    } else if (bounds?.lo != null && bounds.hi != null) {
      const lo = Number(bounds.lo);
      const hi = Number(bounds.hi);
      for (let from = lo; from <= hi; from += QUALITY_SCORES_BATCH) {
        const to = Math.min(hi, from + QUALITY_SCORES_BATCH - 1);
        // Rounded to 6 decimals so the same figures always give the same float, and nothing is rewritten.
        const [result] = await rows<{ n: number }>(
          db,
          sql`
          with scored as (
            -- Videos with figures: a merge of two primary-key slices.
            update video_ranks as r set score = ${score('s')}
            from video_stats as s
            where s.video_id = r.video_id and r.video_id between ${from} and ${to}
              and s.video_id between ${from} and ${to} and r.score is distinct from ${score('s')}
            returning 1),
          unwatched as (
            -- Videos without: the prior itself (what the score gives with no figures).
            update video_ranks as r set score = ${mean}::float8
            where r.video_id between ${from} and ${to} and r.score is distinct from ${mean}::float8
              and not exists (
                select 1 from video_stats s where s.video_id = r.video_id and s.video_id between ${from} and ${to})
            returning 1),
          updated as (select 1 from scored union all select 1 from unwatched)
          select count(*)::int as n from updated`,
        );
        changed += Number(result?.n ?? 0);
        await job.updateProgress(40 + Math.round(((to - lo + 1) / (hi - lo + 1)) * 59));
      }
      lastPrior = mean;
      sinceSweep = 0;
    }
    await job.updateProgress(100);
    return { videos: changed, duration_ms: Math.round(performance.now() - started) };
  };
}

/** The repeatable run (BullMQ job scheduler, like the sources' refreshes): calling it again only moves the next run. */
export async function scheduleQualityScores(queues: Queues, pattern = QUALITY_SCORES_PATTERN): Promise<void> {
  await queues[JOBS['quality-scores'].queue].upsertJobScheduler(
    QUALITY_SCORES_SCHEDULER,
    { pattern },
    { name: 'quality-scores', data: {}, opts: jobOptions('quality-scores') },
  );
}
