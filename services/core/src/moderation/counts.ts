import { count } from 'drizzle-orm';
import type { ModerationCounts } from '@focustube/contracts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { reportedVideoCount } from '../reports/summary.ts';

/** Video counts by status for the moderation dashboard's header (failed jobs come from the queues). */
export async function statusCounts(db: Database): Promise<Omit<ModerationCounts, 'failed_jobs'>> {
  const v = schema.videos;
  const [rows, reported] = await Promise.all([
    db.select({ status: v.status, n: count() }).from(v).groupBy(v.status),
    reportedVideoCount(db),
  ]);
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { pending: of('pending'), approved: of('approved'), removed: of('removed'), reported };
}
